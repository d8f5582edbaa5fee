import { describe, expect, it } from 'vitest';
import { unknownPlaceholders } from './placeholders';

describe('unknownPlaceholders', () => {
  it('names only the placeholders the server would refuse', () => {
    expect(unknownPlaceholders('{realName} {examTitle} at {startTime}')).toEqual([]);
    expect(unknownPlaceholders('Hi {name} {} {totalTime}')).toEqual(['name', '']);
  });
});
