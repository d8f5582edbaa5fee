import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  colourPhoto,
  fakeAliyun,
  fakeBaidu,
  fakeTencent,
  isColour,
  type Box,
  type FakeBehaviour,
  type FakeProvider,
  type SeenImage,
} from '../../../../test/fixtures/face-providers.ts';
import { AppError } from '../../../core/errors/index.ts';
import type { FaceEngine } from '../face-engine.ts';
import { createCloudEngine, type CloudEngineOptions } from './cloud-engines.ts';

type Colour = [number, number, number];
const PERSON_A: Colour = [200, 40, 40];
const PERSON_B: Colour = [40, 40, 200];
const TWO_PEOPLE: Colour = [40, 200, 40];
const SMALL_FACE: Colour = [220, 220, 40];
const NOBODY: Colour = [128, 128, 128];
/** One face each, looking live (PERSON_A, PERSON_B: 95), doubtful (55), likely recaptured (25), recaptured (3). */
const DOUBTFUL: Colour = [200, 120, 40];
const LIKELY_RECAPTURED: Colour = [200, 40, 200];
const RECAPTURED: Colour = [40, 200, 200];
const LIVENESS: Array<[Colour, number]> = [
  [PERSON_A, 95],
  [PERSON_B, 95],
  [DOUBTFUL, 55],
  [LIKELY_RECAPTURED, 25],
  [RECAPTURED, 3],
];

/** What the fakes see: the colour says who is in the photo; boxes are in the sent image's pixels. */
const behaviour: FakeBehaviour = {
  faces(image: SeenImage): Box[] {
    if (LIVENESS.some(([c]) => isColour(image, c))) return [[100, 120, 300, 300]];
    if (isColour(image, TWO_PEOPLE)) {
      return [
        [50, 50, 200, 200],
        [500, 60, 180, 180],
      ];
    }
    if (isColour(image, SMALL_FACE)) return [[300, 300, 40, 40]];
    return [];
  },
  score(a, b) {
    const same = [PERSON_A, PERSON_B].some((c) => isColour(a, c) && isColour(b, c));
    return same ? 91.5 : 12;
  },
  liveness(image: SeenImage): number {
    return LIVENESS.find(([c]) => isColour(image, c))?.[1] ?? 0;
  },
};

type Levels = { low: boolean; normal: boolean; high: boolean };
const at = (low: boolean, normal: boolean, high: boolean): Levels => ({ low, normal, high });

interface ProviderCase {
  provider: 'qcloud' | 'baidu' | 'aliyun';
  threshold: number;
  start(): Promise<FakeProvider>;
  /** The saved settings, with a wrong secret when `wrongSecret`. */
  data(wrongSecret?: boolean): Record<string, string | boolean>;
  options(fake: FakeProvider): Partial<CloudEngineOptions>;
  /** The calls one findOneFace makes. */
  detectCalls: string[];
  /** The calls one checkPresence makes. */
  presenceCalls: string[];
  /** Whether each liveness score of the fake counts as live at each level. */
  liveAt: Record<95 | 55 | 25 | 3, Levels>;
}

