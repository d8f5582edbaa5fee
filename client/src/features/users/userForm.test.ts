import { describe, expect, it } from 'vitest';
import {
  EMPTY_USER,
  fromLocalInput,
  toLocalInput,
  toSaveUserInput,
  validateNewPassword,
  validateUser,
  type UserFormValues,
} from './userForm';

const valid: UserFormValues = {
  ...EMPTY_USER,
  userName: 'zhang',
  realName: '三',
  password: 'Abcdef12',
  deptCode: 'A01',
  roles: ['student'],
};

describe('user form', () => {
  it('requires account, name, department, a role and (new users) a password', () => {
    expect(validateUser(EMPTY_USER)).toEqual({
      userName: 'required',
      realName: 'required',
      deptCode: 'required',
      roles: 'roleRequired',
      password: 'required',
    });
    expect(validateUser(valid)).toEqual({});
  });

  it('keeps the password when editing with it blank, checks it when typed', () => {
    const edit = { ...valid, id: 'u1', password: '' };
    expect(validateUser(edit)).toEqual({});
    expect(toSaveUserInput(edit).password).toBeNull();
    expect(validateUser({ ...edit, password: 'short' })).toEqual({ password: 'length' });
    expect(validateUser({ ...edit, password: 'alllowercase1' })).toEqual({ password: 'classes' });
  });

  it('checks mobile, e-mail and account format', () => {
    expect(validateUser({ ...valid, mobile: '13800138000' })).toEqual({});
    expect(validateUser({ ...valid, mobile: '12800138000' })).toEqual({ mobile: 'mobile' });
    expect(validateUser({ ...valid, mobile: '1380013800' })).toEqual({ mobile: 'mobile' });
    expect(validateUser({ ...valid, email: 'a@b' })).toEqual({ email: 'email' });
    expect(validateUser({ ...valid, userName: 'a b' })).toEqual({ userName: 'userName' });
  });

  it('converts expiry times both ways', () => {
    const local = toLocalInput('2026-12-31T15:30:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe('2026-12-31T15:30:00.000Z');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(toSaveUserInput(valid).expireTime).toBe('');
  });

  it('checks an admin password change', () => {
    expect(validateNewPassword('', '')).toEqual({ password: 'required', confirm: 'required' });
    expect(validateNewPassword('Abcdef12', 'Abcdef13')).toEqual({ confirm: 'mismatch' });
    expect(validateNewPassword('Abcdef12', 'Abcdef12')).toEqual({});
  });
});
