import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import {
  LEGACY_TIME,
  gql,
  gqlOk,
  rest,
  resetDatabase,
  startTestPlatform,
} from '../../../test/helpers.ts';
import {
  buildBuiltInRoles,
  buildRole,
  buildUser,
  grantPermission,
} from '../../../test/factories/index.ts';
import { readFileSync } from 'node:fs';
import { asAdmin, asStudent, asSuperAdmin } from '../../../test/identities.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { fakeAliyunSms, fakeTencentSms } from '../../../test/fixtures/sms-providers.ts';

const MOBILE = '13800138000';

async function switchOn(p: Platform, flags: Record<string, boolean>) {
  await p.infra.prisma.switchConfig.upsert({
    where: { id: '1' },
    update: flags,
    create: { id: '1', ...flags },
  });
}

/** The code in the newest outbox message to a number. */
async function outboxCode(p: Platform, mobile: string): Promise<string> {
  const row = await p.infra.prisma.smsOutbox.findFirstOrThrow({
    where: { mobile },
    orderBy: { createdAt: 'desc' },
  });
  return /验证码 (\d{6})/.exec(row.content)![1]!;
}

/** Asks for a bind code as a new signed-in learner (bind codes need a session). */
async function bindSms(p: Platform, body: Record<string, unknown>) {
  const learner = await asStudent(p);
  return rest(p, '/api/sys/user/sms', { smsType: 'bind', ...body }, { token: learner.token });
}

/** Forgets the 60 s resend wait (and the hourly count) of a number, as if time had passed. */
async function passTime(p: Platform, mobile: string, hourly = false) {
  const redis = p.infra.redis!;
  const keys = [`rl:sms:resend:${mobile}`, ...(hourly ? [`rl:sms:mobile:h:${mobile}`] : [])];
  await redis.del(...keys);
}