const CASES: ProviderCase[] = [
  {
    provider: 'qcloud',
    threshold: 0.5,
    start: () =>
      fakeTencent({ keys: { secretId: 'AKIDfake', secretKey: 'tencent-secret' }, behaviour }),
    data: (wrong) => ({
      region: 'ap-guangzhou',
      secretId: 'AKIDfake',
      secretKey: wrong === true ? 'not-the-secret' : 'tencent-secret',
      groupId: '',
      liveCheck: false,
    }),
    options: (fake) => ({ urls: { qcloud: fake.url } }),
    detectCalls: ['DetectFace'],
    presenceCalls: ['DetectFace', 'DetectLiveFaceAccurate'],
    // Score against 10, 40 and 70.
    liveAt: {
      95: at(true, true, true),
      55: at(true, true, false),
      25: at(true, false, false),
      3: at(false, false, false),
    },
  },
  {
    provider: 'baidu',
    threshold: 0.8,
    start: () =>
      fakeBaidu({ keys: { apiKey: 'baidu-api-key', secretKey: 'baidu-secret' }, behaviour }),
    data: (wrong) => ({
      appId: '1000001',
      appKey: 'baidu-api-key',
      secretKey: wrong === true ? 'not-the-secret' : 'baidu-secret',
      faceGroup: '',
      liveCheck: false,
    }),
    options: (fake) => ({ urls: { baidu: fake.url } }),
    detectCalls: ['/rest/2.0/face/v3/detect'],
    presenceCalls: ['/rest/2.0/face/v3/detect', '/rest/2.0/face/v3/faceverify'],
    // face_liveness against frr_1e-4 (0.05), frr_1e-3 (0.3) and frr_1e-2 (0.9).
    liveAt: {
      95: at(true, true, true),
      55: at(true, true, false),
      25: at(true, false, false),
      3: at(false, false, false),
    },
  },
  {
    provider: 'aliyun',
    threshold: 0.69,
    start: () =>
      fakeAliyun({
        keys: { accessKeyId: 'LTAIfake', accessKeySecret: 'aliyun-secret' },
        behaviour,
      }),
    data: (wrong) => ({
      accessKeyId: 'LTAIfake',
      accessKeySecret: wrong === true ? 'not-the-secret' : 'aliyun-secret',
      dbName: '',
      liveCheck: false,
    }),
    options: (fake) => ({
      urls: { aliyun: fake.url, aliyunUpload: fake.url },
      aliyunUploadUrl: (fake as Awaited<ReturnType<typeof fakeAliyun>>).uploadUrl,
    }),
    detectCalls: ['AuthorizeFileUpload', 'oss:PostObject', 'DetectFace'],
    // The photo is uploaded once for both calls.
    presenceCalls: ['AuthorizeFileUpload', 'oss:PostObject', 'DetectFace', 'DetectLivingFace'],
    // The fake suggests pass (95), review (55) or block (25, 3); low also takes review.
    liveAt: {
      95: at(true, true, true),
      55: at(true, false, false),
      25: at(false, false, false),
      3: at(false, false, false),
    },
  },
];

function engineFor(c: ProviderCase, fake: FakeProvider, extra: Partial<CloudEngineOptions> = {}) {
  return (wrongSecret?: boolean): FaceEngine =>
    createCloudEngine(
      { provider: c.provider, data: c.data(wrongSecret) },
      { timeoutMs: 2_000, runnerUpMargin: 0.05, urls: {}, ...c.options(fake), ...extra },
    );
}

/** The AppError a promise rejects with (fails the test if it resolves). */
async function appError(promise: Promise<unknown>): Promise<AppError> {
  const outcome = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(AppError);
  return outcome as AppError;
}

let photoA: Buffer;
let photoA2: Buffer;
let photoB: Buffer;
let twoPeople: Buffer;
let smallFace: Buffer;
let nobody: Buffer;
/** A photo of each liveness score the fake gives. */
const byLiveness = new Map<number, Buffer>();

beforeAll(async () => {
  for (const [colour, liveness] of LIVENESS) {
    if (!byLiveness.has(liveness)) byLiveness.set(liveness, await colourPhoto(960, 1280, colour));
  }
  photoA = await colourPhoto(2048, 1536, PERSON_A);
  photoA2 = await colourPhoto(1200, 900, PERSON_A);
  photoB = await colourPhoto(1024, 768, PERSON_B);
  twoPeople = await colourPhoto(1024, 768, TWO_PEOPLE);
  smallFace = await colourPhoto(1024, 768, SMALL_FACE);
  nobody = await colourPhoto(1024, 768, NOBODY);
});

