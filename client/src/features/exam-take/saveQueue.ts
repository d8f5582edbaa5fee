/**
 * Sends the learner's answers to the server, one at a time, without ever dropping one that the
 * server has not acknowledged.
 *
 * - Each save is written to the buffer (IndexedDB) first, then sent; the server's answer removes it.
 * - Only the newest save of a question waits: a newer one replaces an older one not yet sent.
 * - Saves go out in seq order. A network failure (no answer, 5xx, timeout) keeps everything and
 *   retries with a growing delay (and at once on `retryNow`, e.g. the browser's online event).
 * - A paper that is over (handed in, past its deadline) stops the queue and empties the buffer.
 * - A save the server refuses for good is dropped and reported; the others go on.
 * - An ended session stops sending but keeps the buffer for the next visit.
 */
import { classifySaveError, type SaveErrorKind } from './saveErrors';
import { nextSeq, nextToSend, replayOrder } from './replay';
import type { BufferedSave, SaveAnswer, SaveBuffer } from './saveBuffer';

export interface SaveResult {
  /** false: the server already holds a newer save of the question (not an error). */
  applied: boolean;
  /** The seq the server holds for the question now. */
  seq: number;
}

export type SaveHalt = 'none' | 'session' | 'over';

export interface SaveStatus {
  /** Answers not yet acknowledged by the server (in the buffer). */
  waiting: number;
  /** The last attempt found no connection; retries are scheduled. */
  failing: boolean;
  halted: SaveHalt;
}

type TimerId = ReturnType<typeof setTimeout>;

export interface SaveQueueOptions {
  paperId: string;
  buffer: SaveBuffer;
  /** Sends one save; rejects with the transport or GraphQL error. */
  send: (save: BufferedSave, signal: AbortSignal) => Promise<SaveResult>;
  classify?: (error: unknown) => SaveErrorKind;
  onStatus?: (status: SaveStatus) => void;
  onAcknowledged?: (save: BufferedSave, result: SaveResult) => void;
  onRejected?: (save: BufferedSave, error: unknown) => void;
  onPaperOver?: (error: unknown) => void;
  /** A save with no answer after this long counts as a network failure. */
  timeoutMs?: number;
  /** Delay before retry number `attempt` (1, 2, ...). */
  retryDelayMs?: (attempt: number) => number;
  now?: () => number;
  /**
   * The lowest seq a new save may take, in ms: the exam page passes the server clock
   * (ServerClock), the default is the device clock. Seqs then follow the order of edits across
   * tabs and devices: a buffered save replayed after the learner answered again elsewhere is older
   * and ignored, and the later of two tabs' edits wins. The counter still grows by one at least,
   * so a clock set back changes nothing.
   */
  seqFloor?: () => number;
}

export const SAVE_TIMEOUT_MS = 15_000;

