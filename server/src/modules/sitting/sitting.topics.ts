/**
 * The live events of a running exam, on the process-wide pubsub (Redis-backed when configured, so
 * they cross server processes). The paper module publishes progress and hand-ins, the proctoring
 * module presence, leaves, snapshots, face checks and messages; the watch subscription and the
 * legacy exam socket read them. Payloads carry what a subscriber shows (no re-read per event, but
 * for a progress event's answered count, read as the watch delivers it) and survive JSON: times
 * are ms since the epoch.
 */

/** What happened, for proctors of one exam (`EXAM_WATCH`, keyed by exam id). */
export const WatchEventKind = {
  ONLINE: 'online',
  OFFLINE: 'offline',
  PROGRESS: 'progress',
  LEAVE: 'leave',
  SNAPSHOT: 'snapshot',
  HAND_IN: 'handIn',
  EXTRA_TIME: 'extraTime',
} as const;
export type WatchEventKindCode = (typeof WatchEventKind)[keyof typeof WatchEventKind];

export interface WatchEvent {
  kind: WatchEventKindCode;
  examId: string;
  userId: string;
  paperId: string | null;
  /** ms since the epoch */
  at: number;
  online?: boolean;
  /**
   * progress: answered of total; `answered` is read when a proctor's subscription delivers the
   * event (the publisher sends the total only)
   */
  answered?: number;
  total?: number;
  /** leave: the count so far and this leave's seconds away */
  leaveTimes?: number;
  leaveSeconds?: number;
  /** snapshot: its address (private: the learner and holders of exam:watch) and face check */
  snapshotUrl?: string;
  facePass?: boolean | null;
  faceScore?: number | null;
  failCount?: number;
  /** handIn: who (Paper.handBy) and the recorded exception */
  handBy?: number;
  exState?: number;
  exMsg?: string;
  /** extraTime: the new deadline (ms) */
  deadline?: number;
}

/** What a learner is told while sitting (`LEARNER_EXAM`, keyed by user id). */
export const LearnerEventKind = {
  MESSAGE: 'message',
  HANDED_IN: 'handedIn',
  EXTRA_TIME: 'extraTime',
} as const;
export type LearnerEventKindCode = (typeof LearnerEventKind)[keyof typeof LearnerEventKind];

export interface LearnerEvent {
  kind: LearnerEventKindCode;
  examId: string;
  paperId: string | null;
  /** message: the proctor's text; handedIn: the reason recorded (exMsg) */
  message: string;
  at: number;
  /** handedIn: Paper.handBy */
  handBy?: number;
  /** extraTime: the new deadline (ms) */
  deadline?: number;
}

declare module '../../core/pubsub.ts' {
  interface Topics {
    /** Events of one exam for its proctors; the id is the exam id. */
    EXAM_WATCH: [examId: string, event: WatchEvent];
    /** Events for one learner (messages, forced hand-in, extra time); the id is the user id. */
    LEARNER_EXAM: [userId: string, event: LearnerEvent];
  }
}
