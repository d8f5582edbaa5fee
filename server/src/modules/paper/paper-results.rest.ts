import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import { pagingParams } from '../../core/rest/files.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import { legacyDates } from '../../core/rest/legacy-time.ts';
import type { MyPaperPageInput, PaperIdInput } from './paper-results.inputs.ts';
import type { ExamPaperPageInput } from './paper-review.inputs.ts';

/**
 * Learner results (spec section 7, /api/paper/paper/*). Bodies go to the service as they are: its
 * zod schemas validate them.
 * - paper-result {id} -> the PaperResult of GraphQL `paperResult`, plus the spec's Paper names
 *   userObjScore / userSubjScore and the exam title as examTitle.
 * - paging {current, size, params {examId, userId, title}} -> my papers (userId: self unless the
 *   caller holds paper:list). The back office's paper management sends params.admin = true: then
 *   it is GraphQL `examPapers` (params examId, realName, state) and needs paper:list.
 * Times (startedAt, handedAt, answersFrom) are legacy `yyyy-MM-dd HH:mm:ss`, GraphQL's are ISO.
 */
export const paperResultsRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/paper/paper/paper-result',
    access: 'session',
    async handle(body, ctx) {
      const r = await ctx.services.paperResults.result(sessionOf(ctx), body as PaperIdInput);
      return legacyDates({
        ...r,
        examTitle: r.title,
        userObjScore: r.objScore,
        userSubjScore: r.subjScore,
      });
    },
  },
  {
    method: 'POST',
    path: '/api/paper/paper/paging',
    access: 'session',
    async handle(body, ctx) {
      const session = sessionOf(ctx);
      const params = pagingParams(body);
      if (params.admin === true || params.admin === 'true') {
        if (!hasPermission(session, PERMISSIONS.paperList)) throw new AppError('PERMISSION_DENIED');
        const { admin: _admin, ...rest } = params;
        return legacyDates(
          await ctx.services.paperReview.examPapers({
            ...body,
            params: rest,
          } as ExamPaperPageInput),
        );
      }
      return legacyDates(
        await ctx.services.paperResults.myPapers(session, body as MyPaperPageInput),
      );
    },
  },
]);
