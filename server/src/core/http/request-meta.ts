import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

/** The session token: the `token` header, else the `token` cookie, else `Authorization: Bearer`. */
export function tokenFrom(req: IncomingMessage): string | undefined {
  return sessionToken(req)?.token;
}

/** The session token with where it came from (a browser sends the cookie on its own). */
export function sessionToken(
  req: IncomingMessage,
): { token: string; from: 'header' | 'cookie' | 'bearer' } | undefined {
  const header = req.headers.token;
  if (typeof header === 'string' && header !== '') return { token: header, from: 'header' };
  const cookie = readCookie(req.headers.cookie, 'token');
  if (cookie !== undefined && cookie !== '') return { token: cookie, from: 'cookie' };
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) {
    return { token: auth.slice(7), from: 'bearer' };
  }
  return undefined;
}

/** The request's id: the caller's `x-request-id` (at most 64 characters), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return (typeof given === 'string' ? given : '').slice(0, 64) || randomUUID();
}

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** The value of the request's cookie `name`, if it sent one. */
export function cookieOf(req: IncomingMessage, name: string): string | undefined {
  return readCookie(req.headers.cookie, name);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
