/**
 * What the exam operations return (the admin and learner lists, the editor's detail, the check
 * page) and the helpers both sides' lists share.
 */
import { renderMessage, type AppError } from '../../core/errors/index.ts';
import type { Lang } from '../../core/i18n.ts';
import type { Exam, ExamRule, Prisma } from '../../generated/prisma/client.ts';
import { ExamState, ListState, examTypeText } from './exam.constants.ts';

/** The fields every exam list row starts with (see `examRow`). */
export interface ExamRowView {
  id: string;
  title: string;
  examType: number;
  examTypeText: string;
  offline: boolean;
  openType: number;
  startTime: Date;
  endTime: Date;
  totalTime: number;
  totalScore: number;
}

export interface AdminExamView extends ExamRowView {
  state: number;
  listState: number;
  paperCount: number;
  /** Whether the caller may proctor (watch) the exam. */
  canProctor: boolean;
  createdAt: Date;
}

export interface ExamRuleView {
  id: string;
  repoId: string;
  repoTitle: string | null;
  chapterId: string | null;
  chapterTitle: string | null;
  quType: number;
  level: number | null;
  quCount: number;
  quScore: number;
}

/** One assigned proctor as the exam's detail lists it. */
export interface ExamProctorView {
  /** 'user' or 'group'. */
  kind: string;
  id: string;
  /** The user's real name (else user name) or the group's name. */
  name: string;
}

export interface ExamDetailView extends Omit<Exam, 'passwordSealed'> {
  examTypeText: string;
  password: string | null;
  listState: number;
  departIds: string[];
  groupIds: string[];
  userIds: string[];
  proctorUserIds: string[];
  proctorGroupIds: string[];
  /** The assigned proctors with their names, users first. */
  proctors: ExamProctorView[];
  ruleList: ExamRuleView[];
  paperCount: number;
}

export interface LearnerExamView extends ExamRowView {
  qualifyScore: number;
  chance: number;
  attemptsUsed: number;
  listState: number;
  applyOn: boolean;
  applyState: number | null;
  /** The learner may sit it without applying (public, password, in scope, or approved). */
  admitted: boolean;
  openPaperId: string | null;
}

export interface StartBlockView {
  code: number;
  subCode: string;
  message: string;
}

export interface RuleSummaryView {
  quType: number;
  quCount: number;
  quScore: number;
  totalScore: number;
}

export interface CheckInfoView {
  id: string;
  title: string;
  content: string;
  examType: number;
  examTypeText: string;
  openType: number;
  needsPassword: boolean;
  startTime: Date;
  endTime: Date;
  totalTime: number;
  totalScore: number;
  qualifyScore: number;
  chance: number;
  attemptsUsed: number;
  attemptsLeft: number | null;
  lateMax: number;
  handMin: number;
  camOn: boolean;
  faceOn: boolean;
  leaveOn: boolean;
  /** Minutes over which the exam spreads its starts; 0 = everyone may start at startTime. */
  staggerMinutes: number;
  /** The learner's own start slot (staggered exams), null otherwise. */
  startSlot: Date | null;
  /** Seconds from now to startSlot (0 once reached), so a countdown needs no trusted client clock. */
  startSlotIn: number | null;
  /** The exam has face checks and the learner has no approved real-name photo yet. */
  realNameRequired: boolean;
  listState: number;
  openPaperId: string | null;
  rules: RuleSummaryView[];
  startBlock: StartBlockView | null;
}

/** What a learner may read about an exam without the editor's data (REST simple-detail). */
export interface SimpleExamView extends ExamRowView {
  content: string;
  qualifyScore: number;
  chance: number;
  lateMax: number;
  handMin: number;
  staggerMinutes: number;
  answerDisplay: number;
  listState: number;
}

/** Rounds a score sum to 2 decimals (0.1 + 0.2 is 0.3). */
export const score2 = (n: number) => Math.round(n * 100) / 100;

/** Where-clause of a list state (0 in progress, 1 disabled, 2 not started, 3 ended) at `now`. */
export function listStateWhere(state: number, now: Date): Prisma.ExamWhereInput {
  switch (state) {
    case ListState.DISABLED:
      return { state: ExamState.DISABLED };
    case ListState.NOT_STARTED:
      return { state: ExamState.ENABLED, startTime: { gt: now } };
    case ListState.ENDED:
      return { state: ExamState.ENABLED, endTime: { lt: now } };
    default:
      return { state: ExamState.ENABLED, startTime: { lte: now }, endTime: { gte: now } };
  }
}

/**
 * The leading fields of an exam list row (the admin list and the learner list, GraphQL and REST);
 * each caller adds its own after them, `listState` included, so the row keeps its field order.
 */
export function examRow(e: Exam, lang: Lang): ExamRowView {
  return {
    id: e.id,
    title: e.title,
    examType: e.examType,
    examTypeText: examTypeText(e.examType, lang),
    offline: e.offline,
    openType: e.openType,
    startTime: e.startTime,
    endTime: e.endTime,
    totalTime: e.totalTime,
    totalScore: e.totalScore,
  };
}

/** What keeps a participant from starting now, as the check page shows it. */
export function blockView(e: AppError, lang: Lang): StartBlockView {
  return {
    code: e.legacyCode,
    subCode: e.errorName,
    message: renderMessage(e.errorName, lang, e.args),
  };
}

/** Rules merged by question type and score, in rule order (the check page's table). */
export function summarizeRules(
  rules: ReadonlyArray<Pick<ExamRule, 'quType' | 'quCount' | 'quScore'>>,
) {
  const out: RuleSummaryView[] = [];
  for (const r of rules) {
    const same = out.find((o) => o.quType === r.quType && Math.abs(o.quScore - r.quScore) < 1e-9);
    if (same) {
      same.quCount += r.quCount;
      same.totalScore = score2(same.quCount * same.quScore);
    } else {
      out.push({
        quType: r.quType,
        quCount: r.quCount,
        quScore: r.quScore,
        totalScore: score2(r.quCount * r.quScore),
      });
    }
  }
  return out;
}
