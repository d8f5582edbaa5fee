/**
 * Measures the local face engine on real photos and prints what its match threshold trades:
 * false accepts (two different people called the same) against false rejects (one person not
 * recognised), at several thresholds, for one-to-one checks and one-to-many logins, plus the
 * time one photo takes.
 *
 * What it does:
 * 1. Fetches the labelled photos of server/test/fixtures/face-photos.ts (50+ people from Debian
 *    packages; cached under the system temp folder) and makes every same-person variant of each
 *    (crop, tilt, mirror, light, blur, compression, size, grey, noise).
 * 2. Runs every image once through the local engine (FaceService with no provider chosen, so the
 *    model thread is used exactly as the server uses it), sequentially, timing each call.
 * 3. Scores pairs by the engine's own similarity on the templates it returned:
 *    - same person, edited copy: each original against each of its variants;
 *    - same person, another photo: different photos of one person (the Yale lighting set, the
 *      footballer's photos, a damaged photo and its restoration);
 *    - different people: every pair of images of two different people, variants included.
 * 4. One-to-many: a gallery of one portrait per person; every variant and second photo is a
 *    probe; the best match must be its own person, reach the threshold and lead the runner-up by
 *    the margin.
 *
 * Run: `npm run bench:face` (FACE_MATCH_THRESHOLD and FACE_MATCH_MARGIN pick the rows measured
 * in detail). Not part of CI; takes about two minutes.
 */
import { performance } from 'node:perf_hooks';
import { env } from '../server/src/core/env.ts';
import { FaceService } from '../server/src/modules/face/index.ts';
// The same similarity the engine computes in compare() and bestMatch(), applied to its templates.
import { cosineSimilarity, decodeTemplate } from '../server/src/modules/face/local/local-engine.ts';
import {
  FACE_PHOTO_CACHE,
  labelledFacePhotos,
  samePersonVariant,
  VARIANTS,
} from '../server/test/fixtures/face-photos.ts';

const THRESHOLDS = [0.5, 0.55, 0.6, 0.62, 0.64, 0.66, 0.68, 0.7, 0.72, 0.75, 0.8];
const MARGIN = env.FACE_MATCH_MARGIN;
const MARGINS = [0, 0.02, 0.05, 0.08, 0.1, 0.15];

interface Sample {
  person: string;
  photo: string;
  /** 'original' or the variant's name. */
  variant: string;
  embedding: Float32Array | null;
  refusal: string | null;
  ms: number;
}

