import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Platform } from '../../platform.ts';
import { startPlatform } from '../../platform.ts';

/** /healthz names the failing part with a 503 when a dependency is down. */
describe('health when Redis is down', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startPlatform({
      databaseUrl: inject('databaseUrl'),
      // Nothing listens on port 1: every Redis command fails.
      redisUrl: 'redis://127.0.0.1:1/0',
      migrate: false,
      seed: false,
      runJobs: false,
      port: 0,
      host: '127.0.0.1',
    });
  });
  afterAll(() => p.stop());

  it('answers 503 naming redis', async () => {
    const res = await fetch(`${p.url}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error', db: 'up', redis: 'down' });
  });
});
