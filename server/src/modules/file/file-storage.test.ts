import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ReadableStream } from 'node:stream/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../core/errors/index.ts';
import { LocalFileStorage, S3FileStorage, s3TargetFor } from './file-storage.ts';
import { fakeS3 } from '../../../test/fixtures/files.ts';

const errorName = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'none';
  } catch (e) {
    return isAppError(e) ? e.errorName : String(e);
  }
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'storage-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function staged(content: string): Promise<string> {
  const p = path.join(dir, `staged-${Math.random().toString(36).slice(2)}`);
  await writeFile(p, content);
  return p;
}

describe('local storage', () => {
  it('stores under the first root, reads whole or a range, removes', async () => {
    const root = path.join(dir, 'root-a');
    const s = new LocalFileStorage([root]);
    await s.put('2026/01/abc.txt', await staged('0123456789'), 'text/plain');
    expect(await readFile(path.join(root, '2026/01/abc.txt'), 'utf8')).toBe('0123456789');
    expect(await text(await s.read('2026/01/abc.txt'))).toBe('0123456789');
    expect(await text(await s.read('2026/01/abc.txt', { start: 2, end: 4 }))).toBe('234');
    await s.remove('2026/01/abc.txt');
    expect(await errorName(s.read('2026/01/abc.txt'))).toBe('DATA_NOT_FOUND');
  });

  it('finds files under an earlier root after the directory changed', async () => {
    const oldRoot = path.join(dir, 'root-old');
    await new LocalFileStorage([oldRoot]).put('2026/02/x.png', await staged('png'), 'image/png');
    const s = new LocalFileStorage([path.join(dir, 'root-new'), oldRoot]);
    expect(await text(await s.read('2026/02/x.png'))).toBe('png');
  });

  it('refuses keys that are not ours (traversal, absolute, odd characters)', async () => {
    const s = new LocalFileStorage([path.join(dir, 'root-b')]);
    for (const key of [
      '../etc/passwd',
      '/etc/passwd',
      '2026/../../x.txt',
      'A.TXT',
      'a b.txt',
      'x',
    ]) {
      expect(await errorName(s.read(key)), key).toBe('PARAM_INVALID');
      expect(await errorName(s.put(key, await staged('x'), 'text/plain')), key).toBe(
        'PARAM_INVALID',
      );
    }
    await expect(stat(path.join(dir, 'etc'))).rejects.toThrow();
  });
});

describe('S3-compatible storage', () => {
  const secret = 'test-secret-key';
  const s3 = fakeS3(secret);
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => s3.server.close(() => r())));

  const storage = (key = secret) =>
    new S3FileStorage('aliyun', {
      endpoint,
      region: 'cn-hangzhou',
      bucket: 'exam-files',
      accessKeyId: 'AK',
      secretAccessKey: key,
      pathStyle: true,
    });

  it('puts, gets (whole and ranged) and deletes with signed requests', async () => {
    const s = storage();
    await s.put('2026/03/a.pdf', await staged('%PDF-1.7 hello'), 'application/pdf');
    expect(s3.objects.get('/exam-files/2026/03/a.pdf')?.toString()).toBe('%PDF-1.7 hello');
    expect(await text(await s.read('2026/03/a.pdf'))).toBe('%PDF-1.7 hello');
    expect(await text(await s.read('2026/03/a.pdf', { start: 9, end: 13 }))).toBe('hello');
    await s.remove('2026/03/a.pdf');
    expect(s3.objects.size).toBe(0);
    expect(await errorName(s.read('2026/03/a.pdf'))).toBe('DATA_NOT_FOUND');
    expect(s3.seen.every((r) => r.ok)).toBe(true);
  });

  it('streams a large file up with its length and hash, never as one buffer', async () => {
    const big = path.join(dir, 'big.mp4');
    const bytes = Buffer.alloc(3 * 2 ** 20 + 17);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31) % 251;
    await writeFile(big, new Uint8Array(bytes));
    const sent: Array<{ body: unknown; length: string | null; encoding: string | null }> = [];
    const spy: typeof fetch = (url, init) => {
      const headers = new Headers(init?.headers);
      sent.push({
        body: init?.body,
        length: headers.get('content-length'),
        encoding: headers.get('transfer-encoding'),
      });
      return fetch(url, init);
    };
    const s = new S3FileStorage(
      'aliyun',
      {
        endpoint,
        region: 'cn-hangzhou',
        bucket: 'exam-files',
        accessKeyId: 'AK',
        secretAccessKey: secret,
        pathStyle: true,
      },
      spy,
    );
    await s.put('media/f1/720p.mp4', big, 'video/mp4');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBeInstanceOf(ReadableStream);
    expect(sent[0]!.length).toBe(String(bytes.length));
    expect(sent[0]!.encoding).toBeNull();
    expect(s3.seen.at(-1)?.ok).toBe(true);
    expect(s3.objects.get('/exam-files/media/f1/720p.mp4')?.equals(new Uint8Array(bytes))).toBe(
      true,
    );
    await s.remove('media/f1/720p.mp4');
  });

  it('reports a refused request (wrong secret) as a storage configuration error', async () => {
    expect(
      await errorName(storage('wrong').put('2026/03/b.png', await staged('x'), 'image/png')),
    ).toBe('STORAGE_CONFIG_INVALID');
    expect(s3.seen.at(-1)?.ok).toBe(false);
  });

  it('reports an unreachable endpoint as a storage configuration error', async () => {
    const s = new S3FileStorage('qiniu', {
      endpoint: 'http://127.0.0.1:1',
      region: 'cn-east-1',
      bucket: 'b-1',
      accessKeyId: 'AK',
      secretAccessKey: secret,
      pathStyle: true,
    });
    expect(await errorName(s.put('2026/03/c.png', await staged('x'), 'image/png'))).toBe(
      'STORAGE_CONFIG_INVALID',
    );
  });
});

