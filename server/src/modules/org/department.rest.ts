import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { id } from '../../core/input.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  DeleteDepartmentsSchema,
  SaveDepartmentSchema,
  SortDepartmentSchema,
  type DepartmentNodeView,
} from './department.service.ts';

/** Tree-select nodes also carry the value/label pair the legacy pickers read. */
/**
 * The legacy Department: the row's `rowGuid` is its id (unique and stable, as legacy clients use
 * it), on every node of a tree.
 */
function legacyNode(n: DepartmentNodeView): Record<string, unknown> {
  return { ...n, rowGuid: n.id, children: n.children.map(legacyNode) };
}

function selectNode(n: DepartmentNodeView): Record<string, unknown> {
  return {
    ...n,
    rowGuid: n.id,
    value: n.deptCode,
    label: n.deptName,
    children: n.children.map(selectNode),
  };
}

/** A filter text of a tree call (the service checks its length). */
const filterText = z.string().nullish();

export const departmentRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/depart/tree',
    // The filter text is deptName, or title / params.deptName from older clients.
    access: { permission: PERMISSIONS.departList },
    kind: 'read',
    input: z.object({
      deptName: filterText,
      title: filterText,
      params: z.preprocess((v) => v ?? {}, z.object({ deptName: filterText })),
    }),
    async handle({ deptName, title, params }, ctx) {
      const deptNameFilter = deptName ?? params.deptName ?? title;
      return (await ctx.services.departments.tree({ deptName: deptNameFilter })).map(legacyNode);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/depart/tree-select',
    // Pickers on many screens (user form, scopes) need it: any signed-in user.
    access: 'session',
    kind: 'read',
    input: z.unknown(),
    async handle(_body, ctx) {
      return (await ctx.services.departments.tree()).map(selectNode);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/depart/detail',
    access: { permission: PERMISSIONS.departList },
    kind: 'read',
    input: z.object({ id }),
    async handle(body, ctx) {
      const department = await ctx.services.departments.detail(body.id);
      return { ...department, rowGuid: department.id };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/depart/save',
    // sys:depart:add without an id, sys:depart:update with one (checked by the service).
    access: 'session',
    kind: 'write',
    input: SaveDepartmentSchema,
    handle(department, ctx) {
      return ctx.services.departments.save(sessionOf(ctx), department);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/depart/delete',
    access: { permission: PERMISSIONS.departDelete },
    kind: 'write',
    input: DeleteDepartmentsSchema,
    async handle(body, ctx) {
      return { count: await ctx.services.departments.delete(body) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/depart/sort',
    access: { permission: PERMISSIONS.departUpdate },
    kind: 'write',
    input: SortDepartmentSchema,
    async handle(body, ctx) {
      await ctx.services.departments.sort(body);
      return null;
    },
  }),
]);
