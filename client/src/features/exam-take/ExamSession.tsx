import { Flex, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyErrorText } from '../../app/errors/notify';
import { toaster } from '../../components/ui/toaster';
import { useIsDesktop } from '../../app/layouts/common/useIsDesktop';
import type { ExamTakeOpenPaperQuery } from '../../gql/graphql';
import { ExamProctoring } from '../exam-monitor/ExamProctoring';
import { SheetDrawer } from '../question/SheetPanels';
import { ExamAnswerSheet } from './ExamAnswerSheet';
import { ExamHeader } from './ExamHeader';
import { TimeAnnouncer } from './TimeAnnouncer';
import { ExamQuestionCard } from './ExamQuestionCard';
import { ExamSidePanel, roomForSidePanel } from './ExamSidePanel';
import { flaggedCount, inPaperOrder, unansweredCount } from './examSheet';
import { useExamGuards } from './guards';
import { HandInDialog } from './HandInDialog';
import { SaveBanner } from './SaveBanner';
import { isPaperOver } from './saveErrors';
import type { SaveBuffer } from './saveBuffer';
import type { ServerClock } from './serverClock';
import { TimeUpOverlay } from './TimeUpOverlay';
import { useExamClock } from './useExamClock';
import { useExamHandIn } from './useExamHandIn';
import { useExamQuestions } from './useExamQuestions';
import { useExamSaves } from './useExamSaves';

export type SessionPaper = NonNullable<ExamTakeOpenPaperQuery['openPaper']>;

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
  const isDesktop = useIsDesktop();
  const paperId = paper.id;
  const items = useMemo(() => inPaperOrder(paper.items), [paper.items]);
  const [panelOpen, setPanelOpen] = useState(roomForSidePanel);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The saves and the clock call the hand-in (declared below) from their events, never in a render.
  const saves = useExamSaves({ paperId, buffer, clock, onPaperOver: () => void handIn.leave() });
  const countdown = useExamClock({
    paperId,
    clock,
    initialLeft: paper.leftSeconds,
    onTimeUp: () => void handIn.handInAtTimeUp(),
  });
  const handIn = useExamHandIn({ paperId, examId, saves, stopClock: countdown.stop });
  const { timeUp } = countdown;
  const { status } = saves;
  const locked = timeUp || handIn.busy || status.halted === 'over';
  const questions = useExamQuestions({
    paperId,
    items,
    saves,
    locked,
    onPaperOver: () => void handIn.leave(),
    onQuestionDeleted: handIn.goBreak,
  });

  // A rule or the proctor handed the paper in: the learner is told why, then sees the result.
  function handedIn(why: string) {
    // One notification however many ways the news arrives (the call's answer and the live event).
    toaster.create({
      id: 'exam-handed-in',
      type: 'warning',
      title: why,
      duration: 10_000,
      closable: true,
    });
    void handIn.leave();
  }

  useExamGuards(true, () =>
    notifyErrorText(intl.formatMessage({ id: 'examTake.page.pasteBlocked' })),
  );

  function goTo(index: number, focusQuestion = false) {
    if (questions.goTo(index, focusQuestion)) setDrawerOpen(false);
  }

  const { pos, sheet } = questions;
  const saveState = status.failing ? 'failing' : status.waiting > 0 ? 'saving' : 'saved';
  const answerSheet = (
    <ExamAnswerSheet items={sheet} current={pos} onJump={(index) => goTo(index, true)} />
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
        state={saves.banner}
        waiting={status.waiting}
        persistent={saves.persistent}
        onRetry={saves.retryNow}
      />

      <ExamHeader
        title={paper.title}
        questionCount={items.length}
        totalScore={paper.totalScore}
        saveState={saveState}
        waiting={status.waiting}
        left={countdown.left}
        sheetShown={isDesktop ? panelOpen : drawerOpen}
        sheetPanelOpen={isDesktop && panelOpen}
        onToggleSheet={() => (isDesktop ? setPanelOpen((o) => !o) : setDrawerOpen(true))}
        onHandIn={handIn.openDialog}
        handInDisabled={timeUp}
      />
      <TimeAnnouncer left={countdown.left} />
      <ExamProctoring
        paperId={paperId}
        examId={examId}
        onHandedIn={handedIn}
        onExtraTime={countdown.sync}
        onCallError={(error) => {
          if (isPaperOver(error)) void handIn.leave();
        }}
      />

      <Flex align="flex-start">
        <ExamQuestionCard
          pos={pos}
          total={items.length}
          score={questions.current?.score}
          numberRef={questions.numberRef}
          question={questions.question}
          draft={questions.draft}
          error={questions.error}
          onReload={questions.reload}
          onChange={questions.change}
          onToggleFlag={questions.toggleFlag}
          locked={locked}
          onPrev={() => goTo(pos - 1)}
          onNext={() => goTo(pos + 1)}
          onHandIn={handIn.openDialog}
          handInDisabled={timeUp}
        />
        {isDesktop && <ExamSidePanel open={panelOpen}>{answerSheet}</ExamSidePanel>}
      </Flex>

      {!isDesktop && (
        <SheetDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          title={<FormattedMessage id="examTake.sheet.title" />}
        >
          {answerSheet}
        </SheetDrawer>
      )}

      <HandInDialog
        open={handIn.open && !timeUp}
        step={handIn.step}
        unanswered={unansweredCount(sheet)}
        flagged={flaggedCount(sheet)}
        waiting={status.waiting}
        error={handIn.error}
        onClose={handIn.closeDialog}
        onConfirm={() => void handIn.handIn(false)}
        onForce={() => void handIn.handIn(true)}
      />

      {timeUp && <TimeUpOverlay offline={status.failing || handIn.retrying} />}
    </Stack>
  );
}
