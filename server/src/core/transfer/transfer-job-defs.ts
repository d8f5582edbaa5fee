import type { Job } from 'bullmq';
import type { Services } from '../../services.ts';
import { defineJob, type Attempt, type JobDefinition } from '../jobs.ts';
import type { ExportNames, TransferNames } from './transfer-spec.ts';

/** Old import/export jobs are purged this often. */
export const PURGE_EVERY_MS = 6 * 3600_000;

/** Payloads carry the job row's id only; the file and the state live in the database. */
export interface TransferPayload {
  jobId: string;
}

/** What a feature's export service offers its jobs. */
export interface ExportRunner {
  runExport(jobId: string, attempt: Attempt): Promise<void>;
  purgeOld(now?: Date): Promise<number>;
}

/** What a feature's import/export service offers its jobs. */
export interface TransferRunner extends ExportRunner {
  runImport(jobId: string, attempt: Attempt): Promise<void>;
}

export interface ExportJobDefinitions {
  exportJob: JobDefinition<TransferPayload>;
  purgeJob: JobDefinition<Record<string, never>>;
}

export interface TransferJobDefinitions extends ExportJobDefinitions {
  importJob: JobDefinition<TransferPayload>;
}

/** Whether BullMQ will not retry this job after the current attempt. */
export function isFinalAttempt(job: Pick<Job, 'attemptsMade' | 'opts'>): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** A job that runs one stored import or export, told whether this is its last attempt. */
function runJob(
  queue: string,
  name: string,
  run: (services: Services, jobId: string, attempt: Attempt) => Promise<void>,
): JobDefinition<TransferPayload> {
  return defineJob<TransferPayload>({
    queue,
    name,
    async process({ jobId }, { services, job }) {
      await run(services, jobId, { final: isFinalAttempt(job) });
      return { jobId };
    },
  });
}

/** The export job and the purge job (every 6 hours) of a feature's export service. */
export function defineExportJobs(
  names: ExportNames,
  runner: (services: Services) => ExportRunner,
): ExportJobDefinitions {
  return {
    exportJob: runJob(names.queue, names.exportJob, (services, jobId, attempt) =>
      runner(services).runExport(jobId, attempt),
    ),
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

/** The import, export and purge job definitions of a feature's import/export service. */
export function defineTransferJobs(
  names: TransferNames,
  runner: (services: Services) => TransferRunner,
): TransferJobDefinitions {
  return {
    ...defineExportJobs(names, runner),
    importJob: runJob(names.queue, names.importJob, (services, jobId, attempt) =>
      runner(services).runImport(jobId, attempt),
    ),
  };
}
