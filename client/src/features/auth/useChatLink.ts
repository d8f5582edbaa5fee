import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyError } from '../../app/errors/notify';
import { ChatLoginTypesDocument, ChatLoginUrlDocument } from './chatDocuments';

/**
 * The chat-app logins that are switched on, and the start of one: the server gives the
 * provider's address (with a single-use state) and the browser goes there, to sign in or, with
 * `bind`, to link the account to the signed-in user.
 */
export function useChatLink() {
  const intl = useIntl();
  const { data } = useQuery(ChatLoginTypesDocument, { fetchPolicy: 'cache-and-network' });
  const [getUrl] = useMutation(ChatLoginUrlDocument);
  const [pending, setPending] = useState<string | null>(null);
  const enabled = data?.chatLoginTypes ?? [];

  async function start(loginType: string, bind: boolean): Promise<void> {
    setPending(loginType);
    try {
      const { data: res } = await getUrl({ variables: { loginType, bind } });
      if (res != null) window.location.assign(res.chatLoginUrl.url);
    } catch (error) {
      notifyError(error, intl);
      setPending(null);
    }
  }

  return { enabled, available: (t: string) => enabled.includes(t), start, pending };
}
