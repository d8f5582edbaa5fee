import { describe, expect, it } from 'vitest';
import { validateCatalog, validateValue } from './dictForm';

describe('dictionary forms', () => {
  it('checks a catalogue', () => {
    const base = { parentId: '0', title: '用户状态', dicCode: 'user_state', remark: '', sort: 0 };
    expect(validateCatalog(base)).toEqual({});
    expect(validateCatalog({ ...base, dicCode: '' })).toEqual({});
    expect(validateCatalog({ ...base, title: ' ', dicCode: '1abc' })).toEqual({
      title: 'required',
      dicCode: 'format',
    });
  });

  it('checks a value', () => {
    expect(validateValue({ parentId: '0', value: '0', title: '正常', sort: 0 })).toEqual({});
    expect(validateValue({ parentId: '0', value: '', title: '', sort: 0 })).toEqual({
      value: 'required',
      title: 'required',
    });
  });
});
