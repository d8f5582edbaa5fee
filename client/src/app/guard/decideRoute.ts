/**
 * The route guard's decisions as a pure function.
 * The RouteGuard component feeds it the current path and session state and carries out the result.
 */

/** A server-delivered menu route (`myRoutes`), as far as the guard needs it. */
export interface GuardRoute {
  path: string;
  children?: readonly GuardRoute[] | null;
}

/** Paths reachable without a session (prefix match on whole path segments). */
export const WHITELIST: readonly string[] = [
  '/login',
  '/register',
  '/forgot',
  '/sync',
  '/pages/cam',
  '/license',
  '/401',
  '/404',
];

export const DEFAULT_HOME = '/web/index';
export const LOGIN_PATH = '/login';
export const UNAUTHORIZED_PATH = '/401';
/** Role type of administrators and proctors (back office users). */
export const ADMIN_ROLE_TYPE = 2;
export const ADMIN_PREFIX = '/admin';

export type RouteDecision =
  /** Render the requested page. */
  | { kind: 'allow' }
  /** Go somewhere else (replace the history entry). */
  | { kind: 'redirect'; to: string }
  /** Token present but user info and routes not loaded yet: load them, then decide again. */
  | { kind: 'load' }
  /**
   * Role type 2 without any authorised menu: show the "no access" error, clear the token and go
   * to `to` (/login?redirect={path}).
   */
  | { kind: 'noAccess'; to: string };

export interface DecideRouteInput {
  /** Path of the requested page, optionally with its query string. */
  path: string;
  hasToken: boolean;
  rolesLoaded: boolean;
  roleType?: number | null;
  routes?: readonly GuardRoute[] | null;
}

function pathnameOf(path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  return pathname === '' ? '/' : pathname;
}

function queryOf(path: string): URLSearchParams {
  const q = path.indexOf('?');
  if (q < 0) return new URLSearchParams();
  const hash = path.indexOf('#', q);
  return new URLSearchParams(path.slice(q + 1, hash < 0 ? undefined : hash));
}

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isWhitelisted(path: string): boolean {
  const pathname = pathnameOf(path);
  return WHITELIST.some((prefix) => startsWithSegment(pathname, prefix));
}

export function isAdminPath(path: string): boolean {
  return startsWithSegment(pathnameOf(path), ADMIN_PREFIX);
}

/** Joins a menu child's path onto its parent's ('index' under '/web' is '/web/index'). */
export function joinMenuPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (child === '') return parent === '' ? '/' : parent;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${child}`;
}

/** The user's home: the first menu's first child path, otherwise /web/index. */
export function homePath(routes: readonly GuardRoute[] | null | undefined): string {
  const first = routes?.[0];
  const child = first?.children?.[0];
  if (first === undefined || child === undefined) return DEFAULT_HOME;
  return joinMenuPath(first.path, child.path);
}

/** A `redirect` value is followed only when it is a local path (no open redirect, no loop). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (value == null || value === '') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (startsWithSegment(pathnameOf(value), LOGIN_PATH)) return null;
  return value;
}

export const REDIRECT_PREFIX = '/redirect';

/**
 * Where `/redirect/{path*}` goes: the rest of the path (with the query and hash) when it is a local
 * path of the app, otherwise null (an absolute or protocol-relative address, a login page, or
 * another /redirect). Used to re-mount a route: leave it for /redirect, come straight back.
 */
export function redirectTarget(pathname: string, search = '', hash = ''): string | null {
  if (!startsWithSegment(pathname, REDIRECT_PREFIX)) return null;
  const rest = pathname.slice(REDIRECT_PREFIX.length);
  if (rest === '' || rest === '/') return null;
  if (startsWithSegment(rest, REDIRECT_PREFIX)) return null;
  return safeRedirect(`${rest}${search}${hash}`);
}

/** The login page, remembering where the user wanted to go (nothing to remember for '/'). */
export function loginPath(from: string): string {
  const target = safeRedirect(from);
  if (target === null || pathnameOf(target) === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

export function decideRoute(input: DecideRouteInput): RouteDecision {
  const { path, hasToken, rolesLoaded } = input;
  const pathname = pathnameOf(path);
  const routes = input.routes ?? [];

  if (!hasToken) {
    if (isWhitelisted(path)) return { kind: 'allow' };
    return { kind: 'redirect', to: loginPath(path) };
  }

  if (!rolesLoaded) return { kind: 'load' };

  if (input.roleType === ADMIN_ROLE_TYPE && routes.length === 0) {
    return { kind: 'noAccess', to: loginPath(path) };
  }

  if (pathname === '/' || startsWithSegment(pathname, LOGIN_PATH)) {
    const wanted = pathname === '/' ? null : safeRedirect(queryOf(path).get('redirect'));
    return { kind: 'redirect', to: wanted ?? homePath(routes) };
  }

  // The back office is for role type 2 only; others get the 401 page instead of an empty shell.
  if (isAdminPath(pathname) && input.roleType !== ADMIN_ROLE_TYPE) {
    return { kind: 'redirect', to: UNAUTHORIZED_PATH };
  }

  return { kind: 'allow' };
}
