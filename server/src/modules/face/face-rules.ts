/**
 * The rules every engine applies the same way: which detections make "exactly one usable face",
 * and when the best of several candidates counts as a match.
 */
import type { FaceRankingResult, FaceRefused } from './face-engine.ts';

/**
 * A face narrower than this many pixels (in the image as analysed, at most 1024 px on its longest
 * side) carries too little detail to be recognised reliably.
 */
export const MIN_FACE_PX = 64;

export interface DetectedBox {
  /** x, y, width, height in the analysed image's pixels. */
  box: readonly [number, number, number, number];
  score: number;
}

/**
 * Picks the one usable face: two or more faces of usable size are `multiple_faces`; faces below
 * MIN_FACE_PX (people far in the background) are ignored unless no usable face remains, which is
 * `face_too_small`; no detection at all is `no_face`.
 */
export function pickOneFace<T extends DetectedBox>(faces: readonly T[]): T | FaceRefused {
  if (faces.length === 0) return { ok: false, reason: 'no_face' };
  const usable = faces.filter((f) => Math.min(f.box[2], f.box[3]) >= MIN_FACE_PX);
  if (usable.length > 1) return { ok: false, reason: 'multiple_faces' };
  if (usable.length === 0) return { ok: false, reason: 'face_too_small' };
  return usable[0]!;
}

/** A box in analysed pixels mapped onto the upright original (scale = original / analysed). */
export function toOriginalBox(
  box: readonly [number, number, number, number],
  scale: number,
  width: number,
  height: number,
): { x: number; y: number; width: number; height: number } {
  const x = Math.max(0, Math.round(box[0] * scale));
  const y = Math.max(0, Math.round(box[1] * scale));
  return {
    x,
    y,
    width: Math.max(0, Math.min(width - x, Math.round(box[2] * scale))),
    height: Math.max(0, Math.min(height - y, Math.round(box[3] * scale))),
  };
}

/**
 * Ranks candidate scores (a key seen twice keeps its best score). The best one matches when it
 * reaches the threshold and leads the runner-up by at least `margin`, so a face that resembles
 * two enrolled people logs in as neither.
 */
export function rankCandidates(
  scores: ReadonlyArray<{ key: string; similarity: number }>,
  threshold: number,
  margin: number,
): FaceRankingResult {
  const best = new Map<string, number>();
  for (const s of scores) best.set(s.key, Math.max(best.get(s.key) ?? 0, s.similarity));
  const ranked = [...best]
    .map(([key, similarity]) => ({ key, similarity }))
    .sort((a, b) => b.similarity - a.similarity);
  const first = ranked[0] ?? null;
  const second = ranked[1] ?? null;
  const matched =
    first !== null &&
    first.similarity >= threshold &&
    (second === null || first.similarity - second.similarity >= margin);
  return { ok: true, best: first, runnerUp: second, matched };
}
