/**
 * The legacy Question entity: the learner's view of a question under the names legacy clients
 * read (quId, quContent, conText, answerList with id, abc, content, image, checked, answer and,
 * once revealed, isRight). Built here once and used by every REST route that returns a question
 * to a learner (exam papers and practice), so the two can never disagree.
 *
 * It adds names only: what the learner view hides (option `isRight`, analysis, accepted values)
 * stays hidden, because an option carries `isRight` only when the view it comes from has it.
 */
import { QuType } from '../grading/index.ts';
import type { LearnerOptionView } from './question-views.ts';
import { htmlToText } from './question.sanitize.ts';

export interface LegacyAnswerItem {
  id: string;
  abc: string;
  content: string | null;
  image: string;
  /** Types 1-3: the learner chose this option. */
  checked: boolean;
  /** The learner's own value: type 5 this blank's text, type 6 this left item's text; else null. */
  answer: string | null;
  /** Present only once the key is revealed. */
  isRight?: boolean | null;
}

/** The question fields that carry its key, present only once revealed. */
const KEY_FIELDS = ['isRight', 'analysis', 'rightBlanks', 'rightPairs', 'referenceAnswer'] as const;

/** What the legacy view reads of a learner's question view (exam paper or practice). */
export interface LegacyQuestionSource {
  id: string;
  quId?: string | null;
  quType: number;
  content: string;
  options: ReadonlyArray<
    Pick<LearnerOptionView, 'id' | 'abc' | 'content' | 'image' | 'checked' | 'isRight'>
  >;
  blanks: readonly string[];
  pairs: ReadonlyArray<{ leftId: string; text: string }>;
  analysis?: string | null;
  sort?: number | null;
  mark?: boolean | null;
  score?: number | null;
  subList: readonly LegacyQuestionSource[];
}

export type LegacyQuestion<V extends LegacyQuestionSource> = Omit<V, 'subList'> & {
  quId: string;
  quContent: string;
  /** The stem as plain text. */
  conText: string;
  /** Whether the key and analysis are shown with this question. */
  isShow: boolean;
  sort: number | null;
  /** The learner's flag (practice has none: false). */
  mark: boolean;
  /** Full marks of the question where it has a score (an exam paper), else null. */
  value: number | null;
  answerList: LegacyAnswerItem[];
  subList: Array<LegacyQuestion<LegacyQuestionSource>>;
};

/** The legacy names of a learner's question view (and of each composite part). */
export function toLegacyQuestion<V extends LegacyQuestionSource>(q: V): LegacyQuestion<V> {
  const revealed = typeof q.analysis === 'string';
  const pairs = new Map(q.pairs.map((p) => [p.leftId, p.text]));
  const answerList = q.options.map((o, i): LegacyAnswerItem => {
    const answer =
      q.quType === QuType.FILL_BLANK
        ? (q.blanks[i] ?? null)
        : q.quType === QuType.MATCHING
          ? (pairs.get(o.id) ?? null)
          : null;
    const item: LegacyAnswerItem = {
      id: o.id,
      abc: o.abc,
      content: o.content,
      image: o.image,
      checked: o.checked,
      answer,
    };
    if (revealed && Object.hasOwn(o, 'isRight')) item.isRight = o.isRight ?? null;
    return item;
  });
  const own: Partial<V> = { ...q };
  // Not revealed: the key's names are left out altogether, not sent as null.
  if (!revealed) {
    for (const k of KEY_FIELDS) delete own[k as keyof V];
    (own as { options: unknown }).options = q.options.map(({ isRight: _isRight, ...o }) => o);
  }
  return {
    ...(own as V),
    quId: q.quId ?? q.id,
    quContent: q.content,
    conText: htmlToText(q.content),
    isShow: revealed,
    sort: q.sort ?? null,
    mark: q.mark ?? false,
    value: q.score ?? null,
    answerList,
    subList: q.subList.map((s) => toLegacyQuestion(s)),
  };
}
