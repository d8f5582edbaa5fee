/**
 * Input validation of the training (and wrong-book) operations: one zod schema per operation,
 * shared by the GraphQL resolver and the REST routes (legacy clients may send numbers as strings).
 */
import { z } from 'zod';
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

export const MODES = [TrainingMode.SEQUENTIAL, TrainingMode.RANDOM, TrainingMode.ROTE] as const;

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

const MAX_TEXT = 50_000;
const MAX_PARTS = 60;

const PairSchema = z.object({ leftId: id, text: z.string().max(1000) });

/**
 * One question's answer in either shape a client may send:
 * - clean: `optionIds`, `text`, `blanks`, `pairs` (a map leftId -> text or a list of { leftId, text });
 * - as qu-detail returned it: `options` with `checked` marks, `answer` text, `blanks`, `pairs`.
 * The question's own fields (content, abc, isRight, analysis ...) are ignored.
 */
const AnswerPartSchema = z.object({
  id: optionalId,
  quId: optionalId,
  optionIds: z.array(id).max(MAX_PARTS).nullish(),
  options: z
    .array(z.object({ id, checked: z.boolean().nullish() }))
    .max(MAX_PARTS)
    .nullish(),
  text: z.string().max(MAX_TEXT).nullish(),
  answer: z.string().max(MAX_TEXT).nullish(),
  blanks: z.array(z.string().max(1000).nullable()).max(MAX_PARTS).nullish(),
  pairs: z
    .union([z.record(z.string().max(64), z.string().max(1000)), z.array(PairSchema).max(MAX_PARTS)])
    .nullish(),
});
type AnswerPart = z.output<typeof AnswerPartSchema>;

export const TrainingAnswerSchema = AnswerPartSchema.extend({
  trainId: id,
  /** Composite parts, clean shape: a map sub-question id -> answer, or a list with `quId`/`id`. */
  sub: z
    .union([
      z.record(z.string().max(64), AnswerPartSchema),
      z.array(AnswerPartSchema).max(MAX_PARTS),
    ])
    .nullish(),
  /** Composite parts as qu-detail returned them. */
  subList: z.array(AnswerPartSchema).max(MAX_PARTS).nullish(),
}).refine((v) => v.quId !== undefined || v.id !== undefined, {
  message: 'quId is required',
  path: ['quId'],
});
export type TrainingAnswerInput = z.input<typeof TrainingAnswerSchema>;

export interface ParsedTrainingAnswer {
  trainId: string;
  quId: string;
  answer: LearnerAnswer;
}

/** Maps either accepted shape to the grading engine's LearnerAnswer. */
export function toParsedAnswer(v: z.output<typeof TrainingAnswerSchema>): ParsedTrainingAnswer {
  const answer = partToAnswer(v);
  const subs: Array<[string, AnswerPart]> = [];
  if (Array.isArray(v.sub)) {
    for (const s of v.sub) {
      const subId = s.quId ?? s.id;
      if (subId !== undefined) subs.push([subId, s]);
    }
  } else if (v.sub != null) {
    subs.push(...Object.entries(v.sub));
  }
  for (const s of v.subList ?? []) {
    const subId = s.quId ?? s.id;
    if (subId !== undefined && !subs.some(([k]) => k === subId)) subs.push([subId, s]);
  }
  if (subs.length > 0) {
    answer.sub = Object.fromEntries(subs.map(([k, s]) => [k, partToAnswer(s)]));
  }
  return { trainId: v.trainId, quId: (v.quId ?? v.id) as string, answer };
}

function partToAnswer(p: AnswerPart): LearnerAnswer {
  const a: LearnerAnswer = {};
  const optionIds =
    p.optionIds ?? p.options?.filter((o) => o.checked === true).map((o) => o.id) ?? undefined;
  if (optionIds != null && optionIds.length > 0) a.optionIds = [...new Set(optionIds)];
  const text = p.text ?? p.answer;
  if (text != null && text !== '') a.text = text;
  if (p.blanks != null && p.blanks.length > 0) a.blanks = p.blanks.map((b) => b ?? '');
  if (p.pairs != null) {
    const entries = Array.isArray(p.pairs)
      ? p.pairs.map((x): [string, string] => [x.leftId, x.text])
      : Object.entries(p.pairs);
    const pairs = entries.filter(([, t]) => t !== '');
    if (pairs.length > 0) a.pairs = Object.fromEntries(pairs);
  }
  return a;
}

export const TrainingPageSchema = legacyPagingSchema({
  title: optionalText,
  repoId: optionalId,
  kind: z.preprocess((v) => (v === null || v === '' ? undefined : v), intLike.optional()),
});
export type TrainingPageInput = Partial<z.input<typeof TrainingPageSchema>>;
