import { graphql } from '../../gql';

/** The caller's record with the switches the tab follows (realPerson, faceAudit). */
export const MyRealNameDocument = graphql(`
  query MyRealName {
    myRealName {
      id
      realName
      face
      idCard
      state
      auditMsg
      submitTime
      auditTime
      approved
      approvedRealName
      approvedIdCard
      approvedTime
    }
    switchConfig {
      realPerson
      faceAudit
    }
  }
`);

export const SubmitRealNameDocument = graphql(`
  mutation SubmitRealName($input: SubmitRealNameInput!) {
    submitRealName(input: $input) {
      id
      state
    }
  }
`);

export const FaceCheckDocument = graphql(`
  mutation FaceCheck($input: FaceCheckInput!) {
    faceCheck(input: $input) {
      pass
      failMsg
      faceToken
      realName
      idCard
    }
  }
`);
