/** Input of paper exports, shared by the GraphQL resolver, the REST routes and the jobs. */
import { z } from 'zod';
import { id, optionalId } from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';

/** pdf: one PDF of the papers; zip: a PDF per learner and the results sheet; results: the sheet. */
export const EXPORT_FORMATS = ['pdf', 'zip', 'results'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The papers to export: the chosen ones, or every handed-in paper of the exam. */
export const PaperSelectionSchema = z
  .object({
    examId: optionalId,
    paperIds: z
      .array(id)
      .max(10_000)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
  })
  .refine((v) => v.examId !== undefined || v.paperIds.length > 0, {
    message: 'examId or paperIds is required',
    path: ['examId'],
  });
export type PaperSelectionInput = z.input<typeof PaperSelectionSchema>;
export type PaperSelection = z.output<typeof PaperSelectionSchema>;

export const StartPaperExportSchema = z.object({
  selection: PaperSelectionSchema,
  format: z.enum(EXPORT_FORMATS),
});
export type StartPaperExportInput = z.input<typeof StartPaperExportSchema>;

/** The caller's export jobs, newest first, optionally of one exam. */
export const ExportJobPageSchema = legacyPagingSchema({ examId: optionalId });
export type ExportJobPageInput = Partial<z.input<typeof ExportJobPageSchema>>;
