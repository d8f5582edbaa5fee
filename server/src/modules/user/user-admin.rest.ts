import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { auditWitness } from '../../core/audit.ts';
import { id } from '../../core/input.ts';
import { AccessReasonSchema } from '../../core/transfer/transfer-jobs.ts';
import { receiveImportFile, sendDownload } from '../../core/rest/files.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  BatchDeptSchema,
  BatchExpireSchema,
  BatchRoleSchema,
  ChangePasswordSchema,
  SaveUserSchema,
  SetStateSchema,
  UserFilterSchema,
  UserPagingSchema,
  UserRefSchema,
} from './user-admin.inputs.ts';
import type { AdminUserView } from './user-admin.service.ts';
import { ExportSchema } from './user-transfer.service.ts';

/** The spec's field name for the department (deptCode_dictText). */
function legacyUser(u: AdminUserView) {
  const { deptCodeDictText, ...rest } = u;
  return { ...rest, deptCode_dictText: deptCodeDictText };
}

/** The section 7 filters, as `params` of a legacy body (absent or null: none). */
const filterParams = z.preprocess((v) => v ?? {}, UserFilterSchema);

/** The user ids of a batch call: ids, or userIds from older clients. */
const batchIds = {
  ids: BatchDeptSchema.shape.ids.nullish(),
  userIds: BatchDeptSchema.shape.ids.nullish(),
};

export const userAdminRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/user/paging',
    access: { permission: PERMISSIONS.userList },
    kind: 'read',
    input: z.object({
      current: UserPagingSchema.shape.current,
      size: UserPagingSchema.shape.size,
      orders: UserPagingSchema.shape.orders,
      params: filterParams,
    }),
    async handle({ params, ...paging }, ctx) {
      const page = await ctx.services.userAdmin.paging({ ...params, ...paging });
      return { ...page, records: page.records.map(legacyUser) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/detail',
    access: { permission: PERMISSIONS.userList },
    kind: 'read',
    input: z.object({ id }),
    async handle(body, ctx) {
      return legacyUser(await ctx.services.userAdmin.detail(body.id));
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/save',
    // sys:user:add without an id, sys:user:update with one (checked by the service).
    access: 'session',
    kind: 'write',
    input: SaveUserSchema,
    async handle(user, ctx) {
      return legacyUser(await ctx.services.userAdmin.save(sessionOf(ctx), user));
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/batch-dept',
    access: { permission: PERMISSIONS.userUpdate },
    kind: 'write',
    input: BatchDeptSchema.extend(batchIds),
    async handle({ ids, userIds, deptCode }, ctx) {
      const count = await ctx.services.userAdmin.batchDept(sessionOf(ctx), {
        ids: ids ?? userIds,
        deptCode,
      });
      return { count };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/batch-role',
    // The roles come as roles, or roleIds from older clients.
    access: { permission: PERMISSIONS.userUpdate },
    kind: 'write',
    input: BatchRoleSchema.extend({ ...batchIds, roleIds: BatchRoleSchema.shape.roles }),
    async handle({ ids, userIds, roles, roleIds }, ctx) {
      const count = await ctx.services.userAdmin.batchRole(sessionOf(ctx), {
        ids: ids ?? userIds,
        roles: roles ?? roleIds,
      });
      return { count };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/batch-expire',
    access: { permission: PERMISSIONS.userUpdate },
    kind: 'write',
    input: BatchExpireSchema.extend(batchIds),
    async handle({ ids, userIds, expireTime }, ctx) {
      const count = await ctx.services.userAdmin.batchExpire(sessionOf(ctx), {
        ids: ids ?? userIds,
        // Absent means "never expires" here: the call exists to set this one field.
        expireTime: expireTime ?? null,
      });
      return { count };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/state',
    // { ids, state }: 0 normal (enable), 1 disabled, 2 pending review.
    access: { permission: PERMISSIONS.userUpdate },
    kind: 'write',
    input: SetStateSchema.extend(batchIds),
    async handle({ ids, userIds, state }, ctx) {
      const count = await ctx.services.userAdmin.setState(sessionOf(ctx), {
        ids: ids ?? userIds,
        state,
      });
      return { count };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/change-pass',
    // The user is id, or userId from older clients.
    access: { permission: PERMISSIONS.userUpdate },
    kind: 'write',
    input: ChangePasswordSchema.extend({ id: id.nullish(), userId: id.nullish() })
      .transform(({ userId, ...body }) => ({ ...body, id: body.id ?? userId }))
      .pipe(ChangePasswordSchema),
    async handle(change, ctx) {
      await ctx.services.userAdmin.changePassword(sessionOf(ctx), change);
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/ref/join',
    access: { permission: PERMISSIONS.userUpdate },
    kind: 'write',
    input: UserRefSchema.extend(batchIds),
    handle({ refId, ids, userIds }, ctx) {
      return ctx.services.userAdmin.joinRef({ refId, ids: ids ?? userIds });
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/ref/remove',
    access: { permission: PERMISSIONS.userUpdate },
    kind: 'write',
    input: UserRefSchema.extend(batchIds),
    async handle({ refId, ids, userIds }, ctx) {
      const count = await ctx.services.userAdmin.removeRef({ refId, ids: ids ?? userIds });
      return { count };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/export',
    // Answers the xlsx file (legacy clients save the blob); GraphQL startUserExport runs it as a job.
    access: { permission: PERMISSIONS.userExport },
    kind: 'write',
    input: z.object({ params: filterParams, ids: ExportSchema.shape.ids }),
    async handle({ params, ids }, ctx) {
      const file = await ctx.services.userTransfer.exportFile(sessionOf(ctx), { ...params, ids });
      return sendDownload(ctx.res, file);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/import-template',
    access: { permission: PERMISSIONS.userImport },
    kind: 'read',
    input: z.unknown(),
    async handle(_body, ctx) {
      const bytes = await ctx.services.userTransfer.template();
      const fileName = ctx.lang === 'en' ? 'user-import-template.xlsx' : '用户导入模板.xlsx';
      return sendDownload(ctx.res, { fileName, bytes });
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/import',
    // multipart/form-data: file (xlsx, at most 10 MB). Returns { jobId }.
    access: { permission: PERMISSIONS.userImport },
    kind: 'write',
    body: 'multipart',
    input: z.unknown(),
    async handle(_body, ctx) {
      const file = await receiveImportFile(ctx.req, ctx.res);
      return ctx.services.userTransfer.startImport(sessionOf(ctx), {
        fileName: file.originalname,
        bytes: file.buffer,
      });
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/job',
    // sys:user:import or sys:user:export by the job's kind, for its starter (others: a reason).
    access: 'session',
    kind: 'read',
    input: z.object({ jobId: id.nullish(), id: id.nullish(), reason: AccessReasonSchema }),
    handle(body, ctx) {
      return ctx.services.userTransfer.status(sessionOf(ctx), body.jobId ?? body.id, ctx.lang, {
        reason: body.reason,
        witness: auditWitness(ctx, 'rest', '/api/sys/user/job'),
      });
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/job/download',
    access: 'session',
    kind: 'read',
    input: z.object({
      jobId: id,
      kind: z.enum(['result', 'errors']),
      reason: AccessReasonSchema,
    }),
    async handle({ reason, ...body }, ctx) {
      return sendDownload(
        ctx.res,
        await ctx.services.userTransfer.download(sessionOf(ctx), body, ctx.lang, {
          reason,
          witness: auditWitness(ctx, 'rest', '/api/sys/user/job/download'),
        }),
      );
    },
  }),
]);
