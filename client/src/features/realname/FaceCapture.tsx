import { AspectRatio, Box, Button, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LuCamera, LuRefreshCw } from 'react-icons/lu';
import { CameraError, openCamera as openRealCamera, stopStream } from './camera';
import {
  captureReducer,
  captureStatus,
  INITIAL_CAPTURE,
  lockDue,
  manualAvailable,
  type CaptureStatus,
} from './captureMachine';
import { useFaceDetection } from './useFaceDetection';
import type { FaceTracker } from './faceTracker';

/** Pause between two detections (the detector takes ~20-60 ms a frame). */
const DETECT_EVERY_MS = 150;
/** How often the clock of the manual-photo delay advances. */
const TICK_MS = 500;

const STATUS_IDS: Record<CaptureStatus, string> = {
  starting: 'realName.capture.starting',
  loading: 'realName.capture.loading',
  noFace: 'realName.capture.noFace',
  several: 'realName.capture.several',
  holdStill: 'realName.capture.holdStill',
  trackingFailed: 'realName.capture.trackingFailed',
  locked: 'realName.capture.locked',
  unsupported: 'realName.capture.unsupported',
  noCamera: 'realName.capture.noCamera',
  denied: 'realName.capture.denied',
  virtualOnly: 'realName.capture.virtualOnly',
  failed: 'realName.capture.failed',
};

/** Statuses that are a problem to fix rather than progress. */
const PROBLEMS: ReadonlySet<CaptureStatus> = new Set([
  'unsupported',
  'noCamera',
  'denied',
  'virtualOnly',
  'failed',
]);

/** The video frame on screen as a JPEG data URL, or null before the first frame. */
export function grabVideoFrame(video: HTMLVideoElement): string | null {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (width === 0 || height === 0) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context === null) return null;
  context.drawImage(video, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', 0.92);
}

export interface FaceCaptureProps {
  /** Called once with the locked frame (a JPEG data URL). */
  onCapture: (image: string) => void;
  testId?: string;
  /** Seams for tests: the camera, the detector and the frame grabber. */
  openCamera?: () => Promise<MediaStream>;
  loadTracker?: () => Promise<FaceTracker>;
  grabFrame?: (video: HTMLVideoElement) => string | null;
}

/**
 * The camera picture with the face found in the browser: the first face starts a 2 s wait, then
 * the frame is locked and handed to `onCapture`. When tracking fails (or finds no face for a
 * while) a manual photo button appears. Camera problems are named in a live region, so a screen
 * reader hears every change of status. To take another photo, mount it again (a new `key`).
 */
