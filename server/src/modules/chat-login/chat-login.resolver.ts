import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { AppError } from '../../core/errors/index.ts';
import { LoginResult } from '../auth/index.ts';
import { CHAT_LOGIN_TYPES } from './chat-login.service.ts';
import type { ChatLoginType } from './chat-clients.ts';
import { ChatLoginUrl } from './chat-login.types.ts';
import { keepVerifier } from './chat-login.cookie.ts';

function toType(v: string): ChatLoginType {
  const t = CHAT_LOGIN_TYPES.find((x) => x === v);
  if (t === undefined) throw new AppError('BIND_TYPE_NOT_FOUND');
  return t;
}

@Resolver()
export class ChatLoginResolver {
  @Public()
  @Query(() => [String], {
    description: 'The chat-app logins switched on: wechat, crop-wechat, ding-talk.',
  })
  chatLoginTypes(@Ctx() ctx: GqlContext): Promise<string[]> {
    return ctx.services.chatLogin.enabledTypes();
  }

  @Public()
  @Mutation(() => ChatLoginUrl, {
    description:
      'The provider address for a chat-app sign-in, or with bind (signed in) for linking the account.',
  })
  async chatLoginUrl(
    @Arg('loginType', () => String) loginType: string,
    @Arg('bind', () => Boolean, { defaultValue: false }) bind: boolean,
    @Ctx() ctx: GqlContext,
  ): Promise<ChatLoginUrl> {
    // The flow finishes only in a browser holding its verifier cookie, which an HTTP answer sets.
    if (ctx.cookies === undefined) throw new AppError('OAUTH_STATE_OTHER_BROWSER');
    const type = toType(loginType);
    const { url, verifier } = await ctx.services.chatLogin.startUrl(
      type,
      { state: bind ? 'bind' : null },
      ctx.session,
      ctx.origin ?? '',
    );
    keepVerifier(ctx.cookies, type, verifier);
    return { url };
  }

  @Public()
  @Mutation(() => LoginResult, {
    description: 'Trades the one-time ticket of a chat-app sign-in (/sync) for the session.',
  })
  async completeChatLogin(
    @Arg('ticket', () => String) ticket: string,
    @Ctx() ctx: GqlContext,
  ): Promise<LoginResult> {
    const { token } = await ctx.services.chatLogin.redeemTicket(ticket, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    const session = await ctx.services.sessions.resolve(token);
    if (session === null) throw new Error('a session just created could not be resolved');
    return { token, user: await ctx.services.users.currentUser(session) };
  }
}
