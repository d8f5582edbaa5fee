import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { resetDatabase, rest, restOk, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin } from '../../../test/identities.ts';

const ALIYUN_SECRET = 'aliyun-secret-for-tests';
const QCLOUD_SECRET = 'qcloud-secret-for-tests';

/** What the fake saw: the checked request's parameters (Aliyun) or JSON body (Tencent). */
interface Seen {
  provider: 'aliyun' | 'qcloud';
  params: Record<string, unknown>;
}

const enc = (v: string) =>
  encodeURIComponent(v).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Uint8Array, s: string) =>
  new Uint8Array(createHmac('sha256', key).update(s).digest());

/** Aliyun RPC signature 1.0, written from the documentation (not the server's helper). */
function aliyunValid(params: Record<string, string>): boolean {
  const { Signature, ...rest } = params;
  const query = Object.keys(rest)
    .sort()
    .map((k) => `${enc(k)}=${enc(rest[k]!)}`)
    .join('&');
  const expected = createHmac('sha1', `${ALIYUN_SECRET}&`)
    .update(`POST&${enc('/')}&${enc(query)}`)
    .digest('base64');
  return Signature === expected;
}

/** TC3-HMAC-SHA256, written from the documentation. */
function tencentValid(req: IncomingMessage, body: string): boolean {
  const auth = String(req.headers.authorization ?? '');
  const m =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sts\/tc3_request, SignedHeaders=content-type;host, Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (m === null || m[1] !== 'qcloud-id') return false;
  const timestamp = String(req.headers['x-tc-timestamp']);
  const date = m[2]!;
  const canonical = [
    'POST',
    '/',
    '',
    `content-type:${String(req.headers['content-type'])}\nhost:${String(req.headers.host)}\n`,
    'content-type;host',
    sha256(body),
  ].join('\n');
  const toSign = ['TC3-HMAC-SHA256', timestamp, `${date}/sts/tc3_request`, sha256(canonical)].join(
    '\n',
  );
  const key = hmac(hmac(hmac(`TC3${QCLOUD_SECRET}`, date), 'sts'), 'tc3_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === m[3];
}

function startFake(seen: Seen[]): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.headers['x-tc-action'] !== undefined) {
        const json = JSON.parse(body) as Record<string, unknown>;
        seen.push({ provider: 'qcloud', params: json });
        if (!tencentValid(req, body) || req.headers['x-tc-action'] !== 'GetFederationToken') {
          res.end(
            JSON.stringify({
              Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'x' } },
            }),
          );
          return;
        }
        const expired = Math.floor(Date.now() / 1000) + Number(json.DurationSeconds);
        res.end(
          JSON.stringify({
            Response: {
              Credentials: {
                Token: 'cos-token',
                TmpSecretId: 'cos-tmp-id',
                TmpSecretKey: 'cos-tmp-key',
              },
              ExpiredTime: expired,
              Expiration: new Date(expired * 1000).toISOString(),
              RequestId: 'r1',
            },
          }),
        );
        return;
      }
      const params = Object.fromEntries(new URLSearchParams(body));
      seen.push({ provider: 'aliyun', params });
      if (!aliyunValid(params) || params.Action !== 'AssumeRole') {
        res.statusCode = 400;
        res.end(JSON.stringify({ Code: 'SignatureDoesNotMatch', RequestId: 'r2' }));
        return;
      }
      res.end(
        JSON.stringify({
          RequestId: 'r3',
          Credentials: {
            AccessKeyId: 'STS.tmp-id',
            AccessKeySecret: 'tmp-secret',
            SecurityToken: 'oss-token',
            Expiration: new Date(Date.now() + Number(params.DurationSeconds) * 1000).toISOString(),
          },
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('/api/common/oss/sts and /api/common/cos/token', () => {
  let p: Platform;
  let fake: Server;
  const seen: Seen[] = [];
  beforeAll(async () => {
    fake = await startFake(seen);
    const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    p = await startTestPlatform({
      env: { STS_ALIYUN_URL: url, STS_QCLOUD_URL: url, UPLOAD_RATE_LEARNER: 2 },
    });
  });
  afterAll(async () => {
    await p.stop();
    await new Promise((r) => fake.close(r));
  });
  beforeEach(async () => {
    seen.length = 0;
    await resetDatabase(p);
  });

  async function useStorage(provider: string, data: Record<string, string>) {
    const sa = await asSuperAdmin(p);
    await restOk(p, sa.token, '/api/sys/config/prop/save', {
      type: 'upload',
      provider,
      remark: '',
      active: true,
      data,
    });
  }

  it('refuses (14001080) while the storage in use is another provider, and needs a session', async () => {
    const learner = await asStudent(p);
    const oss = await rest(p, '/api/common/oss/sts', {}, { token: learner.token, lang: 'en' });
    expect(oss.code).toBe(14001080);
    expect(oss.msg).toContain('aliyun');
    const cos = await rest(p, '/api/common/cos/token', {}, { token: learner.token, lang: 'en' });
    expect(cos.code).toBe(14001080);
    expect(cos.msg).toContain('qcloud');
    expect((await rest(p, '/api/common/oss/sts', {})).code).toBe(10010002);
    expect(seen).toEqual([]);
  });

  it('Aliyun: a signed AssumeRole for 15 minutes that may only put objects in the caller folder', async () => {
    await useStorage('aliyun', {
      endpoint: 'oss-cn-shanghai.aliyuncs.com',
      bucket: 'exam-files',
      accessKeyId: 'aliyun-id',
      accessKeySecret: ALIYUN_SECRET,
      arn: 'acs:ram::1234567890:role/examhall-upload',
    });
    const learner = await asStudent(p);
    const data = await restOk<Record<string, unknown>>(p, learner.token, '/api/common/oss/sts');
    expect(data).toMatchObject({
      accessKeyId: 'STS.tmp-id',
      accessKeySecret: 'tmp-secret',
      securityToken: 'oss-token',
      bucket: 'exam-files',
      region: 'oss-cn-shanghai',
      dir: `direct/${learner.user.id}/`,
      maxBytes: p.services.files.maxBytes,
      // The browser's SigV4 PUT goes to the bucket's S3-compatible host.
      uploadUrl: 'https://exam-files.s3.oss-cn-shanghai.aliyuncs.com/',
      signRegion: 'cn-shanghai',
    });
    expect(JSON.stringify(data)).not.toContain(ALIYUN_SECRET);
    const call = seen.find((s) => s.provider === 'aliyun')!;
    expect(aliyunValid(call.params as Record<string, string>)).toBe(true);
    expect(call.params).toMatchObject({
      RoleArn: 'acs:ram::1234567890:role/examhall-upload',
      DurationSeconds: '900',
      AccessKeyId: 'aliyun-id',
    });
    expect(JSON.parse(String(call.params.Policy))).toEqual({
      Version: '1',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['oss:PutObject'],
          Resource: [`acs:oss:*:*:exam-files/direct/${learner.user.id}/*`],
        },
      ],
    });
  });

  it('Tencent: a signed GetFederationToken limited to the caller folder, our size and types', async () => {
    await useStorage('qcloud', {
      region: 'ap-guangzhou',
      bucket: 'exam-1250000000',
      secretId: 'qcloud-id',
      secretKey: QCLOUD_SECRET,
    });
    const learner = await asStudent(p);
    const before = Math.floor(Date.now() / 1000);
    const data = await restOk<Record<string, unknown>>(p, learner.token, '/api/common/cos/token');
    expect(data).toMatchObject({
      tmpSecretId: 'cos-tmp-id',
      tmpSecretKey: 'cos-tmp-key',
      sessionToken: 'cos-token',
      bucket: 'exam-1250000000',
      region: 'ap-guangzhou',
      dir: `direct/${learner.user.id}/`,
    });
    expect(Number(data.expiredTime) - before).toBeGreaterThanOrEqual(899);
    expect(Number(data.expiredTime) - before).toBeLessThanOrEqual(905);
    const call = seen.find((s) => s.provider === 'qcloud')!;
    const policy = JSON.parse(decodeURIComponent(String(call.params.Policy))) as {
      statement: Array<Record<string, unknown>>;
    };
    expect(policy.statement[0]).toMatchObject({
      action: ['name/cos:PutObject', 'name/cos:PostObject'],
      resource: [
        `qcs::cos:ap-guangzhou:uid/1250000000:exam-1250000000/direct/${learner.user.id}/*`,
      ],
      condition: {
        numeric_less_than_equal: { 'cos:content-length': p.services.files.maxBytes },
      },
    });
    const types = (policy.statement[0]!.condition as { string_equal: Record<string, string[]> })
      .string_equal['cos:content-type']!;
    expect(types).toEqual(expect.arrayContaining(['image/png', 'application/pdf']));
    expect(types.join(';')).not.toMatch(/html|javascript|\*/);
    // Renewing credentials is no upload (the browser renews them every 5 minutes): the rate of 2
    // uploads counts registered files only.
    expect((await rest(p, '/api/common/cos/token', {}, learner)).code).toBe(0);
    expect((await rest(p, '/api/common/cos/token', {}, learner)).code).toBe(0);
    expect(data).toMatchObject({
      uploadUrl: 'https://exam-1250000000.cos.ap-guangzhou.myqcloud.com/',
      signRegion: 'ap-guangzhou',
    });
  });

  it('says so (14001094) when the cloud refuses, without the provider text', async () => {
    await useStorage('aliyun', {
      endpoint: 'oss-cn-shanghai.aliyuncs.com',
      bucket: 'exam-files',
      accessKeyId: 'aliyun-id',
      accessKeySecret: 'a-wrong-secret',
      arn: 'acs:ram::1234567890:role/examhall-upload',
    });
    const learner = await asStudent(p);
    const res = await rest(p, '/api/common/oss/sts', {}, { token: learner.token, lang: 'en' });
    expect(res.code).toBe(14001094);
    expect(res.msg).not.toContain('SignatureDoesNotMatch');
  });
});
