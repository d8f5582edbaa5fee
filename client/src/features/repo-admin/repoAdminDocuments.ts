import { graphql } from '../../gql';

export const AdminRepoPagingDocument = graphql(`
  query AdminRepoPaging($input: RepoPagingInput) {
    repoPaging(input: $input) {
      current
      size
      total
      records {
        id
        title
        remark
        quCount
        objCount
        subjCount
        createTime
        updateTime
      }
    }
  }
`);

export const AdminRepoDetailDocument = graphql(`
  query AdminRepoDetail($id: ID!) {
    repoDetail(id: $id) {
      id
      title
      remark
      chapters {
        id
        title
        sort
        quCount
      }
    }
  }
`);

export const SaveRepoDocument = graphql(`
  mutation SaveRepo($input: SaveRepoInput!) {
    saveRepo(input: $input) {
      id
      title
      remark
      chapters {
        id
        title
        sort
        quCount
      }
    }
  }
`);

export const DeleteReposDocument = graphql(`
  mutation DeleteRepos($ids: [ID!]!) {
    deleteRepos(ids: $ids)
  }
`);

export const QuestionJobFieldsFragment = graphql(`
  fragment QuestionJob_fields on QuestionJob {
    id
    kind
    state
    progress
    total
    imported
    failed
    fileName
    failReason
    failMessage
    hasErrorReport
    hasResult
    downloadPath
    errors {
      row
      field
      fieldName
      message
    }
  }
`);

export const StartQuestionExportDocument = graphql(`
  mutation StartQuestionExport($repoId: ID!) {
    startQuestionExport(repoId: $repoId) {
      ...QuestionJob_fields
    }
  }
`);

export const QuestionJobDocument = graphql(`
  query QuestionJob($id: ID!) {
    questionJob(id: $id) {
      ...QuestionJob_fields
    }
  }
`);
