// Prisma 7 CLI configuration (loaded by `prisma generate | validate | migrate ...`).
//
// The CLI normally downloads a native schema engine from binaries.prisma.sh before most commands,
// which is unreachable here and in many firewalled deployments. We point it at
// prisma/tools/schema-engine-shim.mjs instead: a small Node script that speaks the native engine's
// protocol and runs the WebAssembly schema engine from @prisma/schema-engine-wasm over
// @prisma/adapter-pg. The config is loaded before the CLI checks its binaries, so setting the
// variable here is enough. Set PRISMA_SCHEMA_ENGINE_BINARY yourself to use a real engine binary.
//
// Runtime never needs the CLI: the server applies prisma/migrations itself
// (server/src/core/database/migrate.ts).
import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'prisma/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const shim = path.join(root, 'prisma', 'tools', 'schema-engine-shim.mjs');

// The CLI spawns the engine directly, so it must be executable (a checkout or copy can lose the bit).
try {
  fs.accessSync(shim, fs.constants.X_OK);
} catch {
  try {
    fs.chmodSync(shim, 0o755);
  } catch {
    // Read-only tree: the CLI will report that it cannot start the engine.
  }
}
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= shim;

const emptyToUndefined = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);

// Authoring default when DATABASE_URL is unset: the embedded PostgreSQL the dev server starts
// (server/src/core/database/embedded.ts; same user, password and database). Its port is
// EMBEDDED_PG_PORT when set; otherwise the one the running cluster of EXAMHALL_DATA_DIR listens on
// (line 4 of its postmaster.pid: it moves off 54329 when another program holds that port), else
// 54329. `npm run migrate:new` does not use it: it authors against a scratch database of its own.
function runningEmbeddedPort(): string | undefined {
  const dataDir = path.resolve(root, emptyToUndefined(process.env.EXAMHALL_DATA_DIR) ?? '.data');
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
    const port = lines[3]?.trim() ?? '';
    return /^\d+$/.test(port) ? port : undefined;
  } catch {
    return undefined;
  }
}

const embeddedUrl = `postgresql://postgres:examhall@127.0.0.1:${
  emptyToUndefined(process.env.EMBEDDED_PG_PORT) ?? runningEmbeddedPort() ?? '54329'
}/examhall`;

export default defineConfig({
  schema: path.join(root, 'prisma', 'schema.prisma'),
  migrations: {
    path: path.join(root, 'prisma', 'migrations'),
    seed: 'tsx prisma/seed/cli.ts',
  },
  datasource: {
    url: emptyToUndefined(process.env.DATABASE_URL) ?? embeddedUrl,
  },
});
