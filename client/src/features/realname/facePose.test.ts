import { describe, expect, it } from 'vitest';
import {
  estimatePose,
  isNeutral,
  stepReached,
  type FacePose,
  type FaceStep,
  type Keypoint,
} from './facePose';

const W = 640;
const H = 480;

/**
 * MediaPipe's keypoints (pixels of a 640x480 frame) measured on Grace Hopper's photo turned as a
 * head by server/test/fixtures/face-motion.ts: yaw to her own left positive, pitch up positive.
 */
const MEASURED: Record<string, number[][]> = {
  neutral: [
    [287, 159],
    [371, 160],
    [329, 196],
    [327, 242],
    [238, 190],
    [416, 193],
  ],
  left10: [
    [308, 161],
    [390, 157],
    [357, 194],
    [356, 240],
    [253, 196],
    [425, 187],
  ],
  left30: [
    [344, 167],
    [415, 163],
    [390, 199],
    [389, 239],
    [292, 197],
    [444, 187],
  ],
  right20: [
    [253, 161],
    [334, 163],
    [284, 198],
    [285, 242],
    [220, 188],
    [390, 197],
  ],
  right30: [
    [241, 163],
    [314, 166],
    [263, 204],
    [265, 243],
    [217, 183],
    [373, 194],
  ],
  up10: [
    [286, 137],
    [365, 136],
    [324, 167],
    [324, 213],
    [243, 173],
    [409, 172],
  ],
  up20: [
    [291, 118],
    [363, 118],
    [331, 135],
    [330, 180],
    [245, 161],
    [397, 160],
  ],
  down5: [
    [287, 170],
    [370, 168],
    [328, 212],
    [329, 253],
    [244, 194],
    [418, 191],
  ],
  down10: [
    [289, 188],
    [369, 188],
    [329, 235],
    [330, 271],
    [246, 204],
    [414, 203],
  ],
};

function pose(name: string): FacePose {
  const keypoints: Keypoint[] = MEASURED[name]!.map(([x, y]) => ({ x: x! / W, y: y! / H }));
  const p = estimatePose(keypoints, W, H);
  expect(p).not.toBeNull();
  return p!;
}

describe('estimatePose', () => {
  it('reads a face looking at the camera as straight ahead', () => {
    const p = pose('neutral');
    expect(Math.abs(p.yaw)).toBeLessThan(0.05);
    expect(isNeutral(p, true)).toBe(true);
  });

  it('gives the sign of the contract: nose to the image right is a turn to the own left, up is up', () => {
    expect(pose('left30').yaw).toBeGreaterThan(pose('neutral').yaw);
    expect(pose('right30').yaw).toBeLessThan(pose('neutral').yaw);
    expect(pose('up20').pitch).toBeGreaterThan(pose('neutral').pitch);
    expect(pose('down10').pitch).toBeLessThan(pose('neutral').pitch);
  });

  it('refuses missing or degenerate keypoints', () => {
    expect(estimatePose([], W, H)).toBeNull();
    const same = Array.from({ length: 6 }, () => ({ x: 0.5, y: 0.5 }));
    expect(estimatePose(same, W, H)).toBeNull();
    expect(estimatePose(same, 0, H)).toBeNull();
  });
});

describe('stepReached', () => {
  const neutral = pose('neutral');
  const cases: Array<[FaceStep, string, boolean]> = [
    ['turn_left', 'left30', true],
    ['turn_left', 'left10', false],
    ['turn_left', 'right30', false],
    ['turn_right', 'right30', true],
    ['turn_right', 'right20', true],
    ['turn_right', 'left30', false],
    ['look_up', 'up20', true],
    ['look_up', 'up10', false],
    ['look_up', 'down10', false],
    ['look_down', 'down10', true],
    ['look_down', 'down5', false],
    ['look_down', 'up20', false],
  ];
  it.each(cases)('%s with the pose %s: %s', (step, name, reached) => {
    expect(stepReached(step, pose(name), neutral)).toBe(reached);
  });

  it('a pose is not neutral when turned, nor (strictly) when looking up', () => {
    expect(isNeutral(pose('left30'), false)).toBe(false);
    const upAhead = { ...pose('up20'), yaw: 0 };
    expect(isNeutral(upAhead, false)).toBe(true);
    expect(isNeutral(upAhead, true)).toBe(false);
  });
});
