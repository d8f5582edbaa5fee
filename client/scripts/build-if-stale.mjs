#!/usr/bin/env node
// Builds the client (`vite build` in client/) only when client/dist/index.html is missing or older
// than any input: client/src/**, client/index.html, client/face-detector.html, client/public/**,
// client/vite.config.ts, client/vite/**.
// The root `npm start` runs this first so a fresh checkout serves a current bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const output = join(clientDir, 'dist', 'index.html');
const inputs = ['src', 'index.html', 'face-detector.html', 'public', 'vite.config.ts', 'vite'].map(
  (p) => join(clientDir, p),
);

/** Newest modification time (ms) of a file or of any file below a directory; 0 when absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // catches deletions inside the directory
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function staleReason() {
  if (!existsSync(output)) return 'client/dist/index.html is missing';
  const builtAt = statSync(output).mtimeMs;
  for (const input of inputs) {
    if (newestMtime(input) > builtAt) return `${input.slice(clientDir.length + 1)} changed`;
  }
  return null;
}

const reason = staleReason();
if (reason === null) {
  console.log('[client] build is up to date');
  process.exit(0);
}

console.log(`[client] building (${reason})`);
const require = createRequire(join(clientDir, 'package.json'));
const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
const result = spawnSync(process.execPath, [viteBin, 'build'], {
  cwd: clientDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
