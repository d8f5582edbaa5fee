import type { Job } from 'bullmq';
import { defineJob } from '../../core/jobs.ts';
import { EXPORT_JOB, IMPORT_JOB, USER_QUEUE } from './user-transfer.service.ts';

/** Payloads carry the UserTransferJob id only; the file and the state live in the database. */
interface UserJobPayload {
  jobId: string;
}

const isFinalAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

export const importUsersJob = defineJob<UserJobPayload>({
  queue: USER_QUEUE,
  name: IMPORT_JOB,
  async process({ jobId }, { services, job }) {
    await services.userTransfer.runImport(jobId, { final: isFinalAttempt(job) });
    return { jobId };
  },
});

export const exportUsersJob = defineJob<UserJobPayload>({
  queue: USER_QUEUE,
  name: EXPORT_JOB,
  async process({ jobId }, { services, job }) {
    await services.userTransfer.runExport(jobId, { final: isFinalAttempt(job) });
    return { jobId };
  },
});

/** Every 6 hours: forget user import/export jobs (and their stored files) older than 7 days. */
export const purgeUserJobsJob = defineJob<Record<string, never>>({
  queue: 'maintenance',
  name: 'user.purge-jobs',
  every: 6 * 3600_000,
  async process(_payload, { services, logger }) {
    const jobs = await services.userTransfer.purgeOld();
    if (jobs > 0) logger.info({ jobs }, 'purged old user import/export jobs');
    return { jobs };
  },
});
