/**
 * The face token: a short-lived signed statement "this user, in this session, passed a face check
 * at this time". The face check returns it; a later call that must know the person in front of the
 * camera is the account's owner (starting a proctored exam, a sensitive change) takes it and
 * calls `verify`, which refuses a forged, altered, expired or another session's token with
 * FACE_TOKEN_INVALID. It is a MAC under SECRET_KEY (HKDF-separated from other uses) over
 * `{ u: userId, s: sessionId, i: issued ms, e: expiry ms, n: nonce }`; nothing is stored.
 */
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { secretBox } from '../../core/crypto.ts';
import type { Env } from '../../core/env.ts';
import { AppError } from '../../core/errors/index.ts';
import { FACE_TOKEN_PURPOSE } from './realname.constants.ts';

interface FaceTokenPayload {
  u: string;
  s: string;
  i: number;
  e: number;
  n: string;
}

export interface VerifiedFaceToken {
  userId: string;
  issuedAt: Date;
  expiresAt: Date;
}

export class FaceTokens {
  constructor(
    private readonly env: Pick<Env, 'SECRET_KEY' | 'dataDir' | 'FACE_TOKEN_TTL_SECONDS'>,
  ) {}

  issue(session: SessionUser, now: Date = new Date()): string {
    const payload: FaceTokenPayload = {
      u: session.userId,
      s: session.sessionId,
      i: now.getTime(),
      e: now.getTime() + this.env.FACE_TOKEN_TTL_SECONDS * 1000,
      n: randomBytes(9).toString('base64url'),
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${secretBox(this.env).mac(FACE_TOKEN_PURPOSE, body)}`;
  }

  /** The token's facts when it is genuine, this session's and unexpired; FACE_TOKEN_INVALID otherwise. */
  verify(session: SessionUser, token: string, now: Date = new Date()): VerifiedFaceToken {
    const invalid = new AppError('FACE_TOKEN_INVALID');
    const [body, mac, ...rest] = token.split('.');
    if (body === undefined || mac === undefined || rest.length > 0) throw invalid;
    if (!secretBox(this.env).verifyMac(FACE_TOKEN_PURPOSE, body, mac)) throw invalid;
    let p: Partial<FaceTokenPayload>;
    try {
      p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<FaceTokenPayload>;
    } catch {
      throw invalid;
    }
    if (p.u !== session.userId || p.s !== session.sessionId) throw invalid;
    if (typeof p.i !== 'number' || typeof p.e !== 'number' || p.e <= now.getTime()) throw invalid;
    return { userId: p.u, issuedAt: new Date(p.i), expiresAt: new Date(p.e) };
  }
}
