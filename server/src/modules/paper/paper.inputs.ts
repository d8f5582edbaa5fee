/**
 * Input validation of the paper operations (shared by GraphQL and REST). fill-answer checks the
 * shape of the answer only: nothing is read from the database before the one write.
 */
import { z } from 'zod';
import {
  LearnerAnswerInputSchema,
  carriesAnswer,
  hasContent,
  readLearnerAnswer,
} from '../grading/index.ts';
import type { LearnerAnswer } from '../grading/index.ts';
import { id, intLike } from '../../core/input.ts';

const boolOrNull = z.preprocess((v) => {
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  if (v === '' || v === null) return undefined;
  return v;
}, z.boolean().optional());

export const CreatePaperSchema = z.object({
  examId: id,
  password: z.preprocess((v) => (v === null ? undefined : v), z.string().max(200).optional()),
  /** The face check's token; an exam with face checks needs one from the last 10 minutes. */
  faceToken: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.string().max(2000).optional(),
  ),
});
export type CreatePaperInput = z.input<typeof CreatePaperSchema>;

export const OpenPaperSchema = z.object({ examId: id });
export type OpenPaperInput = z.input<typeof OpenPaperSchema>;

export const PaperIdSchema = z.object({ id });
export type PaperIdInput = z.input<typeof PaperIdSchema>;

export const PaperQuestionSchema = z.object({ paperId: id, quId: id });
export type PaperQuestionInput = z.input<typeof PaperQuestionSchema>;

export const ExtraTimeSchema = z.object({
  examId: id,
  userId: id,
  minutes: intLike.pipe(z.number().min(1).max(600)),
});
export type ExtraTimeInput = z.input<typeof ExtraTimeSchema>;

/** One question's answer (see answer-reading.ts for the accepted shapes) and its flag. */
export const FillAnswerSchema = LearnerAnswerInputSchema.extend({
  paperId: id,
  quId: id,
  mark: boolOrNull,
  /** Client sequence: a non-negative whole number (Date.now()-sized values fit). */
  seq: z.preprocess(
    (v) => (v === null || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  ),
});
export type FillAnswerInput = z.input<typeof FillAnswerSchema>;

export interface ParsedFill {
  paperId: string;
  quId: string;
  /** null: the request carries no answer field at all (a flag toggle keeps the stored answer). */
  answer: LearnerAnswer | null;
  /** Shape-only: the answer carries something (an id, text, a non-empty blank or pair, a part). */
  answered: boolean;
  mark: boolean | undefined;
  seq: number | undefined;
}

export function toParsedFill(v: z.output<typeof FillAnswerSchema>): ParsedFill {
  const answer = carriesAnswer(v) ? readLearnerAnswer(v) : null;
  return {
    paperId: v.paperId,
    quId: v.quId,
    answer,
    answered: answer !== null && hasContent(answer),
    mark: v.mark,
    seq: v.seq,
  };
}
