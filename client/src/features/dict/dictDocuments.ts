import { graphql } from '../../gql';

export const DictCatalogTreeDocument = graphql(`
  query DictCatalogTree($keyword: String) {
    dictCatalogTree(keyword: $keyword) {
      id
      parentId
      title
      dicCode
      remark
      sort
      builtIn
      children {
        id
        parentId
        title
        dicCode
        remark
        sort
        builtIn
        children {
          id
          parentId
          title
          dicCode
          remark
          sort
          builtIn
          children {
            id
            parentId
            title
            dicCode
            remark
            sort
            builtIn
          }
        }
      }
    }
  }
`);

export const DictValueTreeDocument = graphql(`
  query DictValueTree($dicCode: String!) {
    dictValueTree(dicCode: $dicCode) {
      id
      parentId
      dicCode
      value
      title
      sort
      builtIn
      children {
        id
        parentId
        dicCode
        value
        title
        sort
        builtIn
        children {
          id
          parentId
          dicCode
          value
          title
          sort
          builtIn
          children {
            id
            parentId
            dicCode
            value
            title
            sort
            builtIn
          }
        }
      }
    }
  }
`);

export const SaveDictCatalogDocument = graphql(`
  mutation SaveDictCatalog($input: SaveDictCatalogInput!) {
    saveDictCatalog(input: $input) {
      id
      dicCode
    }
  }
`);

export const DeleteDictCatalogsDocument = graphql(`
  mutation DeleteDictCatalogs($ids: [ID!]!) {
    deleteDictCatalogs(ids: $ids)
  }
`);

export const SaveDictValueDocument = graphql(`
  mutation SaveDictValue($input: SaveDictValueInput!) {
    saveDictValue(input: $input) {
      id
    }
  }
`);

export const DeleteDictValuesDocument = graphql(`
  mutation DeleteDictValues($ids: [ID!]!) {
    deleteDictValues(ids: $ids)
  }
`);
