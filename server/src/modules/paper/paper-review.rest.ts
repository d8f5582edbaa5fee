import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { id } from '../../core/input.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  HandedInPageSchema,
  MarkPapersAsSchema,
  PaperIdsSchema,
  ReviewPaperSchema,
} from './paper-review.inputs.ts';
import { toLegacyPaper } from './paper.legacy.ts';
import { toLegacyQuestion } from '../question/index.ts';

/** The paper's id, sent as `paperId` or `id`. */
const paperIdFields = { paperId: id.nullish(), id: id.nullish() };

/**
 * review-paper's two shapes: with `marks` the marking (the paper as paperId or id), without them
 * the read (the paper as id or paperId).
 */
const ReviewOrMarkSchema = z.union([
  ReviewPaperSchema.extend(paperIdFields).transform((v, ctx) => {
    const paperId = v.paperId ?? v.id;
    if (paperId == null) {
      ctx.addIssue({ code: 'custom', path: ['paperId'], message: 'paperId is required' });
      return z.NEVER;
    }
    return { marking: true as const, paperId, marks: v.marks };
  }),
  z.object({ ...paperIdFields, marks: z.undefined().optional() }).transform((v, ctx) => {
    const paperId = v.id ?? v.paperId;
    if (paperId == null) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'id is required' });
      return z.NEVER;
    }
    return { marking: false as const, id: paperId };
  }),
]);

/**
 * Admin paper management and the watch detail's handed-in list.
 * - review-paper (paper:review), one path, two shapes:
 *   { id } reads the paper for marking (GraphQL `paperReview`);
 *   { paperId, marks: [{ quId, score, comment }] } marks it (GraphQL `reviewPaper`) and returns
 *   { id, state, objScore, subjScore, userScore, totalScore, passed }.
 * - mark-as { ids, reviewState } (paper:mark-as) -> how many changed.
 * - delete { ids } (paper:delete) -> how many deleted.
 * - /api/exam/watch/hand-paging { current, size, params { examId, realName, hasEx } } (paper:list);
 *   the legacy params handState and overwrite are accepted and ignored (always handed-in papers).
 */
export const paperReviewRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/paper/paper/review-paper',
    access: { permission: PERMISSIONS.paperReview },
    kind: 'write',
    input: ReviewOrMarkSchema,
    async handle(input, ctx) {
      if (input.marking) {
        return toLegacyPaper(
          await ctx.services.paperReview.mark(sessionOf(ctx), {
            paperId: input.paperId,
            marks: input.marks,
          }),
        );
      }
      const paper = await ctx.services.paperReview.review({ id: input.id });
      const items = paper.items.map((i) => ({
        ...i,
        question: i.question === null ? null : toLegacyQuestion(i.question),
      }));
      return { ...toLegacyPaper(paper), items };
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/paper/mark-as',
    access: { permission: PERMISSIONS.paperMarkAs },
    kind: 'write',
    input: MarkPapersAsSchema,
    handle(input, ctx) {
      return ctx.services.paperReview.markAs(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/paper/delete',
    access: { permission: PERMISSIONS.paperDelete },
    kind: 'write',
    input: PaperIdsSchema,
    handle(input, ctx) {
      return ctx.services.paperReview.delete(input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/watch/hand-paging',
    access: { permission: PERMISSIONS.paperList },
    kind: 'read',
    input: HandedInPageSchema,
    handle(input, ctx) {
      return ctx.services.paperReview.handedIn(input);
    },
  }),
]);
