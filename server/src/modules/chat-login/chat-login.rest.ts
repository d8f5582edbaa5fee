import type { Request } from 'express';
import { isAppError } from '../../core/errors/index.ts';
import { logger } from '../../core/logger.ts';
import { defineRoutes, RAW_RESPONSE, route, type RestRoute } from '../../core/rest/kit.ts';
import { responseCookies } from '../../core/http/cookies.ts';
import type { ChatLoginType } from './chat-clients.ts';
import { keepVerifier, takeVerifier } from './chat-login.cookie.ts';
import {
  CHAT_LOGIN_TYPES,
  CallbackSchema,
  PATH_SEGMENT,
  StartSchema,
} from './chat-login.service.ts';

/** This server's address as the browser reached it (the default for the provider's callback). */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

function routesOf(loginType: ChatLoginType): RestRoute[] {
  const segment = PATH_SEGMENT[loginType];
  return [
    route({
      method: 'POST',
      path: `/api/common/${segment}/get-url`,
      access: 'public',
      // Stores the single-use state.
      kind: 'write',
      input: StartSchema,
      async handle(input, ctx) {
        const { url, verifier } = await ctx.services.chatLogin.startUrl(
          loginType,
          input,
          ctx.session,
          requestOrigin(ctx.req),
        );
        keepVerifier(responseCookies(ctx.req, ctx.res), loginType, verifier);
        return { url };
      },
    }),
    route({
      method: 'GET',
      path: `/api/common/${segment}/callback`,
      access: 'public',
      kind: 'write',
      // The provider sends the browser here from its own site; the signed state is the authority.
      crossSite: true,
      input: CallbackSchema,
      // The provider sends the browser here: it always leaves with a redirect into the app, the
      // outcome in the address (a ticket for /sync, or the error's name).
      async handle(input, ctx) {
        let target: string;
        try {
          const outcome = await ctx.services.chatLogin.callback(
            loginType,
            input,
            requestOrigin(ctx.req),
            takeVerifier(ctx.req, responseCookies(ctx.req, ctx.res), loginType),
          );
          target =
            outcome.purpose === 'login'
              ? `/sync?ticket=${encodeURIComponent(outcome.ticket)}`
              : `/web/uc?tab=bind&bound=${encodeURIComponent(loginType)}`;
        } catch (e) {
          const name = isAppError(e) ? e.errorName : 'CHAT_USER_INFO_FAILED';
          if (!isAppError(e)) logger.error({ err: e, loginType }, 'chat-app callback failed');
          target = `/sync?error=${encodeURIComponent(name)}&type=${encodeURIComponent(loginType)}`;
        }
        ctx.res.redirect(302, target);
        return RAW_RESPONSE;
      },
    }),
  ];
}

export const chatLoginRoutes = defineRoutes(CHAT_LOGIN_TYPES.flatMap(routesOf));
