/**
 * The HTTP edges against a hostile caller: request errors coded alike on both GraphQL transports,
 * control characters in a path, cookie-signed GraphQL from another site, the HttpOnly session
 * cookie, and no secret in any log line.
 */
import { createConnection } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Platform } from '../../platform.ts';
import { gql, rest, resetDatabase, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent } from '../../../test/identities.ts';
import { captureLogs } from '../../../test/logs.ts';
import { WsClient } from '../../../test/sockets.ts';

/** A document whose ID variable cannot hold an object: a request error before any resolver. */
const COURSE = `query Course($id: ID!) { course(id: $id) { id } }`;

/** Sends raw request bytes (a path no HTTP client would send) and returns the status and body. */
function rawRequest(p: Platform, target: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(p.url);
  return new Promise((resolve, reject) => {
    const socket = createConnection(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      'latin1',
    );
  });
}

/** Opens graphql-ws with `headers` on the upgrade and no token in connection_init. */
async function wsByUpgrade(
  p: Platform,
  headers: Record<string, string>,
): Promise<{ acked: boolean; closeCode: number | undefined; socket: WebSocket }> {
  const socket = new WebSocket(`${p.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
    headers,
  });
  await new Promise((res, rej) => {
    socket.once('open', res);
    socket.once('error', rej);
  });
  return new Promise((resolve) => {
    let acked = false;
    socket.on('message', (d: Buffer) => {
      if ((JSON.parse(d.toString()) as { type: string }).type === 'connection_ack') {
        acked = true;
        resolve({ acked, closeCode: undefined, socket });
      }
    });
    socket.once('close', (code) => resolve({ acked, closeCode: code, socket }));
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  });
}

describe('HTTP edges', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p.stop();
  });
  beforeEach(async () => {
    await resetDatabase(p);
  });

  it('a variable of the wrong type is BAD_USER_INPUT on HTTP and graphql-ws alike, with no stack logged or sent', async () => {
    const learner = await asStudent(p);
    const logs = captureLogs();
    try {
      const http = await gql(p, COURSE, { id: { not: 'an id' } }, { token: learner.token });
      const ws = await WsClient.open(p, learner.token);
      try {
        ws.socket.send(
          JSON.stringify({
            id: 'bad',
            type: 'subscribe',
            payload: {
              query: COURSE,
              operationName: 'Course',
              variables: { id: { not: 'an id' } },
            },
          }),
        );
        ws.socket.send(
          JSON.stringify({
            id: 'unknown-op',
            type: 'subscribe',
            payload: { query: COURSE, operationName: 'Nope', variables: { id: '1' } },
          }),
        );
        await ws.until(() => ws.messages.filter((m) => m.type === 'error').length === 2);
        const errorsOf = (id: string) =>
          ws.messages.find((m) => m.id === id && m.type === 'error')?.payload as unknown as Array<{
            message: string;
            extensions: Record<string, unknown>;
          }>;
        const overWs = errorsOf('bad');
        expect(http.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          subCode: 'PARAM_INVALID',
          legacyCode: 10010001,
        });
        expect(overWs[0]?.extensions).toEqual(http.errors?.[0]?.extensions);
        expect(errorsOf('unknown-op')[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          subCode: 'PARAM_INVALID',
        });
        const sent = JSON.stringify([overWs, errorsOf('unknown-op'), http.errors]);
        expect(sent).not.toMatch(/stacktrace|\s+at .+\.(ts|js):\d+/i);
      } finally {
        ws.close();
      }
      expect(logs.text()).not.toContain('unhandled GraphQL error');
      expect(logs.text()).not.toContain('"stack"');
    } finally {
      logs.stop();
    }
  });

  it('refuses control characters in any path with 400 and the envelope, before signing in or routing', async () => {
    const targets = [
      '/api/common/file/x%00',
      '/api/common/file/x%1F',
      '/api/common/file/x%7f',
      '/api/course/media/f%00/original',
      '/api/course/doc/%00',
      '/api/sys/user/info%0a',
      '/web/exam/start/%00',
      '/graphql%00',
    ];
    for (const target of targets) {
      const res = await fetch(`${p.url}${target}`);
      expect(res.status, target).toBe(400);
      expect(await res.json(), target).toMatchObject({ code: 10010001, success: false });
    }
    const posted = await rest(p, '/api/sys/user/login%00', { username: 'a', password: 'b' });
    expect(posted.status).toBe(400);
    expect(posted.code).toBe(10010001);
    // A raw control byte, which Node's HTTP parser refuses itself, gets the same envelope.
    const raw = await rawRequest(p, '/api/common/file/x\x01');
    expect(raw.status).toBe(400);
    expect(JSON.parse(raw.body)).toMatchObject({ code: 10010001 });
    // A control character in the query string is not a path: the route's own input rules apply.
    expect((await fetch(`${p.url}/api/common/file/nope?x=%00`)).status).not.toBe(500);
  });

  it('answers cookie-signed GraphQL only from our own site; a token header works from anywhere', async () => {
    const learner = await asStudent(p);
    const me = JSON.stringify({ query: '{ me { id } }' });
    const post = (headers: Record<string, string>) =>
      fetch(`${p.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: me,
      });
    const cookie = `token=${learner.token}`;
    const foreigns: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page' },
    ];
    for (const foreign of foreigns) {
      const res = await post({ cookie, ...foreign });
      expect(res.status, JSON.stringify(foreign)).toBe(403);
      const body = (await res.json()) as { data?: unknown; errors: Array<{ extensions: object }> };
      expect(body.data ?? null).toBeNull();
      expect(body.errors[0]?.extensions).toMatchObject({ subCode: 'CROSS_SITE_REFUSED' });
    }
    const owns: Array<Record<string, string>> = [
      { origin: p.url },
      { 'sec-fetch-site': 'same-origin' },
      { referer: `${p.url}/web/index` },
    ];
    for (const own of owns) {
      const res = await post({ cookie, ...own });
      const body = (await res.json()) as { data?: { me: { id: string } } };
      expect(body.data?.me.id, JSON.stringify(own)).toBe(learner.user.id);
    }
    // Integrators and legacy clients send the token header, from any page.
    const byHeader = await post({ token: learner.token, origin: 'https://integrator.example' });
    const header = (await byHeader.json()) as { data?: { me: { id: string } } };
    expect(header.data?.me.id).toBe(learner.user.id);

    // The WebSocket upgrade: the cookie counts only from our own pages.
    const foreign = await wsByUpgrade(p, { cookie, origin: 'https://evil.example' });
    expect(foreign.acked).toBe(false);
    expect(foreign.closeCode).toBe(4403);
    const nullOrigin = await wsByUpgrade(p, { cookie, origin: 'null' });
    expect(nullOrigin.closeCode).toBe(4403);
    const own = await wsByUpgrade(p, { cookie, origin: p.url });
    expect(own.acked).toBe(true);
    own.socket.close();
    const byParams = await WsClient.open(p, learner.token);
    byParams.close();
  });

  it('the session cookie is set by the server, HttpOnly, SameSite=Lax, Secure behind https only', async () => {
    const learner = await asStudent(p);
    const adopt = (headers: Record<string, string>) =>
      fetch(`${p.url}/api/sys/user/session-cookie`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
    const set = await adopt({ token: learner.token });
    expect(((await set.json()) as { data: unknown }).data).toEqual({ signedIn: true });
    const cookies = set.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('token='));
    expect(session).toBe(
      `token=${encodeURIComponent(learner.token)}; Path=/; SameSite=Lax; HttpOnly`,
    );
    expect(cookies.find((c) => c.startsWith('signed_in='))).toBe(
      'signed_in=1; Path=/; SameSite=Lax',
    );
    // The cookie it set signs the browser's later calls in.
    const files = await fetch(`${p.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: session!.split(';')[0]!,
        origin: p.url,
      },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(((await files.json()) as { data: { me: { id: string } } }).data.me.id).toBe(
      learner.user.id,
    );
    // X-Forwarded-Proto is believed only from a trusted proxy (TRUST_PROXY, as for the client's address).
    const proxied = await adopt({ token: learner.token, 'x-forwarded-proto': 'https' });
    expect(proxied.headers.getSetCookie().join('\n')).not.toContain('Secure');
    const behindProxy = await startTestPlatform({ env: { TRUST_PROXY: 1 } });
    try {
      const res = await fetch(`${behindProxy.url}/api/sys/user/session-cookie`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          token: learner.token,
          'x-forwarded-proto': 'https',
        },
        body: '{}',
      });
      for (const c of res.headers.getSetCookie()) expect(c).toMatch(/; Secure$/);
    } finally {
      await behindProxy.stop();
    }
    // Without a token header (signing out) both cookies are cleared.
    const cleared = await adopt({ cookie: `token=${learner.token}`, origin: p.url });
    expect(cleared.headers.getSetCookie()).toEqual([
      'token=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0',
      'signed_in=; Path=/; SameSite=Lax; Max-Age=0',
    ]);
    // A cookie-signed clear from another site is refused, like every cookie-signed write.
    const csrf = await adopt({ cookie: `token=${learner.token}`, origin: 'https://evil.example' });
    expect(csrf.status).toBe(403);
    // Signing out clears the cookie too (REST and GraphQL).
    const out = await fetch(`${p.url}/api/sys/user/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: learner.token },
      body: '{}',
    });
    expect(out.headers.getSetCookie()[0]).toMatch(/^token=; .*Max-Age=0/);
    const other = await asStudent(p);
    const gqlOut = await fetch(`${p.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: other.token },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(gqlOut.headers.getSetCookie()[0]).toMatch(/^token=; .*Max-Age=0/);
  });

  it('writes no ticket, code, state, token or password to any log line', async () => {
    const learner = await asStudent(p);
    const secrets = ['T1CKET-SECRET', 'C0DE-SECRET', 'ST4TE-SECRET', 'T0KEN-SECRET', 'P4SS-SECRET'];
    const logs = captureLogs();
    try {
      await fetch(`${p.url}/sync?ticket=T1CKET-SECRET`);
      await fetch(`${p.url}/api/common/wx/callback?code=C0DE-SECRET&state=ST4TE-SECRET`, {
        redirect: 'manual',
      });
      await fetch(
        `${p.url}/api/common/ding-talk/callback?authCode=C0DE-SECRET&state=ST4TE-SECRET`,
        { redirect: 'manual' },
      );
      await fetch(`${p.url}/api/common/file/upload?ticket=T1CKET-SECRET`, { method: 'POST' });
      await fetch(`${p.url}/api/course/media/f1/decrypt?auth=T0KEN-SECRET`, {
        headers: { token: learner.token },
      });
      await fetch(`${p.url}/api/socket/exam/u/e/pc?token=T0KEN-SECRET`);
      // Bodies that fail: malformed JSON with a password, and a login refused.
      await fetch(`${p.url}/api/sys/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username":"a","password":"P4SS-SECRET"',
      });
      await rest(p, '/api/sys/user/login', { username: 'nobody', password: 'P4SS-SECRET' });
      await gql(p, 'mutation($t: String!) { completeChatLogin(ticket: $t) { token } }', {
        t: 'T1CKET-SECRET',
      });
      await new Promise((r) => setTimeout(r, 100));
      const text = logs.text();
      // The requests were logged: the capture sees the access lines.
      expect(text).toContain('/api/common/wx/callback');
      expect(text).toContain('/sync?ticket=%5Bredacted%5D');
      for (const secret of [...secrets, learner.token]) expect(text).not.toContain(secret);
    } finally {
      logs.stop();
    }
  });
});
