import { matchPath } from 'react-router-dom';
import { joinMenuPath } from '../../guard/decideRoute';

/** `component` value meaning "the admin shell itself" rather than a view. */
export const LAYOUT_COMPONENT = 'Layout';

/** The fields of `myRoutes` the client reads (any depth). */
export interface RawMenuRoute {
  id: string;
  name: string;
  path: string;
  component: string;
  redirect?: string | null;
  hidden: boolean;
  meta: { title: string; icon?: string | null };
  children?: readonly RawMenuRoute[] | null;
}

/** A menu route with its absolute path resolved. */
export interface MenuNode {
  id: string;
  name: string;
  /** Absolute path, e.g. /admin/sys/user. */
  fullPath: string;
  component: string;
  redirect: string | null;
  hidden: boolean;
  title: string;
  icon: string | null;
  children: MenuNode[];
}

export function toMenuTree(routes: readonly RawMenuRoute[], parentPath = ''): MenuNode[] {
  return routes.map((route) => {
    const fullPath = joinMenuPath(parentPath, route.path);
    return {
      id: route.id,
      name: route.name,
      fullPath,
      component: route.component,
      redirect: route.redirect ?? null,
      hidden: route.hidden,
      title: route.meta.title,
      icon: route.meta.icon ?? null,
      children: toMenuTree(route.children ?? [], fullPath),
    };
  });
}

export function isLayout(node: MenuNode): boolean {
  return node.component === LAYOUT_COMPONENT || node.component === '';
}

/** The node for a location, with its ancestors (for breadcrumbs), deepest match first wins. */
export interface MenuMatch {
  node: MenuNode;
  trail: MenuNode[];
  params: Record<string, string | undefined>;
}

export function matchMenu(tree: readonly MenuNode[], pathname: string): MenuMatch | null {
  for (const node of tree) {
    const childMatch = matchMenu(node.children, pathname);
    if (childMatch !== null) return { ...childMatch, trail: [node, ...childMatch.trail] };
    const m = matchPath({ path: node.fullPath, end: true }, pathname);
    if (m !== null) return { node, trail: [node], params: m.params };
  }
  return null;
}

/** First visible view route below a node (where a bare group path should lead). */
export function firstView(nodes: readonly MenuNode[]): MenuNode | null {
  for (const node of nodes) {
    if (node.hidden) continue;
    if (!isLayout(node)) return node;
    const inner = firstView(node.children);
    if (inner !== null) return inner;
  }
  return null;
}

/** Finds a route by its name (the spec's named routes such as SysUser). */
export function findByName(nodes: readonly MenuNode[], name: string): MenuNode | null {
  for (const node of nodes) {
    if (node.name === name) return node;
    const inner = findByName(node.children, name);
    if (inner !== null) return inner;
  }
  return null;
}

/** Back-office part of the menu: trees whose path lies under /admin. */
export function adminMenu(tree: readonly MenuNode[]): MenuNode[] {
  return tree.filter((n) => n.fullPath === '/admin' || n.fullPath.startsWith('/admin/'));
}

/** Where the Administrator button leads: the first admin view, else the first admin route. */
export function adminHomePath(tree: readonly MenuNode[]): string | null {
  const admin = adminMenu(tree);
  return firstView(admin)?.fullPath ?? admin[0]?.fullPath ?? null;
}

/**
 * Items shown in the sidebar: hidden routes dropped; a container with exactly one visible child
 * shows that child directly (no one-item submenu).
 */
export function sidebarItems(nodes: readonly MenuNode[]): MenuNode[] {
  const items: MenuNode[] = [];
  for (const node of nodes) {
    if (node.hidden) continue;
    const children = sidebarItems(node.children);
    if (isLayout(node) && children.length === 1) {
      items.push(children[0] as MenuNode);
    } else if (isLayout(node) && children.length === 0) {
      continue;
    } else {
      items.push({ ...node, children });
    }
  }
  return items;
}
