import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SecretBox, keyFilePath, loadKey, parseKey, secretBox } from './crypto.ts';

const box = new SecretBox(randomBytes(32));

describe('SecretBox (AES-256-GCM)', () => {
  it('round-trips text, including empty and non-ASCII text', () => {
    for (const plain of ['', 'LTAI5tSecret', '密钥 🔑', 'x'.repeat(10_000)]) {
      const sealed = box.seal(plain, 'ctx');
      expect(sealed).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]*$/);
      if (plain !== '') expect(sealed).not.toContain(plain);
      expect(box.open(sealed, 'ctx')).toBe(plain);
    }
  });

  it('uses a fresh IV each time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const sealed = box.seal('top secret');
    const [iv, tag, body] = sealed.split('.') as [string, string, string];
    const flip = (b64: string) => {
      const b = Buffer.from(b64, 'base64');
      b[0] = b[0]! ^ 1;
      return b.toString('base64');
    };
    expect(() => box.open([iv, tag, flip(body)].join('.'))).toThrow();
    expect(() => box.open([iv, flip(tag), body].join('.'))).toThrow();
    expect(() => box.open([flip(iv), tag, body].join('.'))).toThrow();
    expect(() => box.open('not-sealed')).toThrow();
  });

  it('refuses another key or another associated context', () => {
    const sealed = box.seal('value', 'upload:aliyun');
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'upload:aliyun')).toThrow();
    expect(() => box.open(sealed, 'upload:qcloud')).toThrow();
  });

  it('macs per purpose and verifies in constant time', () => {
    const m = box.mac('ticket', 'payload');
    expect(box.verifyMac('ticket', 'payload', m)).toBe(true);
    expect(box.verifyMac('ticket', 'payload2', m)).toBe(false);
    expect(box.verifyMac('other', 'payload', m)).toBe(false);
    expect(box.verifyMac('ticket', 'payload', 'short')).toBe(false);
  });
});

describe('key loading', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const tempDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'examhall-key-'));
    dirs.push(d);
    return d;
  };

  it('accepts 32 bytes as hex or base64 and refuses anything else', () => {
    const raw = randomBytes(32);
    expect(parseKey(raw.toString('hex'))).toEqual(raw);
    expect(parseKey(raw.toString('base64'))).toEqual(raw);
    expect(parseKey(raw.toString('base64url'))).toEqual(raw);
    expect(() => parseKey('too short')).toThrow(/32 bytes/);
    expect(() => parseKey(randomBytes(16).toString('hex'))).toThrow();
    expect(() => parseKey(randomBytes(31).toString('base64'))).toThrow();
  });

  it('uses SECRET_KEY when set', () => {
    const raw = randomBytes(32);
    const dataDir = tempDir();
    expect(loadKey({ SECRET_KEY: raw.toString('hex'), dataDir })).toEqual(raw);
    expect(() => statSync(keyFilePath({ dataDir }))).toThrow();
  });

  it('creates the key file once with mode 0600 and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested');
    const first = loadKey({ SECRET_KEY: undefined, dataDir });
    const file = keyFilePath({ dataDir });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseKey(readFileSync(file, 'utf8'))).toEqual(first);
    expect(loadKey({ SECRET_KEY: undefined, dataDir })).toEqual(first);
    // A box from the same file opens what another box sealed (another process, a restart).
    const sealed = secretBox({ SECRET_KEY: undefined, dataDir }).seal('kept');
    expect(new SecretBox(loadKey({ SECRET_KEY: undefined, dataDir })).open(sealed)).toBe('kept');
  });
});
