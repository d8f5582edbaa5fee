import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errors/errorMessage';
import type { AnswerState } from './answerState';
import { QuestionView } from './QuestionView';
import type { ViewQuestion } from './viewModel';

export interface QuestionPaneProps {
  /** The question once loaded. */
  question: ViewQuestion | undefined;
  /** The answer on screen (known once the question is loaded). */
  state: AnswerState | undefined;
  /** Why the question could not be loaded. */
  error: unknown;
  onChange: (next: AnswerState) => void;
  locked: boolean;
  revealed: boolean;
  /** Beside the error (e.g. a button that loads the question again). */
  errorAction?: ReactNode;
  errorTestId: string;
  loadingTestId?: string;
}

/** The question of a one-at-a-time page: its load error, a placeholder while it loads, or itself. */
export function QuestionPane(props: QuestionPaneProps) {
  const intl = useIntl();
  const { question, state, error } = props;
  return (
    <>
      {error !== undefined && (
        <Alert.Root status="error" data-testid={props.errorTestId}>
          <Alert.Indicator />
          <Alert.Title flex="1">{errorMessage(intl, error)}</Alert.Title>
          {props.errorAction}
        </Alert.Root>
      )}
      {question === undefined && error === undefined && (
        <Stack gap="3" data-testid={props.loadingTestId}>
          <Skeleton h="6" w="40%" />
          <Skeleton h="16" />
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      )}
      {question !== undefined && state !== undefined && (
        <QuestionView
          key={question.id}
          question={question}
          state={state}
          onChange={props.onChange}
          locked={props.locked}
          revealed={props.revealed}
        />
      )}
    </>
  );
}
