import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';

/** At most this many problems are stored per import (the counts stay exact). */
export const MAX_STORED_ISSUES = 5000;

/** A problem found in an import file: the row (1 = header), the column key and the rule broken. */
export interface TransferIssue<F extends string = string, R extends string = string> {
  row: number;
  field: F;
  rule: R;
  args?: Record<string, string | number>;
}

const STORED_ISSUES = z.array(
  z.object({
    row: z.number(),
    field: z.string(),
    rule: z.string(),
    args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
);

/** The problems as the job row stores them: the first MAX_STORED_ISSUES, as plain JSON. */
export function issuesJson(issues: readonly TransferIssue[]): Prisma.InputJsonArray {
  return issues
    .slice(0, MAX_STORED_ISSUES)
    .map(({ row, field, rule, args }) =>
      args === undefined ? { row, field, rule } : { row, field, rule, args },
    );
}

/** The problems a job row stores; anything unreadable reads as none. */
export function issuesOf(json: Prisma.JsonValue): TransferIssue[] {
  const parsed = STORED_ISSUES.safeParse(json);
  return parsed.success ? parsed.data : [];
}

/** How many data rows (below the header) have at least one problem. */
export function failedRowCount(issues: readonly TransferIssue[]): number {
  return new Set(issues.filter((i) => i.row > 1).map((i) => i.row)).size;
}

/** Problems in row order (stable: a row keeps the order its problems were found in). */
export function byRow<I extends TransferIssue>(issues: readonly I[]): I[] {
  return [...issues].sort((a, b) => a.row - b.row);
}
