/**
 * Input validation of admin paper management (paging, review, marking, mark-as, delete, the
 * handed-in list of the watch detail). Shared by the GraphQL resolver and the REST routes.
 */
import { z } from 'zod';
import {
  id,
  intLike,
  optionalBool,
  optionalId,
  optionalInt,
  optionalText as optionalTextOf,
} from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';

const optionalText = optionalTextOf(200);

/** A batch of paper ids (1-500, duplicates removed). */
const ids = z
  .array(id)
  .min(1)
  .max(500)
  .transform((v) => [...new Set(v)]);

export const ExamPaperPageSchema = legacyPagingSchema({
  examId: optionalId,
  /** Learner's real name or account contains. */
  realName: optionalText,
  /** Paper state 0-3. */
  state: optionalInt.refine((s) => s === undefined || (s >= 0 && s <= 3), 'state must be 0-3'),
});
export type ExamPaperPageInput = Partial<z.input<typeof ExamPaperPageSchema>>;

/** The watch detail's handed-in list; legacy params handState / overwrite are accepted and ignored. */
export const HandedInPageSchema = legacyPagingSchema({
  examId: id,
  realName: optionalText,
  /** true: only papers with an exception (exState != 0); false: only normal ones. */
  hasEx: optionalBool,
});
export type HandedInPageInput = Partial<z.input<typeof HandedInPageSchema>>;

/** Comment of a mark: plain text shown to the learner. */
const comment = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => v ?? '');

const PaperMarkSchema = z.object({
  quId: id,
  /** Points for the whole question, 0..its score; checked against the paper in the service. */
  score: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number().finite(),
  ),
  comment,
});

export const ReviewPaperSchema = z.object({
  paperId: id,
  marks: z
    .array(PaperMarkSchema)
    .min(1)
    .max(500)
    .refine((m) => new Set(m.map((x) => x.quId)).size === m.length, 'a question is marked twice'),
});
export type ReviewPaperInput = z.input<typeof ReviewPaperSchema>;
export type PaperMark = z.output<typeof PaperMarkSchema>;

/** reviewState 0 none, 1 pass, 2 fail, 3 invalid score. */
export const MarkPapersAsSchema = z.object({
  ids,
  reviewState: intLike.refine((s) => s >= 0 && s <= 3, 'reviewState must be 0-3'),
});
export type MarkPapersAsInput = z.input<typeof MarkPapersAsSchema>;

export const PaperIdsSchema = z.object({ ids });
export type PaperIdsInput = z.input<typeof PaperIdsSchema>;
