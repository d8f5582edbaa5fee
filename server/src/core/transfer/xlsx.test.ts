import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SheetWriter, cellText, columnTitle, normalizeHeader, readImportSheet } from './xlsx.ts';
import { sniffXlsx } from './xlsx-sniff.ts';

const COLUMNS = [
  { key: 'code', zh: '编码', en: 'Code', width: 10 },
  { key: 'name', zh: '名称', en: 'Name', width: 20 },
  { key: 'dept', zh: '部门', en: 'Department', width: 20 },
  { key: 'deptName', zh: '部门名称', en: 'Department name', width: 20 },
  { key: 'when', zh: '时间', en: 'Time', width: 20 },
] as const;

type Cell = ExcelJS.CellValue;

async function book(rows: Cell[][], sheets = 1): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (let i = 0; i < sheets; i++) {
    const ws = wb.addWorksheet(`s${i}`);
    for (const r of rows) ws.addRow(r);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function load(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  return wb;
}

describe('SheetWriter', () => {
  it('writes a bold frozen header in the chosen language, the rows, and a notes sheet', async () => {
    const sheet = new SheetWriter('Data', COLUMNS, { lang: 'en', textCells: true });
    sheet.add({ code: '007', name: 'Bond' });
    sheet.add({ name: 'M', when: 3 });
    sheet.addNotes(['How to fill it in', 'one row each']);
    expect(sheet.rows).toBe(2);
    const wb = await load(await sheet.finish());
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('Data');
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Code',
      'Name',
      'Department',
      'Department name',
      'Time',
    ]);
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getColumn(1).numFmt).toBe('@');
    expect(ws.getRow(2).getCell(1).value).toBe('007');
    expect(ws.getRow(3).getCell(5).value).toBe(3);
    expect(wb.worksheets[1]!.name).toBe('说明');
    expect(wb.worksheets[1]!.getRow(2).getCell(1).value).toBe('one row each');
  });
});

describe('columnTitle', () => {
  it('is the column title in a language, or the header row for another key', () => {
    expect(columnTitle(COLUMNS, 'name', 'zh')).toBe('名称');
    expect(columnTitle(COLUMNS, 'name', 'en')).toBe('Name');
    expect(columnTitle(COLUMNS, 'header', 'zh')).toBe('表头');
    expect(columnTitle(COLUMNS, 'header', 'en')).toBe('Header');
  });
});

describe('readImportSheet', () => {
  it('finds the columns by zh or en title in any order, ignoring case, marks and colons', async () => {
    expect(normalizeHeader(' Department Name*： ')).toBe('departmentname');
    const bytes = await book([
      ['NAME*', '编码：', 'unknown'],
      ['Ann', 'A1', 'x'],
      [null, null, null],
      ['  Bob ', 42, 'y'],
    ]);
    const sheet = await readImportSheet(bytes, COLUMNS, ['code', 'name']);
    expect(sheet.issues).toEqual([]);
    expect(sheet.rows.map((r) => [r.row, r.get('code'), r.get('name'), r.get('dept')])).toEqual([
      [2, 'A1', 'Ann', ''],
      [3, '', '', ''],
      [4, '42', 'Bob', ''],
    ]);
  });

  it('reports each missing required column at the header row, one of a group sufficing', async () => {
    const bytes = await book([['名称'], ['Ann']]);
    const sheet = await readImportSheet(bytes, COLUMNS, ['code', 'name', ['dept', 'deptName']]);
    expect(sheet).toEqual({
      rows: [],
      issues: [
        { row: 1, field: 'header', rule: 'headerMissing', args: { name: '编码' } },
        { row: 1, field: 'header', rule: 'headerMissing', args: { name: '部门' } },
      ],
    });
    const byName = await book([
      ['名称', '部门名称'],
      ['Ann', 'HQ'],
    ]);
    const ok = await readImportSheet(byName, COLUMNS, ['name', ['dept', 'deptName']]);
    expect(ok.issues).toEqual([]);
    expect(ok.rows[0]!.get('deptName')).toBe('HQ');
  });

  it('reports a workbook without a worksheet', async () => {
    expect((await readImportSheet(await book([], 0), COLUMNS, [])).issues).toEqual([
      { row: 1, field: 'header', rule: 'fileEmpty' },
    ]);
  });

  it('reads a date cell as shown, or as its wall-clock time', async () => {
    const when = new Date(Date.UTC(2030, 11, 31, 23, 59, 58));
    const bytes = await book([['时间'], [when]]);
    const wallClock = await readImportSheet(bytes, COLUMNS, [], 'wallClock');
    expect(wallClock.rows[0]!.get('when')).toBe('2030-12-31 23:59:58');
    const shown = await readImportSheet(bytes, COLUMNS, []);
    expect(shown.rows[0]!.get('when')).not.toBe('');
  });
});

describe('cellText', () => {
  it('reads rich text, formula results and links as their trimmed text', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('s');
    ws.addRow([
      { richText: [{ text: ' a' }, { text: 'b ' }] },
      { formula: '1+1', result: 2 },
      { text: ' site ', hyperlink: 'https://example.com' },
      true,
      { formula: 'A1', result: undefined },
    ]);
    const row = ws.getRow(1);
    expect([1, 2, 3, 4, 5, 6].map((c) => cellText(row.getCell(c)))).toEqual([
      'ab',
      '2',
      'site',
      'true',
      '',
      '',
    ]);
  });
});

describe('sniffXlsx', () => {
  it('accepts a workbook and refuses other bytes, judged from the bytes alone', async () => {
    const good = await book([['a']]);
    expect(sniffXlsx(good)).toEqual({ ok: true });
    expect(sniffXlsx(Buffer.from('name,code\nAnn,A1\n'))).toMatchObject({ ok: false });
    expect(sniffXlsx(Buffer.alloc(0))).toMatchObject({ ok: false });
    const zipNotWorkbook = Buffer.from(
      good.toString('latin1').replace(/xl\/workbook\.xml/g, 'xl/workbOOk.xml'),
      'latin1',
    );
    expect(sniffXlsx(zipNotWorkbook)).toEqual({ ok: false, reason: 'no xl/workbook.xml' });
  });
});
