import type { IncomingMessage } from 'node:http';
import type { ResponseCookies } from '../../core/http/cookies.ts';
import { cookieOf } from '../../core/http/request-meta.ts';
import type { ChatLoginType } from './chat-clients.ts';
import { PATH_SEGMENT, VERIFIER_COOKIE, VERIFIER_TTL_SECONDS } from './chat-login.service.ts';

/** The verifier cookie is sent to the login type's callback only. */
function callbackPath(loginType: ChatLoginType): string {
  return `/api/common/${PATH_SEGMENT[loginType]}/callback`;
}

/** The starting browser keeps the flow's verifier (HttpOnly, SameSite=Lax, as long as the state). */
export function keepVerifier(
  cookies: ResponseCookies,
  loginType: ChatLoginType,
  verifier: string,
): void {
  cookies.set(VERIFIER_COOKIE, verifier, {
    path: callbackPath(loginType),
    maxAgeSeconds: VERIFIER_TTL_SECONDS,
  });
}

/** The verifier the browser coming back holds, taken from it (it serves one callback). */
export function takeVerifier(
  req: IncomingMessage,
  cookies: ResponseCookies,
  loginType: ChatLoginType,
): string | undefined {
  const verifier = cookieOf(req, VERIFIER_COOKIE);
  if (verifier !== undefined) cookies.clear(VERIFIER_COOKIE, { path: callbackPath(loginType) });
  return verifier;
}
