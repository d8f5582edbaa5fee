/**
 * Constants of the exam back office and the message ids that
 * name them. Ids are literal so the i18n completeness test sees every one.
 */

/** Named routes (seeded menus) the screens link to. */
export const EXAM_ROUTE = {
  list: 'ExamList',
  apply: 'ExamApplyList',
  edit: 'ExamAdd',
  watchDetail: 'ExamWatchDetail',
  review: 'ReviewPaperDetail',
} as const;

/** Where the routes live when the menu does not name them (the seed's paths). */
export const EXAM_PATH = {
  list: '/admin/exam',
  apply: '/admin/exam/apply',
  edit: '/admin/exam/edit',
  watchDetail: '/admin/exam/watch-detail',
  review: '/admin/exam/review',
} as const;

/** openType: 1 public, 2 departments, 3 named people, 9 password. */
export const OPEN_TYPE = { PUBLIC: 1, DEPARTS: 2, PEOPLE: 3, PASSWORD: 9 } as const;
export const OPEN_TYPES = [1, 2, 3, 9] as const;

const OPEN_TYPE_IDS: Record<number, string> = {
  1: 'examAdmin.openType.public',
  2: 'examAdmin.openType.departs',
  3: 'examAdmin.openType.people',
  9: 'examAdmin.openType.password',
};
export function openTypeLabelId(openType: number): string {
  return OPEN_TYPE_IDS[openType] ?? 'examAdmin.openType.public';
}

/** The computed list state of an exam in progress (the live watch is offered for it). */
export const LIST_STATE_RUNNING = 0;

/** Computed list state: 0 in progress, 1 disabled, 2 not started, 3 ended. */
const LIST_STATE: Record<number, { id: string; color: string }> = {
  0: { id: 'examAdmin.listState.running', color: 'green' },
  1: { id: 'examAdmin.listState.disabled', color: 'gray' },
  2: { id: 'examAdmin.listState.notStarted', color: 'blue' },
  3: { id: 'examAdmin.listState.ended', color: 'orange' },
};
export const LIST_STATES = [0, 2, 3, 1] as const;
export function listStateOf(state: number): { id: string; color: string } {
  return LIST_STATE[state] ?? (LIST_STATE[0] as { id: string; color: string });
}

/** Exam.state: 0 enabled, 1 disabled. */
export const EXAM_STATE = { ENABLED: 0, DISABLED: 1 } as const;

/** answerDisplay: 0 never, 1 after hand-in, 2 after the window ends. */
export const ANSWER_DISPLAYS = [
  { value: 0, id: 'examAdmin.answerDisplay.never' },
  { value: 1, id: 'examAdmin.answerDisplay.afterHand' },
  { value: 2, id: 'examAdmin.answerDisplay.afterEnd' },
] as const;

/** Paper state: 0 in exam, 1 awaiting marking, 2 finished, 3 abandoned. */
const PAPER_STATE: Record<number, { id: string; color: string }> = {
  0: { id: 'examAdmin.paperState.inExam', color: 'blue' },
  1: { id: 'examAdmin.paperState.toMark', color: 'orange' },
  2: { id: 'examAdmin.paperState.finished', color: 'green' },
  3: { id: 'examAdmin.paperState.abandoned', color: 'gray' },
};
export const PAPER_STATES = [0, 1, 2, 3] as const;
export function paperStateOf(state: number): { id: string; color: string } {
  return PAPER_STATE[state] ?? (PAPER_STATE[0] as { id: string; color: string });
}

/** reviewState (mark-as): 0 none, 1 pass, 2 fail, 3 invalid score. */
const REVIEW_STATE: Record<number, { id: string; color: string }> = {
  0: { id: 'examAdmin.reviewState.none', color: 'gray' },
  1: { id: 'examAdmin.reviewState.pass', color: 'green' },
  2: { id: 'examAdmin.reviewState.fail', color: 'red' },
  3: { id: 'examAdmin.reviewState.invalid', color: 'orange' },
};
export const REVIEW_STATES = [1, 2, 3, 0] as const;
export function reviewStateOf(state: number): { id: string; color: string } {
  return REVIEW_STATE[state] ?? (REVIEW_STATE[0] as { id: string; color: string });
}

/** Apply auditState: 0 under review, 1 approved, 2 rejected. */
const AUDIT_STATE: Record<number, { id: string; color: string }> = {
  0: { id: 'examAdmin.auditState.pending', color: 'orange' },
  1: { id: 'examAdmin.auditState.approved', color: 'green' },
  2: { id: 'examAdmin.auditState.rejected', color: 'red' },
};
export const AUDIT_STATES = [0, 1, 2] as const;
export function auditStateOf(state: number): { id: string; color: string } {
  return AUDIT_STATE[state] ?? (AUDIT_STATE[0] as { id: string; color: string });
}

/** Paper.handBy: 1 learner, 2 deadline job, 3 deadline sweep, 4 proctor, 5 rule. */
const HAND_BY: Record<number, string> = {
  1: 'examAdmin.handBy.learner',
  2: 'examAdmin.handBy.deadline',
  3: 'examAdmin.handBy.sweep',
  4: 'examAdmin.handBy.proctor',
  5: 'examAdmin.handBy.rule',
};
export function handByLabelId(handBy: number | null | undefined): string | null {
  return handBy == null ? null : (HAND_BY[handBy] ?? null);
}

/** Labels for the exam_type dictionary (1 formal, 2 mock, 3 practice) until it loads. */
export const EXAM_TYPE_FALLBACK_IDS = [
  { value: '1', id: 'examAdmin.examType.formal' },
  { value: '2', id: 'examAdmin.examType.mock' },
  { value: '3', id: 'examAdmin.examType.practice' },
] as const;

/**
 * The exam type choices: the exam_type dictionary's entries (the fallback until it loads), each
 * built-in one under its label in the UI language (the dictionary holds the Chinese titles, and
 * the exam lists show the server's text in the request language), any other entry under its title.
 */
export function examTypeOptions(
  dictionary: readonly { value: string; title: string }[],
  label: (id: string) => string,
): { value: string; label: string }[] {
  const builtIn = new Map<string, string>(EXAM_TYPE_FALLBACK_IDS.map((t) => [t.value, t.id]));
  if (dictionary.length === 0) {
    return EXAM_TYPE_FALLBACK_IDS.map((t) => ({ value: t.value, label: label(t.id) }));
  }
  return dictionary.map((t) => {
    const id = builtIn.get(t.value);
    return { value: t.value, label: id === undefined ? t.title : label(id) };
  });
}

/** Extra time a proctor may grant at once (server: 1..600 minutes). */
export const EXTRA_MINUTES_MIN = 1;
export const EXTRA_MINUTES_MAX = 600;
