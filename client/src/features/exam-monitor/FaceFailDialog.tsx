import { Alert, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { NoticeDialog } from '../../components/ui/notice-dialog';

export interface FaceFailure {
  failMsg: string;
  failCount: number;
  faceChance: number;
  leftChances: number;
}

/**
 * A failed face check during the exam: why (failMsg) and how many chances are left before the
 * paper is handed in; the learner is asked to take the exam honestly.
 */
export function FaceFailDialog(props: { result: FaceFailure | null; onClose: () => void }) {
  const { result } = props;
  return (
    <NoticeDialog
      open={result !== null}
      title={<FormattedMessage id="examMonitor.faceFail.title" />}
      actionLabel={<FormattedMessage id="examMonitor.faceFail.ok" />}
      onAction={props.onClose}
      onClose={props.onClose}
      testId="face-fail-dialog"
      actionTestId="face-fail-ok"
    >
      {result !== null && (
        <Stack gap="3">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title data-testid="face-fail-msg">
              {result.failMsg !== '' ? (
                result.failMsg
              ) : (
                <FormattedMessage id="examMonitor.faceFail.noReason" />
              )}
            </Alert.Title>
          </Alert.Root>
          <Text data-testid="face-fail-chances">
            <FormattedMessage
              id="examMonitor.faceFail.chances"
              values={{ left: result.leftChances, total: result.faceChance }}
            />
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="examMonitor.faceFail.honest" />
          </Text>
        </Stack>
      )}
    </NoticeDialog>
  );
}
