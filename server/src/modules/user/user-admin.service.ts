import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { hashPassword } from '../auth/index.ts';
import { meetsPasswordPolicy } from '../auth/index.ts';
import type { SessionService } from '../auth/index.ts';
import { lockDepartments } from '../org/index.ts';
import { pagingFields, toPage, type Page } from '../../core/paging.ts';
import {
  assertCanAssign,
  assertCanManage,
  isProtectedAdmin,
  loadActor,
  rankOf,
  type Actor,
  type ChangeKind,
  type RoleRef,
  type TargetUser,
} from './user-admin.policy.ts';
import {
  EMAIL_MAX,
  EMAIL_RE,
  MOBILE_RE,
  NAME_MAX,
  USER_NAME_MAX,
  USER_NAME_RE,
  expireTimeField,
  splitList,
} from './user-admin.rules.ts';
import { containsPattern } from '../../core/database/like.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { id } from '../../core/input.ts';

/** A user as the admin screens see it (never the password hash). */
export interface AdminUserView {
  id: string;
  userName: string;
  realName: string;
  familyName: string;
  className: string;
  deptCode: string | null;
  /** The department's name. */
  deptCodeDictText: string | null;
  mobile: string | null;
  email: string | null;
  avatar: string | null;
  /** 0 normal, 1 disabled, 2 pending review. */
  state: number;
  points: number;
  expireTime: Date | null;
  /** Role ids, highest rank first. */
  roles: string[];
  roleNames: string[];
  /** 1 learner, 2 admin / proctor (the highest of the roles). */
  roleType: number;
  createTime: Date;
  updateTime: Date;
  /** The built-in administrator account: nobody else may edit it (90010004). */
  builtIn: boolean;
}

const absent = (v: unknown) => (v === null || v === '' ? undefined : v);
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(splitList, z.array(item).max(max)).nullish();

/** The filters of spec section 7 (user paging params); the export uses them too. */
export const UserFilterSchema = z.object({
  /** 0 normal, 1 disabled, 2 pending review. */
  state: z.preprocess(absent, z.coerce.number().int().min(0).max(2).optional()),
  /** User ids to leave out. */
  excludes: list(id, 10_000),
  /** Department ids or codes whose users (subtrees included) are left out. */
  excludeDeparts: list(z.string().trim().min(1).max(300), 1000),
  /** Group ids whose members are left out. */
  excludeGroups: list(id, 1000),
  /** Users holding any of these roles. */
  roleIds: list(id, 200),
  /** 2: users with an admin / proctor role; 1: users without one (the user's role type). */
  userType: z.preprocess(absent, z.coerce.number().int().min(1).max(2).optional()),
  /** The department and its subtree. */
  deptCode: z.string().trim().max(300).nullish(),
  /** Searches account, real name and mobile (contains), and the id (exact). */
  userName: z.string().trim().max(100).nullish(),
});
export type UserFilterInput = z.input<typeof UserFilterSchema>;
export type UserFilter = z.infer<typeof UserFilterSchema>;

const ORDER_COLUMNS = {
  createTime: Prisma.raw('u."createdAt"'),
  updateTime: Prisma.raw('u."updatedAt"'),
  userName: Prisma.raw('u."userName"'),
  realName: Prisma.raw('u."realName"'),
  state: Prisma.raw('u."state"'),
} as const;

export const UserPagingSchema = UserFilterSchema.extend({
  ...pagingFields(),
  orders: z
    .array(
      z.object({
        column: z.enum(Object.keys(ORDER_COLUMNS) as [keyof typeof ORDER_COLUMNS]),
        asc: z.boolean().nullish(),
      }),
    )
    .max(4)
    .nullish(),
});
export type UserPagingInput = z.input<typeof UserPagingSchema>;

const password = z.string().max(200);

export const SaveUserSchema = z.object({
  /** Absent: create (sys:user:add); else update (sys:user:update). */
  id: id.nullish(),
  userName: z.string().trim().min(1).max(USER_NAME_MAX).regex(USER_NAME_RE),
  realName: z.string().trim().min(1).max(NAME_MAX),
  familyName: z.string().trim().max(NAME_MAX).nullish(),
  className: z.string().trim().max(NAME_MAX).nullish(),
  /** Required on create; empty on update keeps the current password. */
  password: password.nullish(),
  email: z.string().trim().max(EMAIL_MAX).nullish(),
  /** Mainland mobile; empty for none. */
  mobile: z.string().trim().max(20).nullish(),
  deptCode: z.string().trim().min(1).max(300),
  /** Role ids; at least one (ROLE_REQUIRED). */
  roles: list(id, 50),
  /** yyyy-MM-dd HH:mm:ss or ISO; null / empty: never expires; absent: unchanged (create: none). */
  expireTime: expireTimeField,
  /** 0 normal, 1 disabled, 2 pending review; absent: unchanged (create: 0). */
  state: z.preprocess(absent, z.coerce.number().int().min(0).max(2).optional()),
});
export type SaveUserInput = z.input<typeof SaveUserSchema>;

