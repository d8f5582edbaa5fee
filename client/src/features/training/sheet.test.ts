import { describe, expect, it } from 'vitest';
import {
  accuracy,
  nextUnanswered,
  resumeIndex,
  sheetStatus,
  unansweredCount,
  type SheetItem,
} from './sheet';

const item = (answered: boolean, isRight: boolean | null = null, quType: number | null = 1) => ({
  quId: Math.random().toString(36),
  quType,
  answered,
  isRight,
});

describe('sheetStatus', () => {
  it('tells unanswered, right, wrong, checked without verdict and deleted apart', () => {
    expect(sheetStatus(item(false))).toBe('unanswered');
    expect(sheetStatus(item(true, true))).toBe('right');
    expect(sheetStatus(item(true, false))).toBe('wrong');
    expect(sheetStatus(item(true, null, 4))).toBe('done');
    expect(sheetStatus(item(false, null, null))).toBe('deleted');
  });
});

describe('resumeIndex', () => {
  it('starts at the first question of a new training', () => {
    expect(resumeIndex([item(false), item(false)])).toBe(0);
    expect(resumeIndex([])).toBe(0);
  });

  it('continues after the last answered question', () => {
    const items: SheetItem[] = [item(true, true), item(false), item(true, false), item(false)];
    expect(resumeIndex(items)).toBe(3);
  });

  it('goes back to a skipped question when the end is answered', () => {
    expect(resumeIndex([item(true), item(false), item(true)])).toBe(1);
  });

  it('skips deleted questions and stays on the last one when all are answered', () => {
    expect(resumeIndex([item(true), item(false, null, null), item(false)])).toBe(2);
    expect(resumeIndex([item(true), item(true)])).toBe(1);
  });
});

describe('nextUnanswered and counts', () => {
  it('finds the next open question, wrapping around', () => {
    const items = [item(false), item(true), item(false), item(true)];
    expect(nextUnanswered(items, 0)).toBe(2);
    expect(nextUnanswered(items, 2)).toBe(0);
    expect(nextUnanswered([item(true)], 0)).toBeNull();
    expect(unansweredCount(items)).toBe(2);
  });

  it('computes accuracy over graded answers', () => {
    expect(accuracy(3, 1)).toBe(75);
    expect(accuracy(0, 0)).toBe(0);
    expect(accuracy(2, 1)).toBe(67);
  });
});
