import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { absent, intLike, optionalText } from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  NoticeIdSchema,
  NoticeIdsSchema,
  SaveNoticeSchema,
  savePermission,
} from './notice.inputs.ts';

export const noticeRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/notice/paging',
    // Everyone signed in: learners get published notices only (the service decides).
    access: 'session',
    kind: 'read',
    input: legacyPagingSchema({
      state: z.preprocess(absent, intLike.optional()),
      title: optionalText(100),
    }),
    handle({ current, size, params }, ctx) {
      return ctx.services.notices.paging(sessionOf(ctx), { current, size, ...params });
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/notice/detail',
    access: 'session',
    kind: 'read',
    input: NoticeIdSchema,
    handle(input, ctx) {
      return ctx.services.notices.detail(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/notice/save',
    // sys:notice:add without an id ('' and null count as none), sys:notice:update with one.
    access: 'session',
    kind: 'write',
    input: SaveNoticeSchema,
    handle(input, ctx) {
      const session = sessionOf(ctx);
      requirePermission(session, savePermission(input.id));
      return ctx.services.notices.save(session, input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/notice/delete',
    access: { permission: PERMISSIONS.noticeDelete },
    kind: 'write',
    input: NoticeIdsSchema,
    async handle(input, ctx) {
      return { count: await ctx.services.notices.delete(input) };
    },
  }),
]);
