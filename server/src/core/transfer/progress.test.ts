import { describe, expect, it } from 'vitest';
import { ProgressStretch, stretch } from './progress.ts';

describe('stretch', () => {
  it('maps done of total onto the stretch of the bar, rounding down', () => {
    expect(stretch(10, 90, 0, 4)).toBe(10);
    expect(stretch(10, 90, 1, 3)).toBe(36);
    expect(stretch(10, 90, 3, 3)).toBe(90);
  });

  it('caps done at total and counts an empty total as one', () => {
    expect(stretch(5, 90, 7, 4)).toBe(90);
    expect(stretch(5, 90, 0, 0)).toBe(5);
    expect(stretch(5, 90, 3, 0)).toBe(5);
  });
});

describe('ProgressStretch', () => {
  it('writes every report when the step is 0', async () => {
    const written: number[] = [];
    const p = new ProgressStretch(async (n) => written.push(n), 5, 90);
    for (const done of [1, 2, 3, 4]) await p.report(done, 4);
    expect(written).toEqual([26, 47, 68, 90]);
  });

  it('writes only once the bar has moved by the step since the last write', async () => {
    const written: number[] = [];
    const p = new ProgressStretch(async (n) => written.push(n), 10, 85, 5);
    for (let done = 1; done <= 20; done++) await p.report(done, 20);
    expect(written).toEqual([17, 25, 32, 40, 47, 55, 62, 70, 77, 85]);
  });
});
