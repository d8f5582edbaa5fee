/**
 * The legacy exam socket `/api/socket/exam/{userId}/{examId}/{platform}` (learner-side spec,
 * section 7): the learner's page sends 'ping' every 10 s and gets 'pong'; every other message from
 * the server is an alert the page shows as a persistent warning (a proctor's message, a forced
 * hand-in, extra time). Only the learner sitting that exam may open it; while it is open they are
 * online for the exam's proctors. Events come from the pubsub, so they reach the learner on
 * whichever server process holds the socket.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { isAppError, renderMessage } from '../../core/errors/index.ts';
import { sessionToken } from '../../core/http/request-meta.ts';
import {
  refuseUpgrade,
  type SocketContext,
  type SocketEndpoint,
  type SocketRoute,
} from '../../core/http/upgrade-router.ts';
import { limitMessageRate } from '../../core/http/ws-sessions.ts';
import { langFromHeader, type Lang } from '../../core/i18n.ts';
import { logger } from '../../core/logger.ts';
import { fromOwnOrigin } from '../../core/rest/same-origin.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import { HandBy, LearnerEventKind, type LearnerEvent } from '../sitting/index.ts';

export const EXAM_SOCKET_PATH = '/api/socket/exam/{userId}/{examId}/{platform}';

/** The socket carries only 'ping' from the client; anything larger closes it (1009). */
const MAX_PAYLOAD_BYTES = 1024;
/** Longest id accepted in the path. */
const MAX_ID_LENGTH = 64;

/** The alert text the learner's page shows for an event, in the learner's language. */
export function alertText(e: LearnerEvent, lang: Lang): string {
  switch (e.kind) {
    case LearnerEventKind.MESSAGE:
      return e.message;
    case LearnerEventKind.EXTRA_TIME:
      return renderMessage('EXAM_TIME_EXTENDED', lang, {
        deadline: e.deadline === undefined ? '' : legacyTime(new Date(e.deadline)),
      });
    case LearnerEventKind.HANDED_IN: {
      const forced = e.handBy === HandBy.PROCTOR;
      // A reason equal to the default notice (in either language) adds nothing.
      const reason = [
        renderMessage('EXAM_FORCED_HAND_IN', 'zh'),
        renderMessage('EXAM_FORCED_HAND_IN', 'en'),
      ].includes(e.message)
        ? ''
        : e.message;
      if (reason === '')
        return renderMessage(forced ? 'EXAM_FORCED_HAND_IN' : 'EXAM_HANDED_IN_NOTICE', lang);
      return renderMessage(forced ? 'EXAM_FORCED_HAND_IN_REASON' : 'EXAM_HANDED_IN_REASON', lang, {
        reason,
      });
    }
  }
}

/** The session token: the `token` query parameter (browsers), else as REST reads it. */
function tokenOf(req: IncomingMessage, query: URLSearchParams) {
  const q = query.get('token');
  if (q !== null && q !== '') return { token: q, from: 'query' as const };
  return sessionToken(req);
}

function openExamSocket(ctx: SocketContext): SocketEndpoint {
  const { services, sessions } = ctx;
  const watch = services.watch;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  /** The presence updates still running, awaited on shutdown (before Redis closes). */
  const pending = new Set<Promise<void>>();

  /** Who may open the socket: the HTTP status refusing it, or the session and paper. */
  async function admit(
    req: IncomingMessage,
    query: URLSearchParams,
    params: Record<string, string>,
  ): Promise<number | { session: SessionUser; paperId: string }> {
    const { userId = '', examId = '' } = params;
    if (userId.length > MAX_ID_LENGTH || examId.length > MAX_ID_LENGTH) return 400;
    const token = tokenOf(req, query);
    if (token === undefined) return 401;
    // A browser sends the cookie on its own, from any page: only our own pages may use it here.
    if (
      token.from === 'cookie' &&
      !fromOwnOrigin(req, [req.headers.host ?? ''], ctx.allowedOrigins)
    )
      return 403;
    const session = await services.sessions.resolve(token.token);
    if (session === null) return 401;
    try {
      return { session, paperId: await watch.sittingPaper(session, examId, userId) };
    } catch (e) {
      if (isAppError(e)) return 403;
      throw e;
    }
  }

  function serve(ws: WebSocket, session: SessionUser, examId: string, paperId: string, lang: Lang) {
    const { userId } = session;
    // A protocol error (e.g. a frame over maxPayload) closes the socket itself; it is not a crash.
    ws.on('error', (e) => logger.debug({ err: e, examId, userId }, 'exam socket error'));
    limitMessageRate(ws);
    sessions.track(ws, session);
    const connId = watch.connectionId();
    // Presence updates run in order, so a quick close never leaves the learner online.
    let presence = Promise.resolve();
    const mark = (update: () => Promise<void>) => {
      const next = presence
        .then(update)
        .catch((e: unknown) => logger.warn({ err: e, examId, userId }, 'exam presence failed'));
      presence = next;
      pending.add(next);
      void next.finally(() => pending.delete(next));
    };
    const feed = watch.learnerFeed(userId, examId);
    void (async () => {
      for await (const event of feed) {
        if (ws.readyState === WebSocket.OPEN) ws.send(alertText(event, lang));
      }
    })().catch((e: unknown) => logger.error({ err: e, examId, userId }, 'exam socket feed'));
    mark(() => watch.seen(examId, userId, paperId, connId));
    // A half-open connection sends no pings: dropped, so proctors see the learner go offline.
    let idle: NodeJS.Timeout | undefined;
    const expectPing = () => {
      clearTimeout(idle);
      idle = setTimeout(() => ws.terminate(), ctx.infra.env.EXAM_SOCKET_IDLE_SECONDS * 1000);
      idle.unref();
    };
    expectPing();
    ws.on('message', (data, isBinary) => {
      if (isBinary || ws.readyState !== WebSocket.OPEN) return;
      // Anything but 'ping' is ignored.
      if (data.toString() !== 'ping') return;
      expectPing();
      ws.send('pong');
      mark(() => watch.seen(examId, userId, paperId, connId));
    });
    ws.once('close', () => {
      clearTimeout(idle);
      void feed.return();
      mark(() => watch.disconnected(examId, userId, paperId, connId));
    });
  }

  return {
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, params: Record<string, string>) {
      const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
      const langParam = query.get('lang');
      const lang: Lang =
        langParam === 'en' || langParam === 'zh'
          ? langParam
          : langFromHeader(req.headers['accept-language']);
      admit(req, query, params).then(
        (admitted) => {
          if (typeof admitted === 'number') return refuseUpgrade(socket, admitted);
          if (socket.destroyed) return;
          wss.handleUpgrade(req, socket, head, (ws) =>
            serve(ws, admitted.session, params.examId ?? '', admitted.paperId, lang),
          );
        },
        (e: unknown) => {
          logger.error({ err: e }, 'exam socket admission failed');
          refuseUpgrade(socket, 500);
        },
      );
    },
    async dispose() {
      await Promise.all(
        [...wss.clients].map(
          (ws) =>
            new Promise<void>((resolve) => {
              ws.once('close', () => resolve());
              ws.terminate();
            }),
        ),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      // Closing marked every learner offline; let that reach the presence store.
      await Promise.all(pending);
    },
  };
}

/** The learner's exam socket, as the proctor module contributes it to the upgrade router. */
export const examSocket: SocketRoute = { path: EXAM_SOCKET_PATH, open: openExamSocket };
