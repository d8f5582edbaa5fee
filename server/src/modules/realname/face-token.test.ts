import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { FaceTokens } from './face-token.ts';

const env = {
  SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
  dataDir: mkdtempSync(path.join(tmpdir(), 'face-token-')),
  FACE_TOKEN_TTL_SECONDS: 300,
};

function session(userId: string, sessionId: string): SessionUser {
  return {
    sessionId,
    tokenHash: `hash-${sessionId}`,
    userId,
    userName: userId,
    roleType: 1,
    roleIds: ['student'],
    permissions: new Set(),
    isSuperAdmin: false,
    expiresAt: new Date(Date.now() + 3600_000),
  };
}

const errorName = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (e) {
    return (e as { errorName?: string }).errorName ?? 'thrown';
  }
};

describe('face tokens', () => {
  const tokens = new FaceTokens(env);
  const me = session('u1', 's1');
  const now = new Date('2026-11-25T10:00:00Z');

  it("verify gives back the token's user and times within its lifetime", () => {
    const t = tokens.issue(me, now);
    const v = tokens.verify(me, t, new Date(now.getTime() + 299_000));
    expect(v).toEqual({
      userId: 'u1',
      issuedAt: now,
      expiresAt: new Date(now.getTime() + 300_000),
    });
  });

  it("refuses another user's or another session's token, an expired or altered one", () => {
    const t = tokens.issue(me, now);
    const at = new Date(now.getTime() + 1000);
    expect(errorName(() => tokens.verify(session('u2', 's1'), t, at))).toBe('FACE_TOKEN_INVALID');
    expect(errorName(() => tokens.verify(session('u1', 's2'), t, at))).toBe('FACE_TOKEN_INVALID');
    expect(errorName(() => tokens.verify(me, t, new Date(now.getTime() + 300_000)))).toBe(
      'FACE_TOKEN_INVALID',
    );
    const [body, mac] = t.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), e: 9e15 }),
    ).toString('base64url');
    expect(errorName(() => tokens.verify(me, `${forged}.${mac}`, at))).toBe('FACE_TOKEN_INVALID');
    expect(errorName(() => tokens.verify(me, 'garbage', at))).toBe('FACE_TOKEN_INVALID');
    expect(errorName(() => tokens.verify(me, `${t}.x`, at))).toBe('FACE_TOKEN_INVALID');
  });

  it('a token signed under another key does not verify', () => {
    const other = new FaceTokens({ ...env, SECRET_KEY: Buffer.alloc(32, 9).toString('base64') });
    expect(errorName(() => tokens.verify(me, other.issue(me, now), now))).toBe(
      'FACE_TOKEN_INVALID',
    );
  });
});
