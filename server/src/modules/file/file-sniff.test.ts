import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ALLOWED, acceptedExtensions, bufferSource, fileSource, sniff } from './file-sniff.ts';
import * as S from '../../../test/fixtures/files.ts';

const typeOf = async (b: Buffer) => (await sniff(bufferSource(b)))?.ext ?? null;

describe('byte sniffer', () => {
  it.each([
    ['png', S.PNG],
    ['jpg', S.JPEG],
    ['gif', S.GIF],
    ['mp4', S.MP4],
    ['mp3', S.MP3_ID3],
    ['mp3', S.MP3_FRAME],
    ['wav', S.WAV],
    ['ogg', S.OGG],
    ['pdf', S.PDF],
    ['rar', S.RAR4],
    ['rar', S.RAR5],
    ['psd', S.PSD],
    ['docx', S.DOCX],
    ['xlsx', S.XLSX],
    ['pptx', S.PPTX],
    ['zip', S.ZIP],
    ['doc', S.DOC],
    ['xls', S.XLS],
    ['xls', S.XLS95],
    ['ppt', S.PPT],
  ] as const)('recognises %s', async (ext, bytes) => {
    expect(await typeOf(bytes)).toBe(ext);
  });

  it('recognises a real workbook written by exceljs', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sheet1').addRow(['a', 1]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await typeOf(bytes)).toBe('xlsx');
    const sniffed = await sniff(bufferSource(bytes));
    expect(sniffed).toMatchObject({
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      kind: 5,
    });
  });

  it.each([
    ['an executable', S.EXE],
    ['an HTML page', S.HTML],
    ['an SVG image', S.SVG],
    ['M4A audio', S.M4A],
    ['an Outlook message (OLE without Office streams)', S.MSG],
    ['an empty file', Buffer.alloc(0)],
    ['three bytes', Buffer.from([0xff, 0xd8, 0xff]).subarray(0, 3)],
    ['a truncated OLE header', S.DOC.subarray(0, 100)],
    ['AAC in ADTS frames (layer bits 00)', Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0])],
  ])('refuses %s', async (_name, bytes) => {
    expect(await typeOf(bytes)).toBeNull();
  });

  it('ignores names and judges renamed files by their bytes', async () => {
    // A PNG is a PNG whatever the client calls it; an HTML page stays unknown.
    expect(await typeOf(S.PNG)).toBe('png');
    const disguised = Buffer.from(S.HTML.toString('latin1') + S.PNG.toString('latin1'), 'latin1');
    expect(await typeOf(disguised)).toBeNull();
  });

  it('reads from a file handle at any offset (the staged upload)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sniff-'));
    try {
      for (const [name, bytes] of [
        ['a.docx', S.DOCX],
        ['a.doc', S.DOC],
        ['a.png', S.PNG],
      ] as const) {
        const file = path.join(dir, name);
        await writeFile(file, new Uint8Array(bytes));
        const handle = await open(file, 'r');
        try {
          expect((await sniff(fileSource(handle, bytes.length)))?.ext).toBe(name.split('.')[1]);
        } finally {
          await handle.close();
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lists the accepted types per upload kind', () => {
    expect(ALLOWED[1]).toEqual(['png', 'jpg', 'gif']);
    expect(ALLOWED[2]).toEqual(['mp4']);
    expect(ALLOWED[3]).toEqual(['mp3', 'wav', 'ogg']);
    expect([...ALLOWED[5]].sort()).toEqual(
      ['rar', 'zip', 'psd', 'pdf', 'xls', 'xlsx', 'doc', 'docx', 'ppt', 'pptx'].sort(),
    );
    expect(acceptedExtensions(1)).toEqual(['png', 'jpg', 'jpeg', 'gif']);
  });
});
