/**
 * Helpers shared by the department and user administration integration tests (not a test file).
 */
import type { Platform } from '../../platform.ts';
import {
  buildAdmin,
  buildRole,
  buildUser,
  grantPermission,
} from '../../../test/factories/index.ts';

/** A session token for a user, without going through the login form. */
export function tokenOf(p: Platform, userId: string): Promise<string> {
  return p.services.sessions.create(userId, {});
}

export async function superAdmin(p: Platform) {
  const user = await buildAdmin(p.infra.prisma);
  return { user, token: await tokenOf(p, user.id) };
}

export async function student(p: Platform, opts: { deptCode?: string | null } = {}) {
  const user = await buildUser(p.infra.prisma, opts);
  return { user, token: await tokenOf(p, user.id) };
}

/** A role type 2 user of the given level holding exactly the given permission codes. */
export async function limitedAdmin(p: Platform, codes: string[], roleLevel = 10) {
  const role = await buildRole(p.infra.prisma, { roleType: 2, roleLevel });
  for (const code of codes) await grantPermission(p.infra.prisma, role.id, code);
  const user = await buildUser(p.infra.prisma, { roles: [role.id] });
  return { user, role, token: await tokenOf(p, user.id) };
}

export interface GqlError {
  extensions?: { code?: string; subCode?: string; legacyCode?: number };
}

/** The legacy code of a GraphQL call's first error (undefined when it succeeded). */
export function legacyCodeOf(res: { errors?: GqlError[] }): number | undefined {
  return res.errors?.[0]?.extensions?.legacyCode;
}
