import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session-user.ts';
import { hasPermission } from '../auth/session-user.ts';
import { AppError } from '../errors/index.ts';
import type { Lang } from '../i18n.ts';
import type { Services } from '../../services.ts';

export interface RestContext {
  services: Services;
  session: SessionUser | null;
  lang: Lang;
  ip: string;
  userAgent?: string;
  requestId: string;
  req: Request;
  res: Response;
}

/**
 * Who may call a route; every route must decide. 'public': anyone; 'session': any signed-in
 * user; { permission }: a signed-in user holding that code.
 */
export type RestAccess = 'public' | 'session' | { permission: string };

/**
 * What a call does, for the audit log: 'read' changes nothing; 'write' changes data (an admin's
 * write is recorded); 'own-work' is the caller's own exam or practice work (answers, hand-in,
 * training), which is not administration and is recorded only when refused.
 */
export type RouteKind = 'read' | 'write' | 'own-work';

export interface RestRoute<I = unknown> {
  method: 'GET' | 'POST';
  /** Full path, e.g. /api/sys/user/login. */
  path: string;
  access: RestAccess;
  kind: RouteKind;
  /** The body a state-changing route takes: JSON (the default), or JSON and multipart uploads. */
  body?: 'json' | 'multipart';
  /**
   * The route is reached by a top-level navigation from another site (a provider sending the
   * browser back) and takes its authority from its input (a signed, single-use state), never from
   * the session cookie: the same-origin check for cookie-signed writes does not apply.
   */
  crossSite?: true;
  /**
   * 'open': answered while the licence is out of force (signing in, the licence page and what the
   * login page shows); every other route then answers LICENSE_INVALID (10010015).
   */
  licence?: 'open';
  /**
   * The request body (the query string for GET), checked before `handle` runs: a body that does
   * not fit answers PARAM_INVALID and changes nothing.
   */
  input: z.ZodType<I>;
  /**
   * Returns the `data` of the success envelope; every Date in it goes out as the legacy
   * `yyyy-MM-dd HH:mm:ss` (the router converts once). A route that writes its own response (an
   * image, a file) returns `RAW_RESPONSE`.
   */
  handle(input: I, ctx: RestContext): Promise<unknown>;
}

export const RAW_RESPONSE = Symbol('raw response');

/** Declares one route; `handle` receives the parsed input with its type. */
export function route<S extends z.ZodType>(def: {
  method: 'GET' | 'POST';
  path: string;
  access: RestAccess;
  kind: RouteKind;
  body?: 'json' | 'multipart';
  crossSite?: true;
  licence?: 'open';
  input: S;
  handle(input: z.output<S>, ctx: RestContext): Promise<unknown>;
}): RestRoute {
  return def as unknown as RestRoute;
}

export function defineRoutes(routes: RestRoute[]): RestRoute[] {
  return routes;
}

/** Applies a route's access decision; throws NOT_LOGGED_IN or PERMISSION_DENIED. */
export function checkAccess(access: RestAccess, session: SessionUser | null): void {
  if (access === 'public') return;
  if (session === null) throw new AppError('NOT_LOGGED_IN');
  if (access !== 'session' && !hasPermission(session, access.permission)) {
    throw new AppError('PERMISSION_DENIED');
  }
}

/** The session a 'session' or permission route runs with (checkAccess has ensured it). */
export function sessionOf(ctx: RestContext): SessionUser {
  if (ctx.session === null) throw new AppError('NOT_LOGGED_IN');
  return ctx.session;
}
