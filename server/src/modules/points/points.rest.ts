import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { pagingFields } from '../../core/paging.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { SaveRulesSchema } from './points.service.ts';

export const pointsRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/user/points/my-paging',
    access: 'session',
    kind: 'read',
    input: z.object(pagingFields()).passthrough(),
    handle({ current, size }, ctx) {
      return ctx.services.points.myPaging(sessionOf(ctx), { current, size }, ctx.lang);
    },
  }),
  route({
    method: 'POST',
    path: '/api/user/points/rules',
    access: { permission: PERMISSIONS.pointsRule },
    kind: 'read',
    input: z.unknown(),
    handle(_input, ctx) {
      return ctx.services.points.rules();
    },
  }),
  route({
    method: 'POST',
    path: '/api/user/points/save-rules',
    access: { permission: PERMISSIONS.pointsRule },
    kind: 'write',
    input: SaveRulesSchema,
    handle(input, ctx) {
      return ctx.services.points.saveRules(input);
    },
  }),
]);
