import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { toLegacyQuestion } from '../question/index.ts';
import { TrainingKind } from './training.constants.ts';
import {
  StartTrainingSchema,
  TrainingAnswerSchema,
  TrainingIdSchema,
  TrainingPageSchema,
  TrainingQuestionSchema,
} from './training.inputs.ts';
import type { TrainingView } from './training.service.ts';

/**
 * `/api/repo/train/*`. qu-detail, fill and check answer the legacy Question (answerList ...);
 * fill / check take the question as qu-detail returned it (answerList or options with `checked`,
 * answerList[i].answer, `answer`, `blanks`, `pairs`, `subList`) or the clean shape (optionIds,
 * text, blanks, pairs, sub).
 */
export const trainingRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/repo/train/start',
    access: 'session',
    kind: 'own-work',
    input: StartTrainingSchema,
    async handle(input, ctx) {
      return legacyTraining(await ctx.services.training.start(sessionOf(ctx), input, ctx.lang));
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/train/qu-detail',
    access: 'session',
    kind: 'read',
    input: TrainingQuestionSchema,
    async handle({ trainId, quId }, ctx) {
      return toLegacyQuestion(
        await ctx.services.training.question(sessionOf(ctx), { trainId, quId }),
      );
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/train/fill',
    access: 'session',
    kind: 'own-work',
    input: TrainingAnswerSchema,
    async handle(input, ctx) {
      return toLegacyQuestion(await ctx.services.training.fill(sessionOf(ctx), input));
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/train/check',
    access: 'session',
    kind: 'own-work',
    input: TrainingAnswerSchema,
    async handle(input, ctx) {
      return toLegacyQuestion(await ctx.services.training.check(sessionOf(ctx), input));
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/train/card',
    access: 'session',
    kind: 'read',
    input: TrainingIdSchema,
    handle(input, ctx) {
      return ctx.services.training.card(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/train/detail',
    access: 'session',
    kind: 'read',
    input: TrainingIdSchema,
    async handle(input, ctx) {
      return legacyTraining(await ctx.services.training.detail(sessionOf(ctx), input, ctx.lang));
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/train/finish',
    access: 'session',
    kind: 'own-work',
    input: TrainingIdSchema,
    async handle(input, ctx) {
      return legacyTraining(await ctx.services.training.finish(sessionOf(ctx), input, ctx.lang));
    },
  }),
  route({
    method: 'POST',
    path: '/api/repo/train/paging',
    access: 'session',
    kind: 'read',
    input: TrainingPageSchema,
    async handle(input, ctx) {
      const page = await ctx.services.training.paging(sessionOf(ctx), input, ctx.lang);
      return { ...page, records: page.records.map(legacyTraining) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/book/train/start',
    access: 'session',
    kind: 'own-work',
    // Always a wrong-book training (kind 2), whatever kind the body names.
    input: StartTrainingSchema.omit({ kind: true }),
    async handle(input, ctx) {
      const t = await ctx.services.training.start(
        sessionOf(ctx),
        { ...input, kind: TrainingKind.BOOK },
        ctx.lang,
      );
      return legacyTraining(t);
    },
  }),
]);

/** The legacy train history row names (repoId_dictText, mode_dictText, createTime, updateTime). */
function legacyTraining(t: TrainingView) {
  return {
    ...t,
    repoId_dictText: t.title,
    mode_dictText: t.modeText,
    createTime: t.createdAt,
    updateTime: t.updatedAt,
  };
}
