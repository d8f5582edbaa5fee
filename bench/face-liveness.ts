/**
 * Measures the local engine's liveness signals and what a check costs:
 * 1. Every labelled real photo (server/test/fixtures/face-photos.ts) and its edited variants: the
 *    anti-spoofing model's real score, the liveness model's score and the recapture score, and
 *    how many the passive check would refuse at each level (false refusals of real faces).
 * 2. Each real photo shown on a screen and printed, then filmed (face-spoofs.ts): how many pass
 *    (false accepts of spoofs) at each level.
 * 3. Replay: the face patch similarity of an edited copy of each photo with the photo itself,
 *    against that of different photos of one person.
 * 4. Time per passive check (one image) and per active check (the image and 7 frames), as the
 *    server's liveness judge runs them on the model thread.
 *
 * Run: `npm run bench:liveness`. Not part of CI; takes a few minutes on two cores.
 */
import { performance } from 'node:perf_hooks';
import { env } from '../server/src/core/env.ts';
import type { LivenessLevel } from '../server/src/modules/face/face-engine.ts';
import { patchSimilarity } from '../server/src/modules/face/liveness-face-geometry.ts';
import type { FaceStep } from '../server/src/modules/face/liveness-motion.ts';
import { judgePresence } from '../server/src/modules/face/liveness-presence-rules.ts';
import { LivenessJudge } from '../server/src/modules/face/liveness.ts';
import { GRACE_FACE, turnFace } from '../server/test/fixtures/face-motion.ts';
import {
  LocalFaceEngine,
  type FaceEvidence,
} from '../server/src/modules/face/local/local-engine.ts';
import { FaceModelThread } from '../server/src/modules/face/local/model-thread.ts';
import {
  labelledFacePhotos,
  samePersonVariant,
  VARIANTS,
} from '../server/test/fixtures/face-photos.ts';
import {
  editedCopy,
  printRecapture,
  screenRecapture,
} from '../server/test/fixtures/face-spoofs.ts';

const LEVELS: LivenessLevel[] = ['low', 'normal', 'high'];

const quantiles = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return `min ${q(0).toFixed(2)} p5 ${q(0.05).toFixed(2)} median ${q(0.5).toFixed(2)} p95 ${q(0.95).toFixed(2)} max ${s[s.length - 1]?.toFixed(2)}`;
};

