/**
 * The mainland resident ID number: 18 characters (17 digits and a check character, a digit or X)
 * or the older 15 digits (no check character, a two-digit year in the 1900s). Either form starts
 * with a province code and holds the birth date, which must be a real date no later than today.
 */

/** Province-level codes that begin a valid number (81 Hong Kong, 82 Macao, 83 Taiwan residents). */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52,
  53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83,
]);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits of an 18-character number. */
export function checkCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

function isRealPastDate(yyyymmdd: string, today: Date): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return date.getTime() <= todayUtc;
}

/** Trims and upper-cases a final x, the way people type it. */
export function normaliseIdCard(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * The number in its 18-character form when it is valid (a 15-digit number is converted), else
 * null. Both forms of one person's number give the same result, so uniqueness covers both.
 */
export function canonicalIdCard(raw: string, today: Date = new Date()): string | null {
  const v = normaliseIdCard(raw);
  let full: string;
  if (/^\d{15}$/.test(v)) {
    const first17 = `${v.slice(0, 6)}19${v.slice(6)}`;
    full = first17 + checkCharacter(first17);
  } else if (/^\d{17}[\dX]$/.test(v)) {
    if (checkCharacter(v.slice(0, 17)) !== v[17]) return null;
    full = v;
  } else {
    return null;
  }
  if (!PROVINCES.has(Number(full.slice(0, 2)))) return null;
  if (!isRealPastDate(full.slice(6, 14), today)) return null;
  return full;
}

export function isValidIdCard(raw: string, today?: Date): boolean {
  return canonicalIdCard(raw, today) !== null;
}

/** The number as every answer shows it: the first four and last four characters, e.g. 1101**********1234. */
export function maskIdCard(idCard: string): string {
  const v = normaliseIdCard(idCard);
  if (v.length <= 8) return '*'.repeat(v.length);
  return `${v.slice(0, 4)}${'*'.repeat(v.length - 8)}${v.slice(-4)}`;
}
