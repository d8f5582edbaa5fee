import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { startTestPlatform } from '../../../test/helpers.ts';
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
});
