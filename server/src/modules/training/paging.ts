/** The paging response of the spec (section 3): records, total, pages, plus the page asked for. */
export interface Page<T> {
  records: T[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

export function toPage<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, pages: Math.ceil(total / size), current, size };
}
