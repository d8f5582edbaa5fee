/**
 * The movement challenge's state machine. First the person faces the camera: two steady
 * detections of one face looking straight ahead give frames[0] and the neutral pose. Then, step by
 * step, a detection showing the step's movement (compared with the neutral pose) asks for a frame,
 * and FRAMES_PER_STEP frames at least FRAME_GAP_MS apart finish the step. The challenge ends when
 * every step has its frames, or times out at its deadline.
 */
import { isNeutral, stepReached, type FacePose, type FaceStep } from './facePose';

export const FRAMES_PER_STEP = 2;
/** The least time between two frames of one step. */
export const FRAME_GAP_MS = 150;
/** For this long a neutral pose must also be neither up nor down; later, facing ahead is enough. */
export const STRICT_NEUTRAL_MS = 3000;
/** Two detections this close in pose are steady. */
const STEADY = 0.06;

export type LivenessPhase = 'neutral' | 'step' | 'done' | 'timedOut';
export type FaceView = 'none' | 'one' | 'several';

export interface LivenessState {
  phase: LivenessPhase;
  steps: readonly FaceStep[];
  stepIndex: number;
  startedAt: number;
  deadline: number;
  /** The neutral pose (frames[0]'s), once taken. */
  neutral: FacePose | null;
  /** The pose of the last detection of one face. */
  lastPose: FacePose | null;
  view: FaceView | null;
  /** The next camera frame is wanted (the pose asks for it). */
  wantFrame: boolean;
  /** The pose the wanted frame was asked for. */
  wantedPose: FacePose | null;
  frames: string[];
  /** Frames taken of the current step. */
  stepFrames: number;
  lastFrameAt: number;
}

export type LivenessEvent =
  | { type: 'detected'; faces: number; pose: FacePose | null; at: number }
  | { type: 'frame'; image: string; at: number }
  | { type: 'tick'; at: number };

export function startLiveness(
  steps: readonly FaceStep[],
  now: number,
  validMs: number,
): LivenessState {
  return {
    phase: 'neutral',
    steps,
    stepIndex: 0,
    startedAt: now,
    deadline: now + validMs,
    neutral: null,
    lastPose: null,
    view: null,
    wantFrame: false,
    wantedPose: null,
    frames: [],
    stepFrames: 0,
    lastFrameAt: 0,
  };
}

const running = (s: LivenessState) => s.phase === 'neutral' || s.phase === 'step';

function steady(a: FacePose | null, b: FacePose): boolean {
  return a !== null && Math.abs(a.yaw - b.yaw) < STEADY && Math.abs(a.pitch - b.pitch) < STEADY;
}

export function livenessReducer(state: LivenessState, event: LivenessEvent): LivenessState {
  if (!running(state)) return state;
  if (event.at >= state.deadline) return { ...state, phase: 'timedOut', wantFrame: false };
  switch (event.type) {
    case 'tick':
      return state;
    case 'detected': {
      const view: FaceView = event.faces <= 0 ? 'none' : event.faces === 1 ? 'one' : 'several';
      const pose = view === 'one' ? event.pose : null;
      const next = { ...state, view, lastPose: pose };
      if (pose === null || state.wantFrame) return next;
      if (state.phase === 'neutral') {
        const strict = event.at - state.startedAt < STRICT_NEUTRAL_MS;
        if (isNeutral(pose, strict) && steady(state.lastPose, pose)) {
          return { ...next, wantFrame: true, wantedPose: pose };
        }
        return next;
      }
      const step = state.steps[state.stepIndex];
      if (
        step !== undefined &&
        state.neutral !== null &&
        stepReached(step, pose, state.neutral) &&
        event.at - state.lastFrameAt >= FRAME_GAP_MS
      ) {
        return { ...next, wantFrame: true, wantedPose: pose };
      }
      return next;
    }
    case 'frame': {
      if (!state.wantFrame) return state;
      const frames = [...state.frames, event.image];
      const taken = { ...state, frames, wantFrame: false, wantedPose: null, lastFrameAt: event.at };
      if (state.phase === 'neutral') {
        return { ...taken, phase: 'step', neutral: state.wantedPose, stepIndex: 0, stepFrames: 0 };
      }
      const stepFrames = state.stepFrames + 1;
      if (stepFrames < FRAMES_PER_STEP) return { ...taken, stepFrames };
      const stepIndex = state.stepIndex + 1;
      if (stepIndex >= state.steps.length) return { ...taken, phase: 'done', stepFrames: 0 };
      return { ...taken, stepIndex, stepFrames: 0 };
    }
  }
}

/** What the person is asked to do now (the live region says it). */
export type LivenessPrompt = 'noFace' | 'several' | 'lookAtCamera' | FaceStep | 'done' | 'timedOut';

export function livenessPrompt(state: LivenessState): LivenessPrompt {
  if (state.phase === 'done') return 'done';
  if (state.phase === 'timedOut') return 'timedOut';
  if (state.view === 'several') return 'several';
  if (state.phase === 'neutral') return state.view === 'one' ? 'lookAtCamera' : 'noFace';
  const step = state.steps[state.stepIndex];
  return step ?? 'done';
}

/** Seconds left before the challenge times out (for the countdown). */
export function secondsLeft(state: LivenessState, now: number): number {
  return Math.max(0, Math.ceil((state.deadline - now) / 1000));
}
