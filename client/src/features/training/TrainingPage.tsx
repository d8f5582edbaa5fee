import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Progress,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  LuArrowLeft,
  LuArrowRight,
  LuCheck,
  LuFlagTriangleRight,
  LuLayoutGrid,
} from 'react-icons/lu';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/errors/errorMessage';
import { notifyError } from '../../app/errors/notify';
import { useIsDesktop } from '../../app/layouts/common/useIsDesktop';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import {
  DrawerBody,
  DrawerCloseTrigger,
  DrawerContent,
  DrawerHeader,
  DrawerRoot,
  DrawerTitle,
} from '../../components/ui/drawer';
import { useFragment as getFragmentData } from '../../gql';
import {
  answerFromQuestion,
  buildAnswer,
  checksOnSelect,
  hasAnswer,
  isComplete,
  type AnswerState,
} from '../question/answerState';
import { QuestionView } from '../question/QuestionView';
import { isTrainMode, modeLabelId, TRAIN_KIND, TRAIN_MODE } from '../question/questionTypes';
import type { ViewQuestion } from '../question/viewModel';
import { AnswerSheet, SheetCounts } from './AnswerSheet';
import { nextUnanswered, resumeIndex, unansweredCount } from './sheet';
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
import { ALL_REPOS, bookBackPath, repoViewPath, resultPath } from './paths';

/** /web/repo/training/{repoId}/{mode}: practise a bank. */
export function BankTrainingRoute() {
  return <TrainingRoute kind={TRAIN_KIND.BANK} />;
}

/** /web/book/training/{repoId|all}/{mode}: practise the wrong-answer book. */
export function BookTrainingRoute() {
  return <TrainingRoute kind={TRAIN_KIND.BOOK} />;
}

function TrainingRoute({ kind }: { kind: number }) {
  const params = useParams();
  const [search] = useSearchParams();
  const mode = Number(params.mode);
  const raw = params.repoId ?? '';
  if (!isTrainMode(mode) || raw === '') return <Navigate to="/404" replace />;
  const repoId = kind === TRAIN_KIND.BOOK && raw === ALL_REPOS ? null : raw;
  const examId = kind === TRAIN_KIND.BOOK ? (search.get('examId') ?? null) : null;
  return (
    <TrainingSession
      key={`${kind}/${raw}/${mode}/${examId ?? ''}`}
      kind={kind}
      repoId={repoId}
      examId={examId}
      mode={mode}
    />
  );
}

interface SessionProps {
  kind: number;
  repoId: string | null;
  /** A wrong-book practice of one exam's mistakes. */
  examId: string | null;
  mode: number;
}

/**
 * The practice screen. It opens the unfinished training of this bank (or book) and mode, or a new
 * one (startTraining without clear), continues at the question the learner left, and checks
 * answers: single choice and true/false on selection, the other types with the Check button. Rote
 * mode (13) shows answers and analysis at once; a question counts as studied when the learner
 * moves on.
 */
