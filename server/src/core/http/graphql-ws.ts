import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
// The CommonJS entry: the one graphql instance Apollo, graphql-ws and type-graphql's schema share.
import {
  execute,
  GraphQLError,
  subscribe,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql/index.js';
import type { Context } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import WebSocket, { WebSocketServer } from 'ws';
import type { SessionUser } from '../auth/session-user.ts';
import { AppError } from '../errors/index.ts';
import type { GqlContext } from '../graphql/context.ts';
import {
  WS_LIMITS,
  assertNoControlCharsIn,
  type ExecutionPolicy,
} from '../graphql/execution-policy.ts';
import { licenceRefusal } from '../graphql/licence-gate.ts';
import { formatGraphQLError } from '../graphql/format-error.ts';
import { langFromHeader, type Lang } from '../i18n.ts';
import { logger } from '../logger.ts';
import { detachedScope, type RequestScope } from '../request-context.ts';
import type { Services } from '../../services.ts';
import { limitMessageRate, type WsSessions } from './ws-sessions.ts';
import { assertCookieFromOwnSite } from '../rest/same-origin.ts';
import { tokenFrom } from './request-meta.ts';

export { WS_SESSION_ENDED, WS_TOO_MANY_MESSAGES } from './ws-sessions.ts';

interface Connection {
  token: string | undefined;
  tokenHash: string | undefined;
  lang: Lang;
  ip: string;
  userAgent: string | undefined;
}

type WsCtx = Context<Record<string, unknown> | undefined, Extra>;

export interface GraphqlWs {
  /** Takes over an upgrade request to /graphql (the upgrade router calls it). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  dispose(): Promise<void>;
}

/**
 * graphql-ws on /graphql under the same execution policy, error formatting and context as HTTP.
 * The session is the connection_init payload's `token`, else the upgrade request's (the `token`
 * header, or the session cookie when the page is our own).
 */
export function attachGraphqlWs(
  services: Services,
  schema: GraphQLSchema,
  policy: ExecutionPolicy,
  sessions: WsSessions,
  allowedOrigins: readonly string[],
): GraphqlWs {
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: WS_LIMITS.maxPayloadBytes });
  const connections = new WeakMap<WebSocket, Connection>();
  const scopes = new WeakMap<object, RequestScope>();

  // Registered before graphql-ws so a flooding socket is closed before its message is handled.
  wsServer.on('connection', limitMessageRate);
  const endSession = (socket: WebSocket) => sessions.end(socket);

  // Each operation's errors in the language and with the request id of its scope.
  const formatAll = (errors: readonly GraphQLError[], scope = detachedScope()) =>
    errors.map((e): GraphQLFormattedError => formatGraphQLError(e.toJSON(), e, scope));

  const cleanup = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      // Close reasons never carry an error's message.
      isProd: true,
      execute,
      subscribe,
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        const raw = ctx.connectionParams?.token;
        let token = typeof raw === 'string' && raw !== '' ? raw : undefined;
        if (token === undefined) {
          // No token in connection_init: the upgrade's own (a header, or the browser's cookie,
          // which only our own pages may use; refused with 4403 otherwise).
          try {
            assertCookieFromOwnSite(request, [request.headers.host ?? ''], allowedOrigins);
          } catch {
            return false;
          }
          token = tokenFrom(request);
        }
        let session: SessionUser | null;
        try {
          session = await services.sessions.resolve(token);
        } catch (e) {
          logger.error({ err: e }, 'WebSocket session lookup failed');
          return false;
        }
        // An unknown or ended token makes the connection anonymous, as no token does.
        const conn: Connection = {
          token: session === null ? undefined : token,
          tokenHash: session?.tokenHash,
          lang: langFromHeader(request.headers['accept-language']),
          ip: request.socket.remoteAddress ?? 'unknown',
          userAgent: request.headers['user-agent'],
        };
        connections.set(socket, conn);
        if (session !== null) sessions.track(socket, session);
        return true;
      },
      onSubscribe: async (ctx: WsCtx, _id, payload) => {
        const { socket } = ctx.extra;
        const conn = connections.get(socket);
        const scope: RequestScope = { requestId: randomUUID(), lang: conn?.lang ?? 'zh' };
        scopes.set(payload, scope);
        if (conn === undefined || socket.readyState !== WebSocket.OPEN)
          return [refusal('NOT_LOGGED_IN')];
        if (Object.keys(ctx.subscriptions).length > WS_LIMITS.maxOperations)
          return [refusal('TOO_MANY_OPERATIONS', { n: WS_LIMITS.maxOperations })];
        try {
          const session = await services.sessions.resolve(conn.token);
          if (conn.tokenHash !== undefined && session === null) endSession(socket);
          const prepared = policy.prepare(schema, payload.query, session);
          if ('errors' in prepared) return prepared.errors;
          const invalid = policy.requestErrors(
            schema,
            prepared.document,
            payload.operationName,
            payload.variables,
          );
          if (invalid.length > 0) return invalid;
          assertNoControlCharsIn(prepared.document, payload.variables);
          const lapsed = await licenceRefusal(
            services.licence,
            prepared.document,
            payload.operationName,
          );
          if (lapsed !== null) return [lapsed];
          const contextValue: GqlContext = {
            services,
            session,
            lang: scope.lang,
            ip: conn.ip,
            userAgent: conn.userAgent,
            requestId: scope.requestId,
          };
          return {
            schema,
            document: prepared.document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue,
          };
        } catch (e) {
          return [new GraphQLError('operation refused', { originalError: toError(e) })];
        }
      },
      onNext: (_ctx, _id, payload, _args, result) =>
        result.errors === undefined
          ? undefined
          : { ...result, errors: formatAll(result.errors, scopes.get(payload)) },
      onError: (_ctx, _id, payload, errors) => formatAll(errors, scopes.get(payload)),
    },
    wsServer,
  );

  return {
    upgrade(req, socket, head) {
      wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit('connection', ws, req));
    },
    async dispose() {
      await cleanup.dispose();
    },
  };
}

function refusal(name: 'NOT_LOGGED_IN' | 'TOO_MANY_OPERATIONS', args = {}): GraphQLError {
  return new GraphQLError(name, { originalError: new AppError(name, args) });
}

function toError(e: unknown): Error {
  return e instanceof Error ? e : new Error(String(e));
}
