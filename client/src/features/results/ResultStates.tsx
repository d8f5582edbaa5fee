import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errors/errorMessage';

/** A result that could not be read: the catalogue message. */
export function ResultError({ error, testId }: { error: unknown; testId: string }) {
  const intl = useIntl();
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{errorMessage(intl, error)}</Alert.Title>
    </Alert.Root>
  );
}

/** Placeholders for the summary and the list below it while the result loads. */
export function ResultLoading({ listHeight }: { listHeight: string }) {
  return (
    <Stack gap="4">
      <Skeleton h="48" rounded="l3" />
      <Skeleton h={listHeight} rounded="l3" />
    </Stack>
  );
}
