import type { MenuFormValues, MenuType } from './menuForm';
import { MENU_ROOT_ID, MENU_TYPE } from './menuForm';

/** A menu as the screens use it (any depth). */
export interface MenuRow {
  id: string;
  parentId: string;
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
  children?: readonly MenuRow[] | null;
}

export function toFormValues(row: MenuRow): MenuFormValues {
  const menuType = ([1, 2, 3] as const).find((t) => t === row.menuType) ?? MENU_TYPE.menu;
  return {
    id: row.id,
    parentId: row.parentId,
    menuType: menuType as MenuType,
    metaTitle: row.metaTitle,
    name: row.name,
    path: row.path ?? '',
    component: row.component ?? '',
    redirect: row.redirect ?? '',
    permissionTag: row.permissionTag ?? '',
    metaIcon: row.metaIcon ?? '',
    hidden: row.hidden,
    sort: row.sort,
  };
}

/** A node of the parent select: functions left out (they cannot hold children). */
export interface ParentOption {
  id: string;
  title: string;
  children: ParentOption[];
}

/**
 * Parent choices: a top-level option holding the menus that can hold children (not functions,
 * not the edited menu or anything below it).
 */
export function parentOptions(
  tree: readonly MenuRow[],
  topLevelTitle: string,
  editedId?: string,
): ParentOption[] {
  const walk = (rows: readonly MenuRow[]): ParentOption[] =>
    rows
      .filter((r) => r.menuType !== MENU_TYPE.function && r.id !== editedId)
      .map((r) => ({ id: r.id, title: r.metaTitle, children: walk(r.children ?? []) }));
  return [{ id: MENU_ROOT_ID, title: topLevelTitle, children: walk(tree) }];
}

/** Visible rows of a tree table: depth-first, children of expanded rows only. */
export function visibleRows<T extends { id: string; children?: readonly T[] | null }>(
  tree: readonly T[],
  expanded: ReadonlySet<string>,
  depth = 0,
): { row: T; depth: number }[] {
  const out: { row: T; depth: number }[] = [];
  for (const row of tree) {
    out.push({ row, depth });
    if (expanded.has(row.id)) out.push(...visibleRows(row.children ?? [], expanded, depth + 1));
  }
  return out;
}
