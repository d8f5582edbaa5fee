import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, restOk, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin } from '../../../test/identities.ts';
import { HTML, PNG, XLSX } from '../../../test/fixtures/files.ts';
import { startFakeBucket, type FakeBucket } from '../../../test/fixtures/fake-bucket.ts';

/** The browser's own signer (client/src/features/files/directSign.ts). */
type SignedPut = (input: {
  bucketUrl: string;
  key: string;
  body: ArrayBuffer;
  contentType: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  date: Date;
}) => Promise<{ url: URL; headers: Record<string, string> }>;

/**
 * The fake bucket checks the signatures the client really makes: its signer is loaded as it runs
 * in the browser (WebCrypto), by path, so the server's type check leaves the DOM code alone.
 */
async function browserSigner(): Promise<SignedPut> {
  const path = new URL('../../../../client/src/features/files/directSign.ts', import.meta.url);
  return ((await import(path.href)) as { signedPut: SignedPut }).signedPut;
}

const BUCKET = 'exam-files';
const QINIU_SECRET = 'qiniu-secret-for-tests';
const ALIYUN_SECRET = 'aliyun-secret-for-tests';
const QCLOUD_SECRET = 'qcloud-secret-for-tests';
const COS_BUCKET = 'exam-1250000000';
const TMP = { id: 'STS.tmp-id', secret: 'tmp-secret', token: 'oss-security-token' };

interface Stored {
  id: string;
  url: string;
  name: string;
  size: number;
  mime: string;
  kind: number;
  visibility: string;
}

