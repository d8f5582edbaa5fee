import { describe, expect, it } from 'vitest';
import { Gate, PacedGate, eventLoopDelay, mapBounded } from './concurrency.ts';

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

describe('PacedGate', () => {
  /** A delay source the test sets, and whether the gate is measuring. */
  function fakeDelay() {
    const state = { ms: 0, measuring: false, starts: 0 };
    const make = () => {
      state.measuring = true;
      state.starts++;
      return Object.assign(() => state.ms, {
        stop: () => {
          state.measuring = false;
        },
      });
    };
    return { state, make };
  }
  const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /** Waits until `ready()` holds, checked every millisecond for up to 5 s (a loaded CI machine). */
  async function until(ready: () => boolean) {
    const end = Date.now() + 5000;
    while (!ready()) {
      if (Date.now() > end) throw new Error('the gate never reached the expected state');
      await tick(1);
    }
  }
  /** A gate adjusted every 2 ms against a 10 ms target, on the delay `delay` reports. */
  const paced = (min: number, max: number, delay: ReturnType<typeof fakeDelay>) =>
    new PacedGate({ min, max, targetDelayMs: 10, intervalMs: 2, loopDelay: delay.make });

  /** `n` calls that each hold their slot until released; resolves when all are done. */
  function hold(gate: PacedGate, n: number) {
    const releases: Array<() => void> = [];
    let peak = 0;
    let running = 0;
    const started: number[] = [];
    const done = Promise.all(
      Array.from({ length: n }, (_, i) =>
        gate.run(async () => {
          started.push(i);
          running++;
          peak = Math.max(peak, running);
          await new Promise<void>((r) => releases.push(r));
          running--;
          return i;
        }),
      ),
    );
    return {
      done,
      started,
      peak: () => peak,
      running: () => running,
      releaseAll: () => releases.splice(0).forEach((r) => r()),
    };
  }

  it('narrows to min while the loop is late, widens again when it keeps up, in arrival order', async () => {
    const delay = fakeDelay();
    const gate = paced(2, 8, delay);
    delay.state.ms = 40;
    const calls = hold(gate, 40);
    await tick(1);
    expect(calls.running()).toBe(8);
    await until(() => gate.limit === 2);
    // The calls already running finish; only min are let in after them.
    calls.releaseAll();
    await tick(1);
    expect(calls.running()).toBe(2);
    delay.state.ms = 0;
    await until(() => gate.limit === 8 && calls.running() === 8);
    while (gate.queued > 0 || calls.running() > 0) {
      calls.releaseAll();
      await tick(1);
    }
    expect(await calls.done).toHaveLength(40);
    expect(calls.started).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(calls.peak()).toBe(8);
  });

  it('measures only while in use, and an idle line opens fully for the next burst', async () => {
    const delay = fakeDelay();
    const gate = paced(1, 4, delay);
    expect(delay.state.measuring).toBe(false);
    delay.state.ms = 50;
    const calls = hold(gate, 6);
    await until(() => gate.limit === 1);
    expect(delay.state.measuring).toBe(true);
    while (gate.queued > 0 || calls.running() > 0) {
      calls.releaseAll();
      await tick(1);
    }
    await calls.done;
    expect(delay.state.measuring).toBe(false);
    expect(gate.limit).toBe(4);
    await expect(gate.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(gate.queued).toBe(0);
    expect(await gate.run(() => Promise.resolve('again'))).toBe('again');
    expect(delay.state.starts).toBe(3);
  });

  it('refuses limits that cannot work', () => {
    expect(() => new PacedGate({ min: 0, max: 4, targetDelayMs: 10 })).toThrow();
    expect(() => new PacedGate({ min: 4, max: 2, targetDelayMs: 10 })).toThrow();
  });
});

describe('eventLoopDelay', () => {
  it('is near 0 on an idle loop and shows a loop blocked for 40 ms at a time', async () => {
    const delay = eventLoopDelay();
    try {
      await new Promise((r) => setTimeout(r, 100));
      // Under 20 ms, not 0: a loaded machine runs even an idle loop's timer a little late.
      expect(delay()).toBeLessThan(20);
      for (let i = 0; i < 5; i++) {
        const until = Date.now() + 40;
        while (Date.now() < until);
        await new Promise((r) => setImmediate(r));
      }
      expect(delay()).toBeGreaterThan(25);
    } finally {
      delay.stop();
    }
  });
});
