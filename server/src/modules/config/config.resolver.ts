import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { Public, LicenceOpen } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { SiteConfigView } from './config.service.ts';
import {
  ProviderConfig,
  SaveProviderConfigInput,
  SaveSiteConfigInput,
  SaveSwitchConfigInput,
  SiteConfig,
  SitePublicConfig,
  SwitchConfig,
} from './config.types.ts';

function toSiteConfig(v: SiteConfigView): SiteConfig {
  return {
    siteName: v.siteName,
    backLogo: v.backLogo,
    frontLogo: v.frontLogo,
    tmpDir: v.tmpDir,
    copyRight: v.copyRight,
    h5Host: v.h5Host,
    moduleExam: v.props.moduleExam,
    moduleCourse: v.props.moduleCourse,
  };
}

@Resolver()
export class ConfigResolver {
  @LicenceOpen()
  @Public()
  @Query(() => SitePublicConfig)
  sitePublicConfig(@Ctx() ctx: GqlContext): Promise<SitePublicConfig> {
    return ctx.services.config.sitePublicConfig();
  }

  @Authorized(PERMISSIONS.configView)
  @Query(() => SiteConfig, { description: 'The base configuration for the admin form.' })
  async siteConfig(@Ctx() ctx: GqlContext): Promise<SiteConfig> {
    return toSiteConfig(await ctx.services.config.siteConfig());
  }

  @Authorized(PERMISSIONS.configUpdate)
  @Mutation(() => SiteConfig, { description: 'Saves the base configuration.' })
  async saveSiteConfig(
    @Arg('input', () => SaveSiteConfigInput) input: SaveSiteConfigInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SiteConfig> {
    const { moduleExam, moduleCourse, ...rest } = input;
    return toSiteConfig(
      await ctx.services.config.saveSite({ ...rest, props: { moduleExam, moduleCourse } }),
    );
  }

  @LicenceOpen()
  @Public()
  @Query(() => SwitchConfig, {
    description: 'Feature switches; public (login and registration pages follow them).',
  })
  switchConfig(@Ctx() ctx: GqlContext): Promise<SwitchConfig> {
    return ctx.services.config.switchConfig();
  }

  @Authorized(PERMISSIONS.configUpdate)
  @Mutation(() => SwitchConfig, { description: 'Saves the switches; fields left out are kept.' })
  saveSwitchConfig(
    @Arg('input', () => SaveSwitchConfigInput) input: SaveSwitchConfigInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SwitchConfig> {
    return ctx.services.config.saveSwitch(input);
  }

  @Authorized(PERMISSIONS.configView)
  @Query(() => ProviderConfig, {
    description:
      "A provider's saved settings (secrets masked). Without provider: the one in use for the type.",
  })
  providerConfig(
    @Arg('type', () => String) type: string,
    @Arg('provider', () => String, { nullable: true }) provider: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<ProviderConfig> {
    return ctx.services.config.providerDetail({ type, provider });
  }

  @Authorized(PERMISSIONS.configUpdate)
  @Mutation(() => ProviderConfig, {
    description: "Saves a provider's settings (each field checked); secrets sealed at rest.",
  })
  saveProviderConfig(
    @Arg('input', () => SaveProviderConfigInput) input: SaveProviderConfigInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ProviderConfig> {
    return ctx.services.config.saveProvider({
      ...input,
      data: { ...input.data } as Record<string, unknown>,
    });
  }

  @Authorized(PERMISSIONS.configUpdate)
  @Mutation(() => ProviderConfig, {
    description:
      'Makes a saved provider the one in use for its type (local storage needs no save).',
  })
  changeProvider(
    @Arg('type', () => String) type: string,
    @Arg('provider', () => String) provider: string,
    @Ctx() ctx: GqlContext,
  ): Promise<ProviderConfig> {
    return ctx.services.config.changeProvider({ type, provider });
  }
}
