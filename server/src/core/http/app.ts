import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { GqlContext } from '../graphql/context.ts';
import { requestErrorStatus } from '../graphql/http-status.ts';
import {
  assertNoControlCharsIn,
  createExecutionPolicy,
  type ExecutionPolicy,
} from '../graphql/execution-policy.ts';
import { contextCreationFailure, errorScopes, formatApolloError } from '../graphql/format-error.ts';
import { licenceRefusal } from '../graphql/licence-gate.ts';
import type { Infra } from '../infra.ts';
import { logger } from '../logger.ts';
import { scopeOf } from '../request-context.ts';
import { restRoutes } from '../rest/registry.ts';
import { createRestRouter } from '../rest/router.ts';
import type { Services } from '../../services.ts';
import { attachGraphqlWs } from './graphql-ws.ts';
import { socketRoutes } from './socket-registry.ts';
import { attachUpgradeRouter } from './upgrade-router.ts';
import { WsSessions } from './ws-sessions.ts';
import { redactUrl } from './redact-url.ts';
import { createApiLane, expressMessageClasses } from './api-lane.ts';
import { createPreparedGraphql, type PreparedGraphql } from './prepared-graphql.ts';
import { healthHandler } from './health.ts';
import { httpErrorHandler, requireSupportedBody } from './http-errors.ts';
import { clientIp, tokenFrom } from './request-meta.ts';
import { answerUnparsableRequest, refuseControlCharPaths } from './control-chars.ts';
import { responseCookies } from './cookies.ts';
import { assertCookieFromOwnSite, ownHosts } from '../rest/same-origin.ts';

export interface HttpApp {
  server: Server;
  /** The GraphQL documents answered without Apollo's pipeline (see prepared-graphql.ts). */
  preparedGraphql: Pick<PreparedGraphql, 'answered'>;
  /** Stops accepting, drains HTTP and WebSocket clients. */
  close(): Promise<void>;
}

export async function createHttpApp(
  infra: Infra,
  services: Services,
  schema: GraphQLSchema,
): Promise<HttpApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', infra.env.TRUST_PROXY);
  // API answers are personal and posted: no ETag (a hash of every answer, never revalidated).
  // Static files keep theirs (express.static sets its own).
  app.set('etag', false);
  // Requests are answered once everything is mounted (the API lane first, then Express).
  const httpServer = createServer(expressMessageClasses(app));
  // Learners save every few seconds and re-sync the clock every 30 s: an idle connection is kept a
  // minute (Node's default is 5 s), so each save reuses it instead of opening a new one.
  httpServer.on('clientError', answerUnparsableRequest);
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;

  // Introspection is open to anonymous callers only under `npm run dev`.
  const policy = createExecutionPolicy({
    introspectionNeedsSession: infra.env.NODE_ENV !== 'development',
  });
  // One upgrade listener for every WebSocket path; the sockets share the session bookkeeping.
  const wsSessions = new WsSessions(infra);
  const graphqlWs = attachGraphqlWs(
    services,
    schema,
    policy,
    wsSessions,
    infra.env.ALLOWED_ORIGINS,
  );
  const socketContext = {
    infra,
    services,
    sessions: wsSessions,
    allowedOrigins: infra.env.ALLOWED_ORIGINS,
  };
  const upgrades = attachUpgradeRouter(httpServer, [
    { path: '/graphql', endpoint: { upgrade: graphqlWs.upgrade, dispose: graphqlWs.dispose } },
    ...socketRoutes.map((r) => ({ path: r.path, endpoint: r.open(socketContext) })),
  ]);

  const apollo = new ApolloServer<GqlContext>({
    schema,
    // In the language and with the request id of the request each error belongs to.
    formatError: formatApolloError,
    introspection: true,
    // main.ts owns shutdown; Apollo's own signal handlers would race it and re-raise the signal.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    parseOptions: policy.parseOptions,
    validationRules: [...policy.validationRules],
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Answers are per user and never cached: without this Apollo wraps every field's resolver
      // to collect cache hints, for every field of every call.
      ApolloServerPluginCacheControlDisabled(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await upgrades.dispose();
              await wsSessions.dispose();
            },
          };
        },
      },
      introspectionGate(schema, policy),
      controlCharGate(),
      licenceGate(services),
      requestErrorStatus<GqlContext>(),
      errorScopes(),
    ],
  });
  await apollo.start();

  const securityHeaders = helmetOptions();
  app.use(helmet(securityHeaders));
  app.use((req, res, next) => {
    res.setHeader('x-request-id', scopeOf(req).requestId);
    next();
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => String(res.getHeader('x-request-id')),
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      // One short line per request: method, path, status and time, never the headers (they carry
      // tokens and cookies, and serialising them for every save costs more than the save). A
      // request URL may carry a token (the exam socket's query parameter): it is masked.
      serializers: {
        req: (req: { method?: string; url?: string }) => ({
          method: req.method,
          url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(refuseControlCharPaths);
  app.get('/healthz', healthHandler(infra));
  app.use(requireSupportedBody);
  app.use(express.json({ limit: '2mb' }));
  const rest = createRestRouter(restRoutes, services, {
    allowedOrigins: infra.env.ALLOWED_ORIGINS,
  });
  app.use(rest);
  const graphqlContext = async (req: express.Request): Promise<GqlContext> => {
    const { requestId, lang } = scopeOf(req);
    try {
      assertCookieFromOwnSite(req, ownHosts(req), infra.env.ALLOWED_ORIGINS);
    } catch (e) {
      throw contextCreationFailure(
        new GraphQLError('cross-site request', {
          originalError: e as Error,
          extensions: { http: { status: 403 } },
        }),
        { requestId, lang },
      );
    }
    try {
      return {
        services,
        session: await services.sessions.resolve(tokenFrom(req)),
        lang,
        ip: clientIp(req),
        userAgent: req.get('user-agent'),
        origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
        ...(req.res === undefined ? {} : { cookies: responseCookies(req, req.res) }),
        requestId,
      };
    } catch (e) {
      throw contextCreationFailure(e, { requestId, lang });
    }
  };
  app.use('/graphql', expressMiddleware(apollo, { context: ({ req }) => graphqlContext(req) }));
  serveClient(app, infra.env.clientDistDir, () => services.files.directUploadOrigin());
  app.use(httpErrorHandler);
  const preparedGraphql = createPreparedGraphql({ schema, policy, services });
  const apiLane = createApiLane({
    app,
    rest,
    apollo,
    preparedGraphql,
    graphqlContext,
    securityHeaders: headersSetBy(helmet(securityHeaders)),
  });
  // Saves and GraphQL calls take the API lane; everything else, and anything unusual, Express.
  httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!apiLane(req, res)) app(req, res);
  });

  return {
    server: httpServer,
    preparedGraphql,
    async close() {
      preparedGraphql.close();
      await apollo.stop();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
    },
  };
}

/**
 * The security headers of every response (helmet): the strict content policy of an API. A page
 * of the app may also connect to `uploadOrigin`, the cloud bucket browsers upload to directly.
 */
function helmetOptions(uploadOrigin?: string): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      directives: {
        // Captcha pictures are data: URLs; Chakra injects styles at run time.
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': [
          "'self'",
          'ws:',
          'wss:',
          ...(uploadOrigin === undefined ? [] : [uploadOrigin]),
        ],
        // hls.js plays HLS through Media Source Extensions (a blob: address on the <video>) and
        // transmuxes in a worker it starts from a blob: address.
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'", 'blob:'],
      },
    },
  };
}

