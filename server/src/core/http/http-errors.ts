import type { NextFunction, Request, Response } from 'express';
import { catalogue, renderMessage, type ErrorName } from '../errors/index.ts';
import { logger } from '../logger.ts';
import { scopeOf } from '../request-context.ts';
import { fail } from '../rest/envelope.ts';

/** Body types the server reads: JSON everywhere, multipart uploads on the REST API. */
export function requireSupportedBody(req: Request, res: Response, next: NextFunction): void {
  const isGraphql = req.path === '/graphql';
  const isApi = req.path.startsWith('/api/');
  if (!isGraphql && !isApi) return next();
  // Apollo needs a parsed JSON body on every POST; REST only when a body is sent.
  const needsCheck = isGraphql ? req.method === 'POST' : hasBody(req);
  if (!needsCheck || req.is(isGraphql ? 'application/json' : ['application/json', 'multipart/*']))
    return next();
  sendHttpError(req, res, 415, 'UNSUPPORTED_MEDIA_TYPE');
}

/**
 * The last Express error handler, for every path: body-parser failures become 400 / 413 / 415
 * with the catalogue's JSON and the request id; anything else is logged and answered as 500.
 */
export function httpErrorHandler(
  err: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (res.headersSent) {
    next(err);
    return;
  }
  const status =
    (err as { status?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
  if (status === 413) sendHttpError(req, res, 413, 'PAYLOAD_TOO_LARGE');
  else if (status === 415) sendHttpError(req, res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  else if (typeof status === 'number' && status >= 400 && status < 500)
    sendHttpError(req, res, 400, 'PARAM_INVALID');
  else {
    logger.error({ err, requestId: scopeOf(req).requestId, path: req.path }, 'HTTP request failed');
    sendHttpError(req, res, 500, 'INTERNAL_ERROR');
  }
}

/** A catalogue error in the shape of the path's API: GraphQL errors on /graphql, the envelope elsewhere. */
export function sendHttpError(req: Request, res: Response, status: number, name: ErrorName): void {
  const { lang, requestId } = scopeOf(req);
  if (req.path === '/graphql') {
    res.status(status).json({
      errors: [
        {
          message: renderMessage(name, lang),
          extensions: {
            code: catalogue[name].gqlClass,
            subCode: name,
            legacyCode: catalogue[name].code,
            args: {},
            requestId,
          },
        },
      ],
    });
    return;
  }
  res.status(status).json({ ...fail(name, lang), requestId });
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