describe('SMS codes with the log provider (captcha off)', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    await switchOn(p, { mobileLogin: true });
  });

  it('writes a login code to the outbox; the code works once', async () => {
    await buildUser(p.infra.prisma, { mobile: MOBILE });
    const res = await rest<{ waitSeconds: number }>(p, '/api/sys/user/sms', {
      smsType: 'login',
      mobile: MOBILE,
    });
    expect(res).toMatchObject({ code: 0, data: { waitSeconds: 60 } });
    const code = await outboxCode(p, MOBILE);
    const stored = await p.infra.prisma.smsCode.findFirstOrThrow({ where: { mobile: MOBILE } });
    expect(stored.codeHash).not.toContain(code);
    await expect(p.services.sms.consumeCode(MOBILE, 'login', code)).resolves.toBeUndefined();
    await expect(p.services.sms.consumeCode(MOBILE, 'login', code)).rejects.toMatchObject({
      errorName: 'SMS_CODE_WRONG',
    });
  });

  it('accepts legacy numeric smsType and mobile', async () => {
    await buildUser(p.infra.prisma, { mobile: MOBILE });
    const res = await rest(p, '/api/sys/user/sms', { smsType: 2, mobile: Number(MOBILE) });
    expect(res.code).toBe(0);
    const code = await outboxCode(p, MOBILE);
    await expect(p.services.sms.consumeCode(MOBILE, 'reset', code)).resolves.toBeUndefined();
  });

  it('refuses by scene: switch off, no session, bad input', async () => {
    await buildUser(p.infra.prisma, { mobile: MOBILE });
    const send = (body: Record<string, unknown>) => rest(p, '/api/sys/user/sms', body);
    // Bind codes are for signed-in users only.
    expect((await send({ smsType: 'bind', mobile: '13900000001' })).code).toBe(10010002);
    expect((await send({ smsType: 'login', mobile: '12800138000' })).code).toBe(14001019);
    expect((await send({ smsType: 'login', mobile: '1380013800' })).code).toBe(14001019);
    expect((await send({ smsType: 'pay', mobile: MOBILE })).code).toBe(14001011);
    expect((await send({ mobile: MOBILE })).code).toBe(10010001);
    await switchOn(p, { mobileLogin: false });
    expect((await send({ smsType: 'login', mobile: MOBILE })).code).toBe(14001022);
    // None of the refusals sent anything.
    expect(await p.infra.prisma.smsOutbox.count()).toBe(0);
  });

  it('answers a number the scene may not get a code for like any other, without sending', async () => {
    await buildUser(p.infra.prisma, { mobile: MOBILE });
    const SEND = 'mutation($i: SendSmsCodeInput!) { sendSmsCode(input: $i) { waitSeconds } }';
    const restAnswer = async (body: Record<string, unknown>, token?: string) => {
      const res = await rest(p, '/api/sys/user/sms', body, { token });
      return { code: res.code, msg: res.msg, data: res.data };
    };
    const linked = await restAnswer({ smsType: 'login', mobile: MOBILE });
    expect(linked.code).toBe(0);
    await passTime(p, MOBILE);
    expect(await restAnswer({ smsType: 'reset', mobile: MOBILE })).toEqual(linked);
    // Unlinked numbers (login, reset) and a number another user linked (bind) answer the same.
    expect(await restAnswer({ smsType: 'login', mobile: '13900000001' })).toEqual(linked);
    expect(await restAnswer({ smsType: 'reset', mobile: '13900000002' })).toEqual(linked);
    const learner = await asStudent(p);
    await passTime(p, MOBILE);
    expect(await restAnswer({ smsType: 'bind', mobile: MOBILE }, learner.token)).toEqual(linked);
    const gqlLinked = await gqlOk(p, learner.token, SEND, {
      i: { smsType: 'bind', mobile: '13900000003' },
    });
    expect(
      await gqlOk(p, learner.token, SEND, { i: { smsType: 'login', mobile: '13900000004' } }),
    ).toEqual(gqlLinked);
    // Only the two codes for the linked number went out.
    const sent = await p.infra.prisma.smsOutbox.findMany({ select: { mobile: true, scene: true } });
    expect(sent).toEqual(
      expect.arrayContaining([
        { mobile: MOBILE, scene: 'login' },
        { mobile: MOBILE, scene: 'reset' },
        { mobile: '13900000003', scene: 'bind' },
      ]),
    );
    expect(sent).toHaveLength(3);
    // The number's limits apply all the same: the 60 s wait, then 5 codes an hour.
    const unlinked = '13900000009';
    expect((await restAnswer({ smsType: 'login', mobile: unlinked })).code).toBe(0);
    expect((await restAnswer({ smsType: 'login', mobile: unlinked })).code).toBe(14001034);
    for (let i = 1; i < 5; i++) {
      await passTime(p, unlinked);
      expect((await restAnswer({ smsType: 'reset', mobile: unlinked })).code).toBe(0);
    }
    await passTime(p, unlinked);
    expect((await restAnswer({ smsType: 'reset', mobile: unlinked })).code).toBe(10010005);
  });

  it('counts unlinked numbers against the address: the 21st code of the hour is refused', async () => {
    await buildUser(p.infra.prisma, { mobile: MOBILE });
    for (let i = 0; i < 20; i++) {
      const mobile = `1370000${String(i).padStart(4, '0')}`;
      expect((await rest(p, '/api/sys/user/sms', { smsType: 'login', mobile })).code).toBe(0);
    }
    expect((await rest(p, '/api/sys/user/sms', { smsType: 'login', mobile: MOBILE })).code).toBe(
      10010005,
    );
    const gqlRes = await gql(
      p,
      'mutation($i: SendSmsCodeInput!) { sendSmsCode(input: $i) { waitSeconds } }',
      { i: { smsType: 'reset', mobile: '13700009999' } },
    );
    expect(gqlRes.errors?.[0]?.extensions?.legacyCode).toBe(10010005);
    expect(await p.infra.prisma.smsOutbox.count()).toBe(0);
  });

  it('waits 60 s between codes of a number; a new code replaces the old one', async () => {
    await buildUser(p.infra.prisma, { mobile: MOBILE });
    expect((await rest(p, '/api/sys/user/sms', { smsType: 'login', mobile: MOBILE })).code).toBe(0);
    const first = await outboxCode(p, MOBILE);
    const again = await rest(
      p,
      '/api/sys/user/sms',
      { smsType: 'login', mobile: MOBILE },
      { lang: 'en' },
    );
    expect(again.code).toBe(14001034);
    expect(again.msg).toMatch(/\d+ seconds/);
    await passTime(p, MOBILE);
    expect((await rest(p, '/api/sys/user/sms', { smsType: 'login', mobile: MOBILE })).code).toBe(0);
    const second = await outboxCode(p, MOBILE);
    if (first !== second) {
      await expect(p.services.sms.consumeCode(MOBILE, 'login', first)).rejects.toMatchObject({
        errorName: 'SMS_CODE_WRONG',
      });
    }
    await expect(p.services.sms.consumeCode(MOBILE, 'login', second)).resolves.toBeUndefined();
  });

  it('limits a number to 5 codes an hour and 10 a day', async () => {
    const send = () => bindSms(p, { mobile: MOBILE });
    for (let i = 0; i < 5; i++) {
      expect((await send()).code).toBe(0);
      await passTime(p, MOBILE);
    }
    expect((await send()).code).toBe(10010005);
    for (let i = 5; i < 10; i++) {
      await passTime(p, MOBILE, true);
      expect((await send()).code).toBe(0);
    }
    await passTime(p, MOBILE, true);
    expect((await send()).code).toBe(14001035);
    expect(await p.infra.prisma.smsOutbox.count()).toBe(10);
  });

  it('limits an address to 20 codes an hour', async () => {
    for (let i = 0; i < 20; i++) {
      const mobile = `1390000${String(i).padStart(4, '0')}`;
      expect((await bindSms(p, { mobile })).code).toBe(0);
    }
    const over = await bindSms(p, { mobile: '13912345678' });
    expect(over.code).toBe(10010005);
  });

  it('a code expires after 5 minutes and dies after 5 wrong answers', async () => {
    const send = () => bindSms(p, { mobile: MOBILE });
    expect((await send()).code).toBe(0);
    const code = await outboxCode(p, MOBILE);
    await p.infra.prisma.smsCode.updateMany({
      where: { mobile: MOBILE },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(p.services.sms.consumeCode(MOBILE, 'bind', code)).rejects.toMatchObject({
      errorName: 'SMS_CODE_WRONG',
    });

    await passTime(p, MOBILE);
    expect((await send()).code).toBe(0);
    const fresh = await outboxCode(p, MOBILE);
    const wrong = fresh === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      await expect(
        p.services.sms.consumeCode(MOBILE, 'bind', wrong, 'BIND_SMS_CODE_WRONG'),
      ).rejects.toMatchObject({ errorName: 'BIND_SMS_CODE_WRONG' });
    }
    await expect(p.services.sms.consumeCode(MOBILE, 'bind', fresh)).rejects.toMatchObject({
      errorName: 'SMS_CODE_WRONG',
    });
  });

  it('parallel wrong guesses cannot get past the limit: the right code placed late is refused', async () => {
    await buildUser(p.infra.prisma, { mobile: MOBILE });
    expect((await rest(p, '/api/sys/user/sms', { smsType: 'login', mobile: MOBILE })).code).toBe(0);
    const code = await outboxCode(p, MOBILE);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 35 ? code : wrong(i)));
    const results = await Promise.allSettled(
      guesses.map((g) => p.services.sms.consumeCode(MOBILE, 'login', g)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(0);
    const row = await p.infra.prisma.smsCode.findFirstOrThrow({ where: { mobile: MOBILE } });
    expect(row.attempts).toBe(5);
    expect(row.usedAt).not.toBeNull();
    await expect(p.services.sms.consumeCode(MOBILE, 'login', code)).rejects.toMatchObject({
      errorName: 'SMS_CODE_WRONG',
    });
  });

  it('a code of one scene does not work for another', async () => {
    await buildUser(p.infra.prisma, { mobile: MOBILE });
    expect((await rest(p, '/api/sys/user/sms', { smsType: 'reset', mobile: MOBILE })).code).toBe(0);
    const code = await outboxCode(p, MOBILE);
    await expect(p.services.sms.consumeCode(MOBILE, 'login', code)).rejects.toMatchObject({
      errorName: 'SMS_CODE_WRONG',
    });
  });

  it('the outbox is readable with sys:sms:outbox only (REST and GraphQL)', async () => {
    const sa = await asSuperAdmin(p);
    const learner = await asStudent(p);
    await bindSms(p, { mobile: MOBILE });
    await bindSms(p, { mobile: '13700137000' });
    const page = await rest<{ records: Array<Record<string, unknown>>; total: number }>(
      p,
      '/api/sys/sms/outbox/paging',
      { current: 1, size: 10, params: { mobile: '1380013' } },
      { token: sa.token },
    );
    expect(page.code).toBe(0);
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({ mobile: MOBILE, smsType: 'bind' });
    expect(String(page.data.records[0]!.createTime)).toMatch(LEGACY_TIME);
    expect(String(page.data.records[0]!.content)).toMatch(/验证码 \d{6}/);
    const denied = await rest(p, '/api/sys/sms/outbox/paging', {}, { token: learner.token });
    expect(denied.code).toBe(10010004);
    expect((await rest(p, '/api/sys/sms/outbox/paging', {})).code).toBe(10010002);
  });
  it('shows the codes in the outbox only to a super admin; other readers see them masked', async () => {
    const sa = await asSuperAdmin(p);
    const reader = await asAdmin(p, { permissions: [PERMISSIONS.smsOutbox] });
    await buildUser(p.infra.prisma, { mobile: MOBILE });
    expect((await rest(p, '/api/sys/user/sms', { smsType: 'login', mobile: MOBILE })).code).toBe(0);
    const code = await outboxCode(p, MOBILE);
    const read = async (token: string) => {
      const page = await rest<{ records: Array<{ content: string }> }>(
        p,
        '/api/sys/sms/outbox/paging',
        { current: 1, size: 10 },
        { token },
      );
      expect(page.code, page.msg).toBe(0);
      const gq = await gqlOk<{ smsOutbox: { records: Array<{ content: string }> } }>(
        p,
        token,
        '{ smsOutbox { records { content } } }',
      );
      return [page.data.records[0]!.content, gq.smsOutbox.records[0]!.content];
    };
    for (const content of await read(sa.token)) expect(content).toContain(code);
    for (const content of await read(reader.token)) {
      expect(content).not.toContain(code);
      expect(content).toContain('验证码 ******');
    }
  });

  it('the sign-in migration grants sys:sms:outbox to the super admin role only', async () => {
    const db = p.infra.prisma;
    await buildBuiltInRoles(db);
    const viewer = await buildRole(db, { roleType: 2, roleLevel: 5 });
    const view = await grantPermission(db, viewer.id, PERMISSIONS.configView);
    await db.roleMenu.create({ data: { roleId: 'sa', menuId: view.id } });
    await db.menu.create({
      data: { id: 'menu-sys-sms', menuType: 1, metaTitle: 'SMS', name: 'SmsOutbox' },
    });
    await db.menu.create({
      data: { id: 'menu-fn-sys-sms-outbox', menuType: 2, metaTitle: 'SMS', name: 'SmsOutboxFn' },
    });
    const sql = readFileSync(
      new URL(
        '../../../../prisma/migrations/20261125163151_sign_in_methods/migration.sql',
        import.meta.url,
      ),
      'utf8',
    );
    const grant = sql.slice(sql.lastIndexOf('INSERT INTO "RoleMenu"'));
    await db.$executeRawUnsafe(grant);
    const granted = await db.roleMenu.findMany({
      where: { menuId: { in: ['menu-sys-sms', 'menu-fn-sys-sms-outbox'] } },
      select: { roleId: true },
    });
    expect([...new Set(granted.map((g) => g.roleId))]).toEqual(['sa']);
  });
});

