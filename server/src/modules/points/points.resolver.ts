import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import type { PointsLogView, PointsRuleView } from './points.service.ts';
import { PointsLogPage, PointsRule, PointsRuleInput } from './points.types.ts';

@Resolver()
export class PointsResolver {
  @Authorized()
  @Query(() => PointsLogPage, { description: 'Your points log, newest first (page size 10).' })
  myPoints(
    @Arg('current', () => Int, { nullable: true }) current: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<PointsLogView>> {
    return ctx.services.points.myPaging(requireSession(ctx), { current, size }, ctx.lang);
  }

  @Authorized(PERMISSIONS.pointsRule)
  @Query(() => [PointsRule])
  pointsRules(@Ctx() ctx: GqlContext): Promise<PointsRuleView[]> {
    return ctx.services.points.rules();
  }

  @Authorized(PERMISSIONS.pointsRule)
  @Mutation(() => [PointsRule], {
    description: 'Sets the points of the rules and turns them on or off.',
  })
  savePointsRules(
    @Arg('rules', () => [PointsRuleInput]) rules: PointsRuleInput[],
    @Ctx() ctx: GqlContext,
  ): Promise<PointsRuleView[]> {
    return ctx.services.points.saveRules({ rules });
  }
}
