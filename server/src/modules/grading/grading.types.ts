/**
 * Types of the shared grading engine. Pure data: no GraphQL decorators here, the training and exam
 * modules map these to their own transport types.
 */

/** Question types. Exams also send composites as 991, 992 and 993. */
export const QuType = {
  SINGLE: 1,
  MULTIPLE: 2,
  TRUE_FALSE: 3,
  SHORT_ANSWER: 4,
  FILL_BLANK: 5,
  MATCHING: 6,
  COMPOSITE: 99,
} as const;

/** Every quType graded as a composite (a stem with sub-questions). */
export const COMPOSITE_TYPES: readonly number[] = [QuType.COMPOSITE, 991, 992, 993];

/** One option of a question as the server stores it. */
export interface OptionKey {
  id: string;
  /** Types 1-3: this option is (one of) the right choice(s). Ignored by the other types. */
  isRight: boolean;
  /** Type 5: the accepted values of this blank, joined by `||` ('a||b'). Type 6: the left text. */
  content: string;
  /** Type 6: the one correct right-side text for this left item. */
  answer?: string | null;
}

/** What the server knows about a question: never sent to a learner before answering. */
export interface QuestionKey {
  id: string;
  quType: number;
  /** Types 1-3: the choices. Type 5: one option per blank, in blank order. Type 6: the left items. */
  options: OptionKey[];
  /** Composites only. */
  subQuestions?: QuestionKey[];
  /** Full marks of this question. For a composite the marks live on its sub-questions. */
  score: number;
}

/** What a learner submits for one question. Only the field(s) of the question's type are read. */
export interface LearnerAnswer {
  /** Types 1-3: chosen option ids. */
  optionIds?: string[];
  /** Type 4: the rich-text answer. */
  text?: string;
  /** Type 5: one value per blank, in blank order. */
  blanks?: string[];
  /** Type 6: left option id -> chosen right-side text. */
  pairs?: Record<string, string>;
  /** Composites: sub-question id -> answer. */
  sub?: Record<string, LearnerAnswer>;
}

export interface GradingPolicy {
  /**
   * true: multiple choice earns score x (right options chosen / right options) when no wrong option
   * is chosen; fill-blank and matching earn score x (correct blanks or pairs / total).
   * false: every objective question is all or nothing.
   */
  partialCredit: boolean;
}

export type GradeStatus = 'right' | 'wrong' | 'partial' | 'unanswered' | 'manual';

export interface GradeResult {
  /** The graded question's id (a composite's sub results carry their sub-question ids). */
  id: string;
  status: GradeStatus;
  /** Earned score, rounded to 2 decimals, within [0, fullScore]. */
  score: number;
  /** The maximum score (for a composite, the sum of its sub-questions' full marks). */
  fullScore: number;
  /** null when the question (or any part of a composite) is subjective. */
  isRight: boolean | null;
  /** Composites: one result per sub-question id. */
  sub?: Record<string, GradeResult>;
  /** Type 5: correctness of each blank, in blank order (one entry per blank of the key). */
  blanks?: boolean[];
  /** Type 6: correctness per left option id (one entry per left item of the key). */
  pairs?: Record<string, boolean>;
}

/** Why `scoreWithManual` refused a manual mark. */
export type ManualScoreProblem =
  /** The id names no part of the graded question. */
  | 'UNKNOWN_PART'
  /** The id names an objective part (its score is computed, never hand-set), or an unanswered
   * subjective part given more than 0. */
  | 'NOT_MARKABLE'
  /** Not a finite number. */
  | 'NOT_A_NUMBER'
  /** Below 0 or above the part's full score. */
  | 'OUT_OF_RANGE';
