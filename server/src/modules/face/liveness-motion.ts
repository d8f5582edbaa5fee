/**
 * Active liveness: the frames a person sent while following a movement challenge. They pass when
 * the same person is in every frame, the head moved as each step asked, in order, and the motion
 * had parallax (the nose left the plane of the face's outline), which a photo moved, tilted or
 * zoomed in front of the camera never has.
 */
import type { FaceEvidence } from './local/local-engine.ts';
import { cosineSimilarity } from './local/local-engine.ts';
import { facePose, noseParallax } from './liveness-face-geometry.ts';

/** The movements a challenge asks for, as the person sees them (their own left). */
export const FACE_STEPS = ['turn_left', 'turn_right', 'look_up', 'look_down'] as const;
export type FaceStep = (typeof FACE_STEPS)[number];

/**
 * How far the nose must move from the first frame, as a share of the face's width (turns) or
 * height (looks): about 18 degrees of a head's turn and 10 degrees of a nod. A flat photo tilted
 * as far as a hand tilts it moved the nose by 0.08 of the width and 0.04 of the height at most.
 */
export const TURN_SHIFT = 0.15;
export const LOOK_SHIFT = 0.08;
/**
 * The least nose parallax of the frames that showed the steps: flat pictures moved, tilted and
 * zoomed measured up to 0.04 (the mesh's noise under strong perspective); a head turned 10
 * degrees 0.058, 30 degrees 0.12-0.14.
 */
export const MIN_PARALLAX = 0.06;
/**
 * Every frame's face must be this alike the first one's. Lower than the match threshold: a face
 * turned 30 degrees or looking down 20 degrees scores 0.68-0.9 against itself facing the camera,
 * while different people stay far below (their closest pair of 1,378 scored 0.68 facing the camera,
 * most under 0.4); the first frame itself must match the account at the full threshold.
 */
export const SAME_PERSON_IN_BURST = 0.55;

export type MotionVerdict =
  { ok: true } | { ok: false; reason: 'not_same_person' | 'steps_not_seen' | 'flat' };

/** The first frame faces the camera; each step must be seen, in order, in a later frame. */
export function judgeMotion(
  frames: readonly FaceEvidence[],
  steps: readonly FaceStep[],
): MotionVerdict {
  const first = frames[0];
  if (first === undefined || first.mesh === null) return { ok: false, reason: 'steps_not_seen' };
  for (const f of frames.slice(1)) {
    if (cosineSimilarity(first.embedding, f.embedding) < SAME_PERSON_IN_BURST) {
      return { ok: false, reason: 'not_same_person' };
    }
  }
  const start = facePose(first.mesh);
  let at = 0;
  let parallax = 0;
  for (const step of steps) {
    const found = frames.findIndex(
      (f, i) => i > at && f.mesh !== null && reached(step, start, facePose(f.mesh)),
    );
    if (found < 0) return { ok: false, reason: 'steps_not_seen' };
    parallax = Math.max(parallax, noseParallax(first.mesh, frames[found]!.mesh!));
    at = found;
  }
  if (parallax < MIN_PARALLAX) return { ok: false, reason: 'flat' };
  return { ok: true };
}

/**
 * Whether a pose shows the step. In the camera's (unmirrored) image the person's own left is the
 * image's right, so turning left moves the nose towards the image's right cheek landmark.
 */
function reached(
  step: FaceStep,
  start: ReturnType<typeof facePose>,
  pose: ReturnType<typeof facePose>,
): boolean {
  switch (step) {
    case 'turn_left':
      return pose.yaw - start.yaw >= TURN_SHIFT;
    case 'turn_right':
      return start.yaw - pose.yaw >= TURN_SHIFT;
    case 'look_up':
      return start.pitch - pose.pitch >= LOOK_SHIFT;
    case 'look_down':
      return pose.pitch - start.pitch >= LOOK_SHIFT;
  }
}

/** A random challenge: `count` different steps in random order, at least one of them a turn. */
export function drawSteps(count: number, random: (n: number) => number): FaceStep[] {
  const steps: FaceStep[] = [];
  const turns = FACE_STEPS.filter((s) => s.startsWith('turn_'));
  steps.push(turns[random(turns.length)]!);
  while (steps.length < count) {
    const rest = FACE_STEPS.filter((s) => !steps.includes(s));
    steps.push(rest[random(rest.length)]!);
  }
  for (let i = steps.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [steps[i], steps[j]] = [steps[j]!, steps[i]!];
  }
  return steps;
}
