import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { auditWitness } from '../../core/audit.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { id, optionalId } from '../../core/input.ts';
import { sendDownloadStream } from '../../core/rest/files.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import { AccessReasonSchema } from '../../core/transfer/transfer-jobs.ts';
import { EXPORT_FORMATS, ExportJobPageSchema } from './paper-export.inputs.ts';

/**
 * The papers of a legacy export body: `ids` (ticked rows), a single `id` / `paperId`, and the
 * exam as `examId` or `params.examId` (the paper management screen's filter).
 */
const LegacySelectionSchema = z
  .object({
    ids: z.array(id).max(10_000).nullish(),
    id: optionalId,
    paperId: optionalId,
    examId: optionalId,
    params: z.object({ examId: optionalId }).nullish(),
  })
  .transform((b) => {
    const single = b.id ?? b.paperId;
    return {
      examId: b.examId ?? b.params?.examId,
      paperIds: b.ids ?? (single === undefined ? [] : [single]),
    };
  });

/**
 * Paper exports (paper:export).
 * - export-pdf / export-zip answer the file itself (POST download; JSON only for an error): one
 *   PDF of the chosen papers (or of the exam's), or a zip of a PDF per paper with the results
 *   sheet, streamed while written.
 * - /api/paper/export/start { examId | paperIds, format pdf|zip|results } queues a job ({ jobId });
 *   /api/paper/export/job { jobId } its state; /api/paper/export/jobs the caller's jobs (paging);
 *   /api/paper/export/download { jobId } the finished file until it expires. Someone else's job
 *   needs { reason } on job and download, kept in the audit log.
 */
export const paperExportRoutes = defineRoutes([
  ...(['pdf', 'zip'] as const).map((format) =>
    route({
      method: 'POST',
      path: `/api/paper/paper/export-${format}`,
      access: { permission: PERMISSIONS.paperExport },
      // Recorded in the audit log like a started export: the file carries the exam's keys.
      kind: 'write',
      input: LegacySelectionSchema,
      async handle(selection, ctx) {
        const file = await ctx.services.paperExport.exportNow(
          sessionOf(ctx),
          selection,
          format,
          ctx.lang,
        );
        return sendDownloadStream(ctx.res, file);
      },
    }),
  ),
  route({
    method: 'POST',
    path: '/api/paper/export/start',
    access: { permission: PERMISSIONS.paperExport },
    kind: 'write',
    input: z.object({
      examId: optionalId,
      paperIds: z.array(id).max(10_000).nullish(),
      ids: z.array(id).max(10_000).nullish(),
      format: z.enum(EXPORT_FORMATS),
    }),
    handle(body, ctx) {
      return ctx.services.paperExport.startExport(
        sessionOf(ctx),
        {
          selection: { examId: body.examId, paperIds: body.paperIds ?? body.ids },
          format: body.format,
        },
        ctx.lang,
      );
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/export/job',
    access: { permission: PERMISSIONS.paperExport },
    kind: 'read',
    input: z.object({ jobId: id.nullish(), id: id.nullish(), reason: AccessReasonSchema }),
    handle(body, ctx) {
      return ctx.services.paperExport.jobStatus(sessionOf(ctx), body.jobId ?? body.id, ctx.lang, {
        reason: body.reason,
        witness: auditWitness(ctx, 'rest', '/api/paper/export/job'),
      });
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/export/jobs',
    access: { permission: PERMISSIONS.paperExport },
    kind: 'read',
    input: ExportJobPageSchema,
    handle(body, ctx) {
      return ctx.services.paperExport.myJobs(sessionOf(ctx), body, ctx.lang);
    },
  }),
  route({
    method: 'POST',
    path: '/api/paper/export/download',
    access: { permission: PERMISSIONS.paperExport },
    kind: 'read',
    input: z.object({ jobId: id, reason: AccessReasonSchema }),
    async handle(body, ctx) {
      const file = await ctx.services.paperExport.openResult(sessionOf(ctx), body, {
        reason: body.reason,
        witness: auditWitness(ctx, 'rest', '/api/paper/export/download'),
      });
      return sendDownloadStream(ctx.res, {
        fileName: file.fileName,
        contentType: file.contentType,
        write: (out) => pipeline(file.stream, out),
      });
    },
  }),
]);
