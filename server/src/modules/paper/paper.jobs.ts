import { defineJob } from '../../core/jobs.ts';
import {
  DEADLINE_JOB,
  EXAM_DEADLINES_JOB,
  PAPER_QUEUE,
  SWEEP_EVERY_MS,
  SWEEP_JOB,
} from './paper.constants.ts';

/**
 * Delayed job per exam and deadline second: fires at that second's end + GRACE and hands in the
 * exam's overdue papers (handBy 2).
 */
export const examDeadlinesJob = defineJob<{ examId: string; due: number }>({
  queue: PAPER_QUEUE,
  name: EXAM_DEADLINES_JOB,
  async process({ examId, due }, { services }) {
    return { examId, handed: await services.papers.onExamDeadline(examId, due) };
  },
});

/**
 * Delayed job per paper, stored by earlier versions (queues may still hold some): fires at
 * deadline + GRACE and hands the paper in (handBy 2).
 */
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
