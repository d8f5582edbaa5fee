/**
 * Questions as the learner side uses them: loaded once from the database, then turned into
 * (a) grading keys for the grading engine and (b) learner-facing views.
 *
 * The view is the one place that decides what a learner may see of a question. Before the answer
 * is revealed (training modes 11/12 until checked; an exam paper always) it carries the stem, the
 * option texts and the learner's own answer only: no option `isRight`, no accepted fill-blank values
 * (a type 5 option's content IS its key, so blanks go out without content), no short-answer
 * reference answer (a type 4 question's one option; its options never go out), no matching mapping
 * (the right-side texts go out as one list ordered independently of the mapping), no analysis.
 * `reveal: true` adds those (training after a check, or rote mode 13).
 */
import { createHash } from 'node:crypto';
import { Prisma } from '../../generated/prisma/client.ts';
import { type HotTransaction, sqlOn } from '../../core/database/hot-sql.ts';
import type { DbClient } from '../../core/prisma.ts';
import {
  acceptedValues,
  blankOf,
  gradeQuestion,
  isAnswered,
  isCompositeType,
  QuType,
  type GradeResult,
  type LearnerAnswer,
  type QuestionKey,
} from '../grading/index.ts';

/** The client services read questions with: the root client or a transaction's. */

export interface StoredOption {
  id: string;
  sort: number;
  content: string;
  image: string;
  isRight: boolean;
  answer: string | null;
}

export interface StoredQuestion {
  id: string;
  repoId: string;
  chapterId: string | null;
  quType: number;
  level: number;
  content: string;
  analysis: string;
  options: StoredOption[];
  /** Composites only: the parts, in their order. */
  subQuestions: StoredQuestion[];
}

/** The options of the question aliased `owner`, as a JSON array in their stored order. */
const OPTIONS_JSON = (owner: string) => `COALESCE((
    SELECT json_agg(json_build_object('id', o.id, 'sort', o.sort, 'content', o.content,
      'image', o.image, 'isRight', o."isRight", 'answer', o.answer) ORDER BY o.sort, o.id)
    FROM "QuestionOption" o WHERE o."quId" = ${owner}.id), '[]'::json)`;

/**
 * Loads questions (with options and composite parts) by id in one statement; missing ids are
 * simply absent. Runs on the root client, a Prisma transaction or a hot transaction.
 */
export async function loadQuestions(
  db: DbClient | HotTransaction,
  ids: readonly string[],
): Promise<Map<string, StoredQuestion>> {
  if (ids.length === 0) return new Map();
  const sql = 'rows' in db ? db : sqlOn(db);
  const rows = await sql.rows<StoredQuestion>`
    SELECT q.id, q."repoId", q."chapterId", q."quType", q.level, q.content, q.analysis,
      ${Prisma.raw(OPTIONS_JSON('q'))} AS options,
      COALESCE((
        SELECT json_agg(json_build_object('id', s.id, 'repoId', s."repoId",
          'chapterId', s."chapterId", 'quType', s."quType", 'level', s.level,
          'content', s.content, 'analysis', s.analysis,
          'options', ${Prisma.raw(OPTIONS_JSON('s'))}, 'subQuestions', '[]'::json)
          ORDER BY s.sort, s."createdAt", s.id)
        FROM "Question" s WHERE s."parentId" = q.id), '[]'::json) AS "subQuestions"
    FROM "Question" q WHERE q.id = ANY(${[...ids]}::text[])`;
  return new Map(rows.map((q) => [q.id, q]));
}

/** The grading key of a stored question; every leaf is worth `score` (training: 1). */
export function toQuestionKey(q: StoredQuestion, score = 1): QuestionKey {
  return {
    id: q.id,
    quType: q.quType,
    score,
    options: q.options.map((o) => ({
      id: o.id,
      isRight: o.isRight,
      content: o.content,
      answer: o.answer,
    })),
    ...(isCompositeType(q.quType)
      ? { subQuestions: q.subQuestions.map((s) => toQuestionKey(s, score)) }
      : {}),
  };
}

/** Whether the type is graded by a person (short answer, or a composite with a short-answer part). */
export function isSubjective(q: StoredQuestion): boolean {
  if (q.quType === QuType.SHORT_ANSWER) return true;
  return isCompositeType(q.quType) && q.subQuestions.some(isSubjective);
}

/** A..Z, then AA, AB ... for the rare question with more than 26 options. */
export function abcLabel(index: number): string {
  let n = index;
  let label = '';
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}

export interface LearnerOptionView {
  id: string;
  /** A, B, C ... in the bank's order. */
  abc: string;
  /** The option text; for a fill-blank (type 5) blank always null (its content is the key). */
  content: string | null;
  image: string;
  /** Types 1-3: the learner chose this option. */
  checked: boolean;
  /**
   * Revealed only. Types 1-3: this is a right option. Types 5 and 6: the learner's value for this
   * blank / left item was right (null when the learner gave no answer).
   */
  isRight?: boolean | null;
}

export interface LearnerPairView {
  /** The left item's option id. */
  leftId: string;
  /** A right-side text. */
  text: string;
}

