import { describe, expect, it } from 'vitest';
import { validateProfile } from './profileValidation';

describe('validateProfile', () => {
  it('accepts names up to 100 characters', () => {
    expect(
      validateProfile({ realName: 'a'.repeat(100), familyName: '张'.repeat(100), className: '' }),
    ).toEqual({});
  });

  it('rejects names over 100 characters', () => {
    expect(
      validateProfile({ realName: 'a', familyName: 'b'.repeat(101), className: 'c'.repeat(101) }),
    ).toEqual({
      familyName: 'tooLong',
      className: 'tooLong',
    });
  });

  it('requires a first name', () => {
    expect(validateProfile({ realName: '  ', familyName: '', className: '' })).toEqual({
      realName: 'required',
    });
  });
});
