/** The paper module's queue, jobs and caches (paper states live in the sitting module). */
export const PAPER_QUEUE = 'paper';
/** A paper's own deadline job: stored by earlier versions, still handled when it fires. */
export const DEADLINE_JOB = 'paper.deadline';
/** The job that hands in an exam's overdue papers, one per exam and deadline second. */
export const EXAM_DEADLINES_JOB = 'paper.exam-deadlines';
export const SWEEP_JOB = 'paper.sweep';
export const SWEEP_EVERY_MS = 30_000;

/**
 * BullMQ job id of the job for an exam's papers whose deadlines fall in one second (`second`: its
 * end, in ms): `paper-deadlines:<examId>:<secondMs>`. A sitting's 10,000 starts spread over a
 * minute share about 60 jobs, where one job per paper cost the embedded PostgreSQL a sixth of its
 * time during the start, and removing each at hand-in a quarter during the hand-in.
 */
export function examDeadlinesJobId(examId: string, second: number): string {
  return `paper-deadlines:${examId}:${second}`;
}

/** The question pool of a running exam is cached in process for this long (also keyed by updatedAt). */
export const POOL_TTL_MS = 60_000;

/** Question types whose options are shuffled when the exam shuffles options. */
export const SHUFFLED_OPTION_TYPES: readonly number[] = [1, 2];
