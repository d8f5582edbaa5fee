import { useMutation } from '@apollo/client/react';
import { Alert, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/errors/errorMessage';
import { hasSession } from '../../app/session/token';
import { AuthLayout } from './AuthLayout';
import { CompleteChatLoginDocument } from './chatDocuments';
import { useCompleteLogin } from './useCompleteLogin';

/** The errors a chat-app sign-in may end with (anything else reads as a failed sign-in). */
const KNOWN_ERRORS: Record<string, string> = {
  CHAT_ACCOUNT_NOT_BOUND: 'error.CHAT_ACCOUNT_NOT_BOUND',
  CHAT_ACCOUNT_ALREADY_BOUND: 'error.CHAT_ACCOUNT_ALREADY_BOUND',
  CHAT_USER_INFO_FAILED: 'error.CHAT_USER_INFO_FAILED',
  CHAT_LOGIN_NOT_CONFIGURED: 'error.CHAT_LOGIN_NOT_CONFIGURED',
  OAUTH_STATE_INVALID: 'error.OAUTH_STATE_INVALID',
  LOGIN_METHOD_DISABLED: 'error.LOGIN_METHOD_DISABLED',
  ACCOUNT_DISABLED: 'error.ACCOUNT_DISABLED',
  ACCOUNT_PENDING_AUDIT: 'error.ACCOUNT_PENDING_AUDIT',
  ACCOUNT_EXPIRED: 'error.ACCOUNT_EXPIRED',
};
const FAILED = 'error.CHAT_USER_INFO_FAILED';

/**
 * /sync: where a chat-app sign-in lands. With a ticket it trades it for the session, keeps it
 * and goes home; with an error it says what went wrong, with the way back.
 */
export function SyncPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const [complete] = useMutation(CompleteChatLoginDocument);
  const ticket = params.get('ticket');
  // What went wrong (a message id from the address, or the text of a failed trade), or null.
  const [problem, setProblem] = useState<string | null>(() => {
    const e = params.get('error');
    if (e !== null) return KNOWN_ERRORS[e] ?? FAILED;
    return ticket === null ? KNOWN_ERRORS.OAUTH_STATE_INVALID! : null;
  });
  const started = useRef(false);

  useEffect(() => {
    if (ticket === null || problem !== null || started.current) return;
    started.current = true;
    complete({ variables: { ticket } })
      .then(async ({ data }) => {
        if (data == null) return;
        await completeLogin(data.completeChatLogin.token);
      })
      .catch((error: unknown) => setProblem(errorMessage(intl, error)));
  }, [ticket, problem, complete, completeLogin, intl]);

  const signedIn = hasSession();
  return (
    <AuthLayout heading={<FormattedMessage id="auth.sync.heading" />}>
      {problem === null ? (
        <Stack align="center" gap="3" py="6" role="status" aria-live="polite">
          <Spinner size="lg" color="brand.solid" />
          <Text color="fg.muted">
            <FormattedMessage id="auth.sync.signingIn" />
          </Text>
        </Stack>
      ) : (
        <Stack gap="4" data-testid="sync-error">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              {problem.startsWith('error.') ? intl.formatMessage({ id: problem }) : problem}
            </Alert.Title>
          </Alert.Root>
          <Link asChild color="brand.fg" fontSize="sm">
            <RouterLink to={signedIn ? '/web/uc?tab=bind' : '/login'}>
              <FormattedMessage id={signedIn ? 'auth.sync.toLinked' : 'auth.register.toLogin'} />
            </RouterLink>
          </Link>
        </Stack>
      )}
    </AuthLayout>
  );
}
