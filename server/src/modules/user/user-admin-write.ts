import type { PermissionCode } from '../../core/auth/permissions.ts';
/**
 * Changing users (/api/sys/user/*): save, batch department / role / expiry, state, password
 * reset by an admin, user references. Who may touch which account and hand out which role:
 * user-admin.policy.ts.
 *
 * Sessions follow access: disabling, expiring or setting a user's password ends their sessions;
 * changing their roles makes every process reload them (SessionService.userAccessChanged).
 */
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Db } from '../../core/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { hashPassword, meetsPasswordPolicy } from '../auth/index.ts';
import type { SessionService } from '../auth/index.ts';
import { lockDepartments } from '../org/index.ts';
import { type AdminUserView, userDetail } from './user-admin-read.ts';
import {
  BatchDeptSchema,
  BatchExpireSchema,
  BatchRoleSchema,
  ChangePasswordSchema,
  SaveUserSchema,
  SetStateSchema,
  UserRefSchema,
  type BatchDeptInput,
  type BatchExpireInput,
  type BatchRoleInput,
  type ChangePasswordInput,
  type SaveUserInput,
  type SetStateInput,
  type UserRefInput,
} from './user-admin.inputs.ts';
import {
  assertCanAssign,
  assertCanManage,
  loadActor,
  rankOf,
  type Actor,
  type ChangeKind,
  type RoleRef,
  type TargetUser,
} from './user-admin.policy.ts';
import { EMAIL_RE, MOBILE_RE } from './user-admin.rules.ts';

/** What account changes need: the database, and the sessions that follow access. */
export interface AccountDeps {
  db: Db;
  sessions: SessionService;
  /** The licence's seats: refuses bringing more accounts into use than it allows. */
  seats: SeatGuard;
}

/** The part of the licence service the user writes need (LicenceService implements it). */
export interface SeatGuard {
  assertSeats(tx: Prisma.TransactionClient | Db, adding: number): Promise<void>;
}

function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
}

type TargetRow = TargetUser & {
  state: number;
  deptCode: string | null;
  expireTime: Date | null;
};

type Tx = Prisma.TransactionClient;

/** Whether a mobile number is well formed; empty and null mean none. */
function normalizeMobile(mobile: string | null | undefined): string | null {
  if (mobile == null || mobile === '') return null;
  if (!MOBILE_RE.test(mobile)) throw new AppError('MOBILE_INVALID');
  return mobile;
}

function normalizeEmail(email: string | null | undefined): string | null {
  if (email == null || email === '') return null;
  if (!EMAIL_RE.test(email)) throw new AppError('PARAM_INVALID', {}, { email: 'invalid email' });
  return email;
}

