import { useApolloClient } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  LuArrowLeft,
  LuArrowRight,
  LuClock,
  LuFlag,
  LuPanelRightClose,
  LuPanelRightOpen,
  LuSend,
} from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/errors/errorMessage';
import { notifyError, notifyErrorText } from '../../app/errors/notify';
import { useIsDesktop } from '../../app/layouts/common/useIsDesktop';
import {
  DrawerBody,
  DrawerCloseTrigger,
  DrawerContent,
  DrawerHeader,
  DrawerRoot,
  DrawerTitle,
} from '../../components/ui/drawer';
import type { ExamTakePaperQuery, ExamTakeQuestionQuery } from '../../gql/graphql';
import { rememberExamPassword } from '../exam/examFormat';
import { paperResultPath } from '../exam/paths';
import { answerFromQuestion, hasAnswer, type AnswerState } from '../question/answerState';
import { QuestionView } from '../question/QuestionView';
import { saveFields, stateFromFields } from './answerFields';
import { AutosaveScheduler, isTypedChange } from './autosave';
import { formatClock, ServerCountdown } from './countdown';
import { ExamAnswerSheet } from './ExamAnswerSheet';
import { flaggedCount, inPaperOrder, startIndex, unansweredCount } from './examSheet';
import {
  ExamTakeFillAnswerDocument,
  ExamTakeHandExamDocument,
  ExamTakeLeftTimeDocument,
  ExamTakeQuestionDocument,
} from './examTakeDocuments';
import { BREAK_DELAY_MS, BREAK_PATH } from './examTakePaths';
import { useExamGuards } from './guards';
import { HandInDialog, type HandStep } from './HandInDialog';
import { isNewerThanServer } from './replay';
import { bannerState, SaveBanner } from './SaveBanner';
import type { BufferedSave, SaveBuffer } from './saveBuffer';
import { classifySaveError, isPaperOver, subCodeOf } from './saveErrors';
import { SaveQueue, type SaveStatus } from './saveQueue';
import type { ServerClock } from './serverClock';

export type SessionPaper = ExamTakePaperQuery['paper'];
type LoadedQuestion = ExamTakeQuestionQuery['paperQuestion'];

/** What the learner has on screen for a question: the answer and the flag. */
interface Draft {
  state: AnswerState;
  mark: boolean;
}

interface SheetLocal {
  answered: boolean;
  mark: boolean;
}

/** The side panel's width when open (spec section 9: 500 px; 0 when closed). */
export const SIDE_PANEL_WIDTH = 500;
/** Narrower than this, the panel would squeeze the question: it starts closed (the toggle opens it). */
const SIDE_PANEL_ROOM_PX = 1200;

