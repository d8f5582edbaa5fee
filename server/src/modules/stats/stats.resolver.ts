import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { ADMIN_AREA } from '../../core/auth/permissions.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { DashboardCounts } from './stats.types.ts';

@Resolver()
export class StatsResolver {
  @Authorized(ADMIN_AREA)
  @Query(() => DashboardCounts)
  dashboardCounts(@Ctx() ctx: GqlContext): Promise<DashboardCounts> {
    return ctx.services.stats.dashboardCounts();
  }
}
