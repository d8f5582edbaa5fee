import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';

export const authRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/sys/user/login',
    access: 'public',
    async handle(body, ctx) {
      const { token } = await ctx.services.auth.login(
        {
          username: asString(body.username),
          password: asString(body.password),
          captchaKey: asOptionalString(body.captchaKey),
          captchaValue: asOptionalString(body.captchaValue),
        },
        { ip: ctx.ip, userAgent: ctx.userAgent },
      );
      return { token };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/logout',
    access: 'session',
    async handle(_body, ctx) {
      await ctx.services.auth.logout(sessionOf(ctx).tokenHash);
      return null;
    },
  },
]);

/** Legacy clients send numbers or nulls where strings belong; the service's schema decides. */
function asString(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

function asOptionalString(v: unknown): string | undefined {
  return v === undefined || v === null ? undefined : asString(v);
}
