import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createAppPubSub, HEARD_REFRESH_MS, PUBLISHER_OPTIONS } from './pubsub.ts';
import { closeRedis, createRedis } from './redis.ts';

const redisUrl = inject('redisUrl');

/** The pub/sub with a test topic of its own (a fresh id per test: no other process shares it). */
interface TestTopic {
  publish(topic: 'TEST', id: string, payload: { n: string }): void;
  subscribe(topic: 'TEST', id: string): AsyncIterable<{ n: string }>;
}
const testTopicOf = (pubsub: ReturnType<typeof createAppPubSub>) => pubsub as unknown as TestTopic;

/** Polls `check` every 20 ms until it holds; fails after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Subscribes to an exam's feed until `stop()`, keeping the events it receives in `seen`. */
function watchExam(pubsub: ReturnType<typeof createAppPubSub>, examId: string) {
  const feed = pubsub.subscribe('EXAM_WATCH', examId)[Symbol.asyncIterator]();
  const seen: unknown[] = [];
  const pulling = (async () => {
    for (;;) {
      const next = await feed.next();
      if (next.done === true) return;
      seen.push(next.value);
    }
  })();
  return {
    seen,
    stop: async () => {
      await feed.return?.();
      await pulling;
    },
  };
}

describe('whether an event is heard, in one process', () => {
  it('is heard while the exam feed has a subscriber, and not before or after', async () => {
    const pubsub = createAppPubSub();
    const examId = randomUUID();
    expect(pubsub.isHeard('EXAM_WATCH', examId)).toBe(false);
    const watch = watchExam(pubsub, examId);
    await until(() => pubsub.isHeard('EXAM_WATCH', examId), 1000, 'the subscriber is counted');
    expect(pubsub.isHeard('EXAM_WATCH', randomUUID())).toBe(false);
    await watch.stop();
    expect(pubsub.isHeard('EXAM_WATCH', examId)).toBe(false);
  });
});

