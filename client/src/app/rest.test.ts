import { describe, expect, it } from 'vitest';
import { asEnvelope, fileNameFrom, RestError, unwrapEnvelope } from './rest';

describe('REST envelope', () => {
  it('reads envelopes and ignores other bodies', () => {
    expect(asEnvelope({ code: 0, msg: 'ok', data: { jobId: 'j1' } })).toEqual({
      code: 0,
      msg: 'ok',
      data: { jobId: 'j1' },
    });
    expect(asEnvelope({ jobId: 'j1' })).toBeNull();
    expect(asEnvelope([1])).toBeNull();
    expect(asEnvelope(null)).toBeNull();
  });

  it('returns the data on code 0 and passes bodies without a code through', () => {
    expect(unwrapEnvelope({ code: 0, data: { jobId: 'j1' } }, 200)).toEqual({ jobId: 'j1' });
    expect(unwrapEnvelope({ plain: true }, 200)).toEqual({ plain: true });
  });

  it('throws the code and message of a failed call', () => {
    try {
      unwrapEnvelope({ code: 10010001, msg: '参数不完整或类型错误！', data: null }, 200);
      expect.unreachable();
    } catch (e) {
      expect(RestError.is(e)).toBe(true);
      expect((e as RestError).code).toBe(10010001);
      expect((e as RestError).serverMessage).toBe('参数不完整或类型错误！');
    }
    expect(() => unwrapEnvelope('<html>', 502)).toThrow(RestError);
  });
});

describe('fileNameFrom', () => {
  it('prefers the UTF-8 name', () => {
    expect(
      fileNameFrom(
        `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('试题导入模板.xlsx')}`,
        'x.xlsx',
      ),
    ).toBe('试题导入模板.xlsx');
  });

  it('falls back to the plain name, then to the given one', () => {
    expect(fileNameFrom('attachment; filename="export.xlsx"', 'x.xlsx')).toBe('export.xlsx');
    expect(fileNameFrom(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameFrom('attachment', 'x.xlsx')).toBe('x.xlsx');
  });
});
