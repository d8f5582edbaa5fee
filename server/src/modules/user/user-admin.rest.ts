import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { pagingParams, receiveImportFile, sendDownload } from '../../core/rest/files.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import type { AdminUserView } from './user-admin.service.ts';

/** The spec's field names and time format (deptCode_dictText, yyyy-MM-dd HH:mm:ss). */
function legacyUser(u: AdminUserView) {
  const { deptCodeDictText, ...rest } = u;
  return {
    ...rest,
    deptCode_dictText: deptCodeDictText,
    expireTime: u.expireTime === null ? null : legacyTime(u.expireTime),
    createTime: legacyTime(u.createTime),
    updateTime: legacyTime(u.updateTime),
  };
}

/** The section 7 filters from a legacy body's params. */
function filters(p: Record<string, unknown>) {
  return {
    state: p.state,
    excludes: p.excludes,
    excludeDeparts: p.excludeDeparts,
    excludeGroups: p.excludeGroups,
    roleIds: p.roleIds,
    userType: p.userType,
    deptCode: p.deptCode,
    userName: p.userName,
  } as never;
}

/** The user ids of a batch call: ids, or userIds from older clients. */
const idsOf = (body: Record<string, unknown>) => (body.ids ?? body.userIds) as string[];

export const userAdminRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/sys/user/paging',
    access: { permission: PERMISSIONS.userList },
    async handle(body, ctx) {
      const page = await ctx.services.userAdmin.paging({
        ...(filters(pagingParams(body)) as object),
        current: body.current,
        size: body.size,
        orders: body.orders,
      } as never);
      return { ...page, records: page.records.map(legacyUser) };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/detail',
    access: { permission: PERMISSIONS.userList },
    async handle(body, ctx) {
      return legacyUser(await ctx.services.userAdmin.detail(body.id));
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/save',
    // sys:user:add without an id, sys:user:update with one (checked by the service).
    access: 'session',
    async handle(body, ctx) {
      return legacyUser(await ctx.services.userAdmin.save(sessionOf(ctx), body as never));
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/batch-dept',
    access: { permission: PERMISSIONS.userUpdate },
    async handle(body, ctx) {
      const count = await ctx.services.userAdmin.batchDept(sessionOf(ctx), {
        ids: idsOf(body),
        deptCode: body.deptCode as string,
      });
      return { count };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/batch-role',
    access: { permission: PERMISSIONS.userUpdate },
    async handle(body, ctx) {
      const count = await ctx.services.userAdmin.batchRole(sessionOf(ctx), {
        ids: idsOf(body),
        roles: (body.roles ?? body.roleIds) as string[],
      });
      return { count };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/batch-expire',
    access: { permission: PERMISSIONS.userUpdate },
    async handle(body, ctx) {
      const count = await ctx.services.userAdmin.batchExpire(sessionOf(ctx), {
        ids: idsOf(body),
        // Absent means "never expires" here: the call exists to set this one field.
        expireTime: body.expireTime ?? null,
      });
      return { count };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/state',
    // { ids, state }: 0 normal (enable), 1 disabled, 2 pending review.
    access: { permission: PERMISSIONS.userUpdate },
    async handle(body, ctx) {
      const count = await ctx.services.userAdmin.setState(sessionOf(ctx), {
        ids: idsOf(body),
        state: body.state as number,
      });
      return { count };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/change-pass',
    access: { permission: PERMISSIONS.userUpdate },
    async handle(body, ctx) {
      await ctx.services.userAdmin.changePassword(sessionOf(ctx), {
        id: (body.id ?? body.userId) as string,
        password: body.password as string,
        confirm: body.confirm as string | undefined,
      });
      return null;
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/ref/join',
    access: { permission: PERMISSIONS.userUpdate },
    handle(body, ctx) {
      return ctx.services.userAdmin.joinRef({
        refId: body.refId as string,
        ids: idsOf(body),
      });
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/ref/remove',
    access: { permission: PERMISSIONS.userUpdate },
    async handle(body, ctx) {
      const count = await ctx.services.userAdmin.removeRef({
        refId: body.refId as string,
        ids: idsOf(body),
      });
      return { count };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/export',
    // Starts a worker job ({ jobId }); poll /api/sys/user/job, then download the result.
    access: { permission: PERMISSIONS.userExport },
    handle(body, ctx) {
      return ctx.services.userTransfer.startExport(sessionOf(ctx), {
        ...(filters(pagingParams(body)) as object),
        ids: body.ids,
      } as never);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/import-template',
    access: { permission: PERMISSIONS.userImport },
    async handle(_body, ctx) {
      const bytes = await ctx.services.userTransfer.template();
      const fileName = ctx.lang === 'en' ? 'user-import-template.xlsx' : '用户导入模板.xlsx';
      return sendDownload(ctx.res, { fileName, bytes });
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/import',
    // multipart/form-data: file (xlsx, at most 10 MB). Returns { jobId }.
    access: { permission: PERMISSIONS.userImport },
    async handle(_body, ctx) {
      const file = await receiveImportFile(ctx.req, ctx.res);
      return ctx.services.userTransfer.startImport(sessionOf(ctx), {
        fileName: file.originalname,
        bytes: file.buffer,
      });
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/job',
    // sys:user:import or sys:user:export by the job's kind, for its starter (or a super admin).
    access: 'session',
    async handle(body, ctx) {
      const job = await ctx.services.userTransfer.status(sessionOf(ctx), body.jobId ?? body.id);
      return {
        ...job,
        createTime: legacyTime(job.createTime),
        finishTime: job.finishTime === null ? null : legacyTime(job.finishTime),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/job/download',
    access: 'session',
    async handle(body, ctx) {
      const file = await ctx.services.userTransfer.download(sessionOf(ctx), {
        jobId: body.jobId as string,
        kind: body.kind as 'result' | 'errors',
      });
      return sendDownload(ctx.res, file);
    },
  },
]);
