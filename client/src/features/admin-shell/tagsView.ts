import { useSyncExternalStore } from 'react';

/**
 * Tag tabs of the admin shell: the admin pages visited in this browser tab, kept in
 * sessionStorage. Fixed tabs (the dashboard) are always present, first, and cannot be closed.
 */
export interface TagTab {
  /** Location pathname (the tab's identity). */
  path: string;
  /** Title shown when the menu does not name the page (e.g. the profile page). */
  title: string;
  fixed?: boolean;
  /**
   * Where the tab leads: the page's last address with its query (a detail page such as
   * `/admin/exam/watch-detail?examId=...` reopens the same record); the path when absent.
   */
  href?: string;
}

/** The address a tab opens. */
export function tabHref(tab: TagTab): string {
  return tab.href ?? tab.path;
}

export type TagsAction =
  /** A page was shown: add its tab (or update its title). */
  | { type: 'visit'; tab: TagTab }
  /** The fixed tabs from the menu (replaces the previous fixed set). */
  | { type: 'setFixed'; tabs: TagTab[] }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' };

function withoutDuplicates(tabs: readonly TagTab[]): TagTab[] {
  const seen = new Set<string>();
  const out: TagTab[] = [];
  for (const tab of tabs) {
    if (seen.has(tab.path)) continue;
    seen.add(tab.path);
    out.push(tab);
  }
  return out;
}

/** Fixed tabs first (in their order), then the others in visiting order. */
function ordered(tabs: readonly TagTab[]): TagTab[] {
  const unique = withoutDuplicates(tabs);
  return [...unique.filter((t) => t.fixed === true), ...unique.filter((t) => t.fixed !== true)];
}

export function tagsReducer(state: readonly TagTab[], action: TagsAction): TagTab[] {
  switch (action.type) {
    case 'visit': {
      const index = state.findIndex((t) => t.path === action.tab.path);
      if (index < 0)
        return ordered([...state, { ...action.tab, fixed: action.tab.fixed === true }]);
      const current = state[index] as TagTab;
      const href = action.tab.href ?? current.href;
      if (current.title === action.tab.title && current.href === href) return state as TagTab[];
      const next = [...state];
      next[index] = { ...current, title: action.tab.title, href };
      return next;
    }
    case 'setFixed': {
      const fixedPaths = new Set(action.tabs.map((t) => t.path));
      const others = state.filter((t) => !fixedPaths.has(t.path) && t.fixed !== true);
      return ordered([...action.tabs.map((t) => ({ ...t, fixed: true })), ...others]);
    }
    case 'close': {
      const target = state.find((t) => t.path === action.path);
      if (target === undefined || target.fixed === true) return state as TagTab[];
      return state.filter((t) => t.path !== action.path);
    }
    case 'closeOthers':
      return state.filter((t) => t.fixed === true || t.path === action.path);
    case 'closeAll':
      return state.filter((t) => t.fixed === true);
  }
}

/**
 * Where to go after the tabs changed from `before` to `after` while `activePath` was shown:
 * stay when the active tab survived; otherwise the tab that was next to it (the one after it,
 * else the last remaining); `fallback` when no tab is left.
 */
export function nextPathAfterClose(
  before: readonly TagTab[],
  after: readonly TagTab[],
  activePath: string,
  fallback: string,
): string | null {
  if (after.some((t) => t.path === activePath)) return null;
  const remaining = new Set(after.map((t) => t.path));
  const index = before.findIndex((t) => t.path === activePath);
  if (index >= 0) {
    for (let i = index + 1; i < before.length; i += 1) {
      const path = before[i]?.path;
      if (path !== undefined && remaining.has(path)) return path;
    }
  }
  return after[after.length - 1]?.path ?? fallback;
}

/** Whether a tab can be closed, and whether "close others" / "close all" would change anything. */
export function tagMenuState(tabs: readonly TagTab[], path: string) {
  const tab = tabs.find((t) => t.path === path);
  return {
    canClose: tab !== undefined && tab.fixed !== true,
    canCloseOthers: tabs.some((t) => t.fixed !== true && t.path !== path),
    canCloseAll: tabs.some((t) => t.fixed !== true),
  };
}

export const TAGS_STORAGE_KEY = 'examhall.admin.tags';
/** Whose tabs are kept: another account signing in on this browser tab starts afresh. */
export const TAGS_OWNER_KEY = 'examhall.admin.tags.owner';

function isTab(value: unknown): value is TagTab {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.path === 'string' && v.path !== '' && typeof v.title === 'string';
}

/** The tabs kept for this browser tab ([] when none or unreadable). */
export function loadTags(storage: Pick<Storage, 'getItem'> | undefined = sessionStore()): TagTab[] {
  try {
    const raw = storage?.getItem(TAGS_STORAGE_KEY);
    if (raw == null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return withoutDuplicates(
      parsed.filter(isTab).map((t) => ({
        path: t.path,
        title: t.title,
        fixed: t.fixed === true,
        ...(typeof t.href === 'string' && t.href.startsWith(t.path) ? { href: t.href } : {}),
      })),
    );
  } catch {
    return [];
  }
}

export function saveTags(
  tabs: readonly TagTab[],
  storage: Pick<Storage, 'setItem'> | undefined = sessionStore(),
): void {
  try {
    storage?.setItem(TAGS_STORAGE_KEY, JSON.stringify(tabs));
  } catch {
    // not kept; the tabs then last for this page only
  }
}

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The tabs of this browser tab as a small store (kept in sessionStorage on every change). */
export function createTagsStore(storage?: Storage) {
  let state = loadTags(storage ?? sessionStore());
  const listeners = new Set<() => void>();
  return {
    get: (): TagTab[] => state,
    dispatch(action: TagsAction): TagTab[] {
      const next = tagsReducer(state, action);
      if (next !== state) {
        state = next;
        saveTags(state, storage ?? sessionStore());
        for (const listener of listeners) listener();
      }
      return state;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The tabs belong to this user; another user's tabs are dropped (fixed ones come back). */
    claim(userId: string): void {
      const store = storage ?? sessionStore();
      let owner: string | null = null;
      try {
        owner = store?.getItem(TAGS_OWNER_KEY) ?? null;
        store?.setItem(TAGS_OWNER_KEY, userId);
      } catch {
        // not kept
      }
      if (owner === null || owner === userId) return;
      state = [];
      saveTags(state, store);
      for (const listener of listeners) listener();
    },
  };
}

export const tagsStore = createTagsStore();

export function useTags(): TagTab[] {
  return useSyncExternalStore(tagsStore.subscribe, tagsStore.get);
}
