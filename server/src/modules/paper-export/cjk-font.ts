/**
 * The font PDFs are written in: Noto Sans SC (simplified Chinese, with ASCII), which npm installs
 * with the server (@fontsource/noto-sans-sc), so Chinese renders on any machine without system
 * fonts. pdfkit embeds only the glyphs a document uses, so a PDF stays small. The npm file is a
 * WOFF; it is unpacked to a plain font once per process, because the font library would otherwise
 * inflate it (slowly, in JavaScript) for every document.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

export interface CjkFont {
  /** Where the font came from (a path), for logs and tests. */
  source: string;
  bytes: Buffer;
}

/** The npm font file every installation has. */
export function npmCjkFontPath(): string {
  return require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff');
}

let loaded: CjkFont | undefined;

/** The font to embed, read and unpacked once per process. */
export function cjkFont(): CjkFont {
  if (loaded === undefined) {
    const source = npmCjkFontPath();
    loaded = { source, bytes: woffToSfnt(readFileSync(source)) };
  }
  return loaded;
}

/**
 * The plain TrueType/OpenType font inside a WOFF 1.0 file: the tables inflated with zlib and laid
 * out again behind an sfnt table directory.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const packed = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(new Uint8Array(packed)) : packed,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + numTables * 16);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    head.writeUInt32BE(t.tag, 12 + i * 16);
    head.writeUInt32BE(t.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    padded.set(new Uint8Array(t.data));
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts.map((b) => new Uint8Array(b)));
}
