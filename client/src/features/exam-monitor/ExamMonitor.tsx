import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuChevronDown, LuChevronUp, LuVideo } from 'react-icons/lu';
import { toaster } from '../../components/ui/toaster';
import type { SaveCaptureMutation } from '../../gql/graphql';
import type { FaceTracker } from '../realname/faceTracker';
import { CaptureScheduler, captureIntervalMs } from './captureScheduler';
import { openChosenCamera } from './chosenCamera';
import { FaceFailDialog } from './FaceFailDialog';
import { FaceStatus } from './FaceStatus';
import { MirroredVideo } from './MirroredVideo';
import { FACE_PRESENT, watchFace, type FaceWatch } from './faceWatch';
import { SaveCaptureDocument } from './monitorDocuments';
import { CAMERA_PROBLEM_IDS, useCamera, type OpenCamera } from './useCamera';
import { useFaceDetection } from '../realname/useFaceDetection';

/** The exam camera looks for a face once a second (enough for a warning every 10 s). */
const DETECT_EVERY_MS = 1000;
/** A camera that failed or stopped is opened again this often. */
const REOPEN_EVERY_MS = 10_000;
/** Snapshots are scaled down to this width before they are sent. */
export const CAPTURE_WIDTH = 640;
const FACE_TOAST_ID = 'exam-face-missing';

export type CaptureResult = SaveCaptureMutation['saveCapture'];

/** The video frame scaled to at most `maxWidth` px wide, as a JPEG data URL; null before a frame. */
export function grabScaledFrame(video: HTMLVideoElement, maxWidth = CAPTURE_WIDTH): string | null {
  const { videoWidth, videoHeight } = video;
  if (videoWidth === 0 || videoHeight === 0) return null;
  const scale = Math.min(1, maxWidth / videoWidth);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(videoWidth * scale);
  canvas.height = Math.round(videoHeight * scale);
  const context = canvas.getContext('2d');
  if (context === null) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.8);
}

export interface ExamMonitorProps {
  examId: string;
  paperId: string;
  faceOn: boolean;
  /** Minutes between snapshots (0: only the one at the start). */
  camInterval: number;
  /** The paper was handed in for failed face checks. */
  onBreak: () => void;
  /** A save failed (the paper may be over; the page decides). */
  onSaveError: (error: unknown) => void;
  /** Seams for tests. */
  openCamera?: OpenCamera;
  loadTracker?: () => Promise<FaceTracker>;
  grabFrame?: (video: HTMLVideoElement) => string | null;
}

/**
 * The exam camera: a small labelled picture docked under the exam header (it can be folded away
 * and never covers the question), a snapshot at the start and every camInterval minutes (with the
 * exam's face check), a warning every 10 s while no face is seen, and a persistent warning while
 * the camera does not work (it is opened again every 10 s).
 */
