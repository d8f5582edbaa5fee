import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { AppError, catalogue } from '../errors/index.ts';
import { route } from './kit.ts';
import { createRestRouter } from './router.ts';

// Public routes need no session: the router asks the session service for none of them.
const services = {
  sessions: { resolve: () => Promise.resolve(null) },
  licence: { assertInForce: () => Promise.resolve() },
} as unknown as Services;
const echo = (path: string, method: 'GET' | 'POST' = 'POST') =>
  route({
    method,
    path,
    access: 'public',
    kind: 'read',
    input: z.object({ n: z.number().optional() }),
    handle: (input) => Promise.resolve({ path, n: input.n ?? null }),
  });
/** Answers the language and request id the route was given, or fails with a catalogue error. */
const scoped = route({
  method: 'POST',
  path: '/api/scope',
  access: 'public',
  kind: 'read',
  input: z.object({ fail: z.boolean().optional() }),
  handle: (input, ctx) => {
    if (input.fail === true) throw new AppError('DATA_NOT_FOUND');
    return Promise.resolve({ lang: ctx.lang, requestId: ctx.requestId });
  },
});

describe('the REST router', () => {
  let url = '';
  const server = createServer();
  beforeAll(async () => {
    const app = express();
    app.use(express.json());
    app.use(
      createRestRouter(
        [echo('/api/a/one'), echo('/api/a/two'), echo('/api/f/:id', 'GET'), scoped],
        services,
        { allowedOrigins: [] },
      ),
    );
    server.on('request', app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const post = async (path: string) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"n":1}',
    });
    return { status: res.status, body: (await res.json()) as { data?: { path: string } } };
  };

  it('finds a fixed path whatever its case or trailing slash, as Express did', async () => {
    expect((await post('/api/a/two')).body.data?.path).toBe('/api/a/two');
    expect((await post('/API/A/One')).body.data?.path).toBe('/api/a/one');
    expect((await post('/api/a/one/')).body.data?.path).toBe('/api/a/one');
  });

  it('matches a path with a parameter, and answers 404 for an unknown one', async () => {
    const res = await fetch(`${url}/api/f/abc`);
    expect(((await res.json()) as { data?: { path: string } }).data?.path).toBe('/api/f/:id');
    expect((await post('/api/a/three')).status).toBe(404);
    expect((await post('/api/a/one/x')).status).toBe(404);
  });

  it("answers in the request's language and passes its request id, errors included", async () => {
    const call = async (body: unknown, headers: Record<string, string>, path = '/api/scope') => {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number; msg: string; data: unknown };
    };
    const en = { 'accept-language': 'en-US,en;q=0.9', 'x-request-id': 'trace-7' };
    expect(await call({}, en)).toMatchObject({
      code: 0,
      msg: 'Success',
      data: { lang: 'en', requestId: 'trace-7' },
    });
    const { DATA_NOT_FOUND, ROUTE_NOT_FOUND } = catalogue;
    expect(await call({ fail: true }, en)).toMatchObject({
      code: DATA_NOT_FOUND.code,
      msg: DATA_NOT_FOUND.en,
    });
    expect(await call({}, en, '/api/a/three')).toMatchObject({
      code: ROUTE_NOT_FOUND.code,
      msg: ROUTE_NOT_FOUND.en,
    });
    // No Accept-Language: Chinese, and a new request id.
    expect((await call({ fail: true }, {})).msg).toBe(DATA_NOT_FOUND.zh);
    const plain = (await call({}, {})).data as { lang: string; requestId: string };
    expect(plain.lang).toBe('zh');
    expect(plain.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a path declared twice', () => {
    expect(() =>
      createRestRouter([echo('/api/a/one'), echo('/api/a/one')], services, {
        allowedOrigins: [],
      }),
    ).toThrow('declared twice');
  });
});
