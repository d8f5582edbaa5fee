import { ADMIN_AREA, PERMISSIONS } from '../../core/auth/permissions.ts';
import { AppError } from '../../core/errors/index.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import type { Page } from '../repo/repo.paging.ts';
import { requirePermission } from '../repo/repo.policy.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import type { GroupMemberView, GroupView } from './group.service.ts';

const params = (body: Record<string, unknown>) =>
  (typeof body.params === 'object' && body.params !== null ? body.params : {}) as Record<
    string,
    unknown
  >;

function legacyGroupPage(p: Page<GroupView>) {
  return {
    ...p,
    records: p.records.map((g) => ({
      ...g,
      createTime: legacyTime(g.createTime),
      updateTime: legacyTime(g.updateTime),
    })),
  };
}

function legacyMemberPage(p: Page<GroupMemberView>) {
  return {
    ...p,
    records: p.records.map(({ deptName, joinTime, ...m }) => ({
      ...m,
      deptCode_dictText: deptName,
      createTime: legacyTime(joinTime),
    })),
  };
}

export const groupRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/sys/group/paging',
    // The group screen and the group picker (size 100): any admin.
    access: { permission: ADMIN_AREA },
    async handle(body, ctx) {
      return legacyGroupPage(
        await ctx.services.groups.paging({
          current: body.current as number,
          size: body.size as number,
          title: (params(body).title ?? params(body).groupName) as string | undefined,
        }),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/sys/group/save',
    // sys:group:add without an id, sys:group:update with one (checked here, before the input).
    access: 'session',
    async handle(body, ctx) {
      const session = sessionOf(ctx);
      const isUpdate = body.id !== undefined && body.id !== null && body.id !== '';
      requirePermission(session, isUpdate ? PERMISSIONS.groupUpdate : PERMISSIONS.groupAdd);
      const g = isUpdate
        ? await ctx.services.groups.update(body as never)
        : await ctx.services.groups.create(body as never);
      return { ...g, createTime: legacyTime(g.createTime), updateTime: legacyTime(g.updateTime) };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/group/delete',
    access: { permission: PERMISSIONS.groupDelete },
    async handle(body, ctx) {
      return { count: await ctx.services.groups.delete(body.ids as string[]) };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/group/user/paging',
    access: { permission: PERMISSIONS.groupList },
    async handle(body, ctx) {
      const p = params(body);
      return legacyMemberPage(
        await ctx.services.groups.memberPaging({
          current: body.current as number,
          size: body.size as number,
          groupId: p.groupId as string,
          userName: p.userName as string | undefined,
        }),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/sys/group/user/batch-join',
    // flag 1 joins (sys:group:user:join), flag 0 leaves (sys:group:user:remove); checked here.
    access: 'session',
    async handle(body, ctx) {
      const session = sessionOf(ctx);
      const leave = body.flag === 0 || body.flag === '0';
      requirePermission(session, leave ? PERMISSIONS.groupUserRemove : PERMISSIONS.groupUserJoin);
      if (!leave && body.flag !== 1 && body.flag !== '1') {
        throw new AppError('PARAM_INVALID', {}, { flag: 'must be 1 (join) or 0 (leave)' });
      }
      const input = { userIds: body.userIds as string[], groupIds: body.groupIds as string[] };
      if (leave) return { count: await ctx.services.groups.leave(input) };
      return { count: await ctx.services.groups.join(input) };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/group/user/delete',
    // { ids: membership ids groupId:userId } or { groupId, ids | userIds: user ids }.
    access: { permission: PERMISSIONS.groupUserRemove },
    async handle(body, ctx) {
      if (typeof body.groupId === 'string' && body.groupId !== '') {
        return {
          count: await ctx.services.groups.leave({
            groupIds: [body.groupId],
            userIds: (body.userIds ?? body.ids) as string[],
          }),
        };
      }
      return { count: await ctx.services.groups.removeMembers(body.ids as string[]) };
    },
  },
]);
