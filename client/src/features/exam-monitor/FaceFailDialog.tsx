import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import {
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';

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
    <DialogRoot
      open={result !== null}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid="face-fail-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="examMonitor.faceFail.title" />
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
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
        </DialogBody>
        <DialogFooter>
          <Button colorPalette="brand" onClick={props.onClose} data-testid="face-fail-ok">
            <FormattedMessage id="examMonitor.faceFail.ok" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
