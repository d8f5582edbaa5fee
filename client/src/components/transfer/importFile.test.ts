import { describe, expect, it } from 'vitest';
import { checkImportFiles, MAX_IMPORT_BYTES } from './importFile';
import { isJobDone } from './transferJob';

describe('checkImportFiles', () => {
  it('takes exactly one non-empty xlsx file up to 10 MB', () => {
    expect(checkImportFiles([{ name: '题库.xlsx', size: 2048 }])).toBeNull();
    expect(checkImportFiles([{ name: 'BANK.XLSX', size: MAX_IMPORT_BYTES }])).toBeNull();
  });

  it('refuses other files', () => {
    expect(checkImportFiles([])).toBe('count');
    expect(
      checkImportFiles([
        { name: 'a.xlsx', size: 1 },
        { name: 'b.xlsx', size: 1 },
      ]),
    ).toBe('count');
    expect(checkImportFiles([{ name: 'a.xls', size: 1 }])).toBe('type');
    expect(checkImportFiles([{ name: 'a.csv', size: 1 }])).toBe('type');
    expect(checkImportFiles([{ name: 'a.xlsx', size: 0 }])).toBe('empty');
    expect(checkImportFiles([{ name: 'a.xlsx', size: MAX_IMPORT_BYTES + 1 }])).toBe('size');
  });
});

describe('isJobDone', () => {
  it('knows the final job states', () => {
    expect(['waiting', 'active', 'completed', 'failed', undefined].map(isJobDone)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });
});
