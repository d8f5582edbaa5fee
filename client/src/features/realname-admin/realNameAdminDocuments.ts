import { graphql } from '../../gql';

export const RealNameRecordsDocument = graphql(`
  query RealNameRecords($input: RealNamePageInput) {
    realNameRecords(input: $input) {
      total
      pages
      current
      size
      records {
        id
        userId
        userName
        realName
        face
        idCard
        state
        auditMsg
        auditByName
        auditTime
        submitTime
        approved
        idCardHeldByOther
      }
    }
  }
`);

export const AuditRealNameDocument = graphql(`
  mutation AuditRealName($input: AuditRealNameInput!) {
    auditRealName(input: $input) {
      id
      state
      auditMsg
    }
  }
`);

export const AutoAuditRealNameDocument = graphql(`
  mutation AutoAuditRealName($id: ID!) {
    autoAuditRealName(id: $id) {
      id
      state
      auditMsg
    }
  }
`);
