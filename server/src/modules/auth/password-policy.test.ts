import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy } from './password-policy.ts';

describe('password policy (8-60 chars, 3 of 4 classes)', () => {
  it.each([
    ['Examhall@2026', true],
    ['abcdEFG1', true],
    ['abcdefg1!', true],
    ['ABCDEFG1!', true],
    ['Abcdefg!', true],
    ['Abc1!', false],
    ['abcdefgh1', false],
    ['ABCDEFGHIJ', false],
    ['A1!' + 'a'.repeat(57), true],
    ['A1!' + 'a'.repeat(58), false],
  ])('%s -> %s', (pw, ok) => {
    expect(meetsPasswordPolicy(pw)).toBe(ok);
  });
});
