/**
 * The exam countdown. The server owns the time: the seconds left come from the server (paper load,
 * then paperLeftTime every 30 s), and between two answers the page counts down on a monotonic
 * clock (performance.now), so changing the computer's clock changes nothing, and extra time
 * granted by an admin shows at the next re-sync. At 0 it asks the server once more (time may have
 * been added since the last re-sync) before it calls time.
 */

export interface CountdownOptions {
  /** Seconds left by the server clock. */
  fetchLeft: () => Promise<number>;
  /** Whole seconds left, each second (and after each re-sync). */
  onTick: (secondsLeft: number) => void;
  /** Time is up (called once). */
  onZero: () => void;
  /** Monotonic milliseconds. */
  now?: () => number;
  tickMs?: number;
  resyncMs?: number;
}

export const TICK_MS = 1000;
export const RESYNC_MS = 30_000;

/** Whole seconds left: rounded up, so 0 shows only when the time is really up. */
export function secondsLeft(baseLeft: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil(baseLeft - elapsedMs / 1000 - 1e-9));
}

/** 1:05:09 / 05:09 for the display. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

export class ServerCountdown {
  private base: { left: number; at: number } | null = null;
  private tickTimer: ReturnType<typeof setInterval> | null = null;
  private resyncTimer: ReturnType<typeof setInterval> | null = null;
  private running = false;
  private fired = false;
  private confirming = false;
  private syncing = false;
  private readonly now: () => number;

  constructor(private readonly options: CountdownOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Starts from `initialLeft` (the paper's leftSeconds) and asks the server at once. */
  start(initialLeft?: number): void {
    if (this.running || this.fired) return;
    this.running = true;
    if (initialLeft !== undefined) this.rebase(initialLeft);
    this.tickTimer = setInterval(() => this.tick(), this.options.tickMs ?? TICK_MS);
    this.resyncTimer = setInterval(() => void this.sync(), this.options.resyncMs ?? RESYNC_MS);
    void this.sync();
  }

  stop(): void {
    this.running = false;
    if (this.tickTimer !== null) clearInterval(this.tickTimer);
    if (this.resyncTimer !== null) clearInterval(this.resyncTimer);
    this.tickTimer = null;
    this.resyncTimer = null;
  }

  /** Seconds left now (null before the first answer from the server). */
  left(): number | null {
    if (this.base === null) return null;
    return secondsLeft(this.base.left, this.now() - this.base.at);
  }

  /** Asks the server for the time left now (also used when the page becomes visible again). */
  async sync(): Promise<void> {
    if (!this.running || this.syncing) return;
    this.syncing = true;
    try {
      const left = await this.options.fetchLeft();
      if (this.running) this.rebase(left);
    } catch {
      // Keep counting on the last known value; the next re-sync tries again.
    } finally {
      this.syncing = false;
    }
  }

  private rebase(left: number): void {
    this.base = { left: Math.max(0, left), at: this.now() };
    this.tick();
  }

  private tick(): void {
    if (!this.running) return;
    const left = this.left();
    if (left === null) return;
    this.options.onTick(left);
    if (left <= 0) void this.confirmZero();
  }

  /** The local count reached 0: one last question to the server, then time is up. */
  private async confirmZero(): Promise<void> {
    if (this.confirming || this.fired) return;
    this.confirming = true;
    let left = 0;
    try {
      left = await this.options.fetchLeft();
    } catch {
      // No answer: our own count says the time is up.
    }
    this.confirming = false;
    if (!this.running) return;
    if (left > 0) {
      this.rebase(left);
      return;
    }
    this.fired = true;
    this.stop();
    this.options.onTick(0);
    this.options.onZero();
  }
}
