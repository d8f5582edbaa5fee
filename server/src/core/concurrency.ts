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
