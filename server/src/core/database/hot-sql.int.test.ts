import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { startTestPlatform } from '../../../test/helpers.ts';
import { hotRows } from './hot-sql.ts';

/** A statement that returns one value of every type the hot statements read. */
async function sample(client: object, id: bigint, at: Date, doc: object) {
  const [row] = await hotRows<Record<string, unknown>>(client)`
    SELECT ${id}::bigint AS big, 7::int AS small, true AS flag, 1.5::float8 AS real,
      'a''b' AS text, NULL::text AS nothing, ${JSON.stringify(doc)}::jsonb AS doc,
      ARRAY['x', 'y'] AS list, ${at}::timestamp(3) AS at,
      '2026-11-25 19:00:00.123'::timestamp(3) AS literal`;
  return row;
}

describe('hot statements on the pool give what $queryRaw gives', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());

  const id = 9_007_199_254_740_993n; // beyond Number's exact integers
  const at = new Date('2026-03-01T23:30:00.250Z');
  const doc = { a: [1, 'two'], b: null };

  it('types match $queryRaw, value for value, on the pool and inside a transaction', async () => {
    const db = p.infra.prisma;
    const direct = await sample(db, id, at, doc);
    const [viaPrisma] = await db.$queryRaw<Array<Record<string, unknown>>>`
      SELECT ${id}::bigint AS big, 7::int AS small, true AS flag, 1.5::float8 AS real,
        'a''b' AS text, NULL::text AS nothing, ${JSON.stringify(doc)}::jsonb AS doc,
        ARRAY['x', 'y'] AS list, ${at}::timestamp(3) AS at,
        '2026-11-25 19:00:00.123'::timestamp(3) AS literal`;
    expect(direct).toEqual(viaPrisma);
    expect(direct).toEqual({
      big: id,
      small: 7,
      flag: true,
      real: 1.5,
      text: "a'b",
      nothing: null,
      doc,
      list: ['x', 'y'],
      at,
      literal: new Date('2026-11-25T19:00:00.123Z'),
    });
    // A transaction client has no registered pool: the statement goes through $queryRaw.
    const inTx = await db.$transaction((tx) => sample(tx, id, at, doc));
    expect(inTx).toEqual(direct);
  });

  it('refuses to guess a numeric column (the types would differ from $queryRaw)', async () => {
    await expect(hotRows(p.infra.prisma)`SELECT 1.5::numeric AS n`).rejects.toThrow(/numeric/);
  });
});
