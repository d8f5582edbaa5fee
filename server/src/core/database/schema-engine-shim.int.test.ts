// Runs the real Prisma CLI through prisma/tools/schema-engine-shim.mjs (prisma.config.ts points
// PRISMA_SCHEMA_ENGINE_BINARY at it), so a Prisma upgrade that breaks the shim's protocol, or a
// schema change without a migration, fails here.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../env.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './database.ts';
import { startTemporaryEmbeddedPostgres } from './embedded.ts';
import { applyMigrations } from './migrate.ts';

const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');

let serverUrl: string;
let stopServer: () => Promise<void> = () => Promise.resolve();
const created: string[] = [];

function prisma(
  args: string[],
  databaseUrl: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [prismaCli, ...args],
      {
        cwd: repoRoot,
        // eslint-disable-next-line no-restricted-properties -- the child's environment, not config
        env: { ...process.env, DATABASE_URL: databaseUrl, NO_COLOR: '1' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  const provided = inject('databaseUrl') as string | undefined;
  if (provided) {
    serverUrl = provided;
  } else {
    const server = await startTemporaryEmbeddedPostgres();
    serverUrl = server.url;
    stopServer = () => server.stop();
  }
});

afterAll(async () => {
  for (const name of created) await dropDatabase(serverUrl, name);
  await stopServer();
});

describe('Prisma CLI through the wasm schema engine shim', () => {
  it('finds no drift between prisma/migrations and schema.prisma (shadow database)', async () => {
    const migrations = path.join('prisma', 'migrations');
    const schema = path.join('prisma', 'schema.prisma');
    const diff = await prisma(
      ['migrate', 'diff', '--from-migrations', migrations, '--to-schema', schema, '--exit-code'],
      serverUrl,
    );
    expect(diff.stderr + diff.stdout).toContain('No difference detected');
    expect(diff.code).toBe(0);

    const script = await prisma(
      ['migrate', 'diff', '--from-migrations', migrations, '--to-schema', schema, '--script'],
      serverUrl,
    );
    expect(script.code).toBe(0);
    expect(script.stdout).toContain('-- This is an empty migration.');

    // The shim's shadow databases are gone.
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    const { rows } = await c.query(
      "SELECT datname FROM pg_database WHERE datname LIKE 'prisma_migrate_shadow_db_%'",
    );
    await c.end();
    expect(rows).toEqual([]);
  });

  it('agrees with our migration runner: migrate status says up to date', async () => {
    const name = uniqueDatabaseName('examhall_shim_test');
    created.push(name);
    const url = await createDatabase(serverUrl, name);
    await applyMigrations(url);
    const status = await prisma(['migrate', 'status'], url);
    expect(status.stdout).toContain('Database schema is up to date!');
    expect(status.code).toBe(0);
  });
});
