/** The feature switches as the form edits them. */
export interface SwitchValues {
  userReg: boolean;
  userAudit: boolean;
  userDeptType: number;
  userDeptCode: string;
  mobileLogin: boolean;
  wechatLogin: boolean;
  faceLogin: boolean;
  cropLogin: boolean;
  dingLogin: boolean;
  realPerson: boolean;
  faceAudit: number;
  loginTick: number;
  livenessLogin: string;
  livenessCheck: string;
  livenessRealName: string;
  livenessCapture: string;
}

/** The liveness settings, each with the levels its face path offers. */
export const LIVENESS_SETTINGS = [
  { key: 'livenessLogin', levels: ['off', 'passive', 'active'] },
  { key: 'livenessCheck', levels: ['off', 'passive', 'active'] },
  { key: 'livenessRealName', levels: ['off', 'passive'] },
  { key: 'livenessCapture', levels: ['off', 'passive'] },
] as const satisfies readonly { key: keyof SwitchValues; levels: readonly string[] }[];

/**
 * The switches' fields only: the loaded query result also carries `__typename`, which the save
 * input does not have (the server refuses the whole request for it).
 */
export function toSwitchInput(v: SwitchValues): SwitchValues {
  return {
    userReg: v.userReg,
    userAudit: v.userAudit,
    userDeptType: v.userDeptType,
    userDeptCode: v.userDeptCode,
    mobileLogin: v.mobileLogin,
    wechatLogin: v.wechatLogin,
    faceLogin: v.faceLogin,
    cropLogin: v.cropLogin,
    dingLogin: v.dingLogin,
    realPerson: v.realPerson,
    faceAudit: v.faceAudit,
    loginTick: v.loginTick,
    livenessLogin: v.livenessLogin,
    livenessCheck: v.livenessCheck,
    livenessRealName: v.livenessRealName,
    livenessCapture: v.livenessCapture,
  };
}