describe('provider settings to S3 endpoints', () => {
  it('aliyun: the OSS endpoint becomes its S3 endpoint, virtual-hosted', () => {
    expect(
      s3TargetFor('aliyun', {
        endpoint: 'oss-cn-hangzhou.aliyuncs.com',
        bucket: 'exam',
        accessKeyId: 'AK',
        accessKeySecret: 'SK',
      }),
    ).toEqual({
      endpoint: 'https://s3.oss-cn-hangzhou.aliyuncs.com',
      region: 'cn-hangzhou',
      bucket: 'exam',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      pathStyle: false,
    });
    expect(
      s3TargetFor('aliyun', { endpoint: 'oss-cn-shanghai-internal.aliyuncs.com', bucket: 'b' }),
    ).toMatchObject({
      endpoint: 'https://s3.oss-cn-shanghai-internal.aliyuncs.com',
      region: 'cn-shanghai',
    });
  });

  it('qcloud: the region names the COS endpoint; SecretId/SecretKey sign', () => {
    expect(
      s3TargetFor('qcloud', {
        region: 'ap-guangzhou',
        bucket: 'exam-1250000000',
        secretId: 'ID',
        secretKey: 'KEY',
      }),
    ).toEqual({
      endpoint: 'https://cos.ap-guangzhou.myqcloud.com',
      region: 'ap-guangzhou',
      bucket: 'exam-1250000000',
      accessKeyId: 'ID',
      secretAccessKey: 'KEY',
      pathStyle: false,
    });
  });

  it('qiniu: the zone id maps to its S3 region and endpoint', () => {
    expect(
      s3TargetFor('qiniu', {
        region: 'z0',
        bucket: 'exam',
        accessKeyId: 'AK',
        accessKeySecret: 'SK',
      }),
    ).toMatchObject({
      endpoint: 'https://s3.cn-east-1.qiniucs.com',
      region: 'cn-east-1',
      pathStyle: false,
    });
    expect(s3TargetFor('qiniu', { region: 'z2', bucket: 'exam' })).toMatchObject({
      endpoint: 'https://s3.cn-south-1.qiniucs.com',
    });
  });

  it('an explicit http(s) endpoint (a gateway) is used as given, path style', () => {
    expect(
      s3TargetFor('aliyun', { endpoint: 'http://10.0.0.5:9000/', bucket: 'exam' }),
    ).toMatchObject({ endpoint: 'http://10.0.0.5:9000', pathStyle: true });
  });
});
