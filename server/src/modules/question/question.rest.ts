import type { Request, Response } from 'express';
import multer from 'multer';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { AppError } from '../../core/errors/index.ts';
import { RAW_RESPONSE, defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import { legacyTime } from '../repo/repo.rest.ts';
import { MAX_IMPORT_BYTES, type DownloadFile } from './question-transfer.service.ts';
import type { AdminQuestionRow, AdminQuestionView } from './question.service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/** Sends a file as a download (the legacy clients POST and save the blob). */
function sendFile(res: Response, file: DownloadFile): typeof RAW_RESPONSE {
  const ascii = file.fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  res.setHeader('Content-Type', XLSX_TYPE);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.send(file.bytes);
  return RAW_RESPONSE;
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  defParamCharset: 'utf8',
}).single('file');

/** Reads the multipart body (one `file`, at most 10 MB, kept in memory) after the access check. */
function receiveFile(req: Request, res: Response): Promise<Express.Multer.File> {
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        reject(new AppError('PAYLOAD_TOO_LARGE'));
      } else if (err !== undefined && err !== null) {
        reject(new AppError('IMPORT_FILE_INVALID'));
      } else if (req.file === undefined) {
        reject(new AppError('IMPORT_FILE_INVALID'));
      } else {
        resolve(req.file);
      }
    });
  });
}

const params = (body: Record<string, unknown>) =>
  (typeof body.params === 'object' && body.params !== null ? body.params : {}) as Record<
    string,
    unknown
  >;

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
      const p = params(body);
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
      return sendFile(ctx.res, { fileName, bytes });
    },
  },
  {
    method: 'POST',
    path: '/api/repo/qu/import',
    // multipart/form-data: file (xlsx, at most 10 MB) and repoId.
    access: { permission: PERMISSIONS.quImport },
    async handle(_body, ctx) {
      const file = await receiveFile(ctx.req, ctx.res);
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
      return sendFile(ctx.res, file);
    },
  },
]);
