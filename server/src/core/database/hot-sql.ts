import pg from 'pg';
import { Prisma } from '../../generated/prisma/client.ts';

/**
 * Hot statements (a save, a clock sync, a question read: thousands a second on exam day) run
 * straight on the client's node-postgres pool, which costs a quarter of the CPU of `$queryRaw`
 * (measured: 40 against 160 microseconds a statement). Results have the types `$queryRaw` gives
 * (int8 as bigint, a timestamp without time zone as a Date in UTC, json parsed), so a caller sees
 * no difference; a client without a registered pool (a transaction) runs the statement through
 * `$queryRaw`.
 */
const pools = new WeakMap<object, pg.Pool>();

/** Makes `client`'s statements in `hotRows` run straight on `pool` (the pool Prisma uses too). */
export function registerPool(client: object, pool: pg.Pool): void {
  pools.set(client, pool);
}

const INT8 = 20;
const TIMESTAMP = 1114;
const NUMERIC = 1700;

/** The `$queryRaw` value types for the columns whose node-postgres defaults differ. */
const prismaTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (v: string) => BigInt(v);
    if (oid === TIMESTAMP) return (v: string) => new Date(`${v.replace(' ', 'T')}Z`);
    if (oid === NUMERIC) {
      return () => {
        throw new Error('hotRows reads no numeric column: cast it, or use $queryRaw');
      };
    }
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

/**
 * A tag that runs one statement on `client` (each `${value}` a bind parameter):
 * `await hotRows<Row>(db)\`SELECT ... WHERE id = ${id}\``.
 */
export function hotRows<T>(
  client: object,
): (strings: TemplateStringsArray, ...values: unknown[]) => Promise<T[]> {
  return (strings, ...values) => run<T>(client, Prisma.sql(strings, ...values));
}

/** Where a hot statement runs: the pool, or the one connection of a hot transaction. */
type Queryable = Pick<pg.Pool, 'query'>;

function run<T>(client: object, statement: Prisma.Sql): Promise<T[]> {
  const pool = pools.get(client);
  if (pool === undefined) {
    return (client as { $queryRaw<R>(q: Prisma.Sql): Promise<R> }).$queryRaw<T[]>(statement);
  }
  return runOn<T>(pool, statement);
}

/** Distinct statement texts given a name at most; later ones run unnamed (parsed every time). */
const MAX_NAMED_STATEMENTS = 500;
const statementNames = new Map<string, string>();

/**
 * The name a statement is prepared under on each connection. PostgreSQL then parses it once per
 * connection and, after a few runs, plans it once (a generic plan, when it costs no more than the
 * custom ones): parsing and planning cost more than running a save itself (measured with pgbench:
 * 4,700 saves a second unnamed, 12,200 prepared). A statement whose text varies with its values
 * (a list of n ids) could fill the map, so past the cap new texts run unnamed.
 */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `hot_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

function runOn<T>(target: Queryable, statement: Prisma.Sql): Promise<T[]> {
  return target
    .query<T & pg.QueryResultRow>({
      name: statementName(statement.text),
      text: statement.text,
      values: statement.values.map(toParameter),
      types: prismaTypes,
    })
    .then((r) => r.rows as T[]);
}

/** A bind value as `$queryRaw` sends it: bigint as text, a Date as an ISO time, objects as JSON. */
function toParameter(v: unknown): unknown {
  if (typeof v === 'bigint') return v.toString();
  if (v instanceof Date) return v.toISOString();
  if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v) && !Array.isArray(v)) {
    return JSON.stringify(v);
  }
  return v;
}

/** The statements of one hot transaction: `await tx.rows<Row>\`SELECT ...\``. */
export interface HotTransaction {
  rows<T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T[]>;
}

/**
 * The same statements on any client (the root client's pool, or a Prisma transaction), so code
 * written for a hot transaction also runs inside a larger Prisma one.
 */
export function sqlOn(client: object): HotTransaction {
  return { rows: (strings, ...values) => run(client, Prisma.sql(strings, ...values)) };
}

/**
 * Runs `work` in one READ COMMITTED transaction on one connection of `client`'s pool, committed when
 * it resolves and rolled back when it throws. `lockKey`, when given, is taken first as a
 * transaction-scoped advisory lock (`pg_advisory_xact_lock(hashtext(lockKey))`) in the same round
 * trip as BEGIN, so the statements of `work` see everything committed by whoever held it before.
 * Without a registered pool (a client of a test, a transaction) it runs as a Prisma transaction.
 */
