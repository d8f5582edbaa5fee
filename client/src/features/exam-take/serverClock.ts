/**
 * The server's clock as this page sees it. Exam saves take their seq from it (the floor of the
 * save counter), so edits on two devices are ordered by when they were made even when one
 * device's own clock is wrong by an hour: each device reads the same server clock.
 *
 * A reading is the server's ms since the epoch, taken while a request was in flight; it counts for
 * the middle of the request. Between readings the page advances it on a monotonic clock
 * (performance.now), so changing the computer's clock changes nothing.
 */
export class ServerClock {
  private base: { serverMs: number; at: number; rtt: number } | null = null;
  private readonly mono: () => number;

  constructor(mono?: () => number) {
    this.mono = mono ?? (() => performance.now());
  }

  /** Monotonic ms now, to bracket a request: `observe(reading, sentAt, clock.monoNow())`. */
  monoNow(): number {
    return this.mono();
  }

  /**
   * A server reading from a request sent at `sentAt` and answered at `receivedAt` (monotonic ms).
   * A reading whose round trip was much slower than the current base's says less and is skipped,
   * unless the base is old (clocks drift apart over a long exam).
   */
  observe(serverMs: number, sentAt: number, receivedAt: number): void {
    if (!Number.isFinite(serverMs) || receivedAt < sentAt) return;
    const rtt = receivedAt - sentAt;
    const base = this.base;
    if (base !== null && rtt > base.rtt * 2 + 200 && receivedAt - base.at < STALE_BASE_MS) return;
    this.base = { serverMs, at: sentAt + rtt / 2, rtt };
  }

  /** Whether a reading has been taken. */
  get synced(): boolean {
    return this.base !== null;
  }

  /** The server's ms since the epoch now (the device clock until the first reading). */
  now(): number {
    const base = this.base;
    if (base === null) return Date.now();
    return Math.floor(base.serverMs + (this.mono() - base.at));
  }
}

/** A base older than this is replaced by any new reading, however slow its round trip. */
const STALE_BASE_MS = 5 * 60_000;
