import { describe, expect, it } from 'vitest';
import { MAX_PER_LEVEL, indexOf, isChildCode, nextChildCode, segmentOf } from './dept-code.ts';

describe('department codes', () => {
  it('numbers a level A01 ... A99, B01 ... Z98 (2,573 codes)', () => {
    expect(segmentOf(1)).toBe('A01');
    expect(segmentOf(99)).toBe('A99');
    expect(segmentOf(100)).toBe('B01');
    expect(segmentOf(MAX_PER_LEVEL)).toBe('Z98');
    expect(MAX_PER_LEVEL).toBe(2573);
    expect(() => segmentOf(0)).toThrow(RangeError);
    expect(() => segmentOf(MAX_PER_LEVEL + 1)).toThrow(RangeError);
    const all = new Set(Array.from({ length: MAX_PER_LEVEL }, (_, i) => segmentOf(i + 1)));
    expect(all.size).toBe(MAX_PER_LEVEL);
  });

  it('reads segments back and refuses what the scheme cannot produce', () => {
    for (const n of [1, 42, 99, 100, 1234, MAX_PER_LEVEL]) expect(indexOf(segmentOf(n))).toBe(n);
    for (const bad of ['A00', 'Z99', 'a01', 'A1', 'A001', '001', ''])
      expect(indexOf(bad)).toBeNull();
  });

  it('recognises direct child codes only', () => {
    expect(isChildCode('', 'A01')).toBe(true);
    expect(isChildCode('A01', 'A01A02')).toBe(true);
    expect(isChildCode('A01', 'A01A02A01')).toBe(false);
    expect(isChildCode('A01', 'A02A01')).toBe(false);
    expect(isChildCode('A01', 'A01A00')).toBe(false);
    expect(isChildCode('A01', 'A01')).toBe(false);
  });

  it('hands out the code after the highest, then fills gaps, then reports a full level', () => {
    expect(nextChildCode('', [])).toBe('A01');
    expect(nextChildCode('A01', ['A01A01', 'A01A03'])).toBe('A01A04');
    // Codes of other levels or shapes are not this level's.
    expect(nextChildCode('A01', ['A01', 'A01A01A05', 'A02A07', 'A01XYZ'])).toBe('A01A01');
    const allButSeven = Array.from(
      { length: MAX_PER_LEVEL },
      (_, i) => `B02${segmentOf(i + 1)}`,
    ).filter((c) => c !== `B02${segmentOf(7)}`);
    expect(nextChildCode('B02', allButSeven)).toBe('B02A07');
    const all = Array.from({ length: MAX_PER_LEVEL }, (_, i) => segmentOf(i + 1));
    expect(nextChildCode('', all)).toBeNull();
  });
});
