import fs from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { clearAuthStates } from './support/auth-state.ts';
import { CHROMIUM_PATH } from './support/browser.ts';
import { prepareDatabase, type RunDatabase } from './support/database.ts';
import { clientIndexHtml } from './support/paths.ts';
import { clearRunState, writeRunState } from './support/run-state.ts';
import { SERVER_LOG, startServer, type RunningServer } from './support/server.ts';

/**
 * Global setup: a fresh database, the platform on a free port (captcha on, demo accounts), and the
 * run state (base URL, database URL) for the tests. Returns the global teardown, which stops the
 * server (no process left behind), removes the saved sign-ins and then drops the database or
 * removes the embedded cluster.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (!fs.existsSync(clientIndexHtml)) {
    throw new Error(
      `The built client is missing (${clientIndexHtml}). Build it first: npm run build (at the repository root).`,
    );
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing (${CHROMIUM_PATH}). Install the Debian package: apt-get install -y chromium`,
    );
  }

  const started = Date.now();
  let database: RunDatabase | undefined;
  let server: RunningServer | undefined;
  const teardown = async () => {
    try {
      await server?.stop();
    } finally {
      clearRunState();
      clearAuthStates();
      await database?.dispose();
    }
  };

  try {
    database = await prepareDatabase();
    server = await startServer(database.serverEnv);
    writeRunState({ baseURL: server.baseURL, databaseUrl: database.url });
  } catch (e) {
    await teardown();
    throw e;
  }
  console.log(
    `[e2e] server ${server.baseURL} (pid ${server.pid}, log ${SERVER_LOG}) on ${database.description}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return teardown;
}
