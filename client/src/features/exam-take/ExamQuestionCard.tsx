import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { LuFlag, LuSend } from 'react-icons/lu';
import type { AnswerState } from '../question/answerState';
import { QuestionPane } from '../question/QuestionPane';
import { QuestionSteps } from '../question/QuestionSteps';
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
                rounded="sm"
                // The answer sheet moves the focus here: keyboard users must see where it went.
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.solid',
                  outlineOffset: '2px',
                }}
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

          <QuestionPane
            question={question}
            state={draft?.state}
            error={error}
            onChange={onChange}
            locked={locked}
            revealed={false}
            errorAction={
              <Button size="xs" variant="outline" onClick={onReload}>
                <FormattedMessage id="examTake.question.reload" />
              </Button>
            }
            errorTestId="exam-question-error"
            loadingTestId="exam-question-loading"
          />

          <QuestionSteps
            isFirst={pos === 0}
            isLast={pos >= total - 1}
            onPrev={onPrev}
            onNext={onNext}
            onLast={onHandIn}
            lastDisabled={handInDisabled}
            labels={{
              prev: 'examTake.question.prev',
              next: 'examTake.question.next',
              last: 'examTake.handIn.button',
            }}
            lastIcon={<LuSend />}
            testIds={{ prev: 'exam-prev', next: 'exam-next' }}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
