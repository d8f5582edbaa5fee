import { describe, expect, it } from 'vitest';
import { slotOffsetSeconds, spreadFraction } from './exam-slots.ts';

describe('start slot spread', () => {
  it('is the base-2 van der Corput sequence', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(spreadFraction)).toEqual([
      0, 0.5, 0.25, 0.75, 0.125, 0.625, 0.375, 0.875,
    ]);
  });

  it('keeps every prefix even: no gap more than twice another, all inside the window', () => {
    for (let n = 2; n <= 300; n++) {
      const points = Array.from({ length: n }, (_, k) => spreadFraction(k)).sort((a, b) => a - b);
      const gaps = points.slice(1).map((x, i) => x - points[i]!);
      gaps.push(1 - points[n - 1]!);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(2 * Math.min(...gaps) + 1e-12);
      expect(points[n - 1]).toBeLessThan(1);
    }
  });

  it('gives whole seconds within [0, staggerMinutes)', () => {
    expect(slotOffsetSeconds(0, 10)).toBe(0);
    expect(slotOffsetSeconds(1, 10)).toBe(300);
    expect(slotOffsetSeconds(3, 1)).toBe(45);
    for (let k = 0; k < 1000; k++) {
      const s = slotOffsetSeconds(k, 7);
      expect(Number.isInteger(s)).toBe(true);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThan(7 * 60);
    }
  });
});
