/**
 * How one paper item is graded at hand-in (pure). The grading engine grades a leaf question out of
 * the item's score. A composite is graded with every part worth 1 and its result scaled to the
 * item's score (score x earned / parts), so the parts share the item's score equally whatever their
 * number; a composite that is not fully right never shows full marks.
 * Subjective items (a short answer, or a composite with a short-answer part) need a marker:
 * needsMarking true, isRight null, userScore null for a short answer or the composite's objective
 * points so far; one left entirely blank earns 0 and needs no marker.
 */
import { gradeQuestion, isAnswered, isCompositeType } from '../grading/index.ts';
import type { GradeResult, LearnerAnswer } from '../grading/index.ts';
import { isSubjective, toQuestionKey, type StoredQuestion } from '../question/index.ts';
import { round2 } from './paper-scoring.ts';

export interface GradedItem {
  isRight: boolean | null;
  userScore: number | null;
  needsMarking: boolean;
  subjective: boolean;
  /** The engine's result (per part for composites), for callers that need the detail. */
  result: GradeResult | null;
}

/** Scales a composite's result (parts worth 1 each) to the item's score. */
export function scaledScore(result: GradeResult, score: number): number {
  if (result.fullScore <= 0 || score <= 0) return 0;
  const s = round2((score * result.score) / result.fullScore);
  if (result.status !== 'right' && s >= score) return Math.max(0, round2(score - 0.01));
  return Math.max(0, s);
}

export function gradePaperItem(
  q: StoredQuestion | undefined,
  score: number,
  answer: LearnerAnswer | null,
  partialCredit: boolean,
): GradedItem {
  if (q === undefined) {
    // The question was deleted from the bank: nothing to grade against, nothing earned.
    return { isRight: null, userScore: 0, needsMarking: false, subjective: false, result: null };
  }
  const composite = isCompositeType(q.quType);
  const key = toQuestionKey(q, composite ? 1 : score);
  const result = gradeQuestion(key, answer, { partialCredit });
  const userScore = composite ? scaledScore(result, score) : result.score;
  if (isSubjective(q)) {
    // Nothing written at all: nothing to mark, it earns 0 (a marker would only type the zero).
    if (!isAnswered(key, answer)) {
      return { isRight: false, userScore: 0, needsMarking: false, subjective: true, result };
    }
    return {
      isRight: null,
      userScore: composite ? userScore : null,
      needsMarking: true,
      subjective: true,
      result,
    };
  }
  return { isRight: result.isRight, userScore, needsMarking: false, subjective: false, result };
}
