import { ADMIN_AREA, PERMISSIONS } from '../../core/auth/permissions.ts';
import { optionalText } from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  PrepareNotifySchema,
  SaveTmplSchema,
  TmplIdSchema,
  TmplIdsSchema,
} from './notify.inputs.ts';

export const notifyRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/notify/tmpl/paging',
    // The template screen and the exam's template selector (size 100): any admin.
    access: { permission: ADMIN_AREA },
    kind: 'read',
    input: legacyPagingSchema({ title: optionalText(100) }),
    handle({ current, size, params }, ctx) {
      return ctx.services.notify.paging({ current, size, title: params.title });
    },
  }),
  route({
    method: 'POST',
    path: '/api/notify/tmpl/detail',
    access: { permission: PERMISSIONS.notifyTmplList },
    kind: 'read',
    input: TmplIdSchema,
    handle(input, ctx) {
      return ctx.services.notify.detail(input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/notify/tmpl/save',
    access: { permission: PERMISSIONS.notifyTmplSave },
    kind: 'write',
    input: SaveTmplSchema,
    handle(input, ctx) {
      return ctx.services.notify.save(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/notify/tmpl/delete',
    access: { permission: PERMISSIONS.notifyTmplDelete },
    kind: 'write',
    input: TmplIdsSchema,
    async handle(input, ctx) {
      return { count: await ctx.services.notify.delete(input) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/exam/prepare-notify',
    access: { permission: PERMISSIONS.examNotify },
    kind: 'write',
    input: PrepareNotifySchema,
    handle(input, ctx) {
      return ctx.services.notify.prepareNotify(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/exam/notify-job',
    access: { permission: PERMISSIONS.examNotify },
    kind: 'read',
    input: TmplIdSchema,
    handle(input, ctx) {
      return ctx.services.notify.job(input);
    },
  }),
]);
