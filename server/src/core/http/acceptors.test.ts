import { execFileSync } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { addAcceptors, type Acceptors } from './acceptors.ts';

const BACKLOG = 1000;
let server: Server | undefined;
let acceptors: Acceptors | undefined;
const clients: Socket[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.destroy();
  acceptors?.close();
  if (server !== undefined) {
    server.closeAllConnections();
    await new Promise((r) => server?.close(r));
  }
  server = undefined;
  acceptors = undefined;
});

async function listening(): Promise<{ server: Server; port: number }> {
  server = createServer((req, res) => res.end(`hello ${req.url}`));
  await new Promise<void>((r) =>
    server?.listen({ port: 0, host: '127.0.0.1', backlog: BACKLOG }, r),
  );
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Turns of a busy event loop (each ~5 ms of work) and the connections accepted in each. */
async function acceptsPerTurn(s: Server, port: number, connections: number): Promise<number[]> {
  const perTurn: number[] = [];
  let inTurn = 0;
  s.on('connection', () => inTurn++);
  const done = new Promise<void>((resolve) => {
    const turn = () => {
      const t0 = Date.now();
      while (Date.now() - t0 < 5) {
        // busy: a loaded server's turn
      }
      perTurn.push(inTurn);
      inTurn = 0;
      if (perTurn.reduce((a, b) => a + b, 0) >= connections || perTurn.length > 2000) resolve();
      else setImmediate(turn);
    };
    setImmediate(turn);
  });
  for (let i = 0; i < connections; i++) {
    const c = connect(port, '127.0.0.1');
    c.on('error', () => {});
    clients.push(c);
  }
  await done;
  return perTurn.filter((n) => n > 0);
}

describe('accepting handles', () => {
  it('accepts on several handles of one socket, each connection served by the same server', async () => {
    const { server: s, port } = await listening();
    acceptors = await addAcceptors(s, 4, BACKLOG);
    expect(acceptors.count).toBe(4);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => get(port, `/${i}`)));
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => `hello /${i}`));
  });

  it('keeps the backlog of the listening socket', async () => {
    const { server: s, port } = await listening();
    acceptors = await addAcceptors(s, 4, BACKLOG);
    // ss shows a listening socket's backlog as its Send-Q.
    const line = execFileSync('ss', ['-Hltn', `sport = :${port}`])
      .toString()
      .trim();
    expect(line.split(/\s+/)[2]).toBe(String(BACKLOG));
  });

  it('takes up to one connection per handle per turn of a busy loop', async () => {
    const { server: s, port } = await listening();
    acceptors = await addAcceptors(s, 4, BACKLOG);
    const turns = await acceptsPerTurn(s, port, 200);
    // With the server's own handle alone, every turn takes exactly one.
    expect(Math.max(...turns)).toBeGreaterThan(1);
    expect(Math.max(...turns)).toBeLessThanOrEqual(4);
  });

  it('takes one per turn with a single handle (why the others exist)', async () => {
    const { server: s, port } = await listening();
    acceptors = await addAcceptors(s, 1, BACKLOG);
    expect(acceptors.count).toBe(1);
    const turns = await acceptsPerTurn(s, port, 30);
    expect(Math.max(...turns)).toBe(1);
  });

  it('stops accepting once closed with the server', async () => {
    const { server: s, port } = await listening();
    acceptors = await addAcceptors(s, 3, BACKLOG);
    acceptors.close();
    await new Promise((r) => s.close(r));
    server = undefined;
    const refused = await new Promise<string>((resolve) => {
      const c = connect(port, '127.0.0.1');
      c.on('connect', () => {
        c.destroy();
        resolve('connected');
      });
      c.on('error', (e: Error & { code?: string }) => resolve(e.code ?? e.message));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('does nothing for a server that does not own a TCP socket', async () => {
    server = createServer();
    await new Promise<void>((r) =>
      server?.listen({ path: `/tmp/examhall-acceptors-${process.pid}.sock` }, r),
    );
    acceptors = await addAcceptors(server, 4, BACKLOG);
    expect(acceptors.count).toBe(1);
  });
});
