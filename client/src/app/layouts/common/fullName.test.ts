import { describe, expect, it } from 'vitest';
import { formatFullName } from './fullName';

describe('formatFullName', () => {
  it('writes a Chinese name family name first, without a space', () => {
    expect(formatFullName({ realName: '学员', familyName: '张' })).toBe('张学员');
  });
  it('writes other names given name first', () => {
    expect(formatFullName({ realName: 'Ada', familyName: 'Lovelace' })).toBe('Ada Lovelace');
  });
  it('falls back to the account name', () => {
    expect(formatFullName({ realName: ' ', familyName: '', userName: 'admin' })).toBe('admin');
  });
});
