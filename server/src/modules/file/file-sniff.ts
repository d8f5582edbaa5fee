/**
 * What a file is, judged from its bytes alone (never the client's name or content type): magic
 * numbers for every accepted type, the zip central directory for xlsx / docx / pptx, and
 * the OLE compound-file directory for xls / doc / ppt. Anything else is unknown (null).
 */
import type { FileHandle } from 'node:fs/promises';

export type FileExt =
  | 'png'
  | 'jpg'
  | 'gif'
  | 'mp4'
  | 'mp3'
  | 'wav'
  | 'ogg'
  | 'rar'
  | 'zip'
  | 'psd'
  | 'pdf'
  | 'xls'
  | 'xlsx'
  | 'doc'
  | 'docx'
  | 'ppt'
  | 'pptx';

/** Upload kinds: 1 image, 2 video, 3 audio, 4 recording, 5 file. */
export type UploadKind = 1 | 2 | 3 | 4 | 5;

export interface SniffedType {
  ext: FileExt;
  mime: string;
  /** The kind the type belongs to when the uploader names none. */
  kind: UploadKind;
}

export const TYPES: Record<FileExt, { mime: string; kind: UploadKind }> = {
  png: { mime: 'image/png', kind: 1 },
  jpg: { mime: 'image/jpeg', kind: 1 },
  gif: { mime: 'image/gif', kind: 1 },
  mp4: { mime: 'video/mp4', kind: 2 },
  mp3: { mime: 'audio/mpeg', kind: 3 },
  wav: { mime: 'audio/wav', kind: 3 },
  ogg: { mime: 'audio/ogg', kind: 3 },
  rar: { mime: 'application/vnd.rar', kind: 5 },
  zip: { mime: 'application/zip', kind: 5 },
  psd: { mime: 'image/vnd.adobe.photoshop', kind: 5 },
  pdf: { mime: 'application/pdf', kind: 5 },
  xls: { mime: 'application/vnd.ms-excel', kind: 5 },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', kind: 5 },
  doc: { mime: 'application/msword', kind: 5 },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 5,
  },
  ppt: { mime: 'application/vnd.ms-powerpoint', kind: 5 },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    kind: 5,
  },
};

/** Spec section 5's allowed lists per upload kind (a recording is audio). */
export const ALLOWED: Record<UploadKind, readonly FileExt[]> = {
  1: ['png', 'jpg', 'gif'],
  2: ['mp4'],
  3: ['mp3', 'wav', 'ogg'],
  4: ['wav', 'mp3', 'ogg'],
  5: ['rar', 'zip', 'psd', 'pdf', 'xls', 'xlsx', 'doc', 'docx', 'ppt', 'pptx'],
};

/** File-name extensions a picker may offer per kind (jpg and jpeg are the same type). */
export function acceptedExtensions(kind: UploadKind | null): string[] {
  const exts = kind === null ? (Object.keys(TYPES) as FileExt[]) : [...ALLOWED[kind]];
  return exts.flatMap((e) => (e === 'jpg' ? ['jpg', 'jpeg'] : [e]));
}

/** Random access to the bytes being judged (a buffer in tests, the staged upload in use). */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

export function bufferSource(buf: Buffer): ByteSource {
  return {
    size: buf.length,
    read: async (offset, length) =>
      buf.subarray(Math.max(0, offset), Math.max(0, Math.min(buf.length, offset + length))),
  };
}

export function fileSource(handle: FileHandle, size: number): ByteSource {
  return {
    size,
    async read(offset, length) {
      const start = Math.max(0, offset);
      const n = Math.max(0, Math.min(size - start, length));
      if (n === 0) return Buffer.alloc(0);
      const buf = new Uint8Array(n);
      const { bytesRead } = await handle.read(buf, 0, n, start);
      return Buffer.from(buf.buffer, 0, bytesRead);
    },
  };
}

const startsWith = (b: Buffer, sig: readonly number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Buffer, at: number, len: number) =>
  b.length >= at + len ? b.toString('latin1', at, at + len) : '';

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'MSNV',
]);

const make = (ext: FileExt): SniffedType => ({ ext, ...TYPES[ext] });

/** The type of the bytes, or null when they are none of the allowed types. */
export async function sniff(src: ByteSource): Promise<SniffedType | null> {
  if (src.size < 4) return null;
  const head = await src.read(0, 4100);

  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return make('png');
  if (startsWith(head, [0xff, 0xd8, 0xff])) return make('jpg');
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return make('gif');
  if (ascii(head, 4, 4) === 'ftyp' && MP4_BRANDS.has(ascii(head, 8, 4))) return make('mp4');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WAVE') return make('wav');
  if (ascii(head, 0, 4) === 'OggS') return make('ogg');
  if (ascii(head, 0, 3) === 'ID3' || isMp3Frame(head)) return make('mp3');
  // A PDF starts with its header; HTML that mentions `%PDF-` further in is no PDF.
  if (ascii(head, 0, 5) === '%PDF-') return make('pdf');
  if (
    startsWith(head, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]) ||
    startsWith(head, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00])
  ) {
    return make('rar');
  }
  if (ascii(head, 0, 4) === '8BPS' && (head.readUInt16BE(4) === 1 || head.readUInt16BE(4) === 2)) {
    return make('psd');
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return make(await zipFlavour(src));
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const ext = await oleFlavour(src);
    return ext === null ? null : make(ext);
  }
  return null;
}

