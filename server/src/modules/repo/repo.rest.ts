import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { id, ids, idUnderAnyOf } from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { ChapterListSchema, RepoPagingSchema, SaveRepoSchema } from './repo.service.ts';

/** The bank, named `repoId` or `id`. */
const RepoIdSchema = idUnderAnyOf(['repoId', 'id']);

export const repoRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/repo/paging',
    // Learners list banks to practise; a bank row carries no answer data.
    access: 'session',
    kind: 'read',
    input: legacyPagingSchema(RepoPagingSchema.pick({ title: true, excludes: true }).shape).extend({
      orders: RepoPagingSchema.shape.orders,
    }),
    handle({ current, size, params, orders }, ctx) {
      return ctx.services.repos.paging({ current, size, ...params, orders });
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/detail',
    access: 'session',
    kind: 'read',
    input: z.object({ id }),
    handle(input, ctx) {
      return ctx.services.repos.detail(input.id);
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/save',
    // repo:add without an id, repo:update with one (checked by the service).
    access: 'session',
    kind: 'write',
    input: SaveRepoSchema,
    handle(input, ctx) {
      return ctx.services.repos.save(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/delete',
    access: { permission: PERMISSIONS.repoDelete },
    kind: 'write',
    input: z.object({ ids: ids() }),
    async handle(input, ctx) {
      return { count: await ctx.services.repos.delete(input.ids) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/chapter-group',
    access: 'session',
    kind: 'read',
    input: RepoIdSchema,
    handle(repoId, ctx) {
      return ctx.services.repos.chapterGroup(repoId);
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/chapter/list',
    access: 'session',
    kind: 'read',
    input: ChapterListSchema,
    handle(input, ctx) {
      return ctx.services.repos.chapterList(input);
    },
  }),
]);
