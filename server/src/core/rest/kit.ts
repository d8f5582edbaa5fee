import type { Request, Response } from 'express';
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

export interface RestRoute {
  method: 'GET' | 'POST';
  /** Full path, e.g. /api/sys/user/login. */
  path: string;
  access: RestAccess;
  /**
   * Returns the `data` of the success envelope. A route that writes its own response (an image,
   * a file) returns `RAW_RESPONSE`.
   */
  handle(body: Record<string, unknown>, ctx: RestContext): Promise<unknown>;
}

export const RAW_RESPONSE = Symbol('raw response');

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
