import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';

/**
 * Secrets at rest: AES-256-GCM with a 32-byte key from SECRET_KEY (hex or
 * base64), or, when that is unset, a random key created once at `<dataDir>/secret.key` (mode 0600)
 * and reused by every later start and by every process sharing that directory.
 *
 * Sealed text is `base64(iv).base64(tag).base64(ciphertext)`; a changed byte, a wrong key or a
 * wrong `aad` makes `open` throw. `aad` binds a ciphertext to where it belongs (e.g. the provider
 * row), so a sealed value copied elsewhere does not open.
 */
export class SecretBox {
  readonly #key: KeyObject;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.#key = createSecretKey(new Uint8Array(key));
  }

  seal(plain: string, aad = ''): string {
    const iv = bytes(randomBytes(12));
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(bytes(Buffer.from(aad, 'utf8')));
    const body = Buffer.concat([bytes(cipher.update(plain, 'utf8')), bytes(cipher.final())]);
    return [Buffer.from(iv), cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.');
  }

  /** Throws when the text was not sealed by this key with this `aad`, or was changed. */
  open(sealed: string, aad = ''): string {
    const parts = sealed.split('.');
    if (parts.length !== 3) throw new Error('malformed sealed value');
    const [iv, tag, body] = parts.map((p) => bytes(Buffer.from(p, 'base64'))) as [
      Uint8Array,
      Uint8Array,
      Uint8Array,
    ];
    if (iv.length !== 12 || tag.length !== 16) throw new Error('malformed sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
    decipher.setAAD(bytes(Buffer.from(aad, 'utf8')));
    decipher.setAuthTag(tag);
    return decipher.update(body, undefined, 'utf8') + decipher.final('utf8');
  }

  /** A keyed MAC for signed tokens; `purpose` separates uses (a ticket MAC is not a seal key). */
  mac(purpose: string, data: string): string {
    const key = new Uint8Array(hkdfSync('sha256', this.#key, '', `examhall:${purpose}`, 32));
    return createHmac('sha256', key).update(data).digest('base64url');
  }

  /** Constant-time check of a `mac` value. */
  verifyMac(purpose: string, data: string, mac: string): boolean {
    const want = bytes(Buffer.from(this.mac(purpose, data)));
    const got = bytes(Buffer.from(mac));
    return want.length === got.length && timingSafeEqual(want, got);
  }
}

/** Reads a 32-byte key written as 64 hex digits or as base64; anything else is refused. */
export function parseKey(text: string): Buffer {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) {
    const b = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (b.length === 32) return b;
  }
  throw new Error('SECRET_KEY must be 32 bytes written as 64 hex digits or as base64');
}

/** The key file used when SECRET_KEY is unset. */
export function keyFilePath(env: Pick<Env, 'dataDir'>): string {
  return path.join(env.dataDir, 'secret.key');
}

/**
 * SECRET_KEY, else the key file, created (exclusively, mode 0600) when missing. Several processes
 * starting at once agree: the loser of the exclusive create reads the winner's key.
 */
export function loadKey(env: Pick<Env, 'SECRET_KEY' | 'dataDir'>): Buffer {
  if (env.SECRET_KEY !== undefined) return parseKey(env.SECRET_KEY);
  const file = keyFilePath(env);
  try {
    return parseKey(readFileSync(file, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return parseKey(readFileSync(file, 'utf8'));
}

/** A plain Uint8Array copy (the installed Node typings and TypeScript disagree about Buffer). */
function bytes(b: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(b);
}

const boxes = new Map<string, SecretBox>();

/** The process's SecretBox for this configuration, loaded on first use. */
export function secretBox(env: Pick<Env, 'SECRET_KEY' | 'dataDir'>): SecretBox {
  const id = env.SECRET_KEY === undefined ? `file:${keyFilePath(env)}` : `env:${env.SECRET_KEY}`;
  let box = boxes.get(id);
  if (box === undefined) {
    box = new SecretBox(loadKey(env));
    boxes.set(id, box);
  }
  return box;
}

/** Fisher-Yates with a cryptographic source: the order cannot be predicted or replayed. */
export function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
