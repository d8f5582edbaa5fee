import type { Job } from 'bullmq';
import type { Services } from '../../services.ts';
import { defineJob, type Attempt, type JobDefinition } from '../jobs.ts';
import type { TransferNames } from './transfer-jobs.ts';

/** Old import/export jobs are purged this often. */
export const PURGE_EVERY_MS = 6 * 3600_000;

/** Payloads carry the job row's id only; the file and the state live in the database. */
export interface TransferPayload {
  jobId: string;
}

/** What a feature's transfer service offers its jobs. */
export interface TransferRunner {
  runImport(jobId: string, attempt: Attempt): Promise<void>;
  runExport(jobId: string, attempt: Attempt): Promise<void>;
  purgeOld(now?: Date): Promise<number>;
}

export interface TransferJobDefinitions {
  importJob: JobDefinition<TransferPayload>;
  exportJob: JobDefinition<TransferPayload>;
  purgeJob: JobDefinition<Record<string, never>>;
}

/** Whether BullMQ will not retry this job after the current attempt. */
export function isFinalAttempt(job: Pick<Job, 'attemptsMade' | 'opts'>): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** The import, export and purge job definitions of a feature's transfer service. */
export function defineTransferJobs(
  names: TransferNames,
  runner: (services: Services) => TransferRunner,
): TransferJobDefinitions {
  return {
    importJob: defineJob<TransferPayload>({
      queue: names.queue,
      name: names.importJob,
      async process({ jobId }, { services, job }) {
        await runner(services).runImport(jobId, { final: isFinalAttempt(job) });
        return { jobId };
      },
    }),
    exportJob: defineJob<TransferPayload>({
      queue: names.queue,
      name: names.exportJob,
      async process({ jobId }, { services, job }) {
        await runner(services).runExport(jobId, { final: isFinalAttempt(job) });
        return { jobId };
      },
    }),
    purgeJob: defineJob<Record<string, never>>({
      queue: 'maintenance',
      name: names.purgeJob,
      every: PURGE_EVERY_MS,
      async process(_payload, { services, logger }) {
        const jobs = await runner(services).purgeOld();
        if (jobs > 0) logger.info({ jobs }, `purged old ${names.label} import/export jobs`);
        return { jobs };
      },
    }),
  };
}
