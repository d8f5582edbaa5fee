import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ServerCountdown } from './countdown';
import { ExamTakeLeftTimeDocument } from './examTakeDocuments';
import type { ServerClock } from './serverClock';
import { useLatestRef } from './useLatestRef';

export interface ExamClockOptions {
  paperId: string;
  clock: ServerClock;
  /** Seconds left when the paper was read; the countdown starts from here. */
  initialLeft: number;
  /** The time is up by the server's count (called once, after `timeUp` is set). */
  onTimeUp: () => void;
}

export interface ExamClock {
  /** Whole seconds left, by the server's count. */
  left: number;
  timeUp: boolean;
  /** Stops counting (the page is leaving). */
  stop: () => void;
  /** Reads the time left from the server again (extra time was given). */
  sync: () => void;
}

/**
 * The paper's countdown: the server owns the time, the page re-syncs every 30 s, when the network
 * comes back and when the page is shown again, and says when the time is up.
 */
export function useExamClock({
  paperId,
  clock,
  initialLeft,
  onTimeUp,
}: ExamClockOptions): ExamClock {
  const client = useApolloClient();
  const [left, setLeft] = useState(initialLeft);
  const [timeUp, setTimeUp] = useState(false);
  const initialLeftRef = useRef(initialLeft);
  const onTimeUpRef = useLatestRef(onTimeUp);
  const countdownRef = useRef<ServerCountdown | null>(null);

  useEffect(() => {
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
      onZero: () => {
        setTimeUp(true);
        onTimeUpRef.current();
      },
    });
    countdownRef.current = countdown;
    countdown.start(initialLeftRef.current);

    const online = () => void countdown.sync();
    const visibility = () => {
      if (document.visibilityState !== 'hidden') void countdown.sync();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visibility);
      countdown.stop();
    };
  }, [client, clock, onTimeUpRef, paperId]);

  const stop = useCallback(() => countdownRef.current?.stop(), []);
  const sync = useCallback(() => void countdownRef.current?.sync(), []);
  return { left, timeUp, stop, sync };
}
