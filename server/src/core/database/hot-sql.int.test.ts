import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { startTestPlatform } from '../../../test/helpers.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { hotLockedStatement, hotRows, hotTransaction } from './hot-sql.ts';

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

  it('prepares a statement once per connection by name; past the cap new texts still run', async () => {
    const db = p.infra.prisma;
    const prepared = await hotTransaction(db, async (tx) => {
      for (let i = 0; i < 3; i++) await tx.rows`SELECT ${i}::int AS n /* prepared-by-name */`;
      return tx.rows<{ name: string }>`
        SELECT name FROM pg_prepared_statements WHERE statement LIKE '%prepared-by-name%'
          AND statement NOT LIKE '%pg_prepared_statements%'`;
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.name).toMatch(/^hot_\d+$/);
    // Texts that vary with their values (a list of n ids) cannot fill a connection's statements.
    const distinct = (i: number) => {
      const text = `SELECT ${i}::int AS n /* distinct text */`;
      return hotRows<{ n: number }>(db)(Object.assign([text], { raw: [text] }));
    };
    for (let i = 0; i < 520; i++) expect((await distinct(i))[0]?.n).toBe(i);
  });

  it('refuses to guess a numeric column (the types would differ from $queryRaw)', async () => {
    await expect(hotRows(p.infra.prisma)`SELECT 1.5::numeric AS n`).rejects.toThrow(/numeric/);
  });
});

