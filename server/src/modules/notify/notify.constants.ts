export const NOTIFY_QUEUE = 'notify';
export const NOTIFY_EXAM_JOB = 'notify-exam';

/** The placeholders a template may use. */
export const PLACEHOLDERS = [
  'realName',
  'userName',
  'examTitle',
  'startTime',
  'endTime',
  'totalTime',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Channels: the in-site message, and a text to the recipient's linked number. */
export const CHANNELS = ['msg', 'sms'] as const;

/** Recipients rendered and stored per batch. */
export const NOTIFY_BATCH = 500;

export const NotifyJobState = {
  WAITING: 'waiting',
  ACTIVE: 'active',
  COMPLETED: 'completed',
  FAILED: 'failed',
} as const;

export const REMIND_SWEEP_JOB = 'remind-starting-exams';
/** Learners are told about an exam this long before it starts (checked every minute). */
export const REMIND_BEFORE_MS = 30 * 60_000;
export const REMIND_SWEEP_EVERY_MS = 60_000;
