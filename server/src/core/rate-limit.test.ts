import { describe, expect, it } from 'vitest';
import { AppError } from './errors/index.ts';
import { RateLimit } from './rate-limit.ts';

describe('RateLimit.take', () => {
  it('lets exactly `points` of many parallel calls pass and refuses the rest with a wait', async () => {
    const limit = new RateLimit({ name: 't', points: 3, durationSeconds: 60, blockSeconds: 30 });
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => limit.take('k')));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(refused).toHaveLength(7);
    for (const e of refused) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).errorName).toBe('TOO_MANY_ATTEMPTS');
    }
    // Another key has its own points.
    await expect(limit.take('other')).resolves.toBeUndefined();
  });
});
