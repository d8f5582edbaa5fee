import type { Job } from 'bullmq';
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