async function main() {
  const thread = new FaceModelThread();
  const engine = new LocalFaceEngine(thread, {
    matchThreshold: env.FACE_MATCH_THRESHOLD,
    runnerUpMargin: env.FACE_MATCH_MARGIN,
  });
  const inspectTimed = async (image: Buffer) => {
    const t0 = performance.now();
    const e = await engine.inspect(image);
    return { e: 'found' in e ? e : null, ms: performance.now() - t0 };
  };
  const photos = await labelledFacePhotos();
  const real: FaceEvidence[] = [];
  const spoofs: Array<{ kind: string; e: FaceEvidence }> = [];
  const editedSim: number[] = [];
  const ms: number[] = [];
  for (const p of photos) {
    const original = await inspectTimed(p.image);
    if (original.e === null) continue;
    ms.push(original.ms);
    real.push(original.e);
    for (const v of VARIANTS) {
      const r = await inspectTimed(await samePersonVariant(p.image, v));
      if (r.e !== null) real.push(r.e);
    }
    const copy = (await inspectTimed(await editedCopy(p.image))).e;
    if (copy?.patch && original.e.patch)
      editedSim.push(patchSimilarity(copy.patch, original.e.patch));
    for (const [kind, make] of [
      ['screen', screenRecapture],
      ['print', printRecapture],
    ] as const) {
      const r = await inspectTimed(await make(p.image));
      if (r.e !== null) spoofs.push({ kind, e: r.e });
    }
  }
  // Different photos of one person: every pair of photos sharing a person.
  const byPerson = new Map<string, FaceEvidence[]>();
  for (const p of photos) {
    const e = (await inspectTimed(p.image)).e;
    if (e === null) continue;
    byPerson.set(p.person, [...(byPerson.get(p.person) ?? []), e]);
  }
  const otherSim: number[] = [];
  for (const list of byPerson.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        if (list[i]!.patch && list[j]!.patch)
          otherSim.push(patchSimilarity(list[i]!.patch!, list[j]!.patch!));
      }
    }
  }

  console.log(`real faces: ${real.length} images (originals and edited variants)`);
  console.log(`  real score   ${quantiles(real.map((e) => e.real ?? 1))}`);
  console.log(`  live score   ${quantiles(real.map((e) => e.live ?? 1))}`);
  console.log(`  recapture    ${quantiles(real.map((e) => e.recapture))}`);
  for (const kind of ['screen', 'print']) {
    const list = spoofs.filter((s) => s.kind === kind).map((s) => s.e);
    console.log(`${kind} recaptures: ${list.length} images`);
    console.log(`  real score   ${quantiles(list.map((e) => e.real ?? 1))}`);
    console.log(`  live score   ${quantiles(list.map((e) => e.live ?? 1))}`);
    console.log(`  recapture    ${quantiles(list.map((e) => e.recapture))}`);
  }
  console.log('\n| level | real faces refused | screens accepted | prints accepted |');
  console.log('|---|---:|---:|---:|');
  for (const level of LEVELS) {
    const refused = real.filter((e) => !judgePresence(e, level).live).length;
    const acc = (kind: string) =>
      spoofs.filter((s) => s.kind === kind && judgePresence(s.e, level).live).length;
    const n = (kind: string) => spoofs.filter((s) => s.kind === kind).length;
    console.log(
      `| ${level} | ${refused} of ${real.length} | ${acc('screen')} of ${n('screen')} | ${acc('print')} of ${n('print')} |`,
    );
  }
  console.log(`\nreplay: edited copy vs its photo, patch similarity ${quantiles(editedSim)}`);
  console.log(`        other photo of the same person              ${quantiles(otherSim)}`);
  console.log(`\ntime per image (model thread, sequential): ${quantiles(ms)} ms`);

  // An active check as the server runs it: the image and a burst of 7 frames (neutral, 2 per step).
  const judge = new LivenessJudge(engine, env.FACE_MATCH_THRESHOLD);
  const grace = photos.find((p) => p.photo === 'grace')?.image ?? photos[0]!.image;
  const steps: FaceStep[] = ['turn_left', 'look_up', 'turn_right'];
  const pose: Record<FaceStep, [number, number]> = {
    turn_left: [30, 0],
    turn_right: [-30, 0],
    look_up: [0, 20],
    look_down: [0, -20],
  };
  const burstMs: number[] = [];
  const passiveMs: number[] = [];
  for (let run = 0; run < 5; run++) {
    // Each run's frames differ a little, so no analysis is remembered from the run before.
    const shift = run * 0.7;
    const frames = [await turnFace(grace, GRACE_FACE, shift, 0)];
    for (const step of steps) {
      const [yaw, pitch] = pose[step];
      frames.push(await turnFace(grace, GRACE_FACE, yaw * 0.9 + shift, pitch * 0.9));
      frames.push(await turnFace(grace, GRACE_FACE, yaw + shift, pitch));
    }
    let t0 = performance.now();
    const verdict = await judge.judge(engine, 'normal', {
      image: frames[0]!,
      challenge: { steps, frames },
    });
    burstMs.push(performance.now() - t0);
    if (!verdict.ok) console.log(`  run ${run}: the burst was refused (${verdict.error})`);
    const single = await turnFace(grace, GRACE_FACE, -shift - 1, 0);
    t0 = performance.now();
    await judge.judge(engine, 'normal', { image: single });
    passiveMs.push(performance.now() - t0);
  }
  console.log(`passive check of one image: ${quantiles(passiveMs)} ms`);
  console.log(`active check (image + 7 frames): ${quantiles(burstMs)} ms`);
  await thread.close();
}

await main();
