/**
 * Where the face detector's runtime (@mediapipe/face_detection: the loader script, wasm, model and
 * graph files) is served. The build copies the files there (client/vite/faceDetectionAssets.ts);
 * the browser loads them from our own server, never from a CDN.
 */
export const FACE_DETECTION_DIR = 'mediapipe/face_detection';

/**
 * The page the detector runs in, inside a hidden frame of the app. The runtime's wasm glue builds
 * functions from strings, which the app's content security policy forbids; the server relaxes the
 * policy for this one static page only, so the app itself keeps the strict one.
 */
export const FACE_DETECTOR_PAGE = '/face-detector.html';
