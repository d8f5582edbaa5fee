import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LuRefreshCw } from 'react-icons/lu';
import { useRouteError } from 'react-router-dom';

/**
 * Shown when rendering a route throws, most often because a code chunk could not be loaded after
 * a new release: a reload fixes that.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center minH="100vh" px="4" data-testid="route-error">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Heading size="lg">
          <FormattedMessage id="app.routeError.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="app.routeError.message" />
        </Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          <LuRefreshCw />
          <FormattedMessage id="app.routeError.reload" />
        </Button>
      </Stack>
    </Center>
  );
}
