import { defineJob } from '../../core/jobs.ts';
import { DEADLINE_JOB, PAPER_QUEUE, SWEEP_EVERY_MS, SWEEP_JOB } from './paper.constants.ts';

/** Delayed job per paper: fires at deadline + GRACE and hands the paper in (handBy 2). */
export const paperDeadlineJob = defineJob<{ paperId: string }>({
  queue: PAPER_QUEUE,
  name: DEADLINE_JOB,
  async process({ paperId }, { services }) {
    return { paperId, outcome: await services.papers.onDeadline(paperId) };
  },
});

/** Every 30 s: hands in papers whose deadline job was missed (Redis restarted, worker down). */
export const paperSweepJob = defineJob<Record<string, never>>({
  queue: PAPER_QUEUE,
  name: SWEEP_JOB,
  every: SWEEP_EVERY_MS,
  async process(_payload, { services, logger }) {
    const handed = await services.papers.sweepOverdue();
    if (handed > 0) logger.info({ handed }, 'sweep handed in overdue papers');
    return { handed };
  },
});
