import { describe, expect, it } from 'vitest';
import { legacyDates, legacyTime } from './legacy-time.ts';

describe('legacy REST times', () => {
  // Local time: the legacy format is the server's wall clock.
  const started = new Date(2026, 2, 5, 8, 4, 9);
  const handed = new Date(2026, 11, 31, 23, 59, 0);

  it('legacyTime is yyyy-MM-dd HH:mm:ss in the server time zone', () => {
    expect(legacyTime(started)).toBe('2026-03-05 08:04:09');
    expect(legacyTime(handed)).toBe('2026-12-31 23:59:00');
  });

  it('legacyDates converts every Date of a row, nested rows and lists; keeps the rest', () => {
    const page = {
      total: 1,
      records: [
        {
          id: 'p1',
          startedAt: started,
          handedAt: null,
          items: [{ quId: 'q1', question: { reviewedAt: handed, tags: ['a'] } }],
        },
      ],
    };
    expect(legacyDates(page)).toEqual({
      total: 1,
      records: [
        {
          id: 'p1',
          startedAt: '2026-03-05 08:04:09',
          handedAt: null,
          items: [{ quId: 'q1', question: { reviewedAt: '2026-12-31 23:59:00', tags: ['a'] } }],
        },
      ],
    });
    // A copy: the service's objects are left as they were.
    expect(page.records[0]!.startedAt).toBe(started);
    expect(legacyDates(handed)).toBe('2026-12-31 23:59:00');
    expect(legacyDates(3)).toBe(3);
  });

  it('leaves class instances other than Date as they are', () => {
    const bytes = Buffer.from('x');
    expect(legacyDates({ bytes }).bytes).toBe(bytes);
  });
});
