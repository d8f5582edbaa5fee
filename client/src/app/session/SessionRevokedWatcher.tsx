import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';
import { handleSessionRevoked } from '../apollo';

const SessionRevokedDocument = graphql(`
  subscription SessionRevoked {
    sessionRevoked
  }
`);

/**
 * Listens (graphql-ws) for the server ending this session elsewhere; mounted by the guard while
 * someone is signed in. Connection problems are not the user's business here: the next request
 * reports an ended session anyway.
 */
export function SessionRevokedWatcher() {
  useSubscription(SessionRevokedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data?.sessionRevoked === true) handleSessionRevoked();
    },
    onError: () => {},
  });
  return null;
}
