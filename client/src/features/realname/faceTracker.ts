/**
 * The in-browser face detector: @mediapipe/face_detection, served by our own server
 * (FACE_DETECTION_DIR). Its package is a Closure-compiled script that defines
 * `window.FaceDetection`; imported as a module it is undefined after a build, so it is loaded as
 * a classic script. `setOptions` takes the model but never `minDetectionConfidence` (the wasm
 * graph aborts on it): faces are filtered by score here instead.
 */
import { FACE_DETECTION_DIR } from './faceDetectionPath';

/** Detections scoring below this are not counted as faces. */
export const MIN_FACE_SCORE = 0.6;

interface MediapipeDetection {
  boundingBox?: unknown;
  [key: string]: unknown;
}

interface MediapipeResults {
  detections?: MediapipeDetection[];
}

interface MediapipeFaceDetection {
  setOptions(options: { model: 'short' | 'full'; selfieMode?: boolean }): void;
  onResults(listener: (results: MediapipeResults) => void): void;
  initialize(): Promise<void>;
  send(inputs: { image: HTMLVideoElement | HTMLCanvasElement | HTMLImageElement }): Promise<void>;
  reset(): void;
}

type MediapipeFaceDetectionClass = new (config: {
  locateFile: (file: string) => string;
}) => MediapipeFaceDetection;

declare global {
  interface Window {
    FaceDetection?: MediapipeFaceDetectionClass;
  }
}

/** Counts the faces in a video frame. */
export interface FaceTracker {
  /** The number of faces in the frame; rejects when the detector fails. */
  detect(frame: HTMLVideoElement): Promise<number>;
  /** Forgets the previous frames (a new camera session starts). */
  reset(): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A detection's score. The package's typings leave it out, and the compiled code keeps it in a
 * renamed list of classifications ({ index, <score>, label, displayName }); a plain `score` is
 * read when present. A detection without a readable score counts as a face.
 */
export function detectionScore(detection: MediapipeDetection): number {
  const plain = detection.score;
  if (typeof plain === 'number') return plain;
  if (Array.isArray(plain) && typeof plain[0] === 'number') return plain[0];
  for (const [key, value] of Object.entries(detection)) {
    if (key === 'boundingBox' || key === 'landmarks' || !Array.isArray(value)) continue;
    const first: unknown = value[0];
    if (!isRecord(first) || !('index' in first)) continue;
    for (const [field, v] of Object.entries(first)) {
      if (field !== 'index' && typeof v === 'number') return v;
    }
  }
  return 1;
}

export function countFaces(results: MediapipeResults, minScore = MIN_FACE_SCORE): number {
  return (results.detections ?? []).filter((d) => detectionScore(d) >= minScore).length;
}

function runtimeUrl(file: string): string {
  return `${import.meta.env.BASE_URL}${FACE_DETECTION_DIR}/${file}`;
}

function loadScript(): Promise<MediapipeFaceDetectionClass> {
  if (window.FaceDetection !== undefined) return Promise.resolve(window.FaceDetection);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = runtimeUrl('face_detection.js');
    script.async = true;
    script.onload = () => {
      if (window.FaceDetection !== undefined) resolve(window.FaceDetection);
      else reject(new Error('face_detection.js did not define FaceDetection'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('face_detection.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
}

async function createTracker(): Promise<FaceTracker> {
  const FaceDetection = await loadScript();
  const detector = new FaceDetection({ locateFile: runtimeUrl });
  detector.setOptions({ model: 'short', selfieMode: false });
  let latest: MediapipeResults = {};
  detector.onResults((results) => {
    latest = results;
  });
  await detector.initialize();
  // One frame at a time: the graph is not re-entrant.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    detect(frame) {
      const run = queue.then(async () => {
        latest = {};
        await detector.send({ image: frame });
        return countFaces(latest);
      });
      queue = run.catch(() => undefined);
      return run;
    },
    reset() {
      detector.reset();
    },
  };
}

let shared: Promise<FaceTracker> | null = null;

/**
 * The page's one detector, created on first use and kept for later dialogs (loading the wasm and
 * the model takes a moment). A failed load is tried again next time.
 */
export function loadFaceTracker(): Promise<FaceTracker> {
  if (shared === null) {
    shared = createTracker().catch((e: unknown) => {
      shared = null;
      throw e;
    });
  }
  return shared;
}
