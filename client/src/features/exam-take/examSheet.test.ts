import { describe, expect, it } from 'vitest';
import {
  examSheetStatus,
  flaggedCount,
  groupByType,
  inPaperOrder,
  startIndex,
  unansweredCount,
} from './examSheet';

const items = [
  { quId: 'c', quType: 2, sort: 2, score: 2, answered: false, mark: true },
  { quId: 'a', quType: 1, sort: 0, score: 2, answered: true, mark: false },
  { quId: 'd', quType: 1, sort: 3, score: 2, answered: false, mark: false },
  { quId: 'b', quType: 1, sort: 1, score: 2, answered: false, mark: true },
];

describe('exam answer sheet', () => {
  it('counts and orders', () => {
    const ordered = inPaperOrder(items);
    expect(ordered.map((i) => i.quId)).toEqual(['a', 'b', 'c', 'd']);
    expect(unansweredCount(items)).toBe(3);
    expect(flaggedCount(items)).toBe(2);
    expect(examSheetStatus(ordered[0]!)).toBe('answered');
    expect(examSheetStatus(ordered[1]!)).toBe('unanswered');
    expect(startIndex(ordered)).toBe(1);
    expect(startIndex([{ answered: true }])).toBe(0);
  });

  it('groups runs of one type and keeps paper positions', () => {
    const groups = groupByType(inPaperOrder(items));
    expect(groups.map((g) => [g.quType, g.entries.map((e) => e.index)])).toEqual([
      [1, [0, 1]],
      [2, [2]],
      [1, [3]],
    ]);
  });
});