describe('hot transactions', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
    await p.infra.prisma.$executeRawUnsafe(
      'CREATE TABLE IF NOT EXISTS hot_tx_probe (k text PRIMARY KEY, n int NOT NULL)',
    );
  });
  afterAll(async () => {
    await p.infra.prisma.$executeRawUnsafe('DROP TABLE IF EXISTS hot_tx_probe');
    await p.stop();
  });

  const count = async (k: string) =>
    (await hotRows<{ n: number }>(p.infra.prisma)`SELECT n FROM hot_tx_probe WHERE k = ${k}`)[0]?.n;

  it('commits what the work wrote when it resolves', async () => {
    const out = await hotTransaction(p.infra.prisma, async (tx) => {
      await tx.rows`INSERT INTO hot_tx_probe (k, n) VALUES ('commit', 1)`;
      return (await tx.rows<{ n: number }>`SELECT n FROM hot_tx_probe WHERE k = 'commit'`)[0]?.n;
    });
    expect(out).toBe(1);
    expect(await count('commit')).toBe(1);
  });

  it('rolls everything back when the work throws, and the connection serves the next caller', async () => {
    await expect(
      hotTransaction(p.infra.prisma, async (tx) => {
        await tx.rows`INSERT INTO hot_tx_probe (k, n) VALUES ('rollback', 1)`;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await count('rollback')).toBeUndefined();
    // A statement error inside the work also rolls back (the connection is not left aborted).
    await expect(
      hotTransaction(p.infra.prisma, async (tx) => {
        await tx.rows`INSERT INTO hot_tx_probe (k, n) VALUES ('bad', 1)`;
        await tx.rows`INSERT INTO hot_tx_probe (k, n) VALUES ('bad', 2)`;
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await count('bad')).toBeUndefined();
    const [{ ok } = { ok: false }] = await hotRows<{ ok: boolean }>(
      p.infra.prisma,
    )`SELECT true AS ok`;
    expect(ok).toBe(true);
  });

  it('a lock key makes holders of the same key run one after the other, each seeing the last', async () => {
    await hotRows(p.infra.prisma)`INSERT INTO hot_tx_probe (k, n) VALUES ('counter', 0)`;
    // Read, wait, write: without the lock the increments would overwrite each other.
    const bump = () =>
      hotTransaction(
        p.infra.prisma,
        async (tx) => {
          const [row] = await tx.rows<{
            n: number;
          }>`SELECT n FROM hot_tx_probe WHERE k = 'counter'`;
          await new Promise((r) => setTimeout(r, 20));
          await tx.rows`UPDATE hot_tx_probe SET n = ${(row?.n ?? 0) + 1}::int WHERE k = 'counter'`;
        },
        "counter's key", // a quote in the key: it is sent as an escaped literal
      );
    await Promise.all(Array.from({ length: 8 }, bump));
    expect(await count('counter')).toBe(8);
  });

  it('a locked statement: one round trip, its values as literals, the lock held until it commits', async () => {
    const db = p.infra.prisma;
    // Every value kind a start writes comes back as $queryRaw would read the same statement.
    const doc = { quote: "it's", slash: 'a\\b', text: '中文', nested: [1, null] };
    const at = new Date('2026-03-01T23:30:00.250Z');
    const probe = Prisma.sql`SELECT ${"O'Brien"}::text AS name, ${7}::int AS n, ${1.25}::float8 AS f,
      ${true}::boolean AS flag, ${null}::text AS nothing, ${at}::timestamp(3) AS at,
      ${JSON.stringify(doc)}::jsonb AS doc, json_agg(x) AS list FROM (VALUES (1), (2)) v(x)`;
    const [locked] = await hotLockedStatement<Record<string, unknown>>(db, ['probe'], probe);
    const [viaPrisma] = await db.$queryRaw<Array<Record<string, unknown>>>(probe);
    expect(locked).toEqual(viaPrisma);
    expect(locked).toMatchObject({ name: "O'Brien", n: 7, f: 1.25, flag: true, at, doc });
    // Inside a transaction client (no registered pool) it runs as a Prisma transaction.
    const [inTx] = await db.$transaction((tx) =>
      hotLockedStatement<Record<string, unknown>>(tx, ['probe'], probe),
    );
    expect(inTx).toEqual(locked);

    // Read, then write in the same statement after a pause: without the lock, runs overlap and
    // overwrite each other's increments.
    await hotRows(db)`INSERT INTO hot_tx_probe (k, n) VALUES ('locked', 0)`;
    const bump = () =>
      hotLockedStatement(
        db,
        ["locked's key"],
        Prisma.sql`UPDATE hot_tx_probe SET n = (SELECT n FROM hot_tx_probe WHERE k = ${'locked'})
          + 1 + 0 * (SELECT count(*) FROM pg_sleep(0.02)) WHERE k = ${'locked'}`,
      );
    await Promise.all(Array.from({ length: 8 }, bump));
    expect(await count('locked')).toBe(8);

    // Several keys, named in either order by different callers, are taken in one order: the
    // statements wait for each other and never deadlock.
    await hotRows(db)`INSERT INTO hot_tx_probe (k, n) VALUES ('pair', 0)`;
    const bumpPair = (i: number) =>
      hotLockedStatement(
        db,
        i % 2 === 0 ? ['key a', 'key b', 'key c'] : ['key c', 'key b', 'key a'],
        Prisma.sql`UPDATE hot_tx_probe SET n = (SELECT n FROM hot_tx_probe WHERE k = ${'pair'})
          + 1 + 0 * (SELECT count(*) FROM pg_sleep(0.02)) WHERE k = ${'pair'}`,
      );
    await Promise.all(Array.from({ length: 8 }, (_, i) => bumpPair(i)));
    expect(await count('pair')).toBe(8);

    // A statement PostgreSQL refuses changes nothing and leaves the connection clean.
    await expect(
      hotLockedStatement(
        db,
        ['refused'],
        Prisma.sql`INSERT INTO hot_tx_probe (k, n) VALUES (${'dup'}, 1), (${'dup'}, 2)`,
      ),
    ).rejects.toThrow(/duplicate key/);
    expect(await count('dup')).toBeUndefined();
    await expect(
      hotLockedStatement(db, ['bad'], Prisma.sql`SELECT ${Number.NaN}::float8`),
    ).rejects.toThrow(/finite/);
  });
});
