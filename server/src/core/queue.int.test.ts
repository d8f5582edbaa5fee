import { inject, describe, expect, it, vi } from 'vitest';
import { BATCH_LINGER_MS, QueueHub, type QueueBackend } from './queue.ts';

const backends: Array<[string, QueueBackend | undefined]> = [
  ['postgres', { kind: 'postgres', connectionString: inject('databaseUrl') }],
  [
    'redis',
    inject('redisUrl') === undefined
      ? undefined
      : { kind: 'redis', url: inject('redisUrl') as string },
  ],
];

describe.each(backends)('BullMQ on %s', (name, backend) => {
  it.skipIf(backend === undefined)(
    'runs a job, a delayed job on time, and retries a failing one',
    async () => {
      const hub = new QueueHub(backend as QueueBackend);
      const queueName = `test-${name}-${Date.now()}`;
      const seen: Array<{ name: string; at: number; attempt: number }> = [];
      const done = new Promise<void>((resolve) => {
        hub.worker(queueName, async (job) => {
          seen.push({ name: job.name, at: Date.now(), attempt: job.attemptsMade });
          if (job.name === 'flaky' && job.attemptsMade === 0)
            throw new Error('first attempt fails');
          if (seen.filter((s) => s.name !== 'flaky' || s.attempt > 0).length === 3) resolve();
          return job.data;
        });
      });
      const queue = hub.queue(queueName);
      const start = Date.now();
      await queue.add('now', { n: 1 });
      await queue.add('later', { n: 2 }, { delay: 1200 });
      await queue.add('flaky', { n: 3 }, { attempts: 2, backoff: { type: 'fixed', delay: 100 } });
      await done;
      const later = seen.find((s) => s.name === 'later');
      expect(later !== undefined && later.at - start).toBeGreaterThanOrEqual(1100);
      expect(seen.filter((s) => s.name === 'flaky').map((s) => s.attempt)).toEqual([0, 1]);
      await queue.obliterate({ force: true });
      await hub.close();
    },
    20_000,
  );

  it.skipIf(backend === undefined)(
    'addSoon stores jobs added together in one batch, each add resolving once stored',
    async () => {
      const hub = new QueueHub(backend as QueueBackend);
      const queueName = `test-batch-${name}-${Date.now()}`;
      const queue = hub.queue(queueName);
      const bulk = vi.spyOn(queue, 'addBulk');
      const add = (i: number) =>
        hub.addSoon(queueName, 'deadline', { i }, { jobId: `job-${i}`, delay: 60_000 });
      await Promise.all(Array.from({ length: 300 }, (_, i) => add(i)));
      expect(await queue.getDelayedCount()).toBe(300);
      expect(bulk).toHaveBeenCalledTimes(1);
      // The same ids again change nothing (a paper's deadline is scheduled idempotently).
      await Promise.all(Array.from({ length: 10 }, (_, i) => add(i)));
      expect(await queue.getDelayedCount()).toBe(300);
      // A batch that cannot be stored fails each of its adds, and the next batch goes through.
      bulk.mockRejectedValueOnce(new Error('store down'));
      const failed = await Promise.allSettled([add(400), add(401)]);
      expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
      await add(402);
      expect(await queue.getDelayedCount()).toBe(301);
      // Adds spread over less than BATCH_LINGER_MS (starts come over seconds, not in one turn of
      // the event loop) still go in one batch.
      bulk.mockClear();
      const spread: Array<Promise<void>> = [];
      for (let i = 0; i < 10; i++) {
        spread.push(add(500 + i));
        await new Promise((r) => setTimeout(r, BATCH_LINGER_MS / 20));
      }
      await Promise.all(spread);
      expect(bulk).toHaveBeenCalledTimes(1);
      expect(await queue.getDelayedCount()).toBe(311);
      await queue.obliterate({ force: true });
      await hub.close();
    },
    20_000,
  );
});
