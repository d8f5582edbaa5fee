import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LuMaximize } from 'react-icons/lu';
import { NoticeDialog } from '../../components/ui/notice-dialog';
import type { LeaveResult } from './leaveTracker';

/**
 * Back on the exam page out of full screen: the learner returns to it with the button (a browser
 * enters full screen only from a click). The dialog cannot be closed any other way.
 */
export function ReturnDialog(props: { open: boolean; onReturn: () => void }) {
  return (
    <NoticeDialog
      open={props.open}
      title={<FormattedMessage id="examMonitor.leave.returnTitle" />}
      actionLabel={
        <>
          <LuMaximize />
          <FormattedMessage id="examMonitor.leave.return" />
        </>
      }
      onAction={props.onReturn}
      testId="leave-return-dialog"
      actionTestId="leave-return"
    >
      <Text>
        <FormattedMessage id="examMonitor.leave.returnText" />
      </Text>
    </NoticeDialog>
  );
}

/** A screen leave was recorded: the count so far and the limit; confirming returns to full screen. */
export function LeaveRecordedDialog(props: { result: LeaveResult | null; onClose: () => void }) {
  const { result } = props;
  return (
    <NoticeDialog
      open={result !== null}
      title={<FormattedMessage id="examMonitor.leave.title" />}
      actionLabel={<FormattedMessage id="examMonitor.leave.ok" />}
      onAction={props.onClose}
      onClose={props.onClose}
      testId="leave-dialog"
      actionTestId="leave-dialog-ok"
    >
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
    </NoticeDialog>
  );
}
