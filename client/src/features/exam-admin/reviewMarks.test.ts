import { describe, expect, it } from 'vitest';
import {
  checkExtraMinutes,
  checkMark,
  initialDrafts,
  projectedScore,
  toReviewInput,
  validateMarks,
  type ReviewItemLike,
} from './reviewMarks';

const items: ReviewItemLike[] = [
  { quId: 'q1', score: 2, userScore: 2, needsMarking: false },
  { quId: 'q2', score: 10, userScore: null, needsMarking: true, comment: null },
  { quId: 'q3', score: 5, userScore: 1, needsMarking: true, comment: 'part' },
];

describe('review marks', () => {
  it('drafts only the items needing marking, pre-filled when known', () => {
    expect(initialDrafts(items)).toEqual({
      q2: { score: '', comment: '' },
      q3: { score: '1', comment: 'part' },
    });
  });

  it('checks a score within [0, the question value] (server 20010029)', () => {
    expect(checkMark('10', 10)).toBeNull();
    expect(checkMark('0', 10)).toBeNull();
    expect(checkMark('10.5', 10)).toEqual({ problem: 'exceeds', n: 10 });
    expect(checkMark('-1', 10)).toEqual({ problem: 'negative' });
    expect(checkMark('', 10)).toEqual({ problem: 'required' });
    expect(checkMark('1.005', 10)).toEqual({ problem: 'decimals' });
  });

  it('validates every drafted item', () => {
    expect(
      validateMarks(items, { q2: { score: '11', comment: '' }, q3: { score: '5', comment: '' } }),
    ).toEqual({
      q2: { problem: 'exceeds', n: 10 },
    });
  });

  it('projects the total from the drafts and the other items', () => {
    expect(
      projectedScore(items, { q2: { score: '7.5', comment: '' }, q3: { score: '', comment: '' } }),
    ).toBe(9.5);
    expect(projectedScore(items, { q2: { score: '99', comment: '' } })).toBe(3);
  });

  it('builds the reviewPaper input', () => {
    expect(toReviewInput('p1', { q2: { score: '7', comment: ' ok ' } })).toEqual({
      paperId: 'p1',
      marks: [{ quId: 'q2', score: 7, comment: 'ok' }],
    });
  });

  it('accepts 1 to 600 whole extra minutes', () => {
    expect(checkExtraMinutes('1')).toBeNull();
    expect(checkExtraMinutes('600')).toBeNull();
    expect(checkExtraMinutes('0')).toBe('range');
    expect(checkExtraMinutes('601')).toBe('range');
    expect(checkExtraMinutes('2.5')).toBe('range');
    expect(checkExtraMinutes('')).toBe('required');
  });
});
