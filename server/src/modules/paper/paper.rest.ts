import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  CreatePaperSchema,
  ExtraTimeSchema,
  FillAnswerSchema,
  PaperIdSchema,
  PaperQuestionSchema,
} from './paper.inputs.ts';
import { toLegacyQuestion } from '../question/index.ts';
import { toLegacyPaper } from './paper.legacy.ts';

/** `/api/paper/paper/*` taking routes and `/api/exam/watch/extra-time`. */
export const paperRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/paper/paper/create-paper',
    access: 'session',
    kind: 'own-work',
    input: CreatePaperSchema,
    handle(input, ctx) {
      return ctx.services.papers.createPaper(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/paper/paper-detail',
    access: 'session',
    kind: 'read',
    input: PaperIdSchema,
    async handle(input, ctx) {
      return toLegacyPaper(await ctx.services.papers.paperDetail(sessionOf(ctx), input));
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/paper/qu-detail',
    access: 'session',
    kind: 'read',
    input: PaperQuestionSchema,
    async handle(input, ctx) {
      return toLegacyQuestion(await ctx.services.papers.paperQuestion(sessionOf(ctx), input));
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/paper/fill-answer',
    access: 'session',
    kind: 'own-work',
    input: FillAnswerSchema,
    handle(input, ctx) {
      return ctx.services.papers.fillAnswer(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/paper/hand-exam',
    access: 'session',
    kind: 'own-work',
    input: PaperIdSchema,
    async handle(input, ctx) {
      return toLegacyPaper(await ctx.services.papers.handExam(sessionOf(ctx), input));
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/paper/left-time',
    access: 'session',
    kind: 'read',
    input: PaperIdSchema,
    handle(input, ctx) {
      return ctx.services.papers.leftTime(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/watch/extra-time',
    access: { permission: 'exam:watch:extra-time' },
    kind: 'write',
    input: ExtraTimeSchema,
    handle(input, ctx) {
      return ctx.services.papers.grantExtraTime(sessionOf(ctx), input);
    },
  }),
]);
