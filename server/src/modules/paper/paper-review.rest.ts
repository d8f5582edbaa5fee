import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import { legacyDates } from '../../core/rest/legacy-time.ts';
import type { PaperIdInput } from './paper-results.inputs.ts';
import type {
  HandedInPageInput,
  MarkPapersAsInput,
  PaperIdsInput,
  ReviewPaperInput,
} from './paper-review.inputs.ts';

/**
 * Admin paper management (admin back office section 7) and the watch detail's handed-in list.
 * - review-paper (paper:review), one path, two shapes:
 *   { id } reads the paper for marking (GraphQL `paperReview`);
 *   { paperId, marks: [{ quId, score, comment }] } marks it (GraphQL `reviewPaper`) and returns
 *   { id, state, objScore, subjScore, userScore, totalScore, passed }.
 * - mark-as { ids, reviewState } (paper:mark-as) -> how many changed.
 * - delete { ids } (paper:delete) -> how many deleted.
 * - /api/exam/watch/hand-paging { current, size, params { examId, realName, hasEx } } (paper:list);
 *   the legacy params handState and overwrite are accepted and ignored (always handed-in papers).
 * Times (startedAt, handedAt, reviewedAt, handTime) are legacy `yyyy-MM-dd HH:mm:ss`.
 */
export const paperReviewRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/paper/paper/review-paper',
    access: { permission: PERMISSIONS.paperReview },
    async handle(body, ctx) {
      if (body.marks !== undefined) {
        return ctx.services.paperReview.mark(sessionOf(ctx), {
          ...body,
          paperId: body.paperId ?? body.id,
        } as ReviewPaperInput);
      }
      return legacyDates(
        await ctx.services.paperReview.review({ id: body.id ?? body.paperId } as PaperIdInput),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/paper/paper/mark-as',
    access: { permission: PERMISSIONS.paperMarkAs },
    handle(body, ctx) {
      return ctx.services.paperReview.markAs(sessionOf(ctx), body as MarkPapersAsInput);
    },
  },
  {
    method: 'POST',
    path: '/api/paper/paper/delete',
    access: { permission: PERMISSIONS.paperDelete },
    handle(body, ctx) {
      return ctx.services.paperReview.delete(body as PaperIdsInput);
    },
  },
  {
    method: 'POST',
    path: '/api/exam/watch/hand-paging',
    access: { permission: PERMISSIONS.paperList },
    async handle(body, ctx) {
      return legacyDates(await ctx.services.paperReview.handedIn(body as HandedInPageInput));
    },
  },
]);
