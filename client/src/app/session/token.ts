import { useSyncExternalStore } from 'react';

/** The session token lives in a cookie named `token`, path /, SameSite=Lax. */
export const TOKEN_COOKIE = 'token';

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

export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

export function setToken(token: string): void {
  endedOnPurpose = false;
  endingHere = false;
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure}`;
  notify();
}

export interface ClearTokenOptions {
  /** The user (or the app) ended the session deliberately: no way back to the current page. */
  onPurpose?: boolean;
}

export function clearToken(options: ClearTokenOptions = {}): void {
  endedOnPurpose = options.onPurpose === true;
  if (typeof document === 'undefined') return;
  document.cookie = `${TOKEN_COOKIE}=; path=/; SameSite=Lax; Max-Age=0`;
  notify();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-renders when the token is set or cleared through this module. */
export function useHasToken(): boolean {
  return useSyncExternalStore(
    subscribeToken,
    () => getToken() !== null,
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
