import { SUPER_ADMIN_ROLE_ID } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import type { Db } from '../../core/prisma.ts';

/**
 * Who may manage which accounts and hand out which roles (admin back office).
 *
 * - Rank is a user's best (lowest) roleLevel; a user without roles has no rank (Infinity).
 * - The seeded administrator account (id `user-admin`, userName `admin`) is edited by nobody but
 *   itself, and not even itself may change its roles, disable it or give it an expiry time
 *   (ADMIN_NOT_EDITABLE, 90010004).
 * - Super admins (role `sa`) manage every other account. Anyone else manages only accounts
 *   ranked strictly below them (a larger level), so never their own account and never a peer's
 *   or a superior's through the admin screens (PERMISSION_DENIED); their own profile and password
 *   have the self-service calls.
 * - Roles handed out: super admins may assign any role, including `sa`; anyone else only roles
 *   whose level is larger than their own rank (ROLE_ABOVE_LEVEL_LIMIT, 14001017, with the rank).
 *   `sa` is level 0, so only `sa` holders can assign it.
 * - Nobody disables their own account (PERMISSION_DENIED): that would lock them out.
 */
const ADMIN_USER_ID = 'user-admin';
const ADMIN_USER_NAME = 'admin';

export interface Actor {
  userId: string;
  isSuperAdmin: boolean;
  /** Best (lowest) roleLevel; Infinity without roles. */
  rank: number;
}

export interface TargetUser {
  id: string;
  userName: string;
  /** Best (lowest) roleLevel of the user's roles; Infinity without roles. */
  rank: number;
  roleIds: string[];
}

export interface RoleRef {
  id: string;
  roleLevel: number;
}

export function isProtectedAdmin(u: { id: string; userName: string }): boolean {
  return u.id === ADMIN_USER_ID || u.userName === ADMIN_USER_NAME;
}

export function rankOf(levels: readonly number[]): number {
  return levels.length === 0 ? Infinity : Math.min(...levels);
}

/** The caller as the rules above see them, read fresh from the database. */
export async function loadActor(db: Db, userId: string): Promise<Actor> {
  const roles = await db.userRole.findMany({
    where: { userId },
    select: { role: { select: { id: true, roleLevel: true } } },
  });
  return {
    userId,
    isSuperAdmin: roles.some((r) => r.role.id === SUPER_ADMIN_ROLE_ID),
    rank: rankOf(roles.map((r) => r.role.roleLevel)),
  };
}

/** Kinds of change, for the administrator account's own limits. */
export type ChangeKind = 'profile' | 'password' | 'department' | 'roles' | 'state' | 'expiry';

/**
 * Throws unless the actor may apply a change of this kind to the target. `roles`, `state` and
 * `expiry` are the kinds the administrator account may not apply even to itself (the caller
 * passes them only when the value really changes).
 */
export function assertCanManage(actor: Actor, target: TargetUser, kinds: readonly ChangeKind[]) {
  if (isProtectedAdmin(target)) {
    if (actor.userId !== target.id) throw new AppError('ADMIN_NOT_EDITABLE');
    if (kinds.some((k) => k === 'roles' || k === 'state' || k === 'expiry')) {
      throw new AppError('ADMIN_NOT_EDITABLE');
    }
    return;
  }
  if (actor.isSuperAdmin) return;
  if (!(actor.rank < target.rank)) throw new AppError('PERMISSION_DENIED');
}

/** Throws unless the actor may hand out every one of these roles. */
export function assertCanAssign(actor: Actor, roles: readonly RoleRef[]) {
  if (actor.isSuperAdmin) return;
  for (const r of roles) {
    if (r.id === SUPER_ADMIN_ROLE_ID || !(r.roleLevel > actor.rank)) {
      throw new AppError('ROLE_ABOVE_LEVEL_LIMIT', {
        n: Number.isFinite(actor.rank) ? actor.rank : 0,
      });
    }
  }
}
