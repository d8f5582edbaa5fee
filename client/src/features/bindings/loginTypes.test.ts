import { describe, expect, it } from 'vitest';
import { rowsByType } from './loginTypes';

describe('rowsByType', () => {
  it('always lists the four login types; unlinked ones (or a failed fetch) have no binding', () => {
    expect(rowsByType(undefined).map((r) => [r.loginType, r.binding])).toEqual([
      ['mobile', null],
      ['wechat', null],
      ['crop-wechat', null],
      ['ding-talk', null],
    ]);
    const rows = rowsByType([{ id: 'b1', loginType: 'ding-talk', openId: 'dd' }]);
    expect(rows[3]?.binding?.id).toBe('b1');
    expect(rows[0]?.binding).toBeNull();
  });
});
