import { z } from 'zod';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
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
      return null;
    },
  }),
]);
