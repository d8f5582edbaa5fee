import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Lang } from '../../core/i18n.ts';
import { builtinMenuTitle } from '../../../../prisma/seed/seed.ts';
import type { SessionService } from '../auth/index.ts';
import { MAX_ROLE_LEVEL } from './rbac.rules.ts';

/** A route of the admin shell, in the shape the spec's menu routes call returns. */
export interface MenuRouteView {
  id: string;
  parentId: string;
  name: string;
  path: string;
  component: string;
  redirect: string | null;
  hidden: boolean;
  meta: { title: string; icon: string | null };
  children: MenuRouteView[];
}

/**
 * The caller's routes, and the access facts the role, menu and user services share: a caller's
 * best (lowest) role level, the menus they hold, and telling sessions that access changed.
 */
export class RbacService {
  constructor(
    private readonly infra: Infra,
    private readonly sessions: SessionService,
  ) {}

  /**
   * The caller's menus and routes (types 1 and 3, not functions), as a sorted tree; built-in
   * screens keep their English titles for an English session.
   */
  async routesFor(session: SessionUser, lang: Lang = 'zh'): Promise<MenuRouteView[]> {
    const menus = await this.infra.prisma.menu.findMany({
      where: {
        menuType: { in: [1, 3] },
        ...(session.isSuperAdmin ? {} : { roles: { some: { roleId: { in: session.roleIds } } } }),
      },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    });
    const nodes = new Map<string, MenuRouteView>();
    for (const m of menus) {
      nodes.set(m.id, {
        id: m.id,
        parentId: m.parentId,
        name: m.name,
        path: m.path ?? '',
        component: m.component ?? '',
        redirect: m.redirect,
        hidden: m.hidden,
        meta: { title: builtinMenuTitle(m.id, m.metaTitle, lang), icon: m.metaIcon },
        children: [],
      });
    }
    const roots: MenuRouteView[] = [];
    for (const node of nodes.values()) {
      const parent = nodes.get(node.parentId);
      // A child whose parent the user may not see is not reachable from the sidebar: drop it.
      if (parent !== undefined) parent.children.push(node);
      else if (node.parentId === '0') roots.push(node);
    }
    return roots;
  }

  /**
   * The caller's rank: the lowest roleLevel among their roles (sa is 0). A caller manages only
   * roles whose level is strictly greater. Without roles nothing ranks below them.
   */
  async callerLevel(session: SessionUser): Promise<number> {
    const agg = await this.infra.prisma.role.aggregate({
      where: { id: { in: session.roleIds } },
      _min: { roleLevel: true },
    });
    return agg._min.roleLevel ?? MAX_ROLE_LEVEL;
  }

  /**
   * For whoever assigns roles to users: every role must exist and rank strictly below the caller
   * (super admins may assign any role). Throws PARAM_INVALID for unknown ids and
   * ROLE_ABOVE_LEVEL_LIMIT {n: caller level} otherwise.
   */
  async assertRolesAssignable(session: SessionUser, roleIds: readonly string[]): Promise<void> {
    const ids = [...new Set(roleIds)];
    const roles = await this.infra.prisma.role.findMany({
      where: { id: { in: ids } },
      select: { id: true, roleLevel: true },
    });
    if (roles.length !== ids.length) {
      const found = new Set(roles.map((r) => r.id));
      throw new AppError(
        'PARAM_INVALID',
        {},
        Object.fromEntries(ids.filter((i) => !found.has(i)).map((i) => [`roles.${i}`, 'unknown'])),
      );
    }
    if (session.isSuperAdmin) return;
    const level = await this.callerLevel(session);
    if (roles.some((r) => r.roleLevel <= level)) {
      throw new AppError('ROLE_ABOVE_LEVEL_LIMIT', { n: level });
    }
  }

  /** Menu ids the caller may grant to others: every menu for super admins, else their roles' menus. */
  async grantableMenuIds(session: SessionUser): Promise<Set<string>> {
    if (session.isSuperAdmin) {
      const all = await this.infra.prisma.menu.findMany({ select: { id: true } });
      return new Set(all.map((m) => m.id));
    }
    const held = await this.infra.prisma.roleMenu.findMany({
      where: { roleId: { in: session.roleIds } },
      select: { menuId: true },
      distinct: ['menuId'],
    });
    return new Set(held.map((m) => m.menuId));
  }

  /** The roles holding any of these menus (read before a delete cascades their grants away). */
  async rolesHoldingMenus(menuIds: readonly string[]): Promise<string[]> {
    if (menuIds.length === 0) return [];
    const roles = await this.infra.prisma.roleMenu.findMany({
      where: { menuId: { in: [...menuIds] } },
      select: { roleId: true },
      distinct: ['roleId'],
    });
    return roles.map((r) => r.roleId);
  }

  /**
   * Tells every process that the users of these roles have new access, so their next request
   * reloads roles and permissions. Only users with a live session can hold a cached one.
   */
  async roleUsersAccessChanged(roleIds: readonly string[]): Promise<void> {
    if (roleIds.length === 0) return;
    const rows = await this.infra.prisma.session.findMany({
      where: {
        revokedAt: null,
        expiresAt: { gt: new Date() },
        user: { roles: { some: { roleId: { in: [...roleIds] } } } },
      },
      select: { userId: true },
      distinct: ['userId'],
    });
    for (const r of rows) this.sessions.userAccessChanged(r.userId);
  }
}
