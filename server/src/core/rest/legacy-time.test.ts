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

  it('pads every part and prints what dayjs prints outside years 0-9999', () => {
    expect(legacyTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
    const early = new Date(2026, 0, 1, 0, 0, 0);
    early.setFullYear(987);
    expect(legacyTime(early)).toBe('0987-01-01 00:00:00');
    expect(legacyTime(new Date(Number.NaN))).toBe('Invalid Date');
  });

  it('copies only what holds a Date: the rest of the answer is the service objects', () => {
    const items = [{ quId: 'q1', tags: ['a'] }];
    const paper = { id: 'p1', startedAt: started, items };
    const out = legacyDates(paper);
    expect(out).not.toBe(paper);
    expect(out.items).toBe(items);
    expect(paper.startedAt).toBe(started);
    const plain = { applied: true, seq: 3, items };
    expect(legacyDates(plain)).toBe(plain);
    // A Date after plain items: the list is copied from its first item on.
    const list = [{ a: 1 }, { at: handed }];
    const converted = legacyDates(list);
    expect(converted).not.toBe(list);
    expect(converted[0]).toBe(list[0]);
    expect(converted[1]).toEqual({ at: '2026-12-31 23:59:00' });
    expect(list[1]!.at).toBe(handed);
  });

  it('leaves class instances other than Date as they are', () => {
    const bytes = Buffer.from('x');
    expect(legacyDates({ bytes }).bytes).toBe(bytes);
  });
});
