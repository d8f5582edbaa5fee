import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports.ts';

/** A database prepared for one e2e run. */
export interface RunDatabase {
  /** Connection string the tests use (captcha answers). */
  url: string;
  /** Environment for the server process that makes it use this database. */
  serverEnv: Record<string, string>;
  /** Human-readable description for the log. */
  description: string;
  /** Drops the database / removes the embedded cluster's folder. Call after the server stopped. */
  dispose(): Promise<void>;
}

const E2E_DB_PREFIX = 'examhall_e2e_';
/** Databases of earlier runs that were killed before their teardown are dropped after this long. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/** Same embedded-cluster credentials as server/src/core/database/embedded.ts. */
const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'examhall';
const EMBEDDED_DATABASE = 'examhall';

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * With DATABASE_URL: a fresh `examhall_e2e_<ts>` database on that server (dropped at the end).
 * Without: the server starts its own embedded PostgreSQL in a temporary data directory.
 */
export async function prepareDatabase(): Promise<RunDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl !== undefined && serverUrl !== ''
    ? createServerDatabase(serverUrl)
    : prepareEmbedded();
}

async function createServerDatabase(serverUrl: string): Promise<RunDatabase> {
  const name = `${E2E_DB_PREFIX}${Date.now()}_${process.pid}`;
  await withClient(serverUrl, async (client) => {
    await dropStaleDatabases(client);
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const redacted = new URL(url);
  if (redacted.password !== '') redacted.password = '***';
  return {
    url: url.toString(),
    serverEnv: { DATABASE_URL: url.toString() },
    description: `database ${redacted.toString()}`,
    async dispose() {
      await withClient(serverUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      });
    },
  };
}

/** Drops e2e databases left behind by runs that were killed long ago (never a running one). */
async function dropStaleDatabases(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE $1`,
    [`${E2E_DB_PREFIX}%`],
  );
  for (const { datname } of rows) {
    const createdAt = Number(datname.slice(E2E_DB_PREFIX.length).split('_')[0]);
    if (!Number.isFinite(createdAt) || Date.now() - createdAt < STALE_AFTER_MS) continue;
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  }
}

async function prepareEmbedded(): Promise<RunDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'examhall-e2e-'));
  // mkdtemp makes the folder 0700; as root the cluster runs as user postgres, who must get in.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const url = `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
  return {
    url,
    // DATABASE_URL is set empty (not removed) so a .env file cannot fill it in (dotenv never
    // overrides a variable that exists); the server treats '' as unset.
    serverEnv: { DATABASE_URL: '', EXAMHALL_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) },
    description: `embedded PostgreSQL on port ${port} (data in ${dataDir})`,
    async dispose() {
      await stopOrphanPostmaster(path.join(dataDir, 'pg'));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Normally the server stops its embedded PostgreSQL on SIGINT. If the server had to be killed,
 * its postmaster is still running: shut it down (SIGINT = PostgreSQL's fast shutdown).
 */
async function stopOrphanPostmaster(clusterDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const until = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
