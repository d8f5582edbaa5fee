import { graphql } from '../../gql';

/** The public switches the login, registration and forgot-password pages follow. */
export const LoginSwitchesDocument = graphql(`
  query LoginSwitches {
    switchConfig {
      faceLogin
      mobileLogin
      userReg
      userDeptType
      wechatLogin
      cropLogin
      dingLogin
    }
  }
`);

export const SendSmsCodeDocument = graphql(`
  mutation SendSmsCode($input: SendSmsCodeInput!) {
    sendSmsCode(input: $input) {
      waitSeconds
    }
  }
`);

export const MobileLoginDocument = graphql(`
  mutation MobileLogin($input: MobileLoginInput!) {
    mobileLogin(input: $input) {
      token
      user {
        id
        roleType
      }
    }
  }
`);

export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      state
    }
  }
`);

export const RegisterDepartmentsDocument = graphql(`
  query RegisterDepartments {
    registerDepartments {
      id
      deptCode
      deptName
      children {
        id
        deptCode
        deptName
        children {
          id
          deptCode
          deptName
          children {
            id
            deptCode
            deptName
          }
        }
      }
    }
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);
