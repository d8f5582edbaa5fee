/**
 * Input validation of the training (and wrong-book) operations: one zod schema per operation,
 * shared by the GraphQL resolver and the REST routes (legacy clients may send numbers as strings).
 */
import { z } from 'zod';
import { LearnerAnswerInputSchema, readLearnerAnswer } from '../grading/index.ts';
import type { LearnerAnswer } from '../grading/index.ts';
import { TrainingKind, TrainingMode } from './training.constants.ts';
import {
  boolLike,
  id,
  intLike,
  optionalId,
  optionalText as optionalTextOf,
} from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';

const optionalText = optionalTextOf(200);

const MODES = [TrainingMode.SEQUENTIAL, TrainingMode.RANDOM, TrainingMode.ROTE] as const;

export const StartTrainingSchema = z.object({
  mode: intLike.refine(
    (m) => (MODES as readonly number[]).includes(m),
    'mode must be 11, 12 or 13',
  ),
  /** Required for a bank training (kind 1); optional filter for a wrong-book training (kind 2). */
  repoId: optionalId,
  /** A wrong-book training (kind 2) of only the questions got wrong in this exam. */
  examId: optionalId,
  /** If given it must be the caller's own id. */
  userId: optionalId,
  /** true: finish an unfinished training of the same bank and mode and start clean. */
  clear: boolLike.default(false),
  kind: intLike
    .refine((k) => k === TrainingKind.BANK || k === TrainingKind.BOOK, 'kind must be 1 or 2')
    .default(TrainingKind.BANK),
});
export type StartTrainingInput = z.input<typeof StartTrainingSchema>;

export const TrainingIdSchema = z.object({ id });
export type TrainingIdInput = z.input<typeof TrainingIdSchema>;

export const TrainingQuestionSchema = z.object({
  trainId: id,
  quId: id,
  /** Accepted for compatibility and ignored: the training's own mode decides what is shown. */
  mode: z.unknown().optional(),
});
export type TrainingQuestionInput = z.input<typeof TrainingQuestionSchema>;

/** One question's answer (see answer-reading.ts for the accepted shapes); `id` may name it. */
export const TrainingAnswerSchema = LearnerAnswerInputSchema.extend({ trainId: id }).refine(
  (v) => v.quId !== undefined || v.id !== undefined,
  { message: 'quId is required', path: ['quId'] },
);
export type TrainingAnswerInput = z.input<typeof TrainingAnswerSchema>;

export interface ParsedTrainingAnswer {
  trainId: string;
  quId: string;
  answer: LearnerAnswer;
}

export function toParsedAnswer(v: z.output<typeof TrainingAnswerSchema>): ParsedTrainingAnswer {
  return { trainId: v.trainId, quId: (v.quId ?? v.id) as string, answer: readLearnerAnswer(v) };
}

export const TrainingPageSchema = legacyPagingSchema({
  title: optionalText,
  repoId: optionalId,
  kind: z.preprocess((v) => (v === null || v === '' ? undefined : v), intLike.optional()),
});
export type TrainingPageInput = Partial<z.input<typeof TrainingPageSchema>>;