function roomForSidePanel(): boolean {
  if (typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(`(min-width: ${SIDE_PANEL_ROOM_PX}px)`).matches;
}

/** How long the hand-in waits for waiting saves before it asks the learner. */
const HAND_IN_FLUSH_MS = 20_000;
/** At time-out the server accepts saves 5 s past the deadline: flush briefly, then hand in. */
const TIME_UP_FLUSH_MS = 4000;
const RESTORED_BANNER_MS = 5000;
const LOW_TIME_SECONDS = 300;

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface ExamSessionProps {
  paper: SessionPaper;
  buffer: SaveBuffer;
  /** The server clock (read with the paper): saves take their seq from it. */
  clock: ServerClock;
  examId: string;
}

/**
 * The exam screen: one question at a time, the answer sheet in a side panel, the server's
 * countdown, autosave with an offline buffer, hand-in and time-out.
 */
export function ExamSession({ paper, buffer, clock, examId }: ExamSessionProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const isDesktop = useIsDesktop();
  const paperId = paper.id;

  const items = useMemo(() => inPaperOrder(paper.items), [paper.items]);
  const [pos, setPos] = useState(() => startIndex(items));
  const [questions, setQuestions] = useState<Record<string, LoadedQuestion>>({});
  const questionsRef = useRef<Record<string, LoadedQuestion>>({});
  const [questionErrors, setQuestionErrors] = useState<Record<string, unknown>>({});
  const loadingRef = useRef(new Set<string>());
  const [, setDrafts] = useState<Record<string, Draft>>({});
  const draftsRef = useRef<Record<string, Draft>>({});
  const [sheetLocal, setSheetLocal] = useState<Record<string, SheetLocal>>({});
  const restoredRef = useRef(new Map<string, BufferedSave>());
  const [, setRestoredVersion] = useState(0);

  const [status, setStatus] = useState<SaveStatus>({ waiting: 0, failing: false, halted: 'none' });
  const [recovered, setRecovered] = useState(false);
  const wasFailingRef = useRef(false);
  const [left, setLeft] = useState(paper.leftSeconds);
  const initialLeftRef = useRef(paper.leftSeconds);
  const [timeUp, setTimeUp] = useState(false);
  /** The time-up hand-in could not reach the server: it retries when the network is back. */
  const [handInWaiting, setHandInWaiting] = useState(false);
  const [handOpen, setHandOpen] = useState(false);
  const [handStep, setHandStep] = useState<HandStep>('idle');
  const [handError, setHandError] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(roomForSidePanel);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const queueRef = useRef<SaveQueue | null>(null);
  const autosaveRef = useRef<AutosaveScheduler | null>(null);
  const countdownRef = useRef<ServerCountdown | null>(null);
  const leavingRef = useRef(false);
  const questionNumberRef = useRef<HTMLParagraphElement>(null);
  /** The next question shown takes the keyboard focus (a jump from the answer sheet). */
  const focusQuestionRef = useRef(false);
  const unmountedRef = useRef(false);

  const current = items[pos];
  const currentId = current?.quId ?? '';
  const question = currentId !== '' ? questions[currentId] : undefined;

  /** The draft of a question: the learner's edit, else a newer buffered save, else the server's. */
  const draftOf = useCallback((q: LoadedQuestion): Draft => {
    const quId = q.quId ?? q.id;
    const edited = draftsRef.current[quId];
    if (edited !== undefined) return edited;
    const restored = restoredRef.current.get(quId);
    if (restored !== undefined && isNewerThanServer(restored, q.seq)) {
      return { state: stateFromFields(restored.answer), mark: restored.answer.mark };
    }
    return { state: answerFromQuestion(q), mark: q.mark ?? false };
  }, []);

  // ------------------------------------------------------------------ leaving the page

  const leave = useCallback(async () => {
    if (leavingRef.current) return;
    leavingRef.current = true;
    countdownRef.current?.stop();
    autosaveRef.current?.dispose();
    await queueRef.current?.finish();
    rememberExamPassword(examId, '');
    void navigate(paperResultPath(paperId), { replace: true });
  }, [examId, navigate, paperId]);

  const goBreak = useCallback(() => {
    if (leavingRef.current) return;
    leavingRef.current = true;
    countdownRef.current?.stop();
    setTimeout(() => void navigate(BREAK_PATH, { replace: true }), BREAK_DELAY_MS);
  }, [navigate]);

  // ------------------------------------------------------------------ saving

  const saveQuestion = useCallback(
    (quId: string) => {
      const q = questionsRef.current[quId];
      const queue = queueRef.current;
      if (q === undefined || queue === null) return;
      const draft = draftOf(q);
      const answered = hasAnswer(q, draft.state);
      queue.save(quId, { ...saveFields(q, draft.state), mark: draft.mark }, answered);
      setSheetLocal((s) => ({ ...s, [quId]: { answered, mark: draft.mark } }));
    },
    [draftOf],
  );

  const timeIsUp = useCallback(async () => {
    setTimeUp(true);
    setHandOpen(false);
    autosaveRef.current?.flush();
    const queue = queueRef.current;
    if (queue !== null) await withTimeout(queue.flush(), TIME_UP_FLUSH_MS, false);
    for (let attempt = 0; !unmountedRef.current && !leavingRef.current; attempt += 1) {
      try {
        await client.mutate({ mutation: ExamTakeHandExamDocument, variables: { id: paperId } });
        break;
      } catch (error) {
        // Handed in already (the deadline job was first) is the expected answer here.
        if (isPaperOver(error) || classifySaveError(error) !== 'network') break;
        setHandInWaiting(true);
        await sleep(Math.min(15_000, 2000 * 2 ** attempt));
      }
    }
    if (!unmountedRef.current) await leave();
  }, [client, leave, paperId]);

  const timeIsUpRef = useRef(timeIsUp);
  const leaveRef = useRef(leave);
  const saveRef = useRef(saveQuestion);
  const intlRef = useRef(intl);
  useEffect(() => {
    timeIsUpRef.current = timeIsUp;
    leaveRef.current = leave;
    saveRef.current = saveQuestion;
    intlRef.current = intl;
  });

  useEffect(() => {
    unmountedRef.current = false;
    let restoredTimer: ReturnType<typeof setTimeout> | undefined;
    const queue = new SaveQueue({
      paperId,
      buffer,
      seqFloor: () => clock.now(),
      send: async (save, signal) => {
        const { mark, ...fields } = save.answer;
        const result = await client.mutate({
          mutation: ExamTakeFillAnswerDocument,
          variables: { input: { paperId, quId: save.quId, ...fields, mark, seq: save.seq } },
          context: { fetchOptions: { signal } },
        });
        const data = result.data?.fillAnswer;
        if (data == null) throw new Error('fillAnswer returned no data');
        return data;
      },
      onStatus: (next) => {
        setStatus(next);
        if (next.failing) {
          wasFailingRef.current = true;
          setRecovered(false);
        } else if (wasFailingRef.current && next.waiting === 0) {
          wasFailingRef.current = false;
          setRecovered(true);
          clearTimeout(restoredTimer);
          restoredTimer = setTimeout(() => setRecovered(false), RESTORED_BANNER_MS);
        }
      },
      onRejected: (_save, error) => notifyError(error, intlRef.current),
      onPaperOver: () => void leaveRef.current(),
    });
    const autosave = new AutosaveScheduler((quId) => saveRef.current(quId));
    const countdown = new ServerCountdown({
      fetchLeft: async () => {
        const sentAt = clock.monoNow();
        const result = await client.query({
          query: ExamTakeLeftTimeDocument,
          variables: { id: paperId },
          fetchPolicy: 'no-cache',
        });
        const value = result.data?.paperLeftTime;
        if (typeof value !== 'number') throw new Error('paperLeftTime returned no data');
        clock.observe(result.data?.serverTime ?? Number.NaN, sentAt, clock.monoNow());
        return value;
      },
      onTick: setLeft,
      onZero: () => void timeIsUpRef.current(),
    });
    queueRef.current = queue;
    autosaveRef.current = autosave;
    countdownRef.current = countdown;

    void queue.restore().then((rows) => {
      if (rows.length === 0) return;
      restoredRef.current = new Map(rows.map((r) => [r.quId, r]));
      setSheetLocal((s) => {
        const next = { ...s };
        for (const r of rows) {
          if (next[r.quId] === undefined) {
            next[r.quId] = { answered: r.answered, mark: r.answer.mark };
          }
        }
        return next;
      });
      setRestoredVersion((v) => v + 1);
    });
    countdown.start(initialLeftRef.current);

    const online = () => {
      queue.retryNow();
      void countdown.sync();
    };
    const visibility = () => {
      if (document.visibilityState === 'hidden') {
        autosave.flush();
      } else {
        queue.retryNow();
        void countdown.sync();
      }
    };
    const pagehide = () => autosave.flush();
    // Answers that only live in this page (no IndexedDB) are lost with it: ask before leaving.
    const beforeunload = (event: BeforeUnloadEvent) => {
      autosave.flush();
      if (!buffer.persistent && queue.status().waiting > 0) event.preventDefault();
    };
    window.addEventListener('online', online);
    window.addEventListener('pagehide', pagehide);
    window.addEventListener('beforeunload', beforeunload);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      unmountedRef.current = true;
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', pagehide);
      window.removeEventListener('beforeunload', beforeunload);
      document.removeEventListener('visibilitychange', visibility);
      clearTimeout(restoredTimer);
      autosave.flush();
      autosave.dispose();
      queue.dispose();
      countdown.stop();
    };
    // A language switch must not restart the queue or the countdown: intl is read through a ref.
  }, [buffer, client, clock, paperId]);

  // ------------------------------------------------------------------ loading questions

  const loadQuestion = useCallback(
    async (quId: string) => {
      if (loadingRef.current.has(quId) || questionsRef.current[quId] !== undefined) return;
      loadingRef.current.add(quId);
      setQuestionErrors((e) => {
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
        queueRef.current?.observeSeq(q.seq);
        questionsRef.current = { ...questionsRef.current, [quId]: q };
        setQuestions(questionsRef.current);
      } catch (error) {
        if (subCodeOf(error) === 'QUESTION_DELETED') {
          notifyError(error, intl);
          goBreak();
        } else if (isPaperOver(error)) {
          void leaveRef.current();
        } else {
          setQuestionErrors((e) => ({ ...e, [quId]: error }));
        }
      } finally {
        loadingRef.current.delete(quId);
      }
    },
    [client, goBreak, intl, paperId],
  );

  useEffect(() => {
    if (currentId === '') return;
    void loadQuestion(currentId).then(() => {
      // The next question is usually wanted next: have it ready.
      const next = items[pos + 1];
      if (next !== undefined) void loadQuestion(next.quId);
    });
  }, [currentId, items, loadQuestion, pos]);

  // ------------------------------------------------------------------ page guards

  useExamGuards(true, () =>
    notifyErrorText(intl.formatMessage({ id: 'examTake.page.pasteBlocked' })),
  );

  // ------------------------------------------------------------------ actions

  const busy = handStep === 'handing' || handStep === 'saving';
  const locked = timeUp || busy || status.halted === 'over';

  function onChange(next: AnswerState) {
    if (question === undefined || locked) return;
    const quId = currentId;
    const prev = draftOf(question);
    draftsRef.current = { ...draftsRef.current, [quId]: { ...prev, state: next } };
    setDrafts(draftsRef.current);
    if (isTypedChange(prev.state, next)) autosaveRef.current?.typed(quId);
    else autosaveRef.current?.now(quId);
  }

  function toggleFlag() {
    if (question === undefined || locked) return;
    const quId = currentId;
    const prev = draftOf(question);
    draftsRef.current = { ...draftsRef.current, [quId]: { ...prev, mark: !prev.mark } };
    setDrafts(draftsRef.current);
    autosaveRef.current?.now(quId);
  }

  /** Shows question `index`; from the answer sheet, keyboard focus moves to the question too. */
  function goTo(index: number, focusQuestion = false) {
    if (index < 0 || index >= items.length || index === pos) return;
    autosaveRef.current?.flush(currentId);
    setPos(index);
    setDrawerOpen(false);
    focusQuestionRef.current = focusQuestion;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  useEffect(() => {
    if (!focusQuestionRef.current) return;
    focusQuestionRef.current = false;
    questionNumberRef.current?.focus({ preventScroll: true });
  }, [pos]);

  function openHandIn() {
    autosaveRef.current?.flush();
    setHandError(null);
    setHandStep('idle');
    setHandOpen(true);
  }

  async function handIn(force: boolean) {
    const queue = queueRef.current;
    if (queue === null || leavingRef.current) return;
    setHandError(null);
    autosaveRef.current?.flush();
    if (!force) {
      setHandStep('saving');
      const saved = await withTimeout(queue.flush(), HAND_IN_FLUSH_MS, false);
      if (!saved) {
        if (queue.status().halted !== 'over') setHandStep('saveFailed');
        return;
      }
    }
    setHandStep('handing');
    try {
      await client.mutate({ mutation: ExamTakeHandExamDocument, variables: { id: paperId } });
      await leave();
    } catch (error) {
      if (isPaperOver(error)) {
        await leave();
        return;
      }
      setHandStep(force ? 'saveFailed' : 'idle');
      setHandError(errorMessage(intl, error));
    }
  }

  // ------------------------------------------------------------------ view

  const sheetItems = items.map((item) => {
    const local = sheetLocal[item.quId];
    return local === undefined ? item : { ...item, ...local };
  });
  const unanswered = unansweredCount(sheetItems);
  const draft = question !== undefined ? draftOf(question) : undefined;
  const banner = bannerState(status, recovered);
  const questionError = currentId !== '' ? questionErrors[currentId] : undefined;
  const low = left <= LOW_TIME_SECONDS;
  const saveState = status.failing ? 'failing' : status.waiting > 0 ? 'saving' : 'saved';

  const sheet = (
    <ExamAnswerSheet items={sheetItems} current={pos} onJump={(index) => goTo(index, true)} />
  );

  return (
    <Stack
      gap="4"
      userSelect="none"
      data-testid="exam-take-page"
      data-paper-id={paperId}
      data-exam-id={examId}
    >
      <SaveBanner
        state={banner}
        waiting={status.waiting}
        persistent={buffer.persistent}
        onRetry={() => queueRef.current?.retryNow()}
      />

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body py="3" px={{ base: '4', md: '5' }}>
          <Flex gap="3" align="center" wrap="wrap">
            <Stack gap="0.5" flex="1" minW="48">
              <Heading size="md" truncate title={paper.title} data-testid="exam-take-title">
                {paper.title}
              </Heading>
              <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
                <Text>
                  <FormattedMessage
                    id="examTake.page.summary"
                    values={{ total: items.length, score: paper.totalScore }}
                  />
                </Text>
                <Text data-testid="save-state" data-state={saveState}>
                  {saveState === 'saved' && <FormattedMessage id="examTake.page.saved" />}
                  {saveState === 'saving' && <FormattedMessage id="examTake.page.saving" />}
                  {saveState === 'failing' && (
                    <Text as="span" color="red.fg">
                      <FormattedMessage id="examTake.page.waiting" values={{ n: status.waiting }} />
                    </Text>
                  )}
                </Text>
              </HStack>
            </Stack>
            <HStack
              gap="2"
              px="3"
              py="1.5"
              rounded="l2"
              bg={low ? 'red.subtle' : 'bg.muted'}
              color={low ? 'red.fg' : 'fg'}
              role="timer"
              aria-label={intl.formatMessage(
                { id: 'examTake.page.timeLeft' },
                { time: formatClock(left) },
              )}
              data-testid="exam-countdown"
              data-seconds={left}
            >
              <LuClock />
              <Text fontFamily="mono" fontSize="xl" fontWeight="semibold" lineHeight="1">
                {formatClock(left)}
              </Text>
            </HStack>
            <HStack gap="2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => (isDesktop ? setPanelOpen((o) => !o) : setDrawerOpen(true))}
                aria-expanded={isDesktop ? panelOpen : drawerOpen}
                data-testid="toggle-side-panel"
              >
                {isDesktop && panelOpen ? <LuPanelRightClose /> : <LuPanelRightOpen />}
                <FormattedMessage id="examTake.sheet.title" />
              </Button>
              <Button
                size="sm"
                colorPalette="brand"
                onClick={openHandIn}
                disabled={timeUp}
                data-testid="hand-in"
              >
                <LuSend />
                <FormattedMessage id="examTake.handIn.button" />
              </Button>
            </HStack>
          </Flex>
        </Card.Body>
      </Card.Root>

      <Flex align="flex-start">
        <Card.Root flex="1" minW="0" borderWidth="0" shadow="xs" data-testid="exam-question-card">
          <Card.Body p={{ base: '4', md: '6' }}>
            <Stack gap="5">
              <HStack justify="space-between" gap="3" wrap="wrap">
                <HStack gap="2">
                  <Text
                    ref={questionNumberRef}
                    tabIndex={-1}
                    fontWeight="semibold"
                    color="fg.muted"
                    fontSize="sm"
                    outline="none"
                    data-testid="exam-question-number"
                  >
                    <FormattedMessage
                      id="examTake.question.number"
                      values={{ n: pos + 1, total: items.length }}
                    />
                  </Text>
                  {current !== undefined && (
                    <Badge variant="outline" data-testid="exam-question-score">
                      <FormattedMessage
                        id="examTake.question.score"
                        values={{ score: current.score }}
                      />
                    </Badge>
                  )}
                </HStack>
                <Button
                  size="xs"
                  variant={draft?.mark === true ? 'solid' : 'outline'}
                  colorPalette="orange"
                  disabled={question === undefined || locked}
                  onClick={toggleFlag}
                  aria-pressed={draft?.mark === true}
                  data-testid="flag-question"
                >
                  <LuFlag />
                  <FormattedMessage
                    id={
                      draft?.mark === true ? 'examTake.question.unflag' : 'examTake.question.flag'
                    }
                  />
                </Button>
              </HStack>

              {questionError !== undefined && (
                <Alert.Root status="error" data-testid="exam-question-error">
                  <Alert.Indicator />
                  <Alert.Title flex="1">{errorMessage(intl, questionError)}</Alert.Title>
                  <Button size="xs" variant="outline" onClick={() => void loadQuestion(currentId)}>
                    <FormattedMessage id="examTake.question.reload" />
                  </Button>
                </Alert.Root>
              )}
              {question === undefined && questionError === undefined && (
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
                  onClick={() => goTo(pos - 1)}
                  data-testid="exam-prev"
                >
                  <LuArrowLeft />
                  <FormattedMessage id="examTake.question.prev" />
                </Button>
                {pos < items.length - 1 ? (
                  <Button
                    variant="subtle"
                    colorPalette="brand"
                    size="sm"
                    onClick={() => goTo(pos + 1)}
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
                    onClick={openHandIn}
                    disabled={timeUp}
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

        {isDesktop && (
          <Box
            w={panelOpen ? `${SIDE_PANEL_WIDTH}px` : '0'}
            ms={panelOpen ? '5' : '0'}
            flexShrink={0}
            overflow="hidden"
            transition="width 0.2s, margin 0.2s"
            position="sticky"
            top="20"
            data-testid="exam-side-panel"
            data-open={panelOpen ? 'true' : 'false'}
            aria-hidden={!panelOpen}
          >
            <Box w={`${SIDE_PANEL_WIDTH}px`}>
              <Card.Root borderWidth="0" shadow="xs">
                <Card.Header pb="0">
                  <Heading size="sm">
                    <FormattedMessage id="examTake.sheet.title" />
                  </Heading>
                </Card.Header>
                <Card.Body>{panelOpen && sheet}</Card.Body>
              </Card.Root>
            </Box>
          </Box>
        )}
      </Flex>

      {!isDesktop && (
        <DrawerRoot
          open={drawerOpen}
          placement="bottom"
          lazyMount
          unmountOnExit
          onOpenChange={(e) => setDrawerOpen(e.open)}
        >
          <DrawerContent roundedTop="l3">
            <DrawerHeader>
              <DrawerTitle>
                <FormattedMessage id="examTake.sheet.title" />
              </DrawerTitle>
            </DrawerHeader>
            <DrawerBody pb="6">{sheet}</DrawerBody>
            <DrawerCloseTrigger />
          </DrawerContent>
        </DrawerRoot>
      )}

      <HandInDialog
        open={handOpen && !timeUp}
        step={handStep}
        unanswered={unanswered}
        flagged={flaggedCount(sheetItems)}
        waiting={status.waiting}
        error={handError}
        onClose={() => {
          if (!busy) setHandOpen(false);
        }}
        onConfirm={() => void handIn(false)}
        onForce={() => void handIn(true)}
      />

      {timeUp && (
        <Box
          position="fixed"
          inset="0"
          bg="blackAlpha.500"
          zIndex="modal"
          display="flex"
          alignItems="center"
          justifyContent="center"
          data-testid="exam-time-up"
        >
          <Card.Root maxW="sm" mx="4">
            <Card.Body>
              <HStack gap="3">
                <Spinner color="brand.solid" />
                <Stack gap="1">
                  <Text fontWeight="semibold">
                    <FormattedMessage id="examTake.timeUp.title" />
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage
                      id={
                        status.failing || handInWaiting
                          ? 'examTake.timeUp.offline'
                          : 'examTake.timeUp.message'
                      }
                    />
                  </Text>
                </Stack>
              </HStack>
            </Card.Body>
          </Card.Root>
        </Box>
      )}
    </Stack>
  );
}
