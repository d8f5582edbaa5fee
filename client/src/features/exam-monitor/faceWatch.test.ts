import { describe, expect, it } from 'vitest';
import {
  FACE_PRESENT,
  MISSING_GRACE_MS,
  WARN_EVERY_MS,
  watchFace,
  type FaceWatch,
} from './faceWatch';

function run(detections: Array<[faces: number, at: number]>): number[] {
  let state: FaceWatch = FACE_PRESENT;
  const warnings: number[] = [];
  for (const [faces, at] of detections) {
    const r = watchFace(state, faces, at);
    state = r.state;
    if (r.warn) warnings.push(at);
  }
  return warnings;
}

describe('the face watch', () => {
  it('warns after the grace and then every 10 s while no face is seen', () => {
    const seconds = Array.from({ length: 25 }, (_, i): [number, number] => [0, i * 1000]);
    expect(run(seconds)).toEqual([2000, 12_000, 22_000]);
    expect(MISSING_GRACE_MS).toBeLessThanOrEqual(2000);
    expect(WARN_EVERY_MS).toBe(10_000);
  });

  it('forgets the absence when a face comes back', () => {
    expect(
      run([
        [0, 0],
        [1, 1000],
        [0, 2000],
        [0, 3000],
        [0, 4000],
        [1, 5000],
        [0, 6000],
        [0, 8000],
      ]),
    ).toEqual([4000, 8000]);
  });

  it('does not warn while a face is seen', () => {
    expect(
      run([
        [1, 0],
        [2, 20_000],
        [1, 40_000],
      ]),
    ).toEqual([]);
  });
});
