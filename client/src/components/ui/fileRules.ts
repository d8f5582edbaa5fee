/**
 * What may be uploaded: images png, jpeg, gif, jpg; import files only xlsx; and
 * how many files at a time ("only N files at a time").
 */
export const IMAGE_TYPES = ['png', 'jpeg', 'gif', 'jpg'] as const;
export const LOGO_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const IMPORT_TYPES = ['xlsx'] as const;

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The `accept` of a file input for extensions: MIME types with their extensions. */
export function acceptFor(types: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const t of types) {
    const mime = MIME[t] ?? 'application/octet-stream';
    (out[mime] ??= []).push(`.${t}`);
  }
  return out;
}

export type FileProblem = 'type' | 'count' | 'size';

/** The first problem with a choice of files, or null when it may be uploaded. */
export function checkFiles(
  files: readonly { name: string; size: number }[],
  rules: { types: readonly string[]; maxFiles: number; maxBytes?: number },
): FileProblem | null {
  if (files.length > rules.maxFiles) return 'count';
  for (const f of files) {
    if (!rules.types.includes(extensionOf(f.name))) return 'type';
    if (rules.maxBytes !== undefined && f.size > rules.maxBytes) return 'size';
  }
  return null;
}

/** Maps the file picker's rejection codes to our problems. */
export function problemFromCodes(codes: readonly string[]): FileProblem {
  if (codes.includes('TOO_MANY_FILES')) return 'count';
  if (codes.includes('FILE_TOO_LARGE')) return 'size';
  return 'type';
}
