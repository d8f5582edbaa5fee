import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { UnreadMessageCountChangedDocument, UnreadMessageCountDocument } from './messageDocuments';

/** Spec section 9: the unread count is polled every 30 s (here only while the push is down). */
export const UNREAD_POLL_MS = 30_000;

/**
 * The signed-in user's unread message count: pushed by the server on every change (a
 * subscription), with the 30 s poll as the fallback while the push is not live. The pushed value
 * is written to the cached query, so every badge and list reading it follows.
 */
export function useUnreadCount(enabled = true): number {
  const client = useApolloClient();
  const [live, setLive] = useState(false);
  const { data } = useQuery(UnreadMessageCountDocument, {
    skip: !enabled,
    pollInterval: live ? 0 : UNREAD_POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(UnreadMessageCountChangedDocument, {
    skip: !enabled,
    ignoreResults: true,
    onData: ({ data: pushed }) => {
      const n = pushed.data?.unreadMessageCountChanged;
      if (n == null) return;
      setLive(true);
      client.cache.writeQuery({
        query: UnreadMessageCountDocument,
        data: { unreadMessageCount: n },
      });
    },
    onError: () => setLive(false),
    onComplete: () => setLive(false),
  });
  return data?.unreadMessageCount ?? 0;
}
