import { graphql } from '../../gql';

/** The department tree (six levels are shown; deeper departments are reached by the filter). */
export const DepartmentTreeDocument = graphql(`
  query DepartmentTree {
    departmentTree {
      id
      parentId
      deptCode
      deptName
      sort
      children {
        id
        parentId
        deptCode
        deptName
        sort
        children {
          id
          parentId
          deptCode
          deptName
          sort
          children {
            id
            parentId
            deptCode
            deptName
            sort
            children {
              id
              parentId
              deptCode
              deptName
              sort
              children {
                id
                parentId
                deptCode
                deptName
                sort
              }
            }
          }
        }
      }
    }
  }
`);

export const DepartmentDetailDocument = graphql(`
  query DepartmentDetail($id: ID!) {
    department(id: $id) {
      id
      parentId
      parentName
      deptCode
      deptName
      sort
      createTime
      updateTime
    }
  }
`);

export const SaveDepartmentDocument = graphql(`
  mutation SaveDepartment($input: SaveDepartmentInput!) {
    saveDepartment(input: $input) {
      id
      parentId
      parentName
      deptCode
      deptName
      sort
      createTime
      updateTime
    }
  }
`);

export const DeleteDepartmentsDocument = graphql(`
  mutation DeleteDepartments($ids: [ID!]!) {
    deleteDepartments(ids: $ids)
  }
`);

export const SortDepartmentDocument = graphql(`
  mutation SortDepartment($id: ID!, $sort: Int!) {
    sortDepartment(id: $id, sort: $sort)
  }
`);
