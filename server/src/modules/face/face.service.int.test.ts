import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { colourPhoto, fakeBaidu, type FakeBaidu } from '../../../test/fixtures/face-providers.ts';
import { resetDatabase, startTestPlatform } from '../../../test/helpers.ts';
import type { Platform } from '../../platform.ts';

const RED: [number, number, number] = [200, 40, 40];

describe('FaceService', () => {
  let p: Platform;
  let baidu: FakeBaidu;

  beforeAll(async () => {
    baidu = await fakeBaidu({
      keys: { apiKey: 'api-key', secretKey: 'secret-key' },
      behaviour: { faces: () => [[100, 100, 240, 240]], score: () => 88 },
    });
    p = await startTestPlatform({
      env: { FACE_BAIDU_URL: baidu.url, FACE_MATCH_THRESHOLD: 0.72, FACE_MATCH_MARGIN: 0.04 },
    });
  });
  afterAll(async () => {
    await p.stop();
    await baidu.close();
  });
  beforeEach(() => resetDatabase(p));

  it('uses the local model while no face provider is chosen', async () => {
    const engine = await p.services.face.engine();
    expect(engine.provider).toBe('local');
    expect(engine.matchThreshold).toBe(0.72);
    expect(p.services.face.matchThreshold).toBe(0.72);
    expect(p.services.face.runnerUpMargin).toBe(0.04);
  });

  it('uses the provider chosen in the face recognition settings, with its secrets', async () => {
    await p.services.config.saveProvider({
      type: 'face',
      provider: 'baidu',
      active: true,
      data: { appId: '100', appKey: 'api-key', secretKey: 'secret-key' },
    });
    const engine = await p.services.face.engine();
    expect(engine.provider).toBe('baidu');
    expect(await engine.findOneFace(await colourPhoto(800, 600, RED))).toMatchObject({ ok: true });
    expect(await p.services.face.engine()).toBe(engine);

    // New settings make a new client (a new key means a new access token).
    await p.services.config.saveProvider({
      type: 'face',
      provider: 'baidu',
      active: true,
      data: { appId: '100', appKey: 'api-key', secretKey: 'another-secret' },
    });
    const changed = await p.services.face.engine();
    expect(changed).not.toBe(engine);
    await expect(changed.findOneFace(await colourPhoto(800, 600, RED))).rejects.toMatchObject({
      errorName: 'FACE_SERVICE_REJECTED',
    });
  });

  it('normalises an uploaded photo for storage', async () => {
    const normalised = await p.services.face.normalisePhoto(await colourPhoto(2000, 1000, RED));
    expect(normalised).toMatchObject({ width: 1024, height: 512 });
    expect(await p.services.face.normalisePhoto(Buffer.from('GIF89a'))).toEqual({
      ok: false,
      reason: 'invalid_image',
    });
  });
});
