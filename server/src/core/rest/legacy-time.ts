import dayjs from 'dayjs';

/**
 * Times on the legacy REST API. Every `/api/...` response gives a time as `yyyy-MM-dd HH:mm:ss` in
 * the server's time zone, as the YunFan servers do; GraphQL keeps ISO (its DateTime scalar).
 */

/** The legacy clients' time format (yyyy-MM-dd HH:mm:ss, server time). */
export function legacyTime(d: Date): string {
  return dayjs(d).format('YYYY-MM-DD HH:mm:ss');
}

/** `T` as `legacyDates` returns it: every Date, at any depth, a string. */
export type LegacyDates<T> = T extends Date
  ? string
  : T extends ReadonlyArray<infer U>
    ? LegacyDates<U>[]
    : T extends object
      ? { [K in keyof T]: LegacyDates<T[K]> }
      : T;

/**
 * A copy of a REST result with every Date in legacy format: a row's fields, and those of nested
 * rows and lists (a page's records, a paper's items). Class instances other than Date (Decimal,
 * Buffer) are kept as they are.
 */
export function legacyDates<T>(value: T): LegacyDates<T> {
  return convert(value) as LegacyDates<T>;
}

function convert(value: unknown): unknown {
  if (value instanceof Date) return legacyTime(value);
  if (Array.isArray(value)) return value.map(convert);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = convert(v);
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}
