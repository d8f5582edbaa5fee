/**
 * Pure helpers of the learner's exam screens: state labels and colours, attempts, durations, the
 * actions an exam card offers, and the exam password hand-over to the exam page.
 */

/** Exam list state (computed by the server): 0 in progress, 1 disabled, 2 not started, 3 ended. */
export const LIST_STATE = { IN_PROGRESS: 0, DISABLED: 1, NOT_STARTED: 2, ENDED: 3 } as const;
/** The filter tabs of the exam list, in order ('all' first). */
export const LIST_STATES = [0, 2, 3] as const;

const LIST_STATE_LABEL_IDS: Record<number, string> = {
  0: 'exam.state.inProgress',
  1: 'exam.state.disabled',
  2: 'exam.state.notStarted',
  3: 'exam.state.ended',
};

const LIST_STATE_COLORS: Record<number, string> = {
  0: 'green',
  1: 'gray',
  2: 'blue',
  3: 'gray',
};

export function listStateLabelId(state: number): string {
  return LIST_STATE_LABEL_IDS[state] ?? 'exam.state.disabled';
}

export function listStateColor(state: number): string {
  return LIST_STATE_COLORS[state] ?? 'gray';
}

/** Paper state: 0 in exam, 1 awaiting marking, 2 finished, 3 abandoned. */
export const PAPER_STATE = { IN_EXAM: 0, AWAITING_MARKING: 1, FINISHED: 2, ABANDONED: 3 } as const;

const PAPER_STATE_LABEL_IDS: Record<number, string> = {
  0: 'exam.paperState.inExam',
  1: 'exam.paperState.marking',
  2: 'exam.paperState.finished',
  3: 'exam.paperState.abandoned',
};

const PAPER_STATE_COLORS: Record<number, string> = {
  0: 'blue',
  1: 'orange',
  2: 'green',
  3: 'gray',
};

export function paperStateLabelId(state: number): string {
  return PAPER_STATE_LABEL_IDS[state] ?? 'exam.paperState.finished';
}

export function paperStateColor(state: number): string {
  return PAPER_STATE_COLORS[state] ?? 'gray';
}

/** Apply audit state: 0 under review, 1 approved, 2 rejected (null: never applied). */
export const APPLY_STATE = { REVIEW: 0, APPROVED: 1, REJECTED: 2 } as const;

const APPLY_STATE_LABEL_IDS: Record<number, string> = {
  0: 'exam.apply.stateReview',
  1: 'exam.apply.stateApproved',
  2: 'exam.apply.stateRejected',
};

export function applyStateLabelId(state: number): string {
  return APPLY_STATE_LABEL_IDS[state] ?? 'exam.apply.stateReview';
}

/** Open type 9: an exam password is asked before the start. */
export const OPEN_TYPE_PASSWORD = 9;

/**
 * Attempts still open: null when unlimited (chance 0), never below 0.
 */
export function attemptsLeft(chance: number, used: number): number | null {
  if (chance <= 0) return null;
  return Math.max(0, chance - used);
}

/** "2 / 3": attempts used of the allowed number; "2 / ∞"-style text is left to the caller. */
export interface AttemptsView {
  used: number;
  /** null: unlimited */
  left: number | null;
  /** null: unlimited */
  chance: number | null;
}

export function attemptsView(chance: number, used: number): AttemptsView {
  return {
    used,
    left: attemptsLeft(chance, used),
    chance: chance > 0 ? chance : null,
  };
}

/** Whole hours, minutes and seconds of a length of time in seconds (negative counts as 0). */
export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