/** Creates (sys:user:add) or updates (sys:user:update) a user. */
export async function saveUser(
  deps: AccountDeps,
  session: SessionUser,
  raw: SaveUserInput,
): Promise<AdminUserView> {
  const { db } = deps;
  const input = parseInput(SaveUserSchema, raw);
  const isNew = input.id == null;
  requirePermission(session, isNew ? PERMISSIONS.userAdd : PERMISSIONS.userUpdate);
  const roleIds = unique(input.roles ?? []);
  if (roleIds.length === 0) throw new AppError('ROLE_REQUIRED');
  const mobile = normalizeMobile(input.mobile);
  const email = normalizeEmail(input.email);
  const newPassword = input.password ?? '';
  if (isNew && newPassword === '') throw new AppError('PASSWORD_POLICY');
  if (newPassword !== '' && !meetsPasswordPolicy(newPassword)) {
    throw new AppError('PASSWORD_POLICY');
  }

  const actor = await loadActor(db, session.userId);
  const roles = await requireRoles(db, roleIds);
  let target: TargetRow | null = null;
  let rolesChanged = true;
  if (input.id != null) {
    target = (await loadTargets(db, [input.id]))[0]!;
    rolesChanged = !sameSet(target.roleIds, roleIds);
    const kinds: ChangeKind[] = ['profile'];
    if (rolesChanged) kinds.push('roles');
    if (input.state !== undefined && input.state !== target.state) kinds.push('state');
    if (input.expireTime !== undefined && !sameTime(input.expireTime, target.expireTime)) {
      kinds.push('expiry');
    }
    if (newPassword !== '') kinds.push('password');
    assertCanManage(actor, target, kinds);
    assertNoSelfLockout(actor, [target], input.state, input.expireTime);
  }

  assertCanAssign(actor, roles);

  const passwordHash = newPassword === '' ? undefined : await hashPassword(newPassword);
  const data = {
    userName: input.userName,
    realName: input.realName,
    familyName: input.familyName ?? '',
    className: input.className ?? '',
    email,
    mobile,
    deptCode: input.deptCode,
    ...(input.expireTime === undefined ? {} : { expireTime: input.expireTime }),
    ...(input.state === undefined ? {} : { state: input.state }),
  };
  const savedId = await write(db, async (tx) => {
    await requireDepartment(tx, input.deptCode);
    await requireFreeIdentity(tx, input.userName, mobile, input.id ?? undefined);
    const entersUse =
      target === null ? (input.state ?? 0) === 0 : target.state !== 0 && input.state === 0;
    if (entersUse) await deps.seats.assertSeats(tx, 1);
    if (input.id == null) {
      const created = await tx.user.create({
        data: {
          ...data,
          passwordHash: passwordHash!,
          roles: { create: roleIds.map((roleId) => ({ roleId })) },
        },
        select: { id: true },
      });
      return created.id;
    }
    await tx.user.update({
      where: { id: input.id },
      data: { ...data, ...(passwordHash === undefined ? {} : { passwordHash }) },
    });
    if (rolesChanged) await replaceRoles(tx, [input.id], roleIds);
    return input.id;
  });

  if (target !== null) {
    const after = { state: input.state ?? target.state, expireTime: input.expireTime };
    await afterAccessChange(deps.sessions, session, target.id, {
      endSessions: passwordHash !== undefined || locksOut(after.state, after.expireTime),
      rolesChanged,
    });
  }
  return userDetail(db, savedId);
}

/** Moves users to a department; returns how many. */
export async function batchDept(
  deps: AccountDeps,
  session: SessionUser,
  raw: BatchDeptInput,
): Promise<number> {
  const { db } = deps;
  const input = parseInput(BatchDeptSchema, raw);
  requirePermission(session, PERMISSIONS.userUpdate);
  const actor = await loadActor(db, session.userId);
  const targets = await loadTargets(db, input.ids);
  for (const t of targets) assertCanManage(actor, t, ['department']);
  return write(db, async (tx) => {
    await requireDepartment(tx, input.deptCode);
    const res = await tx.user.updateMany({
      where: { id: { in: targets.map((t) => t.id) } },
      data: { deptCode: input.deptCode },
    });
    return res.count;
  });
}

/** Replaces the roles of users (at least one role); returns how many users. */
export async function batchRole(
  deps: AccountDeps,
  session: SessionUser,
  raw: BatchRoleInput,
): Promise<number> {
  const { db, sessions } = deps;
  const input = parseInput(BatchRoleSchema, raw);
  requirePermission(session, PERMISSIONS.userUpdate);
  const roleIds = unique(input.roles ?? []);
  if (roleIds.length === 0) throw new AppError('ROLE_REQUIRED');
  const actor = await loadActor(db, session.userId);
  const roles = await requireRoles(db, roleIds);
  const targets = await loadTargets(db, input.ids);
  const changed = targets.filter((t) => !sameSet(t.roleIds, roleIds));
  for (const t of targets) {
    assertCanManage(actor, t, changed.includes(t) ? ['roles'] : ['profile']);
  }

  assertCanAssign(actor, roles);
  if (changed.length > 0) {
    await write(db, (tx) =>
      replaceRoles(
        tx,
        changed.map((t) => t.id),
        roleIds,
      ),
    );
    for (const t of changed) sessions.userAccessChanged(t.id);
  }
  return targets.length;
}

/** Sets (or, with null / empty, clears) the expiry time of users; returns how many. */
export async function batchExpire(
  deps: AccountDeps,
  session: SessionUser,
  raw: BatchExpireInput,
): Promise<number> {
  const { db, sessions } = deps;
  const input = parseInput(BatchExpireSchema, raw);
  requirePermission(session, PERMISSIONS.userUpdate);
  const expireTime = input.expireTime ?? null;
  const actor = await loadActor(db, session.userId);
  const targets = await loadTargets(db, input.ids);
  for (const t of targets) {
    assertCanManage(actor, t, sameTime(expireTime, t.expireTime) ? ['profile'] : ['expiry']);
  }

  assertNoSelfLockout(actor, targets, undefined, expireTime);
  const res = await db.user.updateMany({
    where: { id: { in: targets.map((t) => t.id) } },
    data: { expireTime },
  });
  if (locksOut(0, expireTime)) {
    for (const t of targets) await sessions.revokeUserSessions(t.id);
  }
  return res.count;
}

