import { Alert, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

const STATE_IDS: Record<string, string> = {
  waiting: 'repoAdmin.job.waiting',
  active: 'repoAdmin.job.active',
  completed: 'repoAdmin.job.completed',
  failed: 'repoAdmin.job.failed',
};

/** Progress of an import or export job, and its failure message if it failed as a whole. */
export function JobProgress(props: {
  state: string;
  progress: number;
  failMessage?: string | null;
  testId: string;
}) {
  const { state, progress, failMessage, testId } = props;
  const failed = state === 'failed';
  return (
    <Stack gap="2">
      <HStack justify="space-between" fontSize="sm">
        <Text color="fg.muted">
          <FormattedMessage id={STATE_IDS[state] ?? 'repoAdmin.job.waiting'} />
        </Text>
        <Text fontWeight="medium">{progress}%</Text>
      </HStack>
      <Progress.Root
        value={progress}
        size="sm"
        colorPalette={failed ? 'red' : state === 'completed' ? 'green' : 'brand'}
        striped={!failed && state !== 'completed'}
        animated={!failed && state !== 'completed'}
        data-testid={testId}
        data-state={state}
      >
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {failed && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            {failMessage != null && failMessage !== '' ? (
              failMessage
            ) : (
              <FormattedMessage id="repoAdmin.job.failedHint" />
            )}
          </Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
