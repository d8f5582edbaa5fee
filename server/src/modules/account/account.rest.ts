import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { legacyPagingSchema } from '../../core/paging.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { RequestCodeSchema } from '../sms/index.ts';
import { MobileLoginSchema, RegisterSchema, ResetPasswordSchema } from './account.service.ts';
import {
  BindInfoSchema,
  BindMobileSchema,
  BindingPagingSchema,
  DirectMobileSchema,
  UnbindByIdSchema,
  UnbindSchema,
} from './binding.service.ts';

export const accountRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/user/sms',
    access: 'public',
    kind: 'write',
    input: RequestCodeSchema,
    handle(input, ctx) {
      return ctx.services.accountSms.send(input, ctx.ip, ctx.session?.userId ?? null);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/reg',
    access: 'public',
    kind: 'write',
    input: RegisterSchema,
    async handle(input, ctx) {
      const { token, state } = await ctx.services.account.register(input, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return { token, state };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/mobile-login',
    access: 'public',
    kind: 'write',
    input: MobileLoginSchema,
    async handle(input, ctx) {
      const { token } = await ctx.services.account.mobileLogin(input, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return { token };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/reset-pass',
    access: 'public',
    kind: 'write',
    input: ResetPasswordSchema,
    async handle(input, ctx) {
      await ctx.services.account.resetPassword(input, ctx.ip);
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/bind/bind-mobile',
    access: 'session',
    kind: 'write',
    input: BindMobileSchema,
    handle(input, ctx) {
      return ctx.services.bindings.bindMobile(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/bind/unbind-mobile',
    access: 'session',
    kind: 'write',
    input: BindMobileSchema,
    async handle(input, ctx) {
      await ctx.services.bindings.unbindMobile(sessionOf(ctx), input);
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/bind/bind-list',
    access: 'session',
    kind: 'read',
    input: z.unknown(),
    handle(_input, ctx) {
      return ctx.services.bindings.list(sessionOf(ctx).userId);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/bind/bind-info',
    access: 'session',
    kind: 'read',
    input: BindInfoSchema,
    handle(input, ctx) {
      return ctx.services.bindings.info(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/bind/unbind',
    access: 'session',
    kind: 'write',
    input: UnbindSchema,
    async handle(input, ctx) {
      await ctx.services.bindings.unbind(sessionOf(ctx), input);
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/bind/paging',
    access: { permission: PERMISSIONS.userList },
    kind: 'read',
    input: legacyPagingSchema({ userId: BindingPagingSchema.shape.userId }),
    handle({ current, size, params }, ctx) {
      return ctx.services.bindings.paging(sessionOf(ctx), { current, size, ...params });
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/bind/direct-bind',
    access: { permission: PERMISSIONS.userUpdate },
    kind: 'write',
    input: DirectMobileSchema,
    handle(input, ctx) {
      return ctx.services.bindings.directBind(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/bind/direct-unbind',
    access: { permission: PERMISSIONS.userUpdate },
    kind: 'write',
    input: DirectMobileSchema,
    async handle(input, ctx) {
      await ctx.services.bindings.directUnbind(sessionOf(ctx), input);
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/bind/unbind-by-id',
    access: { permission: PERMISSIONS.userUpdate },
    kind: 'write',
    input: UnbindByIdSchema,
    async handle(input, ctx) {
      await ctx.services.bindings.unbindById(sessionOf(ctx), input);
      return null;
    },
  }),
]);
