import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { AppError } from '../errors/index.ts';
import { sessionToken } from '../http/request-meta.ts';
import type { RestRoute } from './kit.ts';

/** Whether a route changes data (its kind is 'write' or 'own-work'). */
export function changesData(route: Pick<RestRoute, 'kind'>): boolean {
  return route.kind === 'write' || route.kind === 'own-work';
}

/**
 * A state-changing call carries a JSON body (or multipart on the upload and import routes) or none,
 * and when the browser signed it in by the `token` cookie it comes from our own origin (the
 * request's host, or one of `allowedOrigins`) unless the route is `crossSite`; throws
 * CROSS_SITE_REFUSED otherwise.
 */
export function assertSameSiteWrite(
  route: Pick<RestRoute, 'kind' | 'body' | 'crossSite'>,
  req: Request,
  allowedOrigins: readonly string[],
): void {
  if (!changesData(route)) return;
  const types =
    route.body === 'multipart' ? ['application/json', 'multipart/form-data'] : ['application/json'];
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody && !req.is(types)) throw new AppError('CROSS_SITE_REFUSED');
  if (route.crossSite === true) return;
  assertCookieFromOwnSite(req, ownHosts(req), allowedOrigins);
}

/** The request's own host names: the Host header and, behind a trusted proxy, the forwarded one. */
export function ownHosts(req: Request): string[] {
  return [req.get('host'), req.host].filter((h): h is string => h !== undefined);
}

/**
 * A request the browser signed by the `token` cookie (it sends the cookie on its own, from any
 * page) must come from our own site; a request carrying its token in a header may come from
 * anywhere. Throws CROSS_SITE_REFUSED otherwise. Every edge a browser reaches with the cookie
 * (REST writes, GraphQL over HTTP and over the WebSocket) applies this one check.
 */
export function assertCookieFromOwnSite(
  req: IncomingMessage,
  hosts: readonly string[],
  allowedOrigins: readonly string[],
): void {
  if (sessionToken(req)?.from !== 'cookie') return;
  if (!fromOwnSite(req, hosts, allowedOrigins)) throw new AppError('CROSS_SITE_REFUSED');
}

/**
 * Whether the calling page is our own: its Origin header, else its Referer, names one of `hosts`
 * or `allowedOrigins` (an opaque `null` Origin never does); a request with neither is ours only
 * when the browser says so (`Sec-Fetch-Site: same-origin`, or `none` for an address typed in).
 */
export function fromOwnSite(
  req: IncomingMessage,
  hosts: readonly string[],
  allowedOrigins: readonly string[],
): boolean {
  if (req.headers.origin !== undefined || req.headers.referer !== undefined)
    return fromOwnOrigin(req, hosts, allowedOrigins);
  const site = req.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none';
}

/**
 * Whether the calling page (the Origin header, else the Referer's) is our own: its host is one of
 * `hosts` (the request's own) or its origin one of `allowedOrigins`; false when neither parses.
 */
export function fromOwnOrigin(
  req: IncomingMessage,
  hosts: readonly string[],
  allowedOrigins: readonly string[],
): boolean {
  const origin = requestOrigin(req);
  if (origin === null) return false;
  return allowedOrigins.includes(origin.origin) || hosts.includes(origin.host);
}

/** The calling page's origin: the Origin header, else the Referer's; null when neither parses. */
function requestOrigin(req: IncomingMessage): URL | null {
  const header = req.headers.origin ?? req.headers.referer;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
