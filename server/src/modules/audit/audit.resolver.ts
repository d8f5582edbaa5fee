import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { AuditLogPage, AuditLogPagingInput } from './audit.types.ts';

@Resolver()
export class AuditResolver {
  @Authorized(PERMISSIONS.auditList)
  @Query(() => AuditLogPage, {
    description: 'The audit log, newest first, filtered by actor, action, outcome and time.',
  })
  async auditLogs(
    @Arg('input', () => AuditLogPagingInput, { nullable: true }) input: AuditLogPagingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<AuditLogPage> {
    const page = await ctx.services.auditLog.paging(input ?? {});
    return {
      ...page,
      records: page.records.map((r) => ({ ...r, detail: JSON.stringify(r.detail) })),
    };
  }
}
