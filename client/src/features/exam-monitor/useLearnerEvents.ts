import { useSubscription } from '@apollo/client/react';
import { useEffect, useReducer, useRef } from 'react';
import { learnerEventAction, messageStack, type ProctorMessage } from './learnerEvents';
import { MyExamEventsDocument } from './monitorDocuments';

/** A channel that ended or failed is opened again after 1 s, doubling per failure, at most 30 s. */
export const RESUBSCRIBE_FIRST_MS = 1000;
export const RESUBSCRIBE_MAX_MS = 30_000;

/** The wait before resubscribing after `failures` ends or failures in a row (1-based). */
export function resubscribeDelay(failures: number): number {
  return Math.min(RESUBSCRIBE_MAX_MS, RESUBSCRIBE_FIRST_MS * 2 ** Math.min(failures - 1, 30));
}

export interface LearnerEventsOptions {
  examId: string;
  paperId: string;
  /** The paper was handed in by someone else than the learner (handBy), with the reason. */
  onHandedIn: (reason: string, handBy: number | null) => void;
  /** The proctor gave extra time: the clock is read again. */
  onExtraTime: () => void;
}

/**
 * The learner's live channel while sitting (myExamEvents over graphql-ws; the server counts the
 * learner online while it is open): proctor messages stack up, a forced hand-in and extra time
 * are handed to the page. While the page is open the channel never stays closed: an error or an
 * end opens it again after a growing delay.
 */
export function useLearnerEvents(options: LearnerEventsOptions): {
  messages: readonly ProctorMessage[];
  dismiss: (id: string) => void;
} {
  const { examId, paperId } = options;
  const [messages, dispatch] = useReducer(messageStack, []);
  const optionsRef = useRef(options);
  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const restartRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    optionsRef.current = options;
  });

  function resubscribeLater() {
    if (retryTimer.current !== null) return;
    failures.current += 1;
    retryTimer.current = setTimeout(() => {
      retryTimer.current = null;
      restartRef.current();
    }, resubscribeDelay(failures.current));
  }

  const { restart } = useSubscription(MyExamEventsDocument, {
    variables: { examId },
    onData: ({ data }) => {
      failures.current = 0;
      const event = data.data?.myExamEvents;
      if (event == null) return;
      const action = learnerEventAction(event, { examId, paperId });
      if (action.type === 'message') dispatch({ type: 'add', message: action.message });
      else if (action.type === 'handedIn')
        optionsRef.current.onHandedIn(action.reason, action.handBy);
      else if (action.type === 'extraTime') optionsRef.current.onExtraTime();
    },
    onError: resubscribeLater,
    onComplete: resubscribeLater,
  });
  useEffect(() => {
    restartRef.current = restart;
  }, [restart]);
  useEffect(
    () => () => {
      if (retryTimer.current !== null) clearTimeout(retryTimer.current);
    },
    [],
  );
  return { messages, dismiss: (id) => dispatch({ type: 'dismiss', id }) };
}
