import { describe, expect, it } from 'vitest';
import {
  cronbachAlpha,
  itemAdvice,
  itemStatistics,
  pearson,
  QuestionLevel,
  type AttemptScores,
} from './item-statistics.ts';

/** A paper of 1-mark questions from a row of 0/1 marks (q1, q2, ...), plus extra questions. */
function attempt(marks: number[], extra: Record<string, [number, number]> = {}): AttemptScores {
  const items = new Map<string, { earned: number; full: number }>();
  marks.forEach((m, i) => items.set(`q${i + 1}`, { earned: m, full: 1 }));
  for (const [id, [earned, full]] of Object.entries(extra)) items.set(id, { earned, full });
  const total = [...items.values()].reduce((a, i) => a + i.earned, 0);
  const max = [...items.values()].reduce((a, i) => a + i.full, 0);
  return { total, max, items };
}

/*
 * The known response matrix: six papers, three 1-mark questions.
 *
 *        q1 q2 q3 total
 *   S1    1  1  1   3
 *   S2    1  1  0   2
 *   S3    1  0  1   2
 *   S4    0  1  0   1
 *   S5    1  0  0   1
 *   S6    0  0  0   0
 *
 * Facility: q1 4/6 = 0.6667, q2 3/6 = 0.5, q3 2/6 = 0.3333.
 *
 * Discrimination: groups of round(6 x 0.27) = 2 papers. Ranked by total (ties in input order):
 * S1, S2, S3, S4, S5, S6; upper = S1, S2; lower = S5, S6.
 *   q1: (1+1)/2 - (1+0)/2 = 0.5;  q2: (1+1)/2 - (0+0)/2 = 1;  q3: (1+0)/2 - (0+0)/2 = 0.5.
 *
 * Corrected item-total (item-rest) correlation, rest = total - item:
 *   q1: x = 1,1,1,0,1,0 (mean 2/3), rest = 2,1,1,1,0,0 (mean 5/6).
 *       Sxy = 7/18 + 1/18 + 1/18 - 2/18 - 5/18 + 10/18 = 2/3; Sxx = 4/3; Syy = 102/36 = 17/6.
 *       r = (2/3) / sqrt(4/3 x 17/6) = 2 / sqrt(34) = 0.342997.
 *   q2: x = 1,1,0,1,0,0 (mean 1/2), rest = 2,1,2,0,1,0 (mean 1).
 *       Sxy = 0.5 + 0 - 0.5 - 0.5 + 0 + 0.5 = 0, so r = 0.
 *   q3: x = 1,0,1,0,0,0 (mean 1/3), rest = 2,2,1,1,1,0 (mean 7/6).
 *       Sxy = 10/18 - 5/18 - 2/18 + 1/18 + 1/18 + 7/18 = 2/3; Sxx = 4/3; Syy = 17/6; r = 2/sqrt(34).
 *
 * Cronbach's alpha (= KR-20 here), population variances:
 *   item variances p(1-p): 2/9 + 1/4 + 2/9 = 25/36;
 *   totals 3,2,2,1,1,0: mean 1.5, squared deviations 2.25+0.25+0.25+0.25+0.25+2.25 = 5.5, variance 11/12;
 *   alpha = 3/2 x (1 - (25/36)/(11/12)) = 3/2 x (1 - 25/33) = 3/2 x 8/33 = 4/11 = 0.363636.
 */
const MATRIX = [
  [1, 1, 1],
  [1, 1, 0],
  [1, 0, 1],
  [0, 1, 0],
  [1, 0, 0],
  [0, 0, 0],
];

