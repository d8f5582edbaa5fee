import { describe, expect, it } from 'vitest';
import {
  turnFaceRgb,
  turningHeadPoses,
  type FaceModel,
  type RgbImage,
} from './fixtures/face-motion.ts';

const SIZE = 200;
const FACE: FaceModel = {
  cx: 100,
  cy: 100,
  rx: 80,
  ry: 90,
  noseX: 100,
  noseY: 105,
  noseDepth: 0.35,
};

/** A grey picture with a red mark on the nose tip and a green one on the left cheek. */
function markedFace(): RgbImage {
  const data = Buffer.alloc(SIZE * SIZE * 3, 128);
  const paint = (cx: number, cy: number, rgb: [number, number, number]) => {
    for (let y = cy - 2; y <= cy + 2; y++) {
      for (let x = cx - 2; x <= cx + 2; x++) data.set(rgb, (y * SIZE + x) * 3);
    }
  };
  paint(FACE.noseX, FACE.noseY, [255, 0, 0]);
  paint(60, 105, [0, 255, 0]);
  return { data, width: SIZE, height: SIZE };
}

/** The centre of the pixels of one pure colour channel. */
function markAt(image: RgbImage, channel: 0 | 1): { x: number; y: number } {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 3;
      const value = image.data[i + channel]!;
      const others = image.data[i + (channel === 0 ? 1 : 0)]! + image.data[i + 2]!;
      if (value > 200 && others < 120) {
        sx += x;
        sy += y;
        n += 1;
      }
    }
  }
  expect(n).toBeGreaterThan(0);
  return { x: sx / n, y: sy / n };
}

describe('turnFace', () => {
  it('moves the nose towards the image right for a turn to the own left, further than a cheek', () => {
    const before = markedFace();
    const after = turnFaceRgb(before, FACE, 30, 0);
    const nose = markAt(after, 0).x - markAt(before, 0).x;
    const cheek = markAt(after, 1).x - markAt(before, 1).x;
    expect(nose).toBeGreaterThan(0);
    expect(cheek).toBeGreaterThan(0);
    // The bump of 0.35 radii adds about 0.35 * sin(30°) radii to the nose's shift.
    expect(nose - cheek).toBeGreaterThan(0.1 * FACE.rx);
  });

  it('moves the nose up for a look up and leaves the picture as it was at rest', () => {
    const before = markedFace();
    expect(markAt(turnFaceRgb(before, FACE, 0, 20), 0).y).toBeLessThan(FACE.noseY - 20);
    expect(turnFaceRgb(before, FACE, 0, 0).data.toString('hex')).toBe(before.data.toString('hex'));
  });
});

describe('turningHeadPoses', () => {
  it('visits left, right, up and down once and comes back smoothly to the start', () => {
    const poses = turningHeadPoses({ yawDeg: 30, pitchDeg: 20, frameRate: 10, secondsPerMove: 1 });
    const loop = [...poses, poses[0]!];
    for (let i = 1; i < loop.length; i++) {
      const step = Math.hypot(
        loop[i]!.yawDeg - loop[i - 1]!.yawDeg,
        loop[i]!.pitchDeg - loop[i - 1]!.pitchDeg,
      );
      expect(step).toBeLessThanOrEqual(30 * (Math.PI / 2 / 10) + 1e-9);
    }
    expect(Math.max(...poses.map((p) => p.yawDeg))).toBe(30);
    expect(Math.min(...poses.map((p) => p.yawDeg))).toBe(-30);
    expect(Math.max(...poses.map((p) => p.pitchDeg))).toBe(20);
    expect(Math.min(...poses.map((p) => p.pitchDeg))).toBe(-20);
    const firstAt = (test: (p: { yawDeg: number; pitchDeg: number }) => boolean) =>
      poses.findIndex(test);
    const order = [
      firstAt((p) => p.yawDeg === 30),
      firstAt((p) => p.yawDeg === -30),
      firstAt((p) => p.pitchDeg === 20),
      firstAt((p) => p.pitchDeg === -20),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
