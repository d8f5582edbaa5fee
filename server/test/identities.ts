/**
 * Signed-in callers for the server tests: each builds its user and opens a session directly, so
 * only the tests of login itself go through the login call.
 */
import { expect } from 'vitest';
import type { User } from '../src/generated/prisma/client.ts';
import type { Platform } from '../src/platform.ts';
import {
  DEFAULT_PASSWORD,
  buildAdmin,
  buildRole,
  buildUser,
  grantPermission,
  type BuildUserOptions,
} from './factories/index.ts';
import { rest } from './helpers.ts';

/** A user (its row as built) with a live session token. */
export interface Identity {
  user: User;
  token: string;
}

/** An administrator whose single role holds exactly the permissions asked for. */
export interface AdminIdentity extends Identity {
  roleId: string;
  /** Menu ids of the role's permission codes, in the order given. */
  menuIds: string[];
}

export type IdentityOptions = Omit<BuildUserOptions, 'roles'>;

export interface AdminOptions extends IdentityOptions {
  /** Permission codes of the role (none by default). */
  permissions?: readonly string[];
  /** The role's level (10 by default; lower is more powerful, 0 is the super admin's). */
  roleLevel?: number;
}

/** A session token for an existing user, without the login call. */
export function tokenFor(p: Platform, userId: string): Promise<string> {
  return p.services.sessions.create(userId, {});
}

async function identityOf(p: Platform, user: User): Promise<Identity> {
  return { user, token: await tokenFor(p, user.id) };
}

/** A super admin (built-in role `sa`, every permission). */
export async function asSuperAdmin(p: Platform, opts: IdentityOptions = {}): Promise<Identity> {
  return identityOf(p, await buildAdmin(p.infra.prisma, opts));
}

/** A learner (built-in role `student`, no permission). */
export async function asStudent(p: Platform, opts: IdentityOptions = {}): Promise<Identity> {
  return identityOf(p, await buildUser(p.infra.prisma, opts));
}

/** An administrator (role type 2) of a new role holding exactly `permissions`. */
export async function asAdmin(p: Platform, opts: AdminOptions = {}): Promise<AdminIdentity> {
  const { permissions = [], roleLevel = 10, ...userOpts } = opts;
  const db = p.infra.prisma;
  const role = await buildRole(db, { roleType: 2, roleLevel });
  const menuIds: string[] = [];
  for (const code of permissions) menuIds.push((await grantPermission(db, role.id, code)).id);
  const user = await buildUser(db, { ...userOpts, roles: [role.id] });
  return { ...(await identityOf(p, user)), roleId: role.id, menuIds };
}

/** A token through the login call itself, for tests of login and of what it does to sessions. */
export async function loginToken(
  p: Platform,
  userName: string,
  password = DEFAULT_PASSWORD,
): Promise<string> {
  const res = await rest<{ token: string }>(p, '/api/sys/user/login', {
    username: userName,
    password,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data.token;
}
