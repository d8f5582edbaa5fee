import { describe, expect, it } from 'vitest';
import { ServerClock } from './serverClock';

/** A clock whose monotonic time the test moves by hand. */
function manualClock() {
  let mono = 1000;
  const clock = new ServerClock(() => mono);
  return {
    clock,
    advance(ms: number) {
      mono += ms;
    },
    get mono() {
      return mono;
    },
  };
}

describe('ServerClock', () => {
  it('is the device clock until the first reading', () => {
    const { clock } = manualClock();
    expect(clock.synced).toBe(false);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(50);
  });

  it('counts a reading for the middle of its request and runs on from there', () => {
    const t = manualClock();
    const sentAt = t.mono;
    t.advance(100);
    t.clock.observe(5_000_000, sentAt, t.mono);
    expect(t.clock.synced).toBe(true);
    expect(t.clock.now()).toBe(5_000_050);
    t.advance(30_000);
    expect(t.clock.now()).toBe(5_030_050);
  });

  it('ignores the device clock being changed after a reading', () => {
    const t = manualClock();
    t.clock.observe(5_000_000, t.mono, t.mono);
    const before = t.clock.now();
    // Date.now jumping does not matter: only the monotonic clock advances the reading.
    t.advance(10);
    expect(t.clock.now()).toBe(before + 10);
  });

  it('skips a reading from a much slower round trip while the base is fresh', () => {
    const t = manualClock();
    t.clock.observe(5_000_000, t.mono, t.mono + 20);
    t.advance(1000);
    const sentAt = t.mono;
    t.advance(3000); // 3 s round trip: the reading may be off by 1.5 s either way
    t.clock.observe(9_999_999_999, sentAt, t.mono);
    expect(t.clock.now()).toBe(5_000_000 + 10 + 1000 + 3000 - 20);
  });

  it('takes a slow reading once the base is old', () => {
    const t = manualClock();
    t.clock.observe(5_000_000, t.mono, t.mono + 20);
    t.advance(6 * 60_000);
    const sentAt = t.mono;
    t.advance(3000);
    t.clock.observe(8_000_000, sentAt, t.mono);
    expect(t.clock.now()).toBe(8_001_500);
  });

  it('ignores a reading that is not a number or runs backwards', () => {
    const t = manualClock();
    t.clock.observe(Number.NaN, t.mono, t.mono);
    t.clock.observe(5_000_000, t.mono, t.mono - 1);
    expect(t.clock.synced).toBe(false);
  });
});
