import { useMutation } from '@apollo/client/react';
import { Alert, AspectRatio, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LuRefreshCw } from 'react-icons/lu';
import { errorMessage } from '../../app/errors/errorMessage';
import { graphql } from '../../gql';
import {
  CameraError,
  openCamera as openRealCamera,
  stopStream,
  type CameraProblem,
} from './camera';
import { FaceCapture } from './FaceCapture';
import { isFaceStep, type FaceStep } from './facePose';
import type { FaceTracker, PoseTracker } from './faceTracker';
import {
  livenessPrompt,
  livenessReducer,
  secondsLeft,
  startLiveness,
  type LivenessPrompt,
} from './livenessMachine';
import { useFacePose } from './useFacePose';

export const FaceChallengeDocument = graphql(`
  mutation FaceChallenge($input: FaceChallengeInput!) {
    faceChallenge(input: $input) {
      challengeId
      steps
      validSeconds
      level
    }
  }
`);

/** What the capture hands back: the image (frames[0] under a challenge) and the challenge's frames. */
export interface LivenessAnswer {
  image: string;
  /** The challenge answered; null when the level asked for no movements. */
  challengeId: string | null;
  /** frames[0] facing the camera, then FRAMES_PER_STEP per step; empty without a challenge. */
  frames: string[];
}

/** Pause between two detections (the detector takes ~20-60 ms a frame). */
const DETECT_EVERY_MS = 100;
/** The challenge is answered this long before it expires, to leave time for the upload. */
const UPLOAD_MARGIN_MS = 3000;
const TICK_MS = 500;
/** Frames go to the server at the camera's size up to this width. */
const FRAME_MAX_WIDTH = 640;
const FRAME_QUALITY = 0.85;

const PROMPT_IDS: Record<LivenessPrompt, string> = {
  noFace: 'realName.liveness.noFace',
  several: 'realName.liveness.several',
  lookAtCamera: 'realName.liveness.lookAtCamera',
  turn_left: 'realName.liveness.turnLeft',
  turn_right: 'realName.liveness.turnRight',
  look_up: 'realName.liveness.lookUp',
  look_down: 'realName.liveness.lookDown',
  done: 'realName.liveness.done',
  timedOut: 'realName.liveness.timedOut',
};

const CAMERA_PROBLEM_IDS: Record<CameraProblem, string> = {
  unsupported: 'realName.capture.unsupported',
  noCamera: 'realName.capture.noCamera',
  denied: 'realName.capture.denied',
  virtualOnly: 'realName.capture.virtualOnly',
  failed: 'realName.capture.failed',
};

/** The camera's current frame, unmirrored, at most 640 px wide, as a JPEG data URL. */
export function grabChallengeFrame(video: HTMLVideoElement): string | null {
  const { videoWidth, videoHeight } = video;
  if (videoWidth === 0 || videoHeight === 0) return null;
  const scale = Math.min(1, FRAME_MAX_WIDTH / videoWidth);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(videoWidth * scale);
  canvas.height = Math.round(videoHeight * scale);
  const context = canvas.getContext('2d');
  if (context === null) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', FRAME_QUALITY);
}

export interface LivenessCaptureProps {
  /** 'login' before a face login (no session needed), 'check' before a face check. */
  purpose: 'login' | 'check';
  /** The account a face login names, if any. */
  userName?: string;
  /** Called once with the answer. */
  onCapture: (answer: LivenessAnswer) => void;
  testId?: string;
  /** Seams for tests: the camera, the detectors and the frame grabber. */
  openCamera?: () => Promise<MediaStream>;
  loadPoseTracker?: () => Promise<PoseTracker>;
  loadTracker?: () => Promise<FaceTracker>;
  grabFrame?: (video: HTMLVideoElement) => string | null;
}

interface Challenge {
  challengeId: string;
  steps: FaceStep[];
  validSeconds: number;
}

/**
 * The face capture with liveness: asks the server for a challenge; with the level 'active' the
 * person is guided through its movements (each prompt announced in a live region) and the frames
 * are returned, otherwise one photo is taken as FaceCapture does. A challenge that runs out of
 * time is offered again with a new one.
 */
