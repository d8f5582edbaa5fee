/** The server takes one xlsx file of at most 10 MB (MAX_IMPORT_BYTES). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export type ImportFileProblem = 'count' | 'type' | 'size' | 'empty';

/** Why files picked for an import cannot be sent, or null: an import takes one non-empty xlsx. */
export function checkImportFiles(
  files: readonly { name: string; size: number }[],
): ImportFileProblem | null {
  if (files.length !== 1) return 'count';
  const file = files[0]!;
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMPORT_BYTES) return 'size';
  return null;
}

const PROBLEM_IDS: Record<ImportFileProblem, string> = {
  count: 'transfer.file.oneFile',
  type: 'transfer.file.onlyXlsx',
  size: 'transfer.file.tooLarge',
  empty: 'transfer.file.emptyFile',
};

export function importProblemId(problem: ImportFileProblem): string {
  return PROBLEM_IDS[problem];
}