describe.each(CASES)('$provider client against its fake', (c) => {
  let fake: FakeProvider;
  let engine: (wrongSecret?: boolean) => FaceEngine;

  beforeAll(async () => {
    fake = await c.start();
    engine = engineFor(c, fake);
  });
  afterAll(() => fake.close());

  it('finds the one face and maps its box onto the original photo', async () => {
    fake.calls.length = 0;
    const found = await engine().findOneFace(photoA);
    // The photo was sent at 1024 x 768, half its size: the box doubles.
    expect(found).toEqual({
      ok: true,
      box: { x: 200, y: 240, width: 600, height: 600 },
      score: expect.any(Number),
      template: null,
    });
    expect(fake.calls.filter((a) => !a.includes('token'))).toEqual(c.detectCalls);
  });

  it('refuses no face, several faces, a face too small and unreadable bytes', async () => {
    const e = engine();
    expect(await e.findOneFace(nobody)).toEqual({ ok: false, reason: 'no_face' });
    expect(await e.findOneFace(twoPeople)).toEqual({ ok: false, reason: 'multiple_faces' });
    expect(await e.findOneFace(smallFace)).toEqual({ ok: false, reason: 'face_too_small' });
    fake.calls.length = 0;
    const garbage = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array<number>(64).fill(7)]);
    expect(await e.findOneFace(garbage)).toEqual({ ok: false, reason: 'invalid_image' });
    expect(await e.findOneFace(Buffer.from('GIF89a not a photo'))).toEqual({
      ok: false,
      reason: 'invalid_image',
    });
    expect(fake.calls, 'unreadable images never leave the server').toEqual([]);
  });

  it('compares on the provider scale and names its threshold', async () => {
    const e = engine();
    expect(e.matchThreshold).toBe(c.threshold);
    expect(await e.compare(photoA2, { image: photoA })).toEqual({
      ok: true,
      similarity: 0.915,
      matched: true,
    });
    expect(await e.compare(photoA2, { image: photoB })).toEqual({
      ok: true,
      similarity: 0.12,
      matched: false,
    });
    // A stored photo without a face matches nobody; the probe's own refusals come back as such.
    expect(await e.compare(photoA2, { image: nobody })).toEqual({
      ok: true,
      similarity: 0,
      matched: false,
    });
    expect(await e.compare(twoPeople, { image: photoA })).toEqual({
      ok: false,
      reason: 'multiple_faces',
    });
  });

  it('ranks candidates one comparison each and reports the runner-up', async () => {
    const ranking = await engine().bestMatch(photoA2, [
      { key: 'b', image: photoB },
      { key: 'a', image: photoA },
      { key: 'nobody', image: nobody },
    ]);
    expect(ranking).toEqual({
      ok: true,
      best: { key: 'a', similarity: 0.915 },
      runnerUp: { key: 'b', similarity: 0.12 },
      matched: true,
    });
    const twins = await engine().bestMatch(photoA2, [
      { key: 'a', image: photoA },
      { key: 'a-twin', image: photoA },
    ]);
    expect(twins).toMatchObject({ ok: true, matched: false });
  });

  it('turns a refused key, throttling, a broken answer and a timeout into catalogue errors', async () => {
    const wrongKey = await appError(engine(true).findOneFace(photoA));
    expect(wrongKey.errorName).toBe('FACE_SERVICE_REJECTED');
    expect(JSON.stringify(wrongKey)).not.toContain('secret');

    const e = engine();
    expect(await e.findOneFace(photoB)).toMatchObject({ ok: true });
    fake.fail.push('throttle');
    expect((await appError(e.findOneFace(photoB))).errorName).toBe('FACE_SERVICE_BUSY');
    fake.fail.push('internal');
    expect((await appError(e.findOneFace(photoB))).errorName).toBe('FACE_SERVICE_UNAVAILABLE');
    fake.fail.push('garbage');
    expect((await appError(e.findOneFace(photoB))).errorName).toBe('FACE_SERVICE_UNAVAILABLE');
    const slow = engineFor(c, fake, { timeoutMs: 300 })();
    fake.fail.push('hang');
    const started = Date.now();
    expect((await appError(slow.findOneFace(photoB))).errorName).toBe('FACE_SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('judges presence at each level on the provider scale, after one detection', async () => {
    const e = engine();
    for (const liveness of [95, 55, 25, 3] as const) {
      for (const level of ['low', 'normal', 'high'] as const) {
        fake.calls.length = 0;
        const judged = await e.checkPresence(byLiveness.get(liveness)!, level);
        expect(judged, `${liveness} at ${level}`).toEqual({
          ok: true,
          live: c.liveAt[liveness][level],
          score: liveness / 100,
        });
        expect(fake.calls.filter((a) => !a.includes('token'))).toEqual(c.presenceCalls);
      }
    }
  });

  it('refuses presence without exactly one usable face, before any liveness call', async () => {
    const e = engine();
    fake.calls.length = 0;
    expect(await e.checkPresence(nobody, 'normal')).toEqual({ ok: false, reason: 'no_face' });
    expect(await e.checkPresence(twoPeople, 'low')).toEqual({
      ok: false,
      reason: 'multiple_faces',
    });
    expect(await e.checkPresence(Buffer.from('GIF89a not a photo'), 'high')).toEqual({
      ok: false,
      reason: 'invalid_image',
    });
    expect(
      fake.calls.filter((a) => a.toLowerCase().includes('liv') || a.includes('verify')),
    ).toEqual([]);
  });

  it('turns failures of the liveness call into catalogue errors', async () => {
    const wrongKey = await appError(engine(true).checkPresence(photoA, 'normal'));
    expect(wrongKey.errorName).toBe('FACE_SERVICE_REJECTED');
    const e = engine();
    expect(await e.checkPresence(photoB, 'normal')).toMatchObject({ ok: true, live: true });
    // Let the detection through and fail the liveness call itself.
    const detection = c.detectCalls.map(() => 'answer' as const);
    fake.fail.push(...detection, 'throttle');
    expect((await appError(e.checkPresence(photoB, 'normal'))).errorName).toBe('FACE_SERVICE_BUSY');
    fake.fail.push(...detection, 'internal');
    expect((await appError(e.checkPresence(photoB, 'normal'))).errorName).toBe(
      'FACE_SERVICE_UNAVAILABLE',
    );
    fake.fail.push(...detection, 'garbage');
    expect((await appError(e.checkPresence(photoB, 'normal'))).errorName).toBe(
      'FACE_SERVICE_UNAVAILABLE',
    );
    // Long enough for the calls before the liveness call on a loaded machine; the hang still times out.
    const slow = engineFor(c, fake, { timeoutMs: 1_500 })();
    await slow.findOneFace(photoB); // Baidu's token, fetched before the timed calls
    fake.fail.push(...detection, 'hang');
    expect((await appError(slow.checkPresence(photoB, 'normal'))).errorName).toBe(
      'FACE_SERVICE_UNAVAILABLE',
    );
    expect(fake.fail).toEqual([]);
  });

  it("takes the settings' liveness level: normal unless chosen, an unknown one refused", () => {
    const build = (liveLevel?: string) =>
      createCloudEngine(
        {
          provider: c.provider,
          data: { ...c.data(), ...(liveLevel === undefined ? {} : { liveLevel }) },
        },
        { timeoutMs: 1_000, runnerUpMargin: 0.05, urls: {} },
      );
    expect(build().livenessLevel).toBe('normal');
    expect(build('').livenessLevel).toBe('normal');
    expect(build('high').livenessLevel).toBe('high');
    expect(build('low').livenessLevel).toBe('low');
    expect(() => build('strict')).toThrow(AppError);
  });

  it('names the missing settings', async () => {
    expect(() =>
      createCloudEngine(
        { provider: c.provider, data: {} },
        { timeoutMs: 1_000, runnerUpMargin: 0.05, urls: {} },
      ),
    ).toThrow(AppError);
  });
});

