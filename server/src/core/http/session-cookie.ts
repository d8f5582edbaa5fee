import type { ResponseCookies } from './cookies.ts';

/** The session token as browsers keep it: HttpOnly, so no script of the page can read it. */
export const SESSION_COOKIE = 'token';

/**
 * Says "signed in" to the web client's scripts, which cannot read the session cookie; it holds
 * nothing secret (`1`), and it is set and cleared with the session cookie.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Gives the browser the session cookie of `token`. */
export function setSessionCookie(cookies: ResponseCookies, token: string): void {
  cookies.set(SESSION_COOKIE, token);
  cookies.set(SIGNED_IN_COOKIE, '1', { httpOnly: false });
}

/** Takes the session cookie (and its signed-in mark) from the browser. */
export function clearSessionCookie(cookies: ResponseCookies): void {
  cookies.clear(SESSION_COOKIE);
  cookies.clear(SIGNED_IN_COOKIE, { httpOnly: false });
}
