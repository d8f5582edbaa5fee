/**
 * Accepted values of a fill-in-the-blank answer: stored joined by '||', edited as tags.
 */
export const BLANK_SEPARATOR = '||';

/** The stored form of a blank, split into its values (trimmed, empties dropped, '||' never inside). */
export function splitValues(stored: string | null | undefined): string[] {
  if (stored == null) return [];
  return dedupe(stored.split(BLANK_SEPARATOR).map((v) => v.trim()));
}

/** The stored form of a list of values. */
export function joinValues(values: readonly string[]): string {
  return dedupe(values.map((v) => v.trim())).join(BLANK_SEPARATOR);
}

function dedupe(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const v of values) if (v !== '' && !out.includes(v)) out.push(v);
  return out;
}

/**
 * Adds what was typed: trimmed; empty input is ignored; a value already
 * present is not added twice; text containing '||' adds each part.
 */
export function addValue(values: readonly string[], typed: string): string[] {
  const parts = typed.split(BLANK_SEPARATOR).map((p) => p.trim());
  return dedupe([...values, ...parts]);
}

export function removeValue(values: readonly string[], index: number): string[] {
  return values.filter((_, i) => i !== index);
}
