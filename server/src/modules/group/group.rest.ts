import { z } from 'zod';
import { ADMIN_AREA, PERMISSIONS } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { absent, id, ids, optionalText } from '../../core/input.ts';
import { legacyPagingSchema, type Page } from '../../core/paging.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { CreateGroupSchema, GroupMembershipSchema, type GroupMemberView } from './group.service.ts';

/** The legacy member row names the department `deptCode_dictText` and the join time `createTime`. */
function legacyMemberPage(p: Page<GroupMemberView>) {
  return {
    ...p,
    records: p.records.map(({ deptName, joinTime, ...m }) => ({
      ...m,
      deptCode_dictText: deptName,
      createTime: joinTime,
    })),
  };
}

export const groupRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/group/paging',
    // The group screen and the group picker (size 100): any admin.
    access: { permission: ADMIN_AREA },
    kind: 'read',
    input: legacyPagingSchema({ title: optionalText(100), groupName: optionalText(100) }),
    handle({ current, size, params }, ctx) {
      return ctx.services.groups.paging({ current, size, title: params.title ?? params.groupName });
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/group/save',
    // sys:group:add without an id, sys:group:update with one (checked here, before the input).
    access: 'session',
    kind: 'write',
    input: CreateGroupSchema.extend({ id: z.preprocess(absent, id.optional()) }),
    handle({ id: groupId, ...fields }, ctx) {
      const isUpdate = groupId !== undefined;
      requirePermission(sessionOf(ctx), isUpdate ? PERMISSIONS.groupUpdate : PERMISSIONS.groupAdd);
      return isUpdate
        ? ctx.services.groups.update({ id: groupId, ...fields })
        : ctx.services.groups.create(fields);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/group/delete',
    access: { permission: PERMISSIONS.groupDelete },
    kind: 'write',
    input: z.object({ ids: ids() }),
    async handle(body, ctx) {
      return { count: await ctx.services.groups.delete(body.ids) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/group/user/paging',
    access: { permission: PERMISSIONS.groupList },
    kind: 'read',
    input: legacyPagingSchema({ groupId: id, userName: optionalText(100) }),
    async handle({ current, size, params }, ctx) {
      return legacyMemberPage(await ctx.services.groups.memberPaging({ current, size, ...params }));
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/group/user/batch-join',
    // flag 1 joins (sys:group:user:join), flag 0 leaves (sys:group:user:remove); checked here.
    access: 'session',
    kind: 'write',
    input: GroupMembershipSchema.extend({
      flag: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
        error: 'must be 1 (join) or 0 (leave)',
      }),
    }),
    async handle({ flag, ...membership }, ctx) {
      const leave = flag === 0 || flag === '0';
      requirePermission(
        sessionOf(ctx),
        leave ? PERMISSIONS.groupUserRemove : PERMISSIONS.groupUserJoin,
      );
      const count = leave
        ? await ctx.services.groups.leave(membership)
        : await ctx.services.groups.join(membership);
      return { count };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/group/user/delete',
    // { ids: membership ids groupId:userId } or { groupId, ids | userIds: user ids }.
    access: { permission: PERMISSIONS.groupUserRemove },
    kind: 'write',
    input: z.object({
      groupId: z.preprocess(absent, id.optional()),
      ids: z.array(z.string()).optional(),
      userIds: z.array(z.string()).optional(),
    }),
    async handle(body, ctx) {
      if (body.groupId !== undefined) {
        const userIds = body.userIds ?? body.ids ?? [];
        return { count: await ctx.services.groups.leave({ groupIds: [body.groupId], userIds }) };
      }
      return { count: await ctx.services.groups.removeMembers(body.ids ?? []) };
    },
  }),
]);
