import type { IncomingMessage, ServerResponse } from 'node:http';

export interface CookieOptions {
  /** Scripts of the page may not read it (default true). */
  httpOnly?: boolean;
  /** Seconds it lives; absent: until the browser closes. */
  maxAgeSeconds?: number;
  /** The paths it is sent to (default /). */
  path?: string;
}

/** The cookies an HTTP answer sets (absent over the WebSocket, which answers no HTTP). */
export interface ResponseCookies {
  set(name: string, value: string, options?: CookieOptions): void;
  clear(name: string, options?: Pick<CookieOptions, 'path' | 'httpOnly'>): void;
}

/**
 * Whether the request came over https: the connection itself, else (behind as many trusted
 * proxies as TRUST_PROXY says, the rule that also decides the client's address) the proxy's
 * X-Forwarded-Proto, which Express reads into `req.secure`.
 */
export function cameOverHttps(req: IncomingMessage): boolean {
  return (req as IncomingMessage & { secure?: boolean }).secure === true;
}

/**
 * The response's cookies: SameSite=Lax (sent when a provider's site sends the browser back, never
 * on another site's requests), HttpOnly unless told, and Secure when the request came over https.
 */
export function responseCookies(req: IncomingMessage, res: ServerResponse): ResponseCookies {
  const write = (name: string, value: string, options: CookieOptions) => {
    const parts = [
      `${name}=${encodeURIComponent(value)}`,
      `Path=${options.path ?? '/'}`,
      'SameSite=Lax',
    ];
    if (options.httpOnly !== false) parts.push('HttpOnly');
    if (cameOverHttps(req)) parts.push('Secure');
    if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
    const set = res.getHeader('set-cookie');
    const previous = set === undefined ? [] : Array.isArray(set) ? set : [String(set)];
    res.setHeader('Set-Cookie', [...previous, parts.join('; ')]);
  };
  return {
    set: (name, value, options = {}) => write(name, value, options),
    clear: (name, options = {}) => write(name, '', { ...options, maxAgeSeconds: 0 }),
  };
}
