/**
 * What every WebSocket of the server shares, whichever path it was opened on (graphql-ws, the
 * legacy exam socket): the inbound message rate bound, and the closing of sockets whose session
 * ended (revoked on any process, or expired).
 */
import WebSocket from 'ws';
import { WS_LIMITS } from '../graphql/execution-policy.ts';
import type { Infra } from '../infra.ts';
import { logger } from '../logger.ts';

/** Close code for a connection whose session ended or expired. */
export const WS_SESSION_ENDED = 4401;
/** Close code for a connection sending messages faster than its bound. */
export const WS_TOO_MANY_MESSAGES = 4429;
/** Time an ended session's socket stays open so a last notice (e.g. `sessionRevoked`) goes out first. */
const SESSION_END_GRACE_MS = 300;

/**
 * Closes the socket (4429) once it sends faster than WS_LIMITS allows (a token bucket); register it
 * before the socket's own message handler so a flooding socket is closed before its message is handled.
 */
export function limitMessageRate(socket: WebSocket): void {
  let budget: number = WS_LIMITS.messageBurst;
  let last = Date.now();
  socket.on('message', () => {
    const now = Date.now();
    budget = Math.min(
      WS_LIMITS.messageBurst,
      budget + ((now - last) / 1000) * WS_LIMITS.messagesPerSecond,
    );
    last = now;
    budget -= 1;
    if (budget < 0 && socket.readyState === WebSocket.OPEN)
      socket.close(WS_TOO_MANY_MESSAGES, 'Too many messages');
  });
}

/** The session of a socket: what the tracker needs to close it when the session ends. */
export interface TrackedSession {
  tokenHash: string;
  expiresAt: Date;
}

/** The open sockets of each session, closed with WS_SESSION_ENDED when it is revoked or expires. */
export class WsSessions {
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly stopListening: () => Promise<unknown>;
  private readonly listening: Promise<void>;

  constructor(infra: Infra) {
    const revoked = infra.pubsub.subscribe('SESSIONS_REVOKED');
    this.stopListening = async () => revoked.return?.();
    this.listening = (async () => {
      for await (const { tokenHashes } of revoked)
        for (const h of tokenHashes) for (const s of this.bySession.get(h) ?? []) this.end(s);
    })().catch((e: unknown) => logger.error({ err: e }, 'WebSocket session listener stopped'));
  }

  /** Follows the socket until it closes: closed when its session is revoked or expires. */
  track(socket: WebSocket, session: TrackedSession): void {
    const set = this.bySession.get(session.tokenHash) ?? new Set();
    set.add(socket);
    this.bySession.set(session.tokenHash, set);
    const left = session.expiresAt.getTime() - Date.now();
    const expiry = setTimeout(() => this.end(socket), Math.max(0, Math.min(left, 2 ** 31 - 1)));
    expiry.unref();
    socket.once('close', () => {
      clearTimeout(expiry);
      const s = this.bySession.get(session.tokenHash);
      s?.delete(socket);
      if (s?.size === 0) this.bySession.delete(session.tokenHash);
    });
  }

  /** Closes the socket with WS_SESSION_ENDED after a short grace. */
  end(socket: WebSocket): void {
    setTimeout(() => {
      if (socket.readyState === WebSocket.OPEN) socket.close(WS_SESSION_ENDED, 'Session ended');
    }, SESSION_END_GRACE_MS).unref();
  }

  async dispose(): Promise<void> {
    await this.stopListening();
    await this.listening;
  }
}
