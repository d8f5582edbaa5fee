import { Arg, Authorized, Ctx, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import { Public, requireSession, LicenceOpen } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { clearSessionCookie } from '../../core/http/session-cookie.ts';
import { LoginInput, LoginResult } from './auth.types.ts';

@Resolver()
export class AuthResolver {
  @LicenceOpen()
  @Public()
  @Mutation(() => LoginResult)
  async login(
    @Arg('input', () => LoginInput) input: LoginInput,
    @Ctx() ctx: GqlContext,
  ): Promise<LoginResult> {
    const { token } = await ctx.services.auth.login(input, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    const session = await ctx.services.sessions.resolve(token);
    if (session === null) throw new Error('a session just created could not be resolved');
    return { token, user: await ctx.services.users.currentUser(session) };
  }

  @LicenceOpen()
  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends the current session on the server.' })
  async logout(@Ctx() ctx: GqlContext): Promise<boolean> {
    await ctx.services.auth.logout(requireSession(ctx).tokenHash);
    if (ctx.cookies !== undefined) clearSessionCookie(ctx.cookies);
    return true;
  }

  @Authorized()
  @Subscription(() => Boolean, {
    topics: 'SESSIONS_REVOKED',
    filter: ({ payload, context }: { payload: { tokenHashes: string[] }; context: GqlContext }) =>
      context.session !== null && payload.tokenHashes.includes(context.session.tokenHash),
    description:
      'Emits true when this session is ended elsewhere (logout, password change, a newer login).',
  })
  sessionRevoked(@Root() _payload: { tokenHashes: string[] }): boolean {
    return true;
  }
}
