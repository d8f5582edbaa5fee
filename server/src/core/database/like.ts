/**
 * `%text%` for a case-insensitive "contains" filter (ILIKE) with the text's own wildcards (`%`, `_`)
 * and backslashes escaped, so they match literally; null when there is no filter (absent or empty).
 */
export function containsPattern(text: string | null | undefined): string | null {
  if (text == null || text === '') return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
