import { useSubscription } from '@apollo/client/react';
import { useReducer, useRef, useEffect } from 'react';
import { learnerEventAction, messageStack, type ProctorMessage } from './learnerEvents';
import { MyExamEventsDocument } from './monitorDocuments';

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
 * are handed to the page.
 */
export function useLearnerEvents(options: LearnerEventsOptions): {
  messages: readonly ProctorMessage[];
  dismiss: (id: string) => void;
} {
  const { examId, paperId } = options;
  const [messages, dispatch] = useReducer(messageStack, []);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  useSubscription(MyExamEventsDocument, {
    variables: { examId },
    onData: ({ data }) => {
      const event = data.data?.myExamEvents;
      if (event == null) return;
      const action = learnerEventAction(event, { examId, paperId });
      if (action.type === 'message') dispatch({ type: 'add', message: action.message });
      else if (action.type === 'handedIn')
        optionsRef.current.onHandedIn(action.reason, action.handBy);
      else if (action.type === 'extraTime') optionsRef.current.onExtraTime();
    },
  });
  return { messages, dismiss: (id) => dispatch({ type: 'dismiss', id }) };
}
