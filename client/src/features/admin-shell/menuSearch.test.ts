import { describe, expect, it } from 'vitest';
import { toMenuTree, type RawMenuRoute } from '../../app/layouts/admin/menu';
import { createMenuSearch, FUSE_OPTIONS, MAX_PATTERN_LENGTH, searchEntries } from './menuSearch';

const r = (
  id: string,
  path: string,
  component: string,
  title: string,
  children: RawMenuRoute[] = [],
  hidden = false,
): RawMenuRoute => ({
  id,
  name: `N${id}`,
  path,
  component,
  hidden,
  meta: { title },
  children,
});

const tree = toMenuTree([
  r('1', '/admin', 'Layout', '系统概览', [r('2', 'dashboard', 'dashboard/index', '控制台')]),
  r('3', '/admin/sys', 'Layout', '系统管理', [
    r('4', 'user', 'sys/user', '用户管理', [r('5', 'detail/:id', 'sys/user/detail', '详情')]),
    r('6', 'role', 'sys/role', '角色管理'),
    r('7', 'menu', 'sys/menu', '菜单管理'),
    r('8', 'secret', 'sys/secret', '隐藏页', [], true),
    r('9', 'config', 'sys/config', 'System configuration'),
  ]),
]);

describe('menu search', () => {
  it('uses the spec options', () => {
    expect(FUSE_OPTIONS.threshold).toBe(0.4);
    expect(FUSE_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
    expect(MAX_PATTERN_LENGTH).toBe(32);
  });

  it('lists visible views with their title trail', () => {
    const entries = searchEntries(tree);
    expect(entries.map((e) => e.path)).toEqual([
      '/admin/dashboard',
      '/admin/sys/user',
      '/admin/sys/role',
      '/admin/sys/menu',
      '/admin/sys/config',
    ]);
    expect(entries[1]?.title).toEqual(['系统管理', '用户管理']);
  });

  it('matches titles fuzzily and paths', () => {
    const search = createMenuSearch(searchEntries(tree));
    expect(search('角色')[0]?.path).toBe('/admin/sys/role');
    expect(search('sys/menu')[0]?.path).toBe('/admin/sys/menu');
    expect(search('configration')[0]?.path).toBe('/admin/sys/config');
    expect(search('   ')).toEqual([]);
    expect(search('zzzzqqqq')).toEqual([]);
  });

  it('cuts long patterns instead of failing', () => {
    const search = createMenuSearch(searchEntries(tree));
    expect(() => search('System configuration'.repeat(5))).not.toThrow();
  });
});
