import { legacyDates } from '../../core/rest/legacy-time.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import { TrainingKind } from './training.constants.ts';
import type { StartTrainingInput, TrainingAnswerInput } from './training.inputs.ts';
import type { TrainingView } from './training.service.ts';

/**
 * `/api/repo/train/*` (spec section 7). Bodies go to the service as they are: its zod schemas
 * validate them. fill / check take the question as qu-detail returned it (options with `checked`,
 * `answer`, `blanks`, `pairs`, `subList`) or the clean shape (optionIds, text, blanks, pairs, sub).
 */
export const trainingRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/repo/train/start',
    access: 'session',
    async handle(body, ctx) {
      const t = await ctx.services.training.start(
        sessionOf(ctx),
        body as StartTrainingInput,
        ctx.lang,
      );
      return legacyTraining(t);
    },
  },
  {
    method: 'POST',
    path: '/api/repo/train/qu-detail',
    access: 'session',
    handle(body, ctx) {
      return ctx.services.training.question(sessionOf(ctx), {
        trainId: body.trainId as string,
        quId: body.quId as string,
      });
    },
  },
  {
    method: 'POST',
    path: '/api/repo/train/fill',
    access: 'session',
    handle(body, ctx) {
      return ctx.services.training.fill(sessionOf(ctx), body as TrainingAnswerInput);
    },
  },
  {
    method: 'POST',
    path: '/api/repo/train/check',
    access: 'session',
    handle(body, ctx) {
      return ctx.services.training.check(sessionOf(ctx), body as TrainingAnswerInput);
    },
  },
  {
    method: 'POST',
    path: '/api/repo/train/card',
    access: 'session',
    handle(body, ctx) {
      return ctx.services.training.card(sessionOf(ctx), { id: body.id as string });
    },
  },
  {
    method: 'POST',
    path: '/api/repo/train/detail',
    access: 'session',
    async handle(body, ctx) {
      const t = await ctx.services.training.detail(
        sessionOf(ctx),
        { id: body.id as string },
        ctx.lang,
      );
      return legacyTraining(t);
    },
  },
  {
    method: 'POST',
    path: '/api/repo/train/finish',
    access: 'session',
    async handle(body, ctx) {
      const t = await ctx.services.training.finish(
        sessionOf(ctx),
        { id: body.id as string },
        ctx.lang,
      );
      return legacyTraining(t);
    },
  },
  {
    method: 'POST',
    path: '/api/repo/train/paging',
    access: 'session',
    async handle(body, ctx) {
      const page = await ctx.services.training.paging(sessionOf(ctx), body, ctx.lang);
      return { ...page, records: page.records.map(legacyTraining) };
    },
  },
  {
    method: 'POST',
    path: '/api/book/train/start',
    access: 'session',
    async handle(body, ctx) {
      const t = await ctx.services.training.start(
        sessionOf(ctx),
        { ...(body as StartTrainingInput), kind: TrainingKind.BOOK },
        ctx.lang,
      );
      return legacyTraining(t);
    },
  },
]);

/** The spec's train history row names (repoId_dictText, mode_dictText, updateTime) added; legacy times. */
function legacyTraining(t: TrainingView) {
  return legacyDates({
    ...t,
    repoId_dictText: t.title,
    mode_dictText: t.modeText,
    createTime: t.createdAt,
    updateTime: t.updatedAt,
  });
}
