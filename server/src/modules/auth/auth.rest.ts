import { z } from 'zod';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { responseCookies } from '../../core/http/cookies.ts';
import { sessionToken } from '../../core/http/request-meta.ts';
import { clearSessionCookie, setSessionCookie } from '../../core/http/session-cookie.ts';
import { LoginInputSchema } from './auth.service.ts';

/** Legacy clients may send the account or the captcha answer as a number. */
const numberAsText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

const { username, password, captchaKey, captchaValue } = LoginInputSchema.shape;

export const authRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/user/login',
    access: 'public',
    kind: 'write',
    licence: 'open',
    input: z.object({
      username: z.preprocess(numberAsText, username),
      password: z.preprocess(numberAsText, password),
      captchaKey: z.preprocess(numberAsText, captchaKey),
      captchaValue: z.preprocess(numberAsText, captchaValue),
    }),
    async handle(credentials, ctx) {
      const { token } = await ctx.services.auth.login(credentials, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return { token };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/logout',
    access: 'session',
    kind: 'write',
    licence: 'open',
    input: z.unknown(),
    async handle(_body, ctx) {
      await ctx.services.auth.logout(sessionOf(ctx).tokenHash);
      clearSessionCookie(responseCookies(ctx.req, ctx.res));
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/session-cookie',
    // The web client's way to the HttpOnly session cookie its pages, images and videos then send:
    // set for the live session named by the `token` header, cleared otherwise (signing out). The
    // caller's own session, not administration; a cookie-signed call must come from our pages.
    access: 'public',
    kind: 'own-work',
    licence: 'open',
    input: z.unknown(),
    async handle(_body, ctx) {
      const given = sessionToken(ctx.req);
      const cookies = responseCookies(ctx.req, ctx.res);
      if (given !== undefined && given.from !== 'cookie' && ctx.session !== null) {
        setSessionCookie(cookies, given.token);
        return { signedIn: true };
      }
      clearSessionCookie(cookies);
      return { signedIn: false };
    },
  }),
]);