/** Sets the state of users (0 normal, 1 disabled, 2 pending review); returns how many. */
export async function setUserState(
  deps: AccountDeps,
  session: SessionUser,
  raw: SetStateInput,
): Promise<number> {
  const { db, sessions } = deps;
  const input = parseInput(SetStateSchema, raw);
  requirePermission(session, PERMISSIONS.userUpdate);
  const actor = await loadActor(db, session.userId);
  const targets = await loadTargets(db, input.ids);
  for (const t of targets) {
    assertCanManage(actor, t, t.state === input.state ? ['profile'] : ['state']);
  }

  assertNoSelfLockout(actor, targets, input.state, undefined);
  const res = await db.$transaction(async (tx) => {
    if (input.state === 0) {
      await deps.seats.assertSeats(tx, targets.filter((t) => t.state !== 0).length);
    }
    return tx.user.updateMany({
      where: { id: { in: targets.map((t) => t.id) } },
      data: { state: input.state },
    });
  });
  if (input.state !== 0) {
    for (const t of targets) await sessions.revokeUserSessions(t.id);
  }
  return res.count;
}

/** An admin sets a user's password (policy applies); the user's sessions end. */
export async function changePassword(
  deps: AccountDeps,
  session: SessionUser,
  raw: ChangePasswordInput,
): Promise<void> {
  const { db } = deps;
  const input = parseInput(ChangePasswordSchema, raw);
  requirePermission(session, PERMISSIONS.userUpdate);
  if (input.confirm != null && input.confirm !== input.password) {
    throw new AppError('PASSWORD_CONFIRM_MISMATCH');
  }
  if (!meetsPasswordPolicy(input.password)) throw new AppError('PASSWORD_POLICY');
  const actor = await loadActor(db, session.userId);
  const [target] = await loadTargets(db, [input.id]);
  assertCanManage(actor, target!, ['password']);
  await db.user.update({
    where: { id: input.id },
    data: { passwordHash: await hashPassword(input.password) },
  });
  await afterAccessChange(deps.sessions, session, input.id, {
    endSessions: true,
    rolesChanged: false,
  });
}

/**
 * Throws unless the caller holds `permission` and may manage the user (rank, the admin account's
 * own limits): what other features check before they change a user's account (login bindings).
 */
export async function assertMayManageUser(
  db: Db,
  session: SessionUser,
  userId: string,
  permission: PermissionCode,
): Promise<void> {
  requirePermission(session, permission);
  const actor = await loadActor(db, session.userId);
  const [target] = await loadTargets(db, [userId]);
  assertCanManage(actor, target!, ['profile']);
}

/** Links users to a reference (refId); returns the ids of the users that exist (now linked). */
export async function joinRef(db: Db, raw: UserRefInput): Promise<string[]> {
  const input = parseInput(UserRefSchema, raw);
  const found = await db.user.findMany({
    where: { id: { in: unique(input.ids) } },
    select: { id: true },
  });
  const existing = new Set(found.map((u) => u.id));
  const joined = unique(input.ids).filter((i) => existing.has(i));
  await db.userRef.createMany({
    data: joined.map((userId) => ({ refId: input.refId, userId })),
    skipDuplicates: true,
  });
  return joined;
}

/** Unlinks users from a reference; returns how many links were removed. */
export async function removeRef(db: Db, raw: UserRefInput): Promise<number> {
  const input = parseInput(UserRefSchema, raw);
  const res = await db.userRef.deleteMany({
    where: { refId: input.refId, userId: { in: unique(input.ids) } },
  });
  return res.count;
}

