/**
 * Input validation of user administration (/api/sys/user/*): the user filters, paging,
 * save, the batch operations, state, password reset and user references.
 */
import { z } from 'zod';
import {
  absent,
  id,
  loginName,
  optionalDisplayName,
  optionalPersonName,
  personName,
} from '../../core/input.ts';
import { pagingFields } from '../../core/paging.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import {
  EMAIL_MAX,
  NAME_MAX,
  USER_NAME_MAX,
  expireTimeField,
  splitList,
} from './user-admin.rules.ts';

const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(splitList, z.array(item).max(max)).nullish();

/** The user filters (paging params); the export uses them too. */
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
export type UserFilter = z.infer<typeof UserFilterSchema>;

export const ORDER_COLUMNS = {
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
  userName: loginName(USER_NAME_MAX),
  realName: personName(NAME_MAX),
  familyName: optionalPersonName(NAME_MAX),
  className: optionalDisplayName(NAME_MAX),
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

const userIds = z.preprocess(splitList, z.array(id).min(1).max(5000));

export const BatchDeptSchema = z.object({
  ids: userIds,
  deptCode: z.string().trim().min(1).max(300),
});
export type BatchDeptInput = z.input<typeof BatchDeptSchema>;

export const BatchRoleSchema = z.object({ ids: userIds, roles: list(id, 50) });
export type BatchRoleInput = z.input<typeof BatchRoleSchema>;

export const BatchExpireSchema = z.object({ ids: userIds, expireTime: expireTimeField });
export type BatchExpireInput = z.input<typeof BatchExpireSchema>;

export const SetStateSchema = z.object({
  ids: userIds,
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

export const UserRefSchema = z.object({ refId: id, ids: userIds });
export type UserRefInput = z.input<typeof UserRefSchema>;
