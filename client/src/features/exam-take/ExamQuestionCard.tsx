import { Alert, Badge, Button, Card, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuArrowRight, LuFlag, LuSend } from 'react-icons/lu';
import { errorMessage } from '../../app/errors/errorMessage';
import type { AnswerState } from '../question/answerState';
import { QuestionView } from '../question/QuestionView';
import type { Draft, LoadedQuestion } from './useExamQuestions';

export interface ExamQuestionCardProps {
  /** The question's index in the paper. */
  pos: number;
  total: number;
  /** The question's points (unknown before the paper's items are read). */
  score: number | undefined;
  numberRef: RefObject<HTMLParagraphElement | null>;
  question: LoadedQuestion | undefined;
  draft: Draft | undefined;
  /** Why the question could not be loaded. */
  error: unknown;
  onReload: () => void;
  onChange: (next: AnswerState) => void;
  onToggleFlag: () => void;
  locked: boolean;
  onPrev: () => void;
  onNext: () => void;
  onHandIn: () => void;
  handInDisabled: boolean;
}

/** The question on screen: its number, points and flag, the question itself, and moving on. */
export function ExamQuestionCard({
  pos,
  total,
  score,
  numberRef,
  question,
  draft,
  error,
  onReload,
  onChange,
  onToggleFlag,
  locked,
  onPrev,
  onNext,
  onHandIn,
  handInDisabled,
}: ExamQuestionCardProps) {
  const intl = useIntl();
  const flagged = draft?.mark === true;
  return (
    <Card.Root flex="1" minW="0" borderWidth="0" shadow="xs" data-testid="exam-question-card">
      <Card.Body p={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <HStack gap="2">
              <Text
                ref={numberRef}
                tabIndex={-1}
                fontWeight="semibold"
                color="fg.muted"
                fontSize="sm"
                outline="none"
                data-testid="exam-question-number"
              >
                <FormattedMessage id="examTake.question.number" values={{ n: pos + 1, total }} />
              </Text>
              {score !== undefined && (
                <Badge variant="outline" data-testid="exam-question-score">
                  <FormattedMessage id="examTake.question.score" values={{ score: score }} />
                </Badge>
              )}
            </HStack>
            <Button
              size="xs"
              variant={flagged ? 'solid' : 'outline'}
              colorPalette="orange"
              disabled={question === undefined || locked}
              onClick={onToggleFlag}
              aria-pressed={flagged}
              data-testid="flag-question"
            >
              <LuFlag />
              <FormattedMessage
                id={flagged ? 'examTake.question.unflag' : 'examTake.question.flag'}
              />
            </Button>
          </HStack>

          {error !== undefined && (
            <Alert.Root status="error" data-testid="exam-question-error">
              <Alert.Indicator />
              <Alert.Title flex="1">{errorMessage(intl, error)}</Alert.Title>
              <Button size="xs" variant="outline" onClick={onReload}>
                <FormattedMessage id="examTake.question.reload" />
              </Button>
            </Alert.Root>
          )}
          {question === undefined && error === undefined && (
            <Stack gap="3" data-testid="exam-question-loading">
              <Skeleton h="6" w="40%" />
              <Skeleton h="16" />
              <Skeleton h="10" />
              <Skeleton h="10" />
            </Stack>
          )}
          {question !== undefined && draft !== undefined && (
            <QuestionView
              key={question.id}
              question={question}
              state={draft.state}
              onChange={onChange}
              locked={locked}
              revealed={false}
            />
          )}

          <Flex gap="2" wrap="wrap" justify="space-between" borderTopWidth="1px" pt="4">
            <Button
              variant="outline"
              size="sm"
              disabled={pos === 0}
              onClick={onPrev}
              data-testid="exam-prev"
            >
              <LuArrowLeft />
              <FormattedMessage id="examTake.question.prev" />
            </Button>
            {pos < total - 1 ? (
              <Button
                variant="subtle"
                colorPalette="brand"
                size="sm"
                onClick={onNext}
                data-testid="exam-next"
              >
                <FormattedMessage id="examTake.question.next" />
                <LuArrowRight />
              </Button>
            ) : (
              <Button
                variant="subtle"
                colorPalette="brand"
                size="sm"
                onClick={onHandIn}
                disabled={handInDisabled}
                data-testid="exam-next"
                data-last="true"
              >
                <FormattedMessage id="examTake.handIn.button" />
                <LuSend />
              </Button>
            )}
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
