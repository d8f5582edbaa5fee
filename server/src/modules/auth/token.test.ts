import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newSessionToken } from './token.ts';

describe('session tokens', () => {
  it('stores the SHA-256 of a token in hex, whichever digest Node offers', () => {
    const token = newSessionToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
