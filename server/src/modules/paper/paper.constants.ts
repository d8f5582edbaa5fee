/** The paper module's queue, jobs and caches (paper states live in the sitting module). */
export const PAPER_QUEUE = 'paper';
export const DEADLINE_JOB = 'paper.deadline';
export const SWEEP_JOB = 'paper.sweep';
export const SWEEP_EVERY_MS = 30_000;

/**
 * BullMQ job id of a paper's deadline job. BullMQ refuses a custom id with exactly one ':' (only
 * none or two are allowed), and a deadline moved by extra time needs a new job anyway, so the id
 * names the paper and the deadline it was scheduled for: `paper-deadline:<paperId>:<deadlineMs>`.
 */
export function deadlineJobId(paperId: string, deadline: Date): string {
  return `paper-deadline:${paperId}:${deadline.getTime()}`;
}

/** The question pool of a running exam is cached in process for this long (also keyed by updatedAt). */
export const POOL_TTL_MS = 60_000;

/** Question types whose options are shuffled when the exam shuffles options. */
export const SHUFFLED_OPTION_TYPES: readonly number[] = [1, 2];