const pct = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(2)} %`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  console.log(`photos cached in ${FACE_PHOTO_CACHE}`);
  const photos = await labelledFacePhotos();
  const people = new Set(photos.map((p) => p.person));
  console.log(`${photos.length} photos of ${people.size} people, ${VARIANTS.length} variants each`);

  const service = new FaceService({ activeProvider: async () => null }, env);
  const engine = await service.engine();
  const samples: Sample[] = [];
  const started = performance.now();
  let coldMs = 0;
  for (const p of photos) {
    const images: Array<[string, Buffer]> = [['original', p.image]];
    for (const v of VARIANTS) images.push([v, await samePersonVariant(p.image, v)]);
    for (const [variant, image] of images) {
      const t0 = performance.now();
      const found = await engine.findOneFace(image);
      const ms = performance.now() - t0;
      if (samples.length === 0) coldMs = ms;
      samples.push({
        person: p.person,
        photo: p.photo,
        variant,
        embedding: found.ok ? decodeTemplate(found.template) : null,
        refusal: found.ok ? null : found.reason,
        ms,
      });
    }
  }
  const totalMs = performance.now() - started;
  await service.close();

  const warm = samples
    .slice(1)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  console.log(
    `\nlatency per image (decode + model thread, sequential, ${samples.length} images in ${(totalMs / 1000).toFixed(1)} s):` +
      ` first ${coldMs.toFixed(0)} ms (starts the thread, loads the model),` +
      ` then p50 ${percentile(warm, 50).toFixed(0)} ms, p95 ${percentile(warm, 95).toFixed(0)} ms,` +
      ` max ${warm.at(-1)?.toFixed(0)} ms`,
  );

  const refused = samples.filter((s) => s.embedding === null);
  console.log(`\nrefused ${refused.length} of ${samples.length} images:`);
  const byReason = new Map<string, string[]>();
  for (const s of refused) {
    const list = byReason.get(s.refusal ?? '?') ?? [];
    list.push(`${s.photo}/${s.variant}`);
    byReason.set(s.refusal ?? '?', list);
  }
  for (const [reason, list] of byReason)
    console.log(`  ${reason} (${list.length}): ${list.join(', ')}`);

  const usable = samples.filter(
    (s): s is Sample & { embedding: Float32Array } => s.embedding !== null,
  );
  const variantPairs: number[] = [];
  const photoPairs: number[] = [];
  const impostors: Array<{ sim: number; a: Sample; b: Sample }> = [];
  for (let i = 0; i < usable.length; i++) {
    for (let j = i + 1; j < usable.length; j++) {
      const a = usable[i]!;
      const b = usable[j]!;
      const sim = cosineSimilarity(a.embedding, b.embedding);
      if (a.person !== b.person) impostors.push({ sim, a, b });
      else if (a.photo === b.photo && (a.variant === 'original' || b.variant === 'original')) {
        variantPairs.push(sim);
      } else if (a.photo !== b.photo && a.variant === 'original' && b.variant === 'original') {
        photoPairs.push(sim);
      }
    }
  }
  // Refused images count as rejected same-person attempts.
  const refusedVariants = samples.filter((s) => s.embedding === null && s.variant !== 'original');

  console.log(
    `\npairs: ${variantPairs.length + refusedVariants.length} same person edited copy,` +
      ` ${photoPairs.length} same person other photo, ${impostors.length} different people`,
  );
  const personPairs = (people.size * (people.size - 1)) / 2;
  console.log(
    '\nthreshold | false accepts (image pairs of different people) | people pairs confused | false rejects (edited copy) | false rejects (other photo)',
  );
  for (const t of THRESHOLDS) {
    const accepted = impostors.filter((p) => p.sim >= t);
    const fa = accepted.length;
    const confused = new Set(accepted.map((p) => [p.a.person, p.b.person].sort().join('|'))).size;
    const frVariant = variantPairs.filter((s) => s < t).length + refusedVariants.length;
    const frPhoto = photoPairs.filter((s) => s < t).length;
    console.log(
      `${t.toFixed(2).padStart(9)} | ${`${fa} = ${pct(fa, impostors.length)}`.padEnd(47)} | ${`${confused} of ${personPairs}`.padEnd(21)} | ${`${frVariant} = ${pct(frVariant, variantPairs.length + refusedVariants.length)}`.padEnd(27)} | ${frPhoto} = ${pct(frPhoto, photoPairs.length)}`,
    );
  }

  impostors.sort((x, y) => y.sim - x.sim);
  console.log('\nclosest different people:');
  for (const p of impostors.slice(0, 5)) {
    console.log(`  ${p.sim.toFixed(3)}  ${p.a.photo}/${p.a.variant} ~ ${p.b.photo}/${p.b.variant}`);
  }
  const sortedPhoto = [...photoPairs].sort((a, b) => a - b);
  console.log(
    `same person other photo: min ${sortedPhoto[0]?.toFixed(3)}, median ${percentile(sortedPhoto, 50).toFixed(3)}`,
  );
  const sortedVariant = [...variantPairs].sort((a, b) => a - b);
  console.log(
    `same person edited copy: min ${sortedVariant[0]?.toFixed(3)}, p5 ${percentile(sortedVariant, 5).toFixed(3)}, median ${percentile(sortedVariant, 50).toFixed(3)}`,
  );

  // One-to-many: one gallery portrait per person (its first original), every other image probes.
  const gallery = new Map<string, Sample & { embedding: Float32Array }>();
  for (const s of usable)
    if (s.variant === 'original' && !gallery.has(s.person)) gallery.set(s.person, s);
  const probes = usable
    .filter((s) => s !== gallery.get(s.person))
    .map((probe) => {
      const ranked = [...gallery.values()]
        .map((g) => ({ person: g.person, sim: cosineSimilarity(probe.embedding, g.embedding) }))
        .sort((a, b) => b.sim - a.sim);
      return { person: probe.person, best: ranked[0]!, second: ranked[1]! };
    });
  const oneToMany = (threshold: number, margin: number) => {
    let right = 0;
    let wrong = 0;
    for (const { person, best, second } of probes) {
      if (best.sim < threshold || best.sim - second.sim < margin) continue;
      if (best.person === person) right++;
      else wrong++;
    }
    return `${pct(right, probes.length).padEnd(12)} | ${`${wrong} = ${pct(wrong, probes.length)}`.padEnd(12)} | ${pct(probes.length - right - wrong, probes.length)}`;
  };
  console.log(
    `\none-to-many: gallery of ${gallery.size} people, ${probes.length} probes (edited copies and other photos)` +
      `\nmargin ${MARGIN}:\nthreshold | right person | wrong person | refused (below threshold or too close)`,
  );
  for (const t of THRESHOLDS) console.log(`${t.toFixed(2).padStart(9)} | ${oneToMany(t, MARGIN)}`);
  const threshold = env.FACE_MATCH_THRESHOLD;
  console.log(`threshold ${threshold}:\n   margin | right person | wrong person | refused`);
  for (const m of MARGINS) console.log(`${m.toFixed(2).padStart(9)} | ${oneToMany(threshold, m)}`);
  console.log(
    `\nconfigured: FACE_MATCH_THRESHOLD=${env.FACE_MATCH_THRESHOLD} FACE_MATCH_MARGIN=${env.FACE_MATCH_MARGIN}`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
