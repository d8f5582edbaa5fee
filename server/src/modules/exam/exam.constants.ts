import type { Lang } from '../../core/i18n.ts';

/** Exam open types. */
export const OpenType = {
  PUBLIC: 1,
  /** Departments of the scope (with their sub-departments). */
  DEPARTMENTS: 2,
  /** Named people: departments, groups and users of the scope. */
  PEOPLE: 3,
  PASSWORD: 9,
} as const;
export const OPEN_TYPES = [1, 2, 3, 9] as const;

/** Exam.state (stored): 0 enabled, 1 disabled. */
export const ExamState = { ENABLED: 0, DISABLED: 1 } as const;

/** The computed list state: 0 in progress, 1 disabled, 2 not started, 3 ended. */
export const ListState = { IN_PROGRESS: 0, DISABLED: 1, NOT_STARTED: 2, ENDED: 3 } as const;

/** ExamApply.auditState. */
export const AuditState = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;

/** Scope kinds of ExamScope. */
export const ScopeKind = { DEPT: 'dept', GROUP: 'group', USER: 'user' } as const;

/** Kinds of ExamProctor: a named user, or every member of a group. */
export const ProctorKind = { USER: 'user', GROUP: 'group' } as const;

/** Dictionary exam_type (dict.builtin.ts); the titles in both languages. */
export const EXAM_TYPES = [1, 2, 3] as const;
const EXAM_TYPE_TEXT: Record<Lang, Record<number, string>> = {
  zh: { 1: '正式考试', 2: '模拟考试', 3: '练习考试' },
  en: { 1: 'Formal exam', 2: 'Mock exam', 3: 'Practice exam' },
};

export function examTypeText(examType: number, lang: Lang): string {
  return EXAM_TYPE_TEXT[lang][examType] ?? String(examType);
}

/** Question types a rule may draw (1-6 and composite 99). */
export const RULE_QU_TYPES = [1, 2, 3, 4, 5, 6, 99] as const;

/** The computed list state of an exam at `now`. */
export function listStateOf(
  exam: { state: number; startTime: Date; endTime: Date },
  now: Date,
): number {
  if (exam.state === ExamState.DISABLED) return ListState.DISABLED;
  if (now.getTime() < exam.startTime.getTime()) return ListState.NOT_STARTED;
  if (now.getTime() > exam.endTime.getTime()) return ListState.ENDED;
  return ListState.IN_PROGRESS;
}
