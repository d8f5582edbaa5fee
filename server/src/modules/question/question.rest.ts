import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { pagingParams, receiveImportFile, sendDownload } from '../../core/rest/files.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import type { AdminQuestionRow, AdminQuestionView } from './question.service.ts';

function legacyQuestion(q: AdminQuestionView): Record<string, unknown> {
  return {
    ...q,
    createTime: legacyTime(q.createTime),
    updateTime: legacyTime(q.updateTime),
    subList: q.subList.map(legacyQuestion),
  };
}

function legacyRow(r: AdminQuestionRow) {
  return { ...r, createTime: legacyTime(r.createTime), updateTime: legacyTime(r.updateTime) };
}

export const questionRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/repo/qu/save',
    // qu:add without an id, qu:update with one (checked by the service).
    access: 'session',
    async handle(body, ctx) {
      return legacyQuestion(await ctx.services.questions.save(sessionOf(ctx), body as never));
    },
  },
  {
    method: 'POST',
    path: '/api/repo/qu/detail',
    access: { permission: PERMISSIONS.quList },
    async handle(body, ctx) {
      return legacyQuestion(await ctx.services.questions.detail(body.id as string));
    },
  },
  {
    method: 'POST',
    path: '/api/repo/qu/paging',
    access: { permission: PERMISSIONS.quList },
    async handle(body, ctx) {
      const p = pagingParams(body);
      const page = await ctx.services.questions.paging({
        current: body.current,
        size: body.size,
        repoId: p.repoId,
        chapterId: p.chapterId,
        quType: p.quType,
        level: p.level,
        content: p.content,
      });
      return { ...page, records: page.records.map(legacyRow) };
    },
  },
  {
    method: 'POST',
    path: '/api/repo/qu/delete',
    access: { permission: PERMISSIONS.quDelete },
    async handle(body, ctx) {
      return { count: await ctx.services.questions.delete(body.ids as string[]) };
    },
  },
  {
    method: 'POST',
    path: '/api/repo/qu/import-template',
    access: { permission: PERMISSIONS.quImport },
    async handle(_body, ctx) {
      const bytes = await ctx.services.questionTransfer.template();
      const fileName = ctx.lang === 'en' ? 'question-import-template.xlsx' : '试题导入模板.xlsx';
      return sendDownload(ctx.res, { fileName, bytes });
    },
  },
  {
    method: 'POST',
    path: '/api/repo/qu/import',
    // multipart/form-data: file (xlsx, at most 10 MB) and repoId.
    access: { permission: PERMISSIONS.quImport },
    async handle(_body, ctx) {
      const file = await receiveImportFile(ctx.req, ctx.res);
      const fields = (ctx.req.body ?? {}) as Record<string, unknown>;
      return ctx.services.questionTransfer.startImport(sessionOf(ctx), {
        repoId: fields.repoId,
        fileName: file.originalname,
        bytes: file.buffer,
      });
    },
  },
  {
    method: 'POST',
    path: '/api/repo/qu/export',
    access: { permission: PERMISSIONS.quExport },
    handle(body, ctx) {
      return ctx.services.questionTransfer.startExport(sessionOf(ctx), body.repoId);
    },
  },
  {
    method: 'POST',
    path: '/api/repo/qu/job',
    // qu:import for import jobs, qu:export for export jobs (checked by the service).
    access: 'session',
    async handle(body, ctx) {
      const job = await ctx.services.questionTransfer.status(sessionOf(ctx), body.jobId ?? body.id);
      return {
        ...job,
        createTime: legacyTime(job.createTime),
        finishTime: job.finishTime === null ? null : legacyTime(job.finishTime),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/repo/qu/job/download',
    access: 'session',
    async handle(body, ctx) {
      const file = await ctx.services.questionTransfer.download(sessionOf(ctx), {
        jobId: body.jobId as string,
        kind: body.kind as 'result' | 'errors',
      });
      return sendDownload(ctx.res, file);
    },
  },
]);
