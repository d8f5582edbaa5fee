import { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Express, Request, Response } from 'express';
import type { GqlContext } from '../graphql/context.ts';
import { accessLogger, logger } from '../logger.ts';
import { scopeOf } from '../request-context.ts';
import type { RestRouter } from '../rest/router.ts';
import { sendHttpError } from './http-errors.ts';
import type { PreparedGraphql } from './prepared-graphql.ts';
import { redactUrl } from './redact-url.ts';

/** The largest JSON body read, as the Express chain's `express.json({ limit: '2mb' })`. */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;

export interface ApiLaneOptions {
  app: Express;
  rest: RestRouter;
  apollo: ApolloServer<GqlContext>;
  /** GraphQL documents executed without Apollo's pipeline (see prepared-graphql.ts). */
  preparedGraphql: PreparedGraphql;
  graphqlContext: (req: Request) => Promise<GqlContext>;
  /** The headers every response of the Express chain carries (helmet's), applied in the same order. */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
}

/**
 * The API lane: a POST with a plain JSON body to a fixed legacy path or to /graphql (every save, every
 * clock sync, every GraphQL call of an exam) is answered without the Express middleware chain, which
 * costs more CPU per call than the save itself. The lane gives the request the same request id,
 * language scope, security headers, body limit and body errors, access log line and Express
 * request/response objects that the chain would, then calls the very handler the chain ends in.
 * Anything else (other methods, query strings, other body types, encoded bodies, unknown paths)
 * returns false and goes through Express unchanged.
 */
export function createApiLane(opts: ApiLaneOptions) {
  const { app, rest, apollo } = opts;
  return function apiLane(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST' || !isPlainJson(req)) return false;
    const url = req.url ?? '/';
    if (url.includes('?')) return false;
    const isGraphql = url === '/graphql' || url === '/graphql/';
    const restHandler = isGraphql ? undefined : rest.fixedHandler('POST', url);
    if (!isGraphql && restHandler === undefined) return false;

    const started = process.hrtime.bigint();
    const { request, response } = asExpress(app, req, res);
    const { requestId } = scopeOf(request);
    for (const [name, value] of opts.securityHeaders) response.setHeader(name, value);
    response.setHeader('x-request-id', requestId);
    (request as Request & { id: string }).id = requestId;
    response.once('finish', () => logCompleted(url, response.statusCode, started));
    void readJsonBody(request)
      .then(async (body) => {
        if (body === BODY_ABORTED) return;
        if (body === BODY_TOO_LARGE) {
          // The rest of the body is not read: the connection closes after the answer.
          response.setHeader('Connection', 'close');
          return sendHttpError(request, response, 413, 'PAYLOAD_TOO_LARGE');
        }
        if (body === BODY_INVALID) return sendHttpError(request, response, 400, 'PARAM_INVALID');
        request.body = body;
        if (restHandler !== undefined) await restHandler(request, response);
        else if (!(await opts.preparedGraphql.answer(request, response, opts.graphqlContext)))
          await answerGraphql(apollo, opts.graphqlContext, request, response);
      })
      .catch((err: unknown) => {
        logger.error({ err, requestId, path: url }, 'HTTP request failed');
        if (!response.headersSent) sendHttpError(request, response, 500, 'INTERNAL_ERROR');
        else response.destroy();
      });
    return true;
  };
}

/** JSON in UTF-8, not compressed: what the lane reads itself (the chain handles every other body). */
function isPlainJson(req: IncomingMessage): boolean {
  if (req.headers['content-encoding'] !== undefined) return false;
  const type = req.headers['content-type'];
  if (type === undefined) return false;
  const semi = type.indexOf(';');
  const media = (semi < 0 ? type : type.slice(0, semi)).trim().toLowerCase();
  if (media !== 'application/json') return false;
  if (semi < 0) return true;
  const params = type
    .slice(semi + 1)
    .trim()
    .toLowerCase();
  return params === '' || params === 'charset=utf-8' || params === 'charset="utf-8"';
}

