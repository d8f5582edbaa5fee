import { defineJob } from '../../core/jobs.ts';
import { isFinalAttempt } from '../../core/transfer/transfer-job-defs.ts';
import {
  NOTIFY_EXAM_JOB,
  NOTIFY_QUEUE,
  REMIND_SWEEP_EVERY_MS,
  REMIND_SWEEP_JOB,
} from './notify.constants.ts';

/** One exam notification: ids only; the service renders and stores the messages. */
export const notifyExamJob = defineJob<{ jobId: string }>({
  queue: NOTIFY_QUEUE,
  name: NOTIFY_EXAM_JOB,
  async process({ jobId }, { services, job }) {
    await services.notify.runNotifyJob(jobId, { final: isFinalAttempt(job) });
    return { jobId };
  },
});

/** Every minute: learners are told about exams of theirs that start within 30 minutes. */
export const remindStartingExamsJob = defineJob<Record<string, never>>({
  queue: NOTIFY_QUEUE,
  name: REMIND_SWEEP_JOB,
  every: REMIND_SWEEP_EVERY_MS,
  async process(_payload, { services, logger }) {
    const sent = await services.notify.remindStartingExams();
    if (sent > 0) logger.info({ sent }, 'exam start reminders sent');
    return { sent };
  },
});