/** Runs a write holding the shared department lock (codes cannot vanish under it). */
function write<T>(db: Db, body: (tx: Tx) => Promise<T>): Promise<T> {
  return db
    .$transaction(
      async (tx) => {
        await lockDepartments(tx, 'shared');
        return body(tx);
      },
      { maxWait: 15_000, timeout: 60_000 },
    )
    .catch((e: unknown) => {
      // A concurrent save took the account name or mobile between the check and the write.
      if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
        const target = JSON.stringify(e.meta ?? {});
        throw new AppError(target.includes('mobile') ? 'MOBILE_ALREADY_BOUND' : 'USERNAME_TAKEN');
      }
      throw e;
    });
}

/** The roles; DATA_UNAVAILABLE when one is missing. */
async function requireRoles(db: Db, roleIds: readonly string[]): Promise<RoleRef[]> {
  const roles = await db.role.findMany({
    where: { id: { in: [...roleIds] } },
    select: { id: true, roleLevel: true },
  });
  if (roles.length !== roleIds.length) throw new AppError('DATA_UNAVAILABLE');
  return roles;
}

/** The department exists (DATA_UNAVAILABLE otherwise). */
async function requireDepartment(tx: Tx, deptCode: string) {
  const d = await tx.department.findUnique({ where: { deptCode }, select: { id: true } });
  if (d === null) throw new AppError('DATA_UNAVAILABLE');
}

/** No other user has the account name or the mobile. */
async function requireFreeIdentity(
  tx: Tx,
  userName: string,
  mobile: string | null,
  selfId: string | undefined,
) {
  const other = selfId === undefined ? {} : { id: { not: selfId } };
  const byName = await tx.user.findFirst({ where: { userName, ...other }, select: { id: true } });
  if (byName !== null) throw new AppError('USERNAME_TAKEN');
  if (mobile !== null) {
    const byMobile = await tx.user.findFirst({
      where: { mobile, ...other },
      select: { id: true },
    });
    if (byMobile !== null) throw new AppError('MOBILE_ALREADY_BOUND');
  }
}

async function replaceRoles(tx: Tx, userIds: string[], roleIds: string[]) {
  await tx.userRole.deleteMany({ where: { userId: { in: userIds } } });
  await tx.userRole.createMany({
    data: userIds.flatMap((userId) => roleIds.map((roleId) => ({ userId, roleId }))),
  });
}

/** The users with their rank; DATA_NOT_FOUND when one is missing. */
async function loadTargets(db: Db, userIds: readonly string[]): Promise<TargetRow[]> {
  const wanted = unique(userIds);
  const rows = await db.user.findMany({
    where: { id: { in: wanted } },
    select: {
      id: true,
      userName: true,
      state: true,
      deptCode: true,
      expireTime: true,
      roles: { select: { role: { select: { id: true, roleLevel: true } } } },
    },
  });
  if (rows.length !== wanted.length) throw new AppError('DATA_NOT_FOUND');
  return rows.map((u) => ({
    id: u.id,
    userName: u.userName,
    state: u.state,
    deptCode: u.deptCode,
    expireTime: u.expireTime,
    roleIds: u.roles.map((r) => r.role.id),
    rank: rankOf(u.roles.map((r) => r.role.roleLevel)),
  }));
}

/** Nobody disables or expires their own account (they would be locked out at once). */
function assertNoSelfLockout(
  actor: Actor,
  targets: readonly TargetRow[],
  state: number | undefined,
  expireTime: Date | null | undefined,
) {
  if (!targets.some((t) => t.id === actor.userId)) return;
  if (locksOut(state ?? 0, expireTime ?? null)) throw new AppError('PERMISSION_DENIED');
}

/** The state or expiry keeps the user from signing in. */
function locksOut(state: number, expireTime: Date | null | undefined): boolean {
  return state !== 0 || (expireTime != null && expireTime.getTime() <= Date.now());
}

/** Ends the user's sessions and / or reloads their access after a change. */
async function afterAccessChange(
  sessions: SessionService,
  session: SessionUser,
  userId: string,
  change: { endSessions: boolean; rolesChanged: boolean },
) {
  if (change.endSessions) {
    // Someone setting their own password keeps the session they did it from.
    await sessions.revokeUserSessions(
      userId,
      userId === session.userId ? session.tokenHash : undefined,
    );
  }
  if (change.rolesChanged) sessions.userAccessChanged(userId);
}

function sameTime(a: Date | null | undefined, b: Date | null): boolean {
  return (a ?? null)?.getTime() === b?.getTime();
}
