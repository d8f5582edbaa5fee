import { describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mp4Duration, mp4FileDuration } from './mp4-duration.ts';

/** A box: 32-bit size, four-letter type, content. */
function box(type: string, ...content: Uint8Array[]): Uint8Array {
  const size = 8 + content.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(new TextEncoder().encode(type), 4);
  let at = 8;
  for (const c of content) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function mvhd(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const body = new Uint8Array(version === 1 ? 32 : 20);
  const v = new DataView(body.buffer);
  v.setUint8(0, version);
  if (version === 1) {
    v.setUint32(20, timescale);
    v.setBigUint64(24, BigInt(duration));
  } else {
    v.setUint32(12, timescale);
    v.setUint32(16, duration);
  }
  return box('mvhd', body);
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe('the length of an MP4 from its movie header', () => {
  const ftyp = box('ftyp', new TextEncoder().encode('isom0000'));

  it('reads version 0 and version 1 headers, wherever the movie box is', () => {
    expect(mp4Duration(concat(ftyp, box('moov', mvhd(0, 1000, 12_345))))).toBe(12.345);
    // The movie box after the media data (a file written without "fast start").
    const mdat = box('mdat', new Uint8Array(5000));
    expect(mp4Duration(concat(ftyp, mdat, box('moov', box('trak'), mvhd(1, 600, 36_000))))).toBe(
      60,
    );
  });

  it('is 0 for a file without a readable movie header', () => {
    expect(mp4Duration(new Uint8Array(0))).toBe(0);
    expect(mp4Duration(new TextEncoder().encode('<html>not a video</html>'))).toBe(0);
    expect(mp4Duration(concat(ftyp, box('moov', box('trak'))))).toBe(0);
    expect(mp4Duration(concat(ftyp, box('moov', mvhd(0, 0, 100))))).toBe(0);
    // A box that claims more bytes than the file has.
    const broken = concat(ftyp, box('moov', mvhd(0, 1000, 5000)));
    new DataView(broken.buffer).setUint32(ftyp.length, 1_000_000);
    expect(mp4Duration(broken)).toBe(0);
  });

  it('reads it from a file on disk, box headers and the movie box only', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mp4-duration-'));
    try {
      const file = path.join(dir, 'v.mp4');
      const mdat = box('mdat', new Uint8Array(200_000));
      await writeFile(file, concat(ftyp, mdat, box('moov', box('trak'), mvhd(1, 600, 36_000))));
      expect(await mp4FileDuration(file)).toBe(60);
      await writeFile(file, concat(ftyp, mdat));
      expect(await mp4FileDuration(file)).toBe(0);
      await writeFile(file, new TextEncoder().encode('<html>not a video</html>'));
      expect(await mp4FileDuration(file)).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
