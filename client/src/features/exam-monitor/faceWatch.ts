/**
 * Watching for the learner's face during the exam: while the detector sees no face, the learner
 * is warned, first after a short grace (one missed frame is not a missing face), then every 10 s
 * for as long as it lasts.
 */

/** A face missing this long gets the first warning. */
export const MISSING_GRACE_MS = 1500;
/** While the face stays missing, the warning is repeated this often. */
export const WARN_EVERY_MS = 10_000;

export interface FaceWatch {
  /** Since when no face has been seen; null while one is. */
  missingSince: number | null;
  /** When the last warning was given during this absence. */
  warnedAt: number | null;
}

export const FACE_PRESENT: FaceWatch = { missingSince: null, warnedAt: null };

/** A detection of `faces` faces at `at`: the next state and whether to warn now. */
export function watchFace(
  state: FaceWatch,
  faces: number,
  at: number,
): { state: FaceWatch; warn: boolean } {
  if (faces > 0) return { state: FACE_PRESENT, warn: false };
  const missingSince = state.missingSince ?? at;
  if (at - missingSince < MISSING_GRACE_MS) {
    return { state: { missingSince, warnedAt: state.warnedAt }, warn: false };
  }
  if (state.warnedAt === null || at - state.warnedAt >= WARN_EVERY_MS) {
    return { state: { missingSince, warnedAt: at }, warn: true };
  }
  return { state: { missingSince, warnedAt: state.warnedAt }, warn: false };
}
