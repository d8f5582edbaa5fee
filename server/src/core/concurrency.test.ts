import { describe, expect, it } from 'vitest';
import { mapBounded } from './concurrency.ts';

describe('mapBounded', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapBounded([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n * 3));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
    expect(await mapBounded([], 4, () => Promise.resolve(1))).toEqual([]);
  });

  it('rejects with the first failure', async () => {
    await expect(
      mapBounded([1, 2, 3], 2, (n) =>
        n === 2 ? Promise.reject(new Error('two')) : Promise.resolve(n),
      ),
    ).rejects.toThrow('two');
  });
});
