import crypto, { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only its SHA-256 is stored, so a database leak yields no usable token. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Node's one-shot digest (20.12+), without a Hash object per call: every request hashes its token. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string })
  .hash;

export function hashToken(token: string): string {
  if (oneShot !== undefined) return oneShot('sha256', token, 'hex');
  return createHash('sha256').update(token).digest('hex');
}
