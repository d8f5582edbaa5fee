import { describe, expect, it } from 'vitest';
import { countFaces, detectionScore, MIN_FACE_SCORE } from './faceScore';

const box = { xCenter: 0.5, yCenter: 0.5, width: 0.2, height: 0.3, rotation: 0, rectId: 0 };

describe('face scores', () => {
  it("reads the score from the compiled package's classification list", () => {
    // @mediapipe/face_detection 0.4.1657300184 names the list and the score field in its build.
    const detection = { boundingBox: box, landmarks: [], Z: [{ index: 0, ma: 0.93 }] };
    expect(detectionScore(detection)).toBeCloseTo(0.93);
  });

  it('reads a plain score, as a number or a list', () => {
    expect(detectionScore({ boundingBox: box, score: 0.4 })).toBe(0.4);
    expect(detectionScore({ boundingBox: box, score: [0.7] })).toBe(0.7);
  });

  it('counts a detection without a readable score', () => {
    expect(detectionScore({ boundingBox: box, landmarks: [{ index: 1, x: 0 }] })).toBe(1);
  });

  it('counts only faces scoring at least the minimum', () => {
    const results = {
      detections: [
        { boundingBox: box, score: 0.95 },
        { boundingBox: box, score: MIN_FACE_SCORE },
        { boundingBox: box, score: MIN_FACE_SCORE - 0.01 },
      ],
    };
    expect(countFaces(results)).toBe(2);
    expect(countFaces({})).toBe(0);
  });
});
