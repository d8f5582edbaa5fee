import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { defineRoutes } from '../../core/rest/kit.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';

const params = (body: Record<string, unknown>) =>
  (typeof body.params === 'object' && body.params !== null ? body.params : {}) as Record<
    string,
    unknown
  >;

export const auditRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/sys/audit/paging',
    access: { permission: PERMISSIONS.auditList },
    async handle(body, ctx) {
      const p = params(body);
      const page = await ctx.services.auditLog.paging({
        current: body.current as number,
        size: body.size as number,
        actor: p.actor as string | undefined,
        action: p.action as string | undefined,
        outcome: p.outcome as 'ok' | 'error' | undefined,
        startTime: p.startTime as string | undefined,
        endTime: p.endTime as string | undefined,
      } as never);
      return {
        ...page,
        records: page.records.map((r) => ({ ...r, createTime: legacyTime(r.createTime) })),
      };
    },
  },
]);
