/** Workbook helpers every xlsx import and export shares, a sheet being described by its columns. */
import ExcelJS from 'exceljs';
import type { Lang } from '../i18n.ts';
import type { TransferIssue } from './issues.ts';

/** One column of a sheet: its key, its title in both languages and its width. */
export interface XlsxColumn<K extends string = string> {
  readonly key: K;
  readonly zh: string;
  readonly en: string;
  readonly width: number;
}

/** A row to write: cell values by column key (a missing key leaves the cell empty). */
export type XlsxRow<K extends string> = Partial<Record<K, string | number>>;

export interface SheetOptions {
  /** Language of the header titles (zh unless told). */
  lang?: Lang;
  /** Format every column as text, so Excel keeps codes, accounts and mobiles as typed. */
  textCells?: boolean;
}

/** The column's title in a language; a key that is no column is the header row itself. */
export function columnTitle(columns: readonly XlsxColumn[], key: string, lang: Lang): string {
  const col = columns.find((c) => c.key === key);
  if (col === undefined) return lang === 'en' ? 'Header' : '表头';
  return lang === 'en' ? col.en : col.zh;
}

/**
 * A workbook written sheet row by sheet row: a bold, frozen header from the columns, then the rows
 * added, optionally followed by a notes sheet.
 */
export class SheetWriter<K extends string> {
  private readonly wb = new ExcelJS.Workbook();
  private readonly ws: ExcelJS.Worksheet;
  /** Rows added so far (the header not counted). */
  rows = 0;

  constructor(sheetName: string, columns: readonly XlsxColumn<K>[], opts: SheetOptions = {}) {
    const lang = opts.lang ?? 'zh';
    this.wb.creator = 'Examhall';
    this.ws = this.wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    this.ws.columns = columns.map((c) => ({ header: c[lang], key: c.key, width: c.width }));
    this.ws.getRow(1).font = { bold: true };
    if (opts.textCells === true) {
      for (let i = 1; i <= columns.length; i++) this.ws.getColumn(i).numFmt = '@';
    }
  }

  /** The header row's cells, for a template that marks some titles. */
  get header(): ExcelJS.Row {
    return this.ws.getRow(1);
  }

  add(row: XlsxRow<K>): void {
    this.ws.addRow(row);
    this.rows++;
  }

  /** Adds a sheet of instructions, one line a row, the first line bold. */
  addNotes(lines: readonly string[], name = '说明'): void {
    const notes = this.wb.addWorksheet(name);
    notes.getColumn(1).width = 120;
    for (const line of lines) notes.addRow([line]);
    notes.getRow(1).font = { bold: true };
  }

  async finish(): Promise<Buffer> {
    return Buffer.from(await this.wb.xlsx.writeBuffer());
  }
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** The first worksheet of a workbook's bytes (undefined when it has none); throws when unreadable. */
async function firstWorksheet(bytes: Buffer): Promise<ExcelJS.Worksheet | undefined> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  return wb.worksheets[0];
}

/**
 * How a date cell reads: as Excel shows it ('displayed'), or as the wall-clock time it holds in UTC
 * written yyyy-MM-dd HH:mm:ss ('wallClock').
 */
export type DateReading = 'displayed' | 'wallClock';

const pad = (n: number) => String(n).padStart(2, '0');

function wallClock(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A cell's value as trimmed text (rich text joined, a formula's result, a link's text). */
export function cellText(cell: ExcelJS.Cell, dates: DateReading = 'displayed'): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return dates === 'wallClock' ? wallClock(v) : cell.text.trim();
  if (typeof v === 'object' && 'richText' in v) {
    return v.richText
      .map((t) => t.text)
      .join('')
      .trim();
  }
  if (typeof v === 'object' && 'result' in v) {
    if (v.result instanceof Date && dates === 'wallClock') return wallClock(v.result);
    return v.result === undefined || v.result === null ? '' : String(v.result).trim();
  }
  if (typeof v === 'object' && 'text' in v) return String(v.text).trim();
  return cell.text.trim();
}

/** A header title as it is compared: case, spaces, a required mark (*) and a colon or dot ignored. */
export function normalizeHeader(s: string): string {
  return s.toLowerCase().replace(/[\s*＊:：.]/g, '');
}

/** The sheet column number of each known column, found by its zh or en title in row 1. */
function headerColumns<K extends string>(
  ws: ExcelJS.Worksheet,
  columns: readonly XlsxColumn<K>[],
): Map<K, number> {
  const columnOf = new Map<K, number>();
  ws.getRow(1).eachCell((cell, col) => {
    const text = normalizeHeader(cellText(cell));
    const def = columns.find(
      (c) => normalizeHeader(c.zh) === text || normalizeHeader(c.en) === text,
    );
    if (def !== undefined && !columnOf.has(def.key)) columnOf.set(def.key, col);
  });
  return columnOf;
}

/** Reads one row's cells by column key ('' for a column the sheet lacks). */
function rowReader<K extends string>(
  row: ExcelJS.Row,
  columnOf: ReadonlyMap<K, number>,
  dates: DateReading = 'displayed',
): (key: K) => string {
  return (key) => {
    const col = columnOf.get(key);
    return col === undefined ? '' : cellText(row.getCell(col), dates);
  };
}

/** A problem of an import file as a whole, reported at the header row. */
export type SheetIssue = TransferIssue<'header', 'fileEmpty' | 'headerMissing'>;

/** One data row of an import sheet: its number and its cells by column key. */
export interface SheetRow<K extends string> {
  row: number;
  get: (key: K) => string;
}

/** An import's first worksheet: its data rows, or (then without rows) the file's problems. */
export interface ImportSheet<K extends string> {
  issues: SheetIssue[];
  rows: SheetRow<K>[];
}

/**
 * Reads the first worksheet of an import: a file without one, or whose header lacks a required
 * column (an entry naming several columns needs one of them, the first is reported), has only
 * problems; otherwise every row below the header is read by column key.
 */
export async function readImportSheet<K extends string>(
  bytes: Buffer,
  columns: readonly XlsxColumn<K>[],
  required: ReadonlyArray<K | readonly K[]>,
  dates: DateReading = 'displayed',
): Promise<ImportSheet<K>> {
  const ws = await firstWorksheet(bytes);
  if (ws === undefined)
    return { issues: [{ row: 1, field: 'header', rule: 'fileEmpty' }], rows: [] };
  const columnOf = headerColumns(ws, columns);
  const missing = required
    .map((entry): readonly K[] => (typeof entry === 'string' ? [entry] : entry))
    .filter((anyOf) => !anyOf.some((k) => columnOf.has(k)))
    .flatMap((anyOf) => anyOf.slice(0, 1));
  if (missing.length > 0) {
    const issues = missing.map((k): SheetIssue => ({
      row: 1,
      field: 'header',
      rule: 'headerMissing',
      args: { name: columnTitle(columns, k, 'zh') },
    }));
    return { issues, rows: [] };
  }
  const rows: SheetRow<K>[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    rows.push({ row: r, get: rowReader(ws.getRow(r), columnOf, dates) });
  }
  return { issues: [], rows };
}
