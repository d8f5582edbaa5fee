/**
 * Screen-leave tracking of a running paper, free of React and of the DOM so it can be tested with
 * fake timers. The learner is away while the page is hidden, the window has lost the focus, or
 * (once the exam has been in full screen) full screen was left. While away the server is told
 * every 3 s (checkProcess: it keeps the leave's start by its own clock); on return a leave longer
 * than the exam's leaveSeconds is recorded (leaveIncr), and over leaveCount the paper is handed in.
 */

/** The server is told this often while the learner is away. */
export const CHECK_EVERY_MS = 3000;

/** What makes the learner away. */
export type AwaySignal = 'hidden' | 'blurred' | 'fullscreen';

/** The leave check result (checkProcess and leaveIncr). */
export interface LeaveResult {
  leaveTimes: number;
  overLimit: boolean;
  leaveCount: number;
  leaveSeconds: number;
}

export interface LeaveSignals {
  hidden: boolean;
  blurred: boolean;
  fullscreen: boolean;
}

export interface LeaveState {
  signals: LeaveSignals;
  /** When the current leave began (ms); null while present. */
  awaySince: number | null;
}

export const PRESENT: LeaveState = {
  signals: { hidden: false, blurred: false, fullscreen: false },
  awaySince: null,
};

export function isAway(signals: LeaveSignals): boolean {
  return signals.hidden || signals.blurred || signals.fullscreen;
}

/** What a change of one signal did: a leave began, one ended (with its length), or nothing. */
export type LeaveStep = { kind: 'none' } | { kind: 'left' } | { kind: 'returned'; awayMs: number };

/** One signal turned on or off at `at`: the next state and whether a leave began or ended. */
export function applySignal(
  state: LeaveState,
  signal: AwaySignal,
  on: boolean,
  at: number,
): { state: LeaveState; step: LeaveStep } {
  const signals = { ...state.signals, [signal]: on };
  const wasAway = state.awaySince !== null;
  const away = isAway(signals);
  if (away && !wasAway) return { state: { signals, awaySince: at }, step: { kind: 'left' } };
  if (!away && wasAway) {
    const awayMs = Math.max(0, at - (state.awaySince ?? at));
    return { state: { signals, awaySince: null }, step: { kind: 'returned', awayMs } };
  }
  return { state: { signals, awaySince: state.awaySince }, step: { kind: 'none' } };
}

/** A leave counts when the time away passed the exam's threshold (leaveSeconds). */
export function leaveCounts(awayMs: number, leaveSeconds: number): boolean {
  return awayMs > Math.max(0, leaveSeconds) * 1000;
}

export interface LeaveTrackerOptions {
  leaveSeconds: number;
  /** ms now (a monotonic clock is best). */
  now: () => number;
  checkProcess: () => Promise<LeaveResult>;
  /** Records a leave; `seconds` is the time away as measured here. */
  leaveIncr: (seconds: number) => Promise<LeaveResult>;
  /** Away or back (for the page's "return" prompt). */
  onAwayChange: (away: boolean, signals: LeaveSignals) => void;
  /** A leave was recorded (the dialog shows the count). */
  onRecorded: (result: LeaveResult) => void;
  /** The paper was handed in for too many leaves. */
  onOverLimit: (result: LeaveResult) => void;
  /** A call failed (the paper may be over; the caller decides). */
  onError: (error: unknown) => void;
  checkEveryMs?: number;
}

export class LeaveTracker {
  private state: LeaveState = PRESENT;
  private timer: ReturnType<typeof setInterval> | null = null;
  private disposed = false;

  constructor(private readonly options: LeaveTrackerOptions) {}

  get away(): boolean {
    return this.state.awaySince !== null;
  }

  get signals(): LeaveSignals {
    return this.state.signals;
  }

  signal(signal: AwaySignal, on: boolean): void {
    if (this.disposed || this.state.signals[signal] === on) return;
    const { state, step } = applySignal(this.state, signal, on, this.options.now());
    this.state = state;
    if (step.kind === 'left') {
      this.startChecks();
      this.options.onAwayChange(true, state.signals);
    } else if (step.kind === 'returned') {
      this.stopChecks();
      this.options.onAwayChange(false, state.signals);
      if (leaveCounts(step.awayMs, this.options.leaveSeconds)) {
        void this.record(Math.round(step.awayMs / 1000));
      }
    } else if (this.away) {
      this.options.onAwayChange(true, state.signals);
    }
  }

  dispose(): void {
    this.disposed = true;
    this.stopChecks();
  }

  private startChecks(): void {
    this.stopChecks();
    // The first check at once: the server dates the leave from it.
    void this.check();
    this.timer = setInterval(() => void this.check(), this.options.checkEveryMs ?? CHECK_EVERY_MS);
  }

  private stopChecks(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private async check(): Promise<void> {
    try {
      const result = await this.options.checkProcess();
      if (!this.disposed && result.overLimit) {
        this.dispose();
        this.options.onOverLimit(result);
      }
    } catch (e) {
      if (!this.disposed) this.options.onError(e);
    }
  }

  private async record(seconds: number): Promise<void> {
    try {
      const result = await this.options.leaveIncr(seconds);
      if (this.disposed) return;
      if (result.overLimit) {
        this.dispose();
        this.options.onOverLimit(result);
      } else {
        this.options.onRecorded(result);
      }
    } catch (e) {
      if (!this.disposed) this.options.onError(e);
    }
  }
}
