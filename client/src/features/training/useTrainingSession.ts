import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { useFragment as getFragmentData } from '../../gql';
import type { TrainingQuestionQuery } from '../../gql/graphql';
import {
  answerFromQuestion,
  buildAnswer,
  checksOnSelect,
  hasAnswer,
  type AnswerState,
} from '../question/answerState';
import { TRAIN_MODE } from '../question/questionTypes';
import type { ViewQuestion } from '../question/viewModel';
import { resultPath } from './paths';
import { resumeIndex } from './sheet';
import {
  CheckTrainingAnswerDocument,
  FillTrainingAnswerDocument,
  FinishTrainingDocument,
  StartTrainingDocument,
  TrainingCardDocument,
  TrainingHeaderFragment,
  TrainingQuestionDocument,
  TrainingQuestionFieldsFragment,
} from './trainingDocuments';

type ServerQuestion = TrainingQuestionQuery['trainingQuestion'];

export interface TrainingTarget {
  kind: number;
  repoId: string | null;
  /** A wrong-book practice of one exam's mistakes. */
  examId: string | null;
  mode: number;
}

/**
 * A practice session: opens the unfinished training of this bank (or book) and mode, or a new one,
 * continues at the question the learner left, keeps the learner's drafts, checks answers (single
 * choice and true/false on selection, the others on request) and finishes the training.
 */
export function useTrainingSession({ kind, repoId, examId, mode }: TrainingTarget) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [start, started] = useMutation(StartTrainingDocument);
  const [check] = useMutation(CheckTrainingAnswerDocument);
  const [fill] = useMutation(FillTrainingAnswerDocument);
  const [finish, finishing] = useMutation(FinishTrainingDocument);

  useEffect(() => {
    start({
      variables: {
        input: {
          kind,
          repoId: repoId ?? undefined,
          examId: examId ?? undefined,
          mode,
          clear: false,
        },
      },
    }).catch(() => {
      // shown from `startError`
    });
  }, [start, kind, repoId, examId, mode]);

  const training = getFragmentData(TrainingHeaderFragment, started.data?.startTraining);
  const trainId = training?.id ?? '';
  const card = useQuery(TrainingCardDocument, {
    variables: { id: trainId },
    skip: trainId === '',
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const sheet = card.data?.trainingCard;
  const items = sheet?.items ?? [];

  const [pos, setPos] = useState<number | null>(null);
  if (pos === null && sheet !== undefined) setPos(resumeIndex(sheet.items));
  const index = pos ?? 0;
  const item = items[index];
  const quId = item?.quId ?? '';
  const deleted = item !== undefined && item.quType === null;

  const questionQuery = useQuery(TrainingQuestionDocument, {
    variables: { input: { trainId, quId } },
    skip: trainId === '' || quId === '' || deleted,
  });
  const question: ViewQuestion | undefined = getFragmentData(
    TrainingQuestionFieldsFragment,
    questionQuery.data?.trainingQuestion,
  );

  const [drafts, setDrafts] = useState<Record<string, AnswerState>>({});
  const [checking, setChecking] = useState(false);

  const rote = mode === TRAIN_MODE.ROTE;
  const open = training?.state === 0;
  const state =
    question !== undefined ? (drafts[question.id] ?? answerFromQuestion(question)) : undefined;
  const revealed = question !== undefined && (question.answered || rote);
  const locked = question === undefined || question.answered || rote || !open || checking;

  function writeQuestion(data: ServerQuestion, id: string) {
    client.writeQuery({
      query: TrainingQuestionDocument,
      variables: { input: { trainId, quId: id } },
      data: { trainingQuestion: data },
    });
  }

  /** Stores what the server returned for a question so going back shows it as it is now. */
  function remember(data: ServerQuestion, id: string) {
    writeQuestion(data, id);
    setDrafts((d) => {
      const rest = { ...d };
      delete rest[id];
      return rest;
    });
  }

  async function runCheck(q: ViewQuestion, s: AnswerState) {
    setChecking(true);
    try {
      const result = await check({
        variables: { input: { trainId, quId: q.id, ...buildAnswer(q, s) } },
      });
      if (result.data !== undefined && result.data !== null) {
        remember(result.data.checkTrainingAnswer, q.id);
      }
      void card.refetch();
    } catch (error) {
      notifyError(error, intl);
    } finally {
      setChecking(false);
    }
  }

  function change(next: AnswerState) {
    if (question === undefined || locked) return;
    setDrafts((d) => ({ ...d, [question.id]: next }));
    if (checksOnSelect(question.quType) && next.optionIds.length > 0) {
      void runCheck(question, next);
    }
  }

  /** Checks the answer on screen (the types not checked on selection). */
  function checkNow() {
    if (question !== undefined && state !== undefined) void runCheck(question, state);
  }

  /** Leaving a question: rote mode counts it as studied; a typed but unchecked answer is kept. */
  async function leaveCurrent() {
    if (question === undefined || question.answered || !open) return;
    const q = question;
    try {
      if (rote) {
        const result = await check({ variables: { input: { trainId, quId: q.id } } });
        if (result.data != null) remember(result.data.checkTrainingAnswer, q.id);
        void card.refetch();
      } else if (state !== undefined && drafts[q.id] !== undefined && hasAnswer(q, state)) {
        const result = await fill({
          variables: { input: { trainId, quId: q.id, ...buildAnswer(q, state) } },
        });
        if (result.data != null) writeQuestion(result.data.fillTrainingAnswer, q.id);
      }
    } catch {
      // Keeping a draft is a courtesy; the learner's next check reports real problems.
    }
  }

  /** Shows question `next` (false when there is none or it is already shown). */
  function goTo(next: number): boolean {
    if (next < 0 || next >= items.length || next === index) return false;
    void leaveCurrent();
    setPos(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return true;
  }

  async function finishTraining() {
    try {
      if (rote) await leaveCurrent();
      await finish({ variables: { id: trainId } });
      client.cache.evict({
        id: client.cache.identify({ __typename: 'TrainingCard', id: trainId }),
      });
      void navigate(resultPath(trainId), { replace: true });
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return {
    startError: started.error,
    training,
    trainId,
    sheet,
    items,
    /** Null until the answer sheet is read and the learner's place is known. */
    pos,
    index,
    deleted,
    question,
    questionError: questionQuery.error,
    state,
    revealed,
    locked,
    checking,
    rote,
    open,
    change,
    checkNow,
    goTo,
    finish: finishTraining,
    finishing: finishing.loading,
  };
}
