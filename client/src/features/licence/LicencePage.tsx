import { Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../app/guard/decideRoute';
import { useSession } from '../../app/session/SessionContext';
import { AuthLayout } from '../auth/AuthLayout';
import { LicencePanel } from './LicencePanel';

/**
 * /license: where a lapsed licence (code 10010015) sends everyone. It shows the state; an
 * administrator signs in here and installs a new licence, then goes back to the page they were on.
 */
export function LicencePage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = safeRedirect(params.get('redirect'));
  const loginTo = `/login?redirect=${encodeURIComponent(`/license${back === null ? '' : `?redirect=${encodeURIComponent(back)}`}`)}`;
  return (
    <AuthLayout heading={<FormattedMessage id="licence.page.title" />} width="lg">
      <Stack gap="6">
        <LicencePanel onInstalled={() => void navigate(back ?? '/', { replace: true })} />
        {user === null ? (
          <Stack direction="row" align="center" gap="3" data-testid="licence-sign-in">
            <Text fontSize="sm">
              <FormattedMessage id="licence.page.signInHint" />
            </Text>
            <Button colorPalette="brand" size="sm" asChild>
              <Link to={loginTo}>
                <FormattedMessage id="licence.page.signIn" />
              </Link>
            </Button>
          </Stack>
        ) : (
          <Button variant="outline" alignSelf="flex-start" asChild>
            <Link to={back ?? '/'}>
              <FormattedMessage id="licence.page.back" />
            </Link>
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
