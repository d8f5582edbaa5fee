#!/usr/bin/env node
// Author a new migration from the difference between prisma/schema.prisma and prisma/migrations.
//
//   npm run migrate:new -- <name> [--allow-empty] [--url <postgresql://server>]
//   e.g. npm run migrate:new -- add_exam_tables
//
// Writes prisma/migrations/<timestamp>_<name>/migration.sql and applies nothing anywhere: it runs
// `prisma migrate dev --create-only` against a scratch database that it creates and drops itself, so
// your development data is never touched or reset. The scratch database lives on
//   1. the server of --url, else of DATABASE_URL (it needs the right to CREATE DATABASE), else
//   2. the local PostgreSQL at postgresql://postgres@127.0.0.1:5432, else
//   3. a throwaway embedded PostgreSQL in a temporary directory (nothing to install).
// The Prisma CLI runs through prisma/tools/schema-engine-shim.mjs (see prisma.config.ts), offline.
//
// Without schema changes nothing is written, unless --allow-empty (a blank migration for hand-written
// SQL). Review the SQL, then `npm run db:migrate` (or start the server) applies it. Run
// `npx prisma generate` (or `npm install`) after schema changes to refresh the client.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const pg = require('pg');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const migrationsDir = path.join(root, 'prisma', 'migrations');
const LOCAL_SERVER = 'postgresql://postgres@127.0.0.1:5432/postgres';

function usage(code) {
  console.log('Usage: npm run migrate:new -- <name> [--allow-empty] [--url <postgresql://...>]');
  process.exit(code);
}

const args = process.argv.slice(2);
let name;
let allowEmpty = false;
let explicitUrl;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--help' || a === '-h') usage(0);
  else if (a === '--allow-empty') allowEmpty = true;
  else if (a === '--url') explicitUrl = args[++i];
  else if (a === '--name' || a === '-n') name = args[++i];
  else if (!a.startsWith('-') && name === undefined) name = a;
  else {
    console.error(`Unknown argument: ${a}`);
    usage(2);
  }
}
if (!name || !/^[A-Za-z0-9_-]+$/.test(name)) {
  console.error('A migration name of letters, digits, _ or - is required.');
  usage(2);
}

const envUrl = process.env.DATABASE_URL || undefined;
const redact = (url) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
const withDatabase = (url, database) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function admin(url, sql) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => {});
  }
}

const cleanups = [];
async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (e) {
      console.error(`cleanup: ${e?.message ?? e}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup().finally(() => process.exit(130));
  });
}

async function pickServer() {
  const configured = explicitUrl ?? envUrl;
  if (configured) return configured;
  if (await canConnect(LOCAL_SERVER)) return LOCAL_SERVER;
  console.log('No DATABASE_URL and no PostgreSQL on 127.0.0.1:5432: starting a temporary one.');
  const { tsImport } = await import('tsx/esm/api');
  const embedded = await tsImport(
    path.join(root, 'server/src/core/database/embedded.ts'),
    import.meta.url,
  );
  const server = await embedded.startTemporaryEmbeddedPostgres({ database: 'postgres' });
  cleanups.push(() => server.stop());
  return server.urlFor('postgres');
}

function runPrisma(args, env) {
  const cli = require.resolve('prisma/build/index.js');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const listMigrations = () =>
  fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir)
        .filter((d) => fs.statSync(path.join(migrationsDir, d)).isDirectory())
    : [];

let exitCode;
try {
  const server = await pickServer();
  const scratch = `examhall_migrate_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await admin(server, `CREATE DATABASE "${scratch}"`);
  cleanups.push(() => admin(server, `DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`));
  const scratchUrl = withDatabase(server, scratch);
  console.log(`Scratch database: ${redact(scratchUrl)}`);

  const before = new Set(listMigrations());
  exitCode = await runPrisma(['migrate', 'dev', '--create-only', '--name', name], {
    ...process.env,
    DATABASE_URL: scratchUrl,
  });
  const created = listMigrations().filter((d) => !before.has(d));
  for (const dir of created) {
    const file = path.join(migrationsDir, dir, 'migration.sql');
    const sql = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const empty = sql.replace(/--.*$/gm, '').trim() === '';
    if (empty && !allowEmpty) {
      fs.rmSync(path.join(migrationsDir, dir), { recursive: true, force: true });
      console.log('\nNo schema changes: nothing written (--allow-empty writes a blank migration).');
    } else {
      console.log(`\nWrote ${path.relative(root, file)}: review it, then \`npm run db:migrate\`.`);
    }
  }
} catch (e) {
  console.error(e?.message ?? e);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
