import { describe, expect, it } from 'vitest';
import {
  ancestorIds,
  branchIds,
  checkState,
  filterTree,
  findNode,
  flattenTree,
  subtreeIds,
  toggleChecked,
} from './treeData';

interface N {
  id: string;
  name: string;
  children?: N[];
}

const tree: N[] = [
  {
    id: 'sys',
    name: 'System',
    children: [
      { id: 'user', name: 'Users', children: [{ id: 'user-add', name: 'Add user' }] },
      { id: 'role', name: 'Roles' },
    ],
  },
  { id: 'exam', name: 'Exams' },
];

describe('tree data', () => {
  it('walks, finds and lists', () => {
    expect(flattenTree(tree).map((n) => n.id)).toEqual(['sys', 'user', 'user-add', 'role', 'exam']);
    expect(findNode(tree, 'role')?.name).toBe('Roles');
    expect(findNode(tree, 'x')).toBeNull();
    expect(ancestorIds(tree, 'user-add')).toEqual(['sys', 'user']);
    expect(ancestorIds(tree, 'sys')).toEqual([]);
    expect(ancestorIds(tree, 'x')).toBeNull();
    expect(subtreeIds(tree[0] as N)).toEqual(['sys', 'user', 'user-add', 'role']);
    expect(branchIds(tree)).toEqual(['sys', 'user']);
  });

  it('filters by label keeping ancestors', () => {
    const f = filterTree(tree, 'add', (n) => n.name);
    expect(f.map((n) => n.id)).toEqual(['sys']);
    expect(f[0]?.children?.map((n) => n.id)).toEqual(['user']);
    expect(filterTree(tree, 'USERS', (n) => n.name)[0]?.children?.[0]?.children).toHaveLength(1);
    expect(filterTree(tree, '  ', (n) => n.name)).toHaveLength(2);
    expect(filterTree(tree, 'nothing', (n) => n.name)).toEqual([]);
  });

  it('checks down and up, unchecks down', () => {
    let checked = toggleChecked(tree, new Set(), 'user-add');
    expect([...checked].sort()).toEqual(['sys', 'user', 'user-add']);
    expect(checkState(tree[0] as N, checked)).toBe('indeterminate');
    checked = toggleChecked(tree, checked, 'role');
    expect(checkState(tree[0] as N, checked)).toBe(true);
    checked = toggleChecked(tree, checked, 'user');
    expect([...checked].sort()).toEqual(['role', 'sys']);
    checked = toggleChecked(tree, checked, 'sys');
    expect([...checked]).toEqual([]);
    checked = toggleChecked(tree, checked, 'sys');
    expect(checked.size).toBe(4);
    expect(checkState(tree[1] as N, checked)).toBe(false);
  });

  it('keeps a page without its functions checked on its own', () => {
    const checked = new Set(['sys', 'user']);
    expect(checkState(findNode(tree, 'user') as N, checked)).toBe('indeterminate');
    expect(toggleChecked(tree, checked, 'missing')).toEqual(checked);
  });
});
