import { defineJob } from '../../core/jobs.ts';
import { ANNOUNCE_PUBLISHED_JOB, EXAM_QUEUE } from './exam-announce.ts';

/** An enabled exam's audience is told it is open to them: the exam id only. */
export const announcePublishedJob = defineJob<{ examId: string }>({
  queue: EXAM_QUEUE,
  name: ANNOUNCE_PUBLISHED_JOB,
  async process({ examId }, { services, logger }) {
    const sent = await services.exams.announcePublished(examId);
    if (sent > 0) logger.info({ examId, sent }, 'exam published messages sent');
    return { sent };
  },
});
