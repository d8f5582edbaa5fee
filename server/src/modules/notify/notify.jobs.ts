import { defineJob } from '../../core/jobs.ts';
import { isFinalAttempt } from '../../core/transfer/transfer-job-defs.ts';
import { NOTIFY_EXAM_JOB, NOTIFY_QUEUE } from './notify.constants.ts';

/** One exam notification: ids only; the service renders and stores the messages. */
export const notifyExamJob = defineJob<{ jobId: string }>({
  queue: NOTIFY_QUEUE,
  name: NOTIFY_EXAM_JOB,
  async process({ jobId }, { services, job }) {
    await services.notify.runNotifyJob(jobId, { final: isFinalAttempt(job) });
    return { jobId };
  },
});
