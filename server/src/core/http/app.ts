import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express from 'express';
import { GraphQLError, Kind, visit, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { WebSocketServer } from 'ws';
import { AppError } from '../errors/index.ts';
import type { GqlContext } from '../graphql/context.ts';
import { formatGraphQLError } from '../graphql/format-error.ts';
import { langFromHeader } from '../i18n.ts';
import { assertNoControlChars } from '../input.ts';
import type { Infra } from '../infra.ts';
import { logger } from '../logger.ts';
import { requestScope } from '../request-context.ts';
import { restRoutes } from '../rest/registry.ts';
import { createRestRouter, restBodyErrorHandler } from '../rest/router.ts';
import type { Services } from '../../services.ts';
import { healthHandler } from './health.ts';
import { clientIp, tokenFrom } from './request-meta.ts';

export interface HttpApp {
  server: Server;
  /** Stops accepting, drains HTTP and WebSocket clients. */
  close(): Promise<void>;
}

/** GraphQL resource caps: depth, cost, aliases, tokens. */
const armor = new ApolloArmor({
  maxDepth: { n: 10 },
  costLimit: { maxCost: 5000 },
  maxAliases: { n: 15 },
  maxTokens: { n: 5000 },
  maxDirectives: { n: 20 },
});

export async function createHttpApp(
  infra: Infra,
  services: Services,
  schema: GraphQLSchema,
): Promise<HttpApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', infra.env.TRUST_PROXY);
  const httpServer = createServer(app);

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<{ token?: string }, { ctx?: GqlContext }>(
    {
      schema,
      context: async (ctx) => {
        const token =
          typeof ctx.connectionParams?.token === 'string' ? ctx.connectionParams.token : undefined;
        return {
          services,
          session: await services.sessions.resolve(token),
          lang: langFromHeader(ctx.extra.request.headers['accept-language']),
          ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          userAgent: ctx.extra.request.headers['user-agent'],
          requestId: randomUUID(),
        } satisfies GqlContext;
      },
    },
    wsServer,
  );

  const protection = armor.protect();
  const apollo = new ApolloServer<GqlContext>({
    schema,
    formatError: formatGraphQLError,
    introspection: true,
    // main.ts owns shutdown; Apollo's own signal handlers would race it and re-raise the signal.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    validationRules: protection.validationRules,
    plugins: [
      // armor is typed against Apollo's CommonJS declarations; the runtime objects are the same.
      ...(protection.plugins as unknown as ApolloServerPlugin<GqlContext>[]),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
      introspectionGate(infra.env.NODE_ENV === 'production'),
      controlCharGate(),
    ],
  });
  await apollo.start();

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Captcha pictures are data: URLs; Chakra injects styles at run time.
          'img-src': ["'self'", 'data:', 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'connect-src': ["'self'", 'ws:', 'wss:'],
        },
      },
    }),
  );
  app.use((req, res, next) => {
    const requestId = (req.get('x-request-id') ?? '').slice(0, 64) || randomUUID();
    res.setHeader('x-request-id', requestId);
    requestScope.run({ requestId, lang: langFromHeader(req.get('accept-language')) }, next);
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => String(res.getHeader('x-request-id')),
      autoLogging: { ignore: (req) => req.url === '/healthz' },
    }),
  );
  app.get('/healthz', healthHandler(infra));
  app.use(express.json({ limit: '2mb' }));
  app.use(restBodyErrorHandler);
  app.use(createRestRouter(restRoutes, services, { allowedOrigins: infra.env.ALLOWED_ORIGINS }));
  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        services,
        session: await services.sessions.resolve(tokenFrom(req)),
        lang: langFromHeader(req.get('accept-language')),
        ip: clientIp(req),
        userAgent: req.get('user-agent'),
        requestId: String(req.id),
      }),
    }),
  );
  serveClient(app, infra.env.clientDistDir);

  return {
    server: httpServer,
    async close() {
      await apollo.stop();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
    },
  };
}

/** In production, anonymous callers get no introspection (signed-in integrators still do). */
function introspectionGate(production: boolean): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (!production || contextValue.session !== null) return;
          const text = JSON.stringify(document);
          if (text.includes('"__schema"') || text.includes('"__type"')) {
            throw new GraphQLError('introspection needs a session', {
              originalError: new AppError('NOT_LOGGED_IN'),
              extensions: { http: { status: 401 } },
            });
          }
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
          const strings: string[] = [];
          visit(document, {
            [Kind.STRING]: (node) => {
              strings.push(node.value);
            },
          });
          try {
            assertNoControlChars([request.variables ?? {}, strings]);
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

/** The built client with history-mode fallback; absent in tests and `npm run dev`. */
function serveClient(app: express.Express, distDir: string): void {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ distDir }, 'no built client found; serving the API only');
    return;
  }
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^\/(?!api\/|graphql|healthz).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
