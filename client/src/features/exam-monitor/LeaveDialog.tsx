import { Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LuMaximize } from 'react-icons/lu';
import {
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import type { LeaveResult } from './leaveTracker';

/**
 * Back on the exam page out of full screen: the learner returns to it with the button (a browser
 * enters full screen only from a click). The dialog cannot be closed any other way.
 */
export function ReturnDialog(props: { open: boolean; onReturn: () => void }) {
  return (
    <DialogRoot
      open={props.open}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={false}
    >
      <DialogContent data-testid="leave-return-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="examMonitor.leave.returnTitle" />
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Text>
            <FormattedMessage id="examMonitor.leave.returnText" />
          </Text>
        </DialogBody>
        <DialogFooter>
          <Button colorPalette="brand" onClick={props.onReturn} data-testid="leave-return">
            <LuMaximize />
            <FormattedMessage id="examMonitor.leave.return" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}

/** A screen leave was recorded: the count so far and the limit; confirming returns to full screen. */
export function LeaveRecordedDialog(props: { result: LeaveResult | null; onClose: () => void }) {
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
      <DialogContent data-testid="leave-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="examMonitor.leave.title" />
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          {result !== null && (
            <Stack gap="2">
              <Text
                data-testid="leave-count"
                data-leave-times={result.leaveTimes}
                data-leave-count={result.leaveCount}
              >
                <FormattedMessage
                  id="examMonitor.leave.count"
                  values={{ n: result.leaveTimes, max: result.leaveCount }}
                />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="examMonitor.leave.rule"
                  values={{ seconds: result.leaveSeconds, max: result.leaveCount }}
                />
              </Text>
            </Stack>
          )}
        </DialogBody>
        <DialogFooter>
          <Button colorPalette="brand" onClick={props.onClose} data-testid="leave-dialog-ok">
            <FormattedMessage id="examMonitor.leave.ok" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
