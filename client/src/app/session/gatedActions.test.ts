import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../gql/permissions';
import { hasPermissions, permittedActions } from './permissions';

const batch = [
  { key: 'dept', permission: PERMISSIONS.userUpdate },
  { key: 'role', permission: PERMISSIONS.userUpdate },
  { key: 'export', permission: PERMISSIONS.userExport },
  { key: 'enable', permission: [PERMISSIONS.userUpdate] },
  { key: 'help' },
] as const;

describe('permission gating', () => {
  it('keeps only the permitted actions, in order', () => {
    expect(permittedActions([PERMISSIONS.userExport], batch).map((a) => a.key)).toEqual([
      'export',
      'help',
    ]);
    expect(permittedActions([PERMISSIONS.userUpdate], batch).map((a) => a.key)).toEqual([
      'dept',
      'role',
      'enable',
      'help',
    ]);
  });

  it('shows nothing gated to a user without codes', () => {
    const gated = batch.filter((a) => 'permission' in a);
    expect(permittedActions([], gated)).toEqual([]);
    expect(permittedActions(null, gated)).toEqual([]);
  });

  it('lets a super admin (every code) use everything', () => {
    const all = Object.values(PERMISSIONS);
    expect(permittedActions(all, batch)).toHaveLength(batch.length);
    expect(hasPermissions(all, [PERMISSIONS.groupUserJoin, PERMISSIONS.groupUserRemove])).toBe(
      true,
    );
  });

  it('needs every code of a combined requirement', () => {
    expect(
      permittedActions(
        [PERMISSIONS.userUpdate],
        [{ key: 'x', permission: [PERMISSIONS.userUpdate, PERMISSIONS.userExport] }],
      ),
    ).toEqual([]);
  });
});
