import { legacyDates } from '../../core/rest/legacy-time.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import type { WrongBookQuestionView, WrongBookRepoView } from './wrongbook.service.ts';

/**
 * The learner's wrong-answer book. Practising it is a training of kind 2: `/api/book/train/start`
 * (or `/api/repo/train/start` with kind 2), then the usual `/api/repo/train/*` calls.
 */
export const wrongBookRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/book/repo/paging',
    access: 'session',
    async handle(body, ctx) {
      const page = await ctx.services.wrongBook.repos(sessionOf(ctx), body);
      return { ...page, records: page.records.map(legacyRepo) };
    },
  },
  {
    method: 'POST',
    path: '/api/book/qu/paging',
    access: 'session',
    async handle(body, ctx) {
      const page = await ctx.services.wrongBook.questions(sessionOf(ctx), body);
      return { ...page, records: page.records.map(legacyQuestion) };
    },
  },
]);

function legacyRepo(r: WrongBookRepoView) {
  return legacyDates({ ...r, repoId_dictText: r.repoTitle });
}

function legacyQuestion(q: WrongBookQuestionView) {
  return legacyDates({ ...q, id: q.quId, repoId_dictText: q.repoTitle });
}
