/**
 * Grading engine shared by training practice and exams.
 *
 * Pure functions: no database, no I/O, no clock, and the inputs are never mutated, so the same key
 * and answer always grade the same way wherever they are graded (check-answer in training, hand-in
 * and re-marking in exams).
 *
 * Rules, and why:
 * - Deny by default. A request is learner input and may be tampered with: an option id that is not
 *   the question's makes a choice answer wrong (it never scores, even beside right ids); a blank or
 *   pair with nothing in it is wrong; a key that cannot be answered right (a fill blank with no
 *   accepted value, a matching item with no answer, a choice question without a right option)
 *   earns nothing rather than a free pass. Unknown question types throw: grading them silently would
 *   hide a data bug.
 * - Choices are sets. Repeating an id (a double click sent twice) neither helps nor hurts, so
 *   duplicates are removed before grading; otherwise ['a', 'a'] could inflate partial credit.
 *   Single choice and true/false are right only when exactly one distinct id is chosen and it is a
 *   right option. Multiple choice is right when the chosen set equals the right set.
 * - Partial credit (policy.partialCredit) exists because a paper or training may choose it:
 *   multiple choice earns score x chosen-right / right when no wrong option is chosen (one wrong
 *   option zeroes it: guessing everything must not pay); fill-blank and matching earn score x
 *   correct parts / parts. Without it every objective question is all or nothing.
 * - Fill-blank answers are typed, so they are compared leniently: normalizeBlank trims, collapses
 *   inner whitespace, lowercases and folds full-width forms (a Chinese IME gives 'ＡＢＣ', '１２３'
 *   and U+3000 spaces) before comparing with each accepted value of that blank ('a||b', empty
 *   alternatives ignored). Blank i is compared with option i in the order the key gives; blanks
 *   beyond the key's are ignored, missing ones are wrong. Matching uses the same normalisation to
 *   compare the chosen right-side text with the item's answer; left ids the key does not have are
 *   ignored (they match nothing), missing pairs are wrong.
 * - Short answer is subjective: grading gives status 'manual', score 0 and isRight null; a person
 *   marks it later through scoreWithManual. Rich text that shows nothing ('<p><br></p>', '&nbsp;')
 *   is unanswered, an image alone is an answer.
 * - A composite (99, and 991/992/993 in exams) grades each sub-question with its own score; its full
 *   score and score are the sums over the subs (the parent's own `score` is not used, so the total
 *   always matches what the parts can earn). Status: 'manual' if any sub is 'manual', else
 *   'unanswered' if no sub is answered (also when there are no subs), else 'right' if every sub is
 *   right, else 'partial' if it earned something, else 'wrong'. isRight is null if any sub is
 *   subjective, else whether every sub is right.
 * - Scores are rounded half-up to 2 decimals, never negative, never above fullScore; a partial score
 *   is capped one cent below full so an answer that is not fully right never shows full marks, and
 *   is 'wrong' if it rounds to 0. Status and score agree: 'right' = full, 'partial' = between,
 *   'wrong' / 'unanswered' / 'manual' = 0 (a composite's 'manual' may carry its objective points).
 * - isAnswered decides 'unanswered': an answer counts as given when it carries something for the
 *   type (an option id, visible text, a non-empty blank or pair the key has, an answered sub).
 */
import {
  COMPOSITE_TYPES,
  QuType,
  type GradeResult,
  type GradeStatus,
  type GradingPolicy,
  type LearnerAnswer,
  type ManualScoreProblem,
  type QuestionKey,
} from './grading.types.ts';

/** A manual mark was refused; the caller maps `problem` to the error catalogue (20010029 etc.). */
export class ManualScoreError extends RangeError {
  override readonly name = 'ManualScoreError';
  constructor(
    readonly problem: ManualScoreProblem,
    /** The id the mark was given for. */
    readonly partId: string,
    /** The part's full score, when the part exists. */
    readonly fullScore: number | null,
  ) {
    super(`Manual score for '${partId}' refused: ${problem}`);
  }
}

export function isCompositeType(quType: number): boolean {
  return COMPOSITE_TYPES.includes(quType);
}

const FULL_WIDTH = /[\u3000\uFF01-\uFF5E]/g;
const FULL_WIDTH_OFFSET = 0xfee0;

/** The comparison form of a typed value: width-folded, NFKC, lowercased, whitespace collapsed. */
export function normalizeBlank(s: string): string {
  const halfWidth = s.replace(FULL_WIDTH, (c) =>
    c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - FULL_WIDTH_OFFSET),
  );
  return halfWidth.normalize('NFKC').toLowerCase().normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** The accepted values of one blank: 'a||b' -> ['a', 'b'], trimmed, empty alternatives dropped. */
export function acceptedValues(content: string): string[] {
  return content
    .split('||')
    .map((v) => v.trim())
    .filter((v) => normalizeBlank(v) !== '');
}

