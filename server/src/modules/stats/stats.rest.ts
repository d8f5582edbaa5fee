import { z } from 'zod';
import { ADMIN_AREA } from '../../core/auth/permissions.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { OngoingExamPageSchema } from './stats.inputs.ts';

/**
 * Dashboard routes (rules in stats.service.ts):
 * - /api/stat/total/num/all: the nine count tiles;
 * - /api/stat/total/user/week: [{ dateStr, newUser, activeUser, allUser }], last 7 days;
 * - /api/stat/total/exam/week: [{ dateStr, examCount, examUser, passUser }], last 7 days;
 * - /api/stat/exam/dash-exam-list { current 1, size 5, params { title } }: a page of
 *   { id, title, procCount, handCount }.
 */
export const statsRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/stat/total/num/all',
    access: { permission: ADMIN_AREA },
    kind: 'read',
    input: z.unknown(),
    handle(_body, ctx) {
      return ctx.services.stats.dashboardCounts();
    },
  }),
  route({
    method: 'POST',
    path: '/api/stat/total/user/week',
    access: { permission: ADMIN_AREA },
    kind: 'read',
    input: z.unknown(),
    handle(_body, ctx) {
      return ctx.services.stats.userWeek();
    },
  }),
  route({
    method: 'POST',
    path: '/api/stat/total/exam/week',
    access: { permission: ADMIN_AREA },
    kind: 'read',
    input: z.unknown(),
    handle(_body, ctx) {
      return ctx.services.stats.examWeek();
    },
  }),
  route({
    method: 'POST',
    path: '/api/stat/exam/dash-exam-list',
    access: { permission: ADMIN_AREA },
    kind: 'read',
    input: OngoingExamPageSchema,
    handle(page, ctx) {
      return ctx.services.stats.ongoingExams(sessionOf(ctx), page);
    },
  }),
]);
