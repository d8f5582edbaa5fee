/** The placeholders a template may use (the server refuses any other). */
export const PLACEHOLDERS = [
  'realName',
  'userName',
  'examTitle',
  'startTime',
  'endTime',
  'totalTime',
] as const;

/** Placeholders in a text that the server does not know. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{(\w*)\}/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}
