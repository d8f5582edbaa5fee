import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LicenceFileError,
  parsePublicKey,
  rawPublicKeyBase64,
  readLicence,
  signLicence,
} from './licence-file.ts';

const vendor = generateKeyPairSync('ed25519');
const other = generateKeyPairSync('ed25519');
const TERMS = { licensee: '示例大学', seats: 300, expireTime: '2030-01-01T00:00:00.000Z' };

function reason(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof LicenceFileError ? e.reason : 'other';
  }
  return undefined;
}

describe('licence file', () => {
  it('reads back the signed terms under the right key', () => {
    const text = signLicence(TERMS, vendor.privateKey);
    const terms = readLicence(text, vendor.publicKey);
    expect(terms).toMatchObject(TERMS);
    expect(terms.id).not.toBe('');
  });

  it('refuses a file whose terms were changed after signing', () => {
    const file = JSON.parse(signLicence(TERMS, vendor.privateKey)) as Record<string, string>;
    const terms = JSON.parse(Buffer.from(file.payload!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const tampered = {
      ...file,
      payload: Buffer.from(JSON.stringify({ ...terms, seats: 30000 })).toString('base64url'),
    };
    expect(reason(() => readLicence(JSON.stringify(tampered), vendor.publicKey))).toBe('signature');
  });

  it('refuses a file signed with another key', () => {
    const text = signLicence(TERMS, other.privateKey);
    expect(reason(() => readLicence(text, vendor.publicKey))).toBe('signature');
  });

  it('refuses what is not a licence file', () => {
    expect(reason(() => readLicence('hello', vendor.publicKey))).toBe('format');
    expect(reason(() => readLicence('{"format":"x"}', vendor.publicKey))).toBe('format');
  });

  it('takes the public key as PEM (also with literal \\n) or as the raw key in base64', () => {
    const pem = vendor.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const text = signLicence(TERMS, vendor.privateKey);
    for (const form of [pem, pem.replace(/\n/g, '\\n'), rawPublicKeyBase64(vendor.publicKey)]) {
      expect(readLicence(text, parsePublicKey(form)).licensee).toBe(TERMS.licensee);
    }
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(() =>
      parsePublicKey(rsa.publicKey.export({ format: 'pem', type: 'spki' }).toString()),
    ).toThrow();
    expect(() => parsePublicKey('not a key')).toThrow();
  });
});
