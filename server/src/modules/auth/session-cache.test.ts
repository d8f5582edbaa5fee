import { describe, expect, it } from 'vitest';
import { sessionCacheLifetimeMs } from './session.service.ts';

describe('a cached session lives 15 to 30 s', () => {
  it('spreads its lifetime over the second half of the 30 s', () => {
    expect(sessionCacheLifetimeMs(() => 0)).toBe(15_000);
    expect(sessionCacheLifetimeMs(() => 0.999_999)).toBe(30_000);
    const lifetimes = new Set(Array.from({ length: 200 }, () => sessionCacheLifetimeMs()));
    for (const t of lifetimes) {
      expect(t).toBeGreaterThanOrEqual(15_000);
      expect(t).toBeLessThanOrEqual(30_000);
    }
    // Sessions cached in the same second do not all expire in the same second.
    expect(new Set([...lifetimes].map((t) => Math.floor(t / 1000))).size).toBeGreaterThan(5);
  });
});
