import { describe, expect, it } from 'vitest';
import { hasPermissions, PERM } from './permissions';

describe('hasPermissions', () => {
  const held = [PERM.repoList, PERM.quList, PERM.quAdd];

  it('passes an empty requirement, also without any permission', () => {
    expect(hasPermissions(held, [])).toBe(true);
    expect(hasPermissions([], [])).toBe(true);
    expect(hasPermissions(undefined, null)).toBe(true);
  });

  it('needs the single code', () => {
    expect(hasPermissions(held, PERM.quAdd)).toBe(true);
    expect(hasPermissions(held, PERM.quDelete)).toBe(false);
    expect(hasPermissions(null, PERM.quList)).toBe(false);
  });

  it('needs every listed code', () => {
    expect(hasPermissions(held, [PERM.quList, PERM.quAdd])).toBe(true);
    expect(hasPermissions(held, [PERM.quList, PERM.quExport])).toBe(false);
  });

  it('does not match codes by prefix', () => {
    expect(hasPermissions(['qu:list'], 'qu')).toBe(false);
    expect(hasPermissions(['qu'], 'qu:list')).toBe(false);
  });
});
