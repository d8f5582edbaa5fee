// Applies prisma/migrations/*/migration.sql at start-up without the Prisma CLI.
//
// Bookkeeping is Prisma's own `_prisma_migrations` table (same columns, checksum = SHA-256 of the
// file), so `prisma migrate status|deploy|dev` agree with what ran here and vice versa.
// Differences from `prisma migrate deploy`, all on the safe side:
// - each migration runs in one transaction together with its bookkeeping row; a failure rolls it
//   back completely and is recorded as a rolled-back row (audit only; the next start retries).
//   A migration that cannot run in a transaction (CREATE INDEX CONCURRENTLY ...) opts out with the
//   line `-- examhall:no-transaction` (it is then recorded like Prisma records a failure);
// - the whole run holds PostgreSQL advisory lock 72707369, the key Prisma Migrate locks too, so
//   processes starting together (and the CLI) take turns; the second one finds nothing to do.
import { createHash, randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../env.ts';

export const MIGRATIONS_DIR = path.join(repoRoot, 'prisma', 'migrations');

/** Prisma Migrate's advisory lock key. */
const LOCK_KEY = 72707369;
const NO_TRANSACTION = /^\s*--\s*examhall:no-transaction\s*$/m;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface ApplyMigrationsOptions {
  migrationsDir?: string;
  /** Warnings (an applied migration whose file changed since). Default console.warn. */
  warn?: (message: string) => void;
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migration: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/** Prisma's migration checksum: SHA-256 of the file's text, hex. */
export function checksum(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/** The migrations on disk, in the order Prisma applies them (directory name). */
export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    let sql: string;
    try {
      sql = await fs.readFile(path.join(dir, name, 'migration.sql'), 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue; // not a migration folder
      throw e;
    }
    migrations.push({ name, sql, checksum: checksum(sql) });
  }
  return migrations;
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface Row {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/**
 * Applies the pending migrations in order and returns their names (empty when up to date).
 * Throws MigrationError when a migration fails (after rolling it back) or when the database has a
 * failed migration recorded by `prisma migrate deploy` that needs `prisma migrate resolve`.
 */
export async function applyMigrations(
  connectionString: string,
  opts: ApplyMigrationsOptions = {},
): Promise<string[]> {
  const migrations = await readMigrations(opts.migrationsDir);
  const warn = opts.warn ?? ((m: string) => console.warn(m));
  const schema = new URL(connectionString).searchParams.get('schema') ?? undefined;

  const client = new pg.Client({ connectionString, application_name: 'examhall-migrate' });
  client.on('error', () => {}); // a dropped connection surfaces as a query error
  await client.connect();
  try {
    if (schema !== undefined) {
      const ident = client.escapeIdentifier(schema);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${ident}`);
      await client.query(`SET search_path TO ${ident}`);
    }
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      await client.query(CREATE_TABLE);
      const { rows } = await client.query<Row>(
        'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at',
      );
      const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
      if (failed) {
        throw new MigrationError(
          `Migration ${failed.migration_name} failed earlier and is still marked as failed in _prisma_migrations. ` +
            `Fix the database, then run \`npx prisma migrate resolve --rolled-back ${failed.migration_name}\` ` +
            `(or --applied) before starting again.`,
          failed.migration_name,
        );
      }
      const applied = new Map(
        rows
          .filter((r) => r.finished_at !== null && r.rolled_back_at === null)
          .map((r) => [r.migration_name, r.checksum]),
      );

      const done: string[] = [];
      for (const m of migrations) {
        const recorded = applied.get(m.name);
        if (recorded !== undefined) {
          if (recorded !== m.checksum) {
            warn(
              `Migration ${m.name} was modified after it was applied (checksum ${recorded} in the database, ${m.checksum} on disk).`,
            );
          }
          continue;
        }
        await applyOne(client, m);
        done.push(m.name);
      }
      return done;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

async function applyOne(client: pg.Client, m: Migration): Promise<void> {
  const insert = `INSERT INTO "_prisma_migrations"
      (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;
  const startedAt = new Date();
  const inTransaction = !NO_TRANSACTION.test(m.sql);
  try {
    if (inTransaction) await client.query('BEGIN');
    // One simple-protocol batch, as Prisma sends it (dollar-quoted bodies stay intact).
    await client.query(m.sql);
    await client.query(insert, [
      randomUUID(),
      m.checksum,
      new Date(),
      m.name,
      null,
      null,
      startedAt,
      1,
    ]);
    if (inTransaction) await client.query('COMMIT');
  } catch (e) {
    if (inTransaction) await client.query('ROLLBACK').catch(() => {});
    const message = e instanceof Error ? e.message : String(e);
    const logs = `Migration ${m.name} failed: ${message}`;
    // Audit row: rolled back (or, without a transaction, failed like Prisma records it).
    await client
      .query(insert, [
        randomUUID(),
        m.checksum,
        null,
        m.name,
        logs,
        inTransaction ? new Date() : null,
        startedAt,
        0,
      ])
      .catch(() => {});
    throw new MigrationError(
      inTransaction
        ? `${logs}\nThe migration was rolled back; nothing of it was applied.`
        : `${logs}\nIt ran outside a transaction and may be partly applied; repair the database, then run \`npx prisma migrate resolve\`.`,
      m.name,
      { cause: e },
    );
  }
}
