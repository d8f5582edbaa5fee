import { describe, expect, it } from 'vitest';
import { hasPermissions } from '../../app/session/permissions';
import { permittedActions, SYS_PERM } from './permissions';

const batch = [
  { key: 'dept', permission: SYS_PERM.userUpdate },
  { key: 'role', permission: SYS_PERM.userUpdate },
  { key: 'export', permission: SYS_PERM.userExport },
  { key: 'enable', permission: [SYS_PERM.userUpdate] },
  { key: 'help' },
] as const;

describe('permission gating', () => {
  it('keeps only the permitted actions, in order', () => {
    expect(permittedActions([SYS_PERM.userExport], batch).map((a) => a.key)).toEqual([
      'export',
      'help',
    ]);
    expect(permittedActions([SYS_PERM.userUpdate], batch).map((a) => a.key)).toEqual([
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
    const all = Object.values(SYS_PERM);
    expect(permittedActions(all, batch)).toHaveLength(batch.length);
    expect(hasPermissions(all, [SYS_PERM.groupUserJoin, SYS_PERM.groupUserRemove])).toBe(true);
  });

  it('needs every code of a combined requirement', () => {
    expect(
      permittedActions(
        [SYS_PERM.userUpdate],
        [{ key: 'x', permission: [SYS_PERM.userUpdate, SYS_PERM.userExport] }],
      ),
    ).toEqual([]);
  });
});