describe('Baidu access token', () => {
  let fake: Awaited<ReturnType<typeof fakeBaidu>>;
  beforeAll(async () => {
    fake = await fakeBaidu({ keys: { apiKey: 'k', secretKey: 's' }, behaviour });
  });
  afterAll(() => fake.close());

  const engine = () =>
    createCloudEngine(
      { provider: 'baidu', data: { appId: '1', appKey: 'k', secretKey: 's' } },
      { timeoutMs: 2_000, runnerUpMargin: 0.05, urls: { baidu: fake.url } },
    );

  it('is fetched once, reused, and renewed when Baidu says it expired', async () => {
    const e = engine();
    await e.findOneFace(photoA);
    await e.compare(photoA2, { image: photoA });
    expect(fake.tokensIssued).toBe(1);
    fake.expireTokens();
    expect(await e.findOneFace(photoB)).toMatchObject({ ok: true });
    expect(fake.tokensIssued).toBe(2);
  });

  it('matches the probe by its face_token, and by its image once the token is gone', async () => {
    const e = engine();
    fake.calls.length = 0;
    await e.compare(photoA2, { image: photoA });
    expect(fake.calls.filter((p) => p.startsWith('/rest'))).toEqual([
      '/rest/2.0/face/v3/detect',
      '/rest/2.0/face/v3/match',
    ]);
    fake.faceTokensValid = false;
    fake.calls.length = 0;
    const ranking = await e.bestMatch(photoA2, [{ key: 'a', image: photoA }]);
    fake.faceTokensValid = true;
    expect(ranking).toMatchObject({ ok: true, best: { key: 'a', similarity: 0.915 } });
    expect(fake.calls.filter((p) => p.startsWith('/rest'))).toEqual([
      '/rest/2.0/face/v3/detect',
      '/rest/2.0/face/v3/match',
      '/rest/2.0/face/v3/match',
    ]);
  });
});

