/** Mainland 11-digit mobile numbers, prefixes 13 to 19 (the server checks the same). */
export const MOBILE_RE = /^1[3-9]\d{9}$/;

export function isMobile(v: string): boolean {
  return MOBILE_RE.test(v.trim());
}

/** Keeps digits only, at most 11 (what a mobile input accepts as typed or pasted). */
export function mobileInput(v: string): string {
  return v.replace(/\D/g, '').slice(0, 11);
}
