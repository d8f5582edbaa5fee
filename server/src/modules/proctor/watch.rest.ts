import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  BatchMessageSchema,
  ForceHandAllSchema,
  ForceHandSchema,
  PaperEventsSchema,
  ProcessPagingSchema,
  SingleMessageSchema,
  WatchStatSchema,
} from './watch.inputs.ts';

/**
 * The proctor console: `/api/exam/watch/watch-stat`, `process-paging`, `force-hand`,
 * `force-hand-all`, `paper-events` (a paper's leaves and captures for review),
 * `/api/socket/watch/single-msg` and `batch-msg` (`hand-paging` is the paper module's handed-in
 * list).
 */
export const watchRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/exam/watch/watch-stat',
    access: { permission: 'exam:watch' },
    kind: 'read',
    input: WatchStatSchema,
    handle(input, ctx) {
      return ctx.services.watch.watchStat(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/watch/process-paging',
    access: { permission: 'exam:watch' },
    kind: 'read',
    input: ProcessPagingSchema,
    handle(input, ctx) {
      return ctx.services.watch.processPaging(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/watch/paper-events',
    access: { permission: 'exam:watch' },
    kind: 'read',
    input: PaperEventsSchema,
    handle(input, ctx) {
      return ctx.services.watch.paperEvents(sessionOf(ctx), input, ctx.lang);
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/watch/force-hand',
    access: { permission: 'exam:watch:force-hand' },
    kind: 'write',
    input: ForceHandSchema,
    handle(input, ctx) {
      return ctx.services.watch.forceHand(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/watch/force-hand-all',
    access: { permission: 'exam:watch:force-hand' },
    kind: 'write',
    input: ForceHandAllSchema,
    handle(input, ctx) {
      return ctx.services.watch.forceHandAll(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/socket/watch/single-msg',
    access: { permission: 'exam:watch:message' },
    kind: 'write',
    input: SingleMessageSchema,
    handle(input, ctx) {
      return ctx.services.watch.singleMessage(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/socket/watch/batch-msg',
    access: { permission: 'exam:watch:message' },
    kind: 'write',
    input: BatchMessageSchema,
    handle(input, ctx) {
      return ctx.services.watch.batchMessage(sessionOf(ctx), input);
    },
  }),
]);