describe('Baidu liveness thresholds', () => {
  it("compares face_liveness with the thresholds of Baidu's answer, not fixed ones", async () => {
    const fake = await fakeBaidu({ keys: { apiKey: 'k', secretKey: 's' }, behaviour });
    try {
      const engine = createCloudEngine(
        { provider: 'baidu', data: { appId: '1', appKey: 'k', secretKey: 's' } },
        { timeoutMs: 2_000, runnerUpMargin: 0.05, urls: { baidu: fake.url } },
      );
      const doubtful = byLiveness.get(55)!;
      expect(await engine.checkPresence(doubtful, 'normal')).toMatchObject({ live: true });
      fake.livenessThresholds = { 'frr_1e-4': 0.2, 'frr_1e-3': 0.6, 'frr_1e-2': 0.97 };
      expect(await engine.checkPresence(doubtful, 'normal')).toMatchObject({ live: false });
      expect(await engine.checkPresence(doubtful, 'low')).toMatchObject({ live: true });
    } finally {
      await fake.close();
    }
  });
});

describe('Aliyun upload for DetectFace', () => {
  it('sends the normalised JPEG through the authorised upload, not the original', async () => {
    const fake = await fakeAliyun({
      keys: { accessKeyId: 'id', accessKeySecret: 'sk' },
      behaviour,
    });
    try {
      const engine = createCloudEngine(
        { provider: 'aliyun', data: { accessKeyId: 'id', accessKeySecret: 'sk' } },
        {
          timeoutMs: 2_000,
          runnerUpMargin: 0.05,
          urls: { aliyun: fake.url, aliyunUpload: fake.url },
          aliyunUploadUrl: fake.uploadUrl,
        },
      );
      expect(await engine.findOneFace(photoA)).toMatchObject({ ok: true });
      const [uploaded] = [...fake.uploads.values()];
      expect(uploaded?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect((await sharp(uploaded!).metadata()).width).toBe(1024);
    } finally {
      await fake.close();
    }
  });
});
