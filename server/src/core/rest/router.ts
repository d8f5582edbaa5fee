import express, { type Request, type Response } from 'express';
import { restAuditTrail } from '../audit.ts';
import { isAppError, parseInput } from '../errors/index.ts';
import { logger } from '../logger.ts';
import { scopeOf } from '../request-context.ts';
import type { Services } from '../../services.ts';
import { clientIp, tokenFrom } from '../http/request-meta.ts';
import { fail, failFrom, ok } from './envelope.ts';
import { assertNoControlChars } from '../input.ts';
import { legacyDates } from './legacy-time.ts';
import { RAW_RESPONSE, checkAccess, type RestContext, type RestRoute } from './kit.ts';
import { assertSameSiteWrite } from './same-origin.ts';

/** The Express router of the legacy routes, and direct access to its fixed-path handlers. */
export type RestRouter = express.Router & {
  /**
   * The handler of a fixed (parameterless) path, found as the router finds it; the API lane
   * (core/http/api-lane.ts) calls it on a request that skipped the Express chain.
   */
  fixedHandler(method: string, path: string): RestHandler | undefined;
};

/** A route's handler: runs on a request and response with Express's prototypes and a parsed body. */
export type RestHandler = (req: Request, res: Response) => Promise<void>;

export interface RestRouterOptions {
  /** Origins besides the request's own host whose cookie-signed writes are accepted. */
  allowedOrigins: readonly string[];
}

/**
 * Mounts the legacy `/api/...` routes: access check, the same-site check of writes, the input
 * checked against the route's schema, the service call, the envelope with every time in the
 * legacy format.
 */
export function createRestRouter(
  routes: readonly RestRoute[],
  services: Services,
  opts: RestRouterOptions,
): RestRouter {
  const router = express.Router();
  // Nearly every legacy path is fixed: one map lookup finds the route, where a router would try
  // each of the 130 paths in turn. Like Express, case and a trailing slash are ignored.
  const table = new Map<string, RestHandler>();
  const withParams: Array<() => void> = [];
  for (const route of routes) {
    const handler = async (req: Request, res: Response) => {
      const { lang, requestId } = scopeOf(req);
      const audit = restAuditTrail(services.audit, route, req, requestId);
      try {
        // Like malformed JSON, a body with control characters is refused before anything (the
        // audit log included) reads it.
        assertNoControlChars(route.method === 'GET' ? req.query : req.body);
        const session = await services.sessions.resolve(tokenFrom(req));
        audit.begin(session);
        checkAccess(route.access, session);
        if (route.licence !== 'open') await services.licence.assertInForce();
        assertSameSiteWrite(route, req, opts.allowedOrigins);
        const body = (route.method === 'GET' ? req.query : req.body) as unknown;
        const ctx: RestContext = {
          services,
          session,
          lang,
          ip: clientIp(req),
          userAgent: req.get('user-agent'),
          requestId,
          req,
          res,
        };
        const data = await route.handle(parseInput(route.input, body ?? {}), ctx);
        await audit.end(null, data);
        if (data !== RAW_RESPONSE) sendJson(res, ok(legacyDates(data), lang));
      } catch (e) {
        await audit.end(e);
        if (isAppError(e)) {
          if (e.errorName === 'CROSS_SITE_REFUSED') res.status(403);
          res.json(failFrom(e, lang));
          return;
        }
        logger.error({ err: e, requestId, path: route.path }, 'REST route failed');
        if (!res.headersSent) res.status(500).json(fail('INTERNAL_ERROR', lang));
      }
    };
    const key = routeKey(route.method, route.path);
    if (/[:*(]/.test(route.path)) {
      // A path with parameters (a file by id) is matched by Express, after the fixed ones.
      withParams.push(() => router[route.method === 'GET' ? 'get' : 'post'](route.path, handler));
    } else if (table.has(key)) {
      throw new Error(`REST route ${key} is declared twice`);
    } else table.set(key, handler);
  }
  router.use((req, res, next) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const handler = table.get(routeKey(method, req.path));
    if (handler === undefined) {
      next();
      return;
    }
    void handler(req, res);
  });
  for (const mount of withParams) mount();
  // Unknown API paths: 404 with the catalogue's "interface address error".
  router.all(/^\/api\//, (req, res) => {
    res.status(404).json(fail('ROUTE_NOT_FOUND', scopeOf(req).lang));
  });
  return Object.assign(router, {
    fixedHandler: (method: string, path: string) => table.get(routeKey(method, path)),
  });
}

function routeKey(method: string, path: string): string {
  const p = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return `${method} ${p.toLowerCase()}`;
}

/**
 * A JSON answer with the headers Express's `res.json` writes (ETags are off), without the rest of
 * its per-call work: every exam-day save is answered here.
 */
function sendJson(res: Response, value: unknown): void {
  const body = JSON.stringify(value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
