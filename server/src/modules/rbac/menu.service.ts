import { plainText } from '../../core/input.ts';
import { z } from 'zod';
import { SUPER_ADMIN_ROLE_ID, type SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Lang } from '../../core/i18n.ts';
import type { Infra } from '../../core/infra.ts';
import type { RbacService } from './rbac.service.ts';
import {
  FUNCTION_MENU,
  LAYOUT_COMPONENT,
  MENU_NAME,
  MENU_ROOT_ID,
  PERMISSION_TAG,
  idListSchema,
  idSchema,
  intSchema,
  optionalFlag,
  optionalInt,
  optionalText,
} from './rbac.rules.ts';

/** A menu, route or function, with its children when shown as a tree. */
export interface AdminMenuView {
  id: string;
  parentId: string;
  /** 1 menu, 2 function, 3 route */
  menuType: number;
  metaTitle: string;
  name: string;
  path: string | null;
  component: string | null;
  redirect: string | null;
  permissionTag: string | null;
  metaIcon: string | null;
  hidden: boolean;
  sort: number;
  children: AdminMenuView[];
}

export const MenuTreeSchema = z.object({
  /** Wrap the tree in a '0' top-level node (parent selectors). */
  withRoot: optionalFlag,
  /** Leave out functions (menuType 2), e.g. for a parent selector. */
  excludeFunctions: optionalFlag,
});
export type MenuTreeInput = z.input<typeof MenuTreeSchema>;

const menuFields = {
  parentId: idSchema,
  menuType: intSchema(1, 3),
  metaTitle: plainText(100),
  name: z.string().trim().min(1).max(64),
  path: optionalText(255),
  component: optionalText(255),
  redirect: optionalText(255),
  permissionTag: optionalText(100),
  metaIcon: optionalText(100),
  hidden: optionalFlag,
  sort: optionalInt(0, 1_000_000),
};
export const CreateMenuSchema = z.object(menuFields);
export type CreateMenuInput = z.input<typeof CreateMenuSchema>;
export const UpdateMenuSchema = z.object({ id: idSchema, ...menuFields });
export type UpdateMenuInput = z.input<typeof UpdateMenuSchema>;
type MenuInput = z.infer<typeof CreateMenuSchema>;

export const SortMenuSchema = z.object({ id: idSchema, sort: intSchema(0, 1_000_000) });
export type SortMenuInput = z.input<typeof SortMenuSchema>;

type MenuRow = Omit<AdminMenuView, 'children'>;

const menuSelect = {
  id: true,
  parentId: true,
  menuType: true,
  metaTitle: true,
  name: true,
  path: true,
  component: true,
  redirect: true,
  permissionTag: true,
  metaIcon: true,
  hidden: true,
  sort: true,
} as const;

const ROOT_TITLE: Record<Lang, string> = { zh: '顶级菜单', en: 'Top level' };

/** Rows to a sorted tree; rows whose parent is missing (or filtered out) are dropped. */
function toTree(rows: MenuRow[]): AdminMenuView[] {
  const nodes = new Map<string, AdminMenuView>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: AdminMenuView[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent !== undefined) parent.children.push(node);
    else if (node.parentId === MENU_ROOT_ID) roots.push(node);
  }
  return roots;
}

/**
 * The admin menus and functions. Function menus carry the permission
 * tags that `me.permissions` and every permission check read, so changes that alter a role's
 * tags tell that role's users' sessions to reload.
 */
