import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../core/prisma.ts';
import { UserActivity } from './user-activity.ts';

/** A client that keeps the (day, user) pairs of each batched insert. */
function recordingDb() {
  const batches: Array<Array<[string, string]>> = [];
  const db = {
    $executeRaw: (_sql: TemplateStringsArray, days: string[], users: string[]) => {
      batches.push(days.map((d, i) => [d, users[i]!]));
      return Promise.resolve(days.length);
    },
  };
  return { db: db as unknown as Db, batches };
}

describe('UserActivity', () => {
  let activity: UserActivity | undefined;
  afterEach(async () => {
    await activity?.close();
  });

  it('records a user once per local calendar day, and again on the next day', async () => {
    const { db, batches } = recordingDb();
    activity = new UserActivity(db);
    activity.mark('u1', new Date(2026, 10, 26, 0, 0, 0));
    activity.mark('u1', new Date(2026, 10, 26, 12, 30));
    activity.mark('u2', new Date(2026, 10, 26, 23, 59, 59, 999));
    activity.mark('u1', new Date(2026, 10, 27, 0, 0, 0));
    activity.mark('u1', new Date(2026, 10, 27, 8, 0));
    await activity.flush();
    expect(batches).toEqual([
      [
        ['2026-11-26', 'u1'],
        ['2026-11-26', 'u2'],
        ['2026-11-27', 'u1'],
      ],
    ]);
  });

  it('a request of an earlier day (a clock set back) is recorded on that day', async () => {
    const { db, batches } = recordingDb();
    activity = new UserActivity(db);
    activity.mark('u1', new Date(2026, 0, 2, 9));
    activity.mark('u1', new Date(2026, 0, 1, 9));
    await activity.flush();
    expect(batches).toEqual([
      [
        ['2026-01-02', 'u1'],
        ['2026-01-01', 'u1'],
      ],
    ]);
  });
});
