/**
 * Helpers shared by the role, menu and group integration tests (not a test file itself).
 */
import type { Platform } from '../../platform.ts';
import {
  buildAdmin,
  buildRole,
  buildUser,
  grantPermission,
} from '../../../test/factories/index.ts';
import type { GqlResponse } from '../../../test/helpers.ts';

/** A session token for a user, without going through the login form. */
export function tokenOf(p: Platform, userId: string): Promise<string> {
  return p.services.sessions.create(userId, {});
}

export async function superAdmin(p: Platform): Promise<{ token: string; userId: string }> {
  const user = await buildAdmin(p.infra.prisma);
  return { token: await tokenOf(p, user.id), userId: user.id };
}

export async function student(p: Platform): Promise<{ token: string; userId: string }> {
  const user = await buildUser(p.infra.prisma);
  return { token: await tokenOf(p, user.id), userId: user.id };
}

export interface LimitedAdmin {
  token: string;
  userId: string;
  roleId: string;
  /** Menu ids of the role's permission codes, in the order given. */
  menuIds: string[];
}

/** A role type 2 user whose single role has the given level and exactly these permission codes. */
export async function adminAt(
  p: Platform,
  roleLevel: number,
  codes: string[],
): Promise<LimitedAdmin> {
  const role = await buildRole(p.infra.prisma, { roleType: 2, roleLevel });
  const menuIds: string[] = [];
  for (const code of codes) menuIds.push((await grantPermission(p.infra.prisma, role.id, code)).id);
  const user = await buildUser(p.infra.prisma, { roles: [role.id] });
  return { token: await tokenOf(p, user.id), userId: user.id, roleId: role.id, menuIds };
}

/** The legacy code of a GraphQL response's first error (undefined on success). */
export function gqlCode(res: GqlResponse<unknown>): number | undefined {
  return res.errors?.[0]?.extensions?.legacyCode;
}
