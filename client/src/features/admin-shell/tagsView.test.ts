import { describe, expect, it } from 'vitest';
import {
  loadTags,
  nextPathAfterClose,
  saveTags,
  tabHref,
  tagMenuState,
  tagsReducer,
  TAGS_STORAGE_KEY,
  type TagTab,
} from './tagsView';

const dash: TagTab = { path: '/admin/dashboard', title: 'Dashboard', fixed: true };
const users: TagTab = { path: '/admin/sys/user', title: 'Users' };
const roles: TagTab = { path: '/admin/sys/role', title: 'Roles' };
const menus: TagTab = { path: '/admin/sys/menu', title: 'Menus' };

function start(): TagTab[] {
  let s = tagsReducer([], { type: 'setFixed', tabs: [dash] });
  for (const tab of [users, roles, menus]) s = tagsReducer(s, { type: 'visit', tab });
  return s;
}

describe('tag tabs reducer', () => {
  it('adds visited pages once, fixed tabs first', () => {
    let s = start();
    s = tagsReducer(s, { type: 'visit', tab: users });
    expect(s.map((t) => t.path)).toEqual([dash.path, users.path, roles.path, menus.path]);
    expect(s[0]?.fixed).toBe(true);
    expect(s[1]?.fixed).toBe(false);
  });

  it('keeps the state object when nothing changes and updates a title', () => {
    const s = start();
    expect(tagsReducer(s, { type: 'visit', tab: users })).toBe(s);
    const renamed = tagsReducer(s, { type: 'visit', tab: { ...users, title: '用户' } });
    expect(renamed[1]?.title).toBe('用户');
  });

  it('keeps one tab per page that reopens its last address (detail pages with a query)', () => {
    const watch = '/admin/exam/watch-detail';
    let s = tagsReducer(start(), {
      type: 'visit',
      tab: { path: watch, title: 'W', href: `${watch}?examId=a` },
    });
    s = tagsReducer(s, {
      type: 'visit',
      tab: { path: watch, title: 'W', href: `${watch}?examId=b` },
    });
    const tabs = s.filter((t) => t.path === watch);
    expect(tabs).toHaveLength(1);
    expect(tabHref(tabs[0] as TagTab)).toBe(`${watch}?examId=b`);
    expect(tabHref(users)).toBe(users.path);
    const same = tagsReducer(s, {
      type: 'visit',
      tab: { path: watch, title: 'W', href: `${watch}?examId=b` },
    });
    expect(same).toBe(s);
  });

  it('never closes a fixed tab', () => {
    const s = start();
    expect(tagsReducer(s, { type: 'close', path: dash.path })).toBe(s);
    expect(tagsReducer(s, { type: 'closeAll' }).map((t) => t.path)).toEqual([dash.path]);
  });

  it('closes one, others and all', () => {
    const s = start();
    expect(tagsReducer(s, { type: 'close', path: roles.path }).map((t) => t.path)).toEqual([
      dash.path,
      users.path,
      menus.path,
    ]);
    expect(tagsReducer(s, { type: 'closeOthers', path: roles.path }).map((t) => t.path)).toEqual([
      dash.path,
      roles.path,
    ]);
    expect(tagsReducer(s, { type: 'close', path: '/nope' })).toBe(s);
  });

  it('moves tabs that became fixed to the front and unfixes the old ones', () => {
    const s = tagsReducer(start(), { type: 'setFixed', tabs: [{ ...users, fixed: true }] });
    expect(s.map((t) => [t.path, t.fixed])).toEqual([
      [users.path, true],
      [roles.path, false],
      [menus.path, false],
    ]);
  });

  it('picks where to go after closing', () => {
    const before = start();
    const closeRoles = tagsReducer(before, { type: 'close', path: roles.path });
    expect(nextPathAfterClose(before, closeRoles, roles.path, '/x')).toBe(menus.path);
    const closeMenus = tagsReducer(before, { type: 'close', path: menus.path });
    expect(nextPathAfterClose(before, closeMenus, menus.path, '/x')).toBe(roles.path);
    // closing a tab that is not shown: stay
    expect(nextPathAfterClose(before, closeRoles, users.path, '/x')).toBeNull();
    const all = tagsReducer(before, { type: 'closeAll' });
    expect(nextPathAfterClose(before, all, users.path, '/x')).toBe(dash.path);
    expect(nextPathAfterClose([users], [], users.path, '/x')).toBe('/x');
  });

  it('tells which menu actions apply', () => {
    const s = start();
    expect(tagMenuState(s, dash.path)).toEqual({
      canClose: false,
      canCloseOthers: true,
      canCloseAll: true,
    });
    const only = tagsReducer(s, { type: 'closeAll' });
    expect(tagMenuState(only, dash.path)).toEqual({
      canClose: false,
      canCloseOthers: false,
      canCloseAll: false,
    });
  });
});

describe('tag tabs storage', () => {
  function memory(): Storage {
    const map = new Map<string, string>();
    return {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
      clear: () => map.clear(),
      key: () => null,
      length: 0,
    };
  }

  it('round-trips the tabs', () => {
    const store = memory();
    saveTags(start(), store);
    expect(loadTags(store)).toEqual(start());
  });

  it('ignores broken or foreign data', () => {
    const store = memory();
    store.setItem(TAGS_STORAGE_KEY, '{nope');
    expect(loadTags(store)).toEqual([]);
    store.setItem(TAGS_STORAGE_KEY, JSON.stringify([{ path: '' }, 3, { path: '/a', title: 'A' }]));
    expect(loadTags(store)).toEqual([{ path: '/a', title: 'A', fixed: false }]);
  });

  it('uses sessionStorage by default', () => {
    saveTags([users]);
    expect(sessionStorage.getItem(TAGS_STORAGE_KEY)).toContain(users.path);
    expect(loadTags()).toEqual([{ ...users, fixed: false }]);
    sessionStorage.removeItem(TAGS_STORAGE_KEY);
  });
});

describe('tag tabs store', () => {
  it('dispatches, notifies and keeps the tabs in sessionStorage', async () => {
    const { createTagsStore } = await import('./tagsView');
    const store = createTagsStore(sessionStorage);
    let calls = 0;
    const off = store.subscribe(() => {
      calls += 1;
    });
    store.dispatch({ type: 'setFixed', tabs: [dash] });
    store.dispatch({ type: 'visit', tab: users });
    store.dispatch({ type: 'close', path: dash.path });
    expect(calls).toBe(2);
    expect(
      createTagsStore(sessionStorage)
        .get()
        .map((t) => t.path),
    ).toEqual([dash.path, users.path]);
    off();
    sessionStorage.removeItem(TAGS_STORAGE_KEY);
  });
});

describe('tag tabs owner', () => {
  it('drops the tabs of another account', async () => {
    const { createTagsStore, TAGS_OWNER_KEY } = await import('./tagsView');
    sessionStorage.clear();
    const store = createTagsStore(sessionStorage);
    store.claim('u1');
    store.dispatch({ type: 'visit', tab: users });
    store.claim('u1');
    expect(store.get()).toHaveLength(1);
    store.claim('u2');
    expect(store.get()).toEqual([]);
    expect(sessionStorage.getItem(TAGS_OWNER_KEY)).toBe('u2');
    sessionStorage.clear();
  });
});
