// exceljs is the server workspace's dependency (hoisted to the root node_modules by npm
// workspaces); the journeys use it only to read downloaded templates and write upload files.
import ExcelJS from 'exceljs';

/** xlsx files are zip archives: they start with the local file header "PK\x03\x04". */
export function isZip(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
}

export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The texts of a sheet's first row, left to right (empty cells as ''). */
export function headerTitles(sheet: ExcelJS.Worksheet): string[] {
  const titles: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    titles[col - 1] = cell.text.trim();
  });
  return Array.from(titles, (t) => t ?? '');
}

/** A header title without the "required" star the templates add (账号* is 账号). */
export function plainTitle(title: string): string {
  return title.replace(/\*$/, '').trim();
}

/** One data row, by the template's column titles (without their star). */
export type SheetRow = Record<string, string | number>;

/**
 * A file made from a downloaded template: its first sheet keeps the header row as it is, the
 * example rows below it are dropped and `rows` are written in their place (the other sheets, such
 * as the instructions, stay). Each row's keys are header titles; a title the header lacks fails.
 * Returns the file and the sheet row number of each written row (the header is row 1).
 */
export async function fillTemplate(
  template: Buffer,
  rows: readonly SheetRow[],
): Promise<{ bytes: Buffer; rowNumbers: number[] }> {
  const workbook = await readWorkbook(template);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('The template has no worksheet');
  const titles = headerTitles(sheet).map(plainTitle);
  // Emptied in place: exceljs 4.4's spliceRows does not remove rows up to the sheet's end.
  const lastRow = Math.max(sheet.rowCount, rows.length + 1);
  for (let r = 2; r <= lastRow; r += 1) {
    sheet.getRow(r).eachCell({ includeEmpty: true }, (cell) => {
      cell.value = null;
    });
  }
  const rowNumbers: number[] = [];
  for (const [i, row] of rows.entries()) {
    const target = sheet.getRow(i + 2);
    for (const [title, value] of Object.entries(row)) {
      const index = titles.indexOf(title);
      if (index < 0) throw new Error(`The template has no column ${title} (${titles.join(', ')})`);
      target.getCell(index + 1).value = value;
    }
    target.commit();
    rowNumbers.push(target.number);
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, rowNumbers };
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
