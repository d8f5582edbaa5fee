import { describe, expect, it } from 'vitest';
import { characterClasses, checkPasswordStrength, validatePasswordChange } from './passwordPolicy';

describe('checkPasswordStrength', () => {
  it('accepts an empty value (required is a separate rule)', () => {
    expect(checkPasswordStrength('')).toBeNull();
  });

  it('needs 8 to 60 characters', () => {
    expect(checkPasswordStrength('Ab1!xyz')).toBe('length');
    expect(checkPasswordStrength('Ab1!xyzw')).toBeNull();
    expect(checkPasswordStrength(`Ab1!${'x'.repeat(56)}`)).toBeNull();
    expect(checkPasswordStrength(`Ab1!${'x'.repeat(57)}`)).toBe('length');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPasswordStrength('Ab1😀😀😀😀')).toBe('length');
    expect(checkPasswordStrength('Ab1😀😀😀😀😀')).toBeNull();
  });

  it('needs three of uppercase, lowercase, digit, special', () => {
    expect(checkPasswordStrength('abcdefgh')).toBe('classes');
    expect(checkPasswordStrength('abcd1234')).toBe('classes');
    expect(checkPasswordStrength('ABCDabcd')).toBe('classes');
    expect(checkPasswordStrength('abcd123!')).toBeNull();
    expect(checkPasswordStrength('ABCD123!')).toBeNull();
    expect(checkPasswordStrength('Abcd1234')).toBeNull();
    expect(checkPasswordStrength('Abcd!@#$')).toBeNull();
    expect(checkPasswordStrength('Examhall@2026')).toBeNull();
  });

  it('counts character classes', () => {
    expect(characterClasses('')).toBe(0);
    expect(characterClasses('aA1 ')).toBe(4);
    expect(characterClasses('中文abc')).toBe(2);
  });
});

describe('validatePasswordChange', () => {
  const good = { oldPassword: 'Old#Pass1', password: 'New#Pass1', confirm: 'New#Pass1' };

  it('passes a valid change', () => {
    expect(validatePasswordChange(good)).toEqual({});
  });

  it('requires all three fields', () => {
    expect(validatePasswordChange({ oldPassword: '', password: '', confirm: '' })).toEqual({
      oldPassword: 'required',
      password: 'required',
      confirm: 'required',
    });
  });

  it('checks the strength of the new password', () => {
    expect(validatePasswordChange({ ...good, password: 'short', confirm: 'short' }).password).toBe(
      'length',
    );
    expect(
      validatePasswordChange({ ...good, password: 'alllowercase', confirm: 'alllowercase' })
        .password,
    ).toBe('classes');
  });

  it('wants the confirmation to match', () => {
    expect(validatePasswordChange({ ...good, confirm: 'New#Pass2' })).toEqual({
      confirm: 'mismatch',
    });
  });

  it('wants the new password to differ from the current one', () => {
    expect(
      validatePasswordChange({
        oldPassword: 'Same#Pass1',
        password: 'Same#Pass1',
        confirm: 'Same#Pass1',
      }),
    ).toEqual({
      password: 'sameAsOld',
    });
  });
});
