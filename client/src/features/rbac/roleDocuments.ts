import { graphql } from '../../gql';

export const RoleListDocument = graphql(`
  query RoleList($input: RoleListInput) {
    roles(input: $input) {
      id
      roleName
      roleType
      roleLevel
      userCount
      editable
      createTime
    }
  }
`);

export const CreateRoleDocument = graphql(`
  mutation CreateRole($input: CreateRoleInput!) {
    createRole(input: $input) {
      id
    }
  }
`);

export const UpdateRoleDocument = graphql(`
  mutation UpdateRole($input: UpdateRoleInput!) {
    updateRole(input: $input) {
      id
      roleName
      roleType
      roleLevel
    }
  }
`);

export const DeleteRolesDocument = graphql(`
  mutation DeleteRoles($ids: [ID!]!) {
    deleteRoles(ids: $ids)
  }
`);

/** The menus a role holds and the ones the signed-in user may grant (a tree). */
export const RoleMenusDocument = graphql(`
  query RoleMenus($id: ID!) {
    roleMenuIds(id: $id)
    grantableMenus {
      id
      menuType
      metaTitle
      permissionTag
      children {
        id
        menuType
        metaTitle
        permissionTag
        children {
          id
          menuType
          metaTitle
          permissionTag
          children {
            id
            menuType
            metaTitle
            permissionTag
            children {
              id
              menuType
              metaTitle
              permissionTag
            }
          }
        }
      }
    }
  }
`);

export const SaveRoleMenusDocument = graphql(`
  mutation SaveRoleMenus($input: SaveRoleMenusInput!) {
    saveRoleMenus(input: $input)
  }
`);