function TrainingSession({ kind, repoId, examId, mode }: SessionProps) {
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
      // shown from `started.error`
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

  const variables = { input: { trainId, quId } };
  const questionQuery = useQuery(TrainingQuestionDocument, {
    variables,
    skip: trainId === '' || quId === '' || deleted,
  });
  const question: ViewQuestion | undefined = getFragmentData(
    TrainingQuestionFieldsFragment,
    questionQuery.data?.trainingQuestion,
  );

  const [drafts, setDrafts] = useState<Record<string, AnswerState>>({});
  const [checking, setChecking] = useState(false);
  const [finishOpen, setFinishOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  // One answer sheet on the page: beside the question on wide screens, in a drawer otherwise.
  const isDesktop = useIsDesktop();

  const rote = mode === TRAIN_MODE.ROTE;
  const open = training?.state === 0;

  if (started.error !== undefined) {
    return (
      <StartFailed
        message={errorMessage(intl, started.error)}
        back={kind === TRAIN_KIND.BOOK ? bookBackPath(repoId, examId) : repoViewPath(repoId ?? '')}
      />
    );
  }
  if (training === undefined || sheet === undefined || pos === null) {
    return (
      <Stack gap="4" data-testid="training-loading">
        <Skeleton h="24" rounded="l3" />
        <Skeleton h="80" rounded="l3" />
      </Stack>
    );
  }

  const state =
    question !== undefined ? (drafts[question.id] ?? answerFromQuestion(question)) : null;
  const revealed = question !== undefined && (question.answered || rote);
  const locked = question === undefined || question.answered || rote || !open || checking;

  /** Stores what the server returned for a question so going back shows it as it is now. */
  function remember(data: Parameters<typeof writeQuestion>[0], id: string) {
    writeQuestion(data, id);
    setDrafts((d) => {
      const rest = { ...d };
      delete rest[id];
      return rest;
    });
  }

  function writeQuestion(
    data: NonNullable<typeof questionQuery.data>['trainingQuestion'],
    id: string,
  ) {
    client.writeQuery({
      query: TrainingQuestionDocument,
      variables: { input: { trainId, quId: id } },
      data: { trainingQuestion: data },
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

  function onChange(next: AnswerState) {
    if (question === undefined || locked) return;
    setDrafts((d) => ({ ...d, [question.id]: next }));
    if (checksOnSelect(question.quType) && next.optionIds.length > 0) {
      void runCheck(question, next);
    }
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
      } else if (state !== null && drafts[q.id] !== undefined && hasAnswer(q, state)) {
        const result = await fill({
          variables: { input: { trainId, quId: q.id, ...buildAnswer(q, state) } },
        });
        if (result.data != null) writeQuestion(result.data.fillTrainingAnswer, q.id);
      }
    } catch {
      // Keeping a draft is a courtesy; the learner's next check reports real problems.
    }
  }

  function goTo(next: number) {
    if (next < 0 || next >= items.length || next === index) return;
    void leaveCurrent();
    setPos(next);
    setSheetOpen(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  async function onFinish() {
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

  const left = unansweredCount(items);
  const allDone = left === 0;
  const isLast = index === items.length - 1;
  const upcoming = nextUnanswered(items, index);
  const needsCheckButton =
    question !== undefined && !rote && !question.answered && !checksOnSelect(question.quType);
  const canCheck = question !== undefined && state !== null && hasAnswer(question, state);
  const incomplete =
    question !== undefined && state !== null && canCheck && !isComplete(question, state);

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

  return (
    <Stack gap="4" data-testid="training-page" data-train-id={trainId} data-mode={mode}>
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body py="4" px={{ base: '4', md: '5' }}>
          <Flex gap="4" align={{ md: 'center' }} direction={{ base: 'column', md: 'row' }}>
            <Stack gap="1.5" flex="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Heading size="md" truncate data-testid="training-title">
                  {training.title}
                </Heading>
                <Badge
                  colorPalette={rote ? 'purple' : 'brand'}
                  variant="subtle"
                  data-testid="training-mode"
                >
                  <FormattedMessage id={modeLabelId(mode)} />
                </Badge>
              </HStack>
              <HStack gap="3">
                <Progress.Root
                  value={sheet.percent}
                  size="sm"
                  colorPalette="brand"
                  flex="1"
                  maxW="md"
                  aria-label={intl.formatMessage({ id: 'training.practice.progress' })}
                  data-testid="training-progress"
                  data-value={sheet.percent}
                >
                  <Progress.Track rounded="full">
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                  <FormattedMessage
                    id="training.practice.progressText"
                    values={{
                      answered: sheet.answered,
                      total: sheet.total,
                      percent: sheet.percent,
                    }}
                  />
                </Text>
              </HStack>
            </Stack>
            <HStack gap="2" flexShrink={0}>
              {!isDesktop && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setSheetOpen(true)}
                  data-testid="open-answer-sheet"
                >
                  <LuLayoutGrid />
                  <FormattedMessage id="training.practice.sheet" />
                </Button>
              )}
              <Button
                size="sm"
                colorPalette="brand"
                variant={allDone ? 'solid' : 'outline'}
                onClick={() => setFinishOpen(true)}
                disabled={!open}
                data-testid="finish-training"
              >
                <LuFlagTriangleRight />
                <FormattedMessage id="training.practice.finish" />
              </Button>
            </HStack>
          </Flex>
        </Card.Body>
      </Card.Root>

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

              {deleted && (
                <Alert.Root status="warning" data-testid="question-deleted">
                  <Alert.Indicator />
                  <Alert.Title>
                    <FormattedMessage id="training.practice.deleted" />
                  </Alert.Title>
                </Alert.Root>
              )}
              {!deleted && questionQuery.error !== undefined && (
                <Alert.Root status="error" data-testid="question-error">
                  <Alert.Indicator />
                  <Alert.Title>{errorMessage(intl, questionQuery.error)}</Alert.Title>
                </Alert.Root>
              )}
              {!deleted && question === undefined && questionQuery.error === undefined && (
                <Stack gap="3">
                  <Skeleton h="6" w="40%" />
                  <Skeleton h="16" />
                  <Skeleton h="10" />
                  <Skeleton h="10" />
                </Stack>
              )}
              {question !== undefined && state !== null && (
                <QuestionView
                  key={question.id}
                  question={question}
                  state={state}
                  onChange={onChange}
                  locked={locked}
                  revealed={revealed}
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

              <Flex gap="2" wrap="wrap" justify="space-between" borderTopWidth="1px" pt="4">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => goTo(index - 1)}
                  data-testid="prev-question"
                >
                  <LuArrowLeft />
                  <FormattedMessage id="training.practice.prev" />
                </Button>
                <HStack gap="2" wrap="wrap">
                  {needsCheckButton && (
                    <Stack gap="1" align="flex-end">
                      <Button
                        size="sm"
                        colorPalette="brand"
                        disabled={!canCheck || locked}
                        loading={checking}
                        onClick={() => {
                          if (question !== undefined && state !== null)
                            void runCheck(question, state);
                        }}
                        data-testid="check-answer"
                      >
                        <LuCheck />
                        <FormattedMessage id="training.practice.check" />
                      </Button>
                    </Stack>
                  )}
                  {isLast ? (
                    <Button
                      size="sm"
                      variant="subtle"
                      colorPalette="brand"
                      disabled={!open}
                      onClick={() => setFinishOpen(true)}
                      data-testid="next-question"
                      data-last="true"
                    >
                      <FormattedMessage id="training.practice.finish" />
                      <LuFlagTriangleRight />
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="subtle"
                      colorPalette="brand"
                      onClick={() => goTo(index + 1)}
                      data-testid="next-question"
                    >
                      <FormattedMessage id="training.practice.next" />
                      <LuArrowRight />
                    </Button>
                  )}
                </HStack>
              </Flex>
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
            <Card.Root borderWidth="0" shadow="xs">
              <Card.Header pb="0">
                <Heading size="sm">
                  <FormattedMessage id="training.practice.sheet" />
                </Heading>
              </Card.Header>
              <Card.Body>{sheetPanel}</Card.Body>
            </Card.Root>
          </Box>
        )}
      </Flex>

      {!isDesktop && (
        <DrawerRoot
          open={sheetOpen}
          placement="bottom"
          lazyMount
          unmountOnExit
          onOpenChange={(e) => setSheetOpen(e.open)}
        >
          <DrawerContent roundedTop="l3">
            <DrawerHeader>
              <DrawerTitle>
                <FormattedMessage id="training.practice.sheet" />
              </DrawerTitle>
            </DrawerHeader>
            <DrawerBody pb="6">{sheetPanel}</DrawerBody>
            <DrawerCloseTrigger />
          </DrawerContent>
        </DrawerRoot>
      )}

      <ConfirmDialog
        open={finishOpen}
        title={<FormattedMessage id="training.practice.finishTitle" />}
        confirmLabel={<FormattedMessage id="training.practice.finish" />}
        loading={finishing.loading}
        onClose={() => setFinishOpen(false)}
        onConfirm={() => void onFinish()}
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
