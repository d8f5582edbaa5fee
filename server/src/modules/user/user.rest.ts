import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import type { CurrentUserView } from './user.service.ts';

/** The spec's user info field names (deptCode_dictText) for legacy clients. */
function legacyUser(u: CurrentUserView) {
  const { deptCodeDictText, ...rest } = u;
  return { ...rest, deptCode_dictText: deptCodeDictText };
}

export const userRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/sys/user/info',
    access: 'session',
    async handle(_body, ctx) {
      return legacyUser(await ctx.services.users.currentUser(sessionOf(ctx)));
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/update',
    access: 'session',
    async handle(body, ctx) {
      return legacyUser(
        await ctx.services.users.updateProfile(sessionOf(ctx), {
          realName: body.realName as string,
          familyName: body.familyName as string | undefined,
          className: body.className as string | undefined,
        }),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/sys/user/update-pass',
    access: 'session',
    async handle(body, ctx) {
      await ctx.services.users.updatePassword(sessionOf(ctx), {
        oldPassword: body.oldPassword as string,
        password: body.password as string,
        confirm: body.confirm as string,
      });
      return null;
    },
  },
]);
