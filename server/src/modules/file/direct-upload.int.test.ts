import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { resetDatabase, rest, restOk, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin } from '../../../test/identities.ts';

const SECRET = 'qiniu-secret-for-tests';

describe('/api/common/qiniu/token', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  it('is refused (14001080) while Qiniu is not the storage in use, and needs a session', async () => {
    const learner = await asStudent(p);
    const res = await rest(p, '/api/common/qiniu/token', {}, { token: learner.token, lang: 'en' });
    expect(res.code).toBe(14001080);
    expect(res.msg).toContain('qiniu');
    expect((await rest(p, '/api/common/qiniu/token', {})).code).toBe(10010002);
  });

  it('gives a signed-in user a token that only adds new files of our types and size under their own folder, for ten minutes', async () => {
    const sa = await asSuperAdmin(p);
    await restOk(p, sa.token, '/api/sys/config/prop/save', {
      type: 'upload',
      provider: 'qiniu',
      remark: '',
      active: true,
      data: {
        region: 'z0',
        endpoint: 'https://upload.qiniup.com',
        bucket: 'exam-files',
        accessKeyId: 'qiniu-access',
        accessKeySecret: SECRET,
        url: 'https://cdn.example.com/',
      },
    });
    const learner = await asStudent(p);
    const before = Math.floor(Date.now() / 1000);
    const data = await restOk<{ token: string; bucket: string; expireTime: string }>(
      p,
      learner.token,
      '/api/common/qiniu/token',
    );
    expect(data.bucket).toBe('exam-files');
    const [accessKey, sign, encodedPolicy] = data.token.split(':');
    expect(accessKey).toBe('qiniu-access');
    const expected = createHmac('sha1', SECRET)
      .update(encodedPolicy ?? '')
      .digest('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(sign).toBe(expected);
    const policy = JSON.parse(
      Buffer.from(encodedPolicy ?? '', 'base64').toString('utf8'),
    ) as Record<string, unknown>;
    const folder = `direct/${learner.user.id}/`;
    expect(policy).toMatchObject({
      scope: `exam-files:${folder}`,
      isPrefixalScope: 1,
      insertOnly: 1,
      fsizeLimit: p.services.files.maxBytes,
    });
    // The browser names the file at random inside its folder (see direct-complete.int.test.ts).
    expect(data).toMatchObject({ dir: folder, uploadUrl: 'https://upload.qiniup.com/' });
    expect(String(policy.mimeLimit).split(';')).toEqual(
      expect.arrayContaining(['image/png', 'video/mp4', 'application/pdf']),
    );
    expect(String(policy.mimeLimit)).not.toMatch(/html|javascript|\*/);
    expect(policy.deadline).toBeGreaterThanOrEqual(before + 600);
    expect(policy.deadline).toBeLessThanOrEqual(before + 605);
    expect(JSON.stringify(data)).not.toContain(SECRET);
  });
});
