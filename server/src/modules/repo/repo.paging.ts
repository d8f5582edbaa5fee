import { z } from 'zod';

/** Spec paging (section 3): { current, size, params } in, { records, total, pages } out. */
export interface Page<T> {
  records: T[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

/** Page sizes the spec's pagination offers go up to 5000. */
export const MAX_PAGE_SIZE = 5000;

const absentToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

export const pagingFields = {
  current: z.preprocess(absentToUndefined, z.coerce.number().int().min(1).default(1)),
  size: z.preprocess(
    absentToUndefined,
    z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  ),
};

export function toPage<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, pages: Math.ceil(total / size), current, size };
}
