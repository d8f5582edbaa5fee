/**
 * A proctor's progress events carry each paper's answered count, read when the subscription
 * delivers the event rather than by the save that caused it. A save stays one row's update (the
 * count over the paper's rows was a third of the save statement's time, and it ran for every save
 * whether anyone watched or not); the count is read only while someone watches, for many papers in
 * one statement, once per paper for every proctor the event reaches at once. The event is published
 * after its save committed, so the count read for it includes that save (and any made since: the
 * paper's count when the event reached the proctor's server process).
 */
import { hotRows } from '../../core/database/hot-sql.ts';
import {
  StatementBatcher,
  answersByIndex,
  batcherPerClient,
} from '../../core/database/statement-batcher.ts';
import { logger } from '../../core/logger.ts';
import type { Db } from '../../core/prisma.ts';
import { WatchEventKind, type WatchEvent } from '../sitting/index.ts';

/** Count reads in flight at once per process, and papers in one read at most. */
const COUNT_LANES = 2;
const COUNT_BATCH_MAX = 256;

/**
 * Events a subscription holds for a proctor who does not read them (a stalled connection); past
 * this the subscription ends (the console's live events stop until it is opened again) rather than
 * holding more without bound.
 */
export const MAX_UNREAD_EVENTS = 10_000;

/**
 * How many of each paper's questions are answered, many papers in one statement. A paper asked for
 * several times in one batch (every proctor of the exam receives its event at once) is counted once.
 */
const answeredCounts = batcherPerClient(
  (db: Db) =>
    new StatementBatcher<string, number | undefined>({
      lanes: COUNT_LANES,
      maxBatch: COUNT_BATCH_MAX,
      run: async (asked) => {
        const paperIds = [...new Set(asked)];
        const rows = await hotRows<{ i: number; answered: number }>(db)`
          SELECT (x.i - 1)::int AS i,
            (SELECT count(*)::int FROM "PaperQuestion" q WHERE q."paperId" = x.id AND q.answered)
              AS answered
          FROM unnest(${paperIds}::text[]) WITH ORDINALITY AS x(id, i)`;
        const counts = answersByIndex(paperIds.length, rows);
        const byPaper = new Map(paperIds.map((id, i) => [id, counts[i]?.answered]));
        return asked.map((id) => byPaper.get(id));
      },
    }),
);

/** The paper's answered count, or undefined when it cannot be read now. */
function answeredCount(db: Db, paperId: string): Promise<number | undefined> {
  return answeredCounts(db)
    .submit(paperId)
    .catch(() => undefined);
}

/** A progress event with its paper's answered count; any other event as it is. */
async function withCount(db: Db, event: WatchEvent): Promise<WatchEvent> {
  if (event.kind !== WatchEventKind.PROGRESS || event.paperId === null) return event;
  const answered = await answeredCount(db, event.paperId);
  // Unread (the database is away): the proctor's card keeps the count it shows.
  return answered === undefined ? event : { ...event, answered };
}

/**
 * The events of `source` in their order, progress events with their answered counts. Counts are
 * read as events arrive, without waiting for the previous event's, so a busy exam's progress goes
 * out in batches rather than one read at a time. Ends when `source` ends or fails, or on return().
 */
export function withAnsweredCounts(
  db: Db,
  source: AsyncIterableIterator<WatchEvent>,
): AsyncIterableIterator<WatchEvent> {
  /** Events read from the source, each settling once its count is read (never rejecting). */
  const counted: Array<Promise<WatchEvent>> = [];
  const waiting: Array<() => void> = [];
  let ended = false;
  const wake = () => waiting.splice(0).forEach((resume) => resume());
  void (async () => {
    try {
      for await (const event of source) {
        if (ended) break;
        if (counted.length >= MAX_UNREAD_EVENTS) {
          logger.warn(
            { unread: counted.length },
            'watch subscription ended: its events are not read',
          );
          counted.length = 0;
          break;
        }
        counted.push(withCount(db, event));
        wake();
      }
    } catch (err) {
      logger.warn({ err }, 'watch subscription ended: its events failed');
    } finally {
      ended = true;
      wake();
    }
  })();
  const done = { done: true, value: undefined } as const;
  return {
    async next(): Promise<IteratorResult<WatchEvent>> {
      for (;;) {
        const next = counted.shift();
        if (next !== undefined) return { done: false, value: await next };
        if (ended) return done;
        await new Promise<void>((resume) => waiting.push(resume));
      }
    },
    async return(): Promise<IteratorResult<WatchEvent>> {
      ended = true;
      counted.length = 0;
      wake();
      await source.return?.();
      return done;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
