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

/** What the fakes see: the colour says who is in the photo; boxes are in the sent image's pixels. */
const behaviour: FakeBehaviour = {
  faces(image: SeenImage): Box[] {
    if (isColour(image, PERSON_A) || isColour(image, PERSON_B)) return [[100, 120, 300, 300]];
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
};

interface ProviderCase {
  provider: 'qcloud' | 'baidu' | 'aliyun';
  threshold: number;
  start(): Promise<FakeProvider>;
  /** The saved settings, with a wrong secret when `wrongSecret`. */
  data(wrongSecret?: boolean): Record<string, string | boolean>;
  options(fake: FakeProvider): Partial<CloudEngineOptions>;
  /** The calls one findOneFace makes. */
  detectCalls: string[];
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

beforeAll(async () => {
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