/** An MPEG-1/2/2.5 Layer III frame header at the start (no ID3 tag). */
function isMp3Frame(b: Buffer): boolean {
  if (b.length < 4 || b[0] !== 0xff || (b[1]! & 0xe0) !== 0xe0) return false;
  const version = (b[1]! >> 3) & 3;
  const layer = (b[1]! >> 1) & 3;
  const bitrate = (b[2]! >> 4) & 0xf;
  const rate = (b[2]! >> 2) & 3;
  return version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 0xf && rate !== 3;
}

const ZIP_EOCD = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;
/** A central directory larger than this is not read (the file stays a plain zip). */
const MAX_ZIP_DIRECTORY = 16 * 1024 * 1024;

/** zip, or the Office Open XML type its central directory shows. */
async function zipFlavour(src: ByteSource): Promise<'zip' | 'xlsx' | 'docx' | 'pptx'> {
  const tailLength = Math.min(src.size, 22 + 65535);
  const tailStart = src.size - tailLength;
  const tail = await src.read(tailStart, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === ZIP_EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'zip';
  const entries = tail.readUInt16LE(eocd + 10);
  const dirSize = tail.readUInt32LE(eocd + 12);
  const dirOffset = tail.readUInt32LE(eocd + 16);
  if (dirSize > MAX_ZIP_DIRECTORY || dirOffset + dirSize > tailStart + eocd) return 'zip';
  const dir = await src.read(dirOffset, dirSize);
  let contentTypes = false;
  let word = false;
  let xl = false;
  let ppt = false;
  let p = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== ZIP_CENTRAL) break;
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    const name = dir.toString('utf8', p + 46, Math.min(dir.length, p + 46 + nameLength));
    if (name === '[Content_Types].xml') contentTypes = true;
    else if (name.startsWith('word/')) word = true;
    else if (name.startsWith('xl/')) xl = true;
    else if (name.startsWith('ppt/')) ppt = true;
    p += 46 + nameLength + extraLength + commentLength;
  }
  if (!contentTypes) return 'zip';
  if (word) return 'docx';
  if (xl) return 'xlsx';
  if (ppt) return 'pptx';
  return 'zip';
}

const CFB_END_OF_CHAIN = 0xfffffffe;
const CFB_MAX_SECTORS = 4096;

/**
 * xls, doc or ppt from the stream names in an OLE compound file's directory, or null for another
 * compound file (an .msg, a .msi, ...).
 */
async function oleFlavour(src: ByteSource): Promise<'xls' | 'doc' | 'ppt' | null> {
  const header = await src.read(0, 512);
  if (header.length < 512) return null;
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const perFatSector = sectorSize / 4;
  const sectorOffset = (s: number) => (s + 1) * sectorSize;

  // The FAT's own sectors: 109 listed in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) fatSectors.push(header.readUInt32LE(0x4c + i * 4));
  let difat = header.readUInt32LE(0x44);
  let difatCount = header.readUInt32LE(0x48);
  while (difatCount-- > 0 && difat < CFB_END_OF_CHAIN && fatSectors.length < CFB_MAX_SECTORS) {
    const sector = await src.read(sectorOffset(difat), sectorSize);
    if (sector.length < sectorSize) break;
    for (let i = 0; i < perFatSector - 1; i++) fatSectors.push(sector.readUInt32LE(i * 4));
    difat = sector.readUInt32LE(sectorSize - 4);
  }
  const next = async (s: number): Promise<number> => {
    const fatSector = fatSectors[Math.floor(s / perFatSector)];
    if (fatSector === undefined || fatSector >= CFB_END_OF_CHAIN) return CFB_END_OF_CHAIN;
    const entry = await src.read(sectorOffset(fatSector) + (s % perFatSector) * 4, 4);
    return entry.length === 4 ? entry.readUInt32LE(0) : CFB_END_OF_CHAIN;
  };

  const names = new Set<string>();
  let dirSector = header.readUInt32LE(0x30);
  const seen = new Set<number>();
  while (dirSector < CFB_END_OF_CHAIN && !seen.has(dirSector) && seen.size < CFB_MAX_SECTORS) {
    seen.add(dirSector);
    const sector = await src.read(sectorOffset(dirSector), sectorSize);
    for (let at = 0; at + 128 <= sector.length; at += 128) {
      const nameBytes = sector.readUInt16LE(at + 0x40);
      const type = sector[at + 0x42];
      if (nameBytes < 2 || nameBytes > 64 || (type !== 1 && type !== 2)) continue;
      names.add(sector.toString('utf16le', at, at + nameBytes - 2));
    }
    dirSector = await next(dirSector);
  }
  if (names.has('WordDocument')) return 'doc';
  if (names.has('Workbook') || names.has('Book')) return 'xls';
  if (names.has('PowerPoint Document')) return 'ppt';
  return null;
}
