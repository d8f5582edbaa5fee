import { graphql } from '../../gql';

export const MessageRowFragment = graphql(`
  fragment MessageRow on Message {
    id
    title
    content
    createTime
    readState
  }
`);

export const MyMessagesDocument = graphql(`
  query MyMessages($readState: Int, $current: Int, $size: Int) {
    myMessages(readState: $readState, current: $current, size: $size) {
      total
      records {
        ...MessageRow
      }
    }
  }
`);

export const UnreadMessageCountDocument = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);

export const UnreadMessageCountChangedDocument = graphql(`
  subscription UnreadMessageCountChanged {
    unreadMessageCountChanged
  }
`);

export const ReadMessageDocument = graphql(`
  mutation ReadMessage($id: ID!) {
    readMessage(id: $id) {
      ...MessageRow
    }
  }
`);

export const MarkMessagesReadDocument = graphql(`
  mutation MarkMessagesRead($ids: [ID!]!) {
    markMessagesRead(ids: $ids)
  }
`);

export const DeleteMyMessagesDocument = graphql(`
  mutation DeleteMyMessages($ids: [ID!]!) {
    deleteMyMessages(ids: $ids)
  }
`);

export const SendMessageDocument = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      id
      recipients
    }
  }
`);

export const MessageSendsDocument = graphql(`
  query MessageSends($current: Int, $size: Int) {
    messageSends(current: $current, size: $size) {
      total
      records {
        id
        title
        content
        sendByName
        recipients
        userCount
        groupCount
        deptCount
        createTime
      }
    }
  }
`);
