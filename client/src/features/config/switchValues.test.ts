import { describe, expect, it } from 'vitest';
import { toSwitchInput, type SwitchValues } from './switchValues';

describe('toSwitchInput', () => {
  it('sends the switches without the __typename of the loaded result', () => {
    const loaded: SwitchValues & { __typename: string } = {
      __typename: 'SwitchConfig',
      userReg: false,
      userAudit: false,
      userDeptType: 0,
      userDeptCode: '',
      mobileLogin: false,
      wechatLogin: false,
      faceLogin: true,
      cropLogin: false,
      dingLogin: false,
      realPerson: true,
      faceAudit: 1,
      loginTick: 0,
      livenessLogin: 'active',
      livenessCheck: 'passive',
      livenessRealName: 'passive',
      livenessCapture: 'off',
    };
    const { __typename: _ignored, ...fields } = loaded;
    expect(toSwitchInput(loaded)).toEqual(fields);
    expect(Object.keys(toSwitchInput(loaded))).not.toContain('__typename');
  });
});
