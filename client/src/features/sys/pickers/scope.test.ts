import { describe, expect, it } from 'vitest';
import { addToScope, EMPTY_SCOPE, removeFromScope, scopeSize } from './scope';

describe('scope picker state', () => {
  it('adds each item once per kind and removes tags', () => {
    let s = addToScope(EMPTY_SCOPE, 'departs', [{ id: 'A01', name: '总部' }]);
    s = addToScope(s, 'departs', [
      { id: 'A01', name: 'dup' },
      { id: 'A02', name: '分部' },
    ]);
    s = addToScope(s, 'users', [{ id: 'u1', name: '张三' }]);
    s = addToScope(s, 'groups', [{ id: 'A01', name: 'same id, other kind' }]);
    expect(s.departs.map((d) => d.name)).toEqual(['总部', '分部']);
    expect(scopeSize(s)).toBe(4);
    s = removeFromScope(s, 'departs', 'A01');
    expect(s.departs.map((d) => d.id)).toEqual(['A02']);
    expect(scopeSize(EMPTY_SCOPE)).toBe(0);
  });

  it('keeps the same object when nothing is added', () => {
    const s = addToScope(EMPTY_SCOPE, 'users', [{ id: 'u', name: 'U' }]);
    expect(addToScope(s, 'users', [{ id: 'u', name: 'U' }])).toBe(s);
  });
});