describe('SMS with the picture captcha on', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({ env: { CAPTCHA_ENABLED: true } });
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  async function captcha() {
    const key = `k${Date.now()}${Math.random().toString(36).slice(2)}`;
    await fetch(`${p.url}/api/common/captcha/gen?key=${key}`);
    const row = await p.infra.prisma.captcha.findUniqueOrThrow({ where: { key } });
    return { captchaKey: key, captchaValue: row.answer };
  }

  it('needs the captcha first: missing 14001013, wrong 10010012, right sends', async () => {
    const body = { smsType: 'bind', mobile: MOBILE };
    expect((await bindSms(p, body)).code).toBe(14001013);
    const c = await captcha();
    const wrong = { ...c, captchaValue: c.captchaValue === 'abcd' ? 'abce' : 'abcd' };
    expect((await bindSms(p, { ...body, ...wrong })).code).toBe(10010012);
    expect(await p.infra.prisma.smsOutbox.count()).toBe(0);
    expect((await bindSms(p, { ...body, ...(await captcha()) })).code).toBe(0);
    expect(await p.infra.prisma.smsOutbox.count()).toBe(1);
  });

  it('checks the captcha before the scene, so numbers cannot be probed without one', async () => {
    const res = await rest(p, '/api/sys/user/sms', { smsType: 'reset', mobile: MOBILE });
    expect(res.code).toBe(14001013);
  });
});

