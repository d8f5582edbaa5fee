import ExcelJS from 'exceljs';
import type { Platform } from '../src/platform.ts';

/** A worksheet of a workbook as the text of its non-empty rows (every column of the sheet). */
export async function readSheet(bytes: ArrayBuffer | Buffer, index = 0): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  const ws = wb.worksheets[index]!;
  const out: string[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= ws.columnCount; c++) cells.push(row.getCell(c).text);
    out.push(cells);
  });
  return out;
}

export interface ImportStarted {
  code: number;
  msg: string;
  data: { jobId: string } | null;
}

/** POSTs an import's multipart body: the other fields first, then the file (when there is one). */
export async function postImport(
  p: Platform,
  path: string,
  token: string,
  file: { bytes: Buffer; fileName: string } | null,
  fields: Record<string, string> = {},
): Promise<ImportStarted> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file !== null) form.set('file', new Blob([new Uint8Array(file.bytes)]), file.fileName);
  const res = await fetch(`${p.url}${path}`, { method: 'POST', headers: { token }, body: form });
  return (await res.json()) as ImportStarted;
}