describe('direct uploads: the browser puts the bytes in the bucket, the server registers them', () => {
  let p: Platform;
  let fake: FakeBucket;
  beforeAll(async () => {
    fake = await startFakeBucket({
      bucket: [BUCKET, COS_BUCKET],
      keys: { 'qiniu-ak': QINIU_SECRET, 'aliyun-id': ALIYUN_SECRET, 'qcloud-id': QCLOUD_SECRET },
      temporary: { [TMP.id]: { secret: TMP.secret, token: TMP.token } },
    });
    p = await startTestPlatform({
      env: {
        STS_ALIYUN_URL: fake.url,
        STS_QCLOUD_URL: fake.url,
        UPLOAD_RATE_LEARNER: 4,
        UPLOAD_MAX_MB: 0.01,
      },
    });
  });
  afterAll(async () => {
    await p.stop();
    await fake.close();
  });
  beforeEach(async () => {
    fake.objects.clear();
    fake.seen.length = 0;
    await resetDatabase(p);
  });

  async function useStorage(provider: 'qiniu' | 'aliyun' | 'qcloud', directUpload = true) {
    const sa = await asSuperAdmin(p);
    const data =
      provider === 'qcloud'
        ? {
            region: 'ap-guangzhou',
            endpoint: fake.url,
            bucket: COS_BUCKET,
            secretId: 'qcloud-id',
            secretKey: QCLOUD_SECRET,
            directUpload,
          }
        : provider === 'qiniu'
          ? {
              region: 'z0',
              endpoint: fake.url,
              bucket: BUCKET,
              accessKeyId: 'qiniu-ak',
              accessKeySecret: QINIU_SECRET,
              directUpload,
            }
          : {
              endpoint: fake.url,
              bucket: BUCKET,
              accessKeyId: 'aliyun-id',
              accessKeySecret: ALIYUN_SECRET,
              arn: 'acs:ram::1234567890:role/examhall-upload',
              directUpload,
            };
    await restOk(p, sa.token, '/api/sys/config/prop/save', {
      type: 'upload',
      provider,
      remark: '',
      active: true,
      data,
    });
    return sa;
  }

  /** What the browser does with a Qiniu token: a form POST to the upload address. */
  async function qiniuPost(token: string, bytes: Buffer, name = 'photo.png') {
    const creds = await restOk<{ token: string; dir: string; uploadUrl: string }>(
      p,
      token,
      '/api/common/qiniu/token',
    );
    const key = `${creds.dir}${randomUUID()}.${name.split('.').pop()}`;
    const form = new FormData();
    form.append('token', creds.token);
    form.append('key', key);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(creds.uploadUrl, { method: 'POST', body: form });
    return { key, status: res.status, creds };
  }

  it('Qiniu: the object is read back, judged, registered; the answer is an upload answer and the file is served', async () => {
    await useStorage('qiniu');
    const learner = await asStudent(p);
    const { key, status, creds } = await qiniuPost(learner.token, PNG);
    expect(creds.uploadUrl).toBe(`${fake.url}/`);
    expect(creds.dir).toBe(`direct/${learner.user.id}/`);
    expect(status).toBe(200);
    const res = await rest<Stored>(
      p,
      '/api/common/file/direct/complete',
      { key, name: 'My photo.png', kind: 1 },
      { token: learner.token },
    );
    expect(res).toMatchObject({ code: 0, success: true });
    expect(res.data).toMatchObject({
      name: 'My photo.png',
      size: PNG.length,
      mime: 'image/png',
      kind: 1,
      visibility: 'public',
    });
    expect(res.data.url).toBe(`/api/common/file/${res.data.id}`);
    // The same fields as an upload through the server.
    const through = new FormData();
    through.append('file', new Blob([new Uint8Array(PNG)]), 'x.png');
    const direct = await fetch(`${p.url}/api/common/file/upload`, {
      method: 'POST',
      headers: { token: learner.token },
      body: through,
    });
    const throughData = ((await direct.json()) as { data: Record<string, unknown> }).data;
    expect(Object.keys(res.data).sort()).toEqual(Object.keys(throughData).sort());
    // Served by the platform from the bucket.
    const served = await fetch(`${p.url}${res.data.url}`, { headers: { token: learner.token } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(PNG.toString('base64'));
    const bucketCalls = fake.seen.filter((s) => s.auth === 'permanent').map((s) => s.method);
    expect(bucketCalls).toEqual(expect.arrayContaining(['HEAD', 'GET']));
  });

  it('Aliyun: a PUT signed in the browser with the STS keys and token is accepted by the bucket and registered', async () => {
    await useStorage('aliyun');
    const learner = await asStudent(p);
    const creds = await restOk<Record<string, string>>(p, learner.token, '/api/common/oss/sts');
    expect(creds.uploadUrl).toBe(`${fake.url}/${BUCKET}/`);
    expect(creds.signRegion).toBe('cn-hangzhou');
    const key = `${creds.dir}${randomUUID()}.xlsx`;
    const signedPut = await browserSigner();
    const put = await signedPut({
      bucketUrl: creds.uploadUrl!,
      key,
      body: new Uint8Array(XLSX).buffer,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      region: creds.signRegion!,
      accessKeyId: creds.accessKeyId!,
      secretAccessKey: creds.accessKeySecret!,
      sessionToken: creds.securityToken!,
      date: new Date(),
    });
    const res = await fetch(put.url, {
      method: 'PUT',
      headers: put.headers,
      body: new Uint8Array(XLSX),
    });
    expect(res.status).toBe(200);
    expect(fake.seen.at(-1)).toMatchObject({ method: 'PUT', auth: 'temporary' });
    // A wrong token, or a tampered body, is refused by the bucket.
    const forged = await fetch(put.url, {
      method: 'PUT',
      headers: { ...put.headers, 'x-amz-security-token': 'another' },
      body: new Uint8Array(XLSX),
    });
    expect(forged.status).toBe(403);
    const done = await gql<{ completeDirectUpload: Stored }>(
      p,
      `mutation ($input: CompleteDirectUploadInput!) {
        completeDirectUpload(input: $input) { id url name mime kind size }
      }`,
      { input: { key, name: 'scores.xlsx' } },
      { token: learner.token },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.completeDirectUpload).toMatchObject({
      name: 'scores.xlsx',
      kind: 5,
      size: XLSX.length,
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });

  it('Tencent: a PUT signed in the browser with the federation token is accepted and registered', async () => {
    await useStorage('qcloud');
    const learner = await asStudent(p);
    const creds = await restOk<Record<string, string>>(p, learner.token, '/api/common/cos/token');
    expect(creds.uploadUrl).toBe(`${fake.url}/${COS_BUCKET}/`);
    expect(creds.signRegion).toBe('ap-guangzhou');
    const key = `${creds.dir}${randomUUID()}.png`;
    const signedPut = await browserSigner();
    const put = await signedPut({
      bucketUrl: creds.uploadUrl!,
      key,
      body: new Uint8Array(PNG).buffer,
      contentType: 'image/png',
      region: creds.signRegion!,
      accessKeyId: creds.tmpSecretId!,
      secretAccessKey: creds.tmpSecretKey!,
      sessionToken: creds.sessionToken!,
      date: new Date(),
    });
    const res = await fetch(put.url, {
      method: 'PUT',
      headers: put.headers,
      body: new Uint8Array(PNG),
    });
    expect(res.status).toBe(200);
    const done = await rest<Stored>(
      p,
      '/api/common/file/direct/complete',
      { key, name: 'a.png', kind: 1 },
      { token: learner.token },
    );
    expect(done.code).toBe(0);
    expect(done.data).toMatchObject({ mime: 'image/png', size: PNG.length });
  });

  it('refuses a key outside the caller folder, a missing object and a key registered twice', async () => {
    await useStorage('qiniu');
    const learner = await asStudent(p);
    const other = await asSuperAdmin(p);
    const complete = (key: string) =>
      rest(p, '/api/common/file/direct/complete', { key }, { token: learner.token, lang: 'en' });
    for (const key of [
      `direct/${other.user.id}/${randomUUID()}.png`,
      `direct/${learner.user.id}/../x.png`,
      `2026/01/${randomUUID()}.png`,
      `direct/${learner.user.id}/${randomUUID()}`,
    ]) {
      const res = await complete(key);
      expect(res.code, key).toBe(14001100);
    }
    const missing = await complete(`direct/${learner.user.id}/${randomUUID()}.png`);
    expect(missing.code).toBe(14001101);
    const { key } = await qiniuPost(learner.token, PNG);
    expect((await complete(key)).code).toBe(0);
    const twice = await complete(key);
    expect(twice.code).toBe(14001102);
    // The registered file's bytes stay.
    expect(fake.objects.has(`/${BUCKET}/${key}`)).toBe(true);
    expect(await p.infra.prisma.storedFile.count({ where: { storageKey: key } })).toBe(1);
  });

  it('deletes and refuses an object of a forbidden type, too large, or a visibility the caller lacks', async () => {
    await useStorage('qiniu');
    const learner = await asStudent(p);
    const complete = (body: Record<string, unknown>) =>
      rest(p, '/api/common/file/direct/complete', body, { token: learner.token, lang: 'en' });

    const html = await qiniuPost(learner.token, HTML, 'page.png');
    expect(html.status).toBe(200);
    expect((await complete({ key: html.key, name: 'page.png' })).code).toBe(13001032);
    expect(fake.objects.has(`/${BUCKET}/${html.key}`)).toBe(false);

    // Bigger than the platform's limit (10 KB here): put there behind the token's back.
    const bigKey = `direct/${learner.user.id}/${randomUUID()}.png`;
    fake.objects.set(`/${BUCKET}/${bigKey}`, {
      body: Buffer.concat([new Uint8Array(PNG), new Uint8Array(20_000)]),
      contentType: 'image/png',
    });
    expect((await complete({ key: bigKey })).code).toBe(10010016);
    expect(fake.objects.has(`/${BUCKET}/${bigKey}`)).toBe(false);

    const course = await qiniuPost(learner.token, PNG);
    expect((await complete({ key: course.key, visibility: 'course' })).code).toBe(10010004);
    expect(fake.objects.has(`/${BUCKET}/${course.key}`)).toBe(false);

    const site = await qiniuPost(learner.token, PNG);
    expect((await complete({ key: site.key, visibility: 'site' })).code).toBe(10010004);
    expect(await p.infra.prisma.storedFile.count()).toBe(0);
  });

  it('keeps the rules of uploads: course media for course editors, credentials renewals are free, registrations count', async () => {
    const sa = await useStorage('qiniu');
    const { key } = await qiniuPost(sa.token, PNG);
    const res = await rest<Stored>(
      p,
      '/api/common/file/direct/complete',
      { key, visibility: 'course' },
      { token: sa.token },
    );
    expect(res.code).toBe(0);
    const row = await p.infra.prisma.storedFile.findUniqueOrThrow({ where: { id: res.data.id } });
    expect(row).toMatchObject({ visibility: 'private', readPermission: 'course:list' });

    const learner = await asStudent(p);
    // Renewing credentials (every 5 minutes in the browser) is not an upload.
    for (let i = 0; i < 6; i++) {
      expect((await rest(p, '/api/common/qiniu/token', {}, learner)).code).toBe(0);
    }
    // The learner's rate is 4 uploads: the fifth registration is refused, and its object deleted.
    for (let i = 0; i < 4; i++) {
      const up = await qiniuPost(learner.token, PNG);
      const done = await rest(
        p,
        '/api/common/file/direct/complete',
        { key: up.key },
        { token: learner.token },
      );
      expect(done.code).toBe(0);
    }
    expect((await rest(p, '/api/common/qiniu/token', {}, learner)).code).toBe(10010023);
  });

  it('is unavailable while the storage is local', async () => {
    const learner = await asStudent(p);
    const res = await rest(
      p,
      '/api/common/file/direct/complete',
      { key: `direct/${learner.user.id}/${randomUUID()}.png` },
      { token: learner.token, lang: 'en' },
    );
    expect(res.code).toBe(14001080);
    expect((await rest(p, '/api/common/file/direct/complete', { key: 'x' })).code).toBe(10010002);
  });
});
