import { z } from 'zod';

/**
 * Field rules of the admin user form, shared by the save call and the xlsx import.
 */

/** Mainland mobile: 11 digits, prefixes 13 to 19. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A login name: no spaces or control characters. */
export const USER_NAME_RE = /^[^\s\p{Cc}]+$/u;

export const USER_NAME_MAX = 64;
export const NAME_MAX = 100;
export const EMAIL_MAX = 100;

const LEGACY_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An expiry time: `yyyy-MM-dd HH:mm:ss` (also without seconds, or a date alone: midnight), in the
 * server's time zone as the legacy clients mean it, or ISO 8601. Empty means none (null);
 * anything else is undefined (invalid).
 */
export function parseExpireTime(value: unknown): Date | null | undefined {
  if (value === null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return null;
  const m = LEGACY_TIME.exec(text);
  if (m !== null) {
    const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const date = new Date(y, mo - 1, d, h, mi, s);
    const same =
      date.getFullYear() === y &&
      date.getMonth() === mo - 1 &&
      date.getDate() === d &&
      date.getHours() === h &&
      date.getMinutes() === mi &&
      date.getSeconds() === s;
    return same ? date : undefined;
  }
  if (ISO_TIME.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

/** zod: an optional expiry (undefined: leave as is; null: none). */
export const expireTimeField = z
  .unknown()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const parsed = parseExpireTime(v);
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: 'yyyy-MM-dd HH:mm:ss or ISO 8601' });
      return z.NEVER;
    }
    return parsed;
  })
  .optional();

/** Role lists may come as an array or a comma-separated string. */
export function splitList(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  return v
    .split(/[,，;；]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