export function FaceCapture(props: FaceCaptureProps) {
  const intl = useIntl();
  const { testId = 'face-capture' } = props;
  const [state, dispatch] = useReducer(captureReducer, INITIAL_CAPTURE);
  // A camera failure's "try again" opens the camera anew.
  const [attempt, setAttempt] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const seams = useRef(props);
  useLayoutEffect(() => {
    seams.current = props;
  });

  // The camera, for as long as the capture is on screen.
  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    const video = videoRef.current;
    const open = seams.current.openCamera ?? (() => openRealCamera());
    open()
      .then(async (s) => {
        if (cancelled) {
          stopStream(s);
          return;
        }
        stream = s;
        if (video !== null) {
          video.srcObject = s;
          await video.play().catch(() => undefined);
        }
        if (!cancelled) dispatch({ type: 'cameraReady', at: Date.now() });
      })
      .catch((e: unknown) => {
        // A camera that opened but cannot be shown is switched off again.
        stopStream(stream);
        stream = null;
        if (cancelled) return;
        dispatch({
          type: 'cameraFailed',
          problem: e instanceof CameraError ? e.problem : 'failed',
        });
      });
    return () => {
      cancelled = true;
      stopStream(stream);
      if (video !== null) video.srcObject = null;
    };
  }, [attempt]);

  // The detector loads alongside the camera; each detection feeds the capture.
  const detector = useFaceDetection({
    videoRef,
    active: state.phase === 'live' && state.tracking === 'ready',
    everyMs: DETECT_EVERY_MS,
    loadTracker: props.loadTracker,
    onDetect: (faces, at) => dispatch({ type: 'detected', faces, at }),
  });
  useEffect(() => {
    if (detector.tracking === 'ready') dispatch({ type: 'trackerReady' });
    else if (detector.tracking === 'failed') dispatch({ type: 'trackerFailed' });
  }, [detector.tracking]);

  const live = state.phase === 'live';
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', at: Date.now() }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [live]);

  function capture(manual: boolean) {
    const video = videoRef.current;
    if (video === null) return;
    const image = (seams.current.grabFrame ?? grabVideoFrame)(video);
    if (image === null) return;
    dispatch({ type: 'captured', image, manual });
    seams.current.onCapture(image);
  }

  // The frame is locked 2 s after the first face: the next detection showing one face is taken.
  const due = lockDue(state);
  useEffect(() => {
    if (due) capture(false);
  }, [due]);

  const status = captureStatus(state);
  const problem = PROBLEMS.has(status);
  const busy = status === 'starting' || status === 'loading';
  const message = intl.formatMessage({ id: STATUS_IDS[status] });

  return (
    <Stack gap="3" data-testid={testId} data-phase={state.phase} data-tracking={state.tracking}>
      <AspectRatio ratio={4 / 3} w="full" maxW="md" mx="auto">
        <Box bg="gray.900" rounded="lg" overflow="hidden" position="relative">
          <Box
            asChild
            w="full"
            h="full"
            objectFit="cover"
            transform="scaleX(-1)"
            display={state.phase === 'locked' || problem ? 'none' : 'block'}
          >
            <video
              ref={videoRef}
              muted
              playsInline
              autoPlay
              aria-label={intl.formatMessage({ id: 'realName.capture.video' })}
              data-testid={`${testId}-video`}
            />
          </Box>
          {state.phase === 'locked' && state.image !== null && (
            <Image
              src={state.image}
              alt={intl.formatMessage({ id: 'realName.capture.photo' })}
              w="full"
              h="full"
              objectFit="cover"
              transform="scaleX(-1)"
              data-testid={`${testId}-photo`}
            />
          )}
          {state.phase === 'live' && state.tracking !== 'failed' && (
            // A guide for where the face goes; decoration only.
            <Box
              aria-hidden
              position="absolute"
              top="12%"
              left="30%"
              w="40%"
              h="72%"
              rounded="full"
              borderWidth="3px"
              borderStyle="dashed"
              borderColor={state.view === 'one' ? 'green.300' : 'whiteAlpha.700'}
              pointerEvents="none"
            />
          )}
          {busy && (
            <Box position="absolute" inset="0" display="grid" placeItems="center">
              <Spinner color="white" size="lg" />
            </Box>
          )}
        </Box>
      </AspectRatio>
      <Box
        role="status"
        aria-live="polite"
        aria-atomic="true"
        rounded="md"
        px="3"
        py="2"
        textAlign="center"
        fontSize="sm"
        bg={problem ? 'red.subtle' : 'bg.muted'}
        color={problem ? 'red.fg' : 'fg'}
        data-testid={`${testId}-status`}
        data-status={status}
      >
        <Text>{message}</Text>
      </Box>
      <HStack justify="center" gap="2">
        {manualAvailable(state) && (
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => capture(true)}
            data-testid={`${testId}-manual`}
          >
            <LuCamera />
            {intl.formatMessage({ id: 'realName.capture.manual' })}
          </Button>
        )}
        {state.phase === 'failed' && state.problem !== 'unsupported' && (
          <Button
            variant="outline"
            onClick={() => {
              dispatch({ type: 'restart' });
              setAttempt((a) => a + 1);
            }}
            data-testid={`${testId}-reopen`}
          >
            <LuRefreshCw />
            {intl.formatMessage({ id: 'realName.capture.reopen' })}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