export function ExamMonitor(props: ExamMonitorProps) {
  const intl = useIntl();
  const { paperId, faceOn, camInterval } = props;
  const [folded, setFolded] = useState(false);
  const [failure, setFailure] = useState<CaptureResult | null>(null);
  /** Warnings given so far: each one is a new node of the live region, so it is read again. */
  const [warnings, setWarnings] = useState(0);
  // The camera picked in the exam's device test, else the default one.
  const { videoRef, status, reopen } = useCamera({
    openCamera: () => openChosenCamera(props.examId, props.openCamera),
  });
  const live = status.kind === 'live';
  const watchRef = useRef<FaceWatch>(FACE_PRESENT);
  const [saveCapture] = useMutation(SaveCaptureDocument);
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });

  const face = useFaceDetection({
    videoRef: videoRef,
    active: live,
    everyMs: DETECT_EVERY_MS,
    loadTracker: props.loadTracker,
    onDetect: (faces, at) => {
      const next = watchFace(watchRef.current, faces, at);
      watchRef.current = next.state;
      if (!next.warn) return;
      const text = intl.formatMessage({ id: 'examMonitor.face.none' });
      setWarnings((n) => n + 1);
      toaster.create({ id: FACE_TOAST_ID, type: 'warning', title: text, duration: 5000 });
    },
  });

  // The camera is opened again while it fails (except in a browser without camera access).
  const retrying = status.kind === 'failed' && status.problem !== 'unsupported';
  useEffect(() => {
    if (!retrying) return undefined;
    const timer = window.setInterval(reopen, REOPEN_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [retrying, reopen]);

  // Snapshots while the camera shows a picture.
  const schedulerRef = useRef<CaptureScheduler | null>(null);
  useEffect(() => {
    const scheduler = new CaptureScheduler({
      intervalMs: captureIntervalMs(camInterval),
      take: async () => {
        const video = videoRef.current;
        if (video === null) return false;
        const image = (propsRef.current.grabFrame ?? grabScaledFrame)(video);
        if (image === null) return false;
        try {
          const result = await saveCapture({ variables: { input: { paperId, base64: image } } });
          const outcome = result.data?.saveCapture;
          if (outcome == null) return false;
          if (outcome.isBreak) propsRef.current.onBreak();
          else if (outcome.pass === false) setFailure(outcome);
          return true;
        } catch (e) {
          propsRef.current.onSaveError(e);
          return false;
        }
      },
    });
    schedulerRef.current = scheduler;
    return () => scheduler.stop();
  }, [camInterval, videoRef, paperId, saveCapture]);
  useEffect(() => {
    if (live) schedulerRef.current?.start();
    else schedulerRef.current?.stop();
  }, [live]);

  useEffect(() => () => toaster.dismiss(FACE_TOAST_ID), []);

  return (
    <Card.Root
      borderWidth="0"
      shadow="xs"
      role="region"
      aria-labelledby="exam-monitor-title"
      data-testid="exam-monitor"
      data-camera={status.kind}
    >
      <Card.Body py="2" px={{ base: '3', md: '4' }}>
        <Stack gap="2">
          <Flex gap="3" align="center" wrap="wrap">
            <Box
              position="relative"
              w={folded ? '16' : { base: '28', md: '40' }}
              flexShrink={0}
              aspectRatio="4 / 3"
              bg="gray.900"
              rounded="md"
              overflow="hidden"
            >
              <MirroredVideo
                ref={videoRef}
                label={intl.formatMessage({ id: 'examMonitor.camera.video' })}
                hidden={status.kind === 'failed'}
                testId="exam-monitor-video"
              />
            </Box>
            <Stack gap="1.5" flex="1" minW="40">
              <HStack gap="2" justify="space-between">
                <HStack gap="1.5">
                  <LuVideo aria-hidden />
                  <Text id="exam-monitor-title" fontWeight="semibold" fontSize="sm">
                    <FormattedMessage id="examMonitor.camera.title" />
                  </Text>
                </HStack>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-expanded={!folded}
                  onClick={() => setFolded((f) => !f)}
                  data-testid="exam-monitor-fold"
                >
                  {folded ? <LuChevronDown /> : <LuChevronUp />}
                  <FormattedMessage
                    id={folded ? 'examMonitor.camera.unfold' : 'examMonitor.camera.fold'}
                  />
                </Button>
              </HStack>
              {status.kind === 'failed' ? (
                <Alert.Root status="error" size="sm" data-testid="exam-monitor-problem">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>
                      <FormattedMessage
                        id={status.lost ? 'examMonitor.camera.lost' : 'examMonitor.camera.off'}
                      />
                    </Alert.Title>
                    <Alert.Description>
                      {intl.formatMessage({ id: CAMERA_PROBLEM_IDS[status.problem] })}
                      {retrying && (
                        <>
                          {' '}
                          <FormattedMessage id="examMonitor.camera.retrying" />
                        </>
                      )}
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : (
                !folded && (
                  <FaceStatus
                    tracking={face.tracking}
                    faces={live ? face.faces : null}
                    testId="exam-monitor-face"
                    compact
                  />
                )
              )}
            </Stack>
          </Flex>
        </Stack>
        <VisuallyHidden
          aria-live="polite"
          data-testid="exam-monitor-announce"
          data-warnings={warnings}
        >
          {warnings > 0 && (
            <span key={warnings}>
              <FormattedMessage id="examMonitor.face.none" />
            </span>
          )}
        </VisuallyHidden>
      </Card.Body>
      <FaceFailDialog result={faceOn ? failure : null} onClose={() => setFailure(null)} />
    </Card.Root>
  );
}
