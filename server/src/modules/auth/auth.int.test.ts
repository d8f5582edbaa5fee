import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { DEFAULT_PASSWORD, buildAdmin, buildUser } from '../../../test/factories/index.ts';
import { loginToken } from '../../../test/identities.ts';

/** Password login with the picture captcha on, as a real deployment runs it. */
describe('login (REST and GraphQL, captcha on)', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({ env: { CAPTCHA_ENABLED: true } });
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  async function captcha(key = `k${Date.now()}${Math.random().toString(36).slice(2)}`) {
    const res = await fetch(`${p.url}/api/common/captcha/gen?key=${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg/);
    const row = await p.infra.prisma.captcha.findUniqueOrThrow({ where: { key } });
    return { captchaKey: key, captchaValue: row.answer };
  }

  it('returns a token for the right account, password and captcha', async () => {
    const user = await buildUser(p.infra.prisma);
    const res = await rest<{ token: string }>(p, '/api/sys/user/login', {
      username: user.userName,
      password: DEFAULT_PASSWORD,
      ...(await captcha()),
    });
    expect(res).toMatchObject({ status: 200, code: 0, success: true });
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await p.infra.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).not.toContain(res.data.token);
  });

  it('refuses empty fields with 10010001 in zh and en', async () => {
    const zh = await rest(p, '/api/sys/user/login', {
      username: '',
      password: 'x',
      ...(await captcha()),
    });
    expect(zh).toMatchObject({ code: 10010001, success: false, data: null });
    const en = await rest(p, '/api/sys/user/login', { username: 'a' }, { lang: 'en' });
    expect(en.code).toBe(10010001);
    expect(en.msg).toMatch(/[A-Za-z]/);
    expect(zh.msg).not.toBe(en.msg);
  });

  it('refuses a wrong captcha (10010012) and the key cannot be tried twice', async () => {
    const user = await buildUser(p.infra.prisma);
    const c = await captcha();
    const wrong = await rest(p, '/api/sys/user/login', {
      username: user.userName,
      password: DEFAULT_PASSWORD,
      captchaKey: c.captchaKey,
      captchaValue: c.captchaValue === 'abcd' ? 'abce' : 'abcd',
    });
    expect(wrong.code).toBe(10010012);
    const again = await rest(p, '/api/sys/user/login', {
      username: user.userName,
      password: DEFAULT_PASSWORD,
      ...c,
    });
    expect(again.code).toBe(10010006);
  });

  it('accepts the captcha in any letter case but only once', async () => {
    const user = await buildUser(p.infra.prisma);
    const c = await captcha();
    const body = {
      username: user.userName,
      password: DEFAULT_PASSWORD,
      ...c,
      captchaValue: c.captchaValue.toUpperCase(),
    };
    expect((await rest(p, '/api/sys/user/login', body)).code).toBe(0);
    expect((await rest(p, '/api/sys/user/login', body)).code).toBe(10010006);
  });

  it('refuses an expired captcha', async () => {
    const user = await buildUser(p.infra.prisma);
    const c = await captcha();
    await p.infra.prisma.captcha.update({
      where: { key: c.captchaKey },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await rest(p, '/api/sys/user/login', {
      username: user.userName,
      password: DEFAULT_PASSWORD,
      ...c,
    });
    expect(res.code).toBe(10010006);
  });

  it('refuses a captcha key of the wrong shape', async () => {
    const res = await fetch(
      `${p.url}/api/common/captcha/gen?key=${encodeURIComponent('<script>')}`,
    );
    expect(((await res.json()) as { code: number }).code).toBe(10010001);
  });

  it('answers each account problem with its code', async () => {
    const disabled = await buildUser(p.infra.prisma, { state: 1 });
    const pending = await buildUser(p.infra.prisma, { state: 2 });
    const expired = await buildUser(p.infra.prisma, { expireTime: new Date(Date.now() - 60_000) });
    const ok = await buildUser(p.infra.prisma);
    const cases: Array<[string, string, number]> = [
      ['nobody_here', DEFAULT_PASSWORD, 90010001],
      [ok.userName, 'Wrong-pass1', 90010002],
      [disabled.userName, DEFAULT_PASSWORD, 90010005],
      [pending.userName, DEFAULT_PASSWORD, 90010006],
      [expired.userName, DEFAULT_PASSWORD, 90010008],
    ];
    for (const [username, password, code] of cases) {
      const res = await rest(p, '/api/sys/user/login', {
        username,
        password,
        ...(await captcha()),
      });
      expect(res.code, username).toBe(code);
      const en = await rest(
        p,
        '/api/sys/user/login',
        { username, password, ...(await captcha()) },
        { lang: 'en' },
      );
      expect(en.code).toBe(code);
      expect(en.msg).not.toBe(res.msg);
    }
    expect(await p.infra.prisma.session.count()).toBe(0);
  });

  it('blocks the address that gave an account 5 wrong passwords, even for the right one', async () => {
    const user = await buildUser(p.infra.prisma);
    for (let i = 0; i < 5; i++) {
      const r = await rest(p, '/api/sys/user/login', {
        username: user.userName,
        password: 'Wrong-pass1',
        ...(await captcha()),
      });
      expect(r.code).toBe(90010002);
    }
    const locked = await rest(
      p,
      '/api/sys/user/login',
      { username: user.userName, password: DEFAULT_PASSWORD, ...(await captcha()) },
      { lang: 'en' },
    );
    expect(locked.code).toBe(10010005);
    expect(locked.msg).toMatch(/\d+/);
  });

  it('logs in through GraphQL with the captcha from createCaptcha', async () => {
    const admin = await buildAdmin(p.infra.prisma);
    const c = await gql<{
      createCaptcha: { key: string; image: string; expiresInSeconds: number };
    }>(p, 'mutation { createCaptcha { key image expiresInSeconds } }');
    expect(c.data?.createCaptcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(c.data?.createCaptcha.expiresInSeconds).toBe(300);
    const key = c.data?.createCaptcha.key ?? '';
    const { answer } = await p.infra.prisma.captcha.findUniqueOrThrow({ where: { key } });
    const login = await gql<{
      login: { token: string; user: { userName: string; roleType: number; roles: string[] } };
    }>(
      p,
      'mutation($input: LoginInput!) { login(input: $input) { token user { userName roleType roles } } }',
      {
        input: {
          username: admin.userName,
          password: DEFAULT_PASSWORD,
          captchaKey: key,
          captchaValue: answer,
        },
      },
    );
    expect(login.errors).toBeUndefined();
    expect(login.data?.login.user).toEqual({
      userName: admin.userName,
      roleType: 2,
      roles: ['sa'],
    });
  });

  it('gives GraphQL errors the catalogue extensions, in the request language', async () => {
    const res = await gql(
      p,
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      {
        input: {
          username: 'ghost',
          password: 'x',
          captchaKey: 'missing-key',
          captchaValue: 'abcd',
        },
      },
      { lang: 'en' },
    );
    expect(res.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      subCode: 'CAPTCHA_EXPIRED',
      legacyCode: 10010006,
      args: {},
    });
    expect(res.errors?.[0]?.message).toMatch(/captcha/i);
    expect(JSON.stringify(res)).not.toMatch(/stack|at .*\.ts/);
  });
});

describe('sessions, profile and password (captcha off)', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  const login = (userName: string, password?: string) => loginToken(p, userName, password);

  it('user info works with the token header and the token cookie, and names the department', async () => {
    await p.infra.prisma.department.create({ data: { deptCode: 'A01', deptName: '总部' } });
    const user = await buildUser(p.infra.prisma, { deptCode: 'A01', realName: '小明' });
    const token = await login(user.userName);
    const byHeader = await rest<Record<string, unknown>>(p, '/api/sys/user/info', {}, { token });
    expect(byHeader.data).toMatchObject({
      id: user.id,
      userName: user.userName,
      realName: '小明',
      deptCode: 'A01',
      deptCode_dictText: '总部',
      state: 0,
      points: 0,
      roleType: 1,
      roles: ['student'],
      permissions: [],
    });
    expect(Object.keys(byHeader.data).sort()).toEqual(
      [
        'avatar',
        'className',
        'deptCode',
        'deptCode_dictText',
        'email',
        'familyName',
        'id',
        'mobile',
        'permissions',
        'points',
        'realName',
        'roleType',
        'roles',
        'smsNotify',
        'state',
        'userName',
      ].sort(),
    );
    const res = await fetch(`${p.url}/api/sys/user/info`, {
      method: 'POST',
      headers: { cookie: `token=${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
  });

  it('accepts null captcha fields when the captcha is off', async () => {
    const user = await buildUser(p.infra.prisma);
    const res = await gql<{ login: { token: string } }>(
      p,
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      {
        input: {
          username: user.userName,
          password: DEFAULT_PASSWORD,
          captchaKey: null,
          captchaValue: null,
        },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.login.token).toBeTruthy();
  });

  it('answers 10010002 without a token or with a bad one', async () => {
    expect((await rest(p, '/api/sys/user/info')).code).toBe(10010002);
    expect((await rest(p, '/api/sys/user/info', {}, { token: 'not-a-token' })).code).toBe(10010002);
    const me = await gql(p, '{ me { id } }', {}, { token: 'nope' });
    expect(me.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      subCode: 'NOT_LOGGED_IN',
      legacyCode: 10010002,
    });
  });

  it('logout ends the session on the server at once', async () => {
    const user = await buildUser(p.infra.prisma);
    const token = await login(user.userName);
    expect((await rest(p, '/api/sys/user/info', {}, { token })).code).toBe(0);
    expect((await rest(p, '/api/sys/user/logout', {}, { token })).code).toBe(0);
    expect((await rest(p, '/api/sys/user/info', {}, { token })).code).toBe(10010002);
  });

  it('GraphQL logout ends the session too', async () => {
    const user = await buildUser(p.infra.prisma);
    const token = await login(user.userName);
    expect((await gql(p, 'mutation { logout }', {}, { token })).data).toEqual({ logout: true });
    expect((await gql(p, '{ me { id } }', {}, { token })).errors?.[0]?.extensions?.legacyCode).toBe(
      10010002,
    );
  });

  it('updates the profile and refuses names over 100 characters without changing anything', async () => {
    const user = await buildUser(p.infra.prisma, { realName: 'Old' });
    const token = await login(user.userName);
    const ok = await rest<{ realName: string; familyName: string; className: string }>(
      p,
      '/api/sys/user/update',
      { realName: ' 新名 ', familyName: '王', className: '二班' },
      { token },
    );
    expect(ok.data).toMatchObject({ realName: '新名', familyName: '王', className: '二班' });
    const long = await rest(
      p,
      '/api/sys/user/update',
      { realName: 'x'.repeat(101), familyName: '', className: '' },
      { token },
    );
    expect(long.code).toBe(10010001);
    const viaGql = await gql(
      p,
      'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { realName } }',
      { i: { realName: 'ok', familyName: 'y'.repeat(101), className: '' } },
      { token },
    );
    expect(viaGql.errors?.[0]?.extensions?.legacyCode).toBe(10010001);
    const stored = await p.infra.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ realName: '新名', familyName: '王', className: '二班' });
  });

  it('keeps the user settings (SMS notifications), legacy flags accepted, bad input refused', async () => {
    const user = await buildUser(p.infra.prisma);
    const token = await login(user.userName);
    const me = await gql(p, '{ me { smsNotify } }', {}, { token });
    expect(me.data).toEqual({ me: { smsNotify: true } });
    const off = await rest<{ smsNotify: boolean }>(
      p,
      '/api/sys/user/update-settings',
      { smsNotify: '0' },
      { token },
    );
    expect(off.data).toMatchObject({ smsNotify: false });
    for (const bad of [{}, { smsNotify: 'maybe' }]) {
      expect((await rest(p, '/api/sys/user/update-settings', bad, { token })).code).toBe(10010001);
    }
    expect((await rest(p, '/api/sys/user/update-settings', { smsNotify: true })).code).toBe(
      10010002,
    );
    expect(
      (await p.infra.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).smsNotify,
    ).toBe(false);
    const on = await gql(
      p,
      'mutation($i: UpdateSettingsInput!) { updateMySettings(input: $i) { smsNotify } }',
      { i: { smsNotify: true } },
      { token },
    );
    expect(on.data).toEqual({ updateMySettings: { smsNotify: true } });
  });

  it('enforces the password rules with their codes', async () => {
    const user = await buildUser(p.infra.prisma);
    const token = await login(user.userName);
    const cases: Array<[Record<string, string>, number]> = [
      [{ oldPassword: DEFAULT_PASSWORD, password: 'Abcdefg1!', confirm: 'Abcdefg1?' }, 10010008],
      [{ oldPassword: DEFAULT_PASSWORD, password: 'short1A', confirm: 'short1A' }, 10010007],
      [
        { oldPassword: DEFAULT_PASSWORD, password: 'alllowercase', confirm: 'alllowercase' },
        10010007,
      ],
      [
        {
          oldPassword: DEFAULT_PASSWORD,
          password: 'A1!' + 'a'.repeat(58),
          confirm: 'A1!' + 'a'.repeat(58),
        },
        10010007,
      ],
      [{ oldPassword: 'Wrong-old-1', password: 'Newpass-123', confirm: 'Newpass-123' }, 90010007],
      [
        { oldPassword: DEFAULT_PASSWORD, password: DEFAULT_PASSWORD, confirm: DEFAULT_PASSWORD },
        10010009,
      ],
      [{ oldPassword: '', password: 'Newpass-123', confirm: 'Newpass-123' }, 10010001],
    ];
    for (const [body, code] of cases) {
      expect(
        (await rest(p, '/api/sys/user/update-pass', body, { token })).code,
        JSON.stringify(body),
      ).toBe(code);
    }
    // Nothing changed: the old password still works.
    await login(user.userName);
  });

  it('a password change keeps this session and ends the others', async () => {
    const user = await buildUser(p.infra.prisma);
    const current = await login(user.userName);
    const other = await login(user.userName);
    // Warm the other session into the cache first: revocation must still take effect at once.
    expect((await rest(p, '/api/sys/user/info', {}, { token: other })).code).toBe(0);
    const res = await gql(
      p,
      'mutation($i: UpdatePasswordInput!) { updatePassword(input: $i) }',
      { i: { oldPassword: DEFAULT_PASSWORD, password: 'Brand-new-9', confirm: 'Brand-new-9' } },
      { token: current },
    );
    expect(res.data).toEqual({ updatePassword: true });
    expect((await rest(p, '/api/sys/user/info', {}, { token: current })).code).toBe(0);
    expect((await rest(p, '/api/sys/user/info', {}, { token: other })).code).toBe(10010002);
    expect(
      (
        await rest(p, '/api/sys/user/login', {
          username: user.userName,
          password: DEFAULT_PASSWORD,
        })
      ).code,
    ).toBe(90010002);
    await login(user.userName, 'Brand-new-9');
  });

  it('loginTick 1 ends earlier sessions at login; 0 keeps them', async () => {
    const user = await buildUser(p.infra.prisma);
    await p.infra.prisma.switchConfig.create({ data: { id: '1', loginTick: 0 } });
    const first = await login(user.userName);
    await login(user.userName);
    expect((await rest(p, '/api/sys/user/info', {}, { token: first })).code).toBe(0);
    await p.infra.prisma.switchConfig.update({ where: { id: '1' }, data: { loginTick: 1 } });
    const third = await login(user.userName);
    expect((await rest(p, '/api/sys/user/info', {}, { token: first })).code).toBe(10010002);
    expect((await rest(p, '/api/sys/user/info', {}, { token: third })).code).toBe(0);
  });

  it('a session past its expiry no longer works', async () => {
    const user = await buildUser(p.infra.prisma);
    const token = await login(user.userName);
    await p.infra.prisma.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await rest(p, '/api/sys/user/info', {}, { token })).code).toBe(10010002);
  });
});
