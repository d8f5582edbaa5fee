/**
 * The signed licence file: a small JSON text
 *
 *   { "format": "examhall-licence/1", "payload": "<base64url of the terms' JSON>",
 *     "signature": "<base64url Ed25519 signature of the payload string's bytes>" }
 *
 * The terms say who the licence is for, how many enabled accounts it allows and when it ends. The
 * server checks the signature with LICENSE_PUBLIC_KEY; the vendor signs with the private key, which
 * never enters the repository (`npm run licence -- sign`, server/scripts/licence.ts).
 */
import {
  createPrivateKey,
  createPublicKey,
  randomUUID,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { z } from 'zod';

export const LICENCE_FORMAT = 'examhall-licence/1';

/** What a licence grants. */
export interface LicenceTerms {
  /** The licensed organisation, shown in the back office. */
  licensee: string;
  /** Enabled accounts (user state 0) the platform may hold. */
  seats: number;
  /** When the licence ends (ISO 8601). */
  expireTime: string;
  /** When it was signed (ISO 8601). */
  issuedAt: string;
  /** The licence's own id. */
  id: string;
}

const TermsSchema = z.object({
  licensee: z.string().trim().min(1).max(200),
  seats: z.number().int().min(1).max(10_000_000),
  expireTime: z.iso.datetime({ offset: true }),
  issuedAt: z.iso.datetime({ offset: true }),
  id: z.string().min(1).max(100),
});

const FileSchema = z.object({
  format: z.literal(LICENCE_FORMAT),
  payload: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .max(8192),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .max(200),
});

/** Why a licence text was refused: not a licence file at all, or a signature that does not hold. */
export class LicenceFileError extends Error {
  constructor(readonly reason: 'format' | 'signature') {
    super(`licence file refused: ${reason}`);
  }
}

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the raw 32-byte key follows it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * The public key of LICENSE_PUBLIC_KEY: PEM (literal `\n` accepted, as env files write it), or the
 * raw 32-byte key or its DER form in base64. Throws on anything else or a key that is not Ed25519.
 */
export function parsePublicKey(value: string): KeyObject {
  const text = value.trim().replace(/\\n/g, '\n');
  let key: KeyObject;
  if (text.includes('-----BEGIN')) {
    key = createPublicKey(text);
  } else {
    const raw = Buffer.from(text, 'base64');
    const der =
      raw.length === 32
        ? Buffer.concat([new Uint8Array(ED25519_SPKI_PREFIX), new Uint8Array(raw)])
        : raw;
    key = createPublicKey({ key: der, format: 'der', type: 'spki' });
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 public key');
  return key;
}

/** The raw 32-byte public key in base64 (the short form LICENSE_PUBLIC_KEY accepts). */
export function rawPublicKeyBase64(key: KeyObject): string {
  const der = key.export({ format: 'der', type: 'spki' });
  return der.subarray(ED25519_SPKI_PREFIX.length).toString('base64');
}

/** Signs terms into a licence file's text. */
export function signLicence(
  terms: Omit<LicenceTerms, 'id' | 'issuedAt'> & Partial<Pick<LicenceTerms, 'id' | 'issuedAt'>>,
  privateKey: KeyObject | string,
): string {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  const full: LicenceTerms = TermsSchema.parse({
    id: terms.id ?? randomUUID(),
    issuedAt: terms.issuedAt ?? new Date().toISOString(),
    licensee: terms.licensee,
    seats: terms.seats,
    expireTime: terms.expireTime,
  });
  const payload = Buffer.from(JSON.stringify(full), 'utf8').toString('base64url');
  const signature = sign(null, new Uint8Array(Buffer.from(payload, 'ascii')), key).toString(
    'base64url',
  );
  return `${JSON.stringify({ format: LICENCE_FORMAT, payload, signature }, null, 2)}\n`;
}

/** The terms of a licence file whose signature holds under `publicKey`; LicenceFileError else. */
export function readLicence(text: string, publicKey: KeyObject): LicenceTerms {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new LicenceFileError('format');
  }
  const file = FileSchema.safeParse(parsed);
  if (!file.success) throw new LicenceFileError('format');
  const { payload, signature } = file.data;
  const valid = verify(
    null,
    new Uint8Array(Buffer.from(payload, 'ascii')),
    publicKey,
    new Uint8Array(Buffer.from(signature, 'base64url')),
  );
  if (!valid) throw new LicenceFileError('signature');
  let terms: unknown;
  try {
    terms = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new LicenceFileError('format');
  }
  const checked = TermsSchema.safeParse(terms);
  if (!checked.success) throw new LicenceFileError('format');
  return checked.data;
}
