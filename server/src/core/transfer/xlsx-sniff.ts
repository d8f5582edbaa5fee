/**
 * Whether bytes are an xlsx workbook, judged from the bytes alone (never the file name or the
 * client's content type): a zip archive whose central directory lists `xl/workbook.xml`. The
 * central directory also gives each entry's uncompressed size, so a zip bomb is refused before
 * anything is inflated.
 */
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIR = 0x06054b50;

/** Uncompressed size an import may expand to. */
export const MAX_XLSX_EXPANDED_BYTES = 200 * 1024 * 1024;

export type XlsxSniff = { ok: true } | { ok: false; reason: string };

export function sniffXlsx(bytes: Buffer): XlsxSniff {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) {
    return { ok: false, reason: 'not a zip archive' };
  }
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIR) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'no zip directory' };
  const entries = bytes.readUInt16LE(eocd + 10);
  const dirSize = bytes.readUInt32LE(eocd + 12);
  const dirOffset = bytes.readUInt32LE(eocd + 16);
  if (dirOffset + dirSize > eocd) return { ok: false, reason: 'bad zip directory' };
  let p = dirOffset;
  let workbook = false;
  let expanded = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > eocd || bytes.readUInt32LE(p) !== CENTRAL_HEADER) {
      return { ok: false, reason: 'bad zip entry' };
    }
    const uncompressed = bytes.readUInt32LE(p + 24);
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const commentLength = bytes.readUInt16LE(p + 32);
    const name = bytes.toString('utf8', p + 46, p + 46 + nameLength);
    if (name === 'xl/workbook.xml') workbook = true;
    expanded += uncompressed;
    if (uncompressed === 0xffffffff || expanded > MAX_XLSX_EXPANDED_BYTES) {
      return { ok: false, reason: 'expands too much' };
    }
    p += 46 + nameLength + extraLength + commentLength;
  }
  return workbook ? { ok: true } : { ok: false, reason: 'no xl/workbook.xml' };
}