export class MenuService {
  constructor(
    private readonly infra: Infra,
    private readonly rbac: RbacService,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  /** Every menu and function as a tree sorted by sort then id. */
  async tree(raw: MenuTreeInput, lang: Lang): Promise<AdminMenuView[]> {
    const input = parseInput(MenuTreeSchema, raw);
    const rows = await this.db.menu.findMany({
      where: input.excludeFunctions === true ? { menuType: { not: FUNCTION_MENU } } : {},
      select: menuSelect,
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    });
    const tree = toTree(rows);
    if (input.withRoot !== true) return tree;
    return [
      {
        id: MENU_ROOT_ID,
        parentId: '',
        menuType: 1,
        metaTitle: ROOT_TITLE[lang],
        name: 'Root',
        path: null,
        component: null,
        redirect: null,
        permissionTag: null,
        metaIcon: null,
        hidden: false,
        sort: 0,
        children: tree,
      },
    ];
  }

  /** The menus the caller may grant to a role (all for super admins), as a tree. */
  async grantableTree(session: SessionUser): Promise<AdminMenuView[]> {
    const ids = await this.rbac.grantableMenuIds(session);
    const rows = await this.db.menu.findMany({
      where: { id: { in: [...ids] } },
      select: menuSelect,
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    });
    // A held child under a parent the caller lacks is shown at the top level.
    return toTree(rows.map((r) => (ids.has(r.parentId) ? r : { ...r, parentId: MENU_ROOT_ID })));
  }

  async detail(rawId: string): Promise<AdminMenuView> {
    const id = parseInput(idSchema, rawId);
    const row = await this.db.menu.findUnique({ where: { id }, select: menuSelect });
    if (row === null) throw new AppError('DATA_NOT_FOUND');
    return { ...row, children: [] };
  }

  /** Creates a menu; the super admin role is granted it (sa holds every menu). */
  async create(raw: CreateMenuInput): Promise<AdminMenuView> {
    const input = parseInput(CreateMenuSchema, raw);
    const data = await this.validate(input, null);
    const row = await this.db.$transaction(async (tx) => {
      const created = await tx.menu.create({ data, select: menuSelect });
      const sa = await tx.role.findUnique({
        where: { id: SUPER_ADMIN_ROLE_ID },
        select: { id: true },
      });
      if (sa !== null) {
        await tx.roleMenu.create({ data: { roleId: SUPER_ADMIN_ROLE_ID, menuId: created.id } });
      }
      return created;
    });
    return { ...row, children: [] };
  }

  async update(raw: UpdateMenuInput): Promise<AdminMenuView> {
    const input = parseInput(UpdateMenuSchema, raw);
    const existing = await this.db.menu.findUnique({ where: { id: input.id }, select: menuSelect });
    if (existing === null) throw new AppError('DATA_NOT_FOUND');
    const data = await this.validate(input, input.id);
    const row = await this.db.menu.update({ where: { id: input.id }, data, select: menuSelect });
    if (existing.permissionTag !== row.permissionTag) {
      await this.rbac.roleUsersAccessChanged(await this.rbac.rolesHoldingMenus([input.id]));
    }
    return { ...row, children: [] };
  }

  /**
   * Deletes menus (their grants go with them). A menu with a child outside the list refuses the
   * whole call (MENU_HAS_CHILDREN): lower levels are deleted first. Unknown ids are ignored.
   */
  async delete(rawIds: string[]): Promise<number> {
    const ids = [...new Set(parseInput(idListSchema(500), rawIds))];
    const orphaned = await this.db.menu.count({
      where: { parentId: { in: ids }, id: { notIn: ids } },
    });
    if (orphaned > 0) throw new AppError('MENU_HAS_CHILDREN');
    const roles = await this.rbac.rolesHoldingMenus(ids);
    const res = await this.db.$transaction(async (tx) => {
      // A child added meanwhile must not be left without its parent.
      const added = await tx.menu.count({ where: { parentId: { in: ids }, id: { notIn: ids } } });
      if (added > 0) throw new AppError('MENU_HAS_CHILDREN');
      return tx.menu.deleteMany({ where: { id: { in: ids } } });
    });
    await this.rbac.roleUsersAccessChanged(roles);
    return res.count;
  }

  async sort(raw: SortMenuInput): Promise<AdminMenuView> {
    const input = parseInput(SortMenuSchema, raw);
    const res = await this.db.menu.updateMany({
      where: { id: input.id },
      data: { sort: input.sort },
    });
    if (res.count === 0) throw new AppError('DATA_NOT_FOUND');
    return this.detail(input.id);
  }

  /** The menu form's rules; returns the row to write. */
  private async validate(input: MenuInput, selfId: string | null) {
    const isFunction = input.menuType === FUNCTION_MENU;
    const topLevel = input.parentId === MENU_ROOT_ID;
    const fields: Record<string, string> = {};
    if (!isFunction && !input.path) fields.path = 'required';
    if (!isFunction && !topLevel && !input.component) fields.component = 'required';
    if (input.permissionTag && !PERMISSION_TAG.test(input.permissionTag)) {
      fields.permissionTag = 'format';
    }
    if (Object.keys(fields).length > 0) throw new AppError('PARAM_INVALID', {}, fields);
    if (!MENU_NAME.test(input.name)) throw new AppError('MENU_NAME_LETTERS_ONLY');

    if (!topLevel) {
      const menus = await this.db.menu.findMany({
        select: { id: true, parentId: true, menuType: true },
      });
      const byId = new Map(menus.map((m) => [m.id, m]));
      const parent = byId.get(input.parentId);
      if (parent === undefined) throw new AppError('PARAM_INVALID', {}, { parentId: 'unknown' });
      if (parent.menuType === FUNCTION_MENU) {
        throw new AppError('PARAM_INVALID', {}, { parentId: 'function' });
      }
      // The new parent must not be the menu itself or one of its descendants.
      const seen = new Set<string>();
      for (let cur = byId.get(input.parentId); cur !== undefined; cur = byId.get(cur.parentId)) {
        if (cur.id === selfId) throw new AppError('PARAM_INVALID', {}, { parentId: 'cycle' });
        if (seen.has(cur.id)) break;
        seen.add(cur.id);
      }
    }

    const clash = await this.db.menu.findFirst({
      where: { name: input.name, ...(selfId === null ? {} : { id: { not: selfId } }) },
      select: { id: true },
    });
    if (clash !== null) throw new AppError('MENU_NAME_DUPLICATE');

    return {
      parentId: input.parentId,
      menuType: input.menuType,
      metaTitle: input.metaTitle,
      name: input.name,
      path: input.path ?? null,
      component: topLevel && !isFunction ? LAYOUT_COMPONENT : (input.component ?? null),
      redirect: input.redirect ?? null,
      permissionTag: input.permissionTag ?? null,
      metaIcon: input.metaIcon ?? null,
      hidden: input.hidden ?? false,
      sort: input.sort ?? 0,
    };
  }
}
