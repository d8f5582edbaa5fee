import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { legacyPagingSchema } from '../../core/paging.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { MyPaperPageSchema, PaperIdSchema } from './paper-results.inputs.ts';
import { ExamPaperPageSchema } from './paper-review.inputs.ts';
import { toLegacyPaper } from './paper.legacy.ts';
import { toLegacyQuestion } from '../question/index.ts';

/** params.admin as the back office sends it; any other value asks for the caller's own papers. */
const adminOn = z.union([z.literal(true), z.literal('true')]);
const adminOff = z
  .unknown()
  .refine((v) => v !== true && v !== 'true', 'not the admin list')
  .optional();

/**
 * The paging body: with params.admin the admin list of an exam's papers (params examId, realName,
 * state), otherwise the caller's papers (params examId, userId, title).
 */
const PaperPagingSchema = z.union([
  legacyPagingSchema({ ...ExamPaperPageSchema.shape.params.out.shape, admin: adminOn }).transform(
    ({ params: { admin: _admin, ...params }, ...page }) => ({
      ...page,
      params,
      admin: true as const,
    }),
  ),
  legacyPagingSchema({ ...MyPaperPageSchema.shape.params.out.shape, admin: adminOff }).transform(
    ({ params: { admin: _admin, ...params }, ...page }) => ({
      ...page,
      params,
      admin: false as const,
    }),
  ),
]);

/**
 * Learner results (/api/paper/paper/*).
 * - paper-result {id} -> the PaperResult of GraphQL `paperResult` as the legacy Paper (and each
 *   item's question as the legacy Question), plus the exam title as examTitle.
 * - paging {current, size, params {examId, userId, title}} -> my papers (userId: self unless the
 *   caller holds paper:list). The back office's paper management sends params.admin = true: then
 *   it is GraphQL `examPapers` (params examId, realName, state) and needs paper:list.
 */
export const paperResultsRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/paper/paper/paper-result',
    access: 'session',
    kind: 'read',
    input: PaperIdSchema,
    async handle(input, ctx) {
      const r = await ctx.services.paperResults.result(sessionOf(ctx), input);
      const items = r.items.map((i) => ({
        ...i,
        question: i.question === null ? null : toLegacyQuestion(i.question),
      }));
      return { ...toLegacyPaper(r), examTitle: r.title, items };
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/paper/paging',
    access: 'session',
    kind: 'read',
    input: PaperPagingSchema,
    async handle(input, ctx) {
      const session = sessionOf(ctx);
      if (input.admin) {
        requirePermission(session, PERMISSIONS.paperList);
        const { admin: _admin, ...page } = input;
        const papers = await ctx.services.paperReview.examPapers(page);
        return { ...papers, records: papers.records.map(toLegacyPaper) };
      }
      const { admin: _admin, ...page } = input;
      const papers = await ctx.services.paperResults.myPapers(session, page);
      return { ...papers, records: papers.records.map(toLegacyPaper) };
    },
  }),
]);
