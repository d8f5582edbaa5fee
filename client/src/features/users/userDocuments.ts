import { graphql } from '../../gql';

export const AdminUserPagingDocument = graphql(`
  query AdminUserPaging($input: AdminUserPagingInput) {
    adminUserPaging(input: $input) {
      total
      current
      size
      records {
        id
        userName
        realName
        familyName
        className
        deptCode
        deptCodeDictText
        mobile
        email
        state
        expireTime
        roles
        roleNames
        builtIn
        createTime
      }
    }
  }
`);

export const SaveUserDocument = graphql(`
  mutation SaveUser($input: SaveUserInput!) {
    saveUser(input: $input) {
      id
    }
  }
`);

export const BatchUserDeptDocument = graphql(`
  mutation BatchUserDept($ids: [ID!]!, $deptCode: String!) {
    batchUserDept(ids: $ids, deptCode: $deptCode)
  }
`);

export const BatchUserRoleDocument = graphql(`
  mutation BatchUserRole($ids: [ID!]!, $roles: [ID!]!) {
    batchUserRole(ids: $ids, roles: $roles)
  }
`);

export const BatchUserExpireDocument = graphql(`
  mutation BatchUserExpire($ids: [ID!]!, $expireTime: String) {
    batchUserExpire(ids: $ids, expireTime: $expireTime)
  }
`);

export const SetUserStateDocument = graphql(`
  mutation SetUserState($ids: [ID!]!, $state: Int!) {
    setUserState(ids: $ids, state: $state)
  }
`);

export const ChangeUserPasswordDocument = graphql(`
  mutation ChangeUserPassword($input: ChangeUserPasswordInput!) {
    changeUserPassword(input: $input)
  }
`);

export const StartUserExportDocument = graphql(`
  mutation StartUserExport($input: UserExportInput) {
    startUserExport(input: $input) {
      id
      state
      progress
    }
  }
`);

export const UserTransferJobDocument = graphql(`
  query UserTransferJob($id: ID!) {
    userTransferJob(id: $id) {
      id
      kind
      state
      progress
      total
      imported
      failed
      failReason
      failMessage
      fileName
      hasResult
      hasErrorReport
      downloadPath
      errors {
        row
        field
        fieldName
        subCode
        message
      }
    }
  }
`);
