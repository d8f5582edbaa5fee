import { pipeline } from 'node:stream/promises';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { absent, intLike, optionalText } from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';
import { RAW_RESPONSE, defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { PRIVATE_FILE_CACHE } from '../../core/rest/files.ts';
import { isAppError } from '../../core/errors/index.ts';
import { logger } from '../../core/logger.ts';
import { MEDIA_URL_PREFIX } from './course-media.ts';
import { DOCUMENT_URL_PREFIX } from './course-progress.ts';
import { z } from 'zod';
import {
  CourseIdSchema,
  CourseIdsSchema,
  CourseItemIdSchema,
  CourseSortSchema,
  CourseStateSchema,
  ProgressReportSchema,
  SaveCourseSchema,
  savePermission,
} from './course.inputs.ts';

const pagingParams = {
  title: optionalText(100),
  state: z.preprocess(absent, intLike.optional()),
};

export const courseRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/course/course/paging',
    access: { permission: PERMISSIONS.courseList },
    kind: 'read',
    input: legacyPagingSchema(pagingParams),
    handle({ current, size, params }, ctx) {
      return ctx.services.courses.paging({ current, size, ...params });
    },
  }),
  route({
    method: 'POST',
    path: '/api/course/course/detail',
    access: { permission: PERMISSIONS.courseList },
    kind: 'read',
    input: CourseIdSchema,
    handle(input, ctx) {
      return ctx.services.courses.detail(input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/course/course/save',
    // course:add without an id, course:update with one.
    access: 'session',
    kind: 'write',
    input: SaveCourseSchema,
    handle(input, ctx) {
      const session = sessionOf(ctx);
      requirePermission(session, savePermission(input.id));
      return ctx.services.courses.save(session, input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/course/course/state',
    access: { permission: PERMISSIONS.courseUpdate },
    kind: 'write',
    input: CourseStateSchema,
    async handle(input, ctx) {
      return { count: await ctx.services.courses.setState(input) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/course/course/sort',
    access: { permission: PERMISSIONS.courseUpdate },
    kind: 'write',
    input: CourseSortSchema,
    handle(input, ctx) {
      return ctx.services.courses.setSort(input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/course/course/delete',
    access: { permission: PERMISSIONS.courseDelete },
    kind: 'write',
    input: CourseIdsSchema,
    async handle(input, ctx) {
      return { count: await ctx.services.courses.delete(input) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/course/learner/paging',
    // Everyone signed in: the service lists the published courses open to the caller.
    access: 'session',
    kind: 'read',
    input: legacyPagingSchema({ title: optionalText(100) }),
    handle({ current, size, params }, ctx) {
      return ctx.services.courses.learnerPaging(sessionOf(ctx), { current, size, ...params });
    },
  }),
  route({
    method: 'POST',
    path: '/api/course/learner/detail',
    access: 'session',
    kind: 'read',
    input: CourseIdSchema,
    handle(input, ctx) {
      return ctx.services.courses.learnerDetail(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/course/learner/completion',
    access: 'session',
    kind: 'read',
    input: z.object({}).passthrough(),
    handle(_input, ctx) {
      return ctx.services.courseProgress.completion(sessionOf(ctx));
    },
  }),
  route({
    method: 'POST',
    path: '/api/course/progress/open',
    access: 'session',
    kind: 'own-work',
    input: CourseItemIdSchema,
    handle(input, ctx) {
      return ctx.services.courseProgress.open(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    // The player's reports: every few seconds and, with fetch keepalive, when the learner leaves.
    path: '/api/course/progress/report',
    access: 'session',
    kind: 'own-work',
    input: ProgressReportSchema,
    handle(input, ctx) {
      return ctx.services.courseProgress.report(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/course/file/paging',
    access: { permission: PERMISSIONS.courseList },
    kind: 'read',
    input: legacyPagingSchema({ name: optionalText(100) }),
    handle({ current, size, params }, ctx) {
      return ctx.services.courseMedia.fileList({ current, size, ...params });
    },
  }),
  route({
    method: 'POST',
    path: '/api/course/file/transcode',
    access: { permission: PERMISSIONS.courseUpdate },
    kind: 'write',
    input: z.object({ fileId: z.string().trim().min(1).max(64) }),
    handle(input, ctx) {
      return ctx.services.courseMedia.retranscode(input.fileId);
    },
  }),
  route({
    method: 'POST',
    // One course file with its transcoding: state, progress, qualities and their addresses.
    path: '/api/course/file/desc',
    access: { permission: PERMISSIONS.courseList },
    kind: 'read',
    input: z.object({ fileId: z.string().trim().min(1).max(64) }),
    handle(input, ctx) {
      return ctx.services.courseMedia.describe(input.fileId);
    },
  }),
  route({
    method: 'GET',
    path: `${DOCUMENT_URL_PREFIX}:itemId`,
    // A course's PDF or image shown inline on the study page (an <iframe> or <img>), only for who
    // may study the course; office files download from the file address instead.
    access: 'session',
    kind: 'read',
    input: z.unknown(),
    async handle(_body, ctx) {
      const { req, res } = ctx;
      let doc;
      try {
        doc = await ctx.services.courseProgress.document(sessionOf(ctx), {
          itemId: String(req.params.itemId ?? ''),
        });
      } catch (e) {
        if (isAppError(e)) res.status(e.errorName === 'PARAM_INVALID' ? 400 : 404);
        throw e;
      }
      const ascii = doc.name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
      res.setHeader('Content-Type', doc.mime);
      res.setHeader('Content-Length', String(doc.size));
      res.setHeader(
        'Content-Disposition',
        `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', PRIVATE_FILE_CACHE);
      // Framed by our own pages only. A PDF needs the browser's viewer (a plugin in a sandbox
      // would be blocked); an image needs nothing at all.
      res.setHeader(
        'Content-Security-Policy',
        doc.mime === 'application/pdf'
          ? "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'"
          : "default-src 'none'; frame-ancestors 'self'; sandbox",
      );
      try {
        await pipeline(doc.stream, res);
      } catch (e) {
        logger.warn({ err: e }, 'course document download ended early');
        res.destroy();
      }
      return RAW_RESPONSE;
    },
  }),
  route({
    method: 'GET',
    path: `${MEDIA_URL_PREFIX}:fileId/:name`,
    // A course file: the original upload ('original', with range requests), a transcoded video's
    // files, and its AES-128 key ('decrypt', with the token and the signed
    // time in `auth`), only for who may watch it.
    access: 'session',
    kind: 'read',
    input: z.unknown(),
    async handle(_body, ctx) {
      const { req, res } = ctx;
      const session = sessionOf(ctx);
      const fileId = String(req.params.fileId ?? '');
      const name = String(req.params.name ?? '');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', PRIVATE_FILE_CACHE);
      try {
        if (name === 'decrypt') {
          const auth = typeof req.query.auth === 'string' ? req.query.auth : '';
          const key = await ctx.services.courseMedia.decryptKey(session, fileId, auth, (f) =>
            ctx.services.courses.mayWatchFile(session.userId, f),
          );
          res.setHeader('Content-Type', 'application/octet-stream');
          res.end(new Uint8Array(key));
          return RAW_RESPONSE;
        }
        const opened = await ctx.services.courseMedia.open(
          session,
          fileId,
          name,
          (f) => ctx.services.courses.mayWatchFile(session.userId, f),
          req.get('range'),
        );
        res.setHeader('Accept-Ranges', opened.size === null ? 'none' : 'bytes');
        if ('unsatisfiable' in opened) {
          res.status(416).setHeader('Content-Range', `bytes */${opened.size}`);
          res.end();
          return RAW_RESPONSE;
        }
        res.setHeader('Content-Type', opened.mime);
        // Never run as a page of this site, whatever the upload holds.
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
        if (opened.name !== null) {
          const ascii = opened.name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
          // Videos and PDFs open in the page; other documents are saved under their name.
          const inline = /^(video\/|application\/pdf$)/.test(opened.mime);
          res.setHeader(
            'Content-Disposition',
            `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(opened.name)}`,
          );
        }
        if (opened.range !== null && opened.size !== null) {
          res.status(206);
          res.setHeader(
            'Content-Range',
            `bytes ${opened.range.start}-${opened.range.end}/${opened.size}`,
          );
          res.setHeader('Content-Length', String(opened.range.end - opened.range.start + 1));
        } else if (opened.size !== null) {
          res.setHeader('Content-Length', String(opened.size));
        }
        try {
          await pipeline(opened.stream, res);
        } catch (e) {
          logger.warn({ err: e, fileId }, 'video download ended early');
          res.destroy();
        }
        return RAW_RESPONSE;
      } catch (e) {
        if (isAppError(e)) {
          res.status(
            e.errorName === 'COURSE_VIDEO_KEY_DENIED'
              ? 403
              : e.errorName === 'NOT_LOGGED_IN'
                ? 401
                : 404,
          );
        }
        throw e;
      }
    },
  }),
]);
