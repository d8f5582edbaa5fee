import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { pagingParams } from '../../core/rest/files.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import type { Page } from '../../core/paging.ts';
import type { RepoDetailView, RepoView } from './repo.service.ts';

function legacyRepo<T extends RepoView>(r: T) {
  return { ...r, createTime: legacyTime(r.createTime), updateTime: legacyTime(r.updateTime) };
}

function legacyPage<T extends RepoView>(p: Page<T>) {
  return { ...p, records: p.records.map(legacyRepo) };
}

const legacyDetail = (d: RepoDetailView) => legacyRepo(d);

export const repoRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/repo/paging',
    // Learners list banks to practise; a bank row carries no answer data.
    access: 'session',
    async handle(body, ctx) {
      const p = pagingParams(body);
      return legacyPage(
        await ctx.services.repos.paging({
          current: body.current as number,
          size: body.size as number,
          title: p.title as string | undefined,
          excludes: p.excludes as string[] | undefined,
          orders: body.orders as never,
        }),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/repo/detail',
    access: 'session',
    async handle(body, ctx) {
      return legacyDetail(await ctx.services.repos.detail(body.id as string));
    },
  },
  {
    method: 'POST',
    path: '/api/repo/save',
    // repo:add without an id, repo:update with one (checked by the service).
    access: 'session',
    async handle(body, ctx) {
      return legacyDetail(await ctx.services.repos.save(sessionOf(ctx), body as never));
    },
  },
  {
    method: 'POST',
    path: '/api/repo/delete',
    access: { permission: PERMISSIONS.repoDelete },
    async handle(body, ctx) {
      return { count: await ctx.services.repos.delete(body.ids as string[]) };
    },
  },
  {
    method: 'POST',
    path: '/api/repo/chapter-group',
    access: 'session',
    handle(body, ctx) {
      return ctx.services.repos.chapterGroup((body.repoId ?? body.id) as string);
    },
  },
  {
    method: 'POST',
    path: '/api/repo/chapter/list',
    access: 'session',
    handle(body, ctx) {
      return ctx.services.repos.chapterList({
        repoId: body.repoId as string,
        title: body.title as string | undefined,
      });
    },
  },
]);
