import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { sendDownload } from '../../core/rest/files.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { ApplyLevelSchema, ExamAnalysisSchema } from './analysis.service.ts';

/**
 * Item analysis routes (rules in analysis.service.ts):
 * - /api/exam/analysis/detail { id }: the exam's analysis;
 * - /api/exam/analysis/export { id }: the same as xlsx (POST download);
 * - /api/exam/analysis/apply-level { examId, quId }: the suggested level onto the bank question
 *   (also needs qu:update).
 */
export const analysisRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/exam/analysis/detail',
    access: { permission: PERMISSIONS.examAnalysis },
    kind: 'read',
    input: ExamAnalysisSchema,
    handle(body, ctx) {
      return ctx.services.analysis.examAnalysis(body);
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/analysis/export',
    access: { permission: PERMISSIONS.examAnalysis },
    kind: 'read',
    input: ExamAnalysisSchema,
    async handle(body, ctx) {
      return sendDownload(ctx.res, await ctx.services.analysis.exportXlsx(body, ctx.lang));
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/analysis/apply-level',
    access: { permission: PERMISSIONS.examAnalysis },
    kind: 'write',
    input: ApplyLevelSchema,
    handle(body, ctx) {
      requirePermission(sessionOf(ctx), PERMISSIONS.quUpdate);
      return ctx.services.analysis.applySuggestedLevel(body);
    },
  }),
]);
