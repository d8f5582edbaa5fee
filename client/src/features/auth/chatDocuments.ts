import { graphql } from '../../gql';

/** The chat-app logins switched on (wechat, crop-wechat, ding-talk). */
export const ChatLoginTypesDocument = graphql(`
  query ChatLoginTypes {
    chatLoginTypes
  }
`);

export const ChatLoginUrlDocument = graphql(`
  mutation ChatLoginUrl($loginType: String!, $bind: Boolean!) {
    chatLoginUrl(loginType: $loginType, bind: $bind) {
      url
    }
  }
`);

export const CompleteChatLoginDocument = graphql(`
  mutation CompleteChatLogin($ticket: String!) {
    completeChatLogin(ticket: $ticket) {
      token
    }
  }
`);
