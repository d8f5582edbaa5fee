import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  WrongBookQuestionPageSchema,
  WrongBookRepoPageSchema,
  type WrongBookQuestionView,
  type WrongBookRepoView,
} from './wrongbook.service.ts';

/**
 * The learner's wrong-answer book. Practising it is a training of kind 2: `/api/book/train/start`
 * (or `/api/repo/train/start` with kind 2), then the usual `/api/repo/train/*` calls.
 */
export const wrongBookRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/book/repo/paging',
    access: 'session',
    kind: 'read',
    input: WrongBookRepoPageSchema,
    async handle(input, ctx) {
      const page = await ctx.services.wrongBook.repos(sessionOf(ctx), input);
      return { ...page, records: page.records.map(legacyRepo) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/book/qu/paging',
    access: 'session',
    kind: 'read',
    input: WrongBookQuestionPageSchema,
    async handle(input, ctx) {
      const page = await ctx.services.wrongBook.questions(sessionOf(ctx), input);
      return { ...page, records: page.records.map(legacyQuestion) };
    },
  }),
]);

/** The legacy row names the bank title `repoId_dictText`. */
function legacyRepo(r: WrongBookRepoView) {
  return { ...r, repoId_dictText: r.repoTitle };
}

/** The legacy row is the question (`id`) and names the bank title `repoId_dictText`. */
function legacyQuestion(q: WrongBookQuestionView) {
  return { ...q, id: q.quId, repoId_dictText: q.repoTitle };
}
