import { inject, describe, expect, it } from 'vitest';
import { QueueHub, type QueueBackend } from './queue.ts';

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
});
