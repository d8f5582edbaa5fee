// The rehearsal's HTTP client (bench/http-client.ts) against a real node:http server: framing,
// keep-alive reuse, the per-key connection cap and the browser-like resend after an idle close.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionError, HttpClient } from '../../bench/http-client.ts';

let server: http.Server | undefined;

afterEach(async () => {
  const open = server;
  server = undefined;
  if (open === undefined) return;
  open.closeAllConnections();
  await new Promise((r) => open.close(r));
});

async function listen(handler: http.RequestListener): Promise<HttpClient> {
  server = http.createServer(handler);
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  return new HttpClient('127.0.0.1', (server.address() as AddressInfo).port, 2);
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (text += c));
    req.on('end', () => resolve(text));
  });
}

describe('the rehearsal HTTP client', () => {
  it('sends the JSON body and headers and reads a Content-Length answer, reusing the connection', async () => {
    const sockets = new Set<unknown>();
    const client = await listen(async (req, res) => {
      sockets.add(req.socket);
      const body = await readBody(req);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ body, token: req.headers.token, path: req.url, 名: '考试' }));
    });
    for (let i = 0; i < 3; i++) {
      const answer = await client.post('/api/x', JSON.stringify({ i }), { token: 't1' }, 't1');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({
        body: JSON.stringify({ i }),
        token: 't1',
        path: '/api/x',
        名: '考试',
      });
    }
    expect(sockets.size).toBe(1);
  });

  it('reads chunked answers and error statuses', async () => {
    const client = await listen((_req, res) => {
      res.statusCode = 503;
      res.write('{"a":');
      setTimeout(() => res.end('"bc"}'), 20);
    });
    const answer = await client.post('/', '{}', {}, 'k');
    expect(answer).toEqual({ status: 503, body: '{"a":"bc"}' });
  });

  it('opens at most the cap per key; further requests wait for a free connection', async () => {
    let open = 0;
    let most = 0;
    const client = await listen(async (req, res) => {
      await readBody(req);
      open++;
      most = Math.max(most, open);
      setTimeout(() => {
        open--;
        res.end('{}');
      }, 30);
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/', '{}', {}, 'same')),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(most).toBe(2);
  });

  it('sends again once on a new connection when a kept-alive one is reset', async () => {
    let calls = 0;
    const client = await listen(async (req, res) => {
      await readBody(req);
      calls++;
      // The second request meets a connection the server drops (as when it closes an idle one).
      if (calls === 2) req.socket.destroy();
      else res.end(String(calls));
    });
    expect((await client.post('/', '{}', {}, 'k')).body).toBe('1');
    expect((await client.post('/', '{}', {}, 'k')).body).toBe('3');
    // An idle connection the server closed is not used again.
    server?.closeAllConnections();
    await new Promise((r) => setTimeout(r, 20));
    expect((await client.post('/', '{}', {}, 'k')).body).toBe('4');
  });

  it('fails with the socket error code when nothing listens', async () => {
    const client = await listen((_req, res) => res.end());
    const port = (server?.address() as AddressInfo).port;
    server?.close();
    server = undefined;
    const refused = new HttpClient('127.0.0.1', port).post('/', '{}', {}, 'k');
    await expect(refused).rejects.toBeInstanceOf(ConnectionError);
    await expect(refused).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(client).toBeDefined();
  });
});
