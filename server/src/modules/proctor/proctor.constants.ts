/** Paper.exState: why a paper was handed in other than by its learner or the clock. */
export const ExState = {
  NORMAL: 0,
  /** A proctor handed it in (force-hand; force-hand-all takes the proctor's chosen state). */
  FORCED: 1,
  /** More screen leaves than the exam's leaveCount. */
  LEAVE_LIMIT: 2,
  /** Consecutive failed face checks reached the exam's faceChance. */
  FACE_LIMIT: 3,
} as const;

/** The largest camera capture accepted, decoded (a webcam frame is 50-200 KB). */
export const MAX_CAPTURE_BYTES = 1024 * 1024;

/** Face failures that break a paper when the exam's faceChance is 0 (unset). */
export const DEFAULT_FACE_CHANCE = 3;

/**
 * The browser checks every 3 s while the learner is away; a longer gap between two checks means
 * the learner came back in between, and the next check starts a new leave.
 */
export const AWAY_CHECK_GAP_MS = 7_000;

/** The learner's exam connection pings (and refreshes their presence) this often. */
export const PING_MS = 10_000;

/** Captures a paper may send per minute (one at the start, then one every camInterval minutes). */
export const CAPTURE_RATE = {
  name: 'capture:paper',
  points: 6,
  durationSeconds: 60,
  blockSeconds: 60,
} as const;

export const PROCTOR_QUEUE = 'proctor';
export const PURGE_CAPTURES_JOB = 'proctor.purge-captures';
/** The capture retention sweep runs this often. */
export const CAPTURE_SWEEP_EVERY_MS = 3600_000;
/** Captures deleted per query of a sweep, and the time one sweep may take. */
export const PURGE_BATCH = 500;
export const PURGE_BUDGET_MS = 5 * 60_000;
/** Papers force-hand-all hands in at once (each is a transaction on the database pool). */
export const HAND_ALL_CONCURRENCY = 4;
