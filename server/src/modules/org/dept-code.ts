/**
 * Hierarchical department codes. A department's code is its parent's code plus one segment of a
 * letter and two digits (A01 ... A99, B01 ... Z98), so `A01A02` is the second child of `A01` and
 * every code of a subtree starts with the code of its root. Segment n (1-based) is letter
 * floor((n - 1) / 99) and number (n - 1) % 99 + 1, which gives a level the spec's 2,573 codes
 * (A01 to Z98).
 */
export const SEGMENT_LENGTH = 3;
/** Spec section 9: at most 2,573 departments per level. */
export const MAX_PER_LEVEL = 2573;
const PER_LETTER = 99;

/** The segment of index n (1 ... MAX_PER_LEVEL). */
export function segmentOf(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > MAX_PER_LEVEL) {
    throw new RangeError(`segment index out of range: ${n}`);
  }
  const letter = String.fromCharCode(65 + Math.floor((n - 1) / PER_LETTER));
  const number = ((n - 1) % PER_LETTER) + 1;
  return `${letter}${String(number).padStart(2, '0')}`;
}

/** The index of a segment, or null when it is not one the scheme can produce. */
export function indexOf(segment: string): number | null {
  const m = /^([A-Z])(\d{2})$/.exec(segment);
  if (m === null) return null;
  const number = Number(m[2]);
  if (number < 1) return null;
  const n = (m[1]!.charCodeAt(0) - 65) * PER_LETTER + number;
  return n <= MAX_PER_LEVEL ? n : null;
}

/** Whether `code` is a direct child code of `parentCode` ('' for the top level). */
export function isChildCode(parentCode: string, code: string): boolean {
  return (
    code.length === parentCode.length + SEGMENT_LENGTH &&
    code.startsWith(parentCode) &&
    indexOf(code.slice(parentCode.length)) !== null
  );
}

/**
 * The code for a new child of `parentCode`, given every code already at that level: the one after
 * the highest used (so a deleted department's code is not handed out again while later ones
 * exist), else the lowest free one; null when the level is full.
 */
export function nextChildCode(parentCode: string, usedCodes: Iterable<string>): string | null {
  const used = new Set<number>();
  for (const code of usedCodes) {
    if (!isChildCode(parentCode, code)) continue;
    used.add(indexOf(code.slice(parentCode.length))!);
  }
  if (used.size >= MAX_PER_LEVEL) return null;
  const highest = Math.max(0, ...used);
  if (highest < MAX_PER_LEVEL) return parentCode + segmentOf(highest + 1);
  for (let n = 1; n <= MAX_PER_LEVEL; n++) {
    if (!used.has(n)) return parentCode + segmentOf(n);
  }
  return null;
}
