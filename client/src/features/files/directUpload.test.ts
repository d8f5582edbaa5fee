import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BucketRefusedError,
  CREDENTIAL_REFRESH_MS,
  CredentialCache,
  DIRECT_COMPLETE_PATH,
  directKey,
  directProviderOf,
  readCredentials,
  uploadDirect,
  type DirectCredentials,
  type DirectProvider,
} from './directUpload';

function creds(n: number, expiresInMs = 900_000): DirectCredentials {
  return {
    provider: 'qiniu',
    uploadUrl: 'https://up-z0.qiniup.com/',
    signRegion: '',
    dir: 'direct/u1/',
    maxBytes: 1024 * 1024,
    expiresAt: Date.now() + expiresInMs,
    token: `token-${n}`,
  };
}

describe('direct-upload credentials', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are fetched when a page that uploads opens, renewed every 300000 ms, and no more once it closes', async () => {
    let n = 0;
    const fetcher = vi.fn(async (_p: DirectProvider) => creds(++n));
    const cache = new CredentialCache(fetcher);
    const release = cache.hold('qiniu');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CREDENTIAL_REFRESH_MS - 1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect((await cache.get('qiniu')).token).toBe('token-1');
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect((await cache.get('qiniu')).token).toBe('token-2');
    await vi.advanceTimersByTimeAsync(CREDENTIAL_REFRESH_MS);
    expect(fetcher).toHaveBeenCalledTimes(3);
    // A second page holding them adds no timer; they stop once both are closed.
    const second = cache.hold('qiniu');
    await vi.advanceTimersByTimeAsync(CREDENTIAL_REFRESH_MS);
    expect(fetcher).toHaveBeenCalledTimes(4);
    release();
    release();
    await vi.advanceTimersByTimeAsync(CREDENTIAL_REFRESH_MS);
    expect(fetcher).toHaveBeenCalledTimes(5);
    second();
    await vi.advanceTimersByTimeAsync(3 * CREDENTIAL_REFRESH_MS);
    expect(fetcher).toHaveBeenCalledTimes(5);
  });

  it('are kept between uploads, asked once for uploads at the same time, and renewed when about to expire', async () => {
    let n = 0;
    const fetcher = vi.fn(async (_p: DirectProvider) => creds(++n, 120_000));
    const cache = new CredentialCache(fetcher);
    const [a, b] = await Promise.all([cache.get('qiniu'), cache.get('qiniu')]);
    expect(a).toBe(b);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect((await cache.get('qiniu')).token).toBe('token-1');
    // Less than a minute left: new ones for the next upload.
    await vi.advanceTimersByTimeAsync(40_000);
    expect((await cache.get('qiniu')).token).toBe('token-2');
  });

  it('are asked again after a failure (nothing wrong is kept)', async () => {
    const fetcher = vi
      .fn<(p: DirectProvider) => Promise<DirectCredentials>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(creds(2));
    const cache = new CredentialCache(fetcher);
    const release = cache.hold('qiniu');
    await vi.advanceTimersByTimeAsync(0);
    expect((await cache.get('qiniu')).token).toBe('token-2');
    expect(fetcher).toHaveBeenCalledTimes(2);
    release();
  });
});

