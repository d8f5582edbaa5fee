/**
 * Reading users for the admin screens: the user filters as SQL (the list and the export share
 * them), a page of users, one user, and the admin view of any users.
 */
import { AppError, parseInput } from '../../core/errors/index.ts';
import { id } from '../../core/input.ts';
import { toPage, type Page } from '../../core/paging.ts';
import type { Db } from '../../core/prisma.ts';
import { containsPattern } from '../../core/database/like.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { isProtectedAdmin } from './user-admin.policy.ts';
import {
  ORDER_COLUMNS,
  UserPagingSchema,
  type UserFilter,
  type UserPagingInput,
} from './user-admin.inputs.ts';

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

/** A page of users (sys:user:list) by the user filters and the requested order. */
export async function userPaging(db: Db, raw: UserPagingInput): Promise<Page<AdminUserView>> {
  const input = parseInput(UserPagingSchema, raw);
  const where = await filterSql(db, input);
  const [{ total }] = await db.$queryRaw<[{ total: number }]>`
    SELECT COUNT(*)::int AS total FROM "User" u WHERE ${where}`;
  const orders = (input.orders ?? []).map(
    (o) => Prisma.sql`${ORDER_COLUMNS[o.column]} ${Prisma.raw(o.asc === true ? 'ASC' : 'DESC')}`,
  );
  orders.push(Prisma.sql`u."createdAt" DESC`, Prisma.sql`u."id" ASC`);
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT u."id" FROM "User" u WHERE ${where}
    ORDER BY ${Prisma.join(orders, ', ')}
    LIMIT ${input.size} OFFSET ${(input.current - 1) * input.size}`;
  return toPage(
    await userViews(
      db,
      rows.map((r) => r.id),
    ),
    total,
    input.current,
    input.size,
  );
}

/** The SQL condition (over `"User" u`) of the user filters. */
export async function filterSql(db: Db, filter: UserFilter): Promise<Prisma.Sql> {
  const conds: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (filter.state !== undefined) conds.push(Prisma.sql`u."state" = ${filter.state}`);
  if (filter.excludes != null && filter.excludes.length > 0) {
    conds.push(Prisma.sql`NOT (u."id" = ANY(${filter.excludes}::text[]))`);
  }
  if (filter.excludeDeparts != null && filter.excludeDeparts.length > 0) {
    const depts = await db.department.findMany({
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
export async function userViews(db: Db, userIds: readonly string[]): Promise<AdminUserView[]> {
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
  const codes = [...new Set(users.map((u) => u.deptCode).filter((c): c is string => c !== null))];
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

/** One user; DATA_NOT_FOUND when there is none. */
export async function userDetail(db: Db, rawId: unknown): Promise<AdminUserView> {
  const userId = parseInput(id, rawId);
  const [view] = await userViews(db, [userId]);
  if (view === undefined) throw new AppError('DATA_NOT_FOUND');
  return view;
}
