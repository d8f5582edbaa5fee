import 'reflect-metadata';
// First: it settles NODE_ENV before any library reads it.
import { env } from './core/env.ts';
import cluster from 'node:cluster';
import { runPrimary, type ReadyMessage } from './cluster.ts';
import { logger } from './core/logger.ts';
import { StartupError } from './core/startup-error.ts';
import { startPlatform } from './platform.ts';

if (env.SERVER_PROCESSES > 1 && cluster.isPrimary) {
  await runPrimary(env.SERVER_PROCESSES);
} else {
  await runServer();
}

/** HTTP + WebSocket server (and, in the embedded default, the job consumers). */
async function runServer(): Promise<void> {
  const platform = await startPlatform().catch((e: unknown) => {
    if (e instanceof StartupError) console.error(`Examhall cannot start: ${e.message}`);
    else logger.fatal({ err: e }, 'Examhall failed to start');
    process.exit(1);
  });

  if (cluster.isWorker) {
    const ready: ReadyMessage = { examhallReady: platform.url };
    process.send?.(ready);
  } else {
    const mode = platform.infra.embeddedDatabase
      ? `embedded PostgreSQL (data in ${env.dataDir}), jobs on PostgreSQL, no Redis`
      : `PostgreSQL ${redactUrl(platform.infra.databaseUrl)}${env.REDIS_URL === undefined ? '' : `, Redis ${redactUrl(env.REDIS_URL)}`}`;
    console.log(`
  Examhall is running at ${platform.url}
  Using ${mode}
  Demo accounts (password Examhall@2026): admin (administrator), student (learner)
  Press Ctrl-C to stop.
`);
  }

  let shuttingDown = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (shuttingDown) return;
      shuttingDown = true;
      logger.info({ signal }, 'shutting down');
      const force = setTimeout(() => {
        logger.error('shutdown took over 15 s; exiting');
        process.exit(1);
      }, 15_000);
      force.unref();
      platform
        .stop()
        .then(() => process.exit(0))
        .catch((e: unknown) => {
          logger.error({ err: e }, 'error during shutdown');
          process.exit(1);
        });
    });
  }
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password !== '') u.password = '***';
    return u.toString();
  } catch {
    return '(invalid url)';
  }
}
