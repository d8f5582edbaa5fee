import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import type { DepartmentDetailView, DepartmentNodeView } from './department.service.ts';

/** Tree-select nodes also carry the value/label pair the legacy pickers read. */
function selectNode(n: DepartmentNodeView): Record<string, unknown> {
  return {
    ...n,
    value: n.deptCode,
    label: n.deptName,
    children: n.children.map(selectNode),
  };
}

function legacyDetail(d: DepartmentDetailView) {
  return { ...d, createTime: legacyTime(d.createTime), updateTime: legacyTime(d.updateTime) };
}

/** The filter text of a tree call: deptName, or title / params.deptName from older clients. */
function filterOf(body: Record<string, unknown>): unknown {
  const params =
    typeof body.params === 'object' && body.params !== null
      ? (body.params as Record<string, unknown>)
      : {};
  return body.deptName ?? params.deptName ?? body.title ?? null;
}

export const departmentRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/sys/depart/tree',
    access: { permission: PERMISSIONS.departList },
    handle(body, ctx) {
      return ctx.services.departments.tree({ deptName: filterOf(body) as string | null });
    },
  },
  {
    method: 'POST',
    path: '/api/sys/depart/tree-select',
    // Pickers on many screens (user form, scopes) need it: any signed-in user.
    access: 'session',
    async handle(_body, ctx) {
      return (await ctx.services.departments.tree()).map(selectNode);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/depart/detail',
    access: { permission: PERMISSIONS.departList },
    async handle(body, ctx) {
      return legacyDetail(await ctx.services.departments.detail(body.id));
    },
  },
  {
    method: 'POST',
    path: '/api/sys/depart/save',
    // sys:depart:add without an id, sys:depart:update with one (checked by the service).
    access: 'session',
    async handle(body, ctx) {
      return legacyDetail(await ctx.services.departments.save(sessionOf(ctx), body as never));
    },
  },
  {
    method: 'POST',
    path: '/api/sys/depart/delete',
    access: { permission: PERMISSIONS.departDelete },
    async handle(body, ctx) {
      return { count: await ctx.services.departments.delete({ ids: body.ids as string[] }) };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/depart/sort',
    access: { permission: PERMISSIONS.departUpdate },
    async handle(body, ctx) {
      await ctx.services.departments.sort({ id: body.id as string, sort: body.sort as 0 | 1 });
      return null;
    },
  },
]);