describe('item statistics of the known matrix', () => {
  const attempts = MATRIX.map((row) => attempt(row));

  it('facility, discrimination and item-rest correlation match the hand computation', () => {
    const [q1, q2, q3] = ['q1', 'q2', 'q3'].map((id) => itemStatistics(id, attempts));
    expect(q1?.attempts).toBe(6);
    expect(q1?.facility).toBeCloseTo(4 / 6, 10);
    expect(q2?.facility).toBeCloseTo(0.5, 10);
    expect(q3?.facility).toBeCloseTo(2 / 6, 10);
    expect(q1?.discrimination).toBeCloseTo(0.5, 10);
    expect(q2?.discrimination).toBeCloseTo(1, 10);
    expect(q3?.discrimination).toBeCloseTo(0.5, 10);
    expect(q1?.itemRestCorrelation).toBeCloseTo(2 / Math.sqrt(34), 10);
    expect(q2?.itemRestCorrelation).toBeCloseTo(0, 10);
    expect(q3?.itemRestCorrelation).toBeCloseTo(0.342997, 6);
  });

  it("Cronbach's alpha is 4/11", () => {
    const r = cronbachAlpha(attempts);
    expect(r.items).toBe(3);
    expect(r.papers).toBe(6);
    expect(r.alpha).toBeCloseTo(4 / 11, 10);
  });

  it('suggests the harder level under 50% facility and the normal level from 50%', () => {
    const advice = ['q1', 'q2', 'q3'].map((id) => itemAdvice(itemStatistics(id, attempts)));
    expect(advice.map((a) => a.suggestedLevel)).toEqual([
      QuestionLevel.NORMAL,
      QuestionLevel.NORMAL,
      QuestionLevel.HARDER,
    ]);
    expect(advice.every((a) => a.flags.length === 0)).toBe(true);
  });
});

describe('papers that drew different questions', () => {
  /*
   * q9 (2 marks) is on S1 (2 of 2) and S6 (0 of 2) only: facility (1 + 0)/2 = 0.5; the two papers
   * form groups of one (S1 upper, S6 lower): 1 - 0 = 1. Alpha covers q1-q3 only, which every
   * paper drew: the q1-q3 totals are those of the matrix, so alpha stays 4/11.
   */
  const attempts = MATRIX.map((row, i) =>
    attempt(row, i === 0 ? { q9: [2, 2] } : i === 5 ? { q9: [0, 2] } : {}),
  );

  it('a question counts only the papers that drew it', () => {
    const q9 = itemStatistics('q9', attempts);
    expect(q9.attempts).toBe(2);
    expect(q9.facility).toBeCloseTo(0.5, 10);
    expect(q9.discrimination).toBeCloseTo(1, 10);
  });

  it('reliability covers the questions every paper drew', () => {
    const r = cronbachAlpha(attempts);
    expect(r.items).toBe(3);
    expect(r.alpha).toBeCloseTo(4 / 11, 10);
  });

  it('a question nobody drew has no figures', () => {
    expect(itemStatistics('nope', attempts)).toEqual({
      quId: 'nope',
      attempts: 0,
      facility: null,
      discrimination: null,
      itemRestCorrelation: null,
    });
  });
});

describe('edge cases', () => {
  it('alpha is undefined with one question, one paper or totals that do not vary', () => {
    expect(cronbachAlpha([attempt([1]), attempt([0])]).alpha).toBeNull();
    expect(cronbachAlpha([attempt([1, 0])]).alpha).toBeNull();
    expect(cronbachAlpha([attempt([1, 0]), attempt([0, 1])]).alpha).toBeNull();
    expect(cronbachAlpha([])).toEqual({ alpha: null, items: 0, papers: 0 });
  });

  it('a correlation with a side that does not vary is undefined', () => {
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(pearson([1], [1])).toBeNull();
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
  });

  it('flags too easy, too hard and poor discrimination from 5 attempts on', () => {
    const stat = (facility: number, discrimination: number, attempts = 5) => ({
      quId: 'x',
      attempts,
      facility,
      discrimination,
      itemRestCorrelation: null,
    });
    expect(itemAdvice(stat(0.95, 0.5)).flags).toEqual(['tooEasy']);
    expect(itemAdvice(stat(0.1, 0.5))).toEqual({
      flags: ['tooHard'],
      suggestedLevel: QuestionLevel.HARDER,
    });
    expect(itemAdvice(stat(0.6, 0.1)).flags).toEqual(['poorDiscrimination']);
    expect(itemAdvice(stat(0.95, 0.1, 4))).toEqual({ flags: [], suggestedLevel: null });
  });
});
