import { graphql } from '../../../gql';

/** The department tree for pickers (any signed-in user); departments nest at most 6 deep here. */
export const DepartmentTreeSelectDocument = graphql(`
  query DepartmentTreeSelect {
    departmentTreeSelect {
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
    }
  }
`);

/** Roles for selects (name with level), highest rank first. */
export const RoleOptionsDocument = graphql(`
  query RoleOptions {
    roles {
      id
      roleName
      roleLevel
      roleType
      editable
    }
  }
`);

/** Groups for the group picker. */
export const GroupOptionsDocument = graphql(`
  query GroupOptions($title: String) {
    groupPaging(input: { current: 1, size: 100, title: $title }) {
      total
      records {
        id
        groupName
        memberCount
      }
    }
  }
`);

/** Users for the user select dialog. */
export const UserSelectPagingDocument = graphql(`
  query UserSelectPaging($input: AdminUserPagingInput) {
    adminUserPaging(input: $input) {
      total
      current
      size
      records {
        id
        userName
        realName
        familyName
        deptCode
        deptCodeDictText
        mobile
        email
        state
      }
    }
  }
`);
