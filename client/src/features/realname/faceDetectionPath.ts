/**
 * Where the face detector's runtime (@mediapipe/face_detection: the loader script, wasm, model and
 * graph files) is served, below the app's base. The build copies the files there
 * (client/vite/faceDetectionAssets.ts); the browser loads them from our own server.
 */
export const FACE_DETECTION_DIR = 'mediapipe/face_detection';
