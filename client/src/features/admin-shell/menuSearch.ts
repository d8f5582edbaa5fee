import Fuse, { type IFuseOptions } from 'fuse.js';
import type { MenuNode } from '../../app/layouts/admin/menu';
import { isLayout } from '../../app/layouts/admin/menu';

/** One page the header search can find: its menu titles from the top (breadcrumb) and path. */
export interface SearchEntry {
  path: string;
  /** e.g. ['系统管理', '用户管理'] */
  title: string[];
}

/** Spec section 9: patterns longer than 32 characters are cut (the old Fuse maxPatternLength). */
export const MAX_PATTERN_LENGTH = 32;

/** Spec sections 2 and 9: title weight 0.7, path weight 0.3, threshold 0.4. */
export const FUSE_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/**
 * The pages of the menu a user can open from the search: visible views (not containers, not
 * hidden routes, not paths with parameters), titled by their trail of menu titles.
 */
export function searchEntries(nodes: readonly MenuNode[], parents: string[] = []): SearchEntry[] {
  const out: SearchEntry[] = [];
  for (const node of nodes) {
    if (node.hidden) continue;
    const title = node.title.trim() === '' ? parents : [...parents, node.title];
    if (!isLayout(node) && !node.fullPath.includes(':')) out.push({ path: node.fullPath, title });
    out.push(...searchEntries(node.children, title));
  }
  const seen = new Set<string>();
  return out.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)));
}

export function createMenuSearch(entries: readonly SearchEntry[]) {
  const fuse = new Fuse(entries, FUSE_OPTIONS);
  return (query: string, limit = 10): SearchEntry[] => {
    const pattern = query.trim().slice(0, MAX_PATTERN_LENGTH);
    if (pattern === '') return [];
    return fuse.search(pattern, { limit }).map((r) => r.item);
  };
}
