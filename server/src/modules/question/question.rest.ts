import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { id, ids, idUnderAnyOf, parseInput } from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';
import { receiveImportFile, sendDownload } from '../../core/rest/files.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { SaveQuestionSchema } from './question.rules.ts';
import { QuestionPagingSchema } from './question.service.ts';

/** The import's multipart fields (besides the file). */
const ImportFieldsSchema = z.object({ repoId: id });

/** A transfer job, named `jobId` or `id`. */
const JobIdSchema = idUnderAnyOf(['jobId', 'id']);

export const questionRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/repo/qu/save',
    // qu:add without an id, qu:update with one (checked by the service).
    access: 'session',
    kind: 'write',
    input: SaveQuestionSchema,
    handle(input, ctx) {
      return ctx.services.questions.save(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/qu/detail',
    access: { permission: PERMISSIONS.quList },
    kind: 'read',
    input: z.object({ id }),
    handle(input, ctx) {
      return ctx.services.questions.detail(input.id);
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/qu/paging',
    access: { permission: PERMISSIONS.quList },
    kind: 'read',
    input: legacyPagingSchema(QuestionPagingSchema.omit({ current: true, size: true }).shape),
    handle({ current, size, params }, ctx) {
      return ctx.services.questions.paging({ current, size, ...params });
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/qu/delete',
    access: { permission: PERMISSIONS.quDelete },
    kind: 'write',
    input: z.object({ ids: ids() }),
    async handle(input, ctx) {
      return { count: await ctx.services.questions.delete(input.ids) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/qu/import-template',
    access: { permission: PERMISSIONS.quImport },
    kind: 'read',
    input: z.object({}),
    async handle(_input, ctx) {
      const bytes = await ctx.services.questionTransfer.template();
      const fileName = ctx.lang === 'en' ? 'question-import-template.xlsx' : '试题导入模板.xlsx';
      return sendDownload(ctx.res, { fileName, bytes });
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/qu/import',
    // multipart/form-data: file (xlsx, at most 10 MB) and repoId.
    access: { permission: PERMISSIONS.quImport },
    kind: 'write',
    body: 'multipart',
    input: z.object({}),
    async handle(_input, ctx) {
      const file = await receiveImportFile(ctx.req, ctx.res);
      const fields = parseInput(ImportFieldsSchema, ctx.req.body ?? {});
      return ctx.services.questionTransfer.startImport(sessionOf(ctx), {
        repoId: fields.repoId,
        fileName: file.originalname,
        bytes: file.buffer,
      });
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/qu/export',
    access: { permission: PERMISSIONS.quExport },
    kind: 'write',
    input: z.object({ repoId: id }),
    handle(input, ctx) {
      return ctx.services.questionTransfer.startExport(sessionOf(ctx), input.repoId);
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/qu/job',
    // qu:import for import jobs, qu:export for export jobs (checked by the service).
    access: 'session',
    kind: 'read',
    input: JobIdSchema,
    handle(jobId, ctx) {
      return ctx.services.questionTransfer.status(sessionOf(ctx), jobId, ctx.lang);
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/qu/job/download',
    access: 'session',
    kind: 'read',
    input: z.object({ jobId: id, kind: z.enum(['result', 'errors']) }),
    async handle(input, ctx) {
      return sendDownload(
        ctx.res,
        await ctx.services.questionTransfer.download(sessionOf(ctx), input, ctx.lang),
      );
    },
  }),
]);
