/**
 * Manual marking of a handed-in paper: the marker's drafts per question, the checks mirroring the
 * server (a score within [0, the question's value], else SCORE_EXCEEDS_QUESTION_VALUE {n}), the
 * live total and reviewPaper's input. Also the extra-time minutes check.
 */
import { EXTRA_MINUTES_MAX, EXTRA_MINUTES_MIN } from './examConstants';
import { parseNumber, roundScore } from './examForm';

export interface ReviewItemLike {
  quId: string;
  /** The question's value in this paper. */
  score: number;
  /** Points given so far (objective part, or an earlier mark); null when none. */
  userScore?: number | null;
  needsMarking: boolean;
  comment?: string | null;
}

export interface MarkDraft {
  score: string;
  comment: string;
}

export type MarkProblem = 'required' | 'negative' | 'exceeds' | 'decimals';
export interface MarkError {
  problem: MarkProblem;
  n?: number;
}

/** Message ids per problem; 'exceeds' is the server's own catalogue text (20010029). */
export const MARK_PROBLEM_IDS: Record<MarkProblem, string> = {
  required: 'examAdmin.review.scoreRequired',
  negative: 'examAdmin.review.scoreNegative',
  exceeds: 'error.SCORE_EXCEEDS_QUESTION_VALUE',
  decimals: 'examAdmin.review.scoreDecimals',
};

/** Drafts for the items the marker may score: those still needing it, pre-filled when known. */
export function initialDrafts(items: readonly ReviewItemLike[]): Record<string, MarkDraft> {
  const drafts: Record<string, MarkDraft> = {};
  for (const item of items) {
    if (!item.needsMarking) continue;
    drafts[item.quId] = {
      score: item.userScore == null ? '' : String(item.userScore),
      comment: item.comment ?? '',
    };
  }
  return drafts;
}

/** One score's check: a number, not negative, at most two decimals, at most the item's value. */
export function checkMark(text: string, value: number): MarkError | null {
  const n = parseNumber(text);
  if (n === null) return { problem: 'required' };
  if (n < 0) return { problem: 'negative' };
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) return { problem: 'decimals' };
  if (n > value) return { problem: 'exceeds', n: value };
  return null;
}

/** Errors by quId for the drafted marks (empty when all may be sent). */
export function validateMarks(
  items: readonly ReviewItemLike[],
  drafts: Readonly<Record<string, MarkDraft>>,
): Record<string, MarkError> {
  const errors: Record<string, MarkError> = {};
  for (const item of items) {
    const draft = drafts[item.quId];
    if (draft === undefined) continue;
    const problem = checkMark(draft.score, item.score);
    if (problem !== null) errors[item.quId] = problem;
  }
  return errors;
}

/**
 * The paper's score if the drafts were sent: drafted items count their entered score (0 while
 * blank or invalid), the others their userScore.
 */
export function projectedScore(
  items: readonly ReviewItemLike[],
  drafts: Readonly<Record<string, MarkDraft>>,
): number {
  let total = 0;
  for (const item of items) {
    const draft = drafts[item.quId];
    if (draft !== undefined) {
      const n = parseNumber(draft.score);
      total += n !== null && checkMark(draft.score, item.score) === null ? n : 0;
    } else {
      total += item.userScore ?? 0;
    }
  }
  return roundScore(total);
}

/** reviewPaper's input for the drafted items. */
export function toReviewInput(paperId: string, drafts: Readonly<Record<string, MarkDraft>>) {
  return {
    paperId,
    marks: Object.entries(drafts).map(([quId, d]) => ({
      quId,
      score: parseNumber(d.score) ?? 0,
      comment: d.comment.trim(),
    })),
  };
}

/** Extra minutes for grantExtraTime: a whole number from 1 to 600. */
export function checkExtraMinutes(text: string): 'required' | 'range' | null {
  const n = parseNumber(text);
  if (n === null) return 'required';
  if (!Number.isInteger(n) || n < EXTRA_MINUTES_MIN || n > EXTRA_MINUTES_MAX) return 'range';
  return null;
}
