/**
 * The zod pieces every boundary shares: ids, numbers and flags as legacy clients send them (as
 * strings too), optional text. Validation failures become PARAM_INVALID through `parseInput`.
 */
import { z } from 'zod';
import { AppError } from './errors/index.ts';

export { parseInput } from './errors/validation.ts';
export {
  displayName,
  loginName,
  optionalDisplayName,
  optionalPersonName,
  personName,
} from './display-text.ts';

/** null and '' mean "not given". */
export const absent = (v: unknown) => (v === null || v === '' ? undefined : v);
/** null, '' and white space mean "not given". */
export const blank = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A row id (cuid or a built-in id such as `sa`). */
export const id = z.string().trim().min(1).max(64);
/** An optional id: '' and null mean "not given". */
export const optionalId = z.preprocess(absent, id.optional());
/** A non-empty list of ids. */
export function ids(max = 1000) {
  return z.array(id).min(1).max(max);
}

/** A whole number, also when a legacy client sends it as a string ('11'). */
export const intLike = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().int(),
);
/** A finite number, also as a string. */
export const numLike = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().finite(),
);
export const optionalInt = z.preprocess(absent, intLike.optional());

/** true/false, also as 'true'/'false' or 1/0; null, '' and absent read as false. */
export const boolLike = z.preprocess((v) => {
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0' || v === null || v === '' || v === undefined) {
    return false;
  }
  return v;
}, z.boolean());

/** Optional trimmed text of at most `max` characters; null and '' mean "not given". */
export function optionalText(max = 200) {
  return z.preprocess(absent, z.string().trim().max(max).optional());
}

/** true / false, also 1 / 0, '1' / '0', 'true' / 'false'; anything else, absent included, is refused. */
export const requiredBool = z.preprocess((v) => {
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return v;
}, z.boolean());

/** true / false, also 1 / 0, '1' / '0', 'true' / 'false'; '', null and absent: not given. */
export const optionalBool = z.preprocess((v) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  return v;
}, z.boolean().optional());

/**
 * An id a legacy client may send under any of several names (`{ repoId }` or `{ id }`): the first
 * name given wins, and a body with none of them names the first as missing.
 */
export function idUnderAnyOf(names: readonly [string, ...string[]]) {
  const shape = Object.fromEntries(names.map((n) => [n, id.nullish()]));
  return z.object(shape).transform((v, ctx) => {
    for (const n of names) {
      const value = v[n];
      if (value != null) return value;
    }
    ctx.addIssue({ code: 'custom', path: [names[0]], message: `${names[0]} is required` });
    return z.NEVER;
  });
}

/** `<` before a letter, `/`, `!` or `?`: the start of a tag, a comment or a processing instruction. */
const MARKUP = /<[a-z/!?]/i;

/**
 * Required trimmed plain text of at most `max` characters (a title, a name): markup is refused,
 * so it is never stored to be shown as HTML. `a < b` is fine; `<b>` is not.
 */
export function plainText(max = 200, requiredMessage?: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(max)
    .refine((v) => !MARKUP.test(v), 'markup is not allowed');
}

/** C0 and C1 control characters except tab, LF and CR. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Whether a string is text: no control character but tab, CR and LF, no half of a character. */
function isCleanText(v: string): boolean {
  // A lone UTF-16 surrogate (JSON's "\ud800") is no character: PostgreSQL refuses it.
  return !CONTROL.test(v) && (v as string & { isWellFormed(): boolean }).isWellFormed();
}

/**
 * Throws PARAM_INVALID when any string (or object key) in the value holds a control character
 * other than tab, CR and LF, or a lone surrogate; every request body and GraphQL argument passes
 * through it.
 */
export function assertNoControlChars(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (!isCleanText(v)) throw new AppError('PARAM_INVALID');
    } else if (Array.isArray(v)) {
      stack.push(...(v as unknown[]));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (!isCleanText(k)) throw new AppError('PARAM_INVALID');
        stack.push(item);
      }
    }
  }
}
