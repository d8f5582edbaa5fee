import type { CameraProblem } from './camera';

/** The frame is locked this long after the first detection of a face. */
export const LOCK_AFTER_MS = 2000;
/** With no photo this long after the camera started, the manual photo button appears. */
export const MANUAL_AFTER_MS = 10_000;

/** The in-browser face detector: loading, running, or failed (then only a manual photo works). */
export type Tracking = 'loading' | 'ready' | 'failed';
/** What the last detection saw. */
export type FaceView = 'none' | 'one' | 'several';

export interface CaptureState {
  phase: 'starting' | 'live' | 'locked' | 'failed';
  problem: CameraProblem | null;
  tracking: Tracking;
  /** The last detection's result; null before the first one. */
  view: FaceView | null;
  /** When the camera picture started (or the last retake). */
  liveSince: number | null;
  /** When a single face was first seen since then. */
  firstSeenAt: number | null;
  /** Time of the last detection or tick. */
  now: number;
  /** The locked frame as a data URL. */
  image: string | null;
  /** The frame was taken with the manual button. */
  manual: boolean;
}

export type CaptureEvent =
  | { type: 'cameraReady'; at: number }
  | { type: 'cameraFailed'; problem: CameraProblem }
  | { type: 'trackerReady' }
  | { type: 'trackerFailed' }
  | { type: 'detected'; faces: number; at: number }
  | { type: 'tick'; at: number }
  | { type: 'captured'; image: string; manual: boolean }
  | { type: 'retake'; at: number }
  | { type: 'restart' };

export const INITIAL_CAPTURE: CaptureState = {
  phase: 'starting',
  problem: null,
  tracking: 'loading',
  view: null,
  liveSince: null,
  firstSeenAt: null,
  now: 0,
  image: null,
  manual: false,
};

function viewOf(faces: number): FaceView {
  if (faces <= 0) return 'none';
  return faces === 1 ? 'one' : 'several';
}

/**
 * The capture's state machine: the camera starts (or fails with a named problem); the detector
 * loads alongside it (or fails, leaving the manual photo); the first single face starts a 2 s
 * wait, after which the next frame showing one face is locked. A retake starts over; a restart
 * opens a failed camera again.
 */
export function captureReducer(state: CaptureState, event: CaptureEvent): CaptureState {
  switch (event.type) {
    case 'cameraReady':
      if (state.phase !== 'starting') return state;
      return { ...state, phase: 'live', liveSince: event.at, now: event.at };
    case 'cameraFailed':
      return { ...state, phase: 'failed', problem: event.problem };
    case 'trackerReady':
      return state.tracking === 'loading' ? { ...state, tracking: 'ready' } : state;
    case 'trackerFailed':
      return { ...state, tracking: 'failed', view: null, firstSeenAt: null };
    case 'detected': {
      if (state.phase !== 'live' || state.tracking !== 'ready') return state;
      const view = viewOf(event.faces);
      const firstSeenAt = state.firstSeenAt ?? (view === 'one' ? event.at : null);
      return { ...state, view, firstSeenAt, now: event.at };
    }
    case 'tick':
      return state.phase === 'live' ? { ...state, now: Math.max(state.now, event.at) } : state;
    case 'captured':
      if (state.phase !== 'live') return state;
      return { ...state, phase: 'locked', image: event.image, manual: event.manual };
    case 'retake':
      if (state.phase !== 'locked') return state;
      return {
        ...state,
        phase: 'live',
        view: null,
        liveSince: event.at,
        firstSeenAt: null,
        now: event.at,
        image: null,
        manual: false,
      };
    case 'restart':
      // The camera is opened again after a failure; the detector keeps its state.
      return state.phase === 'failed' ? { ...INITIAL_CAPTURE, tracking: state.tracking } : state;
  }
}

/** The frame on screen now should be locked: one face, 2 s after the first one was seen. */
export function lockDue(state: CaptureState): boolean {
  return (
    state.phase === 'live' &&
    state.tracking === 'ready' &&
    state.view === 'one' &&
    state.firstSeenAt !== null &&
    state.now - state.firstSeenAt >= LOCK_AFTER_MS
  );
}

/** The manual photo button shows when tracking failed, or found no face to lock for a while. */
export function manualAvailable(state: CaptureState): boolean {
  if (state.phase !== 'live') return false;
  if (state.tracking === 'failed') return true;
  return state.liveSince !== null && state.now - state.liveSince >= MANUAL_AFTER_MS;
}

/** What the status line tells the user. */
export type CaptureStatus =
  | 'starting'
  | 'loading'
  | 'noFace'
  | 'several'
  | 'holdStill'
  | 'trackingFailed'
  | 'locked'
  | CameraProblem;

export function captureStatus(state: CaptureState): CaptureStatus {
  switch (state.phase) {
    case 'starting':
      return 'starting';
    case 'failed':
      return state.problem ?? 'failed';
    case 'locked':
      return 'locked';
    case 'live':
      if (state.tracking === 'failed') return 'trackingFailed';
      if (state.tracking === 'loading') return 'loading';
      if (state.view === 'several') return 'several';
      return state.view === 'one' ? 'holdStill' : 'noFace';
  }
}
