import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import { legacyDates } from '../../core/rest/legacy-time.ts';
import type { FillAnswerInput } from './paper.inputs.ts';
import type { PaperQuestionView } from './paper.service.ts';

/**
 * `/api/paper/paper/*` taking routes and `/api/exam/watch/extra-time` (spec section 3). Bodies go to
 * the service as they are; its zod schemas validate them. Times (startedAt, deadline) are legacy
 * `yyyy-MM-dd HH:mm:ss`.
 */
export const paperRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/paper/paper/create-paper',
    access: 'session',
    handle(body, ctx) {
      return ctx.services.papers.createPaper(sessionOf(ctx), {
        examId: body.examId as string,
        password: body.password as string | undefined,
      });
    },
  },
  {
    method: 'POST',
    path: '/api/paper/paper/paper-detail',
    access: 'session',
    async handle(body, ctx) {
      return legacyDates(
        await ctx.services.papers.paperDetail(sessionOf(ctx), { id: body.id as string }),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/paper/paper/qu-detail',
    access: 'session',
    async handle(body, ctx) {
      const q = await ctx.services.papers.paperQuestion(sessionOf(ctx), {
        paperId: body.paperId as string,
        quId: body.quId as string,
      });
      return legacyQuestion(q);
    },
  },
  {
    method: 'POST',
    path: '/api/paper/paper/fill-answer',
    access: 'session',
    handle(body, ctx) {
      return ctx.services.papers.fillAnswer(sessionOf(ctx), body as FillAnswerInput);
    },
  },
  {
    method: 'POST',
    path: '/api/paper/paper/hand-exam',
    access: 'session',
    handle(body, ctx) {
      return ctx.services.papers.handExam(sessionOf(ctx), { id: body.id as string });
    },
  },
  {
    method: 'POST',
    path: '/api/paper/paper/left-time',
    access: 'session',
    handle(body, ctx) {
      return ctx.services.papers.leftTime(sessionOf(ctx), { id: body.id as string });
    },
  },
  {
    method: 'POST',
    path: '/api/exam/watch/extra-time',
    access: { permission: 'exam:watch:extra-time' },
    async handle(body, ctx) {
      return legacyDates(
        await ctx.services.papers.grantExtraTime(sessionOf(ctx), {
          examId: body.examId as string,
          userId: body.userId as string,
          minutes: body.minutes as number,
        }),
      );
    },
  },
]);

/** The spec's question names added: answerList (the options), quContent. */
function legacyQuestion(q: PaperQuestionView): Record<string, unknown> {
  return {
    ...q,
    quContent: q.content,
    answerList: q.options,
    subList: q.subList.map(legacyQuestion),
  };
}
