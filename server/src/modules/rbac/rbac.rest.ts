import { z } from 'zod';
import { ADMIN_AREA, PERMISSIONS } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { absent } from '../../core/input.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { CreateMenuSchema, MenuTreeSchema, SortMenuSchema } from './menu.service.ts';
import { idListSchema, idSchema } from './rbac.rules.ts';
import { CreateRoleSchema, RoleListSchema, SaveRoleMenusSchema } from './role.service.ts';

/** An id that decides between create (absent, null or '') and update. */
const saveId = z.preprocess(absent, idSchema.optional());

/** The role filters, inside params or, from older clients, at the top level. */
const roleFilters = z.preprocess(
  (body) =>
    typeof body === 'object' &&
    body !== null &&
    'params' in body &&
    typeof body.params === 'object' &&
    body.params !== null
      ? body.params
      : body,
  RoleListSchema,
);

export const rbacRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/menu/routes',
    access: 'session',
    kind: 'read',
    input: z.unknown(),
    handle(_body, ctx) {
      return ctx.services.rbac.routesFor(sessionOf(ctx), ctx.lang);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/role/list',
    // The role select of the user screens and pickers: any admin.
    access: { permission: ADMIN_AREA },
    kind: 'read',
    input: roleFilters,
    handle(filters, ctx) {
      return ctx.services.roles.list(sessionOf(ctx), filters);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/role/detail',
    access: { permission: PERMISSIONS.roleList },
    kind: 'read',
    input: z.object({ id: idSchema }),
    handle(body, ctx) {
      return ctx.services.roles.detail(sessionOf(ctx), body.id);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/role/save',
    // sys:role:add without an id, sys:role:update with one (checked here, before the input).
    access: 'session',
    kind: 'write',
    input: CreateRoleSchema.extend({ id: saveId }),
    handle({ id, ...fields }, ctx) {
      const session = sessionOf(ctx);
      if (id !== undefined) {
        requirePermission(session, PERMISSIONS.roleUpdate);
        return ctx.services.roles.update(session, { id, ...fields });
      }
      requirePermission(session, PERMISSIONS.roleAdd);
      return ctx.services.roles.create(session, fields);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/role/delete',
    access: { permission: PERMISSIONS.roleDelete },
    kind: 'write',
    input: z.object({ ids: idListSchema(100) }),
    async handle(body, ctx) {
      return { count: await ctx.services.roles.delete(sessionOf(ctx), body.ids) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/role/list-menus',
    // The role is id or, from older clients, roleId.
    access: { permission: PERMISSIONS.roleList },
    kind: 'read',
    input: z
      .object({ id: idSchema.nullish(), roleId: idSchema.nullish() })
      .transform((body) => body.id ?? body.roleId)
      .pipe(idSchema),
    handle(roleId, ctx) {
      return ctx.services.roles.menuIds(roleId);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/role/save-menus',
    // { id | roleId, menuIds | ids }: the role's complete menu list.
    access: { permission: PERMISSIONS.roleUpdate },
    kind: 'write',
    input: z
      .object({
        roleId: idSchema.nullish(),
        id: idSchema.nullish(),
        menuIds: SaveRoleMenusSchema.shape.menuIds.nullish(),
        ids: SaveRoleMenusSchema.shape.menuIds.nullish(),
      })
      .transform((body) => ({ roleId: body.roleId ?? body.id, menuIds: body.menuIds ?? body.ids }))
      .pipe(SaveRoleMenusSchema),
    handle(grant, ctx) {
      return ctx.services.roles.saveMenus(sessionOf(ctx), grant);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/menu/tree',
    access: { permission: PERMISSIONS.menuList },
    kind: 'read',
    input: MenuTreeSchema,
    handle(options, ctx) {
      return ctx.services.menus.tree(options, ctx.lang);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/menu/detail',
    access: { permission: PERMISSIONS.menuList },
    kind: 'read',
    input: z.object({ id: idSchema }),
    handle(body, ctx) {
      return ctx.services.menus.detail(body.id);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/menu/save',
    // sys:menu:add without an id, sys:menu:update with one (checked here, before the input).
    access: 'session',
    kind: 'write',
    input: CreateMenuSchema.extend({ id: saveId }),
    handle({ id, ...fields }, ctx) {
      const session = sessionOf(ctx);
      if (id !== undefined) {
        requirePermission(session, PERMISSIONS.menuUpdate);
        return ctx.services.menus.update({ id, ...fields });
      }
      requirePermission(session, PERMISSIONS.menuAdd);
      return ctx.services.menus.create(fields);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/menu/delete',
    access: { permission: PERMISSIONS.menuDelete },
    kind: 'write',
    input: z.object({ ids: idListSchema(500) }),
    async handle(body, ctx) {
      return { count: await ctx.services.menus.delete(body.ids) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/menu/sort',
    access: { permission: PERMISSIONS.menuUpdate },
    kind: 'write',
    input: SortMenuSchema,
    handle(body, ctx) {
      return ctx.services.menus.sort(body);
    },
  }),
]);
