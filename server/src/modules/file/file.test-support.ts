/**
 * Sample bytes of each upload type for the sniffer and upload tests (not a test file itself):
 * real headers, a real stored-entry zip layout and a real OLE compound-file layout.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { deflateRawSync } from 'node:zlib';
import { sha256Hex, signV4 } from './sigv4.ts';

/** Buffer.concat through plain Uint8Arrays (the installed Node typings and TypeScript disagree). */
const cat = (parts: Buffer[]): Buffer => Buffer.concat(parts.map((p) => new Uint8Array(p)));

const pad = (head: Buffer, size = 256) =>
  cat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);

/** A 1x1 PNG (a complete, valid image). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = pad(
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
);
export const GIF = pad(Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'));
export const MP4 = pad(
  cat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\x00\x00\x02\x00isomiso2', 'latin1')]),
);
export const MP3_ID3 = pad(Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'));
/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz frame header without a tag. */
export const MP3_FRAME = pad(Buffer.from([0xff, 0xfb, 0x90, 0x64]));
export const WAV = pad(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'));
export const OGG = pad(Buffer.from('OggS\x00\x02', 'latin1'));
export const PDF = pad(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'));
export const RAR4 = pad(Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00, 0xcf, 0x90]));
export const RAR5 = pad(Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00, 0x33]));
export const PSD = pad(Buffer.from([0x38, 0x42, 0x50, 0x53, 0x00, 0x01, 0, 0, 0, 0, 0, 0]));

/** Not allowed: a Windows executable, an HTML page, an SVG, an M4A (audio in an MP4 box). */
export const EXE = pad(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'));
export const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
export const M4A = pad(
  cat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypM4A \x00\x00\x02\x00isomiso2', 'latin1')]),
);

/** A zip archive (deflated entries, central directory, end record) holding the given files. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const raw = Buffer.from(text, 'utf8');
    const data = deflateRawSync(new Uint8Array(raw));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = cat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return cat([...locals, dir, end]);
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types/>';
export const DOCX = zip({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': '<w/>' });
export const XLSX = zip({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<x/>' });
export const PPTX = zip({ '[Content_Types].xml': CONTENT_TYPES, 'ppt/presentation.xml': '<p/>' });
export const ZIP = zip({ 'readme.txt': 'hello', 'word/not-office.txt': 'no content types' });

/**
 * An OLE compound file (version 3, 512-byte sectors): sector 0 is the FAT, sectors 1-2 the
 * directory chain (the named stream sits in the second directory sector, so the FAT chain is
 * followed), `streams` are the names listed.
 */
export function ole(streams: string[]): Buffer {
  const sector = 512;
  const header = Buffer.alloc(sector);
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].forEach((b, i) => (header[i] = b));
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(0x1000, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.writeUInt32LE(0, 0x48);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: the FAT itself
  fat.writeUInt32LE(2, 4); // sector 1 -> 2
  fat.writeUInt32LE(0xfffffffe, 8); // sector 2: end of chain
  const entry = (name: string, type: number) => {
    const e = Buffer.alloc(128);
    const n = Buffer.from(`${name}\u0000`, 'utf16le');
    e.write(`${name}\u0000`, 0, 'utf16le');
    e.writeUInt16LE(n.length, 0x40);
    e[0x42] = type;
    return e;
  };
  const dir1 = cat([
    entry('Root Entry', 5),
    entry('\u0005SummaryInformation', 2),
    Buffer.alloc(256),
  ]);
  const dir2 = cat([...streams.map((s) => entry(s, 2)), Buffer.alloc(512 - 128 * streams.length)]);
  return cat([header, fat, dir1, dir2]);
}

export const DOC = ole(['WordDocument', '1Table']);
export const XLS = ole(['Workbook']);
export const XLS95 = ole(['Book']);
export const PPT = ole(['PowerPoint Document', 'Current User']);
export const MSG = ole(['__substg1.0_0037001F']);

/** A minimal S3 endpoint (path style) that checks each request's SigV4 signature. */
export function fakeS3(secret: string) {
  const objects = new Map<string, Buffer>();
  const seen: Array<{ method: string; url: string; ok: boolean }> = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = cat(chunks);
      const auth = req.headers.authorization ?? '';
      const m =
        /Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})/.exec(
          auth,
        );
      let ok = false;
      if (m !== null) {
        const [, keyId, , region, signedHeaders, signature] = m as unknown as string[];
        const headers: Record<string, string> = {};
        for (const h of signedHeaders!.split(';')) {
          if (h !== 'host' && h !== 'x-amz-date') headers[h] = String(req.headers[h] ?? '');
        }
        const amz = String(req.headers['x-amz-date']);
        const date = new Date(
          `${amz.slice(0, 4)}-${amz.slice(4, 6)}-${amz.slice(6, 8)}T${amz.slice(9, 11)}:${amz.slice(11, 13)}:${amz.slice(13, 15)}Z`,
        );
        const again = signV4({
          method: req.method!,
          url: new URL(`http://${req.headers.host}${req.url}`),
          headers,
          payloadHash: String(req.headers['x-amz-content-sha256']),
          region: region!,
          service: 's3',
          accessKeyId: keyId!,
          secretAccessKey: secret,
          date,
        });
        const bodyOk =
          req.method !== 'PUT' ||
          sha256Hex(new Uint8Array(body)) === req.headers['x-amz-content-sha256'];
        ok = again.signature === signature && bodyOk;
      }
      seen.push({ method: req.method!, url: req.url!, ok });
      if (!ok) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = decodeURIComponent(req.url!);
      if (req.method === 'PUT') {
        objects.set(key, body);
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const obj = objects.get(key);
        if (obj === undefined) {
          res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        const r = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
        if (r !== null) {
          const [start, end] = [Number(r[1]), Number(r[2])];
          res.writeHead(206, { 'content-range': `bytes ${start}-${end}/${obj.length}` });
          res.end(obj.subarray(start, end + 1));
        } else {
          res.writeHead(200).end(obj);
        }
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return { server, objects, seen };
}