export async function hotTransaction<R>(
  client: object,
  work: (tx: HotTransaction) => Promise<R>,
  lockKey?: string,
): Promise<R> {
  const pool = pools.get(client);
  if (pool === undefined) {
    const prisma = client as {
      $transaction<X>(fn: (tx: object) => Promise<X>): Promise<X>;
    };
    return prisma.$transaction(async (tx) => {
      if (lockKey !== undefined) {
        await run(
          tx,
          Prisma.sql`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${lockKey}))) l`,
        );
      }
      return work(sqlOn(tx));
    });
  }
  const conn = await pool.connect();
  let broken = false;
  try {
    // Simple protocol: BEGIN and the lock travel together (the key is a literal, escaped).
    await conn.query(
      lockKey === undefined
        ? 'BEGIN'
        : `BEGIN; SELECT pg_advisory_xact_lock(hashtext(${conn.escapeLiteral(lockKey)}))`,
    );
    const out = await work({
      rows: (strings, ...values) => runOn(conn, Prisma.sql(strings, ...values)),
    });
    await conn.query('COMMIT');
    return out;
  } catch (e) {
    await conn.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw e;
  } finally {
    // A connection whose rollback failed is closed rather than handed to the next caller.
    conn.release(broken);
  }
}

/** A bind value written into a statement's text as a literal (escaped), for the simple protocol. */
function toLiteral(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`hot statement: ${v} is not a finite number`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const p = toParameter(v);
  if (typeof p !== 'string') throw new Error('hot statement: a value of this kind has no literal');
  return quoteText(p);
}

/**
 * A text as a string literal: quotes doubled, and with a backslash in it the E'' form with
 * backslashes doubled (right whatever standard_conforming_strings is). What pg.escapeLiteral
 * does, without its loop over every character (a start's answer sheet is 5 KB of JSON).
 */
function quoteText(text: string): string {
  const quoted = `'${text.replaceAll("'", "''")}'`;
  return text.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

/**
 * Runs `statement` after the transaction-scoped advisory locks on `lockKeys`, both in ONE round
 * trip: the two go as one simple-protocol message, which PostgreSQL runs as one transaction (the
 * statement sees, in its own snapshot, everything committed by whoever held the lock before, and
 * commits or rolls back with the lock's release). A start made three round trips for this (BEGIN
 * with the lock, the statement, COMMIT), each waiting its turn on a loaded server's event loop.
 * The values are written into the text as escaped literals (the simple protocol has no bind
 * parameters), so the statement is parsed and planned each time: for statements that decide
 * everything in SQL and run far less often than a save. Without a registered pool it runs in a
 * Prisma transaction.
 */
export async function hotLockedStatement<T>(
  client: object,
  lockKeys: readonly string[],
  statement: Prisma.Sql,
): Promise<T[]> {
  const pool = pools.get(client);
  if (pool === undefined) {
    const prisma = client as { $transaction<X>(fn: (tx: object) => Promise<X>): Promise<X> };
    return prisma.$transaction(async (tx) => {
      await run(tx, advisoryLocks(lockKeys));
      return run<T>(tx, statement);
    });
  }
  const lock = advisoryLocks(lockKeys);
  const results = (await pool.query({
    text: `${literalText(lock)};\n${literalText(statement)}`,
    types: prismaTypes,
  })) as unknown as pg.QueryResult[];
  return (results.at(-1)?.rows ?? []) as T[];
}

/**
 * Takes the transaction-scoped advisory locks of `keys` in the order of their hashes, whoever
 * asks: two transactions locking some of the same keys then wait for each other, never in a
 * circle (the aggregate takes its rows in the subquery's order).
 */
function advisoryLocks(keys: readonly string[]): Prisma.Sql {
  return Prisma.sql`SELECT count(pg_advisory_xact_lock(h)) FROM (
    SELECT DISTINCT hashtext(k) AS h FROM jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) AS k
    ORDER BY h) l`;
}

/** A statement's text with its values written in as literals (the simple protocol). */
function literalText(statement: Prisma.Sql): string {
  return statement.strings.reduce(
    (out, part, i) => out + toLiteral(statement.values[i - 1]) + part,
  );
}
