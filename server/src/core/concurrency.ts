import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Runs `work` on every item with at most `limit` running at once (a database pool has few
 * connections; one at a time is too slow for thousands of items). Results keep the items' order.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

/**
 * A first-come, first-served limit on how many calls of one kind run at once. A burst (every
 * learner of an exam pressing start in the same second) then waits in line in memory instead of
 * holding every database connection while each transaction waits for the event loop.
 */
export class Gate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error('Gate limit must be a positive integer');
  }

  /** Calls waiting for their turn. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((r) => this.waiting.push(r));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next caller, so the count never drops and rises again.
      if (next !== undefined) next();
      else this.running--;
    }
  }
}

/** How late the event loop is running (ms), measured since the last call. */
export type LoopDelay = () => number;

const LOOP_SAMPLE_MS = 5;

/**
 * The event loop's delay since the last call: the length of the turn a request arriving at a
 * random moment waits behind (the mean gap between a 5 ms timer's runs weighted by the gap's
 * length), less the timer's own 5 ms. 0 when the loop keeps up; a loop saturated by a burst gives
 * 30-60 ms. Measured by Node in C++ (no JavaScript timer runs); stop() ends the measuring.
 */
export function eventLoopDelay(): LoopDelay & { stop(): void } {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  histogram.enable();
  const delay = () => {
    const { mean, stddev } = histogram;
    histogram.reset();
    if (!(mean > 0)) return 0;
    const weightedGapMs = (stddev * stddev + mean * mean) / mean / 1e6;
    return Math.max(0, weightedGapMs - LOOP_SAMPLE_MS);
  };
  return Object.assign(delay, { stop: () => histogram.disable() });
}

export interface PacedGateOptions {
  /** Calls run at once while the event loop keeps up. */
  max: number;
  /** Calls run at once however late the loop is, so the line always moves. */
  min: number;
  /** The event loop delay (ms) above which fewer calls are let in. */
  targetDelayMs: number;
  /** How often the limit is adjusted (ms). */
  intervalMs?: number;
  /** The delay source (tests); the event loop's own by default. */
  loopDelay?: () => LoopDelay & { stop(): void };
}

/**
 * A first-come, first-served line whose width follows the event loop: work that can wait (a whole
 * exam pressing start) runs as fast as the process has time to spare, and never so fast that the
 * calls of learners already writing (a save, a question, the clock) wait behind it. While the
 * line is busy the loop's delay is read every interval: above the target the width is cut by a
 * quarter (down to min), at or below it grows by a step (up to max) while calls wait. A process
 * whose loop is saturated by a burst answered every steady call 100-200 ms late at the median;
 * paced, the burst takes the time that is left.
 */
export class PacedGate {
  private width: number;
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly intervalMs: number;
  private readonly step: number;
  private delay: (LoopDelay & { stop(): void }) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly opts: PacedGateOptions) {
    if (!Number.isInteger(opts.min) || opts.min < 1 || !Number.isInteger(opts.max)) {
      throw new Error('PacedGate min and max must be positive integers');
    }
    if (opts.max < opts.min) throw new Error('PacedGate max must be at least min');
    this.width = opts.max;
    this.intervalMs = opts.intervalMs ?? 100;
    this.step = Math.max(1, Math.ceil(opts.min / 4));
  }

  /** Calls waiting for their turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Calls let in at once now. */
  get limit(): number {
    return this.width;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.watch();
    if (this.running >= this.width) await new Promise<void>((r) => this.waiting.push(r));
    else this.running++;
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.running <= this.width ? this.waiting.shift() : undefined;
    // The slot passes straight to the next caller unless the line was narrowed meanwhile.
    if (next !== undefined) next();
    else this.running--;
    if (this.running === 0 && this.waiting.length === 0) this.unwatch();
  }

  /** Starts reading the loop's delay while the line is in use. */
  private watch(): void {
    if (this.timer !== undefined) return;
    this.delay = (this.opts.loopDelay ?? eventLoopDelay)();
    this.timer = setInterval(() => this.adjust(), this.intervalMs);
    this.timer.unref();
  }

  /** An idle line stops measuring and opens fully for the next burst. */
  private unwatch(): void {
    if (this.timer === undefined) return;
    clearInterval(this.timer);
    this.timer = undefined;
    this.delay?.stop();
    this.delay = undefined;
    this.width = this.opts.max;
  }

  private adjust(): void {
    const late = (this.delay?.() ?? 0) > this.opts.targetDelayMs;
    if (late) this.width = Math.max(this.opts.min, Math.floor(this.width * 0.75));
    else if (this.waiting.length > 0) this.width = Math.min(this.opts.max, this.width + this.step);
    while (this.running < this.width && this.waiting.length > 0) {
      this.running++;
      this.waiting.shift()?.();
    }
  }
}
