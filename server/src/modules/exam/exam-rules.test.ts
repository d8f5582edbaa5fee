import { describe, expect, it } from 'vitest';
import { checkRulePools, maxDraw, type PoolClass, type RulePoolSpec } from './exam-rules.ts';

const rule = (r: Partial<RulePoolSpec>): RulePoolSpec => ({
  repoId: 'r1',
  chapterId: null,
  quType: 1,
  level: null,
  quCount: 1,
  ...r,
});
const cls = (c: Partial<PoolClass>): PoolClass => ({
  repoId: 'r1',
  quType: 1,
  chapterId: null,
  level: 1,
  count: 1,
  ...c,
});

describe('draw rule feasibility', () => {
  const pool = [
    cls({ chapterId: 'c1', level: 1, count: 3 }),
    cls({ chapterId: 'c1', level: 2, count: 2 }),
    cls({ chapterId: 'c2', level: 1, count: 4 }),
    cls({ chapterId: null, level: 1, count: 1 }),
    cls({ quType: 2, count: 5 }),
  ];

  it('accepts rules within their pools', () => {
    expect(checkRulePools([rule({ quCount: 10 }), rule({ quType: 2, quCount: 5 })], pool)).toBe(
      null,
    );
    expect(checkRulePools([rule({ chapterId: 'c1', quCount: 5 })], pool)).toBe(null);
  });

  it('names a rule matching nothing, or asking for more than it matches', () => {
    expect(checkRulePools([rule({ quType: 3 })], pool)).toEqual({ index: 0, kind: 'none' });
    expect(
      checkRulePools([rule({ quCount: 1 }), rule({ chapterId: 'c1', quCount: 6 })], pool),
    ).toEqual({
      index: 1,
      kind: 'exceeds',
      n: 5,
    });
    expect(checkRulePools([rule({ chapterId: 'c1', level: 2, quCount: 3 })], pool)).toEqual({
      index: 0,
      kind: 'exceeds',
      n: 2,
    });
  });

  it('refuses overlapping rules that together exceed their shared pool', () => {
    // c1 holds 5 (2 of level 2, the only level-2 questions): c1 x3 + level 2 x2 fits exactly.
    expect(
      checkRulePools([rule({ chapterId: 'c1', quCount: 3 }), rule({ level: 2, quCount: 2 })], pool),
    ).toEqual(null);
    expect(
      checkRulePools([rule({ chapterId: 'c1', quCount: 5 }), rule({ level: 2, quCount: 1 })], pool),
    ).toEqual({ index: 1, kind: 'exceeds', n: 0 });
    // Two "whole bank" rules of type 1 (10 questions) asking 6 + 6.
    expect(checkRulePools([rule({ quCount: 6 }), rule({ quCount: 6 })], pool)).toEqual({
      index: 1,
      kind: 'exceeds',
      n: 4,
    });
    // Disjoint chapters never compete.
    expect(
      checkRulePools(
        [rule({ chapterId: 'c1', quCount: 5 }), rule({ chapterId: 'c2', quCount: 4 })],
        pool,
      ),
    ).toBe(null);
  });

  it('max flow assigns shared classes optimally', () => {
    // Rule A can only use c2 (4); rule B can use anything of level 1 (8): 4 + 4 fits.
    const rules = [rule({ chapterId: 'c2', quCount: 4 }), rule({ level: 1, quCount: 4 })];
    expect(maxDraw(rules, pool.slice(0, 4))).toBe(8);
  });
});
