import { graphql } from '../../gql';

export const NoticesDocument = graphql(`
  query Notices($input: NoticePagingInput) {
    notices(input: $input) {
      total
      records {
        id
        title
        state
        publishTime
        createByName
        updateTime
      }
    }
  }
`);

export const NoticeDocument = graphql(`
  query Notice($id: ID!) {
    notice(id: $id) {
      id
      title
      content
      state
      publishTime
      createByName
    }
  }
`);

export const SaveNoticeDocument = graphql(`
  mutation SaveNotice($input: SaveNoticeInput!) {
    saveNotice(input: $input) {
      id
    }
  }
`);

export const DeleteNoticesDocument = graphql(`
  mutation DeleteNotices($ids: [ID!]!) {
    deleteNotices(ids: $ids)
  }
`);