describe.skipIf(redisUrl === undefined)('pub/sub over Redis', () => {
  const url = redisUrl as string;
  const publisher = createRedis(url, PUBLISHER_OPTIONS);
  const subscriber = createRedis(url);
  const admin = createRedis(url);
  const db = publisher.options.db ?? 0;
  afterAll(() => Promise.all([publisher, subscriber, admin].map((r) => closeRedis(r))));

  /** An iterator subscribes when first pulled: waits until Redis counts the channel's subscribers. */
  async function waitForSubscribers(channel: string, count: number): Promise<void> {
    for (let i = 0; i < 100; i++) {
      const [, n] = (await admin.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(n) >= count) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no subscription to ${channel} reached Redis`);
  }

  /** Collects the events of one test topic until `last` arrives. */
  function collect(
    pubsub: TestTopic,
    id: string,
    last: string,
  ): { seen: string[]; done: Promise<void> } {
    const seen: string[] = [];
    const done = (async () => {
      for await (const e of pubsub.subscribe('TEST', id)) {
        seen.push(e.n);
        if (e.n === last) break;
      }
    })();
    return { seen, done };
  }

  it('keeps each Redis database to its own events: the channel carries the database number', async () => {
    const other = new URL(url);
    const otherDb = (db + 1) % 16;
    other.pathname = `/${otherDb}`;
    const otherPublisher = createRedis(other.toString(), PUBLISHER_OPTIONS);
    const otherSubscriber = createRedis(other.toString());
    try {
      const mine = testTopicOf(createAppPubSub({ publisher, subscriber }));
      const theirs = testTopicOf(
        createAppPubSub({ publisher: otherPublisher, subscriber: otherSubscriber }),
      );
      const id = randomUUID();
      const a = collect(mine, id, 'mine-2');
      const b = collect(theirs, id, 'theirs-1');
      await waitForSubscribers(`db${db}:TEST:${id}`, 1);
      await waitForSubscribers(`db${otherDb}:TEST:${id}`, 1);
      mine.publish('TEST', id, { n: 'mine-1' });
      theirs.publish('TEST', id, { n: 'theirs-1' });
      mine.publish('TEST', id, { n: 'mine-2' });
      await Promise.all([a.done, b.done]);
      expect({ mine: a.seen, theirs: b.seen }).toEqual({
        mine: ['mine-1', 'mine-2'],
        theirs: ['theirs-1'],
      });
    } finally {
      await Promise.all([otherPublisher, otherSubscriber].map((r) => closeRedis(r)));
    }
  });

  it("sends one turn's publishes in one write, every event delivered in order", async () => {
    const pubsub = testTopicOf(createAppPubSub({ publisher, subscriber }));
    await publisher.ping();
    const id = randomUUID();
    const COUNT = 40;
    const sent = Array.from({ length: COUNT }, (_, i) => `event-${i}`);
    const events = collect(pubsub, id, sent[COUNT - 1] as string);
    await waitForSubscribers(`db${db}:TEST:${id}`, 1);
    const stream = (publisher as unknown as { stream: { write: (...a: unknown[]) => boolean } })
      .stream;
    const write = stream.write.bind(stream);
    let writes = 0;
    stream.write = (...a: unknown[]) => {
      writes++;
      return write(...a);
    };
    try {
      for (const n of sent) pubsub.publish('TEST', id, { n });
      await events.done;
      expect(events.seen).toEqual(sent);
      expect(writes).toBeLessThanOrEqual(2);
    } finally {
      stream.write = write;
    }
  });

  describe('whether an event is heard in any process', () => {
    /** A server process's pub/sub: its own publishing and subscribing connections. */
    function openProcess(heardRefreshMs?: number) {
      const pub = createRedis(url, PUBLISHER_OPTIONS);
      const sub = createRedis(url);
      const pubsub = createAppPubSub({ publisher: pub, subscriber: sub }, { heardRefreshMs });
      return {
        pubsub,
        close: async () => {
          pubsub.close();
          await Promise.all([pub, sub].map((r) => closeRedis(r)));
        },
      };
    }

    it("hears another process's new watcher at once, by its announcement", async () => {
      const publishing = openProcess();
      const watching = openProcess();
      try {
        const examId = randomUUID();
        const heard = () => publishing.pubsub.isHeard('EXAM_WATCH', examId);
        // True until Redis first answers; then false: nobody watches this exam.
        await until(() => !heard(), 2000, 'the first read finds no watcher');
        const watch = watchExam(watching.pubsub, examId);
        // Well inside the periodic read's interval: the announcement told it.
        await until(heard, HEARD_REFRESH_MS / 4, 'the new watcher is heard');
        await waitForSubscribers(`db${db}:EXAM_WATCH:${examId}`, 1);
        publishing.pubsub.publish('EXAM_WATCH', examId, {
          kind: 'progress',
          examId,
          userId: 'u1',
          paperId: 'p1',
          at: 1,
          total: 50,
        });
        await until(() => watch.seen.length === 1, 2000, 'the watcher gets the event');
        await watch.stop();
      } finally {
        await Promise.all([publishing.close(), watching.close()]);
      }
    });

    it('finds watchers that were there before it started, and forgets one that left', async () => {
      const watching = openProcess();
      try {
        const examId = randomUUID();
        const watch = watchExam(watching.pubsub, examId);
        await waitForSubscribers(`db${db}:EXAM_WATCH:${examId}`, 1);
        const late = openProcess(100);
        try {
          const heard = () => late.pubsub.isHeard('EXAM_WATCH', examId);
          // Heard for 1 s: the reads every 100 ms keep finding the watcher in Redis's channels.
          for (let i = 0; i < 10; i++) {
            expect(heard()).toBe(true);
            await new Promise((r) => setTimeout(r, 100));
          }
          expect(late.pubsub.isHeard('EXAM_WATCH', randomUUID())).toBe(false);
          await watch.stop();
          await until(() => !heard(), 2000, 'the watcher that left is forgotten');
        } finally {
          await late.close();
        }
      } finally {
        await watching.close();
      }
    });
  });
});
