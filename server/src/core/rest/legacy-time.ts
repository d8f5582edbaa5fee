import dayjs from 'dayjs';

/**
 * Times on the legacy REST API. Every `/api/...` response gives a time as `yyyy-MM-dd HH:mm:ss` in
 * the server's time zone, as the YunFan servers do; GraphQL keeps ISO (its DateTime scalar).
 */

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The legacy clients' time format (yyyy-MM-dd HH:mm:ss, server time). */
export function legacyTime(d: Date): string {
  const year = d.getFullYear();
  // What dayjs prints for an invalid date or a year outside 0-9999; the fast path covers the rest.
  if (Number.isNaN(year) || year < 0 || year > 9999) return dayjs(d).format('YYYY-MM-DD HH:mm:ss');
  return (
    `${String(year).padStart(4, '0')}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ` +
    `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`
  );
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
 * The REST result with every Date in legacy format: a row's fields, and those of nested rows and
 * lists (a page's records, a paper's items). Class instances other than Date (Decimal, Buffer) are
 * kept as they are. Nothing is changed in place: an object or list holding a Date, at any depth,
 * is copied, and one holding none is answered as it is (most answers of an exam hold none).
 */
export function legacyDates<T>(value: T): LegacyDates<T> {
  return convert(value) as LegacyDates<T>;
}

function convert(value: unknown): unknown {
  if (value instanceof Date) return legacyTime(value);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const converted = convert(item);
      if (copy === undefined && converted !== item) copy = value.slice(0, i);
      copy?.push(converted);
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  let copy: Record<string, unknown> | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const field = value[key];
    const converted = convert(field);
    if (copy === undefined && converted !== field) {
      copy = {};
      for (let j = 0; j < i; j++) copy[keys[j] as string] = value[keys[j] as string];
    }
    if (copy !== undefined) copy[key] = converted;
  }
  return copy ?? value;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}
