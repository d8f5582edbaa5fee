import { z } from 'zod';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { pagingFields, toPage, type Page } from '../../core/paging.ts';
import { containsPattern, containsText, equalsTextIgnoringCase } from '../../core/database/like.ts';
import { displayName, id } from '../../core/input.ts';

/** A group row. */
export interface GroupView {
  id: string;
  groupName: string;
  remark: string;
  memberCount: number;
  createTime: Date;
  updateTime: Date;
}

/** A membership row of the member list, with the user's fields the screen shows. */
export interface GroupMemberView {
  /** `groupId:userId`; what the member delete call takes. */
  id: string;
  groupId: string;
  userId: string;
  /** Login account */
  userName: string;
  realName: string;
  deptCode: string | null;
  deptName: string | null;
  mobile: string | null;
  joinTime: Date;
}

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

export const GroupPagingSchema = z.object({
  ...pagingFields(),
  /** Group name contains. */
  title: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type GroupPagingInput = z.input<typeof GroupPagingSchema>;

const groupFields = {
  groupName: displayName(100),
  remark: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
};
export const CreateGroupSchema = z.object(groupFields);
export type CreateGroupInput = z.input<typeof CreateGroupSchema>;
export const UpdateGroupSchema = z.object({ id, ...groupFields });
export type UpdateGroupInput = z.input<typeof UpdateGroupSchema>;

export const GroupMemberPagingSchema = z.object({
  ...pagingFields(),
  groupId: id,
  /** Account, name or mobile contains. */
  userName: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type GroupMemberPagingInput = z.input<typeof GroupMemberPagingSchema>;

export const GroupMembershipSchema = z.object({
  userIds: z.array(id).min(1).max(5000),
  groupIds: z.array(id).min(1).max(100),
});
export type GroupMembershipInput = z.input<typeof GroupMembershipSchema>;

const MEMBER_ID = /^([^:]+):([^:]+)$/;
const MemberIdsSchema = z.array(z.string().trim().regex(MEMBER_ID).max(130)).min(1).max(5000);

const groupSelect = {
  id: true,
  groupName: true,
  remark: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { members: true } },
} as const;

type MemberRow = {
  groupId: string;
  userId: string;
  createdAt: Date;
  userName: string;
  realName: string;
  deptCode: string | null;
  mobile: string | null;
  deptName: string | null;
};

type GroupRow = {
  id: string;
  groupName: string;
  remark: string;
  createdAt: Date;
  updatedAt: Date;
  _count: { members: number };
};

function toView(g: GroupRow): GroupView {
  return {
    id: g.id,
    groupName: g.groupName,
    remark: g.remark,
    memberCount: g._count.members,
    createTime: g.createdAt,
    updateTime: g.updatedAt,
  };
}

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return code === 'P2002' || code === '23505';
}

/** The catalogue has no group-name code: a duplicate name is a field error of the input. */
const duplicateName = () => new AppError('PARAM_INVALID', {}, { groupName: 'duplicate' });

/** User groups and their members. Membership grants no permissions. */
export class GroupService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  /** Groups by name (the screen, and the group picker with size 100). */
  async paging(raw: GroupPagingInput): Promise<Page<GroupView>> {
    const input = parseInput(GroupPagingSchema, raw);
    const where: Prisma.GroupWhereInput =
      input.title === undefined ? {} : { groupName: containsText(input.title) };
    const [total, rows] = await Promise.all([
      this.db.group.count({ where }),
      this.db.group.findMany({
        where,
        select: groupSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: (input.current - 1) * input.size,
        take: input.size,
      }),
    ]);
    return toPage(rows.map(toView), total, input.current, input.size);
  }

  async create(raw: CreateGroupInput): Promise<GroupView> {
    const input = parseInput(CreateGroupSchema, raw);
    await this.assertNameFree(input.groupName, null);
    try {
      return toView(
        await this.db.group.create({
          data: { groupName: input.groupName, remark: input.remark ?? '' },
          select: groupSelect,
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicateName();
      throw e;
    }
  }

  async update(raw: UpdateGroupInput): Promise<GroupView> {
    const input = parseInput(UpdateGroupSchema, raw);
    await this.requireGroups([input.id]);
    await this.assertNameFree(input.groupName, input.id);
    try {
      return toView(
        await this.db.group.update({
          where: { id: input.id },
          data: { groupName: input.groupName, remark: input.remark ?? '' },
          select: groupSelect,
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicateName();
      throw e;
    }
  }

  /** Deletes groups with their memberships; unknown ids are ignored. Returns the count. */
  async delete(rawIds: string[]): Promise<number> {
    const ids = parseInput(z.array(id).min(1).max(1000), rawIds);
    const res = await this.db.group.deleteMany({ where: { id: { in: ids } } });
    return res.count;
  }

  /** Members of a group, latest joined first, filtered by account, name or mobile. */
  async memberPaging(raw: GroupMemberPagingInput): Promise<Page<GroupMemberView>> {
    const input = parseInput(GroupMemberPagingSchema, raw);
    await this.requireGroups([input.groupId]);
    const like = containsPattern(input.userName);
    const where = Prisma.sql`gm."groupId" = ${input.groupId} AND (${like}::text IS NULL
      OR u."userName" ILIKE ${like} OR u."realName" ILIKE ${like} OR u."mobile" ILIKE ${like})`;
    const [counted, rows] = await Promise.all([
      this.db.$queryRaw<Array<{ n: bigint }>>`
        SELECT count(*) AS n FROM "GroupMember" gm JOIN "User" u ON u.id = gm."userId"
        WHERE ${where}`,
      this.db.$queryRaw<MemberRow[]>`
        SELECT gm."groupId", gm."userId", gm."createdAt", u."userName", u."realName",
               u."deptCode", u."mobile", d."deptName"
        FROM "GroupMember" gm
        JOIN "User" u ON u.id = gm."userId"
        LEFT JOIN "Department" d ON d."deptCode" = u."deptCode"
        WHERE ${where}
        ORDER BY gm."createdAt" DESC, gm."userId" ASC
        LIMIT ${input.size} OFFSET ${(input.current - 1) * input.size}`,
    ]);
    const records = rows.map((r): GroupMemberView => ({
      id: `${r.groupId}:${r.userId}`,
      groupId: r.groupId,
      userId: r.userId,
      userName: r.userName,
      realName: r.realName,
      deptCode: r.deptCode,
      deptName: r.deptName,
      mobile: r.mobile,
      joinTime: r.createdAt,
    }));
    return toPage(records, Number(counted[0]?.n ?? 0), input.current, input.size);
  }

  /** Adds every user to every group (already-members are skipped); returns memberships added. */
  async join(raw: GroupMembershipInput): Promise<number> {
    const input = parseInput(GroupMembershipSchema, raw);
    const groupIds = [...new Set(input.groupIds)];
    const userIds = [...new Set(input.userIds)];
    await this.requireGroups(groupIds);
    const found = await this.db.user.count({ where: { id: { in: userIds } } });
    if (found !== userIds.length) throw new AppError('DATA_NOT_FOUND');
    const res = await this.db.groupMember.createMany({
      data: groupIds.flatMap((groupId) => userIds.map((userId) => ({ groupId, userId }))),
      skipDuplicates: true,
    });
    return res.count;
  }

  /** Removes every user from every group; returns memberships removed. */
  async leave(raw: GroupMembershipInput): Promise<number> {
    const input = parseInput(GroupMembershipSchema, raw);
    const res = await this.db.groupMember.deleteMany({
      where: { groupId: { in: input.groupIds }, userId: { in: input.userIds } },
    });
    return res.count;
  }

  /** Removes memberships by their `groupId:userId` ids; returns how many were removed. */
  async removeMembers(rawIds: string[]): Promise<number> {
    const ids = parseInput(MemberIdsSchema, rawIds);
    const pairs = ids.map((m) => {
      const [, groupId, userId] = MEMBER_ID.exec(m)!;
      return { groupId: groupId!, userId: userId! };
    });
    const res = await this.db.groupMember.deleteMany({ where: { OR: pairs } });
    return res.count;
  }

  private async requireGroups(ids: string[]): Promise<void> {
    const found = await this.db.group.count({ where: { id: { in: ids } } });
    if (found !== ids.length) throw new AppError('DATA_NOT_FOUND');
  }

  private async assertNameFree(groupName: string, selfId: string | null): Promise<void> {
    const clash = await this.db.group.findFirst({
      where: {
        groupName: equalsTextIgnoringCase(groupName),
        ...(selfId === null ? {} : { id: { not: selfId } }),
      },
      select: { id: true },
    });
    if (clash !== null) throw duplicateName();
  }
}
