import { z } from 'zod';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  UpdatePasswordSchema,
  UpdateProfileSchema,
  UpdateSettingsSchema,
  type CurrentUserView,
} from './user.service.ts';

/** The spec's user info field names (deptCode_dictText) for legacy clients. */
function legacyUser(u: CurrentUserView) {
  const { deptCodeDictText, ...rest } = u;
  return { ...rest, deptCode_dictText: deptCodeDictText };
}

export const userRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/user/info',
    access: 'session',
    kind: 'read',
    licence: 'open',
    input: z.unknown(),
    async handle(_body, ctx) {
      return legacyUser(await ctx.services.users.currentUser(sessionOf(ctx)));
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/update',
    access: 'session',
    kind: 'write',
    input: UpdateProfileSchema,
    async handle(profile, ctx) {
      return legacyUser(await ctx.services.users.updateProfile(sessionOf(ctx), profile));
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/update-settings',
    access: 'session',
    kind: 'write',
    input: UpdateSettingsSchema,
    async handle(settings, ctx) {
      return legacyUser(await ctx.services.users.updateSettings(sessionOf(ctx), settings));
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/update-pass',
    access: 'session',
    kind: 'write',
    input: UpdatePasswordSchema,
    async handle(passwords, ctx) {
      await ctx.services.users.updatePassword(sessionOf(ctx), passwords);
      return null;
    },
  }),
]);
