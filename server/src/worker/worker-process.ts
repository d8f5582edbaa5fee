import 'reflect-metadata';
// First: it settles NODE_ENV before any library reads it.
import '../core/env.ts';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInfra } from '../core/infra.ts';
import { logger } from '../core/logger.ts';
import { StartupError } from '../core/startup-error.ts';
import { createServices } from '../services.ts';
import { startJobConsumers } from './register-jobs.ts';

/** A process that only consumes jobs (docker-compose `worker`); scale it independently. */
export async function startWorkerProcess(): Promise<void> {
  // The server (or the compose migrate step) owns migrations; a worker never races it.
  const cannotStart = (e: unknown): never => {
    if (!(e instanceof StartupError)) throw e;
    console.error(`Examhall worker cannot start: ${e.message}`);
    process.exit(1);
  };
  const infra = await createInfra({ migrate: false }).catch(cannotStart);
  const services = await Promise.resolve()
    .then(() => createServices(infra))
    .catch(async (e: unknown) => {
      await infra.close();
      return cannotStart(e);
    });
  const workers = await startJobConsumers(infra, services);
  logger.info({ queues: workers.map((w) => w.name) }, 'worker started');
  // Liveness for the container healthcheck: touched while every worker is running.
  const aliveFile = path.join(tmpdir(), 'examhall-worker.alive');
  const heartbeat = setInterval(() => {
    if (workers.every((w) => w.isRunning())) writeFileSync(aliveFile, String(Date.now()));
  }, 10_000);
  writeFileSync(aliveFile, String(Date.now()));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down');
    clearInterval(heartbeat);
    await services.close();
    await infra.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
