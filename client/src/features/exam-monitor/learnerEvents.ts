/**
 * What the learner's live exam events mean for the page: a proctor message joins the stack of
 * warnings (each stays until dismissed), a forced hand-in ends the sitting with the proctor's
 * reason, extra time re-reads the clock. Events of another exam or paper are ignored.
 */

/** The live event as the subscription delivers it. */
export interface LearnerEventData {
  kind: string;
  examId: string;
  paperId?: string | null;
  message: string;
  at: unknown;
  handBy?: number | null;
  deadline?: unknown;
}

export type LearnerEventAction =
  | { type: 'message'; message: ProctorMessage }
  | { type: 'handedIn'; reason: string; handBy: number | null }
  | { type: 'extraTime' }
  | { type: 'none' };

export interface ProctorMessage {
  id: string;
  text: string;
  /** ms since the epoch */
  at: number;
}

function timeOf(value: unknown): number {
  const ms =
    typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : Date.now();
}

let sequence = 0;

export function learnerEventAction(
  event: LearnerEventData,
  sitting: { examId: string; paperId: string },
): LearnerEventAction {
  if (event.examId !== sitting.examId) return { type: 'none' };
  if (event.paperId != null && event.paperId !== '' && event.paperId !== sitting.paperId) {
    return { type: 'none' };
  }
  switch (event.kind) {
    case 'message': {
      const at = timeOf(event.at);
      sequence += 1;
      const key = `${at}-${sequence}`;
      return { type: 'message', message: { id: key, text: event.message, at } };
    }
    case 'handedIn':
      return { type: 'handedIn', reason: event.message, handBy: event.handBy ?? null };
    case 'extraTime':
      return { type: 'extraTime' };
    default:
      return { type: 'none' };
  }
}

/** Who handed a paper in (Paper.handBy) other than its learner. */
export const HandBy = { DEADLINE_JOB: 2, SWEEP: 3, PROCTOR: 4, RULE: 5 } as const;

/** The message id telling the learner why the paper was handed in, and whether it has a reason. */
export function handedInMessageId(handBy: number | null, reason: string): string {
  if (handBy === HandBy.DEADLINE_JOB || handBy === HandBy.SWEEP) return 'examMonitor.end.timeUp';
  const why = reason.trim() !== '';
  if (handBy === HandBy.RULE) return why ? 'examMonitor.end.ruleWhy' : 'examMonitor.end.handedIn';
  return why ? 'examMonitor.end.forcedWhy' : 'examMonitor.end.forced';
}

/** The stack of proctor messages: newest last, each until dismissed. */
export type MessageStackAction =
  { type: 'add'; message: ProctorMessage } | { type: 'dismiss'; id: string };

export function messageStack(
  stack: readonly ProctorMessage[],
  action: MessageStackAction,
): readonly ProctorMessage[] {
  if (action.type === 'add') {
    if (stack.some((m) => m.id === action.message.id)) return stack;
    return [...stack, action.message];
  }
  return stack.filter((m) => m.id !== action.id);
}
