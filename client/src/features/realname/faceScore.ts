/** Detections scoring below this are not counted as faces. */
export const MIN_FACE_SCORE = 0.6;

export interface MediapipeDetection {
  boundingBox?: unknown;
  [key: string]: unknown;
}

export interface MediapipeResults {
  detections?: MediapipeDetection[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A detection's score. The package's typings leave it out, and its compiled code keeps it in a
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

/** The faces of a result: detections scoring at least `minScore`. */
export function countFaces(results: MediapipeResults, minScore = MIN_FACE_SCORE): number {
  return (results.detections ?? []).filter((d) => detectionScore(d) >= minScore).length;
}

/** A face the detector found: its score and its six keypoints (normalised to the frame). */
export interface DetectedFace {
  score: number;
  keypoints: Array<{ x: number; y: number }>;
}

function keypointsOf(detection: MediapipeDetection): Array<{ x: number; y: number }> {
  const landmarks = detection.landmarks;
  if (!Array.isArray(landmarks)) return [];
  return landmarks.flatMap((l: unknown) =>
    isRecord(l) && typeof l.x === 'number' && typeof l.y === 'number' ? [{ x: l.x, y: l.y }] : [],
  );
}

/** The faces of a result scoring at least `minScore`, with their keypoints. */
export function facesOf(results: MediapipeResults, minScore = MIN_FACE_SCORE): DetectedFace[] {
  return (results.detections ?? [])
    .map((d) => ({ score: detectionScore(d), keypoints: keypointsOf(d) }))
    .filter((f) => f.score >= minScore);
}
