/**
 * The in-browser face detector: @mediapipe/face_detection, served by our own server and run in a
 * hidden frame holding FACE_DETECTOR_PAGE (see detectorFrame.ts for why a frame of its own).
 */
import { FACE_DETECTOR_PAGE } from './faceDetectionPath';
import type { DetectedFace } from './faceScore';

/** What the detector's page offers the app. */
export interface FrameDetector {
  /** Settles once the runtime and the model are loaded; rejects when they cannot be. */
  ready: Promise<void>;
  /** The number of faces in the video's current frame. */
  detect(frame: HTMLVideoElement): Promise<number>;
  /** The faces in the video's current frame with their keypoints. */
  faces(frame: HTMLVideoElement): Promise<DetectedFace[]>;
  reset(): void;
}

/** Finds the faces of a video frame with their keypoints (the movement challenge's poses). */
export interface PoseTracker {
  faces(frame: HTMLVideoElement): Promise<DetectedFace[]>;
  reset(): void;
}

/** Counts the faces in a video frame. */
export interface FaceTracker {
  /** The number of faces in the frame; rejects when the detector fails. */
  detect(frame: HTMLVideoElement): Promise<number>;
  /** Forgets the previous frames (a new camera session starts). */
  reset(): void;
}

/** Loading the runtime and the model takes a few seconds; longer means it will not come. */
const LOAD_TIMEOUT_MS = 30_000;

function openFrame(): Promise<FrameDetector> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.src = FACE_DETECTOR_PAGE;
    frame.title = 'face detector';
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    // Out of sight but rendered (a frame that is display:none may get no WebGL).
    Object.assign(frame.style, {
      position: 'fixed',
      width: '1px',
      height: '1px',
      left: '-10px',
      top: '-10px',
      border: '0',
      opacity: '0',
      pointerEvents: 'none',
    });
    const timer = window.setTimeout(
      () => fail(new Error('the face detector timed out')),
      LOAD_TIMEOUT_MS,
    );
    function fail(error: Error) {
      window.clearTimeout(timer);
      frame.remove();
      reject(error);
    }
    frame.onerror = () => fail(new Error('the face detector page could not be loaded'));
    frame.onload = () => {
      const detector = (
        frame.contentWindow as (Window & { examhallFaceDetector?: FrameDetector }) | null
      )?.examhallFaceDetector;
      if (detector === undefined) {
        fail(new Error('the face detector page has no detector'));
        return;
      }
      detector.ready.then(
        () => {
          window.clearTimeout(timer);
          resolve(detector);
        },
        (e: unknown) => fail(e instanceof Error ? e : new Error(String(e))),
      );
    };
    document.body.appendChild(frame);
  });
}

let sharedFrame: Promise<FrameDetector> | null = null;

/** The page's one detector frame; a failed load is tried again next time. */
function detectorFrame(): Promise<FrameDetector> {
  if (sharedFrame === null) {
    sharedFrame = openFrame().catch((e: unknown) => {
      sharedFrame = null;
      throw e;
    });
  }
  return sharedFrame;
}

/** The page's one detector, for the poses of the movement challenge. */
export async function loadPoseTracker(): Promise<PoseTracker> {
  const detector = await detectorFrame();
  return { faces: (frame) => detector.faces(frame), reset: () => detector.reset() };
}

let shared: Promise<FaceTracker> | null = null;

/**
 * The page's one detector, created on first use and kept for later dialogs (loading the wasm and
 * the model takes a moment). A failed load is tried again next time.
 */
export function loadFaceTracker(): Promise<FaceTracker> {
  if (shared === null) {
    shared = detectorFrame().then(
      (detector) => ({
        detect: (frame) => detector.detect(frame),
        reset: () => detector.reset(),
      }),
      (e: unknown) => {
        shared = null;
        throw e;
      },
    );
  }
  return shared;
}
