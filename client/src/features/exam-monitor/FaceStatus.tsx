import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Tracking } from '../realname/useFaceDetection';

export type FaceState = 'loading' | 'unavailable' | 'none' | 'one' | 'several';

export function faceState(tracking: Tracking, faces: number | null): FaceState {
  if (tracking === 'failed') return 'unavailable';
  if (tracking === 'loading' || faces === null) return 'loading';
  if (faces <= 0) return 'none';
  return faces === 1 ? 'one' : 'several';
}

const MESSAGE_IDS: Record<FaceState, string> = {
  loading: 'realName.capture.loading',
  unavailable: 'examMonitor.face.unavailable',
  none: 'examMonitor.face.none',
  one: 'examMonitor.face.found',
  several: 'realName.capture.several',
};

/** Whether a face is seen, in a polite live region (a screen reader hears each change). */
export function FaceStatus(props: {
  tracking: Tracking;
  faces: number | null;
  testId: string;
  compact?: boolean;
}) {
  const intl = useIntl();
  const state = faceState(props.tracking, props.faces);
  const bad = state === 'none' || state === 'several';
  const good = state === 'one';
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="true"
      rounded="md"
      px={props.compact === true ? '2' : '3'}
      py={props.compact === true ? '1' : '2'}
      textAlign="center"
      fontSize={props.compact === true ? 'xs' : 'sm'}
      bg={bad ? 'orange.subtle' : good ? 'green.subtle' : 'bg.muted'}
      color={bad ? 'orange.fg' : good ? 'green.fg' : 'fg'}
      data-testid={props.testId}
      data-face={state}
    >
      <Text>{intl.formatMessage({ id: MESSAGE_IDS[state] })}</Text>
    </Box>
  );
}
