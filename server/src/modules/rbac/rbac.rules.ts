import { z } from 'zod';

/** Role levels run from 0 (sa) to this; lower numbers rank higher. */
export const MAX_ROLE_LEVEL = 9999;

/** Parent id of a top-level menu. */
export const MENU_ROOT_ID = '0';

/** Menu types: 1 menu, 2 function (a permission, not a route), 3 route. */
export const MENU_TYPES = [1, 2, 3] as const;
export const FUNCTION_MENU = 2;

/** The admin shell's view key; a top-level menu always uses it. */
export const LAYOUT_COMPONENT = 'Layout';

const absentToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

export const idSchema = z.string().trim().min(1).max(64);
export const idListSchema = (max: number) => z.array(idSchema).min(1).max(max);

/** An integer that legacy clients may send as a string; '' and null count as absent. */
export const intSchema = (min: number, max: number) =>
  z.preprocess(absentToUndefined, z.coerce.number().int().min(min).max(max));

/** As intSchema, but absent, null and '' give undefined. */
export const optionalInt = (min: number, max: number) =>
  z.preprocess(absentToUndefined, z.coerce.number().int().min(min).max(max).optional());

/** Optional trimmed text: '' and null become undefined. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).nullish(),
  );

/** An optional flag that legacy clients may send as 0/1 or 'true'/'false'. */
export const optionalFlag = z.preprocess((v) => {
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return v === '' ? undefined : v;
}, z.boolean().nullish());

/** Menu names are route names: letters only. */
export const MENU_NAME = /^[A-Za-z]+$/;

/** Permission tags such as sys:user:add or sys:group:user:join. */
export const PERMISSION_TAG = /^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z0-9_*-]+)*$/;
