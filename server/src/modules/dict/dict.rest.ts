import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';

const params = (body: Record<string, unknown>) =>
  (typeof body.params === 'object' && body.params !== null ? body.params : {}) as Record<
    string,
    unknown
  >;

const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

export const dictRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/sys/dic/tree',
    access: { permission: PERMISSIONS.dicList },
    handle(body, ctx) {
      const p = params(body);
      return ctx.services.dict.catalogTree(
        text(body.keyword) ?? text(body.title) ?? text(p.keyword) ?? text(p.title),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/sys/dic/save',
    // sys:dic:add without an id, sys:dic:update with one (checked by the service).
    access: 'session',
    handle(body, ctx) {
      return ctx.services.dict.saveCatalog(sessionOf(ctx), body as never);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/dic/delete',
    access: { permission: PERMISSIONS.dicDelete },
    async handle(body, ctx) {
      return { count: await ctx.services.dict.deleteCatalogs(body.ids as string[]) };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/dic/value/tree',
    // Screens and pickers of every signed-in user read dictionaries.
    access: 'session',
    handle(body, ctx) {
      return ctx.services.dict.valueTree({
        dicCode: body.dicCode as string,
        excludes: body.excludes as string[] | undefined,
      });
    },
  },
  {
    method: 'POST',
    path: '/api/sys/dic/value/list',
    // The dictionary fetch by dicCode ([{ value, title }]) the client caches for 5 minutes.
    access: 'session',
    handle(body, ctx) {
      return ctx.services.dict.items(body.dicCode as string);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/dic/value/save',
    // sys:dic:add without an id, sys:dic:update with one (checked by the service).
    access: 'session',
    handle(body, ctx) {
      return ctx.services.dict.saveValue(sessionOf(ctx), body as never);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/dic/value/delete',
    access: { permission: PERMISSIONS.dicDelete },
    async handle(body, ctx) {
      return { count: await ctx.services.dict.deleteValues(body.ids as string[]) };
    },
  },
]);
