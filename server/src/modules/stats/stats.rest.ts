import { ADMIN_AREA } from '../../core/auth/permissions.ts';
import { defineRoutes } from '../../core/rest/kit.ts';

export const statsRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/stat/total/num/all',
    access: { permission: ADMIN_AREA },
    handle(_body, ctx) {
      return ctx.services.stats.dashboardCounts();
    },
  },
]);
