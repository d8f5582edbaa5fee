import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { AppError, isAppError, parseInput } from '../../core/errors/index.ts';
import { RAW_RESPONSE, defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { PRIVATE_FILE_CACHE } from '../../core/rest/files.ts';
import { logger } from '../../core/logger.ts';
import {
  CompleteDirectUploadSchema,
  UploadOptionsSchema,
  type FileService,
  type StagedUpload,
} from './file.service.ts';
import { FILE_URL_PREFIX } from '../../core/file-url.ts';

/** Reads the multipart body (one `file` up to UPLOAD_MAX_MB, staged on disk) after the access check. */
async function receiveFile(files: FileService, req: Request, res: Response): Promise<StagedUpload> {
  const dir = await files.stagingDir();
  const upload = multer({
    storage: multer.diskStorage({
      destination: dir,
      filename: (_req, _file, cb) => cb(null, `upload-${randomUUID()}`),
    }),
    limits: { fileSize: files.maxBytes, files: 1, fields: 10, fieldSize: 2048, parts: 12 },
    defParamCharset: 'utf8',
  }).single('file');
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        reject(new AppError('PAYLOAD_TOO_LARGE'));
      } else if (err !== undefined && err !== null) {
        reject(new AppError('PARAM_INVALID', {}, { file: 'multipart' }));
      } else if (req.file === undefined) {
        reject(new AppError('PARAM_INVALID', {}, { file: 'required' }));
      } else {
        resolve({ path: req.file.path, size: req.file.size, originalName: req.file.originalname });
      }
    });
  });
}

/**
 * The upload options: the multipart fields `kind`, `visibility` and `ticket`, where a `ticket` in
 * the query string takes precedence.
 */
function uploadOptions(req: Request) {
  const fields: unknown = req.body;
  const queryTicket = req.query.ticket;
  return parseInput(UploadOptionsSchema, {
    ...(typeof fields === 'object' && fields !== null ? fields : {}),
    ...(typeof queryTicket === 'string' ? { ticket: queryTicket } : {}),
  });
}

const STATUS: Partial<Record<string, number>> = {
  NOT_LOGGED_IN: 401,
  DATA_NOT_FOUND: 404,
  PARAM_INVALID: 404,
};

export const fileRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/common/qiniu/token',
    // Any signed-in user may upload; the token only lets the browser write to the bucket.
    access: 'session',
    kind: 'read',
    input: z.unknown(),
    handle(_body, ctx) {
      return ctx.services.files.qiniuDirectUpload(sessionOf(ctx));
    },
  }),
  route({
    method: 'POST',
    path: '/api/common/oss/sts',
    // Like the Qiniu token: any signed-in user; the credentials only reach their own folder.
    access: 'session',
    kind: 'read',
    input: z.unknown(),
    handle(_body, ctx) {
      return ctx.services.files.ossDirectUpload(sessionOf(ctx));
    },
  }),
  route({
    method: 'POST',
    path: '/api/common/cos/token',
    access: 'session',
    kind: 'read',
    input: z.unknown(),
    handle(_body, ctx) {
      return ctx.services.files.cosDirectUpload(sessionOf(ctx));
    },
  }),
  route({
    method: 'POST',
    path: '/api/common/file/direct/complete',
    // The second step of a direct upload: the object the browser put in its own folder of the
    // bucket is checked and registered; the answer is the upload's.
    access: 'session',
    kind: 'write',
    input: CompleteDirectUploadSchema,
    handle(body, ctx) {
      return ctx.services.files.completeDirectUpload(sessionOf(ctx), body);
    },
  }),
  route({
    method: 'POST',
    path: '/api/common/file/upload',
    // Any signed-in user uploads (avatars, answers, recordings); the service applies the rules.
    access: 'session',
    kind: 'write',
    body: 'multipart',
    // multipart/form-data, read after the access check (the fields by uploadOptions).
    input: z.unknown(),
    async handle(_body, ctx) {
      const session = sessionOf(ctx);
      await ctx.services.files.assertUploadAllowed(session, true);
      const staged = await receiveFile(ctx.services.files, ctx.req, ctx.res);
      try {
        return await ctx.services.files.upload(session, staged, uploadOptions(ctx.req));
      } finally {
        await unlink(staged.path).catch(() => undefined);
      }
    },
  }),
  route({
    method: 'GET',
    path: `${FILE_URL_PREFIX}:id`,
    // Decided per file: site logos for anyone, public files for any signed-in user, private files
    // for their owner and admins (the `token` cookie lets <img> and <video> tags through).
    access: 'public',
    kind: 'read',
    licence: 'open',
    input: z.unknown(),
    async handle(_body, ctx) {
      const { res } = ctx;
      let opened;
      try {
        opened = await ctx.services.files.open(
          ctx.session,
          String(ctx.req.params.id ?? ''),
          ctx.req.get('range'),
        );
      } catch (e) {
        if (isAppError(e)) res.status(STATUS[e.errorName] ?? 400);
        throw e;
      }
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Accept-Ranges', 'bytes');
      if ('unsatisfiable' in opened) {
        res.status(416).setHeader('Content-Range', `bytes */${opened.size}`);
        res.end();
        return RAW_RESPONSE;
      }
      const { file, stream, range } = opened;
      res.setHeader('Content-Type', file.mime);
      // Only site files (logos) are the same for everyone; any other answer depends on the caller.
      res.setHeader(
        'Cache-Control',
        file.visibility === 'site' ? 'public, max-age=86400' : PRIVATE_FILE_CACHE,
      );
      if (file.kind !== 1) {
        const ascii = file.name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        );
      }
      if (range !== null) {
        res.status(206);
        res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
        res.setHeader('Content-Length', String(range.end - range.start + 1));
      } else {
        res.setHeader('Content-Length', String(file.size));
      }
      try {
        await pipeline(stream, res);
      } catch (e) {
        logger.warn({ err: e, fileId: file.id }, 'file download ended early');
        res.destroy();
      }
      return RAW_RESPONSE;
    },
  }),
]);
