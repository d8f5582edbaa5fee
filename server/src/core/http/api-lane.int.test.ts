import { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../platform.ts';
import { startTestPlatform } from '../../../test/helpers.ts';
import { asSuperAdmin } from '../../../test/identities.ts';
import { accessLogger } from '../logger.ts';

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * The same call through the API lane (a plain JSON POST to a fixed path) and through the Express
 * chain (a query string sends any request there): the lane must not be visible to a client.
 */
async function both(
  p: Platform,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ lane: Answer; chain: Answer }> {
  const call = async (url: string): Promise<Answer> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      body,
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
  };
  return { lane: await call(`${p.url}${path}`), chain: await call(`${p.url}${path}?chain=1`) };
}

/** Response headers that differ by design between two calls (time, size, ids). */
const PER_CALL = new Set(['date', 'content-length', 'etag', 'x-request-id', 'keep-alive']);

function headerSet(h: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  h.forEach((value, name) => {
    if (!PER_CALL.has(name)) out[name] = value;
  });
  return out;
}

/** Request ids are per call; replace them so two answers compare equal. */
function withoutRequestId(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body).replace(/"requestId":"[^"]*"/g, '"requestId":"-"'));
}

describe('the API lane answers exactly as the Express chain would', () => {
  let p: Platform;
  let token = '';
  beforeAll(async () => {
    p = await startTestPlatform();
    token = (await asSuperAdmin(p)).token;
  });
  afterAll(() => p.stop());

  it('a public REST call: same status, body and headers, helmet and request id included', async () => {
    const { lane, chain } = await both(p, '/api/sys/config/detail', '{}');
    expect(lane.status).toBe(200);
    expect(lane.body).toEqual(chain.body);
    expect(headerSet(lane.headers)).toEqual(headerSet(chain.headers));
    expect(lane.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(lane.headers.get('x-content-type-options')).toBe('nosniff');
    expect(lane.headers.get('x-powered-by')).toBeNull();
  });

  it('keeps a caller-given request id, and signs the caller in by the token header', async () => {
    const { lane, chain } = await both(p, '/api/sys/user/info', '{}', {
      token,
      'x-request-id': 'trace-42',
    });
    expect(lane.headers.get('x-request-id')).toBe('trace-42');
    expect(lane.body).toMatchObject({ code: 0, success: true });
    expect(lane.body).toEqual(chain.body);
  });

  it('refusals: not signed in, bad input, malformed JSON, a bare value, too large', async () => {
    const cases: Array<[string, string, string, number]> = [
      ['/api/sys/user/info', '{}', '', 10010002],
      ['/api/paper/paper/fill-answer', '{"paperId":7}', token, 10010001],
      ['/api/sys/user/info', '{"a":', '', 10010001],
      ['/api/sys/user/info', '"text"', '', 10010001],
      ['/api/sys/user/info', `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`, '', 10010016],
    ];
    for (const [path, body, t, code] of cases) {
      const { lane, chain } = await both(p, path, body, t === '' ? {} : { token: t });
      expect(lane.status, `${path} ${body.slice(0, 12)}`).toBe(chain.status);
      expect(withoutRequestId(lane.body)).toEqual(withoutRequestId(chain.body));
      expect((lane.body as { code: number }).code).toBe(code);
    }
  });

  it('a chunked body over the limit is answered 413 at once, before the client stops sending', async () => {
    const { request } = await import('node:http');
    const url = new URL(`${p.url}/api/sys/config/detail`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST' },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.setHeader('content-type', 'application/json');
      req.on('error', (e: NodeJS.ErrnoException) => {
        // The server may close the connection while the client is still writing.
        if (e.code !== 'ECONNRESET' && e.code !== 'EPIPE') reject(e);
      });
      // 3 MB in chunks, never ended: only an early answer resolves the promise.
      const chunk = 'a'.repeat(64 * 1024);
      req.write('{"x":"');
      for (let i = 0; i < 48; i++) req.write(chunk);
    });
    expect(status).toBe(413);
  });

  it('an empty body is an empty object, as express.json reads it', async () => {
    const { lane, chain } = await both(p, '/api/sys/config/detail', '');
    expect(lane.status).toBe(200);
    expect(lane.body).toEqual(chain.body);
  });

  it('GraphQL: the same data and errors as through the chain', async () => {
    const query = JSON.stringify({ query: '{ me { userName } }' });
    const signedIn = await both(p, '/graphql', query, { token });
    expect(signedIn.lane.status).toBe(200);
    expect(signedIn.lane.body).toEqual(signedIn.chain.body);
    expect(headerSet(signedIn.lane.headers)).toEqual(headerSet(signedIn.chain.headers));
    const anonymous = await both(p, '/graphql', query);
    expect(withoutRequestId(anonymous.lane.body)).toEqual(withoutRequestId(anonymous.chain.body));
    const broken = await both(p, '/graphql', JSON.stringify({ query: '{ me { ' }));
    expect(broken.lane.status).toBe(broken.chain.status);
    expect(withoutRequestId(broken.lane.body)).toEqual(withoutRequestId(broken.chain.body));
  });

  it('writes one access line per call: method, path, status and time, never a header', async () => {
    const info = vi.spyOn(accessLogger, 'info');
    try {
      await both(p, '/api/sys/config/detail', '{}', { token: 'secret-token-value' });
      const lines = info.mock.calls.filter((c) => c[1] === 'request completed');
      expect(lines.length).toBeGreaterThanOrEqual(1);
      const laneLine = lines.find(
        (c) => (c[0] as { req?: { url?: string } }).req?.url === '/api/sys/config/detail',
      );
      expect(laneLine?.[0]).toMatchObject({
        req: { method: 'POST', url: '/api/sys/config/detail' },
        res: { statusCode: 200 },
      });
      expect(Object.keys(laneLine?.[0] as object).sort()).toEqual(['req', 'res', 'responseTime']);
      expect(JSON.stringify(laneLine?.[0])).not.toContain('secret-token-value');
    } finally {
      info.mockRestore();
    }
  });

  it("gives no request or response a new prototype: they are born with Express's", async () => {
    const setPrototypeOf = vi.spyOn(Object, 'setPrototypeOf');
    try {
      const res = await fetch(`${p.url}/api/sys/config/detail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(200);
      const reshaped = setPrototypeOf.mock.calls.filter(
        ([target]) => target instanceof IncomingMessage || target instanceof ServerResponse,
      );
      expect(reshaped).toEqual([]);
    } finally {
      setPrototypeOf.mockRestore();
    }
  });
});
