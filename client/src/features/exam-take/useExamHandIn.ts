import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/errors/errorMessage';
import { paperResultPath } from '../exam/paths';
import { ExamTakeHandExamDocument } from './examTakeDocuments';
import { BREAK_DELAY_MS, BREAK_PATH } from './examTakePaths';
import type { HandStep } from './HandInDialog';
import { classifySaveError, isPaperOver } from './saveErrors';
import type { ExamSaves } from './useExamSaves';

/** How long the hand-in waits for waiting saves before it asks the learner. */
const HAND_IN_FLUSH_MS = 20_000;
/** At time-out the server accepts saves 5 s past the deadline: flush briefly, then hand in. */
const TIME_UP_FLUSH_MS = 4000;

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

export interface ExamHandInOptions {
  paperId: string;
  examId: string;
  saves: Pick<ExamSaves, 'flushEdits' | 'stopEdits' | 'flush' | 'finish' | 'liveStatus'>;
  /** Stops the countdown (the page is leaving). */
  stopClock: () => void;
}

export interface ExamHandIn {
  /** The hand-in dialog is open. */
  open: boolean;
  step: HandStep;
  /** The server's refusal, translated. */
  error: string | null;
  /** Saving or handing in: the answers are locked and the dialog stays. */
  busy: boolean;
  /** The time-up hand-in could not reach the server: it retries until the network is back. */
  retrying: boolean;
  openDialog: () => void;
  closeDialog: () => void;
  /** Hands in after sending the waiting saves; `force` hands in without them. */
  handIn: (force: boolean) => Promise<void>;
  /** The time is up: sends what it can briefly, then hands in. */
  handInAtTimeUp: () => Promise<void>;
  /** Leaves for the result page (once): the paper is over. */
  leave: () => Promise<void>;
  /** Leaves for the exam list with the break notice (once). */
  goBreak: () => void;
}

/**
 * Handing the paper in, once: the dialog with its steps, the time-up hand-in, and leaving the page
 * for the result.
 */
export function useExamHandIn({
  paperId,
  examId,
  saves,
  stopClock,
}: ExamHandInOptions): ExamHandIn {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { flushEdits, stopEdits, flush, finish, liveStatus } = saves;
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<HandStep>('idle');
  const [error, setError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const leavingRef = useRef(false);
  const unmountedRef = useRef(false);

  useEffect(() => {
    unmountedRef.current = false;
    return () => {
      unmountedRef.current = true;
    };
  }, []);

  const leave = useCallback(async () => {
    if (leavingRef.current) return;
    leavingRef.current = true;
    stopClock();
    stopEdits();
    await finish();
    void navigate(paperResultPath(paperId), { replace: true });
  }, [examId, finish, navigate, paperId, stopClock, stopEdits]);

  const goBreak = useCallback(() => {
    if (leavingRef.current) return;
    leavingRef.current = true;
    stopClock();
    setTimeout(() => void navigate(BREAK_PATH, { replace: true }), BREAK_DELAY_MS);
  }, [navigate, stopClock]);

  const handInAtTimeUp = useCallback(async () => {
    setOpen(false);
    flushEdits();
    await withTimeout(flush(), TIME_UP_FLUSH_MS, false);
    for (let attempt = 0; !unmountedRef.current && !leavingRef.current; attempt += 1) {
      try {
        await client.mutate({ mutation: ExamTakeHandExamDocument, variables: { id: paperId } });
        break;
      } catch (err) {
        // Handed in already (the deadline job was first) is the expected answer here.
        if (isPaperOver(err) || classifySaveError(err) !== 'network') break;
        setRetrying(true);
        await sleep(Math.min(15_000, 2000 * 2 ** attempt));
      }
    }
    if (!unmountedRef.current) await leave();
  }, [client, flush, flushEdits, leave, paperId]);

  function openDialog() {
    flushEdits();
    setError(null);
    setStep('idle');
    setOpen(true);
  }

  const busy = step === 'handing' || step === 'saving';

  async function handIn(force: boolean) {
    if (leavingRef.current) return;
    setError(null);
    flushEdits();
    if (!force) {
      setStep('saving');
      const sent = await withTimeout(flush(), HAND_IN_FLUSH_MS, false);
      if (!sent) {
        if (liveStatus().halted !== 'over') setStep('saveFailed');
        return;
      }
    }
    setStep('handing');
    try {
      await client.mutate({ mutation: ExamTakeHandExamDocument, variables: { id: paperId } });
      await leave();
    } catch (err) {
      if (isPaperOver(err)) {
        await leave();
        return;
      }
      setStep(force ? 'saveFailed' : 'idle');
      setError(errorMessage(intl, err));
    }
  }

  return {
    open,
    step,
    error,
    busy,
    retrying,
    openDialog,
    closeDialog: () => {
      if (!busy) setOpen(false);
    },
    handIn,
    handInAtTimeUp,
    leave,
    goBreak,
  };
}
