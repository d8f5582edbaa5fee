/**
 * Reading a learner's answer from a request, for exams (fill-answer) and practice (fill, check)
 * alike: one schema of every shape a client sends, one function mapping it to the grading engine's
 * LearnerAnswer, so the same answer reads (and grades) the same wherever it is given.
 *
 * Accepted shapes, all optional and mixable:
 * - GraphQL: `optionIds`, `text`, `blanks`, `pairs` as a list of { leftId, text }, `sub` as a list
 *   of parts with `quId` (or `id`);
 * - REST: `answers` (option ids, or { id, checked }), `answer` text, `pairs` as a map
 *   leftId -> text, `sub` as a map sub-question id -> part;
 * - the question as qu-detail returned it: `answerList` (or `options`) with `checked` marks and,
 *   per blank or left item, `answer`; `answer` (a one-blank fill-in's text too), `blanks`,
 *   `pairs`, `subList`. The question's own fields (content, abc, isRight, analysis ...) are ignored.
 */
import { z } from 'zod';
import { id, optionalId } from '../../core/input.ts';
import { hasVisibleContent } from './grading.ts';
import type { LearnerAnswer } from './grading.types.ts';

const MAX_TEXT = 50_000;
const MAX_PARTS = 60;

const PairSchema = z.object({ leftId: id, text: z.string().max(1000) });
const OptionRef = z.union([id, z.object({ id, checked: z.boolean().nullish() })]);

/** One question's (or one composite part's) answer, in any accepted shape. */
const AnswerPartSchema = z.object({
  id: optionalId,
  quId: optionalId,
  optionIds: z.array(id).max(MAX_PARTS).nullish(),
  answers: z.array(OptionRef).max(MAX_PARTS).nullish(),
  options: z
    .array(z.object({ id, checked: z.boolean().nullish() }))
    .max(MAX_PARTS)
    .nullish(),
  /** The legacy Question's options: `checked` marks, and `answer` per blank or left item. */
  answerList: z
    .array(z.object({ id, checked: z.boolean().nullish(), answer: z.string().max(1000).nullish() }))
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

/** A question's answer with its composite parts; operations extend it with their own ids. */
export const LearnerAnswerInputSchema = AnswerPartSchema.extend({
  /** Composite parts: a map sub-question id -> part, or a list of parts with `quId` / `id`. */
  sub: z
    .union([
      z.record(z.string().max(64), AnswerPartSchema),
      z.array(AnswerPartSchema).max(MAX_PARTS),
    ])
    .nullish(),
  /** Composite parts as qu-detail returned them (a part already in `sub` wins). */
  subList: z.array(AnswerPartSchema).max(MAX_PARTS).nullish(),
});
export type LearnerAnswerInput = z.output<typeof LearnerAnswerInputSchema>;

const ANSWER_KEYS = [
  'optionIds',
  'answers',
  'options',
  'answerList',
  'text',
  'answer',
  'blanks',
  'pairs',
  'sub',
  'subList',
] as const;

/** Whether the request carries any answer field at all (a flag-only save carries none). */
export function carriesAnswer(v: LearnerAnswerInput): boolean {
  return ANSWER_KEYS.some((k) => v[k] !== undefined && v[k] !== null);
}

/** Maps an answer in any accepted shape to the grading engine's LearnerAnswer. */
export function readLearnerAnswer(v: LearnerAnswerInput): LearnerAnswer {
  const answer = readPart(v);
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
  const sub: Record<string, LearnerAnswer> = {};
  for (const [subId, s] of subs) {
    const part = readPart(s);
    if (hasContent(part)) sub[subId] = part;
  }
  if (Object.keys(sub).length > 0) answer.sub = sub;
  return answer;
}

function readPart(p: AnswerPart): LearnerAnswer {
  const a: LearnerAnswer = {};
  const optionIds =
    p.optionIds ??
    p.answers?.map((x) => (typeof x === 'string' ? x : x.checked === false ? null : x.id)) ??
    p.options?.filter((o) => o.checked === true).map((o) => o.id) ??
    p.answerList?.filter((o) => o.checked === true).map((o) => o.id) ??
    [];
  const ids = optionIds.filter((x): x is string => typeof x === 'string');
  if (ids.length > 0) a.optionIds = [...new Set(ids)];
  const text = p.text ?? p.answer;
  if (text != null && text !== '') a.text = text;
  if (p.blanks != null && p.blanks.length > 0) a.blanks = p.blanks.map((b) => b ?? '');
  // answerList[i].answer is blank i (fill-in) or the text chosen for left item i (matching); the
  // grading engine reads whichever the question's type needs.
  const listed = p.answerList ?? [];
  if (listed.some((o) => (o.answer ?? '') !== '')) {
    a.blanks ??= listed.map((o) => o.answer ?? '');
    if (p.pairs == null) {
      const pairs = listed.filter((o) => (o.answer ?? '') !== '');
      a.pairs = Object.fromEntries(pairs.map((o) => [o.id, o.answer ?? '']));
    }
  }
  if (p.pairs != null) {
    const entries = Array.isArray(p.pairs)
      ? p.pairs.map((x): [string, string] => [x.leftId, x.text])
      : Object.entries(p.pairs);
    const pairs = entries.filter(([, t]) => t !== '');
    if (pairs.length > 0) a.pairs = Object.fromEntries(pairs);
  }
  return a;
}

/** A stored answer (JSON written from readLearnerAnswer's result), or null when none is stored. */
export function asLearnerAnswer(v: unknown): LearnerAnswer | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as LearnerAnswer) : null;
}

/** The answer carries something, judged by its shape only (the grading engine decides the rest). */
export function hasContent(a: LearnerAnswer): boolean {
  if ((a.optionIds ?? []).length > 0) return true;
  if (hasVisibleContent(a.text)) return true;
  if ((a.blanks ?? []).some((b) => b.trim() !== '')) return true;
  if (Object.values(a.pairs ?? {}).some((t) => t.trim() !== '')) return true;
  return Object.values(a.sub ?? {}).some(hasContent);
}
