import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { notifyError } from '../../app/errors/notify';
import type { ExamTakeOpenPaperQuery, ExamTakeQuestionQuery } from '../../gql/graphql';
import { answerFromQuestion, hasAnswer, type AnswerState } from '../question/answerState';
import { saveFields, stateFromFields } from './answerFields';
import { isTypedChange } from './autosave';
import { startIndex } from './examSheet';
import { ExamTakeQuestionDocument } from './examTakeDocuments';
import { isNewerThanServer, overlaySheet } from './replay';
import { isPaperOver, subCodeOf } from './saveErrors';
import type { AnswerEdit, ExamSaves } from './useExamSaves';
import { useLatestRef } from './useLatestRef';

export type PaperItem = NonNullable<ExamTakeOpenPaperQuery['openPaper']>['items'][number];
export type LoadedQuestion = ExamTakeQuestionQuery['paperQuestion'];

/** What the learner has on screen for a question: the answer and the flag. */
export interface Draft {
  state: AnswerState;
  mark: boolean;
}

export interface ExamQuestionsOptions {
  paperId: string;
  /** The paper's questions in paper order. */
  items: readonly PaperItem[];
  saves: Pick<ExamSaves, 'restored' | 'saved' | 'edit' | 'flushEdits' | 'observeSeq'>;
  /** Answers and flags cannot change (time up, handing in, paper over). */
  locked: boolean;
  onPaperOver: () => void;
  /** A question of the paper has been deleted: the exam cannot go on. */
  onQuestionDeleted: () => void;
}

export interface ExamQuestions {
  /** The index of the question on screen. */
  pos: number;
  current: PaperItem | undefined;
  /** The question on screen once loaded. */
  question: LoadedQuestion | undefined;
  draft: Draft | undefined;
  /** Why the question on screen could not be loaded. */
  error: unknown;
  /** The answer sheet: the paper's items with what this page saved laid over them. */
  sheet: PaperItem[];
  change: (next: AnswerState) => void;
  toggleFlag: () => void;
  /** Shows question `index` (false when it is already shown); `focus` moves the keyboard there. */
  goTo: (index: number, focus?: boolean) => boolean;
  reload: () => void;
  /** The question number: it takes the focus after a jump from the answer sheet. */
  numberRef: RefObject<HTMLParagraphElement | null>;
}

function editOf(q: LoadedQuestion, draft: Draft): AnswerEdit {
  return {
    answer: { ...saveFields(q, draft.state), mark: draft.mark },
    answered: hasAnswer(q, draft.state),
  };
}

/**
 * The exam's questions: the one on screen and moving between them, loading each once (and the
 * next one ahead), the learner's drafts and flags, and the answer sheet.
 */
export function useExamQuestions({
  paperId,
  items,
  saves,
  locked,
  onPaperOver,
  onQuestionDeleted,
}: ExamQuestionsOptions): ExamQuestions {
  const intl = useIntl();
  const client = useApolloClient();
  const { restored, saved, edit, flushEdits, observeSeq } = saves;
  const [pos, setPos] = useState(() => startIndex(items));
  const [questions, setQuestions] = useState<Record<string, LoadedQuestion>>({});
  const questionsRef = useRef<Record<string, LoadedQuestion>>({});
  const [errors, setErrors] = useState<Record<string, unknown>>({});
  const loadingRef = useRef(new Set<string>());
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const numberRef = useRef<HTMLParagraphElement>(null);
  /** The next question shown takes the keyboard focus (a jump from the answer sheet). */
  const focusNumberRef = useRef(false);
  const onPaperOverRef = useLatestRef(onPaperOver);
  const onDeletedRef = useLatestRef(onQuestionDeleted);

  const current = items[pos];
  const currentId = current?.quId ?? '';
  const question = currentId !== '' ? questions[currentId] : undefined;

  /** The draft of a question: the learner's edit, else a newer buffered save, else the server's. */
  function draftOf(q: LoadedQuestion): Draft {
    const quId = q.quId ?? q.id;
    const edited = drafts[quId];
    if (edited !== undefined) return edited;
    const buffered = restored.get(quId);
    if (buffered !== undefined && isNewerThanServer(buffered, q.seq)) {
      return { state: stateFromFields(buffered.answer), mark: buffered.answer.mark };
    }
    return { state: answerFromQuestion(q), mark: q.mark ?? false };
  }

  const load = useCallback(
    async (quId: string) => {
      if (loadingRef.current.has(quId) || questionsRef.current[quId] !== undefined) return;
      loadingRef.current.add(quId);
      setErrors((e) => {
        if (!(quId in e)) return e;
        const rest = { ...e };
        delete rest[quId];
        return rest;
      });
      try {
        const result = await client.query({
          query: ExamTakeQuestionDocument,
          variables: { paperId, quId },
          fetchPolicy: 'no-cache',
        });
        const q = result.data?.paperQuestion;
        if (q == null) throw new Error('paperQuestion returned no data');
        observeSeq(q.seq);
        questionsRef.current = { ...questionsRef.current, [quId]: q };
        setQuestions(questionsRef.current);
      } catch (error) {
        if (subCodeOf(error) === 'QUESTION_DELETED') {
          notifyError(error, intl);
          onDeletedRef.current();
        } else if (isPaperOver(error)) {
          onPaperOverRef.current();
        } else {
          setErrors((e) => ({ ...e, [quId]: error }));
        }
      } finally {
        loadingRef.current.delete(quId);
      }
    },
    [client, intl, observeSeq, onDeletedRef, onPaperOverRef, paperId],
  );

  useEffect(() => {
    if (currentId === '') return;
    void load(currentId).then(() => {
      // The next question is usually wanted next: have it ready.
      const next = items[pos + 1];
      if (next !== undefined) void load(next.quId);
    });
  }, [currentId, items, load, pos]);

  useEffect(() => {
    if (!focusNumberRef.current) return;
    focusNumberRef.current = false;
    numberRef.current?.focus({ preventScroll: true });
  }, [pos]);

  function update(q: LoadedQuestion, next: Draft, typed: boolean) {
    setDrafts((d) => ({ ...d, [currentId]: next }));
    edit(currentId, editOf(q, next), typed);
  }

  function change(next: AnswerState) {
    if (question === undefined || locked) return;
    const prev = draftOf(question);
    update(question, { ...prev, state: next }, isTypedChange(prev.state, next));
  }

  function toggleFlag() {
    if (question === undefined || locked) return;
    const prev = draftOf(question);
    update(question, { ...prev, mark: !prev.mark }, false);
  }

  function goTo(index: number, focus = false): boolean {
    if (index < 0 || index >= items.length) return false;
    if (index === pos) {
      // Choosing the question on screen from the sheet still takes the focus to it.
      if (focus) numberRef.current?.focus({ preventScroll: true });
      return focus;
    }
    flushEdits(currentId);
    setPos(index);
    focusNumberRef.current = focus;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return true;
  }

  return {
    pos,
    current,
    question,
    draft: question !== undefined ? draftOf(question) : undefined,
    error: currentId !== '' ? errors[currentId] : undefined,
    sheet: overlaySheet(items, saved),
    change,
    toggleFlag,
    goTo,
    reload: () => void load(currentId),
    numberRef,
  };
}
