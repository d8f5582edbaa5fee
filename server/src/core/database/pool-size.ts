import pg from 'pg';
import { logger } from '../logger.ts';

/** Connections left for the job queues when they run on PostgreSQL (a few small pools). */
const QUEUE_CONNECTIONS = 40;
/** Connections left for an administrator's psql, migrations and backups. */
const TOOL_CONNECTIONS = 10;
/** The smallest pool a process runs with, however few connections the database allows. */
const MIN_POOL = 5;

export interface DatabaseLimits {
  maxConnections: number;
  superuserReserved: number;
}

/**
 * The pool each process may open: the one asked for, unless the database's max_connections cannot
 * hold it for every server process plus a worker, the job queues and the tools beside them (the
 * statements past the limit would fail with "too many clients" on exam day, not wait).
 */
export function fitPoolSize(
  wanted: number,
  limits: DatabaseLimits,
  serverProcesses: number,
  queuesOnPostgres: boolean,
): number {
  const shared =
    limits.maxConnections -
    limits.superuserReserved -
    TOOL_CONNECTIONS -
    (queuesOnPostgres ? QUEUE_CONNECTIONS : 0);
  const perProcess = Math.floor(shared / (serverProcesses + 1));
  return Math.max(MIN_POOL, Math.min(wanted, perProcess));
}

/** The database's connection limits, read once at start-up. */
export async function readDatabaseLimits(databaseUrl: string): Promise<DatabaseLimits> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ max: number; reserved: number }>(
      `SELECT current_setting('max_connections')::int AS max,
        current_setting('superuser_reserved_connections')::int AS reserved`,
    );
    const row = rows[0];
    return { maxConnections: row?.max ?? 100, superuserReserved: row?.reserved ?? 3 };
  } finally {
    await client.end();
  }
}

/** DATABASE_POOL_SIZE fitted to the database, said in one line when it had to be lowered. */
export async function databasePoolSize(
  databaseUrl: string,
  wanted: number,
  serverProcesses: number,
  queuesOnPostgres: boolean,
): Promise<number> {
  const limits = await readDatabaseLimits(databaseUrl);
  const pool = fitPoolSize(wanted, limits, serverProcesses, queuesOnPostgres);
  if (pool < wanted) {
    logger.warn(
      { wanted, pool, maxConnections: limits.maxConnections, serverProcesses },
      `DATABASE_POOL_SIZE ${wanted} is more than PostgreSQL's max_connections (${limits.maxConnections}) leaves for ${serverProcesses} server process(es) and a worker: each uses ${pool}. Raise max_connections for exam days (README: Exam day at scale).`,
    );
  }
  return pool;
}
