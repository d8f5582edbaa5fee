import { describe, expect, it } from 'vitest';
import { parentOptions, toFormValues, visibleRows, type MenuRow } from './menuModel';

const row = (id: string, menuType: number, children: MenuRow[] = []): MenuRow => ({
  id,
  parentId: '0',
  menuType,
  metaTitle: id,
  name: id,
  path: null,
  component: null,
  redirect: null,
  permissionTag: null,
  metaIcon: null,
  hidden: false,
  sort: 0,
  children,
});

const tree = [row('sys', 1, [row('user', 1, [row('add', 2)]), row('role', 1)]), row('web', 3)];

describe('menu model', () => {
  it('offers a top level and no functions or own subtree as parents', () => {
    const opts = parentOptions(tree, 'Top');
    expect(opts[0]?.id).toBe('0');
    expect(opts[0]?.children.map((o) => o.id)).toEqual(['sys', 'web']);
    expect(opts[0]?.children[0]?.children[0]?.children).toEqual([]);
    const editing = parentOptions(tree, 'Top', 'user');
    expect(editing[0]?.children[0]?.children.map((o) => o.id)).toEqual(['role']);
  });

  it('lists the rows of expanded branches', () => {
    expect(visibleRows(tree, new Set()).map((r) => r.row.id)).toEqual(['sys', 'web']);
    expect(visibleRows(tree, new Set(['sys', 'user'])).map((r) => [r.row.id, r.depth])).toEqual([
      ['sys', 0],
      ['user', 1],
      ['add', 2],
      ['role', 1],
      ['web', 0],
    ]);
  });

  it('turns nulls into empty fields', () => {
    expect(toFormValues(row('x', 2))).toMatchObject({ menuType: 2, path: '', component: '' });
    expect(toFormValues(row('y', 7)).menuType).toBe(1);
  });
});
