/**
 * The head's pose from MediaPipe face detection's six keypoints (right eye, left eye, nose tip,
 * mouth, right ear, left ear; normalised to the frame), in the raw unmirrored camera frame:
 *
 * - yaw: the nose tip's offset from the midpoint of the ears, in half ear spans. A head turned to
 *   its own left brings the nose towards the image's right edge: yaw grows.
 * - pitch: the nose tip's height over the line of the ears, in eye distances. Looking up raises
 *   the nose over the ears: pitch grows.
 *
 * Each challenge step compares the pose with the neutral one of the same person (frames[0]). The
 * thresholds were measured on a photo turned as a head (server/test/fixtures/face-motion.ts) and
 * the short-range model: a 20° turn moves yaw by 0.25, 10° by 0.2 or less; looking up 15° moves
 * pitch by 0.21, down 10° by -0.34.
 */

export type FaceStep = 'turn_left' | 'turn_right' | 'look_up' | 'look_down';
export const FACE_STEPS: readonly FaceStep[] = ['turn_left', 'turn_right', 'look_up', 'look_down'];

export interface Keypoint {
  x: number;
  y: number;
}

export interface FacePose {
  yaw: number;
  pitch: number;
}

/** How far a turn must move yaw from the neutral pose. */
export const TURN_THRESHOLD = 0.22;
/** How far a look up or down must move pitch from the neutral pose. */
export const LOOK_THRESHOLD = 0.2;
/** A neutral pose faces the camera: yaw within this of straight ahead. */
export const NEUTRAL_YAW = 0.12;
/** The pitch band a neutral pose is first looked for in (a head neither up nor down). */
export const NEUTRAL_PITCH_BAND: readonly [number, number] = [-0.22, 0.1];

const KEYPOINTS = 6;

/**
 * The pose of a face from its six keypoints, in a frame of `width` x `height` pixels; null when
 * the keypoints are missing or degenerate.
 */
export function estimatePose(
  keypoints: readonly Keypoint[],
  width: number,
  height: number,
): FacePose | null {
  if (keypoints.length < KEYPOINTS || width <= 0 || height <= 0) return null;
  const px = keypoints.slice(0, KEYPOINTS).map((k) => ({ x: k.x * width, y: k.y * height }));
  const [rightEye, leftEye, nose, , rightEar, leftEar] = px as [
    Keypoint,
    Keypoint,
    Keypoint,
    Keypoint,
    Keypoint,
    Keypoint,
  ];
  const eyeDistance = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  const halfEarSpan = Math.abs(leftEar.x - rightEar.x) / 2;
  if (eyeDistance < 1 || halfEarSpan < 1) return null;
  const earMidX = (leftEar.x + rightEar.x) / 2;
  const earMidY = (leftEar.y + rightEar.y) / 2;
  return {
    yaw: (nose.x - earMidX) / halfEarSpan,
    pitch: (earMidY - nose.y) / eyeDistance,
  };
}

/** Whether the pose faces the camera (`strict`: also neither up nor down). */
export function isNeutral(pose: FacePose, strict: boolean): boolean {
  if (Math.abs(pose.yaw) > NEUTRAL_YAW) return false;
  if (!strict) return true;
  return pose.pitch >= NEUTRAL_PITCH_BAND[0] && pose.pitch <= NEUTRAL_PITCH_BAND[1];
}

/** Whether the pose, compared with the neutral one, shows the step's movement. */
export function stepReached(step: FaceStep, pose: FacePose, neutral: FacePose): boolean {
  const yaw = pose.yaw - neutral.yaw;
  const pitch = pose.pitch - neutral.pitch;
  switch (step) {
    case 'turn_left':
      return yaw >= TURN_THRESHOLD;
    case 'turn_right':
      return yaw <= -TURN_THRESHOLD;
    case 'look_up':
      return pitch >= LOOK_THRESHOLD;
    case 'look_down':
      return pitch <= -LOOK_THRESHOLD;
  }
}

export function isFaceStep(value: string): value is FaceStep {
  return (FACE_STEPS as readonly string[]).includes(value);
}
