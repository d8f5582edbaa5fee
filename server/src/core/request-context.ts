import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { requestIdOf } from './http/request-meta.ts';
import { langFromHeader, type Lang } from './i18n.ts';

/** Per-request facts error rendering and logs need: the request id and the caller's language. */
export interface RequestScope {
  requestId: string;
  lang: Lang;
}

/**
 * Each HTTP request's scope, read from its headers once and kept beside the request object: code
 * that needs it is handed the request, the scope or the language (an async-context store would
 * cost a promise hook on every promise of the process). The API lane's Express request is the raw
 * IncomingMessage itself, so the lane and the Express chain find the same scope.
 */
const scopes = new WeakMap<IncomingMessage, RequestScope>();

/** The request's scope: its `x-request-id` (else a new id) and the language of `Accept-Language`. */
export function scopeOf(req: IncomingMessage): RequestScope {
  let scope = scopes.get(req);
  if (scope === undefined) {
    scope = { requestId: requestIdOf(req), lang: langFromHeader(req.headers['accept-language']) };
    scopes.set(req, scope);
  }
  return scope;
}

/** The scope of an error no request can be found for: a new id, the default language. */
export function detachedScope(): RequestScope {
  return { requestId: randomUUID(), lang: 'zh' };
}
