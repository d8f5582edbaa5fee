import { graphql } from '../../gql';

export const AdminMenuFieldsFragmentDoc = graphql(`
  fragment AdminMenuFields on AdminMenu {
    id
    parentId
    menuType
    metaTitle
    name
    path
    component
    redirect
    permissionTag
    metaIcon
    hidden
    sort
  }
`);

/** Menus are at most five levels deep (container > group > page > sub-page > function). */
export const MenuTreeDocument = graphql(`
  query MenuTree($input: MenuTreeInput) {
    menuTree(input: $input) {
      id
      parentId
      menuType
      metaTitle
      name
      path
      component
      redirect
      permissionTag
      metaIcon
      hidden
      sort
      children {
        id
        parentId
        menuType
        metaTitle
        name
        path
        component
        redirect
        permissionTag
        metaIcon
        hidden
        sort
        children {
          id
          parentId
          menuType
          metaTitle
          name
          path
          component
          redirect
          permissionTag
          metaIcon
          hidden
          sort
          children {
            id
            parentId
            menuType
            metaTitle
            name
            path
            component
            redirect
            permissionTag
            metaIcon
            hidden
            sort
            children {
              id
              parentId
              menuType
              metaTitle
              name
              path
              component
              redirect
              permissionTag
              metaIcon
              hidden
              sort
            }
          }
        }
      }
    }
  }
`);

export const CreateMenuDocument = graphql(`
  mutation CreateMenu($input: CreateMenuInput!) {
    createMenu(input: $input) {
      ...AdminMenuFields
    }
  }
`);

export const UpdateMenuDocument = graphql(`
  mutation UpdateMenu($input: UpdateMenuInput!) {
    updateMenu(input: $input) {
      ...AdminMenuFields
    }
  }
`);

export const DeleteMenusDocument = graphql(`
  mutation DeleteMenus($ids: [ID!]!) {
    deleteMenus(ids: $ids)
  }
`);

export const SortMenuDocument = graphql(`
  mutation SortMenu($id: ID!, $sort: Int!) {
    sortMenu(id: $id, sort: $sort) {
      id
      sort
    }
  }
`);
