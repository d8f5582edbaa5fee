import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { requireSession, LicenceOpen } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { MenuRoute } from './rbac.types.ts';

@Resolver()
export class RbacResolver {
  @Authorized()
  @LicenceOpen()
  @Query(() => [MenuRoute], { description: "The caller's admin menus, filtered by role." })
  myRoutes(@Ctx() ctx: GqlContext): Promise<MenuRoute[]> {
    return ctx.services.rbac.routesFor(requireSession(ctx), ctx.lang);
  }
}
