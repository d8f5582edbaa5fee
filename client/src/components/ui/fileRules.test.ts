import { describe, expect, it } from 'vitest';
import {
  acceptFor,
  checkFiles,
  extensionOf,
  IMPORT_TYPES,
  LOGO_TYPES,
  problemFromCodes,
} from './fileRules';

describe('upload rules', () => {
  it('reads extensions', () => {
    expect(extensionOf('a.B.XLSX')).toBe('xlsx');
    expect(extensionOf('noext')).toBe('');
  });

  it('allows one xlsx for imports', () => {
    const rules = { types: IMPORT_TYPES, maxFiles: 1 };
    expect(checkFiles([{ name: 'users.xlsx', size: 10 }], rules)).toBeNull();
    expect(checkFiles([{ name: 'users.xls', size: 10 }], rules)).toBe('type');
    expect(checkFiles([{ name: 'users.csv', size: 10 }], rules)).toBe('type');
    expect(
      checkFiles(
        [
          { name: 'a.xlsx', size: 1 },
          { name: 'b.xlsx', size: 1 },
        ],
        rules,
      ),
    ).toBe('count');
  });

  it('allows jpg, jpeg and png logos within a size', () => {
    const rules = { types: LOGO_TYPES, maxFiles: 1, maxBytes: 100 };
    expect(checkFiles([{ name: 'logo.PNG', size: 100 }], rules)).toBeNull();
    expect(checkFiles([{ name: 'logo.gif', size: 1 }], rules)).toBe('type');
    expect(checkFiles([{ name: 'logo.jpg', size: 101 }], rules)).toBe('size');
  });

  it('builds accept maps and maps rejection codes', () => {
    expect(acceptFor(LOGO_TYPES)).toEqual({
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
    });
    expect(problemFromCodes(['TOO_MANY_FILES'])).toBe('count');
    expect(problemFromCodes(['FILE_TOO_LARGE'])).toBe('size');
    expect(problemFromCodes(['FILE_INVALID_TYPE'])).toBe('type');
  });
});
