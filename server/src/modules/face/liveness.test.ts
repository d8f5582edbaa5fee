/**
 * Liveness on the real local model, with pictures the test makes from a real photo: a photo shown
 * on a screen or printed and filmed again, an edited copy of the approved photo, a flat photo waved
 * at the camera, and a head that really turns (an ellipsoid head with a nose, face-motion.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRACE_FACE, turnFace } from '../../../test/fixtures/face-motion.ts';
import {
  facePhoto,
  facePhotosAvailable,
  samePersonVariant,
} from '../../../test/fixtures/face-photos.ts';
import {
  editedCopy,
  flatWarpBurst,
  printRecapture,
  screenRecapture,
} from '../../../test/fixtures/face-spoofs.ts';
import { LocalFaceEngine } from './local/local-engine.ts';
import { FaceModelThread } from './local/model-thread.ts';
import { LivenessJudge } from './liveness.ts';
import type { FaceStep } from './liveness-motion.ts';

const THRESHOLD = 0.7;

/** The head pose (yaw, pitch in degrees) that shows each step, as the person makes it. */
const POSE: Record<FaceStep, [number, number]> = {
  turn_left: [30, 0],
  turn_right: [-30, 0],
  look_up: [0, 20],
  look_down: [0, -20],
};

describe.skipIf(!facePhotosAvailable())('liveness on the local model', () => {
  const thread = new FaceModelThread();
  const engine = new LocalFaceEngine(thread, { matchThreshold: THRESHOLD, runnerUpMargin: 0.05 });
  const judge = new LivenessJudge(engine, THRESHOLD);
  let grace: Buffer;
  /** The approved photo: the same person at another moment (the head a little turned). */
  let approved: Buffer;

  /** A burst that follows the steps: facing the camera, then two frames per step. */
  async function burstFor(steps: readonly FaceStep[]): Promise<Buffer[]> {
    const frames = [grace];
    for (const step of steps) {
      const [yaw, pitch] = POSE[step];
      frames.push(await turnFace(grace, GRACE_FACE, yaw * 0.9, pitch * 0.9));
      frames.push(await turnFace(grace, GRACE_FACE, yaw, pitch));
    }
    return frames;
  }

  beforeAll(async () => {
    grace = await facePhoto('grace');
    approved = await turnFace(grace, GRACE_FACE, 12, -8);
  }, 120_000);
  afterAll(() => thread.close());

  it('passes a real face and its ordinary edits at the default level', async () => {
    for (const image of [grace, await samePersonVariant(grace, 'low-quality')]) {
      expect(await engine.checkPresence(image, 'normal')).toMatchObject({ ok: true, live: true });
    }
  });

  it('refuses a photo shown on a screen and a printed photo, filmed again', async () => {
    for (const spoof of [await screenRecapture(grace), await printRecapture(grace)]) {
      const judged = await engine.checkPresence(spoof, 'normal');
      expect(judged).toMatchObject({ ok: true, live: false });
      expect(await judge.judge(engine, 'normal', { image: spoof })).toEqual({
        ok: false,
        error: 'FACE_NOT_LIVE',
      });
    }
  });

  it('tells an edited copy of the approved photo from a new capture of the person', async () => {
    expect(await judge.isReplay(await editedCopy(approved), approved)).toBe(true);
    expect(await judge.isReplay(await samePersonVariant(approved, 'noise'), approved)).toBe(true);
    expect(await judge.isReplay(approved, approved)).toBe(true);
    expect(await judge.isReplay(grace, approved)).toBe(false);
  });

  it('passes a head that turns as the challenge asked, in order, for every step', async () => {
    const challenges: FaceStep[][] = [
      ['turn_left', 'look_up', 'turn_right'],
      ['look_down', 'turn_right', 'look_up'],
    ];
    for (const steps of challenges) {
      const frames = await burstFor(steps);
      const verdict = await judge.judge(engine, 'normal', {
        image: grace,
        challenge: { steps, frames },
      });
      expect(verdict).toEqual({ ok: true });
    }
  }, 120_000);

  it('refuses a single image, the steps in another order and a burst of another person', async () => {
    const steps: FaceStep[] = ['turn_right', 'look_down', 'turn_left'];
    const still = { image: grace, challenge: { steps, frames: [grace, grace, grace, grace] } };
    expect(await judge.judge(engine, 'normal', still)).toMatchObject({ ok: false });

    const otherOrder = await burstFor(['turn_left', 'look_down', 'turn_right']);
    expect(
      await judge.judge(engine, 'normal', {
        image: grace,
        challenge: { steps, frames: otherOrder },
      }),
    ).toEqual({ ok: false, error: 'FACE_CHALLENGE_FAILED' });

    const someoneElse = await facePhoto('messi');
    const frames = await burstFor(steps);
    expect(
      await judge.judge(engine, 'normal', { image: someoneElse, challenge: { steps, frames } }),
    ).toEqual({ ok: false, error: 'FACE_CHALLENGE_FAILED' });
  }, 120_000);

  it('refuses one photo moved, tilted and zoomed in front of the camera (no parallax)', async () => {
    const frames = await flatWarpBurst(grace, 8);
    for (const steps of [['turn_left'], ['look_down']] as FaceStep[][]) {
      const verdict = await judge.judge(engine, 'normal', {
        image: frames[0]!,
        challenge: { steps, frames },
      });
      expect(verdict.ok).toBe(false);
    }
  }, 120_000);

  it('refuses a burst in which one frame is a photo on a screen', async () => {
    const steps: FaceStep[] = ['turn_left', 'look_up', 'turn_right'];
    const frames = await burstFor(steps);
    frames[3] = await screenRecapture(frames[3]!);
    expect(
      await judge.judge(engine, 'normal', { image: grace, challenge: { steps, frames } }),
    ).toEqual({
      ok: false,
      error: 'FACE_NOT_LIVE',
    });
  });
});