describe('the credentials answers', () => {
  it('read each provider’s field names', () => {
    const expireTime = '2026-01-02T03:19:05.000Z';
    expect(
      readCredentials('aliyun', {
        accessKeyId: 'STS.id',
        accessKeySecret: 'sec',
        securityToken: 'tok',
        uploadUrl: 'https://b.s3.oss-cn-hangzhou.aliyuncs.com/',
        signRegion: 'cn-hangzhou',
        dir: 'direct/u1/',
        maxBytes: 10,
        expireTime,
      }),
    ).toMatchObject({
      keys: { accessKeyId: 'STS.id', secretAccessKey: 'sec', sessionToken: 'tok' },
      signRegion: 'cn-hangzhou',
      expiresAt: Date.parse(expireTime),
    });
    expect(
      readCredentials('qcloud', { tmpSecretId: 'i', tmpSecretKey: 'k', sessionToken: 't' }).keys,
    ).toEqual({ accessKeyId: 'i', secretAccessKey: 'k', sessionToken: 't' });
    expect(readCredentials('qiniu', { token: 'ak:sign:policy' }).token).toBe('ak:sign:policy');
  });

  it('follow the site config: a cloud storage with direct uploads on', () => {
    expect(directProviderOf({ uploadType: 'qiniu', ossUpload: { directUpload: true } })).toBe(
      'qiniu',
    );
    expect(directProviderOf({ uploadType: 'qiniu', ossUpload: { directUpload: false } })).toBe(
      null,
    );
    expect(directProviderOf({ uploadType: 'local', ossUpload: null })).toBe(null);
    expect(directProviderOf({})).toBe(null);
  });

  it('name new objects at random in the folder, lower case, with the extension', () => {
    expect(directKey('direct/u1/', 'Photo.PNG')).toMatch(/^direct\/u1\/[0-9a-f-]{36}\.png$/);
    expect(directKey('direct/u1/', 'no extension')).toMatch(/\.bin$/);
  });
});

describe('a direct upload', () => {
  const calls: Array<{ url: string; method: string; body?: unknown }> = [];
  let bucketStatuses: number[] = [];

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
        if (url.startsWith('https://up-z0.qiniup.com')) {
          return new Response('{}', { status: bucketStatuses.shift() ?? 200 });
        }
        return new Response(
          JSON.stringify({ code: 0, data: { id: 'f1', url: '/api/common/file/f1' } }),
          { headers: { 'Content-Type': 'application/json' } },
        );
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const file = new File(['png bytes'], 'logo.png', { type: 'image/png' });

  it('sends the bytes to the bucket, then registers the object with the server', async () => {
    bucketStatuses = [200];
    const cache = new CredentialCache(async () => creds(1));
    const stored = await uploadDirect<{ url: string }>(
      file,
      { kind: 1, visibility: 'site' },
      'qiniu',
      cache,
    );
    expect(stored.url).toBe('/api/common/file/f1');
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', 'https://up-z0.qiniup.com/'],
      ['POST', DIRECT_COMPLETE_PATH],
    ]);
    const form = calls[0]?.body as FormData;
    expect(form.get('token')).toBe('token-1');
    const key = String(form.get('key'));
    expect(key).toMatch(/^direct\/u1\/[0-9a-f-]{36}\.png$/);
    expect(JSON.parse(String(calls[1]?.body))).toEqual({
      key,
      name: 'logo.png',
      kind: 1,
      visibility: 'site',
    });
  });

  it('fetches new credentials once and tries once more when the bucket refuses them', async () => {
    bucketStatuses = [401, 200];
    let n = 0;
    const fetcher = vi.fn(async () => creds(++n));
    await uploadDirect(file, {}, 'qiniu', new CredentialCache(fetcher));
    expect(fetcher).toHaveBeenCalledTimes(2);
    const tokens = calls
      .filter((c) => c.url.startsWith('https://up-z0'))
      .map((c) => (c.body as FormData).get('token'));
    expect(tokens).toEqual(['token-1', 'token-2']);
  });

  it('gives up after that one retry with a clear message, registering nothing', async () => {
    bucketStatuses = [403, 403];
    const error = await uploadDirect(file, {}, 'qiniu', new CredentialCache(async () => creds(1)))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BucketRefusedError);
    expect((error as BucketRefusedError).messageId).toBe('files.direct.refused');
    expect((error as BucketRefusedError).values).toEqual({ status: 403 });
    expect(calls.filter((c) => c.url === DIRECT_COMPLETE_PATH)).toEqual([]);
  });

  it('does not retry what new credentials cannot cure (a file that exists, too large)', async () => {
    bucketStatuses = [614];
    const fetcher = vi.fn(async () => creds(1));
    await expect(uploadDirect(file, {}, 'qiniu', new CredentialCache(fetcher))).rejects.toThrow(
      BucketRefusedError,
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
