import { afterAll, describe, expect, inject, it } from 'vitest';
import { createAppPubSub, PUBLISHER_OPTIONS } from './pubsub.ts';
import { closeRedis, createRedis } from './redis.ts';

const redisUrl = inject('redisUrl');

describe.skipIf(redisUrl === undefined)('pub/sub over Redis', () => {
  const url = redisUrl as string;
  const publisher = createRedis(url, PUBLISHER_OPTIONS);
  const subscriber = createRedis(url);
  const admin = createRedis(url);
  afterAll(() => Promise.all([publisher, subscriber, admin].map((r) => closeRedis(r))));

  it("sends one turn's publishes in one write, every event delivered in order", async () => {
    const pubsub = createAppPubSub({ publisher, subscriber });
    await publisher.ping();
    const events = pubsub.subscribe('SESSIONS_REVOKED');
    const received: string[] = [];
    const COUNT = 40;
    const all = (async () => {
      for await (const e of events) {
        received.push(...e.tokenHashes);
        if (received.length === COUNT) break;
      }
    })();
    // The iterator subscribes when first pulled: wait until Redis counts the subscription.
    for (let i = 0; i < 100; i++) {
      const [, n] = (await admin.pubsub('NUMSUB', 'SESSIONS_REVOKED')) as [string, number];
      if (n > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const stream = (publisher as unknown as { stream: { write: (...a: unknown[]) => boolean } })
      .stream;
    const write = stream.write.bind(stream);
    let writes = 0;
    stream.write = (...a: unknown[]) => {
      writes++;
      return write(...a);
    };
    try {
      const sent = Array.from({ length: COUNT }, (_, i) => `hash-${i}`);
      for (const h of sent) pubsub.publish('SESSIONS_REVOKED', { tokenHashes: [h] });
      await all;
      expect(received).toEqual(sent);
      expect(writes).toBeLessThanOrEqual(2);
    } finally {
      stream.write = write;
    }
  });
});
