import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { renderMessage, type ErrorName } from '../../src/core/errors/index.ts';
import type { Platform } from '../../src/platform.ts';
import { gql, rest, resetDatabase, startTestPlatform } from '../helpers.ts';
import { asStudent } from '../identities.ts';

interface WsErrorShape {
  message: string;
  extensions?: { code?: string; subCode?: string };
}

/** A raw graphql-transport-ws connection: every message and the close code are observable. */
class RawWs {
  readonly messages: Array<{ id?: string; type: string; payload?: unknown }> = [];
  closeCode: number | undefined;
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString()) as RawWs['messages'][number]);
    });
    socket.on('close', (code) => {
      this.closeCode = code;
    });
  }

  static async open(p: Platform, token?: string, headers?: Record<string, string>): Promise<RawWs> {
    const socket = new WebSocket(`${p.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers,
    });
    const ws = new RawWs(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(
      JSON.stringify({ type: 'connection_init', payload: token === undefined ? {} : { token } }),
    );
    await ws.until(() => ws.messages.some((m) => m.type === 'connection_ack'));
    return ws;
  }

  subscribe(id: string, query: string, variables: Record<string, unknown> = {}): void {
    this.socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
  }

  /** The errors of operation `id`: its `error` message payload or its `next` result's errors. */
  async errorsOf(id: string): Promise<WsErrorShape[]> {
    await this.until(() =>
      this.messages.some((m) => m.id === id && (m.type === 'error' || m.type === 'complete')),
    );
    const raw = JSON.stringify(this.messages.filter((m) => m.id === id));
    expect(raw).not.toMatch(/prisma|\/work\/|\n\s+at |SQLSTATE|22021/i);
    const error = this.messages.find((m) => m.id === id && m.type === 'error');
    if (error !== undefined) return error.payload as WsErrorShape[];
    const next = this.messages.find((m) => m.id === id && m.type === 'next');
    return ((next?.payload as { errors?: WsErrorShape[] }).errors ?? []) as WsErrorShape[];
  }

  async closed(): Promise<number> {
    await this.until(() => this.closeCode !== undefined);
    return this.closeCode!;
  }

  async until(cond: () => boolean, ms = 5000): Promise<void> {
    const end = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > end) throw new Error('timed out waiting on the WebSocket');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close(): void {
    this.socket.close();
  }
}

const aliases = (n: number, field: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** A selection nested `n` levels deep through the schema's introspection types. */
const deep = (n: number) =>
  `{ __schema { types { ${'fields { type { '.repeat(n)}name${' } }'.repeat(n)} } } }`;

describe('GraphQL abuse is refused alike over HTTP and WebSocket', () => {
  let p: Platform;
  let student: string;
  let id = 0;
  const nextId = () => String(++id);

  beforeAll(async () => {
    p = await startTestPlatform();
    await resetDatabase(p);
    student = (await asStudent(p)).token;
  });
  afterAll(() => p.stop());

  async function both(query: string, token?: string) {
    const http = await gql(p, query, {}, { token });
    const ws = await RawWs.open(p, token);
    const opId = nextId();
    ws.subscribe(opId, query);
    const wsErrors = await ws.errorsOf(opId);
    ws.close();
    return { http, wsErrors };
  }

  function expectSameRefusal(
    r: Awaited<ReturnType<typeof both>>,
    code: string,
    message?: RegExp,
  ): void {
    expect(r.http.errors?.[0]?.extensions?.code).toBe(code);
    expect(r.wsErrors[0]?.extensions?.code).toBe(code);
    expect(r.wsErrors[0]?.message).toBe(r.http.errors?.[0]?.message);
    if (message !== undefined) expect(r.http.errors?.[0]?.message).toMatch(message);
  }

  it('aliases over the cap', async () => {
    const r = await both(aliases(200, 'sitePublicConfig { siteName }'));
    expect(r.http.status).toBe(200); // a request error to an application/json client
    expectSameRefusal(r, 'GRAPHQL_VALIDATION_FAILED', /aliases/i);
  });

  it('depth over the cap', async () => {
    const r = await both(deep(12), student);
    expect(r.http.status).toBe(200); // a request error to an application/json client
    expectSameRefusal(r, 'GRAPHQL_VALIDATION_FAILED', /depth/i);
  });

  it('cost over the cap', async () => {
    const page = 'learnerExams(input: { size: 5000 }) { records { ...R ...R ...R ...R } }';
    const fragment = `fragment R on LearnerExamRow { ${'id '.repeat(10)}}`;
    const pages = Array.from({ length: 100 }, () => page).join(' ');
    const r = await both(`{ ${pages} } ${fragment}`, student);
    expect(r.http.status).toBe(200); // a request error to an application/json client
    expectSameRefusal(r, 'GRAPHQL_VALIDATION_FAILED', /cost/i);
  });

  it('tokens over the cap are refused', async () => {
    const r = await both(`{ ${'x '.repeat(6000)}}`);
    expect(r.http.status).toBe(200); // a request error to an application/json client
    expectSameRefusal(r, 'GRAPHQL_PARSE_FAILED', /tokens/i);
  });

  it('introspection needs a session on both transports', async () => {
    const query = '{ __schema { queryType { name } } }';
    const anon = await both(query);
    expect(anon.http.errors?.[0]?.extensions?.subCode).toBe('NOT_LOGGED_IN');
    expect(anon.wsErrors[0]?.extensions?.subCode).toBe('NOT_LOGGED_IN');
    const signed = await both(query, student);
    expect(signed.http.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect(signed.wsErrors).toEqual([]);
  });

  it('a NUL byte in login gives a catalogue error, never a driver message', async () => {
    const query = 'mutation { login(input: { username: "a\\u0000b", password: "x" }) { token } }';
    const r = await both(query);
    for (const body of [JSON.stringify(r.http), JSON.stringify(r.wsErrors)]) {
      expect(body).not.toMatch(/prisma|\/work\/|\n\s+at |SQLSTATE|22021/i);
    }
    // Refused at the edge as bad input (PARAM_INVALID), the same on both transports.
    expect(r.http.errors?.[0]?.extensions?.legacyCode).toBe(10010001);
    expect((r.wsErrors[0]?.extensions as { legacyCode?: number }).legacyCode).toBe(
      r.http.errors?.[0]?.extensions?.legacyCode,
    );
  });

  it("answers errors in the caller's language on both transports", async () => {
    // A resolver's refusal (execution) and the introspection gate's (before execution).
    const queries = ['{ adminUserPaging { total } }', '{ __schema { queryType { name } } }'];
    for (const lang of ['en', 'zh'] as const) {
      const ws = await RawWs.open(p, undefined, { 'accept-language': lang });
      for (const query of queries) {
        const http = await gql(p, query, {}, { lang });
        const opId = nextId();
        ws.subscribe(opId, query);
        const [wsError] = await ws.errorsOf(opId);
        const subCode = http.errors?.[0]?.extensions?.subCode as ErrorName;
        expect(subCode, query).toBe('NOT_LOGGED_IN');
        expect(http.errors?.[0]?.message, query).toBe(renderMessage(subCode, lang));
        expect(wsError?.extensions?.subCode, query).toBe(subCode);
        expect(wsError?.message, query).toBe(renderMessage(subCode, lang));
      }
      ws.close();
    }
  });

  it('closes a connection that sends an oversize message', async () => {
    const ws = await RawWs.open(p);
    ws.subscribe(nextId(), `{ sitePublicConfig { siteName } } #${'x'.repeat(70 * 1024)}`);
    expect(await ws.closed()).toBe(1009);
  });

  it('bounds the operations one connection runs at once', async () => {
    const ws = await RawWs.open(p, student);
    for (let i = 0; i < 21; i++) ws.subscribe(`s${i}`, 'subscription { sessionRevoked }');
    const errors = await ws.errorsOf('s20');
    expect(errors[0]?.extensions?.subCode).toBe('TOO_MANY_OPERATIONS');
    expect(ws.messages.filter((m) => m.type === 'error')).toHaveLength(1);
    ws.close();
  });

  it("closes a revoked session's socket", async () => {
    const { token } = await asStudent(p);
    const ws = await RawWs.open(p, token);
    expect((await rest(p, '/api/sys/user/logout', {}, { token })).code).toBe(0);
    expect(await ws.closed()).toBe(4401);
  });
});