/**
 * The request and response classes of the HTTP server: Node's own, with Express's methods already on
 * their prototype chain. Express gives each request its prototypes by `Object.setPrototypeOf` (its
 * own first step); done to every request object, that changes the shape of objects Node's HTTP code
 * reads on every call, and their property lookups stop being cached. Built once here, the shapes
 * stay stable for every request.
 */
export function expressMessageClasses(app: Express) {
  class ExpressIncomingMessage extends IncomingMessage {}
  Object.setPrototypeOf(ExpressIncomingMessage.prototype, app.request);
  class ExpressServerResponse<Req extends IncomingMessage> extends ServerResponse<Req> {}
  Object.setPrototypeOf(ExpressServerResponse.prototype, app.response);
  return { IncomingMessage: ExpressIncomingMessage, ServerResponse: ExpressServerResponse };
}

/** The raw objects as Express's: already so when the server uses `expressMessageClasses`. */
function asExpress(
  app: Express,
  req: IncomingMessage,
  res: ServerResponse,
): { request: Request; response: Response } {
  const request = (
    Object.prototype.isPrototypeOf.call(app.request, req)
      ? req
      : Object.setPrototypeOf(req, app.request)
  ) as Request;
  const response = (
    Object.prototype.isPrototypeOf.call(app.response, res)
      ? res
      : Object.setPrototypeOf(res, app.response)
  ) as Response;
  Object.assign(request, { res: response, app });
  Object.assign(response, { req: request, app, locals: Object.create(null) as object });
  return { request, response };
}

const BODY_TOO_LARGE = Symbol('body too large');
const BODY_INVALID = Symbol('body invalid');
const BODY_ABORTED = Symbol('body aborted');

/**
 * The body as `express.json()` reads it: at most 2 MB, an object or array at the top (strict), an
 * empty body as {}; a body that breaks a rule is answered like the chain's body errors.
 */
function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > JSON_BODY_LIMIT) {
    req.resume();
    return Promise.resolve(BODY_TOO_LARGE);
  }
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let done = false;
    const finish = (outcome: unknown) => {
      if (done) return;
      done = true;
      chunks.length = 0;
      resolve(outcome);
    };
    req.on('data', (chunk: Uint8Array) => {
      if (done) return;
      size += chunk.length;
      // Answered at once (a chunked body declares no length): nothing more is kept.
      if (size > JSON_BODY_LIMIT) finish(BODY_TOO_LARGE);
      else chunks.push(chunk);
    });
    // A client that goes away mid-body gets no answer (there is no one to read it).
    req.on('error', () => finish(BODY_ABORTED));
    req.on('end', () => {
      if (done) return;
      const text = Buffer.concat(chunks).toString('utf8');
      const first = text.trimStart()[0];
      if (first === undefined) return resolve({});
      if (first !== '{' && first !== '[') return resolve(BODY_INVALID);
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(BODY_INVALID);
      }
    });
  });
}

/** What `@as-integrations/express5`'s middleware does with a POST, without the chain before it. */
async function answerGraphql(
  apollo: ApolloServer<GqlContext>,
  contextOf: (req: Request) => Promise<GqlContext>,
  req: Request,
  res: Response,
): Promise<void> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const answer = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: 'POST', headers, search: '', body: req.body },
    context: () => contextOf(req),
  });
  for (const [key, value] of answer.headers) res.setHeader(key, value);
  res.statusCode = answer.status ?? 200;
  if (answer.body.kind === 'complete') {
    // What Express's res.send does for a POST whose type Apollo has set, without its checks.
    const body = answer.body.string;
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
    return;
  }
  for await (const chunk of answer.body.asyncIterator) res.write(chunk);
  res.end();
}

/** The access log line the chain's pino-http writes: method, path, status, time; never headers. */
function logCompleted(url: string, statusCode: number, started: bigint): void {
  const responseTime = Number((process.hrtime.bigint() - started) / 1_000_000n);
  const line = {
    req: { method: 'POST', url: redactUrl(url) },
    res: { statusCode },
    responseTime,
  };
  accessLogger.info(line, statusCode >= 500 ? 'request errored' : 'request completed');
}
