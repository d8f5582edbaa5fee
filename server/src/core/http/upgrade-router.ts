/**
 * The server's one WebSocket entry: every HTTP upgrade request is dispatched by its path to the
 * endpoint that owns it (graphql-ws on /graphql, the sockets feature modules declare); any other
 * path is answered 404 and closed.
 */
import type { IncomingMessage, Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Infra } from '../infra.ts';
import { pathHasControlChars } from './control-chars.ts';
import { logger } from '../logger.ts';
import type { Services } from '../../services.ts';
import type { WsSessions } from './ws-sessions.ts';

/** What a socket endpoint is built from, once per server. */
export interface SocketContext {
  infra: Infra;
  services: Services;
  /** The shared session bookkeeping: sockets it tracks close when their session ends. */
  sessions: WsSessions;
  /** Origins besides the request's own host whose cookie-signed requests are accepted. */
  allowedOrigins: readonly string[];
}

/** A live endpoint: takes over the upgrade requests of its path. */
export interface SocketEndpoint {
  /** `params` holds the path's `{name}` segments, decoded. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, params: Record<string, string>): void;
  /** Closes its connections. */
  dispose(): Promise<void>;
}

/** A WebSocket path a feature module contributes (`sockets` in its definition). */
export interface SocketRoute {
  /** The path, with `{name}` for a segment, e.g. /api/socket/exam/{userId}/{examId}/{platform}. */
  path: string;
  open(ctx: SocketContext): SocketEndpoint;
}

interface Compiled {
  pattern: RegExp;
  names: string[];
  endpoint: SocketEndpoint;
}

function compile(path: string, endpoint: SocketEndpoint): Compiled {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      const m = /^\{([A-Za-z][A-Za-z0-9]*)\}$/.exec(part);
      if (m === null) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1] as string);
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names, endpoint };
}

/** Answers an upgrade request with an HTTP status (no body beyond its reason) and closes it. */
export function refuseUpgrade(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  const reason = STATUS_CODES[status] ?? 'Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
  socket.destroy();
}

export interface UpgradeRouter {
  dispose(): Promise<void>;
}

/** Listens to the server's upgrade requests and hands each to the endpoint of its path. */
export function attachUpgradeRouter(
  server: Server,
  routes: ReadonlyArray<{ path: string; endpoint: SocketEndpoint }>,
): UpgradeRouter {
  const compiled = routes.map((r) => compile(r.path, r.endpoint));
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets mid-handshake must not take the process down.
    socket.on('error', () => socket.destroy());
    if (pathHasControlChars(req.url ?? '/')) {
      refuseUpgrade(socket, 400);
      return;
    }
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      refuseUpgrade(socket, 400);
      return;
    }
    for (const route of compiled) {
      const m = route.pattern.exec(pathname);
      if (m === null) continue;
      const params: Record<string, string> = {};
      try {
        route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1] as string)));
      } catch {
        refuseUpgrade(socket, 400);
        return;
      }
      try {
        route.endpoint.upgrade(req, socket, head, params);
      } catch (e) {
        logger.error({ err: e, path: pathname }, 'WebSocket upgrade failed');
        refuseUpgrade(socket, 500);
      }
      return;
    }
    refuseUpgrade(socket, 404);
  };
  server.on('upgrade', onUpgrade);
  return {
    async dispose() {
      server.off('upgrade', onUpgrade);
      await Promise.all(compiled.map((r) => r.endpoint.dispose()));
    },
  };
}
