/**
 * Many callers' runs of one hot statement (a save, a question read, a clock sync) as one statement.
 *
 * A call goes out at once while a lane is free; while every lane is busy, calls wait and go together
 * in the next batch, up to `maxBatch`. An idle server answers each call alone, as before, and a busy
 * one runs one statement (and, for a write, one commit) for many calls: on these 2-core machines a
 * save batched 16 at a time cost PostgreSQL a third of its time alone (pgbench, 2,236 saves a second
 * one by one against 6,600 in batches), and the server parses one answer instead of 16.
 */

export interface StatementBatcherOptions<I, O> {
  /** Runs one batch: one result per input, in the inputs' order. */
  run(inputs: readonly I[]): Promise<O[]>;
  /** Batches in flight at once (each holds one pooled connection while it runs). */
  lanes: number;
  /** Inputs in one batch at most. */
  maxBatch: number;
  /**
   * Calls with the same key never share a batch nor run at once, and run in the order they were
   * made (a paper's saves: two in one statement would update its row once, with either value).
   */
  keyOf?(input: I): string;
}

interface Waiting<I, O> {
  input: I;
  key: string | undefined;
  resolve(out: O): void;
  reject(e: unknown): void;
}

export class StatementBatcher<I, O> {
  /** Calls waiting, in the order made, from index `head` on (taken ones are not spliced out). */
  private waiting: Array<Waiting<I, O>> = [];
  private head = 0;
  private busyLanes = 0;
  /** Keys of the calls in flight (a key's next call waits for them). */
  private readonly runningKeys = new Set<string>();
  private dispatchQueued = false;

  constructor(private readonly opts: StatementBatcherOptions<I, O>) {
    if (opts.lanes < 1 || opts.maxBatch < 1) throw new Error('lanes and maxBatch must be >= 1');
  }

  /** Runs `input` in the next batch a lane takes; resolves with its own result. */
  submit(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ input, key: this.opts.keyOf?.(input), resolve, reject });
      // Calls made in the same turn of the event loop (requests read together) can go together.
      if (!this.dispatchQueued) {
        this.dispatchQueued = true;
        setImmediate(() => {
          this.dispatchQueued = false;
          this.dispatch();
        });
      }
    });
  }

  private async runChecked(inputs: readonly I[]): Promise<O[]> {
    const out = await this.opts.run(inputs);
    if (out.length !== inputs.length) {
      throw new Error(`a batch of ${inputs.length} answered ${out.length} results`);
    }
    return out;
  }

  /** Calls waiting for a lane (tests, and what a busy server could report). */
  get waitingCount(): number {
    return this.waiting.length - this.head;
  }

  private dispatch(): void {
    while (this.busyLanes < this.opts.lanes && this.waiting.length > this.head) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      this.busyLanes++;
      void this.runBatch(batch);
    }
  }

  /**
   * The first waiting calls that may run now: at most one per key, none whose key is running. The
   * scan stops once the batch is full, and what it passed over is put back in place in front of
   * the rest: a start burst keeps thousands waiting, and rereading or copying them all for every
   * batch of 16 made dispatching quadratic.
   */
  private takeBatch(): Array<Waiting<I, O>> {
    const batch: Array<Waiting<I, O>> = [];
    const blocked: Array<Waiting<I, O>> = [];
    const taken = new Set<string>();
    const { waiting } = this;
    let i = this.head;
    for (; i < waiting.length && batch.length < this.opts.maxBatch; i++) {
      const w = waiting[i] as Waiting<I, O>;
      if (w.key !== undefined && (this.runningKeys.has(w.key) || taken.has(w.key))) {
        blocked.push(w);
        // A later call of a blocked key must not overtake it.
        taken.add(w.key);
        continue;
      }
      batch.push(w);
      if (w.key !== undefined) taken.add(w.key);
    }
    // The blocked calls go back just before the first call not read, in their order; the slots
    // in front of them let go of the calls taken (their inputs are not kept until compaction).
    const from = this.head;
    this.head = i - blocked.length;
    waiting.fill(undefined as unknown as Waiting<I, O>, from, this.head);
    for (let j = 0; j < blocked.length; j++) waiting[this.head + j] = blocked[j] as Waiting<I, O>;
    if (this.head === waiting.length) {
      this.waiting = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > waiting.length) {
      // Taken calls are dropped from the front once they are most of the array.
      this.waiting = waiting.slice(this.head);
      this.head = 0;
    }
    for (const w of batch) if (w.key !== undefined) this.runningKeys.add(w.key);
    return batch;
  }

  private async runBatch(batch: Array<Waiting<I, O>>): Promise<void> {
    try {
      const out = await this.runChecked(batch.map((w) => w.input));
      batch.forEach((w, i) => w.resolve(out[i] as O));
    } catch (e) {
      if (batch.length === 1) {
        batch[0]?.reject(e);
      } else {
        // One call's input can fail the whole statement (text PostgreSQL refuses, a deadlock
        // that undid it): each call then runs alone, one after another, and fails only itself.
        for (const w of batch) {
          try {
            const [out] = await this.runChecked([w.input]);
            w.resolve(out as O);
          } catch (alone) {
            w.reject(alone);
          }
        }
      }
    } finally {
      for (const w of batch) if (w.key !== undefined) this.runningKeys.delete(w.key);
      this.busyLanes--;
      this.dispatch();
    }
  }
}

/**
 * A batcher per database client, made at its first use (each platform, a test's too, has its own
 * client and pool): `const saves = batcherPerClient((db) => new StatementBatcher({ ... }))`.
 */
export function batcherPerClient<C extends object, I, O>(
  make: (client: C) => StatementBatcher<I, O>,
): (client: C) => StatementBatcher<I, O> {
  const made = new WeakMap<C, StatementBatcher<I, O>>();
  return (client) => {
    let batcher = made.get(client);
    if (batcher === undefined) {
      batcher = make(client);
      made.set(client, batcher);
    }
    return batcher;
  };
}

/**
 * A batch's answers in its calls' order, from rows that each carry the index `i` (from 0) of the
 * call they answer; a call no row answers gets undefined.
 */
export function answersByIndex<R extends { i: number }>(
  count: number,
  rows: readonly R[],
): Array<Omit<R, 'i'> | undefined> {
  const out: Array<Omit<R, 'i'> | undefined> = new Array<undefined>(count).fill(undefined);
  for (const { i, ...row } of rows) out[i] = row;
  return out;
}