/** Whether the answer carries something for the question's type (see the rules above). */
export function isAnswered(key: QuestionKey, answer: LearnerAnswer | null | undefined): boolean {
  if (answer == null) return false;
  if (isCompositeType(key.quType)) {
    return (key.subQuestions ?? []).some((sub) => isAnswered(sub, subAnswerOf(answer, sub.id)));
  }
  switch (key.quType) {
    case QuType.SINGLE:
    case QuType.MULTIPLE:
    case QuType.TRUE_FALSE:
      return (answer.optionIds ?? []).length > 0;
    case QuType.SHORT_ANSWER:
      return hasVisibleContent(answer.text);
    case QuType.FILL_BLANK:
      return key.options.some((_, i) => normalizeBlank(blankOf(answer, i)) !== '');
    case QuType.MATCHING:
      return key.options.some((o) => normalizeBlank(pairOf(answer, o.id)) !== '');
    default:
      throw unsupportedType(key.quType);
  }
}

/** Grades one question (a composite with all its sub-questions) against the server's key. */
export function gradeQuestion(
  key: QuestionKey,
  answer: LearnerAnswer | null | undefined,
  policy: GradingPolicy,
): GradeResult {
  if (isCompositeType(key.quType)) {
    const subs = (key.subQuestions ?? []).map((sub) =>
      gradeQuestion(sub, subAnswerOf(answer, sub.id), policy),
    );
    return combineComposite(key.id, subs);
  }
  const leaf: Leaf = { id: key.id, fullScore: toFullScore(key.score) };
  const answered = isAnswered(key, answer);
  switch (key.quType) {
    case QuType.SINGLE:
    case QuType.TRUE_FALSE: {
      if (!answered) return unanswered(leaf, false);
      const chosen = distinct(answer?.optionIds ?? []);
      const right =
        chosen.length === 1 && key.options.some((o) => o.id === chosen[0] && o.isRight === true);
      return objective(leaf, right ? 1 : 0, policy);
    }
    case QuType.MULTIPLE: {
      if (!answered) return unanswered(leaf, false);
      const rightIds = new Set(key.options.filter((o) => o.isRight === true).map((o) => o.id));
      const chosen = distinct(answer?.optionIds ?? []);
      const anyWrong = chosen.some((id) => !rightIds.has(id));
      return objective(leaf, anyWrong ? 0 : ratio(chosen.length, rightIds.size), policy);
    }
    case QuType.SHORT_ANSWER:
      return answered
        ? { ...leaf, status: 'manual', score: 0, isRight: null }
        : unanswered(leaf, null);
    case QuType.FILL_BLANK: {
      const blanks = key.options.map((o, i) => blankMatches(blankOf(answer, i), o.content));
      if (!answered) return { ...unanswered(leaf, false), blanks };
      return { ...objective(leaf, ratio(countTrue(blanks), blanks.length), policy), blanks };
    }
    case QuType.MATCHING: {
      const entries = key.options.map((o): [string, boolean] => [
        o.id,
        textMatches(pairOf(answer, o.id), o.answer),
      ]);
      const pairs: Record<string, boolean> = Object.fromEntries(entries);
      if (!answered) return { ...unanswered(leaf, false), pairs };
      const correct = countTrue(entries.map(([, ok]) => ok));
      return { ...objective(leaf, ratio(correct, entries.length), policy), pairs };
    }
    default:
      throw unsupportedType(key.quType);
  }
}

/**
 * Adds a person's marks for the subjective parts to a graded result and re-totals it.
 * `manualScores` maps a subjective question id (the question's own, or a composite's sub-question
 * id) to its mark, 0..that part's full score, rounded to 2 decimals. Parts without a mark stay
 * 'manual', so marking can be done in several passes; a marked part may be marked again (its new
 * mark replaces the old). A mark of 0 for an unanswered subjective part is accepted and changes
 * nothing. Throws ManualScoreError (a RangeError) for a mark that is not a finite number, out of
 * range, for an objective part, for an unanswered part given more than 0, or for an unknown id.
 */
export function scoreWithManual(
  result: GradeResult,
  manualScores: Readonly<Record<string, number>>,
): GradeResult {
  const used = new Set<string>();
  const marked = applyMarks(result, manualScores, used);
  for (const id of Object.keys(manualScores)) {
    if (!used.has(id)) throw new ManualScoreError('UNKNOWN_PART', id, null);
  }
  return marked;
}

function applyMarks(
  result: GradeResult,
  marks: Readonly<Record<string, number>>,
  used: Set<string>,
): GradeResult {
  const hasMark = Object.hasOwn(marks, result.id);
  if (hasMark) used.add(result.id);
  if (result.sub !== undefined) {
    if (hasMark) throw new ManualScoreError('NOT_MARKABLE', result.id, result.fullScore);
    const subs = Object.values(result.sub).map((s) => applyMarks(s, marks, used));
    return combineComposite(result.id, subs);
  }
  if (!hasMark) return result;
  // Only subjective leaves (isRight null) take marks: objective scores are computed, never set.
  if (result.isRight !== null) {
    throw new ManualScoreError('NOT_MARKABLE', result.id, result.fullScore);
  }
  const given: unknown = marks[result.id];
  if (typeof given !== 'number' || !Number.isFinite(given)) {
    throw new ManualScoreError('NOT_A_NUMBER', result.id, result.fullScore);
  }
  if (given < 0 || given > result.fullScore) {
    throw new ManualScoreError('OUT_OF_RANGE', result.id, result.fullScore);
  }
  const score = round2(given);
  if (result.status === 'unanswered') {
    if (score === 0) return result;
    throw new ManualScoreError('NOT_MARKABLE', result.id, result.fullScore);
  }
  const status: GradeStatus = score >= result.fullScore ? 'right' : score > 0 ? 'partial' : 'wrong';
  return { ...result, status, score };
}

