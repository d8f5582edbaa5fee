/**
 * The face detector's page (FACE_DETECTOR_PAGE), loaded in a hidden frame by faceTracker.ts. It
 * runs @mediapipe/face_detection: a Closure-compiled script, loaded as a classic script (as a
 * module it is undefined after a build), that defines `window.FaceDetection`.
 * `setOptions` takes the model but never `minDetectionConfidence` (the wasm graph aborts on it):
 * faces are filtered by score instead. The app calls `window.examhallFaceDetector` directly
 * (same origin); frames are copied onto a canvas of this page first.
 */
import { FACE_DETECTION_DIR } from './faceDetectionPath';
import { facesOf, type MediapipeResults } from './faceScore';
import type { FrameDetector } from './faceTracker';

interface MediapipeFaceDetection {
  setOptions(options: { model: 'short' | 'full'; selfieMode?: boolean }): void;
  onResults(listener: (results: MediapipeResults) => void): void;
  initialize(): Promise<void>;
  send(inputs: { image: HTMLCanvasElement }): Promise<void>;
  reset(): void;
}

type MediapipeFaceDetectionClass = new (config: {
  locateFile: (file: string) => string;
}) => MediapipeFaceDetection;

const host = window as Window & {
  FaceDetection?: MediapipeFaceDetectionClass;
  examhallFaceDetector?: FrameDetector;
};

let latest: MediapipeResults = {};
const canvas = document.createElement('canvas');

const runtimeUrl = (file: string) => `/${FACE_DETECTION_DIR}/${file}`;

function loadRuntime(): Promise<MediapipeFaceDetectionClass> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = runtimeUrl('face_detection.js');
    script.onload = () => {
      if (host.FaceDetection !== undefined) resolve(host.FaceDetection);
      else reject(new Error('face_detection.js did not define FaceDetection'));
    };
    script.onerror = () => reject(new Error('face_detection.js could not be loaded'));
    document.head.appendChild(script);
  });
}

const ready: Promise<MediapipeFaceDetection> = (async () => {
  const FaceDetection = await loadRuntime();
  const detector = new FaceDetection({ locateFile: runtimeUrl });
  detector.setOptions({ model: 'short', selfieMode: false });
  detector.onResults((results) => {
    latest = results;
  });
  await detector.initialize();
  return detector;
})();
// The app reads the failure through `ready`; nothing else should report it.
ready.catch(() => undefined);

// One frame at a time: the graph is not re-entrant.
let queue: Promise<unknown> = Promise.resolve();

/** The faces of the video's current frame, one frame at a time. */
function detectFaces(frame: HTMLVideoElement) {
  const run = queue.then(async () => {
    const detector = await ready;
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d canvas');
    context.drawImage(frame, 0, 0, canvas.width, canvas.height);
    latest = {};
    await detector.send({ image: canvas });
    return facesOf(latest);
  });
  queue = run.catch(() => undefined);
  return run;
}

host.examhallFaceDetector = {
  ready: ready.then(() => undefined),
  async detect(frame) {
    return (await detectFaces(frame)).length;
  },
  faces: detectFaces,
  reset() {
    void ready.then((detector) => detector.reset());
  },
};
