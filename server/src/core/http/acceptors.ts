import { spawn } from 'node:child_process';
import type { Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { logger } from '../logger.ts';

/**
 * Node 20's libuv takes one connection off a listening handle per turn of the event loop, so a
 * busy server drains its listen queue only as fast as its loop turns: when a whole exam opens its
 * connections in the same second, the queue overflows and the dropped clients wait out TCP's
 * retransmissions (1 s, 3 s, 7 s ...). Several handles on the same listening socket each take one
 * per turn. Node 20 cannot duplicate a descriptor itself, so a short-lived helper process receives
 * the socket and sends it back `count - 1` times (each after the last was received): each message
 * carries a new descriptor of the same socket (SCM_RIGHTS).
 *
 * The helper never listens on what it receives (a raw handle, not a server), so it cannot take a
 * connection meant for the server; it exits once it has sent the copies.
 */
const HELPER_SOURCE = `
// 'on', not 'once': a listener keeps the IPC channel, and so the process, alive until 'done'.
process.on('message', (m, handle) => {
  if (handle === undefined) return;
  let left = m.copies;
  const next = () =>
    left-- > 0 ? process.send('acceptor', handle, next) : process.send('done', () => process.exit(0));
  next();
});
`;

/** How long the helper may take before the server goes on with the handles it has. */
const HELPER_TIMEOUT_MS = 10_000;

export interface Acceptors {
  /** Handles accepting on the listening socket, the server's own included. */
  readonly count: number;
  /** Stops the extra handles accepting (the server's own is closed by `server.close()`). */
  close(): void;
}

interface NativeHandle {
  fd?: number;
}

/**
 * Adds up to `count - 1` accepting handles on `server`'s listening TCP socket (listening with
 * `backlog`, the server's); their connections are the server's, as if it had accepted them. Does
 * nothing when `count` is 1 or the server does not own its socket (a Unix socket, or a cluster
 * worker under round-robin scheduling): then `count` is 1.
 */
export async function addAcceptors(
  server: HttpServer,
  count: number,
  backlog: number,
): Promise<Acceptors> {
  const own = (server as unknown as { _handle?: NativeHandle })._handle;
  const address = server.address();
  const isTcp = address !== null && typeof address === 'object';
  if (count <= 1 || own === undefined || typeof own.fd !== 'number' || own.fd < 0 || !isTcp) {
    return { count: 1, close() {} };
  }
  const extra: Server[] = [];
  const handles = await copiesOf(own, count - 1).catch((e: unknown) => {
    logger.warn({ err: e }, 'could not add accepting handles; the server accepts on one');
    return [];
  });
  for (const handle of handles) {
    // The options http.createServer gives its own net.Server.
    const acceptor = createServer({ allowHalfOpen: true, noDelay: true }, (socket: Socket) => {
      server.emit('connection', socket);
    });
    acceptor.on('error', (e) => logger.error({ err: e }, 'accepting handle failed'));
    // Listening again on the socket sets its backlog: the server's, not Node's default of 511.
    acceptor.listen(handle, backlog);
    extra.push(acceptor);
  }
  return {
    count: 1 + extra.length,
    close() {
      for (const acceptor of extra.splice(0)) acceptor.close();
    },
  };
}

/** `copies` new handles of the socket behind `handle`, made by a helper process. */
function copiesOf(handle: NativeHandle, copies: number): Promise<NativeHandle[]> {
  // An empty environment: the helper is plain JavaScript and needs no loader (tsx) or setting.
  const helper = spawn(process.execPath, ['-e', HELPER_SOURCE], {
    env: {},
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  helper.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const received: NativeHandle[] = [];
  return new Promise<NativeHandle[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      helper.kill('SIGKILL');
      reject(new Error(`the helper sent ${received.length} of ${copies} handles in time`));
    }, HELPER_TIMEOUT_MS);
    helper.on('message', (_m: unknown, copy?: NativeHandle) => {
      if (copy !== undefined) received.push(copy);
    });
    helper.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    // 'close' comes after the IPC channel has delivered every message, and once the helper has
    // exited no other process holds the socket (closing the server then refuses connections).
    helper.on('close', (code) => {
      clearTimeout(timer);
      if (received.length === copies) resolve(received);
      else
        reject(
          new Error(`the helper exited (${code}) after ${received.length} handles: ${stderr}`),
        );
    });
    // A raw handle (not a server), so the helper never listens on it.
    helper.send({ copies }, handle as unknown as Server);
  });
}
