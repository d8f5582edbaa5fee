import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { ids } from '../../core/input.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { SaveDictCatalogSchema, SaveDictValueSchema, ValueTreeSchema } from './dict.service.ts';

/** A catalogue filter text; legacy clients may send a number (the service checks its length). */
const filterText = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.string().nullish(),
);
const filterFields = { keyword: filterText, title: filterText };

export const dictRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/dic/tree',
    // The filter is keyword or title, at the top level or inside params.
    access: { permission: PERMISSIONS.dicList },
    kind: 'read',
    input: z.object({
      ...filterFields,
      params: z.preprocess((v) => v ?? {}, z.object(filterFields)),
    }),
    handle({ keyword, title, params }, ctx) {
      return ctx.services.dict.catalogTree(keyword ?? title ?? params.keyword ?? params.title);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/dic/save',
    // sys:dic:add without an id, sys:dic:update with one (checked by the service).
    access: 'session',
    kind: 'write',
    input: SaveDictCatalogSchema,
    handle(catalog, ctx) {
      return ctx.services.dict.saveCatalog(sessionOf(ctx), catalog);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/dic/delete',
    access: { permission: PERMISSIONS.dicDelete },
    kind: 'write',
    input: z.object({ ids: ids() }),
    async handle(body, ctx) {
      return { count: await ctx.services.dict.deleteCatalogs(body.ids) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/dic/value/tree',
    // Screens and pickers of every signed-in user read dictionaries.
    access: 'session',
    kind: 'read',
    input: ValueTreeSchema,
    handle(query, ctx) {
      return ctx.services.dict.valueTree(query);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/dic/value/list',
    // The dictionary fetch by dicCode ([{ value, title }]) the client caches for 5 minutes.
    access: 'session',
    kind: 'read',
    input: ValueTreeSchema.pick({ dicCode: true }),
    handle({ dicCode }, ctx) {
      return ctx.services.dict.items(dicCode);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/dic/value/save',
    // sys:dic:add without an id, sys:dic:update with one (checked by the service).
    access: 'session',
    kind: 'write',
    input: SaveDictValueSchema,
    handle(value, ctx) {
      return ctx.services.dict.saveValue(sessionOf(ctx), value);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/dic/value/delete',
    access: { permission: PERMISSIONS.dicDelete },
    kind: 'write',
    input: z.object({ ids: ids() }),
    async handle(body, ctx) {
      return { count: await ctx.services.dict.deleteValues(body.ids) };
    },
  }),
]);
