import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  differentPeople,
  facePhoto,
  facePhotosAvailable,
  noFacePhoto,
  samePersonVariant,
  tinyFacePhoto,
  twoFacesPhoto,
  VARIANTS,
} from '../../../../test/fixtures/face-photos.ts';
import { AppError } from '../../../core/errors/index.ts';
import type { FaceFound } from '../face-engine.ts';
import {
  cosineSimilarity,
  decodeTemplate,
  encodeTemplate,
  LocalFaceEngine,
} from './local-engine.ts';
import { FaceModelThread } from './model-thread.ts';

const THRESHOLD = 0.7;

/** Random pixels: no face, but every detector's worst case for false positives. */
async function noise(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function expectFound(result: unknown): FaceFound {
  expect(result).toMatchObject({ ok: true });
  return result as FaceFound;
}

describe('decodeTemplate', () => {
  it('reads back what encodeTemplate wrote and nothing else', () => {
    const embedding = Float32Array.from({ length: 1024 }, (_, i) => Math.sin(i));
    expect(decodeTemplate(encodeTemplate(embedding))).toEqual(embedding);
    expect(decodeTemplate(null)).toBeNull();
    expect(decodeTemplate('faceres1:AAAA')).toBeNull();
    expect(decodeTemplate(`other:${encodeTemplate(embedding).split(':')[1]}`)).toBeNull();
  });
});

// One model thread for the whole file: loading the model is the slow part.
describe.skipIf(!facePhotosAvailable())('local face engine on real photos', () => {
  const thread = new FaceModelThread();
  const engine = new LocalFaceEngine(thread, { matchThreshold: THRESHOLD, runnerUpMargin: 0.05 });
  let grace: Buffer;
  let astronaut: Buffer;

  beforeAll(async () => {
    [grace, astronaut] = await Promise.all([facePhoto('grace'), facePhoto('astronaut')]);
  }, 120_000);
  afterAll(() => thread.close());

  it('finds the one face of Grace Hopper and gives a template', async () => {
    const found = expectFound(await engine.findOneFace(grace));
    // The 512 px portrait shows her face at about (130, 83), 261 px wide.
    expect(found.box.x).toBeGreaterThan(100);
    expect(found.box.x).toBeLessThan(160);
    expect(found.box.width).toBeGreaterThan(200);
    expect(found.box.width).toBeLessThan(320);
    expect(found.score).toBeGreaterThan(0.8);
    expect(decodeTemplate(found.template)).toHaveLength(1024);
  });

  it('reports the box in the photo as uploaded, not as analysed', async () => {
    const large = await sharp(grace).resize(2048, 2048).jpeg().toBuffer();
    const found = expectFound(await engine.findOneFace(large));
    expect(found.box.x).toBeGreaterThan(400);
    expect(found.box.width).toBeGreaterThan(800);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored turned a quarter left, with orientation 6 ("turn a quarter right to view").
    const sideways = await sharp(grace)
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const found = expectFound(await engine.findOneFace(sideways));
    // Where the face is in the upright portrait, not in the stored pixels.
    expect(found.box.x).toBeGreaterThan(100);
    expect(found.box.x).toBeLessThan(160);
    expect(found.box.y).toBeGreaterThan(50);
    expect(found.box.y).toBeLessThan(120);
  });

  it('refuses a landscape and random noise as no_face', async () => {
    expect(await engine.findOneFace(await noFacePhoto())).toEqual({ ok: false, reason: 'no_face' });
    expect(await engine.findOneFace(await noise(640, 480))).toEqual({
      ok: false,
      reason: 'no_face',
    });
  });

  it('refuses two people side by side', async () => {
    expect(await engine.findOneFace(await twoFacesPhoto())).toEqual({
      ok: false,
      reason: 'multiple_faces',
    });
  });

  it('refuses a face too small to recognise', async () => {
    expect(await engine.findOneFace(await tinyFacePhoto())).toEqual({
      ok: false,
      reason: 'face_too_small',
    });
  });

  it('refuses unreadable bytes and anything but JPEG or PNG, told by the bytes', async () => {
    const truncated = grace.subarray(0, 600);
    const gif = await sharp(grace).gif().toBuffer();
    const webp = await sharp(grace).webp().toBuffer();
    for (const bytes of [truncated, gif, webp, Buffer.from('just text'), Buffer.alloc(0)]) {
      expect(await engine.findOneFace(bytes)).toEqual({ ok: false, reason: 'invalid_image' });
    }
  });

  it('matches the same person across changed copies', async () => {
    const template = expectFound(await engine.findOneFace(grace)).template;
    for (const variant of VARIANTS) {
      const copy = await samePersonVariant(grace, variant);
      const result = await engine.compare(copy, { image: grace, template });
      expect(result, variant).toMatchObject({ ok: true, matched: true });
    }
  });

  it('matches one person in two different photos', async () => {
    const result = await engine.compare(await facePhoto('yale-1'), {
      image: await facePhoto('yale-2'),
    });
    expect(result).toMatchObject({ ok: true, matched: true });
  });

  it('does not match different people', async () => {
    const people = (await differentPeople()).slice(0, 12);
    const graceTemplate = expectFound(await engine.findOneFace(grace)).template;
    for (const person of people.filter((p) => p.name !== 'grace')) {
      const result = await engine.compare(person.image, { image: grace, template: graceTemplate });
      expect(result, person.name).toMatchObject({ ok: true, matched: false });
    }
  });

  it('answers the same from a stored template as from the stored photo', async () => {
    const probe = await samePersonVariant(grace, 'darker');
    const template = expectFound(await engine.findOneFace(grace)).template;
    const fromImage = await engine.compare(probe, { image: grace });
    // The image is not read when the template is usable.
    const fromTemplate = await engine.compare(probe, { image: Buffer.alloc(0), template });
    expect(fromTemplate).toEqual(fromImage);
    // A template from another engine is ignored and the photo analysed instead.
    const foreign = await engine.compare(probe, { image: grace, template: 'provider:abc' });
    expect(foreign).toEqual(fromImage);
  });

  it('picks the right candidate and reports the runner-up', async () => {
    const people = (await differentPeople()).slice(0, 8);
    // Templates stored with the photos spare re-analysing every candidate.
    const candidates = await Promise.all(
      people.map(async (p) => {
        const found = await engine.findOneFace(p.image);
        return { key: p.name, image: p.image, template: found.ok ? found.template : null };
      }),
    );
    const ranking = await engine.bestMatch(await samePersonVariant(astronaut, 'crop'), candidates);
    expect(ranking).toMatchObject({ ok: true, best: { key: 'astronaut' }, matched: true });
    if (!ranking.ok) throw new Error('unreachable');
    expect(ranking.runnerUp).not.toBeNull();
    expect(ranking.runnerUp!.key).not.toBe('astronaut');
    expect(ranking.best!.similarity - ranking.runnerUp!.similarity).toBeGreaterThan(0.05);

    // Someone enrolled under no key: the best is below the threshold, so nobody matches.
    const stranger = await engine.bestMatch(
      await facePhoto('messi'),
      candidates.filter((c) => c.key !== 'messi'),
    );
    expect(stranger).toMatchObject({ ok: true, matched: false });

    // The same face under two keys: neither leads, so neither matches.
    const twins = await engine.bestMatch(grace, [
      { key: 'a', image: grace },
      { key: 'b', image: await samePersonVariant(grace, 'mirror') },
    ]);
    expect(twins).toMatchObject({ ok: true, matched: false });

    // The probe's refusal comes back as the answer.
    expect(await engine.bestMatch(await noFacePhoto(), candidates)).toEqual({
      ok: false,
      reason: 'no_face',
    });
  });

  it("never answers with the previous request's face", async () => {
    // With Human's frame cache on, an image close enough to the previous one gets the previous
    // one's detection and description back; each request must be analysed on its own.
    const graceFound = expectFound(await engine.findOneFace(grace));
    const slightlyBrighter = await sharp(grace).modulate({ brightness: 1.05 }).jpeg().toBuffer();
    const next = expectFound(await engine.findOneFace(slightlyBrighter));
    expect(next.template).not.toEqual(graceFound.template);

    const otherFace = await sharp(astronaut)
      .extract({ left: 140, top: 40, width: 170, height: 170 })
      .resize(261, 261)
      .toBuffer();
    const swapped = await sharp(grace)
      .composite([{ input: otherFace, left: 130, top: 83 }])
      .jpeg()
      .toBuffer();
    expectFound(await engine.findOneFace(grace));
    const swappedFound = expectFound(await engine.findOneFace(swapped));
    const similarity = cosineSimilarity(
      decodeTemplate(graceFound.template)!,
      decodeTemplate(swappedFound.template)!,
    );
    expect(similarity).toBeLessThan(THRESHOLD);

    expectFound(await engine.findOneFace(grace));
    expect(await engine.findOneFace(await noFacePhoto())).toEqual({ ok: false, reason: 'no_face' });
  });

  it('keeps the event loop free while the model works', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      const started = Date.now();
      // Images not analysed before: the engine remembers the images it has seen by their bytes.
      const fresh = await Promise.all(
        [grace, astronaut, grace].map((image, i) =>
          sharp(image)
            .jpeg({ quality: 81 + i })
            .toBuffer(),
        ),
      );
      await Promise.all(fresh.map((image: Buffer) => engine.findOneFace(image)));
      const elapsed = Date.now() - started;
      // A model on this thread would freeze the timer for the whole inference.
      expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
    } finally {
      clearInterval(timer);
    }
  });

  it('fails with FACE_SERVICE_UNAVAILABLE once closed', async () => {
    const closing = new FaceModelThread();
    const closedEngine = new LocalFaceEngine(closing, {
      matchThreshold: THRESHOLD,
      runnerUpMargin: 0,
    });
    await closing.close();
    await expect(closedEngine.findOneFace(grace)).rejects.toBeInstanceOf(AppError);
  });
});
