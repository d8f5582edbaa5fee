import { describe, expect, it } from 'vitest';
import { Gate, mapBounded } from './concurrency.ts';

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

describe('Gate', () => {
  it('runs at most its limit at once, in arrival order, and frees the slot on failure', async () => {
    const gate = new Gate(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const job = (n: number) =>
      gate.run(async () => {
        started.push(n);
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        if (n === 1) throw new Error('one');
        return n;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(job));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(gate.queued).toBe(0);
    expect(await gate.run(() => Promise.resolve('again'))).toBe('again');
  });

  it('refuses a limit below one', () => {
    expect(() => new Gate(0)).toThrow();
  });
});
