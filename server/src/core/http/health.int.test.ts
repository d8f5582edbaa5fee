import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Platform } from '../../platform.ts';
import { startPlatform } from '../../platform.ts';

/**
 * /healthz names the failing part with a 503 when a dependency goes down while the server runs (a
 * server does not start without its Redis: see core/startup-checks.int.test.ts).
 */
describe('health when Redis is down', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startPlatform({
      databaseUrl: inject('databaseUrl'),
      redisUrl: inject('redisUrl'),
      migrate: false,
      seed: false,
      runJobs: false,
      port: 0,
      host: '127.0.0.1',
    });
  });
  afterAll(() => p.stop());

  it('answers 503 naming redis', async () => {
    expect((await fetch(`${p.url}/healthz`)).status).toBe(200);
    // The connection gone: every Redis command of this process fails from now on.
    p.infra.redis?.disconnect();
    const res = await fetch(`${p.url}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error', db: 'up', redis: 'down' });
  });
});
