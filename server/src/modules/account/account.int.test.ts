import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import {
  gql,
  gqlOk,
  rest,
  resetDatabase,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import {
  DEFAULT_PASSWORD,
  buildBuiltInRoles,
  buildDepartment,
  buildUser,
} from '../../../test/factories/index.ts';
import { asAdmin, asStudent, asSuperAdmin, loginToken } from '../../../test/identities.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { IP_CAPTCHA_AFTER, PAIR_MAX_FAILURES } from '../auth/index.ts';

const MOBILE = '13800138000';

let current: Platform;

/** A GraphQL call without a session that must succeed. */
async function anonOk<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await gql<T>(current, query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}
const NEW_PASSWORD = 'N3w-Passw0rd';

async function switches(p: Platform, flags: Record<string, boolean | number | string>) {
  await p.infra.prisma.switchConfig.upsert({
    where: { id: '1' },
    update: flags,
    create: { id: '1', ...flags },
  });
}

/** Asks for a code and reads it from the SMS outbox (the log provider). */
async function smsCode(p: Platform, smsType: string, mobile = MOBILE, token?: string) {
  const res = await rest(p, '/api/sys/user/sms', { smsType, mobile }, { token });
  expect(res.code, res.msg).toBe(0);
  const row = await p.infra.prisma.smsOutbox.findFirstOrThrow({
    where: { mobile },
    orderBy: { createdAt: 'desc' },
  });
  await p.infra.redis?.del(`rl:sms:resend:${mobile}`);
  return /验证码 (\d{6})/.exec(row.content)![1]!;
}

describe('registration', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
    current = p;
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    await buildBuiltInRoles(p.infra.prisma);
    await buildDepartment(p.infra.prisma, 'A01', 'HQ');
    await buildDepartment(p.infra.prisma, 'A02', 'Branch');
  });

  const form = (extra: Record<string, unknown> = {}) => ({
    userName: 'newbie',
    password: DEFAULT_PASSWORD,
    realName: 'New',
    className: 'Grade 1',
    deptCode: 'A01',
    ...extra,
  });

  it('is refused while userReg is off', async () => {
    expect((await rest(p, '/api/sys/user/reg', form())).code).toBe(14001021);
    expect(await p.infra.prisma.user.count()).toBe(0);
  });

  it('without review: a learner in the picked department, signed in at once', async () => {
    await switches(p, { userReg: true });
    const res = await rest<{ token: string; state: number }>(p, '/api/sys/user/reg', form());
    expect(res).toMatchObject({ code: 0, data: { state: 0 } });
    const info = await restOk<{ userName: string; deptCode: string; roleType: number }>(
      p,
      res.data.token,
      '/api/sys/user/info',
    );
    expect(info).toMatchObject({ userName: 'newbie', deptCode: 'A01', roleType: 1 });
    const user = await p.infra.prisma.user.findUniqueOrThrow({
      where: { userName: 'newbie' },
      include: { roles: true },
    });
    expect(user.roles.map((r) => r.roleId)).toEqual(['student']);
    expect(user.className).toBe('Grade 1');
    // The same name again is taken.
    expect((await rest(p, '/api/sys/user/reg', form())).code).toBe(14001020);
  });

  it('checks the fields: password rule, required fields, department', async () => {
    await switches(p, { userReg: true });
    expect((await rest(p, '/api/sys/user/reg', form({ password: 'short' }))).code).toBe(10010007);
    expect((await rest(p, '/api/sys/user/reg', form({ realName: '' }))).code).toBe(10010001);
    expect((await rest(p, '/api/sys/user/reg', form({ className: '' }))).code).toBe(10010001);
    expect((await rest(p, '/api/sys/user/reg', form({ userName: 'a b' }))).code).toBe(10010001);
    expect((await rest(p, '/api/sys/user/reg', form({ deptCode: '' }))).code).toBe(10010001);
    expect((await rest(p, '/api/sys/user/reg', form({ deptCode: 'Z99' }))).code).toBe(10010003);
    expect(await p.infra.prisma.user.count()).toBe(0);
  });

  it('userDeptType 1 puts every new learner in userDeptCode, whatever they send', async () => {
    await switches(p, { userReg: true, userDeptType: 1, userDeptCode: 'A02' });
    expect((await rest(p, '/api/sys/user/reg', form({ deptCode: 'A01' }))).code).toBe(0);
    const u = await p.infra.prisma.user.findUniqueOrThrow({ where: { userName: 'newbie' } });
    expect(u.deptCode).toBe('A02');
    const depts = await anonOk<{ registerDepartments: unknown[] }>(
      '{ registerDepartments { deptCode } }',
    );
    expect(depts.registerDepartments).toEqual([]);
  });

  it('lists the departments to pick only while registration is open with userDeptType 0', async () => {
    const q = '{ registerDepartments { deptCode deptName } }';
    expect((await anonOk<{ registerDepartments: unknown[] }>(q)).registerDepartments).toEqual([]);
    await switches(p, { userReg: true });
    const open = await anonOk<{ registerDepartments: Array<{ deptCode: string }> }>(q);
    expect(open.registerDepartments.map((d) => d.deptCode).sort()).toEqual(['A01', 'A02']);
  });

  it('with review: state 2, login answers 90010006 until an admin enables the account', async () => {
    await switches(p, { userReg: true, userAudit: true });
    const res = await rest<{ token: string | null; state: number }>(p, '/api/sys/user/reg', form());
    expect(res).toMatchObject({ code: 0, data: { token: null, state: 2 } });
    const login = await rest(p, '/api/sys/user/login', {
      username: 'newbie',
      password: DEFAULT_PASSWORD,
    });
    expect(login.code).toBe(90010006);

    const admin = await asSuperAdmin(p);
    const pending = await restOk<{ records: Array<{ id: string; userName: string }> }>(
      p,
      admin.token,
      '/api/sys/user/paging',
      { current: 1, size: 10, params: { state: 2 } },
    );
    expect(pending.records.map((r) => r.userName)).toEqual(['newbie']);
    await restOk(p, admin.token, '/api/sys/user/state', {
      ids: [pending.records[0]!.id],
      state: 0,
    });
    expect(await loginToken(p, 'newbie', DEFAULT_PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('GraphQL: register signs in at once without review', async () => {
    await switches(p, { userReg: true });
    const data = await anonOk<{ register: { token: string; state: number } }>(
      'mutation R($input: RegisterInput!) { register(input: $input) { token state } }',
      { input: form({ userName: 'gqlnewbie' }) },
    );
    expect(data.register.state).toBe(0);
    expect(data.register.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('registration with the picture captcha on', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({ env: { CAPTCHA_ENABLED: true } });
    current = p;
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    await buildBuiltInRoles(p.infra.prisma);
    await buildDepartment(p.infra.prisma, 'A01', 'HQ');
    await switches(p, { userReg: true });
  });

  it('needs the captcha: missing 10010001, wrong 10010012', async () => {
    const body = {
      userName: 'capper',
      password: DEFAULT_PASSWORD,
      realName: 'Cap',
      className: 'G',
      deptCode: 'A01',
    };
    expect((await rest(p, '/api/sys/user/reg', body)).code).toBe(10010001);
    const key = `k${Date.now()}`;
    await fetch(`${p.url}/api/common/captcha/gen?key=${key}`);
    const row = await p.infra.prisma.captcha.findUniqueOrThrow({ where: { key } });
    const wrong = row.answer === 'abcd' ? 'abce' : 'abcd';
    expect(
      (await rest(p, '/api/sys/user/reg', { ...body, captchaKey: key, captchaValue: wrong })).code,
    ).toBe(10010012);
    const key2 = `k2${Date.now()}`;
    await fetch(`${p.url}/api/common/captcha/gen?key=${key2}`);
    const row2 = await p.infra.prisma.captcha.findUniqueOrThrow({ where: { key: key2 } });
    const ok = await rest(p, '/api/sys/user/reg', {
      ...body,
      captchaKey: key2,
      captchaValue: row2.answer,
    });
    expect(ok.code).toBe(0);
  });
});

describe('SMS login and the forgotten password', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
    current = p;
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    await switches(p, { mobileLogin: true });
  });

  it('signs in with a login code once; a wrong code is 10010013', async () => {
    const user = await buildUser(p.infra.prisma, { mobile: MOBILE });
    const code = await smsCode(p, 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      (await rest(p, '/api/sys/user/mobile-login', { mobile: MOBILE, smsCode: wrong })).code,
    ).toBe(10010013);
    const ok = await rest<{ token: string }>(p, '/api/sys/user/mobile-login', {
      mobile: MOBILE,
      smsCode: code,
    });
    expect(ok.code).toBe(0);
    const info = await restOk<{ id: string }>(p, ok.data.token, '/api/sys/user/info');
    expect(info.id).toBe(user.id);
    expect(
      (await rest(p, '/api/sys/user/mobile-login', { mobile: MOBILE, smsCode: code })).code,
    ).toBe(10010013);
    expect(
      (await rest(p, '/api/sys/user/mobile-login', { mobile: MOBILE, smsCode: '' })).code,
    ).toBe(10010001);
  });

  it('GraphQL mobileLogin answers the session and the user', async () => {
    const user = await buildUser(p.infra.prisma, { mobile: MOBILE });
    const code = await smsCode(p, 'login');
    const data = await anonOk<{ mobileLogin: { token: string; user: { id: string } } }>(
      'mutation M($input: MobileLoginInput!) { mobileLogin(input: $input) { token user { id } } }',
      { input: { mobile: MOBILE, smsCode: code } },
    );
    expect(data.mobileLogin.user.id).toBe(user.id);
  });

  it('is refused while mobileLogin is off, and for disabled or pending accounts', async () => {
    await buildUser(p.infra.prisma, { mobile: MOBILE, state: 1 });
    const code = await smsCode(p, 'login');
    expect(
      (await rest(p, '/api/sys/user/mobile-login', { mobile: MOBILE, smsCode: code })).code,
    ).toBe(90010005);
    await p.infra.prisma.user.updateMany({ data: { state: 2 } });
    const code2 = await smsCode(p, 'login');
    expect(
      (await rest(p, '/api/sys/user/mobile-login', { mobile: MOBILE, smsCode: code2 })).code,
    ).toBe(90010006);
    const code3 = await smsCode(p, 'login');
    await switches(p, { mobileLogin: false });
    expect(
      (await rest(p, '/api/sys/user/mobile-login', { mobile: MOBILE, smsCode: code3 })).code,
    ).toBe(14001022);
  });

  it('reset-pass sets a new password with a reset code and ends every session', async () => {
    const user = await buildUser(p.infra.prisma, { mobile: MOBILE });
    const before = await loginToken(p, user.userName, DEFAULT_PASSWORD);
    const code = await smsCode(p, 'reset');
    const body = { mobile: MOBILE, smsCode: code, password: NEW_PASSWORD, confirm: NEW_PASSWORD };
    expect(
      (await rest(p, '/api/sys/user/reset-pass', { ...body, password: 'weak', confirm: 'weak' }))
        .code,
    ).toBe(10010007);
    expect((await rest(p, '/api/sys/user/reset-pass', { ...body, confirm: 'other' })).code).toBe(
      10010008,
    );
    expect((await rest(p, '/api/sys/user/reset-pass', body)).code).toBe(0);
    expect((await rest(p, '/api/sys/user/info', {}, { token: before })).code).toBe(10010002);
    expect(
      (
        await rest(p, '/api/sys/user/login', {
          username: user.userName,
          password: DEFAULT_PASSWORD,
        })
      ).code,
    ).toBe(90010002);
    expect(await loginToken(p, user.userName, NEW_PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code was used.
    expect((await rest(p, '/api/sys/user/reset-pass', body)).code).toBe(10010013);
    // A login code does not reset a password.
    const login = await smsCode(p, 'login');
    expect((await rest(p, '/api/sys/user/reset-pass', { ...body, smsCode: login })).code).toBe(
      10010013,
    );
    // The code is checked first, so an unlinked number answers like a linked one.
    expect(
      (await rest(p, '/api/sys/user/reset-pass', { ...body, mobile: '13900000000' })).code,
    ).toBe(10010013);
  });
});

describe('SMS code answers: limited per address, never locking the number out', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({ env: { TRUST_PROXY: 1 } });
    current = p;
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    await switches(p, { mobileLogin: true });
  });

  const ATTACKER = '203.0.113.7';
  const OWNER = '198.51.100.20';
  const LOGIN = 'mutation M($input: MobileLoginInput!) { mobileLogin(input: $input) { token } }';
  const RESET = 'mutation M($input: ResetPasswordInput!) { resetPassword(input: $input) }';

  const headers = (ip: string) => ({
    'content-type': 'application/json',
    'accept-language': 'zh',
    'x-forwarded-for': ip,
  });
  const restFrom = async (ip: string, path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${p.url}${path}`, {
      method: 'POST',
      headers: headers(ip),
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data: { token?: string } | null };
  };
  const gqlFrom = async (ip: string, query: string, input: Record<string, unknown>) => {
    const res = await fetch(`${p.url}/graphql`, {
      method: 'POST',
      headers: headers(ip),
      body: JSON.stringify({ query, variables: { input } }),
    });
    const body = (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: Array<{ extensions?: { legacyCode?: number; subCode?: string } }>;
    };
    return body.errors?.[0]?.extensions?.legacyCode ?? 0;
  };
  const login = (ip: string, body: Record<string, unknown>) =>
    restFrom(ip, '/api/sys/user/mobile-login', { mobile: MOBILE, ...body });
  const reset = (ip: string, body: Record<string, unknown>) =>
    restFrom(ip, '/api/sys/user/reset-pass', { mobile: MOBILE, password: NEW_PASSWORD, ...body });
  const captcha = async () => {
    const key = `k${Date.now()}${Math.random().toString(36).slice(2)}`;
    await fetch(`${p.url}/api/common/captcha/gen?key=${key}`);
    const row = await p.infra.prisma.captcha.findUniqueOrThrow({ where: { key } });
    return { captchaKey: key, captchaValue: row.answer };
  };
  const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');

  it('ten wrong answers from one address leave the owner a working fresh code (REST)', async () => {
    const user = await buildUser(p.infra.prisma, { mobile: MOBILE });
    const code = await smsCode(p, 'login');
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      const body = { smsCode: wrongOf(code) };
      answers.push((await (i % 2 === 0 ? login : reset)(ATTACKER, body)).code);
    }
    // Three wrong codes, then the address must solve the picture captcha, as password login does.
    expect(answers.slice(0, IP_CAPTCHA_AFTER)).toEqual(Array(IP_CAPTCHA_AFTER).fill(10010013));
    expect(new Set(answers.slice(IP_CAPTCHA_AFTER))).toEqual(new Set([10010020]));
    const wrongCaptcha = { captchaKey: (await captcha()).captchaKey, captchaValue: 'zzzz' };
    expect((await login(ATTACKER, { smsCode: code, ...wrongCaptcha })).code).toBe(10010012);
    // With the captcha the guesses go on until this address is blocked for this number.
    for (let i = IP_CAPTCHA_AFTER; i < PAIR_MAX_FAILURES; i++) {
      expect((await login(ATTACKER, { smsCode: wrongOf(code), ...(await captcha()) })).code).toBe(
        10010013,
      );
    }
    expect((await login(ATTACKER, { smsCode: code, ...(await captcha()) })).code).toBe(10010005);
    // The owner, from their own address: signed in with the code, no captcha, no wait; and
    // again with a fresh one.
    expect((await login(OWNER, { smsCode: code })).code).toBe(0);
    const fresh = await smsCode(p, 'login');
    const ok = await login(OWNER, { smsCode: fresh });
    expect(ok.code, ok.msg).toBe(0);
    const info = await restOk<{ id: string }>(p, ok.data!.token!, '/api/sys/user/info');
    expect(info.id).toBe(user.id);
    // And the password reset too.
    const resetCode = await smsCode(p, 'reset');
    expect((await reset(OWNER, { smsCode: resetCode })).code).toBe(0);
    expect(await loginToken(p, user.userName, NEW_PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('wrong guesses from many addresses burn the code instead of blocking the number', async () => {
    await buildUser(p.infra.prisma, { mobile: MOBILE });
    for (let round = 0; round < 3; round++) {
      const code = await smsCode(p, 'login');
      for (let i = 0; i < 5; i++) {
        expect(
          (await login(`203.0.113.${round * 10 + i + 20}`, { smsCode: wrongOf(code) })).code,
        ).toBe(10010013);
      }
      // Five wrong answers ended the code: guessing on is useless.
      expect((await login(`203.0.113.${round * 10 + 30}`, { smsCode: code })).code).toBe(10010013);
    }
    const fresh = await smsCode(p, 'login');
    expect((await login(OWNER, { smsCode: fresh })).code).toBe(0);
  });

  it('GraphQL mobileLogin and resetPassword ask for the captcha after failures, never lock the owner', async () => {
    const user = await buildUser(p.infra.prisma, { mobile: MOBILE });
    const code = await smsCode(p, 'login');
    for (let i = 0; i < IP_CAPTCHA_AFTER; i++) {
      const query = i % 2 === 0 ? LOGIN : RESET;
      const input = { mobile: MOBILE, smsCode: wrongOf(code), password: NEW_PASSWORD };
      if (query === LOGIN) delete (input as Record<string, unknown>).password;
      expect(await gqlFrom(ATTACKER, query, input)).toBe(10010013);
    }
    for (let i = 0; i < 8; i++) {
      expect(await gqlFrom(ATTACKER, LOGIN, { mobile: MOBILE, smsCode: wrongOf(code) })).toBe(
        10010020,
      );
      expect(
        await gqlFrom(ATTACKER, RESET, {
          mobile: MOBILE,
          smsCode: wrongOf(code),
          password: NEW_PASSWORD,
        }),
      ).toBe(10010020);
    }
    // The right code from the failing address needs the captcha, then works.
    expect(await gqlFrom(ATTACKER, LOGIN, { mobile: MOBILE, smsCode: code })).toBe(10010020);
    expect(
      await gqlFrom(ATTACKER, LOGIN, { mobile: MOBILE, smsCode: code, ...(await captcha()) }),
    ).toBe(0);
    // The owner's own address needs nothing.
    const resetCode = await smsCode(p, 'reset');
    expect(
      await gqlFrom(OWNER, RESET, { mobile: MOBILE, smsCode: resetCode, password: NEW_PASSWORD }),
    ).toBe(0);
    expect(await loginToken(p, user.userName, NEW_PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('login bindings', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
    current = p;
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  it('a learner links a number with a bind code, sees it, and unlinks it with another', async () => {
    const me = await asStudent(p);
    expect(await restOk(p, me.token, '/api/sys/user/bind/bind-list')).toEqual([]);
    const code = await smsCode(p, 'bind', MOBILE, me.token);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/bind-mobile',
          { mobile: MOBILE, smsCode: wrong },
          { token: me.token },
        )
      ).code,
    ).toBe(14001002);
    const bound = await restOk<Record<string, unknown>>(
      p,
      me.token,
      '/api/sys/user/bind/bind-mobile',
      { mobile: MOBILE, smsCode: code },
    );
    expect(bound).toMatchObject({
      loginType: 'mobile',
      openId: MOBILE,
      userId: me.user.id,
      loginType_dictText: '手机号',
    });
    const list = await restOk<Array<{ loginType: string; openId: string }>>(
      p,
      me.token,
      '/api/sys/user/bind/bind-list',
    );
    expect(list.map((b) => [b.loginType, b.openId])).toEqual([['mobile', MOBILE]]);
    const info = await restOk<{ openId: string }>(p, me.token, '/api/sys/user/bind/bind-info', {
      loginType: 'mobile',
    });
    expect(info.openId).toBe(MOBILE);
    expect((await rest(p, '/api/sys/user/bind/bind-info', {}, { token: me.token })).code).toBe(
      14001003,
    );
    expect(
      (await rest(p, '/api/sys/user/bind/bind-info', { loginType: 'qq' }, { token: me.token }))
        .code,
    ).toBe(14001004);

    // Another user cannot take the number: asked like any other, the code is not sent.
    const other = await asStudent(p);
    const sentBefore = await p.infra.prisma.smsOutbox.count();
    expect(
      (
        await rest(
          p,
          '/api/sys/user/sms',
          { smsType: 'bind', mobile: MOBILE },
          { token: other.token },
        )
      ).code,
    ).toBe(0);
    expect(await p.infra.prisma.smsOutbox.count()).toBe(sentBefore);
    await p.infra.redis?.del(`rl:sms:resend:${MOBILE}`);

    const unbindCode = await smsCode(p, 'bind', MOBILE, me.token);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/unbind-mobile',
          { mobile: '13900000000', smsCode: unbindCode },
          { token: me.token },
        )
      ).code,
    ).toBe(14001005);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/unbind-mobile',
          { mobile: MOBILE, smsCode: unbindCode },
          { token: me.token },
        )
      ).code,
    ).toBe(0);
    expect(await restOk(p, me.token, '/api/sys/user/bind/bind-list')).toEqual([]);
    expect((await rest(p, '/api/sys/user/bind/bind-list', {})).code).toBe(10010002);
  });

  it('refuses to remove the only way in', async () => {
    const me = await asStudent(p);
    await p.infra.prisma.user.update({
      where: { id: me.user.id },
      data: { passwordHash: '', mobile: MOBILE },
    });
    const code = await smsCode(p, 'bind', MOBILE, me.token);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/unbind-mobile',
          { mobile: MOBILE, smsCode: code },
          { token: me.token },
        )
      ).code,
    ).toBe(14001006);
    await p.infra.prisma.loginBinding.create({
      data: { userId: me.user.id, loginType: 'wechat', openId: 'wx-1' },
    });
    await p.infra.prisma.user.update({ where: { id: me.user.id }, data: { mobile: null } });
    expect(
      (await rest(p, '/api/sys/user/bind/unbind', { loginType: 'wechat' }, { token: me.token }))
        .code,
    ).toBe(14001007);
    expect(
      (await rest(p, '/api/sys/user/bind/unbind', { loginType: 'ding-talk' }, { token: me.token }))
        .code,
    ).toBe(14001005);
    expect((await rest(p, '/api/sys/user/bind/unbind', {}, { token: me.token })).code).toBe(
      14001003,
    );
  });

  it('a learner removes a chat-app link while the password remains', async () => {
    const me = await asStudent(p);
    await p.infra.prisma.loginBinding.create({
      data: { userId: me.user.id, loginType: 'wechat', openId: 'wx-1' },
    });
    const list = await gqlOk<{
      myLoginBindings: Array<{ loginType: string; loginTypeDictText: string }>;
    }>(p, me.token, '{ myLoginBindings { loginType loginTypeDictText } }');
    expect(list.myLoginBindings).toEqual([{ loginType: 'wechat', loginTypeDictText: '微信' }]);
    expect(
      (await rest(p, '/api/sys/user/bind/unbind', { loginType: 'wechat' }, { token: me.token }))
        .code,
    ).toBe(0);
    expect(await p.infra.prisma.loginBinding.count()).toBe(0);
  });

  it('the generic unbind refuses the number (it needs a code); bind-mobile refuses a second number', async () => {
    const me = await asStudent(p);
    await p.infra.prisma.user.update({ where: { id: me.user.id }, data: { mobile: MOBILE } });
    expect(
      (await rest(p, '/api/sys/user/bind/unbind', { loginType: 'mobile' }, { token: me.token }))
        .code,
    ).toBe(14001060);
    const g = await gql(
      p,
      'mutation { unbindLogin(loginType: "mobile") }',
      {},
      { token: me.token },
    );
    expect(g.errors?.[0]?.extensions?.legacyCode).toBe(14001060);
    const other = '13700137000';
    const code = await smsCode(p, 'bind', other, me.token);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/bind-mobile',
          { mobile: other, smsCode: code },
          { token: me.token },
        )
      ).code,
    ).toBe(14001061);
    const after = await p.infra.prisma.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect(after.mobile).toBe(MOBILE);
  });

  it('bind codes need a session; bind-mobile checks the code before the number', async () => {
    expect((await rest(p, '/api/sys/user/sms', { smsType: 'bind', mobile: MOBILE })).code).toBe(
      10010002,
    );
    expect(await p.infra.prisma.smsOutbox.count()).toBe(0);
    const owner = await asStudent(p);
    await p.infra.prisma.user.update({ where: { id: owner.user.id }, data: { mobile: MOBILE } });
    const me = await asStudent(p);
    // A linked and an unlinked number answer alike without the right code.
    for (const mobile of [MOBILE, '13700137000']) {
      expect(
        (
          await rest(
            p,
            '/api/sys/user/bind/bind-mobile',
            { mobile, smsCode: '123456' },
            { token: me.token },
          )
        ).code,
      ).toBe(14001002);
    }
  });

  it('after an admin unlinks a number only the learner links one again', async () => {
    const sa = await asSuperAdmin(p);
    const learner = await asStudent(p);
    const direct = (path: string, mobile = MOBILE) =>
      rest(
        p,
        `/api/sys/user/bind/${path}`,
        { mobile, userId: learner.user.id },
        { token: sa.token },
      );
    expect((await direct('direct-bind')).code).toBe(0);
    expect((await direct('direct-unbind')).code).toBe(0);
    expect((await direct('direct-bind')).code).toBe(14001062);
    expect((await direct('direct-bind', '13700137000')).code).toBe(14001062);
    const g = await gql(
      p,
      'mutation M($u: ID!, $m: String!) { directBindMobile(userId: $u, mobile: $m) { id } }',
      { u: learner.user.id, m: MOBILE },
      { token: sa.token },
    );
    expect(g.errors?.[0]?.extensions?.legacyCode).toBe(14001062);
    expect(
      (await p.infra.prisma.user.findUniqueOrThrow({ where: { id: learner.user.id } })).mobile,
    ).toBeNull();
    // Removing it by id counts as well.
    const code = await smsCode(p, 'bind', MOBILE, learner.token);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/bind-mobile',
          { mobile: MOBILE, smsCode: code },
          { token: learner.token },
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/unbind-by-id',
          { id: `mobile:${learner.user.id}` },
          { token: sa.token },
        )
      ).code,
    ).toBe(0);
    expect((await direct('direct-bind')).code).toBe(14001062);
    // The learner's own link lifts it.
    const again = await smsCode(p, 'bind', MOBILE, learner.token);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/bind-mobile',
          { mobile: MOBILE, smsCode: again },
          { token: learner.token },
        )
      ).code,
    ).toBe(0);
    expect((await direct('direct-unbind')).code).toBe(0);
    expect((await direct('direct-bind')).code).toBe(14001062);
  });

  it('parallel removals cannot take away every way in', async () => {
    const sa = await asSuperAdmin(p);
    for (let round = 0; round < 5; round++) {
      const me = await asStudent(p);
      await p.infra.prisma.user.update({
        where: { id: me.user.id },
        data: { passwordHash: '', mobile: `1370000000${round}` },
      });
      await p.infra.prisma.loginBinding.create({
        data: { userId: me.user.id, loginType: 'wechat', openId: `wx-${round}` },
      });
      const results = await Promise.all([
        rest(p, '/api/sys/user/bind/unbind', { loginType: 'wechat' }, { token: me.token }),
        rest(
          p,
          '/api/sys/user/bind/unbind-by-id',
          { id: `mobile:${me.user.id}` },
          { token: sa.token },
        ),
      ]);
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      const left = await p.infra.prisma.user.findUniqueOrThrow({
        where: { id: me.user.id },
        select: { mobile: true, bindings: true },
      });
      expect((left.mobile === null ? 0 : 1) + left.bindings.length).toBe(1);
    }
  });

  it('admins list, bind and unbind within their rights', async () => {
    const sa = await asSuperAdmin(p);
    const learner = await asStudent(p);
    await p.infra.prisma.loginBinding.create({
      data: { userId: learner.user.id, loginType: 'ding-talk', openId: 'dd-1' },
    });
    const bound = await restOk<{ id: string }>(p, sa.token, '/api/sys/user/bind/direct-bind', {
      mobile: MOBILE,
      userId: learner.user.id,
    });
    expect(bound.id).toBe(`mobile:${learner.user.id}`);
    const page = await restOk<{
      records: Array<{ id: string; loginType: string; openId: string }>;
      total: number;
    }>(p, sa.token, '/api/sys/user/bind/paging', {
      current: 1,
      size: 10,
      params: { userId: learner.user.id },
    });
    expect(page.total).toBe(2);
    expect(page.records.map((r) => r.loginType)).toEqual(['mobile', 'ding-talk']);
    const other = await asStudent(p);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/direct-bind',
          { mobile: MOBILE, userId: other.user.id },
          { token: sa.token },
        )
      ).code,
    ).toBe(14001001);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/direct-bind',
          { mobile: '123', userId: other.user.id },
          { token: sa.token },
        )
      ).code,
    ).toBe(14001019);
    expect(
      (await rest(p, '/api/sys/user/bind/direct-bind', { mobile: MOBILE }, { token: sa.token }))
        .code,
    ).toBe(14001003);

    const ding = page.records.find((r) => r.loginType === 'ding-talk')!;
    expect(
      (await rest(p, '/api/sys/user/bind/unbind-by-id', { id: ding.id }, { token: sa.token })).code,
    ).toBe(0);
    expect(
      (await rest(p, '/api/sys/user/bind/unbind-by-id', { id: ding.id }, { token: sa.token })).code,
    ).toBe(14001005);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/direct-unbind',
          { mobile: MOBILE, userId: learner.user.id },
          { token: sa.token },
        )
      ).code,
    ).toBe(0);
    expect(await restOk(p, learner.token, '/api/sys/user/bind/bind-list')).toEqual([]);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/direct-unbind',
          { mobile: MOBILE, userId: learner.user.id },
          { token: sa.token },
        )
      ).code,
    ).toBe(14001005);

    // A learner reads only their own bindings; the admin paths need the permissions.
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/bind-info',
          { loginType: 'mobile', userId: other.user.id },
          { token: learner.token },
        )
      ).code,
    ).toBe(10010004);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/paging',
          { params: { userId: other.user.id } },
          { token: learner.token },
        )
      ).code,
    ).toBe(10010004);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/direct-bind',
          { mobile: MOBILE, userId: other.user.id },
          { token: learner.token },
        )
      ).code,
    ).toBe(10010004);
    const viewer = await asAdmin(p, { permissions: [PERMISSIONS.userList] });
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/paging',
          { params: { userId: other.user.id } },
          { token: viewer.token },
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/direct-bind',
          { mobile: MOBILE, userId: other.user.id },
          { token: viewer.token },
        )
      ).code,
    ).toBe(10010004);
    // Nobody below the super admin changes the admin account's bindings.
    const editor = await asAdmin(p, { permissions: [PERMISSIONS.userUpdate] });
    expect(
      (
        await rest(
          p,
          '/api/sys/user/bind/direct-bind',
          { mobile: MOBILE, userId: sa.user.id },
          { token: editor.token },
        )
      ).code,
    ).not.toBe(0);
  });
});
