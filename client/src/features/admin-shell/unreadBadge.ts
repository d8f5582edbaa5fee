/** Spec section 9: the unread badge shows at most 99 ("99+" above). */
export const BADGE_MAX = 99;

/** The badge text for a count; null when there is nothing to show. */
export function badgeText(count: number | null | undefined, max = BADGE_MAX): string | null {
  if (count == null || !Number.isFinite(count) || count <= 0) return null;
  const n = Math.floor(count);
  return n > max ? `${max}+` : String(n);
}
