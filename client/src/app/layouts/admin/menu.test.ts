import { describe, expect, it } from 'vitest';
import {
  adminHomePath,
  adminMenu,
  findByName,
  firstView,
  matchMenu,
  sidebarItems,
  toMenuTree,
  type RawMenuRoute,
} from './menu';
import { hasView, normalizeViewKey } from './viewRegistry';

const r = (
  id: string,
  path: string,
  component: string,
  children: RawMenuRoute[] = [],
  hidden = false,
): RawMenuRoute => ({
  id,
  name: `N${id}`,
  path,
  component,
  redirect: null,
  hidden,
  meta: { title: `T${id}`, icon: null },
  children,
});

const raw: RawMenuRoute[] = [
  r('1', '/admin', 'Layout', [r('2', 'dashboard', 'dashboard/index')]),
  r('3', '/admin/sys', 'Layout', [
    r('4', 'user', 'sys/user/index', [r('5', 'detail/:id', 'sys/user/detail', [], true)]),
    r('6', 'role', 'sys/role/index'),
  ]),
  r('7', '/web', 'Layout', [r('8', 'index', 'web/index')]),
];
const tree = toMenuTree(raw);

describe('admin menu', () => {
  it('resolves absolute paths', () => {
    expect(tree[1]?.children[0]?.children[0]?.fullPath).toBe('/admin/sys/user/detail/:id');
  });

  it('matches a location with its trail and params', () => {
    const m = matchMenu(tree, '/admin/sys/user/detail/42');
    expect(m?.node.id).toBe('5');
    expect(m?.trail.map((n) => n.id)).toEqual(['3', '4', '5']);
    expect(m?.params).toEqual({ id: '42' });
    expect(matchMenu(tree, '/admin/sys')?.node.id).toBe('3');
    expect(matchMenu(tree, '/admin/nope')).toBeNull();
  });

  it('builds the sidebar: hidden routes dropped, single-child containers flattened', () => {
    const items = sidebarItems(adminMenu(tree));
    expect(items.map((i) => i.id)).toEqual(['2', '3']);
    expect(items[1]?.children.map((i) => i.id)).toEqual(['4', '6']);
    expect(items[1]?.children[0]?.children).toEqual([]);
  });

  it('finds the first view, named routes and the admin home', () => {
    expect(firstView(tree)?.fullPath).toBe('/admin/dashboard');
    expect(findByName(tree, 'N6')?.fullPath).toBe('/admin/sys/role');
    expect(findByName(tree, 'SysUser')).toBeNull();
    expect(adminHomePath(tree)).toBe('/admin/dashboard');
    expect(
      adminHomePath(toMenuTree([r('7', '/web', 'Layout', [r('8', 'index', 'x')])])),
    ).toBeNull();
  });
});

describe('the live watch route', () => {
  it('takes the exam id from the path, apart from the watch detail', () => {
    const exams = toMenuTree([
      r('e', '/admin/exam-manage', 'Layout', [
        r('d', '/admin/exam/watch-detail', 'exam/watch-detail', [], true),
        r('w', '/admin/exam/watch/:examId', 'exam/watch', [], true),
      ]),
    ]);
    const live = matchMenu(exams, '/admin/exam/watch/e1');
    expect(live?.node.component).toBe('exam/watch');
    expect(live?.params.examId).toBe('e1');
    expect(matchMenu(exams, '/admin/exam/watch-detail')?.node.component).toBe('exam/watch-detail');
    expect(hasView('exam/watch')).toBe(true);
  });
});

describe('view registry', () => {
  it('normalises view keys', () => {
    expect(normalizeViewKey('/dashboard/index')).toBe('dashboard/index');
    expect(normalizeViewKey('views/dashboard/index.vue')).toBe('dashboard/index');
    expect(normalizeViewKey(' dashboard/index/ ')).toBe('dashboard/index');
  });

  it('knows only the views that exist', () => {
    expect(hasView('dashboard/index')).toBe(true);
    expect(hasView('dashboard')).toBe(true);
    expect(hasView('repo/list')).toBe(true);
    expect(hasView('repo/qu-list')).toBe(true);
    for (const key of ['exam/list', 'exam/apply', 'exam/edit', 'exam/watch-detail', 'exam/review'])
      expect(hasView(key)).toBe(true);
    expect(hasView('sys/user/index')).toBe(false);
    expect(hasView('Layout')).toBe(false);
  });
});
