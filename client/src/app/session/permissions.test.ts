import { describe, expect, it } from 'vitest';
import { hasPermissions } from './permissions';
import { PERMISSIONS } from '../../gql/permissions';

describe('hasPermissions', () => {
  const held = [PERMISSIONS.repoList, PERMISSIONS.quList, PERMISSIONS.quAdd];

  it('passes an empty requirement, also without any permission', () => {
    expect(hasPermissions(held, [])).toBe(true);
    expect(hasPermissions([], [])).toBe(true);
    expect(hasPermissions(undefined, null)).toBe(true);
  });

  it('needs the single code', () => {
    expect(hasPermissions(held, PERMISSIONS.quAdd)).toBe(true);
    expect(hasPermissions(held, PERMISSIONS.quDelete)).toBe(false);
    expect(hasPermissions(null, PERMISSIONS.quList)).toBe(false);
  });

  it('needs every listed code', () => {
    expect(hasPermissions(held, [PERMISSIONS.quList, PERMISSIONS.quAdd])).toBe(true);
    expect(hasPermissions(held, [PERMISSIONS.quList, PERMISSIONS.quExport])).toBe(false);
  });

  it('does not match codes by prefix', () => {
    expect(hasPermissions(['qu:list'], 'qu')).toBe(false);
    expect(hasPermissions(['qu'], 'qu:list')).toBe(false);
  });
});
