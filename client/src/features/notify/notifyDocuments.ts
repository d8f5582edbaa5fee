import { graphql } from '../../gql';

export const NotifyTmplsDocument = graphql(`
  query NotifyTmpls($title: String, $current: Int, $size: Int) {
    notifyTmpls(title: $title, current: $current, size: $size) {
      total
      records {
        id
        title
        msgTitle
        content
        channels
        updateTime
      }
    }
  }
`);

export const SaveNotifyTmplDocument = graphql(`
  mutation SaveNotifyTmpl($input: SaveNotifyTmplInput!) {
    saveNotifyTmpl(input: $input) {
      id
    }
  }
`);

export const DeleteNotifyTmplsDocument = graphql(`
  mutation DeleteNotifyTmpls($ids: [ID!]!) {
    deleteNotifyTmpls(ids: $ids)
  }
`);

export const PrepareExamNotifyDocument = graphql(`
  mutation PrepareExamNotify($examId: ID!, $tmplId: ID!) {
    prepareExamNotify(examId: $examId, tmplId: $tmplId) {
      ...NotifyJobProgress
    }
  }
`);

export const NotifyJobProgressFragment = graphql(`
  fragment NotifyJobProgress on NotifyJob {
    id
    state
    total
    sent
    smsSent
    smsFailed
    progress
    failReason
  }
`);

export const NotifyJobDocument = graphql(`
  query NotifyJob($id: ID!) {
    notifyJob(id: $id) {
      ...NotifyJobProgress
    }
  }
`);
