/**
 * `%text%` for a case-insensitive "contains" filter (ILIKE) with the text's own wildcards (`%`, `_`)
 * and backslashes escaped, so they match literally; null when there is no filter (absent or empty).
 */
export function containsPattern(text: string | null | undefined): string | null {
  if (text == null || text === '') return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The text with `%`, `_` and `\` escaped for LIKE / ILIKE, so they match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A Prisma filter: the column contains the text, ignoring case, with the text's `%` and `_`
 * matching literally (Prisma passes them to ILIKE as wildcards otherwise).
 */
export function containsText(text: string): { contains: string; mode: 'insensitive' } {
  return { contains: escapeLike(text), mode: 'insensitive' };
}

/** A Prisma filter: the column equals the text, ignoring case (ILIKE, wildcards escaped). */
export function equalsTextIgnoringCase(text: string): { equals: string; mode: 'insensitive' } {
  return { equals: escapeLike(text), mode: 'insensitive' };
}
