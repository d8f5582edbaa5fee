/**
 * A handed-in paper's items as the result page (learner) and the marking page (admin) show them.
 *
 * One place decides what of a paper question is visible:
 * - `reveal` (keys, option isRight, analysis, reference answer, accepted blanks, matching pairs) is
 *   true only when the caller may see answers (see paper-results.policy.ts). A paper in progress
 *   (state 0) is never revealed, whoever asks.
 * - `showScores` adds the per-question verdict (userScore, isRight, comment). It follows `reveal`
 *   for learners: a per-question score of an objective question tells whether the chosen option was
 *   right, i.e. it is a key, so answerDisplay 0 ("never") and 2 (before the window ends) show the
 *   paper totals only.
 * The question is shown through question-views.ts `toLearnerView`, options in the order the learner
 * saw them (PaperQuestion.optionOrder), so labels A, B, C ... match the exam page.
 */
import type { PaperQuestion } from '../../generated/prisma/client.ts';
import { isCompositeType, asLearnerAnswer, QuType } from '../grading/index.ts';
import {
  type LearnerQuestionView,
  type StoredQuestion,
  isSubjective,
  toLearnerView,
} from '../question/index.ts';
import { withOptionOrder } from './paper-draw.ts';

/** A paper question (or a composite's part) as returned to clients; same names as TrainingQuestion. */
export interface PaperQuestionView extends LearnerQuestionView {
  /** The question id (= id); set on the top-level question. */
  quId: string;
  paperId: string;
  /** Position in the paper, from 0. */
  sort: number;
  /** The learner's flag on the answer sheet. */
  mark: boolean;
  /** Full marks of this question on this paper. */
  score: number;
  /** Sequence of the last applied save. */
  seq: number;
}

export interface PaperResultItemView {
  quId: string;
  quType: number;
  sort: number;
  /** Full marks of the question on this paper. */
  score: number;
  answered: boolean;
  /** Points earned; null while not graded or when scores are hidden. */
  userScore: number | null;
  /** null: subjective not marked, unanswered subjective, or hidden. */
  isRight: boolean | null;
  /** A subjective answer still waits for a marker. */
  needsMarking: boolean;
  /** The marker's comment; null when hidden. */
  comment: string | null;
  /** null when the question has since been deleted from its bank. */
  question: PaperQuestionView | null;
}

export interface ItemViewOptions {
  reveal: boolean;
  showScores: boolean;
}

type ItemRow = Pick<
  PaperQuestion,
  | 'paperId'
  | 'quId'
  | 'quType'
  | 'sort'
  | 'score'
  | 'optionOrder'
  | 'answer'
  | 'answered'
  | 'mark'
  | 'seq'
  | 'isRight'
  | 'userScore'
  | 'needsMarking'
  | 'comment'
>;

/** Items in paper order, each with its question view (see the module comment). */
export function toResultItems(
  items: readonly ItemRow[],
  questions: ReadonlyMap<string, StoredQuestion>,
  opts: ItemViewOptions,
): PaperResultItemView[] {
  return [...items]
    .sort((a, b) => a.sort - b.sort)
    .map((item) => {
      const q = questions.get(item.quId);
      return {
        quId: item.quId,
        quType: item.quType,
        sort: item.sort,
        score: item.score,
        answered: item.answered,
        userScore: opts.showScores ? item.userScore : null,
        isRight: opts.showScores ? item.isRight : null,
        needsMarking: item.needsMarking,
        comment: opts.showScores ? item.comment : null,
        question: q === undefined ? null : toPaperQuestionView(item, q, opts.reveal),
      };
    });
}

function toPaperQuestionView(item: ItemRow, q: StoredQuestion, reveal: boolean): PaperQuestionView {
  const view = toLearnerView(withOptionOrder(q, item.optionOrder), {
    answer: asLearnerAnswer(item.answer),
    answered: item.answered,
    reveal,
    ...(reveal ? { isRight: item.isRight } : {}),
    shuffleSalt: item.paperId,
  });
  return {
    ...view,
    quId: item.quId,
    paperId: item.paperId,
    sort: item.sort,
    mark: item.mark,
    score: item.score,
    seq: Number(item.seq),
  };
}

/**
 * Whether an item is marked by a person. From the question when it still exists, else from what
 * the paper remembers (a short answer, or a composite that was waiting for or got a mark).
 */
export function isSubjectiveItem(
  item: Pick<PaperQuestion, 'quType' | 'needsMarking' | 'markedBy'>,
  q: StoredQuestion | undefined,
): boolean {
  if (q !== undefined) return isSubjective(q);
  if (item.quType === QuType.SHORT_ANSWER) return true;
  return isCompositeType(item.quType) && (item.needsMarking || item.markedBy !== null);
}
