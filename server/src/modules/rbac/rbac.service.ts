import type { SessionUser } from '../../core/auth/session-user.ts';
import type { Infra } from '../../core/infra.ts';

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

export class RbacService {
  constructor(private readonly infra: Infra) {}

  /** The caller's menus and routes (types 1 and 3, not functions), as a sorted tree. */
  async routesFor(session: SessionUser): Promise<MenuRouteView[]> {
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
        meta: { title: m.metaTitle, icon: m.metaIcon },
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
}
