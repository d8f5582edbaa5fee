import { describe, expect, it } from 'vitest';
import { checkCharacter, isValidIdCard } from './idCard';
import { bannerKind, hasErrors, REAL_NAME_MAX, validateRealName } from './realNameForm';

const TODAY = new Date(2026, 10, 25);
/** A valid 18-character number: Beijing, born 1949-12-09. */
const VALID = `11010519491209002${checkCharacter('11010519491209002')}`;

describe('the ID number rule', () => {
  it('takes 18 characters with the right check character, a final X in either case', () => {
    expect(isValidIdCard(VALID, TODAY)).toBe(true);
    const withX = '11010519491209008';
    expect(checkCharacter(withX)).toBe('X');
    expect(isValidIdCard(`${withX}X`, TODAY)).toBe(true);
    expect(isValidIdCard(`${withX}x`, TODAY)).toBe(true);
  });

  it('refuses a wrong check character, a bad date, a future date or an unknown province', () => {
    const wrong = VALID.slice(0, 17) + (VALID[17] === '1' ? '2' : '1');
    expect(isValidIdCard(wrong, TODAY)).toBe(false);
    const feb30 = '11010519490230001';
    expect(isValidIdCard(feb30 + checkCharacter(feb30), TODAY)).toBe(false);
    const future = '11010520300101001';
    expect(isValidIdCard(future + checkCharacter(future), TODAY)).toBe(false);
    const province = '99010519491209002';
    expect(isValidIdCard(province + checkCharacter(province), TODAY)).toBe(false);
  });

  it('takes the older 15 digits with a real date', () => {
    expect(isValidIdCard('110105491209002', TODAY)).toBe(true);
    expect(isValidIdCard('110105491332002', TODAY)).toBe(false);
  });

  it('refuses other lengths and letters', () => {
    for (const v of ['', '1101051949120900', '11010519491209002XX', 'abcdefghijklmnopqr']) {
      expect(isValidIdCard(v, TODAY)).toBe(false);
    }
  });
});

describe('the real-name form', () => {
  const filled = { realName: '张三', idCard: VALID, face: 'data:image/jpeg;base64,AAAA' };

  it('accepts a name, a valid ID number and a photo', () => {
    expect(validateRealName(filled, TODAY)).toEqual({});
    expect(hasErrors(validateRealName(filled, TODAY))).toBe(false);
  });

  it('requires all three', () => {
    expect(validateRealName({ realName: ' ', idCard: '', face: '' }, TODAY)).toEqual({
      realName: 'required',
      idCard: 'required',
      face: 'required',
    });
  });

  it('checks the ID number by the rule and the name by its length', () => {
    const wrong = VALID.slice(0, 17) + (VALID[17] === '1' ? '2' : '1');
    expect(validateRealName({ ...filled, idCard: wrong }, TODAY)).toEqual({
      idCard: 'idCardInvalid',
    });
    expect(
      validateRealName({ ...filled, realName: '名'.repeat(REAL_NAME_MAX + 1) }, TODAY),
    ).toEqual({ realName: 'tooLong' });
  });

  it('accepts the address of the photo already on the record', () => {
    expect(validateRealName({ ...filled, face: '/api/common/file/abc' }, TODAY)).toEqual({});
  });
});

describe('the state banner', () => {
  it('is pending for 0, approved for 1 and rejected for 2', () => {
    expect(bannerKind(0)).toBe('pending');
    expect(bannerKind(1)).toBe('approved');
    expect(bannerKind(2)).toBe('rejected');
  });
});
