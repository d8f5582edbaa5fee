import { graphql } from '../../gql';

export const MyLoginBindingsDocument = graphql(`
  query MyLoginBindings {
    myLoginBindings {
      id
      loginType
      openId
      createTime
    }
  }
`);

export const BindMobileDocument = graphql(`
  mutation BindMobile($input: BindMobileInput!) {
    bindMobile(input: $input) {
      id
      openId
    }
  }
`);

export const UnbindMobileDocument = graphql(`
  mutation UnbindMobile($input: BindMobileInput!) {
    unbindMobile(input: $input)
  }
`);

export const UnbindLoginDocument = graphql(`
  mutation UnbindLogin($loginType: String!) {
    unbindLogin(loginType: $loginType)
  }
`);

export const UserLoginBindingsDocument = graphql(`
  query UserLoginBindings($userId: ID!) {
    userLoginBindings(userId: $userId) {
      id
      loginType
      openId
      createTime
    }
  }
`);

export const DirectBindMobileDocument = graphql(`
  mutation DirectBindMobile($userId: ID!, $mobile: String!) {
    directBindMobile(userId: $userId, mobile: $mobile) {
      id
    }
  }
`);

export const DirectUnbindMobileDocument = graphql(`
  mutation DirectUnbindMobile($userId: ID!, $mobile: String!) {
    directUnbindMobile(userId: $userId, mobile: $mobile)
  }
`);

export const UnbindLoginByIdDocument = graphql(`
  mutation UnbindLoginById($id: ID!) {
    unbindLoginById(id: $id)
  }
`);
