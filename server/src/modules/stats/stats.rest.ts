import { ADMIN_AREA } from '../../core/auth/permissions.ts';
import { defineRoutes } from '../../core/rest/kit.ts';
import type { OngoingExamPageInput } from './stats.inputs.ts';

/**
 * Dashboard routes (rules in stats.service.ts):
 * - /api/stat/total/num/all: the count tiles;
 * - /api/stat/total/exam/week: [{ dateStr, examCount, examUser, passUser }], last 7 days;
 * - /api/stat/exam/dash-exam-list { current 1, size 5, params { title } }: a page of
 *   { id, title, procCount, handCount }.
 * /api/stat/total/user/week is not offered: sign-ins are not kept per day (sessions are purged a
 * day after they end), so active users per day cannot be counted.
 */
export const statsRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/stat/total/num/all',
    access: { permission: ADMIN_AREA },
    handle(_body, ctx) {
      return ctx.services.stats.dashboardCounts();
    },
  },
  {
    method: 'POST',
    path: '/api/stat/total/exam/week',
    access: { permission: ADMIN_AREA },
    handle(_body, ctx) {
      return ctx.services.stats.examWeek();
    },
  },
  {
    method: 'POST',
    path: '/api/stat/exam/dash-exam-list',
    access: { permission: ADMIN_AREA },
    handle(body, ctx) {
      return ctx.services.stats.ongoingExams(body as OngoingExamPageInput);
    },
  },
]);
