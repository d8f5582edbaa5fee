import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';

export const rbacRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/sys/menu/routes',
    access: 'session',
    handle(_body, ctx) {
      return ctx.services.rbac.routesFor(sessionOf(ctx));
    },
  },
]);