export function LivenessCapture(props: LivenessCaptureProps) {
  const intl = useIntl();
  const { testId = 'liveness-capture' } = props;
  const [round, setRound] = useState(0);
  const [requestChallenge] = useMutation(FaceChallengeDocument);
  const [challenge, setChallenge] = useState<
    | { kind: 'loading' }
    | { kind: 'single' }
    | { kind: 'active'; challenge: Challenge }
    | { kind: 'failed'; message: string }
  >({ kind: 'loading' });
  const seams = useRef(props);
  useLayoutEffect(() => {
    seams.current = props;
  });

  useEffect(() => {
    let cancelled = false;
    const { purpose, userName } = seams.current;
    const name = userName?.trim() ?? '';
    requestChallenge({
      variables: { input: name === '' ? { purpose } : { purpose, userName: name } },
    })
      .then(({ data }) => {
        if (cancelled) return;
        const answer = data?.faceChallenge;
        if (answer == null) throw new Error('no face challenge');
        const steps = answer.steps.filter(isFaceStep);
        if (answer.level === 'active' && steps.length > 0) {
          setChallenge({
            kind: 'active',
            challenge: {
              challengeId: answer.challengeId,
              steps,
              validSeconds: answer.validSeconds,
            },
          });
        } else {
          // Without movements the image goes alone, as before the challenge existed.
          setChallenge({ kind: 'single' });
        }
      })
      .catch((e: unknown) => {
        if (!cancelled) setChallenge({ kind: 'failed', message: errorMessage(intl, e) });
      });
    return () => {
      cancelled = true;
    };
  }, [round, requestChallenge, intl]);

  const again = () => {
    setChallenge({ kind: 'loading' });
    setRound((r) => r + 1);
  };

  if (challenge.kind === 'loading') {
    return (
      <Stack align="center" py="8" data-testid={testId} data-phase="loading">
        <Spinner size="lg" />
        <Text role="status" aria-live="polite">
          {intl.formatMessage({ id: 'realName.liveness.preparing' })}
        </Text>
      </Stack>
    );
  }
  if (challenge.kind === 'failed') {
    return (
      <Stack gap="3" data-testid={testId} data-phase="failed">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{challenge.message}</Alert.Title>
        </Alert.Root>
        <Button variant="outline" alignSelf="center" onClick={again}>
          <LuRefreshCw />
          {intl.formatMessage({ id: 'realName.liveness.again' })}
        </Button>
      </Stack>
    );
  }
  if (challenge.kind === 'single') {
    return (
      <FaceCapture
        testId={testId}
        onCapture={(image) => props.onCapture({ image, challengeId: null, frames: [] })}
        openCamera={props.openCamera}
        loadTracker={props.loadTracker}
        grabFrame={props.grabFrame}
      />
    );
  }
  return (
    <ActiveChallenge
      key={challenge.challenge.challengeId}
      challenge={challenge.challenge}
      testId={testId}
      onAgain={again}
      seams={seams}
    />
  );
}

