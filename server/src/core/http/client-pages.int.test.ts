import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { resetDatabase, restOk, startTestPlatform } from '../../../test/helpers.ts';
import { asSuperAdmin } from '../../../test/identities.ts';
import { FACE_DETECTOR_PAGE } from './app.ts';

describe('the built client', () => {
  let p: Platform;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'examhall-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'face-detector.html'), '<!doctype html><title>detector</title>');
    p = await startTestPlatform({ env: { clientDistDir: dist } });
  });
  afterAll(async () => {
    await p.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const policy = async (url: string) => {
    const res = await fetch(`${p.url}${url}`);
    expect(res.status).toBe(200);
    return res.headers.get('content-security-policy') ?? '';
  };

  it('serves the app under the strict policy: no evaluated code', async () => {
    for (const url of ['/', '/login', '/web/uc']) {
      const csp = await policy(url);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('lets the course player stream: media and its worker from blob: addresses (hls.js)', async () => {
    const csp = await policy('/web/uc');
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("worker-src 'self' blob:");
  });

  it("lets the face detector's page alone evaluate code and compile wasm", async () => {
    const csp = await policy(FACE_DETECTOR_PAGE);
    expect(csp).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('lets the pages connect to the bucket browsers upload to directly, and to nothing else new', async () => {
    await resetDatabase(p);
    const strict = await policy('/login');
    expect(strict).toContain("connect-src 'self' ws: wss:;");
    const sa = await asSuperAdmin(p);
    const save = (provider: string, data: Record<string, unknown>) =>
      restOk(p, sa.token, '/api/sys/config/prop/save', {
        type: 'upload',
        provider,
        remark: '',
        active: true,
        data,
      });
    const qcloud = {
      region: 'ap-guangzhou',
      bucket: 'exam-1250000000',
      secretId: 'id',
      secretKey: 'key',
    };
    // A cloud storage without direct uploads: still the strict policy.
    await save('qcloud', { ...qcloud, directUpload: false });
    expect(await policy('/login')).toBe(strict);
    await save('qcloud', { ...qcloud, directUpload: true });
    expect(await policy('/web/uc')).toContain(
      "connect-src 'self' ws: wss: https://exam-1250000000.cos.ap-guangzhou.myqcloud.com;",
    );
    // Another storage: the policy follows at once.
    await save('qiniu', {
      region: 'z2',
      bucket: 'exam-files',
      accessKeyId: 'ak',
      accessKeySecret: 'sk',
      directUpload: true,
    });
    const qiniu = await policy('/admin/config');
    expect(qiniu).toContain("connect-src 'self' ws: wss: https://up-z2.qiniup.com;");
    expect(qiniu).not.toContain('myqcloud');
    expect(qiniu.replace(' https://up-z2.qiniup.com', '')).toBe(strict);
    await save('local', { localDir: '/tmp/examhall-files/' });
    expect(await policy('/login')).toBe(strict);
  });
});