export function durationParts(totalSeconds: number): DurationParts {
  const s = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return {
    hours: Math.floor(s / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/**
 * The message id and values that say how long something took: "1 h 5 min 3 s", "5 min 3 s",
 * "3 s"; the zero parts in front are left out.
 */
export function durationMessage(totalSeconds: number): {
  id: string;
  values: Record<string, number>;
} {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  if (hours > 0) return { id: 'exam.duration.hms', values: { h: hours, m: minutes, s: seconds } };
  if (minutes > 0) return { id: 'exam.duration.ms', values: { m: minutes, s: seconds } };
  return { id: 'exam.duration.s', values: { s: seconds } };
}

/**
 * Seconds between two instants (ISO strings or dates), or null when one is missing or invalid.
 */
export function secondsBetween(from: unknown, to: unknown): number | null {
  const a = toTime(from);
  const b = toTime(to);
  if (a === null || b === null) return null;
  return Math.max(0, Math.round((b - a) / 1000));
}

function toTime(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'string' || typeof value === 'number') {
    const t = new Date(value).getTime();
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

/** A score as shown: at most one decimal, no trailing zero (90, 92.5). */
export function formatScore(score: number | null | undefined): string {
  if (score == null || !Number.isFinite(score)) return '-';
  return String(Math.round(score * 10) / 10);
}

/** What a row of the exam list needs to decide its actions. */
export interface ExamRowState {
  listState: number;
  openType: number;
  chance: number;
  attemptsUsed: number;
  applyOn: boolean;
  /** Latest apply's audit state; null when the learner never applied. */
  applyState: number | null | undefined;
  /** May sit it without applying (public, password, in scope, or approved). */
  admitted: boolean;
  openPaperId: string | null | undefined;
}

/**
 * The main action of an exam card:
 * - continue: a paper of this exam is still open (resume it);
 * - start: in progress with attempts left and the learner admitted;
 * - apply: in progress, but the learner is outside the scope of an exam that takes applications
 *   and has not applied yet: 申请参加 is the way in (starting would only be refused);
 * - applyPending / applyRejected: the learner applied (so is outside the exam's scope) and the
 *   application is under review or was rejected: starting would be refused;
 * - exhausted: no attempts left; notStarted / ended / disabled: outside the window.
 */
export type ExamAction =
  | 'continue'
  | 'start'
  | 'apply'
  | 'applyPending'
  | 'applyRejected'
  | 'exhausted'
  | 'notStarted'
  | 'ended'
  | 'disabled';

export function examAction(
  row: Pick<
    ExamRowState,
    'listState' | 'chance' | 'attemptsUsed' | 'openPaperId' | 'applyOn' | 'applyState' | 'admitted'
  >,
): ExamAction {
  if (row.openPaperId != null && row.openPaperId !== '') return 'continue';
  if (row.listState === LIST_STATE.DISABLED) return 'disabled';
  if (row.listState === LIST_STATE.ENDED) return 'ended';
  if (row.applyOn && row.applyState === APPLY_STATE.REVIEW) return 'applyPending';
  if (row.applyOn && row.applyState === APPLY_STATE.REJECTED) return 'applyRejected';
  if (row.listState === LIST_STATE.NOT_STARTED) return 'notStarted';
  if (row.applyOn && !row.admitted) return 'apply';
  if (attemptsLeft(row.chance, row.attemptsUsed) === 0) return 'exhausted';
  return 'start';
}

/** Open types whose scope is a list (departments, people): outsiders may apply when applyOn. */
const SCOPED_OPEN_TYPES = [2, 3];

/**
 * Whether the card offers 申请参加: the learner is outside the scope of an exam that takes
 * applications (not admitted), it has not
 * ended, no paper is open and the learner has no application under review or approved (a rejected
 * one may be sent again).
 */
export function canApply(row: ExamRowState): boolean {
  if (row.admitted || !row.applyOn || !SCOPED_OPEN_TYPES.includes(row.openType)) return false;
  if (row.openPaperId != null && row.openPaperId !== '') return false;
  if (row.listState !== LIST_STATE.IN_PROGRESS && row.listState !== LIST_STATE.NOT_STARTED) {
    return false;
  }
  return row.applyState !== APPLY_STATE.REVIEW && row.applyState !== APPLY_STATE.APPROVED;
}

/**
 * How a question of a result went: awaiting a marker, right (full marks), partial (some points),
 * wrong (none); by the points when the item has them, else by the server's verdict.
 */
export type ItemOutcome = 'marking' | 'right' | 'partial' | 'wrong' | 'scored';

export function itemOutcome(item: {
  needsMarking: boolean;
  isRight?: boolean | null;
  score: number;
  userScore?: number | null;
}): ItemOutcome {
  if (item.needsMarking) return 'marking';
  if (item.userScore != null && item.score > 0) {
    if (item.userScore >= item.score) return 'right';
    return item.userScore > 0 ? 'partial' : 'wrong';
  }
  if (item.isRight === true) return 'right';
  if (item.isRight === false) return 'wrong';
  return 'scored';
}

/** answerDisplay: 0 never, 1 after hand-in, 2 after the window ends. */
export function answersHiddenMessageId(answerDisplay: number | null | undefined): string {
  if (answerDisplay === 0) return 'exam.result.answersNever';
  if (answerDisplay === 2) return 'exam.result.answersAfterEnd';
  return 'exam.result.answersHidden';
}
