import { Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { SitePublicConfig } from './config.types.ts';

@Resolver()
export class ConfigResolver {
  @Public()
  @Query(() => SitePublicConfig)
  sitePublicConfig(@Ctx() ctx: GqlContext): Promise<SitePublicConfig> {
    return ctx.services.config.sitePublicConfig();
  }
}
