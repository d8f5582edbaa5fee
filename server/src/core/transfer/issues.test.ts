import { describe, expect, it } from 'vitest';
import {
  MAX_STORED_ISSUES,
  byRow,
  failedRowCount,
  issuesJson,
  issuesOf,
  type TransferIssue,
} from './issues.ts';

const issue = (row: number, field = 'name', rule = 'required'): TransferIssue => ({
  row,
  field,
  rule,
});

describe('stored import problems', () => {
  it('round-trip through the job row, args kept only where given', () => {
    const issues: TransferIssue[] = [
      issue(1, 'header', 'headerMissing'),
      { row: 3, field: 'name', rule: 'tooLong', args: { n: 20 } },
    ];
    const json = issuesJson(issues);
    expect(json).toEqual([
      { row: 1, field: 'header', rule: 'headerMissing' },
      { row: 3, field: 'name', rule: 'tooLong', args: { n: 20 } },
    ]);
    expect(issuesOf(JSON.parse(JSON.stringify(json)))).toEqual(issues);
  });

  it('keeps at most MAX_STORED_ISSUES problems', () => {
    const many = Array.from({ length: MAX_STORED_ISSUES + 10 }, (_, i) => issue(i + 2));
    expect(issuesJson(many)).toHaveLength(MAX_STORED_ISSUES);
  });

  it('reads anything that is not a list of problems as none', () => {
    expect(issuesOf(null)).toEqual([]);
    expect(issuesOf({ row: 1 })).toEqual([]);
    expect(issuesOf([{ row: '2', field: 'x', rule: 'y' }])).toEqual([]);
  });

  it('counts the data rows with problems once each, the header row aside', () => {
    expect(failedRowCount([issue(1), issue(3), issue(3, 'mobile'), issue(7)])).toBe(2);
    expect(failedRowCount([])).toBe(0);
  });

  it('orders problems by row, a row keeping the order its problems were found in', () => {
    const sorted = byRow([issue(5, 'a'), issue(2, 'b'), issue(5, 'c'), issue(1, 'd')]);
    expect(sorted.map((i) => `${i.row}${i.field}`)).toEqual(['1d', '2b', '5a', '5c']);
  });
});
