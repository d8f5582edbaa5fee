import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only its SHA-256 is stored, so a database leak yields no usable token. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
