import { useSyncExternalStore } from 'react';

/**
 * The session lives in the HttpOnly `token` cookie the server sets (POST SESSION_COOKIE_PATH), which
 * no script can read: the browser sends it with every call, image and video of our own pages. The
 * script-readable `signed_in` cookie, set and cleared with it, only says that there is a session.
 * The token of a sign-in made in this tab is also kept in memory and sent as the `token` header.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Sets the session cookie for the `token` header's session; without one, clears it. */
export const SESSION_COOKIE_PATH = '/api/sys/user/session-cookie';

let memoryToken: string | null = null;

/** Cookie calls run one after another, so a sign-out never lands after the next sign-in. */
let cookieCalls: Promise<void> = Promise.resolve();

function callSessionCookie(token: string | null): Promise<void> {
  const call = cookieCalls.then(async () => {
    try {
      await fetch(SESSION_COOKIE_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { token }) },
        body: '{}',
      });
    } catch {
      // Offline or stopped: the token header still signs this tab's calls in.
    }
  });
  cookieCalls = call;
  return call;
}

const listeners = new Set<() => void>();

/**
 * Set when the session ended on purpose (log out, password change, failed load): the login page
 * then opens without a `redirect` back to the page the user was on. Reset by the next login.
 */
let endedOnPurpose = false;

/** Set just before this tab ends its own session (log out), so the server's revocation notice for
 * it is not reported as "ended elsewhere". Reset by the next login. */
let endingHere = false;

export function markSessionEndingHere(): void {
  endingHere = true;
}

export function isSessionEndingHere(): boolean {
  return endingHere;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    return value === '' ? null : value;
  }
  return null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The token of a sign-in made in this tab (null after a reload: the cookie then signs calls). */
export function getToken(): string | null {
  return memoryToken;
}

/** Whether this browser has a session: a sign-in in this tab, or the server's signed-in mark. */
export function hasSession(): boolean {
  return memoryToken !== null || readCookie(SIGNED_IN_COOKIE) !== null;
}

/** Keeps a new session: in memory, and as the HttpOnly cookie the server sets for it. */
export async function setToken(token: string): Promise<void> {
  endedOnPurpose = false;
  endingHere = false;
  memoryToken = token;
  await callSessionCookie(token);
  notify();
}

export interface ClearTokenOptions {
  /** The user (or the app) ended the session deliberately: no way back to the current page. */
  onPurpose?: boolean;
}

/** Forgets the session on this device: the token in memory, and the server clears its cookie. */
export function clearToken(options: ClearTokenOptions = {}): void {
  endedOnPurpose = options.onPurpose === true;
  memoryToken = null;
  if (typeof document === 'undefined') return;
  document.cookie = `${SIGNED_IN_COOKIE}=; path=/; SameSite=Lax; Max-Age=0`;
  void callSessionCookie(null);
  notify();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-renders when the session is set or cleared through this module. */
export function useHasToken(): boolean {
  return useSyncExternalStore(
    subscribeToken,
    () => hasSession(),
    () => false,
  );
}

/** True after a deliberate end of session until the next login (see `clearToken`). */
export function useSessionEndedOnPurpose(): boolean {
  return useSyncExternalStore(
    subscribeToken,
    () => endedOnPurpose,
    () => false,
  );
}
