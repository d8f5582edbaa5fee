import type { Request, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';

/** A licence file is a few hundred bytes; anything much larger is not one. */
const MAX_LICENCE_BYTES = 16 * 1024;

/** The licence text: the multipart `file` (the spec's upload widget) or a JSON `{ file }`. */
async function licenceText(req: Request, res: Response, body: unknown): Promise<string> {
  if (!req.is('multipart/form-data')) {
    const parsed = z.object({ file: z.string().min(1).max(MAX_LICENCE_BYTES) }).safeParse(body);
    if (!parsed.success) throw new AppError('PARAM_INVALID', {}, { file: 'required' });
    return parsed.data.file;
  }
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_LICENCE_BYTES, files: 1, fields: 5, parts: 6 },
  }).single('file');
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        reject(new AppError('LICENSE_FILE_INVALID'));
      } else if (err !== undefined && err !== null) {
        reject(new AppError('PARAM_INVALID', {}, { file: 'multipart' }));
      } else if (req.file === undefined) {
        reject(new AppError('PARAM_INVALID', {}, { file: 'required' }));
      } else {
        resolve(req.file.buffer.toString('utf8'));
      }
    });
  });
}

export const licenceRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/uploadLicense',
    access: { permission: PERMISSIONS.configUpdate },
    kind: 'write',
    body: 'multipart',
    licence: 'open',
    input: z.unknown(),
    async handle(body, ctx) {
      const text = await licenceText(ctx.req, ctx.res, body);
      return ctx.services.licence.upload(sessionOf(ctx), text);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/license/detail',
    // Public: the licence page shows the state to whoever the lapsed licence sent there.
    access: 'public',
    kind: 'read',
    licence: 'open',
    input: z.unknown(),
    handle(_body, ctx) {
      const admin = ctx.session !== null && hasPermission(ctx.session, PERMISSIONS.configView);
      return ctx.services.licence.status(admin);
    },
  }),
]);
