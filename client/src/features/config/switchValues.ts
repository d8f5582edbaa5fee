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
}

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
  };
}
