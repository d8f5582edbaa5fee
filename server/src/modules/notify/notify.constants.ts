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

/** Channels: the in-site message now (SMS joins when the SMS provider exists). */
export const CHANNELS = ['msg'] as const;

/** Recipients rendered and stored per batch. */
export const NOTIFY_BATCH = 500;

export const NotifyJobState = {
  WAITING: 'waiting',
  ACTIVE: 'active',
  COMPLETED: 'completed',
  FAILED: 'failed',
} as const;
