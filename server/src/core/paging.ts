import { z } from 'zod';
import { intLike } from './input.ts';

/**
 * Paging, one shape for every list on both transports: `{ current, size }` in (REST adds the
 * legacy `params`, `orders` and `t`), `{ records, total, pages, current, size }` out.
 */
export interface Page<T> {
  records: T[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

/**
 * The largest page any list serves. The legacy pagination bar offers sizes up to 5000, so that
 * is the cap; heavier use is bounded by the GraphQL cost limit and the per-route inputs.
 */
export const MAX_PAGE_SIZE = 5000;
/** The page size when a caller names none. */
export const DEFAULT_PAGE_SIZE = 10;

const absentToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

/** `current` and `size` as zod fields (numbers or numeric strings; absent means page 1 of 10). */
export function pagingFields(defaultSize: number = DEFAULT_PAGE_SIZE) {
  return {
    current: z.preprocess(absentToUndefined, intLike.pipe(z.number().min(1)).default(1)),
    size: z.preprocess(
      absentToUndefined,
      intLike.pipe(z.number().min(1).max(MAX_PAGE_SIZE)).default(defaultSize),
    ),
  };
}

/** One legacy order: `{ column, asc }`. */
export const LegacyOrderSchema = z.object({
  column: z.string().trim().max(64),
  asc: z.preprocess((v) => v === true || v === 'true' || v === 1, z.boolean()),
});

/**
 * The legacy paging request `{ current, size, params, orders, t }` with the given `params` fields
 * (absent or null params read as `{}`); `t` is the client's cache-buster and is ignored.
 */
export function legacyPagingSchema<P extends z.ZodRawShape>(
  params: P,
  defaultSize: number = DEFAULT_PAGE_SIZE,
) {
  return z.object({
    ...pagingFields(defaultSize),
    params: z.preprocess((v) => (v === null || v === undefined ? {} : v), z.object(params)),
    orders: z.preprocess(
      (v) => (v === null ? undefined : v),
      z.array(LegacyOrderSchema).max(10).optional(),
    ),
    t: z.unknown().optional(),
  });
}

export function toPage<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, pages: Math.ceil(total / size), current, size };
}

/** `skip` and `take` of a page. */
export function pageWindow(current: number, size: number): { skip: number; take: number } {
  return { skip: (current - 1) * size, take: size };
}
