import { ADMIN_AREA, PERMISSIONS } from '../../core/auth/permissions.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import type { RoleView } from './role.service.ts';

function legacyRole(r: RoleView) {
  return { ...r, createTime: legacyTime(r.createTime), updateTime: legacyTime(r.updateTime) };
}

const params = (body: Record<string, unknown>) =>
  (typeof body.params === 'object' && body.params !== null ? body.params : body) as Record<
    string,
    unknown
  >;

const hasId = (body: Record<string, unknown>) =>
  body.id !== undefined && body.id !== null && body.id !== '';

export const rbacRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/sys/menu/routes',
    access: 'session',
    handle(_body, ctx) {
      return ctx.services.rbac.routesFor(sessionOf(ctx), ctx.lang);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/role/list',
    // The role select of the user screens and pickers: any admin.
    access: { permission: ADMIN_AREA },
    async handle(body, ctx) {
      const p = params(body);
      const roles = await ctx.services.roles.list(sessionOf(ctx), {
        roleName: p.roleName as string | undefined,
        roleType: p.roleType as number | undefined,
      });
      return roles.map(legacyRole);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/role/detail',
    access: { permission: PERMISSIONS.roleList },
    async handle(body, ctx) {
      return legacyRole(await ctx.services.roles.detail(sessionOf(ctx), body.id as string));
    },
  },
  {
    method: 'POST',
    path: '/api/sys/role/save',
    // sys:role:add without an id, sys:role:update with one (checked here, before the input).
    access: 'session',
    async handle(body, ctx) {
      const session = sessionOf(ctx);
      if (hasId(body)) {
        requirePermission(session, PERMISSIONS.roleUpdate);
        return legacyRole(await ctx.services.roles.update(session, body as never));
      }
      requirePermission(session, PERMISSIONS.roleAdd);
      return legacyRole(await ctx.services.roles.create(session, body as never));
    },
  },
  {
    method: 'POST',
    path: '/api/sys/role/delete',
    access: { permission: PERMISSIONS.roleDelete },
    async handle(body, ctx) {
      return { count: await ctx.services.roles.delete(sessionOf(ctx), body.ids as string[]) };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/role/list-menus',
    access: { permission: PERMISSIONS.roleList },
    handle(body, ctx) {
      return ctx.services.roles.menuIds((body.id ?? body.roleId) as string);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/role/save-menus',
    // { id | roleId, menuIds | ids }: the role's complete menu list.
    access: { permission: PERMISSIONS.roleUpdate },
    handle(body, ctx) {
      return ctx.services.roles.saveMenus(sessionOf(ctx), {
        roleId: (body.roleId ?? body.id) as string,
        menuIds: (body.menuIds ?? body.ids) as string[],
      });
    },
  },
  {
    method: 'POST',
    path: '/api/sys/menu/tree',
    access: { permission: PERMISSIONS.menuList },
    handle(body, ctx) {
      return ctx.services.menus.tree(
        {
          withRoot: body.withRoot as boolean | undefined,
          excludeFunctions: body.excludeFunctions as boolean | undefined,
        },
        ctx.lang,
      );
    },
  },
  {
    method: 'POST',
    path: '/api/sys/menu/detail',
    access: { permission: PERMISSIONS.menuList },
    handle(body, ctx) {
      return ctx.services.menus.detail(body.id as string);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/menu/save',
    // sys:menu:add without an id, sys:menu:update with one (checked here, before the input).
    access: 'session',
    handle(body, ctx) {
      const session = sessionOf(ctx);
      if (hasId(body)) {
        requirePermission(session, PERMISSIONS.menuUpdate);
        return ctx.services.menus.update(body as never);
      }
      requirePermission(session, PERMISSIONS.menuAdd);
      return ctx.services.menus.create(body as never);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/menu/delete',
    access: { permission: PERMISSIONS.menuDelete },
    async handle(body, ctx) {
      return { count: await ctx.services.menus.delete(body.ids as string[]) };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/menu/sort',
    access: { permission: PERMISSIONS.menuUpdate },
    handle(body, ctx) {
      return ctx.services.menus.sort({ id: body.id as string, sort: body.sort as number });
    },
  },
]);
