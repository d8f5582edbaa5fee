import type { Job } from 'bullmq';
import { defineJob } from '../../core/jobs.ts';
import { EXPORT_JOB, IMPORT_JOB, QUESTION_QUEUE } from './question-transfer.service.ts';

/** Payloads carry the QuestionJob id only; the file and the state live in the database. */
interface QuestionJobPayload {
  jobId: string;
}

const isFinalAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

export const importQuestionsJob = defineJob<QuestionJobPayload>({
  queue: QUESTION_QUEUE,
  name: IMPORT_JOB,
  async process({ jobId }, { services, job }) {
    await services.questionTransfer.runImport(jobId, { final: isFinalAttempt(job) });
    return { jobId };
  },
});

export const exportQuestionsJob = defineJob<QuestionJobPayload>({
  queue: QUESTION_QUEUE,
  name: EXPORT_JOB,
  async process({ jobId }, { services, job }) {
    await services.questionTransfer.runExport(jobId, { final: isFinalAttempt(job) });
    return { jobId };
  },
});

/** Every 6 hours: forget import/export jobs (and their stored files) older than 7 days. */
export const purgeQuestionJobsJob = defineJob<Record<string, never>>({
  queue: 'maintenance',
  name: 'question.purge-jobs',
  every: 6 * 3600_000,
  async process(_payload, { services, logger }) {
    const jobs = await services.questionTransfer.purgeOld();
    if (jobs > 0) logger.info({ jobs }, 'purged old question import/export jobs');
    return { jobs };
  },
});
