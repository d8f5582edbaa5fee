import { graphql } from '../../gql';

export const MyPointsDocument = graphql(`
  query MyPoints($current: Int, $size: Int) {
    myPoints(current: $current, size: $size) {
      total
      records {
        id
        refRemark
        createTime
        points
        balance
      }
    }
  }
`);

export const PointsRulesDocument = graphql(`
  query PointsRules {
    pointsRules {
      code
      points
      enabled
    }
  }
`);

export const SavePointsRulesDocument = graphql(`
  mutation SavePointsRules($rules: [PointsRuleInput!]!) {
    savePointsRules(rules: $rules) {
      code
      points
      enabled
    }
  }
`);