/** The headers a header-only middleware (helmet) sets, in order, to apply without running it. */
function headersSetBy(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void,
): Array<readonly [string, string]> {
  const set: Array<readonly [string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return set;
}

/** Applies the execution policy's introspection rule to HTTP requests. */
function introspectionGate(
  schema: GraphQLSchema,
  policy: ExecutionPolicy,
): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          const refusal = policy.introspectionRefusal(schema, document, contextValue.session);
          if (refusal !== null) throw refusal;
        },
      };
    },
  };
}

/** The licence gate (core/graphql/licence-gate.ts) of HTTP requests. */
function licenceGate(services: Services): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName }) {
          const refusal = await licenceRefusal(services.licence, document, operationName);
          if (refusal !== null) throw refusal;
        },
      };
    },
  };
}

/** Control characters (other than tab, CR, LF) in variables or inline strings: PARAM_INVALID. */
function controlCharGate(): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          try {
            assertNoControlCharsIn(document, request.variables);
          } catch (e) {
            throw new GraphQLError('control characters in the input', {
              originalError: e as Error,
              extensions: { http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/** The page the client's face detector runs in (client/face-detector.html, a hidden frame). */
export const FACE_DETECTOR_PAGE = '/face-detector.html';

/**
 * The face detector page's policy: the detector's wasm glue (@mediapipe/face_detection) builds
 * functions from strings, so this one static page, which loads only our own scripts and holds no
 * user content, may evaluate code and compile wasm; every other page keeps the strict policy.
 */
export const FACE_DETECTOR_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join(';');

/** The content policy of the app's pages when browsers upload straight to `uploadOrigin`. */
const pagePolicies = new Map<string, string>();
export function pagePolicyWithUploads(uploadOrigin: string): string {
  let policy = pagePolicies.get(uploadOrigin);
  if (policy === undefined) {
    const headers = headersSetBy(helmet(helmetOptions(uploadOrigin)));
    policy = headers.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
    // A few storages over the process's life; the map never grows past a handful.
    if (pagePolicies.size > 16) pagePolicies.clear();
    pagePolicies.set(uploadOrigin, policy);
  }
  return policy;
}

/**
 * The built client with history-mode fallback; absent in tests and `npm run dev`. Each page load
 * reads the storage in use, so its content policy follows a change of the storage at once.
 */
function serveClient(
  app: express.Express,
  distDir: string,
  uploadOrigin: () => Promise<string | null>,
): void {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ distDir }, 'no built client found; serving the API only');
    return;
  }
  app.get(FACE_DETECTOR_PAGE, (_req, res, next) => {
    res.setHeader('Content-Security-Policy', FACE_DETECTOR_CSP);
    next();
  });
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^\/(?!api\/|graphql|healthz).*/, async (_req, res) => {
    try {
      const origin = await uploadOrigin();
      if (origin !== null) res.setHeader('Content-Security-Policy', pagePolicyWithUploads(origin));
    } catch (e) {
      // The strict policy stays: uploads then go through the server.
      logger.warn({ err: e }, 'direct-upload origin unavailable for the page policy');
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
