/**
 * The mainland resident ID number as the server checks it: 18 characters (17 digits and a check
 * character, a digit or X) or the older 15 digits, starting with a province code and holding a
 * real birth date no later than today. The form checks it before sending, so a typo is caught at
 * once; the server checks it again and also refuses a number another account uses.
 */

const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52,
  53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83,
]);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits of an 18-character number. */
export function checkCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

function isRealPastDate(yyyymmdd: string, today: Date): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return date.getTime() <= Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
}

/** Trims and upper-cases a final x, the way people type it. */
export function normaliseIdCard(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidIdCard(raw: string, today: Date = new Date()): boolean {
  const v = normaliseIdCard(raw);
  let full: string;
  if (/^\d{15}$/.test(v)) {
    const first17 = `${v.slice(0, 6)}19${v.slice(6)}`;
    full = first17 + checkCharacter(first17);
  } else if (/^\d{17}[\dX]$/.test(v)) {
    if (checkCharacter(v.slice(0, 17)) !== v[17]) return false;
    full = v;
  } else {
    return false;
  }
  return PROVINCES.has(Number(full.slice(0, 2))) && isRealPastDate(full.slice(6, 14), today);
}
