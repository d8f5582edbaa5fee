#!/usr/bin/env node
// npm `postinstall`: generates the Prisma client into server/src/generated/prisma (gitignored) with
// `prisma generate`, which runs offline through prisma/tools/schema-engine-shim.mjs (prisma.config.ts).
// Skipped with a notice when the prisma CLI (a root devDependency) is absent, e.g. after
// `npm ci --omit=dev`: build images with dev dependencies, generate, then prune.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let cli;
try {
  cli = require.resolve('prisma/build/index.js');
} catch {
  console.warn('[postinstall] prisma CLI not installed (--omit=dev?): skipped `prisma generate`.');
  process.exit(0);
}
const result = spawnSync(process.execPath, [cli, 'generate'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
