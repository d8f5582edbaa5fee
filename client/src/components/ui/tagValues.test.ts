import { describe, expect, it } from 'vitest';
import { addValue, joinValues, removeValue, splitValues } from './tagValues';

describe('fill-blank tag values', () => {
  it('splits the stored form, trimming and dropping empties and repeats', () => {
    expect(splitValues('窒息法||窒息')).toEqual(['窒息法', '窒息']);
    expect(splitValues(' a || ||b||a ')).toEqual(['a', 'b']);
    expect(splitValues('')).toEqual([]);
    expect(splitValues(null)).toEqual([]);
  });

  it('joins values with ||', () => {
    expect(joinValues(['119', ' 幺幺九 '])).toBe('119||幺幺九');
    expect(joinValues([])).toBe('');
  });

  it('ignores empty input and repeats when adding', () => {
    expect(addValue(['a'], '')).toEqual(['a']);
    expect(addValue(['a'], '   ')).toEqual(['a']);
    expect(addValue(['a'], 'a')).toEqual(['a']);
    expect(addValue(['a'], ' b ')).toEqual(['a', 'b']);
  });

  it('adds each part of typed text holding ||', () => {
    expect(addValue([], 'x||y|| ||x')).toEqual(['x', 'y']);
  });

  it('removes by position and round-trips', () => {
    const values = addValue(addValue([], '干粉'), '二氧化碳');
    expect(splitValues(joinValues(values))).toEqual(values);
    expect(removeValue(values, 0)).toEqual(['二氧化碳']);
    expect(removeValue(values, 5)).toEqual(values);
  });
});
