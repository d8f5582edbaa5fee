/**
 * Input validation of the paper operations (shared by GraphQL and REST). fill-answer checks the
 * shape of the answer only: nothing is read from the database before the one write.
 */
import { z } from 'zod';
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
});
export type CreatePaperInput = z.input<typeof CreatePaperSchema>;

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

const MAX_TEXT = 50_000;
const MAX_PARTS = 60;

const PairSchema = z.object({ leftId: id, text: z.string().max(1000) });
const OptionRef = z.union([id, z.object({ id, checked: z.boolean().nullish() })]);

/**
 * One question's answer in any shape a client sends: GraphQL (`optionIds`, `text`, `blanks`,
 * `pairs` as a list, `sub`), REST (`answers: [optionId]`, `answer`, `blanks`, `pairs` map or list,
 * `subList`), or the qu-detail shape (`options` with `checked`).
 */
const AnswerPartSchema = z.object({
  id: id.optional(),
  quId: id.optional(),
  optionIds: z.array(id).max(MAX_PARTS).nullish(),
  answers: z.array(OptionRef).max(MAX_PARTS).nullish(),
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

const SubSchema = z
  .union([z.record(z.string().max(64), AnswerPartSchema), z.array(AnswerPartSchema).max(MAX_PARTS)])
  .nullish();

export const FillAnswerSchema = AnswerPartSchema.extend({
  paperId: id,
  quId: id,
  sub: SubSchema,
  subList: z.array(AnswerPartSchema).max(MAX_PARTS).nullish(),
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

const ANSWER_KEYS = [
  'optionIds',
  'answers',
  'options',
  'text',
  'answer',
  'blanks',
  'pairs',
  'sub',
  'subList',
] as const;

export function toParsedFill(v: z.output<typeof FillAnswerSchema>): ParsedFill {
  const hasAnswer = ANSWER_KEYS.some((k) => v[k] !== undefined && v[k] !== null);
  let answer: LearnerAnswer | null = null;
  if (hasAnswer) {
    answer = partToAnswer(v);
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
    const sub = Object.fromEntries(
      subs.map(([k, s]) => [k, partToAnswer(s)]).filter(([, a]) => hasContent(a as LearnerAnswer)),
    ) as Record<string, LearnerAnswer>;
    if (Object.keys(sub).length > 0) answer.sub = sub;
  }
  return {
    paperId: v.paperId,
    quId: v.quId,
    answer,
    answered: answer !== null && hasContent(answer),
    mark: v.mark,
    seq: v.seq,
  };
}

function partToAnswer(p: AnswerPart): LearnerAnswer {
  const a: LearnerAnswer = {};
  const optionIds =
    p.optionIds ??
    p.answers?.map((x) => (typeof x === 'string' ? x : x.checked === false ? null : x.id)) ??
    p.options?.filter((o) => o.checked === true).map((o) => o.id) ??
    undefined;
  const ids = (optionIds ?? []).filter((x): x is string => typeof x === 'string');
  if (ids.length > 0) a.optionIds = [...new Set(ids)];
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

const TAG = /<\/?[a-z][^>]*>/gi;
const MEDIA = /<(img|video|audio|iframe|embed|object|svg|math)\b/i;

/** The answer carries something, judged by its shape only (the grading engine decides the rest). */
export function hasContent(a: LearnerAnswer): boolean {
  if ((a.optionIds ?? []).length > 0) return true;
  if (typeof a.text === 'string') {
    if (MEDIA.test(a.text)) return true;
    if (
      a.text
        .replace(TAG, ' ')
        .replace(/&(nbsp|#160|#xa0);/gi, ' ')
        .trim() !== ''
    )
      return true;
  }
  if ((a.blanks ?? []).some((b) => b.trim() !== '')) return true;
  if (Object.values(a.pairs ?? {}).some((t) => t.trim() !== '')) return true;
  return Object.values(a.sub ?? {}).some(hasContent);
}