describe('SMS through Aliyun and Tencent Cloud (local fakes that check signatures)', () => {
  let p: Platform;
  let admin: string;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    admin = (await asSuperAdmin(p)).token;
  });

  const save = (body: Record<string, unknown>) =>
    rest(p, '/api/sys/config/prop/save', { type: 'sms', active: true, ...body }, { token: admin });

  it('Aliyun: delivers the code with a valid signature; the secret is sealed at rest', async () => {
    const keys = { accessKeyId: 'LTAI-sms', accessKeySecret: 'aliyun-sms-secret-1' };
    const fake = await fakeAliyunSms({ keys, signName: 'Examhall', templateCode: 'SMS_100' });
    try {
      const data = { endpoint: fake.url, ...keys, signName: 'Examhall', templateCode: 'SMS_100' };
      const saved = await save({ provider: 'aliyun', data });
      expect(saved.code).toBe(0);
      const row = await p.infra.prisma.providerConfig.findFirstOrThrow({ where: { type: 'sms' } });
      expect(row.secrets).not.toContain(keys.accessKeySecret);
      expect(JSON.stringify(row.data)).not.toContain(keys.accessKeySecret);

      expect((await bindSms(p, { mobile: MOBILE })).code).toBe(0);
      expect(fake.calls).toEqual(['SendSms']);
      const delivered = fake.sent.at(-1)!;
      expect(delivered.mobile).toBe(MOBILE);
      await expect(
        p.services.sms.consumeCode(MOBILE, 'bind', delivered.code),
      ).resolves.toBeUndefined();
      expect(await p.infra.prisma.smsOutbox.count()).toBe(0);

      // A wrong secret is refused by the provider: a configuration error, and no code is kept.
      expect(
        (await save({ provider: 'aliyun', data: { ...data, accessKeySecret: 'wrong' } })).code,
      ).toBe(0);
      await passTime(p, MOBILE);
      const refused = await bindSms(p, { mobile: MOBILE });
      expect(refused.code).toBe(13001011);
      expect(JSON.stringify(refused)).not.toContain('SignatureDoesNotMatch');
      // The failed delivery does not start the 60 s wait.
      await save({ provider: 'aliyun', data });
      fake.fail.push('throttle');
      expect((await bindSms(p, { mobile: MOBILE })).code).toBe(14001033);
      expect((await bindSms(p, { mobile: MOBILE })).code).toBe(0);
    } finally {
      await fake.close();
    }
  });

  it('Aliyun: a wrong template is SMS_TEMPLATE_INVALID', async () => {
    const keys = { accessKeyId: 'LTAI-sms', accessKeySecret: 'aliyun-sms-secret-1' };
    const fake = await fakeAliyunSms({ keys, signName: 'Examhall', templateCode: 'SMS_100' });
    try {
      await save({
        provider: 'aliyun',
        data: { endpoint: fake.url, ...keys, signName: 'Examhall', templateCode: 'SMS_999' },
      });
      const res = await bindSms(p, { mobile: MOBILE });
      expect(res.code).toBe(13001013);
    } finally {
      await fake.close();
    }
  });

  it('Tencent Cloud: delivers the code with a valid TC3 signature; failures map to codes', async () => {
    const keys = { secretId: 'AKID-sms', secretKey: 'tencent-sms-secret-1' };
    const fake = await fakeTencentSms({
      keys,
      sdkAppId: '1400000001',
      signName: 'Examhall',
      templateId: '123456',
    });
    try {
      const data = {
        endpoint: fake.url,
        region: 'ap-guangzhou',
        ...keys,
        sdkAppId: '1400000001',
        signName: 'Examhall',
        templateId: '123456',
      };
      const saved = await save({ provider: 'qcloud', data });
      expect(saved.code).toBe(0);
      const row = await p.infra.prisma.providerConfig.findFirstOrThrow({ where: { type: 'sms' } });
      expect(row.secrets).not.toContain(keys.secretKey);

      expect((await bindSms(p, { mobile: MOBILE })).code).toBe(0);
      const delivered = fake.sent.at(-1)!;
      expect(delivered.mobile).toBe(MOBILE);
      await expect(
        p.services.sms.consumeCode(MOBILE, 'bind', delivered.code),
      ).resolves.toBeUndefined();

      expect((await save({ provider: 'qcloud', data: { ...data, secretKey: 'wrong' } })).code).toBe(
        0,
      );
      await passTime(p, MOBILE);
      expect((await bindSms(p, { mobile: MOBILE })).code).toBe(13001011);
      await save({ provider: 'qcloud', data: { ...data, templateId: '999' } });
      expect((await bindSms(p, { mobile: MOBILE })).code).toBe(13001013);
      await save({ provider: 'qcloud', data });
      fake.fail.push('internal');
      expect((await bindSms(p, { mobile: MOBILE })).code).toBe(14001033);
    } finally {
      await fake.close();
    }
  });

  it("notifications go through each cloud's notification template; without one they are refused", async () => {
    const aliKeys = { accessKeyId: 'LTAI-sms', accessKeySecret: 'aliyun-sms-secret-1' };
    const ali = await fakeAliyunSms({
      keys: aliKeys,
      signName: 'Examhall',
      templateCode: 'SMS_100',
      noticeTemplateCode: 'SMS_200',
    });
    const tcKeys = { secretId: 'AKID-sms', secretKey: 'tencent-sms-secret-1' };
    const tc = await fakeTencentSms({
      keys: tcKeys,
      sdkAppId: '1400000001',
      signName: 'Examhall',
      templateId: '123456',
      noticeTemplateId: '654321',
    });
    try {
      const aliData = {
        endpoint: ali.url,
        ...aliKeys,
        signName: 'Examhall',
        templateCode: 'SMS_100',
      };
      await save({ provider: 'aliyun', data: aliData });
      await expect(p.services.sms.sendNotice(MOBILE, '考试提醒')).rejects.toMatchObject({
        errorName: 'SMS_TEMPLATE_INVALID',
      });
      expect(ali.calls).toEqual([]);
      await save({ provider: 'aliyun', data: { ...aliData, noticeTemplateCode: 'SMS_200' } });
      await p.services.sms.sendNotice(MOBILE, '考试提醒');
      expect(ali.notices).toEqual([{ mobile: MOBILE, text: '考试提醒' }]);

      const tcData = {
        endpoint: tc.url,
        region: 'ap-guangzhou',
        ...tcKeys,
        sdkAppId: '1400000001',
        signName: 'Examhall',
        templateId: '123456',
      };
      await save({ provider: 'qcloud', data: tcData });
      await expect(p.services.sms.sendNotice(MOBILE, 'Exam soon')).rejects.toMatchObject({
        errorName: 'SMS_TEMPLATE_INVALID',
      });
      await save({ provider: 'qcloud', data: { ...tcData, noticeTemplateId: '654321' } });
      await p.services.sms.sendNotice(MOBILE, 'Exam soon');
      expect(tc.notices).toEqual([{ mobile: MOBILE, text: 'Exam soon' }]);
      expect(await p.infra.prisma.smsOutbox.count()).toBe(0);
    } finally {
      await ali.close();
      await tc.close();
    }
  });

  it('the SMS settings validate their fields; switching back to the log provider needs no settings', async () => {
    const bad = await save({
      provider: 'qcloud',
      data: {
        region: 'nowhere',
        secretId: 'a',
        secretKey: 'b',
        sdkAppId: 'x',
        signName: 's',
        templateId: '1',
      },
    });
    expect(bad.code).toBe(13001011);
    expect((await save({ provider: 'aliyun', data: { accessKeyId: 'a' } })).code).toBe(13001011);
    const change = await rest<{ provider: string; active: boolean }>(
      p,
      '/api/sys/config/prop/change',
      { type: 'sms', provider: 'log' },
      { token: admin },
    );
    expect(change).toMatchObject({ code: 0, data: { provider: 'log', active: true } });
    expect(
      (
        await rest(
          p,
          '/api/sys/config/prop/change',
          { type: 'sms', provider: 'aliyun' },
          { token: admin },
        )
      ).code,
    ).toBe(13001010);
  });

  it('the admin form (GraphQL) saves and reads the SMS fields, the secret masked', async () => {
    await gqlOk(
      p,
      admin,
      `mutation S($input: SaveProviderConfigInput!) { saveProviderConfig(input: $input) { id } }`,
      {
        input: {
          type: 'sms',
          provider: 'aliyun',
          active: true,
          data: {
            accessKeyId: 'LTAI-x',
            accessKeySecret: 'secret-x',
            signName: 'Examhall',
            templateCode: 'SMS_1',
          },
        },
      },
    );
    const read = await gqlOk<{
      providerConfig: { active: boolean; data: Record<string, string | null> };
    }>(
      p,
      admin,
      `{ providerConfig(type: "sms", provider: "aliyun") { active data { signName templateCode accessKeySecret } } }`,
    );
    expect(read.providerConfig.active).toBe(true);
    expect(read.providerConfig.data).toEqual({
      signName: 'Examhall',
      templateCode: 'SMS_1',
      accessKeySecret: '******',
    });
  });
});
