import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission } from '../../core/auth/session-user.ts';
import { LicenceOpen, Public, requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { LicenceInfo } from './licence.types.ts';

@Resolver()
export class LicenceResolver {
  @Public()
  @LicenceOpen()
  @Query(() => LicenceInfo, {
    description: 'The licence state (public: the licence page shows it).',
  })
  licence(@Ctx() ctx: GqlContext): Promise<LicenceInfo> {
    const admin = ctx.session !== null && hasPermission(ctx.session, PERMISSIONS.configView);
    return ctx.services.licence.status(admin);
  }

  @Authorized(PERMISSIONS.configUpdate)
  @LicenceOpen()
  @Mutation(() => LicenceInfo, {
    description: 'Installs a signed licence file (its text); REST /api/sys/uploadLicense.',
  })
  uploadLicence(
    @Arg('file', () => String, { description: "The licence file's text" }) file: string,
    @Ctx() ctx: GqlContext,
  ): Promise<LicenceInfo> {
    return ctx.services.licence.upload(requireSession(ctx), file);
  }
}