function ActiveChallenge(props: {
  challenge: Challenge;
  testId: string;
  onAgain: () => void;
  seams: React.RefObject<LivenessCaptureProps>;
}) {
  const intl = useIntl();
  const { challenge, testId, seams } = props;
  const [state, dispatch] = useReducer(livenessReducer, undefined, () =>
    startLiveness(
      challenge.steps,
      Date.now(),
      Math.max(5000, challenge.validSeconds * 1000 - UPLOAD_MARGIN_MS),
    ),
  );
  const [camera, setCamera] = useState<'starting' | 'live' | CameraProblem>('starting');
  const [now, setNow] = useState(() => Date.now());
  const videoRef = useRef<HTMLVideoElement>(null);

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
        if (!cancelled) setCamera('live');
      })
      .catch((e: unknown) => {
        stopStream(stream);
        stream = null;
        if (!cancelled) setCamera(e instanceof CameraError ? e.problem : 'failed');
      });
    return () => {
      cancelled = true;
      stopStream(stream);
      if (video !== null) video.srcObject = null;
    };
  }, [seams]);

  const running = state.phase === 'neutral' || state.phase === 'step';
  const { tracking } = useFacePose({
    videoRef,
    active: camera === 'live' && running,
    everyMs: DETECT_EVERY_MS,
    loadTracker: seams.current.loadPoseTracker,
    onDetect: (faces, pose, at) => dispatch({ type: 'detected', faces, pose, at }),
  });

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      dispatch({ type: 'tick', at });
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  // A detection that asks for a frame gets the camera's next one.
  useEffect(() => {
    if (!state.wantFrame) return;
    const video = videoRef.current;
    if (video === null) return;
    const image = (seams.current.grabFrame ?? grabChallengeFrame)(video);
    if (image !== null) dispatch({ type: 'frame', image, at: Date.now() });
  }, [state.wantFrame, seams]);

  const answered = useRef(false);
  useEffect(() => {
    if (state.phase !== 'done' || answered.current) return;
    const [image] = state.frames;
    if (image === undefined) return;
    answered.current = true;
    seams.current.onCapture({ image, challengeId: challenge.challengeId, frames: state.frames });
  }, [state.phase, state.frames, challenge.challengeId, seams]);

  const cameraProblem = camera !== 'starting' && camera !== 'live' ? camera : null;
  const prompt = livenessPrompt(state);
  const message =
    cameraProblem !== null
      ? intl.formatMessage({ id: CAMERA_PROBLEM_IDS[cameraProblem] })
      : tracking === 'failed'
        ? intl.formatMessage({ id: 'realName.liveness.trackingFailed' })
        : camera === 'starting' || tracking === 'loading'
          ? intl.formatMessage({ id: 'realName.capture.loading' })
          : intl.formatMessage({ id: PROMPT_IDS[prompt] });
  const trouble = cameraProblem !== null || tracking === 'failed' || prompt === 'timedOut';
  const step = state.phase === 'step' ? state.stepIndex + 1 : 0;

  return (
    <Stack
      gap="3"
      data-testid={testId}
      data-phase={state.phase}
      data-prompt={prompt}
      data-frames={state.frames.length}
    >
      <AspectRatio ratio={4 / 3} w="full" maxW="md" mx="auto">
        <Box bg="gray.900" rounded="lg" overflow="hidden" position="relative">
          {/* The selfie view: the picture is shown mirrored, the frames are sent as the camera takes them. */}
          <Box asChild w="full" h="full" objectFit="cover" transform="scaleX(-1)">
            <video
              ref={videoRef}
              muted
              playsInline
              autoPlay
              aria-label={intl.formatMessage({ id: 'realName.capture.video' })}
              data-testid={`${testId}-video`}
            />
          </Box>
          {running && (
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
          {(camera === 'starting' || (tracking === 'loading' && cameraProblem === null)) && (
            <Box position="absolute" inset="0" display="grid" placeItems="center">
              <Spinner color="white" size="lg" />
            </Box>
          )}
        </Box>
      </AspectRatio>
      <Box
        role="status"
        aria-live="assertive"
        aria-atomic="true"
        rounded="md"
        px="3"
        py="2"
        textAlign="center"
        bg={trouble ? 'red.subtle' : 'bg.muted'}
        color={trouble ? 'red.fg' : 'fg'}
        data-testid={`${testId}-status`}
        data-status={prompt}
      >
        {step > 0 && (
          <Text fontSize="xs" color="fg.muted">
            {intl.formatMessage(
              { id: 'realName.liveness.stepOf' },
              { n: step, total: challenge.steps.length },
            )}
          </Text>
        )}
        <Text fontWeight="medium">{message}</Text>
      </Box>
      {running && cameraProblem === null && (
        <Text fontSize="xs" color="fg.muted" textAlign="center" aria-hidden>
          {intl.formatMessage(
            { id: 'realName.liveness.secondsLeft' },
            { n: secondsLeft(state, now) },
          )}
        </Text>
      )}
      {(prompt === 'timedOut' || trouble) && (
        <HStack justify="center">
          <Button variant="outline" onClick={props.onAgain} data-testid={`${testId}-again`}>
            <LuRefreshCw />
            {intl.formatMessage({ id: 'realName.liveness.again' })}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
