import {
  Alert,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuCheck, LuFlagTriangleRight } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/errors/errorMessage';
import { useIsDesktop } from '../../app/layouts/common/useIsDesktop';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { checksOnSelect, hasAnswer, isComplete } from '../question/answerState';
import { QuestionPane } from '../question/QuestionPane';
import { TRAIN_KIND } from '../question/questionTypes';
import { QuestionSteps } from '../question/QuestionSteps';
import { SheetCard, SheetDrawer } from '../question/SheetPanels';
import { AnswerSheet, SheetCounts } from './AnswerSheet';
import { bookBackPath, repoViewPath } from './paths';
import { nextUnanswered, unansweredCount } from './sheet';
import { TrainingHeader } from './TrainingHeader';
import { useTrainingSession, type TrainingTarget } from './useTrainingSession';

/**
 * The practice screen: one question at a time with the answer sheet beside it (in a drawer on small
 * screens). Rote mode (13) shows answers and analysis at once; a question counts as studied when
 * the learner moves on.
 */
export function TrainingSession(target: TrainingTarget) {
  const intl = useIntl();
  const session = useTrainingSession(target);
  const [finishOpen, setFinishOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  // One answer sheet on the page: beside the question on wide screens, in a drawer otherwise.
  const isDesktop = useIsDesktop();
  const { kind, repoId, examId, mode } = target;
  const { training, sheet, items, index, question, state, rote, open, locked, checking } = session;

  if (session.startError !== undefined) {
    return (
      <StartFailed
        message={errorMessage(intl, session.startError)}
        back={kind === TRAIN_KIND.BOOK ? bookBackPath(repoId, examId) : repoViewPath(repoId ?? '')}
      />
    );
  }
  if (training === undefined || sheet === undefined || session.pos === null) {
    return (
      <Stack gap="4" data-testid="training-loading">
        <Skeleton h="24" rounded="l3" />
        <Skeleton h="80" rounded="l3" />
      </Stack>
    );
  }

  function goTo(next: number) {
    if (session.goTo(next)) setSheetOpen(false);
  }

  const left = unansweredCount(items);
  const allDone = left === 0;
  const upcoming = nextUnanswered(items, index);
  const needsCheckButton =
    question !== undefined && !rote && !question.answered && !checksOnSelect(question.quType);
  const canCheck = question !== undefined && state !== undefined && hasAnswer(question, state);
  const incomplete =
    question !== undefined && state !== undefined && canCheck && !isComplete(question, state);

  const sheetPanel = (
    <Stack gap="4">
      <SheetCounts
        answered={sheet.answered}
        total={sheet.total}
        right={sheet.rightCount}
        wrong={sheet.wrongCount}
      />
      <AnswerSheet items={items} current={index} onJump={goTo} />
    </Stack>
  );
  const sheetTitle = <FormattedMessage id="training.practice.sheet" />;

  return (
    <Stack gap="4" data-testid="training-page" data-train-id={session.trainId} data-mode={mode}>
      <TrainingHeader
        title={training.title}
        mode={mode}
        rote={rote}
        answered={sheet.answered}
        total={sheet.total}
        percent={sheet.percent}
        onOpenSheet={isDesktop ? undefined : () => setSheetOpen(true)}
        allDone={allDone}
        onFinish={() => setFinishOpen(true)}
        finishDisabled={!open}
      />

      <Flex gap="5" align="flex-start">
        <Card.Root flex="1" minW="0" borderWidth="0" shadow="xs" data-testid="question-card">
          <Card.Body p={{ base: '4', md: '6' }}>
            <Stack gap="5">
              <HStack justify="space-between" gap="3">
                <Text
                  fontWeight="semibold"
                  color="fg.muted"
                  fontSize="sm"
                  data-testid="question-number"
                >
                  <FormattedMessage
                    id="training.practice.number"
                    values={{ n: index + 1, total: items.length }}
                  />
                </Text>
                {checking && <Spinner size="sm" color="brand.solid" />}
              </HStack>

              {session.deleted ? (
                <Alert.Root status="warning" data-testid="question-deleted">
                  <Alert.Indicator />
                  <Alert.Title>
                    <FormattedMessage id="training.practice.deleted" />
                  </Alert.Title>
                </Alert.Root>
              ) : (
                <QuestionPane
                  question={question}
                  state={state}
                  error={session.questionError}
                  onChange={session.change}
                  locked={locked}
                  revealed={session.revealed}
                  errorTestId="question-error"
                />
              )}

              {allDone && open && (
                <Alert.Root status="info" variant="surface" data-testid="all-answered">
                  <Alert.Indicator />
                  <Alert.Title>
                    <FormattedMessage id="training.practice.allDone" />
                  </Alert.Title>
                </Alert.Root>
              )}

              <QuestionSteps
                isFirst={index === 0}
                isLast={index === items.length - 1}
                onPrev={() => goTo(index - 1)}
                onNext={() => goTo(index + 1)}
                onLast={() => setFinishOpen(true)}
                lastDisabled={!open}
                labels={{
                  prev: 'training.practice.prev',
                  next: 'training.practice.next',
                  last: 'training.practice.finish',
                }}
                lastIcon={<LuFlagTriangleRight />}
                testIds={{ prev: 'prev-question', next: 'next-question' }}
              >
                {needsCheckButton && (
                  <Stack gap="1" align="flex-end">
                    <Button
                      size="sm"
                      colorPalette="brand"
                      disabled={!canCheck || locked}
                      loading={checking}
                      onClick={session.checkNow}
                      data-testid="check-answer"
                    >
                      <LuCheck />
                      <FormattedMessage id="training.practice.check" />
                    </Button>
                  </Stack>
                )}
              </QuestionSteps>
              {needsCheckButton && incomplete && (
                <Text fontSize="xs" color="fg.muted" textAlign="end" mt="-3">
                  <FormattedMessage id="training.practice.incomplete" />
                </Text>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>

        {isDesktop && (
          <Box w="72" flexShrink={0} position="sticky" top="20">
            <SheetCard title={sheetTitle}>{sheetPanel}</SheetCard>
          </Box>
        )}
      </Flex>

      {!isDesktop && (
        <SheetDrawer open={sheetOpen} onOpenChange={setSheetOpen} title={sheetTitle}>
          {sheetPanel}
        </SheetDrawer>
      )}

      <ConfirmDialog
        open={finishOpen}
        title={<FormattedMessage id="training.practice.finishTitle" />}
        confirmLabel={<FormattedMessage id="training.practice.finish" />}
        loading={session.finishing}
        onClose={() => setFinishOpen(false)}
        onConfirm={() => void session.finish()}
        testId="finish-dialog"
      >
        {left > 0 && !rote ? (
          <FormattedMessage id="training.practice.finishUnanswered" values={{ n: left }} />
        ) : (
          <FormattedMessage id="training.practice.finishMessage" />
        )}
        {upcoming !== null && !rote && (
          <Button
            mt="3"
            size="xs"
            variant="plain"
            colorPalette="brand"
            px="0"
            onClick={() => {
              setFinishOpen(false);
              goTo(upcoming);
            }}
            data-testid="finish-goto-unanswered"
          >
            <FormattedMessage id="training.practice.gotoUnanswered" values={{ n: upcoming + 1 }} />
          </Button>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

function StartFailed({ message, back }: { message: string; back: string }) {
  const navigate = useNavigate();
  return (
    <Card.Root borderWidth="0" shadow="xs" data-testid="training-start-failed">
      <Card.Body>
        <Stack gap="4" align="flex-start">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{message}</Alert.Title>
          </Alert.Root>
          <Button variant="outline" size="sm" onClick={() => void navigate(back)}>
            <LuArrowLeft />
            <FormattedMessage id="training.practice.back" />
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
