import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireSession, LicenceOpen } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { CurrentUser } from '../auth/index.ts';
import { UpdatePasswordInput, UpdateProfileInput, UpdateSettingsInput } from './user.types.ts';

@Resolver()
export class UserResolver {
  @LicenceOpen()
  @Authorized()
  @Query(() => CurrentUser)
  me(@Ctx() ctx: GqlContext): Promise<CurrentUser> {
    return ctx.services.users.currentUser(requireSession(ctx));
  }

  @Authorized()
  @Mutation(() => CurrentUser)
  updateProfile(
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CurrentUser> {
    return ctx.services.users.updateProfile(requireSession(ctx), input);
  }

  @Authorized()
  @Mutation(() => CurrentUser, { description: 'Saves your own settings.' })
  updateMySettings(
    @Arg('input', () => UpdateSettingsInput) input: UpdateSettingsInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CurrentUser> {
    return ctx.services.users.updateSettings(requireSession(ctx), input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Changes the password and ends your other sessions.' })
  async updatePassword(
    @Arg('input', () => UpdatePasswordInput) input: UpdatePasswordInput,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await ctx.services.users.updatePassword(requireSession(ctx), input);
    return true;
  }
}
