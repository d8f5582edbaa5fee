import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { legacyPagingSchema } from '../../core/paging.ts';
import { defineRoutes, route } from '../../core/rest/kit.ts';
import { AuditPagingSchema } from './audit.service.ts';

/** The viewer's filters, as `params` of the legacy paging body. */
const { actor, action, outcome, startTime, endTime } = AuditPagingSchema.shape;

export const auditRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/audit/paging',
    access: { permission: PERMISSIONS.auditList },
    kind: 'read',
    input: legacyPagingSchema({ actor, action, outcome, startTime, endTime }),
    handle({ current, size, params }, ctx) {
      return ctx.services.auditLog.paging({ current, size, ...params });
    },
  }),
]);
