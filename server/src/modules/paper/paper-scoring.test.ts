import { describe, expect, it } from 'vitest';
import { round2, summarizePaper } from './paper-scoring.ts';

const obj = (score: number, userScore: number | null) => ({
  score,
  userScore,
  needsMarking: false,
  subjective: false,
});
const subj = (score: number, userScore: number | null, needsMarking: boolean) => ({
  score,
  userScore,
  needsMarking,
  subjective: true,
});

describe('summarizePaper', () => {
  it('an empty paper is finished with 0 and passes a 0 qualify score', () => {
    expect(summarizePaper([], 0)).toEqual({
      objScore: 0,
      subjScore: 0,
      userScore: 0,
      state: 2,
      passed: true,
    });
  });

  it('sums objective items, finished, passed by qualify score (inclusive)', () => {
    const t = summarizePaper([obj(2, 2), obj(2, 0), obj(3, 1.5)], 3.5);
    expect(t).toEqual({ objScore: 3.5, subjScore: 0, userScore: 3.5, state: 2, passed: true });
    expect(summarizePaper([obj(2, 2), obj(2, 0)], 2.01).passed).toBe(false);
  });

  it('awaiting marking while any item needs marking; passed null', () => {
    const t = summarizePaper([obj(2, 2), subj(5, null, true)], 1);
    expect(t).toEqual({ objScore: 2, subjScore: 0, userScore: 2, state: 1, passed: null });
  });

  it('a composite with a subjective part counts its objective points as subjective', () => {
    const t = summarizePaper([obj(2, 2), subj(6, 3, true)], 0);
    expect(t).toMatchObject({ objScore: 2, subjScore: 3, userScore: 5, state: 1 });
  });

  it('marked subjective items finish the paper', () => {
    const t = summarizePaper([obj(2, 0), subj(5, 4.5, false)], 4.5);
    expect(t).toEqual({ objScore: 0, subjScore: 4.5, userScore: 4.5, state: 2, passed: true });
  });

  it('rounds binary noise and clamps bad stored scores', () => {
    const t = summarizePaper([obj(0.1, 0.1), obj(0.2, 0.2), obj(1, 5), obj(1, -3)], 0);
    expect(t.objScore).toBe(1.3);
    expect(t.userScore).toBe(1.3);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-0)).toBe(0);
  });
});
