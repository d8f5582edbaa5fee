import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../src/platform.ts';
import { resetDatabase, startTestPlatform } from '../helpers.ts';
import { asStudent, asSuperAdmin } from '../identities.ts';

const CROSS_SITE_REFUSED = 10010025;
const UNSUPPORTED_MEDIA_TYPE = 10010018;

describe('cross-site requests to state-changing REST routes', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({ env: { ALLOWED_ORIGINS: ['https://front.example.com'] } });
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  interface Call {
    cookie?: string;
    token?: string;
    origin?: string;
    referer?: string;
    type?: string;
    body?: string | FormData;
  }

  async function call(path: string, c: Call) {
    const headers: Record<string, string> = {};
    if (c.cookie !== undefined) headers.cookie = `token=${c.cookie}`;
    if (c.token !== undefined) headers.token = c.token;
    if (c.origin !== undefined) headers.origin = c.origin;
    if (c.referer !== undefined) headers.referer = c.referer;
    if (c.type !== undefined) headers['content-type'] = c.type;
    const res = await fetch(`${p.url}${path}`, {
      method: 'POST',
      headers,
      body: c.body ?? (c.type === undefined ? undefined : '{}'),
    });
    const json = (await res.json()) as { code: number };
    return { status: res.status, code: json.code };
  }

  const json = 'application/json';
  const alive = async (token: string) =>
    (await call('/api/sys/user/info', { token, type: json })).code === 0;

  it('refuses a cookie-signed write from a foreign origin or without any origin', async () => {
    const { token } = await asStudent(p);
    for (const c of [
      { origin: 'https://evil.example.com' },
      { origin: 'null' },
      { origin: `${p.url}.evil.example.com` },
      { referer: 'https://evil.example.com/page' },
      {},
    ]) {
      const res = await call('/api/sys/user/logout', { cookie: token, type: json, ...c });
      expect(res, JSON.stringify(c)).toEqual({ status: 403, code: CROSS_SITE_REFUSED });
    }
    expect(await alive(token)).toBe(true);
  });

  it('accepts a cookie-signed write from our own origin (Origin or Referer) and the allowed list', async () => {
    for (const c of [
      { origin: p.url },
      { referer: `${p.url}/exam/list` },
      { origin: 'https://front.example.com' },
    ]) {
      const { token } = await asStudent(p);
      const res = await call('/api/sys/user/logout', { cookie: token, type: json, ...c });
      expect(res, JSON.stringify(c)).toEqual({ status: 200, code: 0 });
      expect(await alive(token)).toBe(false);
    }
  });

  it('accepts a write signed by the token header from any origin', async () => {
    const { token } = await asStudent(p);
    const res = await call('/api/sys/user/logout', {
      token,
      cookie: 'stale',
      origin: 'https://evil.example.com',
      type: json,
    });
    expect(res).toEqual({ status: 200, code: 0 });
    expect(await alive(token)).toBe(false);
  });

  it('refuses text/plain and form bodies on any API route (415) and multipart on JSON write routes (403), whoever signs them', async () => {
    const { token } = await asStudent(p);
    const form = new FormData();
    form.set('a', '1');
    for (const c of [
      { type: 'text/plain', body: '{}' },
      { type: 'application/x-www-form-urlencoded', body: 'a=1' },
      { body: form },
    ]) {
      for (const auth of [{ token }, { cookie: token, origin: p.url }]) {
        const res = await call('/api/sys/user/logout', { ...auth, ...c });
        expect(res, `${c.type ?? 'multipart'} ${Object.keys(auth).join()}`).toEqual(
          c.type === undefined
            ? { status: 403, code: CROSS_SITE_REFUSED }
            : { status: 415, code: UNSUPPORTED_MEDIA_TYPE },
        );
      }
    }
    expect(await alive(token)).toBe(true);
    // A write without a body is no form post; it goes through.
    expect(await call('/api/sys/user/logout', { token })).toEqual({ status: 200, code: 0 });
  });

  it('takes multipart (besides JSON) only on the upload and import routes, from our origin when cookie-signed', async () => {
    const { token } = await asSuperAdmin(p);
    const form = () => {
      const f = new FormData();
      f.set('file', new Blob(['not a spreadsheet']), 'users.xlsx');
      return f;
    };
    const foreign = await call('/api/sys/user/import', {
      cookie: token,
      origin: 'https://evil.example.com',
      body: form(),
    });
    expect(foreign).toEqual({ status: 403, code: CROSS_SITE_REFUSED });
    const asText = await call('/api/common/file/upload', { token, type: 'text/plain', body: 'x' });
    expect(asText).toEqual({ status: 415, code: UNSUPPORTED_MEDIA_TYPE });
    // Our own origin gets past the check (the bytes are no spreadsheet, so the import refuses them).
    const own = await call('/api/sys/user/import', { cookie: token, origin: p.url, body: form() });
    expect(own.code).not.toBe(CROSS_SITE_REFUSED);
    expect(own.code).not.toBe(0);
  });

  it('leaves reads alone: a cookie-signed JSON read from anywhere', async () => {
    const { token } = await asStudent(p);
    const c = { origin: 'https://evil.example.com', type: json };
    expect(await call('/api/sys/user/info', { cookie: token, ...c })).toEqual({
      status: 200,
      code: 0,
    });
    // A body of a type the API does not take is refused on reads too, before any route runs.
    expect(
      await call('/api/sys/user/info', { cookie: token, type: 'text/plain', body: 'x' }),
    ).toEqual({ status: 415, code: UNSUPPORTED_MEDIA_TYPE });
  });
});
