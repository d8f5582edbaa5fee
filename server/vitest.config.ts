import path from 'node:path';
import { defineConfig } from 'vitest/config';

// CI collects a JSON report per suite to print its pass/fail totals.
const jsonDir = process.env.VITEST_JSON_DIR;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Integration files share one test database and truncate it; run files one after another.
    fileParallelism: false,
    // The machine's PostgreSQL (100 connections) serves these tests and the e2e server at once in
    // CI: a test platform keeps the pool it had before exam day raised the default to 60.
    env: { NODE_ENV: 'test', DATABASE_POOL_SIZE: '20' },
    reporters: jsonDir === undefined ? ['default'] : ['default', 'json'],
    outputFile: jsonDir === undefined ? undefined : { json: path.join(jsonDir, 'server.json') },
  },
});
