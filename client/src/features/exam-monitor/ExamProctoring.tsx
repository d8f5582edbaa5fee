import { useQuery } from '@apollo/client/react';
import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuMaximize } from 'react-icons/lu';
import type { FaceTracker } from '../realname/faceTracker';
import { ExamMonitor } from './ExamMonitor';
import { LeaveRecordedDialog, ReturnDialog } from './LeaveDialog';
import { handedInMessageId } from './learnerEvents';
import { PaperMonitorDocument } from './monitorDocuments';
import { ProctorAlerts } from './ProctorAlerts';
import type { OpenCamera } from './useCamera';
import { useLearnerEvents } from './useLearnerEvents';
import { useScreenLeave } from './useScreenLeave';

/** A failed read of the monitoring settings is tried again this often. */
const SETTINGS_RETRY_MS = 10_000;

export interface ExamProctoringProps {
  paperId: string;
  examId: string;
  /**
   * The paper was handed in by a rule or a proctor: the page leaves for the result, telling the
   * learner why (the text is translated).
   */
  onHandedIn: (why: string) => void;
  /** The proctor gave extra time: the page reads its clock again. */
  onExtraTime: () => void;
  /** A monitoring call failed (the paper may be over; the page decides). */
  onCallError: (error: unknown) => void;
  /** Seams for tests. */
  openCamera?: OpenCamera;
  loadTracker?: () => Promise<FaceTracker>;
  grabFrame?: (video: HTMLVideoElement) => string | null;
}

/**
 * Everything that watches a running paper, as the exam's settings say: the proctor's messages
 * (always), the camera with its snapshots and face checks (camOn or faceOn) and the screen-leave
 * rules with full screen (leaveOn).
 */
export function ExamProctoring(props: ExamProctoringProps) {
  const intl = useIntl();
  const { paperId, examId } = props;
  const { data, error, refetch } = useQuery(PaperMonitorDocument, {
    variables: { id: paperId },
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (error === undefined) return undefined;
    const timer = window.setTimeout(() => void refetch().catch(() => undefined), SETTINGS_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [error, refetch]);

  const events = useLearnerEvents({
    examId,
    paperId,
    onHandedIn: (reason, handBy) =>
      props.onHandedIn(intl.formatMessage({ id: handedInMessageId(handBy, reason) }, { reason })),
    onExtraTime: props.onExtraTime,
  });

  const settings = data?.paperMonitor;
  const camera = settings != null && (settings.camOn || settings.faceOn);
  return (
    // Each piece takes its own place in the exam page's column; nothing shows while none applies.
    <>
      <ProctorAlerts messages={events.messages} onDismiss={events.dismiss} />
      {camera && (
        <ExamMonitor
          examId={examId}
          paperId={paperId}
          faceOn={settings.faceOn}
          camInterval={settings.camInterval}
          onBreak={() => props.onHandedIn(intl.formatMessage({ id: 'examMonitor.end.face' }))}
          onSaveError={props.onCallError}
          openCamera={props.openCamera}
          loadTracker={props.loadTracker}
          grabFrame={props.grabFrame}
        />
      )}
      {settings?.leaveOn === true && (
        <ScreenLeaveGuard
          paperId={paperId}
          leaveSeconds={settings.leaveSeconds}
          onOverLimit={() => props.onHandedIn(intl.formatMessage({ id: 'examMonitor.end.leave' }))}
          onError={props.onCallError}
        />
      )}
    </>
  );
}

function ScreenLeaveGuard(props: {
  paperId: string;
  leaveSeconds: number;
  onOverLimit: () => void;
  onError: (error: unknown) => void;
}) {
  const leave = useScreenLeave({
    paperId: props.paperId,
    leaveSeconds: props.leaveSeconds,
    onOverLimit: props.onOverLimit,
    onError: props.onError,
  });
  return (
    <>
      {!leave.fullscreenAvailable ? (
        <Alert.Root status="warning" size="sm" data-testid="fullscreen-unsupported">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="examMonitor.fullscreen.unsupported" />
          </Alert.Title>
        </Alert.Root>
      ) : (
        !leave.fullscreen && (
          <HStack
            gap="3"
            px="3"
            py="2"
            rounded="l2"
            bg="bg.panel"
            shadow="xs"
            wrap="wrap"
            justify="space-between"
            data-testid="fullscreen-bar"
          >
            <Text fontSize="sm">
              <FormattedMessage id="examMonitor.fullscreen.hint" />
            </Text>
            <Button
              size="sm"
              colorPalette="brand"
              variant="outline"
              onClick={() => void leave.enterFullscreen()}
              data-testid="enter-fullscreen"
            >
              <LuMaximize />
              <FormattedMessage id="examMonitor.fullscreen.enter" />
            </Button>
          </HStack>
        )
      )}
      <ReturnDialog open={leave.outOfFullscreen} onReturn={() => void leave.enterFullscreen()} />
      <LeaveRecordedDialog
        result={leave.outOfFullscreen ? null : leave.recorded}
        onClose={leave.dismissRecorded}
      />
    </>
  );
}
