import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, rest, resetDatabase, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin } from '../../../test/identities.ts';
import { fakeChatProviders, type FakeChat } from '../../../test/fixtures/chat-providers.ts';

const KEYS = {
  wechat: { appId: 'wx-app', appSecret: 'wx-secret-1' },
  wecom: { corpId: 'ww-corp', agentId: '1000002', secret: 'wecom-secret-1' },
  ding: { clientId: 'ding-client', clientSecret: 'ding-secret-1' },
};

const TYPES = [
  { type: 'wechat', segment: 'wx', flag: 'wechatLogin', secret: 'appSecret' },
  { type: 'crop-wechat', segment: 'crop-wechat', flag: 'cropLogin', secret: 'secret' },
  { type: 'ding-talk', segment: 'ding-talk', flag: 'dingLogin', secret: 'clientSecret' },
] as const;

const COMPLETE = `mutation C($ticket: String!) { completeChatLogin(ticket: $ticket) { token user { id } } }`;

describe.each(TYPES)('chat-app login: $type', ({ type, segment, flag, secret }) => {
  let p: Platform;
  let fake: FakeChat;
  let admin: string;
  beforeAll(async () => {
    p = await startTestPlatform();
    fake = await fakeChatProviders(KEYS);
  });
  afterAll(async () => {
    await fake.close();
    await p.stop();
  });
  beforeEach(async () => {
    await resetDatabase(p);
    admin = (await asSuperAdmin(p)).token;
  });

  const switchOn = (on: boolean) =>
    p.infra.prisma.switchConfig.upsert({
      where: { id: '1' },
      update: { [flag]: on },
      create: { id: '1', [flag]: on },
    });
  const configure = (data: Record<string, string> = fake.settings(type)) =>
    rest(p, '/api/sys/config/prop/save', { type, provider: 'oauth', data }, { token: admin });
  /** The verifier cookie of the last flow started, as the starting browser keeps it. */
  let browserCookie = '';
  /** Starts a flow as a browser does: the answer's verifier cookie is kept for the callback. */
  async function getUrl(body: Record<string, unknown> = {}, token?: string) {
    const res = await fetch(`${p.url}/api/common/${segment}/get-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { token }) },
      body: JSON.stringify(body),
    });
    const verifier = res.headers.getSetCookie().find((c) => c.startsWith('chat_login_verifier='));
    if (verifier !== undefined) {
      expect(verifier).toContain('HttpOnly');
      expect(verifier).toContain('SameSite=Lax');
      expect(verifier).toContain(`Path=/api/common/${segment}/callback`);
      browserCookie = verifier.split(';')[0]!;
    }
    return (await res.json()) as { code: number; data: { url: string } };
  }
  /**
   * Follows the provider back to our callback in the browser that started the flow (its verifier
   * cookie, unless `headers` says otherwise); returns where the callback sends the browser.
   */
  async function comeBack(callbackUrl: string, headers: Record<string, string> = {}): Promise<URL> {
    const res = await fetch(callbackUrl, {
      redirect: 'manual',
      headers: { cookie: browserCookie, ...headers },
    });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!, p.url);
  }

  it('is refused while switched off or not configured', async () => {
    expect((await getUrl()).code).toBe(14001022);
    await switchOn(true);
    expect((await getUrl()).code).toBe(14001039);
    expect((await configure()).code).toBe(0);
    expect((await getUrl()).code).toBe(0);
    const row = await p.infra.prisma.providerConfig.findFirstOrThrow({ where: { type } });
    expect(row.secrets).not.toContain(fake.settings(type)[secret]);
  });

  it('links the account (state bind), signs in by it, and each state and ticket works once', async () => {
    await switchOn(true);
    await configure();
    const learner = await asStudent(p);
    fake.person = `person-${type}`;

    // An identity linked to nobody is told so, and nothing is created.
    const first = await getUrl();
    expect(first.data.url.startsWith(fake.url)).toBe(true);
    const unknown = await comeBack(await fake.signIn(first.data.url));
    expect(unknown.pathname).toBe('/sync');
    expect(unknown.searchParams.get('error')).toBe('CHAT_ACCOUNT_NOT_BOUND');

    // Linking needs a session.
    expect((await getUrl({ state: 'bind' })).code).toBe(10010002);
    const bind = await getUrl({ state: 'bind' }, learner.token);
    // The browser comes back from the provider's site with the session cookie: not refused as a
    // cross-site write, since the signed state is the authority.
    const bound = await comeBack(await fake.signIn(bind.data.url), {
      cookie: `token=${learner.token}; ${browserCookie}`,
      referer: `${fake.url}/`,
    });
    expect(`${bound.pathname}${bound.search}`).toBe(`/web/uc?tab=bind&bound=${type}`);
    const row = await p.infra.prisma.loginBinding.findFirstOrThrow({ where: { loginType: type } });
    expect(row).toMatchObject({ userId: learner.user.id, openId: fake.person });

    // Signing in: the callback hands /sync a one-time ticket for the session.
    const login = await getUrl();
    const callback = await fake.signIn(login.data.url);
    const synced = await comeBack(callback);
    expect(synced.pathname).toBe('/sync');
    const ticket = synced.searchParams.get('ticket')!;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const done = await gql<{ completeChatLogin: { token: string; user: { id: string } } }>(
      p,
      COMPLETE,
      { ticket },
    );
    expect(done.data?.completeChatLogin.user.id).toBe(learner.user.id);
    const again = await gql(p, COMPLETE, { ticket });
    expect(again.errors?.[0]?.extensions?.legacyCode).toBe(14001036);

    // The same callback again: its state is spent.
    const replay = await comeBack(callback);
    expect(replay.searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
    // A forged state is refused before the provider is asked.
    const forged = new URL(callback);
    const [id, , browser] = forged.searchParams.get('state')!.split('.');
    forged.searchParams.set('state', `${id}.forged.${browser}`);
    expect((await comeBack(forged.href)).searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
  });

  it('accepts a state only back in the browser that started it (a shared QR code or link)', async () => {
    await switchOn(true);
    await configure();
    const learner = await asStudent(p);
    fake.person = `qr-${type}`;
    await comeBack(await fake.signIn((await getUrl({ state: 'bind' }, learner.token)).data.url));

    // The attacker starts a sign-in and hands the provider's address (a QR code) to someone else.
    const started = await getUrl();
    const attackerCookie = browserCookie;
    const callback = await fake.signIn(started.data.url);
    for (const otherBrowser of [
      {},
      { cookie: 'chat_login_verifier=guessed' },
      { cookie: `chat_login_verifier=${'A'.repeat(32)}` },
    ]) {
      const refused = await comeBack(callback, { cookie: '', ...otherBrowser });
      expect(refused.pathname).toBe('/sync');
      expect(refused.searchParams.get('error')).toBe('OAUTH_STATE_OTHER_BROWSER');
      expect(refused.searchParams.get('ticket')).toBeNull();
    }
    // Another flow's verifier (the victim's own, started in their browser) does not fit either.
    await getUrl();
    expect(browserCookie).not.toBe(attackerCookie);
    const crossed = await comeBack(callback);
    expect(crossed.searchParams.get('error')).toBe('OAUTH_STATE_OTHER_BROWSER');

    // The starting browser still finishes (a refusal spends nothing), and only once.
    const own = await comeBack(callback, { cookie: attackerCookie });
    expect(own.searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await comeBack(callback, { cookie: attackerCookie });
    expect(again.searchParams.get('error')).toBe('OAUTH_STATE_INVALID');

    // Expired states stay refused in their own browser.
    const late = await getUrl();
    await p.infra.prisma.oAuthState.updateMany({ data: { expiresAt: new Date(Date.now() - 1) } });
    const expired = await comeBack(await fake.signIn(late.data.url));
    expect(expired.searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
  });

  it('refuses an identity linked to someone else, and a provider that refuses the keys', async () => {
    await switchOn(true);
    await configure();
    const one = await asStudent(p);
    const two = await asStudent(p);
    fake.person = `shared-${type}`;
    await comeBack(await fake.signIn((await getUrl({ state: 'bind' }, one.token)).data.url));
    const taken = await comeBack(
      await fake.signIn((await getUrl({ state: 'bind' }, two.token)).data.url),
    );
    expect(taken.searchParams.get('error')).toBe('CHAT_ACCOUNT_ALREADY_BOUND');

    await configure({ ...fake.settings(type), [secret]: 'wrong' });
    const refused = await comeBack(await fake.signIn((await getUrl()).data.url));
    expect(refused.searchParams.get('error')).toBe('CHAT_USER_INFO_FAILED');
  });

  it('GraphQL: the enabled logins and the address for one', async () => {
    await switchOn(true);
    await configure();
    const types = await gql<{ chatLoginTypes: string[] }>(p, '{ chatLoginTypes }');
    expect(types.data?.chatLoginTypes).toEqual([type]);
    const started = await fetch(`${p.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation U($t: String!) { chatLoginUrl(loginType: $t) { url } }`,
        variables: { t: type },
      }),
    });
    const url = (await started.json()) as { data?: { chatLoginUrl: { url: string } } };
    expect(url.data?.chatLoginUrl.url.startsWith(fake.url)).toBe(true);
    const redirect = new URL(url.data!.chatLoginUrl.url).searchParams.get('redirect_uri');
    expect(redirect).toBe(`${p.url}/api/common/${segment}/callback`);

    // The flow started over GraphQL is tied to this browser's verifier cookie as well.
    fake.person = `gql-${type}`;
    const learner = await asStudent(p);
    await comeBack(await fake.signIn((await getUrl({ state: 'bind' }, learner.token)).data.url));
    const verifier = started.headers
      .getSetCookie()
      .find((c) => c.startsWith('chat_login_verifier='));
    expect(verifier).toContain('HttpOnly');
    const callback = await fake.signIn(url.data!.chatLoginUrl.url);
    const elsewhere = await comeBack(callback, { cookie: '' });
    expect(elsewhere.searchParams.get('error')).toBe('OAUTH_STATE_OTHER_BROWSER');
    const here = await comeBack(callback, { cookie: verifier!.split(';')[0]! });
    expect(here.searchParams.get('ticket')).not.toBeNull();
  });
});
