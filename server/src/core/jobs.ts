import { UnrecoverableError, type Job } from 'bullmq';
import { isAppError, type ErrorName } from './errors/index.ts';
import type { Services } from '../services.ts';
import type { Logger } from './logger.ts';

export interface JobContext {
  services: Services;
  logger: Logger;
  job: Job;
}

/**
 * A job kind: typed payload, the queue it runs on, and its processor, which only calls services.
 * `every` makes it a repeating job scheduled once per deployment (idempotent upsert).
 */
export interface JobDefinition<P = unknown> {
  queue: string;
  name: string;
  every?: number;
  process(payload: P, ctx: JobContext): Promise<unknown>;
}

export function defineJob<P>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}

/** Attempt facts a job processor passes to its service (BullMQ retries with backoff). */
export interface Attempt {
  /** This is the last attempt BullMQ will make. */
  final: boolean;
}

/**
 * Runs a job body. A catalogue error (data deleted, unreadable file, permission lost) cannot be
 * cured by retrying: the job is marked failed with that reason and BullMQ stops at once. Anything
 * else is retried, and marks the job failed only on the last attempt.
 */
export async function runFailFast(
  attempt: Attempt,
  markFailed: (reason: ErrorName) => Promise<unknown>,
  body: () => Promise<void>,
): Promise<void> {
  try {
    await body();
  } catch (e) {
    if (isAppError(e)) {
      await markFailed(e.errorName);
      throw new UnrecoverableError(e.errorName);
    }
    if (attempt.final) await markFailed('INTERNAL_ERROR');
    throw e;
  }
}
