import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { absent, intLike } from '../../core/input.ts';
import { legacyPagingSchema, pagingFields } from '../../core/paging.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { MessageIdSchema, MessageIdsSchema, SendMessageSchema } from './message.inputs.ts';

export const messageRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/user/msg/paging',
    access: 'session',
    kind: 'read',
    input: legacyPagingSchema({
      readState: z.preprocess(absent, intLike.optional()),
    }),
    handle({ current, size, params }, ctx) {
      return ctx.services.messages.paging(
        sessionOf(ctx),
        { current, size, readState: params.readState },
        ctx.lang,
      );
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/msg/detail-for-read',
    access: 'session',
    kind: 'own-work',
    input: MessageIdSchema,
    handle(input, ctx) {
      return ctx.services.messages.detailForRead(sessionOf(ctx), input, ctx.lang);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/msg/count-unread',
    access: 'session',
    kind: 'read',
    input: z.unknown(),
    handle(_input, ctx) {
      return ctx.services.messages.countUnread(sessionOf(ctx).userId);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/msg/mark-read',
    access: 'session',
    kind: 'own-work',
    input: MessageIdsSchema,
    async handle(input, ctx) {
      return { count: await ctx.services.messages.markRead(sessionOf(ctx), input) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/msg/user-delete',
    access: 'session',
    kind: 'own-work',
    input: MessageIdsSchema,
    async handle(input, ctx) {
      return { count: await ctx.services.messages.userDelete(sessionOf(ctx), input) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/msg/send',
    access: { permission: PERMISSIONS.msgSend },
    kind: 'write',
    input: SendMessageSchema,
    handle(input, ctx) {
      return ctx.services.messages.send(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/msg/send-paging',
    access: { permission: PERMISSIONS.msgSend },
    kind: 'read',
    input: z.object(pagingFields()).passthrough(),
    handle({ current, size }, ctx) {
      return ctx.services.messages.sendPaging({ current, size });
    },
  }),
]);
