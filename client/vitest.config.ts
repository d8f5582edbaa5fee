import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// CI collects a JSON report per suite to print its pass/fail totals.
const jsonDir = process.env.VITEST_JSON_DIR;

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    reporters: jsonDir === undefined ? ['default'] : ['default', 'json'],
    outputFile: jsonDir === undefined ? undefined : { json: path.join(jsonDir, 'client.json') },
  },
});
