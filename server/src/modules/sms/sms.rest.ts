import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { legacyPagingSchema } from '../../core/paging.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { OutboxPagingSchema } from './sms.service.ts';

export const smsRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/sms/outbox/paging',
    access: { permission: PERMISSIONS.smsOutbox },
    kind: 'read',
    input: legacyPagingSchema({ mobile: OutboxPagingSchema.shape.mobile }),
    handle({ current, size, params }, ctx) {
      return ctx.services.sms.outbox({ current, size, ...params }, sessionOf(ctx));
    },
  }),
]);
