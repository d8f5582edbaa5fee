import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { enterFullscreen, fullscreenSupported, inFullscreen } from './fullscreen';
import { LeaveTracker, type LeaveResult } from './leaveTracker';
import { CheckProcessDocument, LeaveIncrDocument } from './monitorDocuments';

export interface ScreenLeaveOptions {
  paperId: string;
  leaveSeconds: number;
  /** The paper was handed in for too many leaves. */
  onOverLimit: (result: LeaveResult) => void;
  /** A call failed (the paper may be over; the page decides). */
  onError: (error: unknown) => void;
}

export interface ScreenLeave {
  /** Away now (hidden, unfocused or out of full screen). */
  away: boolean;
  /** Back on the page but out of the full screen the exam was in: the page asks to return. */
  outOfFullscreen: boolean;
  /** The browser can show the page in full screen. */
  fullscreenAvailable: boolean;
  /** The page is in full screen now. */
  fullscreen: boolean;
  /** The last recorded leave (the dialog shows it until dismissed). */
  recorded: LeaveResult | null;
  /** Enters full screen (call from a click). */
  enterFullscreen: () => Promise<void>;
  /** Closes the recorded-leave dialog and returns to full screen (a click). */
  dismissRecorded: () => void;
}

/**
 * Screen-leave tracking while the exam page is open: the window hidden or unfocused, or full
 * screen left once the exam was in it, is a leave (see LeaveTracker for what the server is told).
 * Coming back out of full screen, the page asks the learner to return to it with a button, since a
 * browser enters full screen only from a click.
 */
export function useScreenLeave(options: ScreenLeaveOptions): ScreenLeave {
  const client = useApolloClient();
  const { paperId, leaveSeconds } = options;
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const trackerRef = useRef<LeaveTracker | null>(null);
  /** The page has been in full screen: leaving it is a leave from then on. */
  const enteredRef = useRef(false);
  const [away, setAway] = useState(false);
  const [outOfFullscreen, setOutOfFullscreen] = useState(false);
  const [fullscreen, setFullscreen] = useState(() => inFullscreen());
  const [recorded, setRecorded] = useState<LeaveResult | null>(null);
  const [fullscreenAvailable] = useState(() => fullscreenSupported());

  useEffect(() => {
    const tracker = new LeaveTracker({
      leaveSeconds,
      now: () => performance.now(),
      checkProcess: async () => {
        const r = await client.mutate({
          mutation: CheckProcessDocument,
          variables: { id: paperId },
        });
        if (r.data == null) throw new Error('checkProcess returned no data');
        return r.data.checkProcess;
      },
      leaveIncr: async (seconds) => {
        const r = await client.mutate({
          mutation: LeaveIncrDocument,
          variables: { input: { id: paperId, seconds } },
        });
        if (r.data == null) throw new Error('leaveIncr returned no data');
        return r.data.leaveIncr;
      },
      onAwayChange: (isAway, signals) => {
        setAway(isAway);
        setOutOfFullscreen(signals.fullscreen && !signals.hidden && !signals.blurred);
      },
      onRecorded: setRecorded,
      onOverLimit: (result) => optionsRef.current.onOverLimit(result),
      onError: (error) => optionsRef.current.onError(error),
    });
    trackerRef.current = tracker;
    if (inFullscreen()) enteredRef.current = true;

    const onVisibility = () => tracker.signal('hidden', document.visibilityState === 'hidden');
    const onBlur = () => tracker.signal('blurred', true);
    const onFocus = () => tracker.signal('blurred', false);
    const onFullscreen = () => {
      const now = inFullscreen();
      setFullscreen(now);
      if (now) {
        enteredRef.current = true;
        tracker.signal('fullscreen', false);
      } else if (enteredRef.current) {
        tracker.signal('fullscreen', true);
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    document.addEventListener('fullscreenchange', onFullscreen);
    // A page that opens hidden or without the focus starts away.
    onVisibility();
    if (!document.hasFocus()) onBlur();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('fullscreenchange', onFullscreen);
      tracker.dispose();
    };
  }, [client, leaveSeconds, paperId]);

  const enter = useCallback(async () => {
    if (await enterFullscreen()) return;
    // The browser refused: the learner is back all the same, and leaving full screen is not
    // counted until the page is in it again.
    enteredRef.current = false;
    trackerRef.current?.signal('fullscreen', false);
  }, []);

  const dismissRecorded = useCallback(() => {
    setRecorded(null);
    if (enteredRef.current && !inFullscreen()) void enter();
  }, [enter]);

  return {
    away,
    outOfFullscreen,
    fullscreenAvailable,
    fullscreen,
    recorded,
    enterFullscreen: enter,
    dismissRecorded,
  };
}
