import cluster, { type Worker } from 'node:cluster';
import { resolveDatabase, type ResolvedDatabase } from './core/database/database.ts';
import { env } from './core/env.ts';
import { logger } from './core/logger.ts';

/** What a server process tells the primary once it listens. */
export interface ReadyMessage {
  examhallReady: string;
}

export function isReadyMessage(m: unknown): m is ReadyMessage {
  return (
    typeof m === 'object' && m !== null && typeof (m as ReadyMessage).examhallReady === 'string'
  );
}

/**
 * SERVER_PROCESSES > 1: this process (the cluster primary) starts the embedded PostgreSQL when
 * DATABASE_URL is unset, then forks the server processes, which share the listening socket (the
 * kernel hands each new connection to the one that accepts it first). The first one applies
 * migrations and loads the demo seed before the others start; it alone runs the job consumers when
 * they run in the server. A process that dies is replaced. Cross-process state (pubsub, rate
 * limits, presence) needs Redis.
 */
export async function runPrimary(processes: number): Promise<void> {
  if (env.REDIS_URL === undefined) {
    console.error(
      `SERVER_PROCESSES=${processes} needs REDIS_URL: the server processes share sessions, rate ` +
        'limits, presence and live events through Redis. Set REDIS_URL, or SERVER_PROCESSES=1.',
    );
    process.exit(1);
  }
  let db: ResolvedDatabase;
  try {
    db = await resolveDatabase();
  } catch (e) {
    logger.fatal({ err: e }, 'Examhall failed to start its database');
    process.exit(1);
  }
  let stopping = false;
  // Each server process accepts on the listening socket itself (with LISTEN_ACCEPTORS handles).
  // Under Node's round-robin the primary accepts every connection and passes each to a process
  // over IPC, which takes one per turn of its event loop: too few when a whole exam connects.
  cluster.schedulingPolicy = cluster.SCHED_NONE;

  const fork = (index: number): Promise<string> => {
    const first = index === 0;
    const worker = cluster.fork({
      DATABASE_URL: db.url,
      EXAMHALL_SERVER_INDEX: String(index),
      ...(first ? {} : { MIGRATE_ON_START: 'false', SEED_DEMO: 'false' }),
      RUN_JOBS_IN_SERVER: String(first && env.runJobsInServer),
    });
    return new Promise((resolve, reject) => {
      worker.on('message', (m: unknown) => {
        if (isReadyMessage(m)) resolve(m.examhallReady);
      });
      worker.once('exit', (code, signal) => {
        reject(new Error(`server process ${index} exited (${signal ?? code}) while starting`));
        if (stopping) return;
        logger.error({ index, code, signal }, 'server process exited; starting a new one');
        setTimeout(() => {
          if (!stopping)
            fork(index).catch((e: unknown) => logger.error({ err: e }, 'restart failed'));
        }, 1000).unref();
      });
    });
  };

  let url: string;
  try {
    url = await fork(0);
    await Promise.all(Array.from({ length: processes - 1 }, (_, i) => fork(i + 1)));
  } catch (e) {
    logger.fatal({ err: e }, 'Examhall failed to start');
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    await db.stop().catch(() => {});
    process.exit(1);
  }
  console.log(`
  Examhall is running at ${url} (${processes} server processes)
  Using ${db.embedded ? `embedded PostgreSQL (data in ${env.dataDir})` : 'PostgreSQL from DATABASE_URL'}, Redis from REDIS_URL
  Press Ctrl-C to stop.
`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'stopping the server processes');
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      const exited = workers.map((w) => new Promise((r) => w.once('exit', r)));
      for (const w of workers) w.process.kill('SIGTERM');
      const force = setTimeout(() => process.exit(1), 20_000);
      force.unref();
      void Promise.all(exited)
        .then(() => db.stop())
        .then(() => process.exit(0))
        .catch(() => process.exit(1));
    });
  }
}