/** 1 s, 2 s, 4 s, 8 s, then every 15 s. */
export function defaultRetryDelay(attempt: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

export class SaveTimeoutError extends Error {
  constructor() {
    super('The save got no answer in time');
    this.name = 'SaveTimeoutError';
  }
}

export class SaveQueue {
  private counter = 0;
  private readonly pending = new Map<string, BufferedSave>();
  /** The last buffer write of each question: later writes and removals wait for it. */
  private readonly writes = new Map<string, Promise<void>>();
  private inFlight: BufferedSave | null = null;
  private failing = false;
  private halted: SaveHalt = 'none';
  private attempt = 0;
  private retryTimer: TimerId | null = null;
  private waiters: ((ok: boolean) => void)[] = [];
  private disposed = false;
  private lastStatus = '';

  constructor(private readonly options: SaveQueueOptions) {}

  get paperId(): string {
    return this.options.paperId;
  }

  status(): SaveStatus {
    return { waiting: this.pending.size, failing: this.failing, halted: this.halted };
  }

  /** The unacknowledged save of a question, if any. */
  pendingFor(quId: string): BufferedSave | undefined {
    return this.pending.get(quId);
  }

  pendingSaves(): BufferedSave[] {
    return [...this.pending.values()];
  }

  /**
   * Loads what an earlier visit left in the buffer, continues its seq counter and starts the
   * replay. Returns the loaded saves (newest per question, oldest first).
   */
  async restore(): Promise<BufferedSave[]> {
    const { buffer, paperId } = this.options;
    let rows: BufferedSave[] = [];
    let last = 0;
    try {
      [rows, last] = await Promise.all([buffer.list(paperId), buffer.lastSeq(paperId)]);
    } catch {
      // An unreadable buffer: nothing to replay.
    }
    this.observeSeq(last);
    const restored = replayOrder(rows);
    for (const row of restored) {
      this.observeSeq(row.seq);
      const current = this.pending.get(row.quId);
      if (current === undefined || current.seq < row.seq) this.pending.set(row.quId, row);
    }
    this.emit();
    this.pump();
    return restored;
  }

  /** A seq the server reported (question load, save answer): the next save goes above it. */
  observeSeq(seq: number | null | undefined): void {
    this.counter = nextSeq(this.counter, [seq]) - 1;
  }

  /** Queues the question's whole answer (and flag); returns the save, or null once over. */
  save(quId: string, answer: SaveAnswer, answered: boolean): BufferedSave | null {
    if (this.halted === 'over' || this.disposed) return null;
    const now = this.options.now ?? Date.now;
    const floor = Math.floor((this.options.seqFloor ?? Date.now)());
    this.counter = Math.max(nextSeq(this.counter), floor);
    const entry: BufferedSave = {
      paperId: this.options.paperId,
      quId,
      seq: this.counter,
      answer,
      answered,
      at: now(),
    };
    this.pending.set(quId, entry);
    this.chain(quId, () => this.options.buffer.put(entry));
    this.emit();
    this.pump();
    return entry;
  }

  /** Tries the waiting saves now (the connection is back, the learner asked). */
  retryNow(): void {
    if (this.halted !== 'none' || this.disposed) return;
    if (this.retryTimer !== null) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    this.pump();
  }

  /**
   * Sends everything waiting. Resolves true once the buffer is empty, false as soon as an attempt
   * fails (no connection) or the queue is halted.
   */
  flush(): Promise<boolean> {
    if (this.pending.size === 0) return Promise.resolve(true);
    if (this.halted !== 'none' || this.disposed) return Promise.resolve(false);
    const done = new Promise<boolean>((resolve) => this.waiters.push(resolve));
    this.retryNow();
    return done;
  }

  /** The paper is over (handed in): stop and forget its buffered saves. */
  async finish(): Promise<void> {
    this.halt('over');
    await this.clearBuffer();
  }

  /** Stops timers and callbacks (the page goes away); the buffer keeps what is waiting. */
  dispose(): void {
    this.disposed = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.resolveWaiters(false);
  }

  private chain(quId: string, step: () => Promise<void>): Promise<void> {
    const previous = this.writes.get(quId) ?? Promise.resolve();
    const next = previous.then(step).catch(() => {
      // A buffer that cannot be written (quota, private mode) must not stop the saves.
    });
    this.writes.set(quId, next);
    return next;
  }

  private async clearBuffer(): Promise<void> {
    await Promise.all(this.writes.values());
    try {
      await this.options.buffer.clearPaper(this.options.paperId);
    } catch {
      // Nothing more to do: the saves of a finished paper are refused anyway.
    }
  }

  private halt(reason: SaveHalt): void {
    this.halted = reason;
    if (reason === 'over') this.pending.clear();
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.resolveWaiters(false);
    this.emit();
  }

  private resolveWaiters(ok: boolean): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(ok);
  }

  private emit(): void {
    if (this.disposed) return;
    const status = this.status();
    const key = JSON.stringify(status);
    if (key === this.lastStatus) return;
    this.lastStatus = key;
    this.options.onStatus?.(status);
  }

  private pump(): void {
    if (this.disposed || this.halted !== 'none') return;
    if (this.inFlight !== null || this.retryTimer !== null) return;
    const next = nextToSend(this.pending.values());
    if (next === undefined) {
      this.resolveWaiters(true);
      return;
    }
    this.inFlight = next;
    void this.attemptSend(next);
  }

  private async attemptSend(entry: BufferedSave): Promise<void> {
    const { send, timeoutMs = SAVE_TIMEOUT_MS } = this.options;
    const controller = new AbortController();
    let timer: TimerId | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new SaveTimeoutError());
      }, timeoutMs);
    });
    try {
      const result = await Promise.race([send(entry, controller.signal), timeout]);
      clearTimeout(timer);
      this.acknowledged(entry, result);
    } catch (error) {
      clearTimeout(timer);
      this.failed(entry, error);
    }
  }

  private acknowledged(entry: BufferedSave, result: SaveResult): void {
    this.inFlight = null;
    this.observeSeq(result.seq);
    if (this.pending.get(entry.quId) === entry) this.pending.delete(entry.quId);
    this.chain(entry.quId, () => this.options.buffer.remove(entry.paperId, entry.quId, entry.seq));
    this.failing = false;
    this.attempt = 0;
    if (this.disposed) return;
    this.options.onAcknowledged?.(entry, result);
    this.emit();
    this.pump();
  }

  private failed(entry: BufferedSave, error: unknown): void {
    this.inFlight = null;
    if (this.disposed) return;
    const kind = (this.options.classify ?? classifySaveError)(error);
    if (kind === 'over') {
      this.halt('over');
      void this.clearBuffer();
      this.options.onPaperOver?.(error);
      return;
    }
    if (kind === 'session') {
      this.halt('session');
      return;
    }
    if (kind === 'rejected') {
      if (this.pending.get(entry.quId) === entry) this.pending.delete(entry.quId);
      this.chain(entry.quId, () =>
        this.options.buffer.remove(entry.paperId, entry.quId, entry.seq),
      );
      this.options.onRejected?.(entry, error);
      this.emit();
      this.pump();
      return;
    }
    this.failing = true;
    this.attempt += 1;
    const delay = (this.options.retryDelayMs ?? defaultRetryDelay)(this.attempt);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.pump();
    }, delay);
    this.resolveWaiters(false);
    this.emit();
  }
}
