import { Alert, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { TransferJob } from './transferJob';
import type { JobStateLabels } from './transferSpec';

function stateLabel(labels: JobStateLabels, state: string): string {
  if (state === 'active') return labels.active;
  if (state === 'completed') return labels.completed;
  if (state === 'failed') return labels.failed;
  return labels.waiting;
}

/**
 * Progress of an import or export job (waiting while it is not known yet), and its failure message
 * if it failed as a whole.
 */
export function TransferProgress(props: {
  job: TransferJob | undefined;
  labels: { states: JobStateLabels; failedHint?: string };
  testIds: { progress: string; state: string };
}) {
  const { job, labels, testIds } = props;
  const state = job?.state ?? 'waiting';
  const progress = job?.progress ?? 0;
  const failMessage = job?.failMessage;
  const failedHint = labels.failedHint;
  const failed = state === 'failed';
  const running = !failed && state !== 'completed';
  const failure =
    failMessage != null && failMessage !== '' ? (
      failMessage
    ) : failedHint !== undefined ? (
      <FormattedMessage id={failedHint} />
    ) : null;
  return (
    <Stack gap="2">
      <HStack justify="space-between" fontSize="sm">
        <Text color="fg.muted" data-testid={testIds.state}>
          <FormattedMessage id={stateLabel(labels.states, state)} />
        </Text>
        <Text fontWeight="medium">{progress}%</Text>
      </HStack>
      <Progress.Root
        value={progress}
        size="sm"
        colorPalette={failed ? 'red' : state === 'completed' ? 'green' : 'brand'}
        striped={running}
        animated={running}
        data-testid={testIds.progress}
        data-state={state}
      >
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {failed && failure !== null && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
