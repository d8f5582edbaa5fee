import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createAppPubSub, PUBLISHER_OPTIONS } from './pubsub.ts';
import { closeRedis, createRedis } from './redis.ts';

const redisUrl = inject('redisUrl');

/** The pub/sub with a test topic of its own (a fresh id per test: no other process shares it). */
interface TestTopic {
  publish(topic: 'TEST', id: string, payload: { n: string }): void;
  subscribe(topic: 'TEST', id: string): AsyncIterable<{ n: string }>;
}
const testTopicOf = (pubsub: ReturnType<typeof createAppPubSub>) => pubsub as unknown as TestTopic;

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
});