export interface LearnerQuestionView {
  id: string;
  quType: number;
  content: string;
  level: number;
  /**
   * Choices (types 1-3), blanks (type 5: one per blank, no content) or left items (type 6); empty
   * for short answer (type 4) and composites.
   */
  options: LearnerOptionView[];
  /** Type 6: every right-side text, in an order unrelated to the mapping. */
  matchChoices: string[];
  /** The learner's answer: type 4 text. */
  answer: string | null;
  /** The learner's answer: type 5, one value per blank. */
  blanks: string[];
  /** The learner's answer: type 6 pairs. */
  pairs: LearnerPairView[];
  answered: boolean;
  /** Revealed only: whether the learner's answer is right (null: subjective or no answer). */
  isRight?: boolean | null;
  /** Revealed only. */
  analysis?: string;
  /** Revealed only, type 5: the accepted values of each blank. */
  rightBlanks?: string[][];
  /** Revealed only, type 6: the correct right-side text of each left item. */
  rightPairs?: LearnerPairView[];
  /** Revealed only, type 4: the reference answer (rich text, '' when the bank has none). */
  referenceAnswer?: string;
  /** Composites: the parts. */
  subList: LearnerQuestionView[];
}

export interface LearnerViewOptions {
  /** The learner's saved answer, if any. */
  answer: LearnerAnswer | null;
  answered: boolean;
  /** Show the key, per-option marks and the analysis. */
  reveal: boolean;
  /**
   * The stored verdict of an answered question (kept as graded at the time, never recomputed);
   * undefined to compute it from the answer.
   */
  isRight?: boolean | null;
  /** Varies the order of a matching question's right-side texts per training or paper. */
  shuffleSalt: string;
}

/** The question as a learner sees it (see the module comment for what is hidden when). */
export function toLearnerView(q: StoredQuestion, opts: LearnerViewOptions): LearnerQuestionView {
  const answer = opts.answer;
  const key = toQuestionKey(q);
  const given = answer !== null && isAnswered(key, answer);
  const result = opts.reveal && given ? gradeQuestion(key, answer, { partialCredit: false }) : null;
  return buildView(q, answer, result, opts);
}

function buildView(
  q: StoredQuestion,
  answer: LearnerAnswer | null,
  result: GradeResult | null,
  opts: LearnerViewOptions,
): LearnerQuestionView {
  const chosen = new Set(answer?.optionIds ?? []);
  const isBlank = q.quType === QuType.FILL_BLANK;
  const isMatching = q.quType === QuType.MATCHING;
  const isShort = q.quType === QuType.SHORT_ANSWER;
  const isChoice = !isBlank && !isMatching;
  // A short answer's option is its reference answer: it is never an option to show.
  const shown = isShort || isCompositeType(q.quType) ? [] : q.options;
  const options: LearnerOptionView[] = shown.map((o, i) => {
    const view: LearnerOptionView = {
      id: o.id,
      abc: abcLabel(i),
      content: isBlank ? null : o.content,
      image: o.image,
      checked: isChoice && chosen.has(o.id),
    };
    if (opts.reveal) {
      if (isChoice) view.isRight = o.isRight;
      else if (isBlank) view.isRight = result?.blanks?.[i] ?? null;
      else view.isRight = result?.pairs?.[o.id] ?? null;
    }
    return view;
  });
  const pairs = answer?.pairs ?? {};
  const view: LearnerQuestionView = {
    id: q.id,
    quType: q.quType,
    content: q.content,
    level: q.level,
    options,
    matchChoices: isMatching ? matchChoices(q, opts.shuffleSalt) : [],
    answer: isShort ? (answer?.text ?? null) : null,
    blanks: isBlank ? q.options.map((_, i) => blankOf(answer, i)) : [],
    pairs: isMatching
      ? q.options
          .filter((o) => Object.hasOwn(pairs, o.id) && stringOr(pairs[o.id]) !== '')
          .map((o) => ({ leftId: o.id, text: stringOr(pairs[o.id]) }))
      : [],
    answered: opts.answered,
    subList: q.subQuestions.map((s) =>
      buildView(
        s,
        answer?.sub != null && Object.hasOwn(answer.sub, s.id) ? (answer.sub[s.id] ?? null) : null,
        result?.sub?.[s.id] ?? null,
        { ...opts, isRight: undefined },
      ),
    ),
  };
  if (opts.reveal) {
    view.isRight = opts.isRight !== undefined ? opts.isRight : (result?.isRight ?? null);
    view.analysis = q.analysis;
    if (isBlank) view.rightBlanks = q.options.map((o) => acceptedValues(o.content));
    if (isMatching) {
      view.rightPairs = q.options.map((o) => ({ leftId: o.id, text: o.answer ?? '' }));
    }
    if (isShort) view.referenceAnswer = q.options[0]?.content ?? '';
  }
  return view;
}

/**
 * The right-side texts of a matching question, ordered by a salted hash of each text: stable across
 * calls, different per training, and a function of the set of texts only, so even a learner who
 * knows the salt learns nothing about which left item a text belongs to.
 */
function matchChoices(q: StoredQuestion, salt: string): string[] {
  const texts = q.options.map((o) => o.answer ?? '').filter((t) => t !== '');
  const rank = (t: string) =>
    createHash('sha256').update(`${salt}\u0000${q.id}\u0000${t}`).digest('hex');
  return [...new Set(texts)]
    .map((t) => ({ t, r: rank(t) }))
    .sort((a, b) => (a.r < b.r ? -1 : a.r > b.r ? 1 : 0))
    .map((x) => x.t);
}

function stringOr(v: unknown): string {
  return typeof v === 'string' ? v : '';
}
