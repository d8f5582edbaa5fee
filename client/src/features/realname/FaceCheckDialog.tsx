import { useMutation } from '@apollo/client/react';
import { Alert, Button, DataList, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuRefreshCw } from 'react-icons/lu';
import { errorMessage } from '../../app/errors/errorMessage';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import type { FaceCheckMutation } from '../../gql/graphql';
import { LivenessCapture, type LivenessAnswer } from './LivenessCapture';
import { FaceCheckDocument } from './realNameDocuments';

export type FaceCheckResult = FaceCheckMutation['faceCheck'];

type Outcome =
  | { kind: 'capturing' }
  | { kind: 'checking' }
  | { kind: 'passed'; result: FaceCheckResult }
  | { kind: 'failed'; message: string };

/**
 * 人脸认证: the liveness capture (the movement challenge when the level is active, else one frame
 * locked 2 s after the face is found), the server compares it with the approved real-name photo, and the dialog shows the pass with the name and the masked ID number,
 * or why it failed with a retry. `onPassed` receives the result with its face token (the exam
 * passes it on to calls that need a fresh face check).
 */
export function FaceCheckDialog(props: {
  onClose: () => void;
  onPassed?: (result: FaceCheckResult) => void;
}) {
  const intl = useIntl();
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'capturing' });
  const [check] = useMutation(FaceCheckDocument);

  async function compare(answer: LivenessAnswer) {
    setOutcome({ kind: 'checking' });
    try {
      const input =
        answer.challengeId === null
          ? { base64: answer.image }
          : answer.frames.length === 0
            ? { base64: answer.image, challengeId: answer.challengeId }
            : { base64: answer.image, challengeId: answer.challengeId, frames: answer.frames };
      const { data } = await check({ variables: { input } });
      const result = data?.faceCheck;
      if (result == null) throw new Error('no face check result');
      if (result.pass) {
        setOutcome({ kind: 'passed', result });
        props.onPassed?.(result);
      } else {
        setOutcome({ kind: 'failed', message: result.failMsg });
      }
    } catch (e) {
      setOutcome({ kind: 'failed', message: errorMessage(intl, e) });
    }
  }

  function retry() {
    setOutcome({ kind: 'capturing' });
    setRound((r) => r + 1);
  }

  return (
    <DialogRoot
      open
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid="face-check-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="realName.check.title" />
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Stack gap="4">
            {outcome.kind !== 'passed' && (
              <LivenessCapture
                key={round}
                purpose="check"
                onCapture={(answer) => void compare(answer)}
                testId="face-check-capture"
              />
            )}
            <FaceCheckOutcome outcome={outcome} />
          </Stack>
        </DialogBody>
        <DialogFooter>
          {outcome.kind === 'failed' && (
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={retry}
              data-testid="face-check-retry"
            >
              <LuRefreshCw />
              <FormattedMessage id="realName.check.retry" />
            </Button>
          )}
          <Button
            variant={outcome.kind === 'passed' ? 'solid' : 'outline'}
            colorPalette={outcome.kind === 'passed' ? 'brand' : undefined}
            onClick={props.onClose}
            data-testid="face-check-close"
          >
            <FormattedMessage id="common.action.close" />
          </Button>
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

function FaceCheckOutcome({ outcome }: { outcome: Outcome }) {
  // One live region for the comparison's progress and result.
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="face-check-outcome"
      data-outcome={outcome.kind}
    >
      {outcome.kind === 'checking' && (
        <Stack direction="row" gap="2" align="center" justify="center">
          <Spinner size="sm" />
          <Text>
            <FormattedMessage id="realName.check.checking" />
          </Text>
        </Stack>
      )}
      {outcome.kind === 'passed' && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>
              <FormattedMessage id="realName.check.passed" />
            </Alert.Title>
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>
                  <FormattedMessage id="realName.form.realName" />
                </DataList.ItemLabel>
                <DataList.ItemValue data-testid="face-check-name">
                  {outcome.result.realName ?? ''}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <FormattedMessage id="realName.form.idCard" />
                </DataList.ItemLabel>
                <DataList.ItemValue data-testid="face-check-id-card">
                  {outcome.result.idCard ?? ''}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Alert.Content>
        </Alert.Root>
      )}
      {outcome.kind === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="realName.check.failed" />
            </Alert.Title>
            <Alert.Description data-testid="face-check-fail-msg">
              {outcome.message}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </div>
  );
}
