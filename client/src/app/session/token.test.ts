import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE_PATH, clearToken, getToken, hasSession, setToken } from './token';

describe('the session token', () => {
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  it('is never written where scripts read cookies: the server sets the HttpOnly cookie', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.resolve(new Response('{"code":0}'));
    });
    await setToken('secret-session-token');
    expect(document.cookie).not.toContain('secret-session-token');
    expect(getToken()).toBe('secret-session-token');
    expect(hasSession()).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(SESSION_COOKIE_PATH);
    expect((calls[0]!.init.headers as Record<string, string>).token).toBe('secret-session-token');

    clearToken();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect((calls[1]!.init.headers as Record<string, string>).token).toBeUndefined();
    expect(getToken()).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it('a reload keeps the session by the signed-in mark the server set beside the cookie', () => {
    document.cookie = 'signed_in=1; path=/';
    expect(getToken()).toBeNull();
    expect(hasSession()).toBe(true);
  });
});
