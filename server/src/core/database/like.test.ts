import { describe, expect, it } from 'vitest';
import { containsPattern } from './like.ts';

describe('containsPattern', () => {
  it('wraps the text in % and escapes its own wildcards; no filter for empty input', () => {
    expect(containsPattern('exam')).toBe('%exam%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(containsPattern('')).toBeNull();
    expect(containsPattern(undefined)).toBeNull();
    expect(containsPattern(null)).toBeNull();
  });
});
