import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { CaptureSaveSchema, LeaveCheckSchema, LeaveIncrSchema } from './monitor.inputs.ts';

/** `/api/paper/capture/save`, `/api/paper/paper/check-process` and `leave-incr`. */
export const monitorRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/paper/capture/save',
    access: 'session',
    kind: 'own-work',
    input: CaptureSaveSchema,
    handle(input, ctx) {
      return ctx.services.monitor.saveCapture(sessionOf(ctx), input, { ip: ctx.ip }, ctx.lang);
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/paper/check-process',
    access: 'session',
    kind: 'own-work',
    input: LeaveCheckSchema,
    handle(input, ctx) {
      return ctx.services.monitor.checkProcess(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/paper/leave-incr',
    access: 'session',
    kind: 'own-work',
    input: LeaveIncrSchema,
    handle(input, ctx) {
      return ctx.services.monitor.leaveIncr(sessionOf(ctx), input);
    },
  }),
]);