const ids = z.preprocess(splitList, z.array(id).min(1).max(5000));

export const BatchDeptSchema = z.object({ ids, deptCode: z.string().trim().min(1).max(300) });
export type BatchDeptInput = z.input<typeof BatchDeptSchema>;

export const BatchRoleSchema = z.object({ ids, roles: list(id, 50) });
export type BatchRoleInput = z.input<typeof BatchRoleSchema>;

export const BatchExpireSchema = z.object({ ids, expireTime: expireTimeField });
export type BatchExpireInput = z.input<typeof BatchExpireSchema>;

export const SetStateSchema = z.object({
  ids,
  state: z.coerce.number().int().min(0).max(2),
});
export type SetStateInput = z.input<typeof SetStateSchema>;

export const ChangePasswordSchema = z.object({
  id,
  password: z.string().min(1).max(200),
  /** Optional; when given it must equal password. */
  confirm: z.string().max(200).nullish(),
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const UserRefSchema = z.object({ refId: id, ids });
export type UserRefInput = z.input<typeof UserRefSchema>;

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

/**
 * User administration (spec: /api/sys/user/*): paging with the section 7 filters, detail, save,
 * batch department / role / expiry, state, password reset by an admin, user references.
 * Who may touch which account and hand out which role: user-admin.policy.ts.
 *
 * Sessions follow access: disabling, expiring or setting a user's password ends their sessions;
 * changing their roles makes every process reload them (SessionService.userAccessChanged).
 */
export class UserAdminService {
  constructor(
    private readonly infra: Infra,
    private readonly sessions: SessionService,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  // -------------------------------------------------------------------------------------------
  // Reading
  // -------------------------------------------------------------------------------------------

  async paging(raw: UserPagingInput): Promise<Page<AdminUserView>> {
    const input = parseInput(UserPagingSchema, raw);
    const where = await this.filterSql(input);
    const [{ total }] = await this.db.$queryRaw<[{ total: number }]>`
      SELECT COUNT(*)::int AS total FROM "User" u WHERE ${where}`;
    const orders = (input.orders ?? []).map(
      (o) => Prisma.sql`${ORDER_COLUMNS[o.column]} ${Prisma.raw(o.asc === true ? 'ASC' : 'DESC')}`,
    );
    orders.push(Prisma.sql`u."createdAt" DESC`, Prisma.sql`u."id" ASC`);
    const rows = await this.db.$queryRaw<Array<{ id: string }>>`
      SELECT u."id" FROM "User" u WHERE ${where}
      ORDER BY ${Prisma.join(orders, ', ')}
      LIMIT ${input.size} OFFSET ${(input.current - 1) * input.size}`;
    return toPage(await this.views(rows.map((r) => r.id)), total, input.current, input.size);
  }

  /** The SQL condition (over `"User" u`) of the section 7 filters. */
  async filterSql(filter: UserFilter): Promise<Prisma.Sql> {
    const conds: Prisma.Sql[] = [Prisma.sql`TRUE`];
    if (filter.state !== undefined) conds.push(Prisma.sql`u."state" = ${filter.state}`);
    if (filter.excludes != null && filter.excludes.length > 0) {
      conds.push(Prisma.sql`NOT (u."id" = ANY(${filter.excludes}::text[]))`);
    }
    if (filter.excludeDeparts != null && filter.excludeDeparts.length > 0) {
      const depts = await this.db.department.findMany({
        where: {
          OR: [{ id: { in: filter.excludeDeparts } }, { deptCode: { in: filter.excludeDeparts } }],
        },
        select: { deptCode: true },
      });
      const codes = depts.map((d) => d.deptCode);
      if (codes.length > 0) {
        conds.push(Prisma.sql`NOT EXISTS (
          SELECT 1 FROM unnest(${codes}::text[]) AS c(code)
          WHERE left(u."deptCode", length(c.code)) = c.code)`);
      }
    }
    if (filter.excludeGroups != null && filter.excludeGroups.length > 0) {
      conds.push(Prisma.sql`NOT EXISTS (
        SELECT 1 FROM "GroupMember" gm
        WHERE gm."userId" = u."id" AND gm."groupId" = ANY(${filter.excludeGroups}::text[]))`);
    }
    if (filter.roleIds != null && filter.roleIds.length > 0) {
      conds.push(Prisma.sql`EXISTS (
        SELECT 1 FROM "UserRole" ur
        WHERE ur."userId" = u."id" AND ur."roleId" = ANY(${filter.roleIds}::text[]))`);
    }
    if (filter.userType !== undefined) {
      const admin = Prisma.sql`EXISTS (
        SELECT 1 FROM "UserRole" ur JOIN "Role" r ON r."id" = ur."roleId"
        WHERE ur."userId" = u."id" AND r."roleType" = 2)`;
      conds.push(filter.userType === 2 ? admin : Prisma.sql`NOT ${admin}`);
    }
    if (filter.deptCode != null && filter.deptCode !== '') {
      const code = filter.deptCode;
      conds.push(Prisma.sql`left(u."deptCode", ${code.length}::int) = ${code}`);
    }
    const pattern = containsPattern(filter.userName);
    if (pattern !== null) {
      conds.push(Prisma.sql`(u."userName" ILIKE ${pattern} OR u."realName" ILIKE ${pattern}
        OR u."mobile" ILIKE ${pattern} OR u."id" = ${filter.userName})`);
    }
    return Prisma.join(conds, ' AND ');
  }

  /** Views of these users, in the given order (unknown ids are skipped). */
  async views(userIds: readonly string[]): Promise<AdminUserView[]> {
    const db = this.db;
    if (userIds.length === 0) return [];
    const users = await db.user.findMany({
      where: { id: { in: [...userIds] } },
      omit: { passwordHash: true },
      include: {
        roles: {
          select: {
            role: { select: { id: true, roleName: true, roleType: true, roleLevel: true } },
          },
        },
      },
    });
    const codes = unique(users.map((u) => u.deptCode).filter((c): c is string => c !== null));
    const depts =
      codes.length === 0
        ? []
        : await db.department.findMany({
            where: { deptCode: { in: codes } },
            select: { deptCode: true, deptName: true },
          });
    const deptNames = new Map(depts.map((d) => [d.deptCode, d.deptName]));
    const byId = new Map(
      users.map((u) => {
        const roles = u.roles
          .map((r) => r.role)
          .sort((a, b) => a.roleLevel - b.roleLevel || a.id.localeCompare(b.id));
        const view: AdminUserView = {
          id: u.id,
          userName: u.userName,
          realName: u.realName,
          familyName: u.familyName,
          className: u.className,
          deptCode: u.deptCode,
          deptCodeDictText: u.deptCode === null ? null : (deptNames.get(u.deptCode) ?? null),
          mobile: u.mobile,
          email: u.email,
          avatar: u.avatar,
          state: u.state,
          points: u.points,
          expireTime: u.expireTime,
          roles: roles.map((r) => r.id),
          roleNames: roles.map((r) => r.roleName),
          roleType: Math.max(1, ...roles.map((r) => r.roleType)),
          builtIn: isProtectedAdmin(u),
          createTime: u.createdAt,
          updateTime: u.updatedAt,
        };
        return [u.id, view] as const;
      }),
    );
    return userIds.map((i) => byId.get(i)).filter((v): v is AdminUserView => v !== undefined);
  }

  async detail(rawId: unknown): Promise<AdminUserView> {
    const userId = parseInput(id, rawId);
    const [view] = await this.views([userId]);
    if (view === undefined) throw new AppError('DATA_NOT_FOUND');
    return view;
  }

  // -------------------------------------------------------------------------------------------
  // Writing
  // -------------------------------------------------------------------------------------------

  /** Creates (sys:user:add) or updates (sys:user:update) a user. */
  async save(session: SessionUser, raw: SaveUserInput): Promise<AdminUserView> {
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

    const actor = await loadActor(this.db, session.userId);
    const roles = await this.requireRoles(roleIds);
    let target: TargetRow | null = null;
    let rolesChanged = true;
    if (input.id != null) {
      target = (await this.targets([input.id]))[0]!;
      rolesChanged = !sameSet(target.roleIds, roleIds);
      const kinds: ChangeKind[] = ['profile'];
      if (rolesChanged) kinds.push('roles');
      if (input.state !== undefined && input.state !== target.state) kinds.push('state');
      if (input.expireTime !== undefined && !sameTime(input.expireTime, target.expireTime)) {
        kinds.push('expiry');
      }
      if (newPassword !== '') kinds.push('password');
      assertCanManage(actor, target, kinds);
      this.assertNoSelfLockout(actor, [target], input.state, input.expireTime);
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
    const savedId = await this.write(async (tx) => {
      await this.requireDepartment(tx, input.deptCode);
      await this.requireFreeIdentity(tx, input.userName, mobile, input.id ?? undefined);
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
      if (rolesChanged) await this.replaceRoles(tx, [input.id], roleIds);
      return input.id;
    });

    if (target !== null) {
      const after = { state: input.state ?? target.state, expireTime: input.expireTime };
      await this.afterAccessChange(session, target.id, {
        endSessions: passwordHash !== undefined || this.locksOut(after.state, after.expireTime),
        rolesChanged,
      });
    }
    return this.detail(savedId);
  }

  /** Moves users to a department; returns how many. */
  async batchDept(session: SessionUser, raw: BatchDeptInput): Promise<number> {
    const input = parseInput(BatchDeptSchema, raw);
    requirePermission(session, PERMISSIONS.userUpdate);
    const actor = await loadActor(this.db, session.userId);
    const targets = await this.targets(input.ids);
    for (const t of targets) assertCanManage(actor, t, ['department']);
    return this.write(async (tx) => {
      await this.requireDepartment(tx, input.deptCode);
      const res = await tx.user.updateMany({
        where: { id: { in: targets.map((t) => t.id) } },
        data: { deptCode: input.deptCode },
      });
      return res.count;
    });
  }

  /** Replaces the roles of users (at least one role); returns how many users. */
  async batchRole(session: SessionUser, raw: BatchRoleInput): Promise<number> {
    const input = parseInput(BatchRoleSchema, raw);
    requirePermission(session, PERMISSIONS.userUpdate);
    const roleIds = unique(input.roles ?? []);
    if (roleIds.length === 0) throw new AppError('ROLE_REQUIRED');
    const actor = await loadActor(this.db, session.userId);
    const roles = await this.requireRoles(roleIds);
    const targets = await this.targets(input.ids);
    const changed = targets.filter((t) => !sameSet(t.roleIds, roleIds));
    for (const t of targets) {
      assertCanManage(actor, t, changed.includes(t) ? ['roles'] : ['profile']);
    }
    assertCanAssign(actor, roles);
    if (changed.length > 0) {
      await this.write((tx) =>
        this.replaceRoles(
          tx,
          changed.map((t) => t.id),
          roleIds,
        ),
      );
      for (const t of changed) this.sessions.userAccessChanged(t.id);
    }
    return targets.length;
  }

  /** Sets (or, with null / empty, clears) the expiry time of users; returns how many. */
  async batchExpire(session: SessionUser, raw: BatchExpireInput): Promise<number> {
    const input = parseInput(BatchExpireSchema, raw);
    requirePermission(session, PERMISSIONS.userUpdate);
    const expireTime = input.expireTime ?? null;
    const actor = await loadActor(this.db, session.userId);
    const targets = await this.targets(input.ids);
    for (const t of targets) {
      assertCanManage(actor, t, sameTime(expireTime, t.expireTime) ? ['profile'] : ['expiry']);
    }
    this.assertNoSelfLockout(actor, targets, undefined, expireTime);
    const res = await this.db.user.updateMany({
      where: { id: { in: targets.map((t) => t.id) } },
      data: { expireTime },
    });
    if (this.locksOut(0, expireTime)) {
      for (const t of targets) await this.sessions.revokeUserSessions(t.id);
    }
    return res.count;
  }

  /** Sets the state of users (0 normal, 1 disabled, 2 pending review); returns how many. */
  async setState(session: SessionUser, raw: SetStateInput): Promise<number> {
    const input = parseInput(SetStateSchema, raw);
    requirePermission(session, PERMISSIONS.userUpdate);
    const actor = await loadActor(this.db, session.userId);
    const targets = await this.targets(input.ids);
    for (const t of targets) {
      assertCanManage(actor, t, t.state === input.state ? ['profile'] : ['state']);
    }
    this.assertNoSelfLockout(actor, targets, input.state, undefined);
    const res = await this.db.user.updateMany({
      where: { id: { in: targets.map((t) => t.id) } },
      data: { state: input.state },
    });
    if (input.state !== 0) {
      for (const t of targets) await this.sessions.revokeUserSessions(t.id);
    }
    return res.count;
  }

  /** An admin sets a user's password (policy applies); the user's sessions end. */
  async changePassword(session: SessionUser, raw: ChangePasswordInput): Promise<void> {
    const input = parseInput(ChangePasswordSchema, raw);
    requirePermission(session, PERMISSIONS.userUpdate);
    if (input.confirm != null && input.confirm !== input.password) {
      throw new AppError('PASSWORD_CONFIRM_MISMATCH');
    }
    if (!meetsPasswordPolicy(input.password)) throw new AppError('PASSWORD_POLICY');
    const actor = await loadActor(this.db, session.userId);
    const [target] = await this.targets([input.id]);
    assertCanManage(actor, target!, ['password']);
    await this.db.user.update({
      where: { id: input.id },
      data: { passwordHash: await hashPassword(input.password) },
    });
    await this.afterAccessChange(session, input.id, { endSessions: true, rolesChanged: false });
  }

  /** Links users to a reference (refId); returns the ids of the users that exist (now linked). */
  async joinRef(raw: UserRefInput): Promise<string[]> {
    const input = parseInput(UserRefSchema, raw);
    const found = await this.db.user.findMany({
      where: { id: { in: unique(input.ids) } },
      select: { id: true },
    });
    const existing = new Set(found.map((u) => u.id));
    const joined = unique(input.ids).filter((i) => existing.has(i));
    await this.db.userRef.createMany({
      data: joined.map((userId) => ({ refId: input.refId, userId })),
      skipDuplicates: true,
    });
    return joined;
  }

  /** Unlinks users from a reference; returns how many links were removed. */
  async removeRef(raw: UserRefInput): Promise<number> {
    const input = parseInput(UserRefSchema, raw);
    const res = await this.db.userRef.deleteMany({
      where: { refId: input.refId, userId: { in: unique(input.ids) } },
    });
    return res.count;
  }

  // -------------------------------------------------------------------------------------------
  // Helpers
  // -------------------------------------------------------------------------------------------

  /** Runs a write holding the shared department lock (codes cannot vanish under it). */
  private write<T>(body: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db
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

  async requireRoles(roleIds: readonly string[]): Promise<RoleRef[]> {
    const roles = await this.db.role.findMany({
      where: { id: { in: [...roleIds] } },
      select: { id: true, roleLevel: true },
    });
    if (roles.length !== roleIds.length) throw new AppError('DATA_UNAVAILABLE');
    return roles;
  }

  private async requireDepartment(tx: Tx, deptCode: string) {
    const d = await tx.department.findUnique({ where: { deptCode }, select: { id: true } });
    if (d === null) throw new AppError('DATA_UNAVAILABLE');
  }

  private async requireFreeIdentity(
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

  private async replaceRoles(tx: Tx, userIds: string[], roleIds: string[]) {
    await tx.userRole.deleteMany({ where: { userId: { in: userIds } } });
    await tx.userRole.createMany({
      data: userIds.flatMap((userId) => roleIds.map((roleId) => ({ userId, roleId }))),
    });
  }

  /** The users with their rank; DATA_NOT_FOUND when one is missing. */
  private async targets(userIds: readonly string[]): Promise<TargetRow[]> {
    const wanted = unique(userIds);
    const rows = await this.db.user.findMany({
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
  private assertNoSelfLockout(
    actor: Actor,
    targets: readonly TargetRow[],
    state: number | undefined,
    expireTime: Date | null | undefined,
  ) {
    if (!targets.some((t) => t.id === actor.userId)) return;
    if (this.locksOut(state ?? 0, expireTime ?? null)) throw new AppError('PERMISSION_DENIED');
  }

  private locksOut(state: number, expireTime: Date | null | undefined): boolean {
    return state !== 0 || (expireTime != null && expireTime.getTime() <= Date.now());
  }

  private async afterAccessChange(
    session: SessionUser,
    userId: string,
    change: { endSessions: boolean; rolesChanged: boolean },
  ) {
    if (change.endSessions) {
      // Someone setting their own password keeps the session they did it from.
      await this.sessions.revokeUserSessions(
        userId,
        userId === session.userId ? session.tokenHash : undefined,
      );
    }
    if (change.rolesChanged) this.sessions.userAccessChanged(userId);
  }
}

function sameTime(a: Date | null | undefined, b: Date | null): boolean {
  return (a ?? null)?.getTime() === b?.getTime();
}