interface Leaf {
  id: string;
  fullScore: number;
}

function unanswered(leaf: Leaf, isRight: false | null): GradeResult {
  return { ...leaf, status: 'unanswered', score: 0, isRight };
}

/** An answered objective question that got `fraction` (0..1) of it right. */
function objective(leaf: Leaf, fraction: number, policy: GradingPolicy): GradeResult {
  if (fraction >= 1) return { ...leaf, status: 'right', score: leaf.fullScore, isRight: true };
  const score = policy.partialCredit ? partialScore(leaf.fullScore, fraction) : 0;
  return { ...leaf, status: score > 0 ? 'partial' : 'wrong', score, isRight: false };
}

function combineComposite(id: string, subs: GradeResult[]): GradeResult {
  const fullScore = round2(sum(subs.map((s) => s.fullScore)));
  const score = Math.min(Math.max(round2(sum(subs.map((s) => s.score))), 0), fullScore);
  let status: GradeStatus;
  if (subs.some((s) => s.status === 'manual')) status = 'manual';
  else if (subs.every((s) => s.status === 'unanswered')) status = 'unanswered';
  else if (subs.every((s) => s.status === 'right')) status = 'right';
  else status = score > 0 ? 'partial' : 'wrong';
  const isRight = subs.some((s) => s.isRight === null)
    ? null
    : subs.length > 0 && subs.every((s) => s.isRight === true);
  return {
    id,
    status,
    score,
    fullScore,
    isRight,
    sub: Object.fromEntries(subs.map((s) => [s.id, s])),
  };
}

function blankMatches(given: string, content: string): boolean {
  const g = normalizeBlank(given);
  return g !== '' && acceptedValues(content).some((v) => normalizeBlank(v) === g);
}

function textMatches(given: string, expected: string | null | undefined): boolean {
  const g = normalizeBlank(given);
  return g !== '' && typeof expected === 'string' && g === normalizeBlank(expected);
}

/**
 * Blank i of the answer, '' when missing or not a string. An answer without blanks that carries a
 * text (a legacy client posting a one-blank question's `answer`) gives that text as blank 0.
 */
export function blankOf(answer: LearnerAnswer | null | undefined, i: number): string {
  const v: unknown = answer?.blanks == null && i === 0 ? answer?.text : answer?.blanks?.[i];
  return typeof v === 'string' ? v : '';
}

/** The right-side text chosen for a left id, '' when missing (own properties only). */
function pairOf(answer: LearnerAnswer | null | undefined, leftId: string): string {
  const pairs = answer?.pairs;
  if (pairs == null || !Object.hasOwn(pairs, leftId)) return '';
  const v: unknown = pairs[leftId];
  return typeof v === 'string' ? v : '';
}

function subAnswerOf(
  answer: LearnerAnswer | null | undefined,
  subId: string,
): LearnerAnswer | undefined {
  const sub = answer?.sub;
  return sub != null && Object.hasOwn(sub, subId) ? sub[subId] : undefined;
}

const MEDIA_TAG = /<(img|video|audio|iframe|embed|object|svg|math)\b/i;
const TAG = /<\/?[a-z][^>]*>/gi;
const NBSP_ENTITY = /&(nbsp|#160|#xa0);/gi;

/** Rich text shows something: an image or other media, or non-whitespace text outside the tags. */
export function hasVisibleContent(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  if (MEDIA_TAG.test(text)) return true;
  return text.replace(TAG, ' ').replace(NBSP_ENTITY, ' ').trim() !== '';
}

function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

function countTrue(flags: readonly boolean[]): number {
  return flags.filter((f) => f).length;
}

/** part / total, 0 when there is nothing to get right (a key that cannot be answered right). */
function ratio(part: number, total: number): number {
  return total > 0 ? part / total : 0;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Half-up to 2 decimals, robust to binary noise (1.005 -> 1.01); never -0. */
function round2(x: number): number {
  const r = Math.round(Number((x * 100).toPrecision(12))) / 100;
  return r === 0 ? 0 : r;
}

function toFullScore(score: number): number {
  return Number.isFinite(score) && score > 0 ? round2(score) : 0;
}

/** full x fraction, rounded, at most one cent below full (not fully right never shows full). */
function partialScore(fullScore: number, fraction: number): number {
  const s = Math.min(round2(fullScore * fraction), round2(fullScore - 0.01));
  return s > 0 ? s : 0;
}

function unsupportedType(quType: number): TypeError {
  return new TypeError(`Grading: unsupported question type ${String(quType)}`);
}
