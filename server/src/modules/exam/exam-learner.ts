/**
 * The learner's side of exams: the list of exams they may sit or apply for, the check page before
 * starting, and the basic facts of one exam. Admission rules live in exam-admission.ts.
 */
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission, type SessionUser } from '../../core/auth/session-user.ts';
import { containsText } from '../../core/database/like.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Lang } from '../../core/i18n.ts';
import { toPage, type Page } from '../../core/paging.ts';
import type { Db, DbClient } from '../../core/prisma.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { openPaperWhere } from '../sitting/index.ts';
import {
  countAttempts,
  findExamOrThrow,
  meetsRealName,
  requireParticipant,
  startBlockOf,
  type ApprovedFaceLookup,
} from './exam-admission.ts';
import { startSlotOf } from './exam-slots.ts';
import {
  AuditState,
  ExamState,
  OpenType,
  ScopeKind,
  examTypeText,
  listStateOf,
} from './exam.constants.ts';
import { LearnerExamPageSchema, parseExamId, type LearnerExamPageInput } from './exam.inputs.ts';
import {
  blockView,
  examRow,
  listStateWhere,
  summarizeRules,
  type CheckInfoView,
  type LearnerExamView,
  type SimpleExamView,
} from './exam.views.ts';

/**
 * The learner's exam list: enabled exams the learner may sit (public, password, in scope) plus
 * those taking applications; offline exams are listed (flagged), disabled ones are not.
 */
export async function learnerExamPaging(
  db: Db,
  session: SessionUser,
  raw: LearnerExamPageInput,
  lang: Lang,
): Promise<Page<LearnerExamView>> {
  const input = parseInput(LearnerExamPageSchema, raw);
  const now = new Date();
  const userId = session.userId;
  const inScopeRefs = await learnerScopeRefs(db, userId);
  const where: Prisma.ExamWhereInput = {
    state: ExamState.ENABLED,
    ...(input.title ? { title: containsText(input.title) } : {}),
    ...(input.excludes && input.excludes.length > 0 ? { id: { notIn: input.excludes } } : {}),
    ...(input.examType !== undefined ? { examType: input.examType } : {}),
    ...(input.openType !== undefined ? { openType: input.openType } : {}),
    ...(input.listState !== undefined ? listStateWhere(input.listState, now) : {}),
    OR: [
      { openType: { in: [OpenType.PUBLIC, OpenType.PASSWORD] } },
      { applyOn: true },
      {
        scopes: {
          some: {
            OR: inScopeRefs,
          },
        },
      },
    ],
  };
  const [total, rows] = await Promise.all([
    db.exam.count({ where }),
    db.exam.findMany({
      where,
      orderBy: [{ startTime: 'desc' }, { id: 'asc' }],
      skip: (input.current - 1) * input.size,
      take: input.size,
    }),
  ]);
  const ids = rows.map((r) => r.id);
  const [attempts, open, applies, inScope] = await Promise.all([
    db.paper.groupBy({
      by: ['examId'],
      where: { userId, examId: { in: ids } },
      _count: { _all: true },
    }),
    db.paper.findMany({
      where: { userId, examId: { in: ids }, ...openPaperWhere(now) },
      select: { id: true, examId: true },
    }),
    db.examApply.findMany({
      where: { userId, examId: { in: ids } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { examId: true, auditState: true },
    }),
    db.examScope.findMany({
      where: {
        examId: { in: ids },
        OR: inScopeRefs,
      },
      select: { examId: true },
    }),
  ]);
  const scoped = new Set(inScope.map((s) => s.examId));
  const approved = new Set(
    applies.filter((a) => a.auditState === AuditState.APPROVED).map((a) => a.examId),
  );
  const used = new Map(attempts.map((a) => [a.examId, a._count._all]));
  const openOf = new Map(open.map((p) => [p.examId, p.id]));
  const applyOf = new Map<string, number>();
  for (const a of applies) if (!applyOf.has(a.examId)) applyOf.set(a.examId, a.auditState);
  return toPage(
    rows.map((e) => ({
      ...examRow(e, lang),
      qualifyScore: e.qualifyScore,
      chance: e.chance,
      attemptsUsed: used.get(e.id) ?? 0,
      listState: listStateOf(e, now),
      applyOn: e.applyOn,
      applyState: applyOf.get(e.id) ?? null,
      admitted:
        e.openType === OpenType.PUBLIC ||
        e.openType === OpenType.PASSWORD ||
        scoped.has(e.id) ||
        (e.applyOn && approved.has(e.id)),
      openPaperId: openOf.get(e.id) ?? null,
    })),
    total,
    input.current,
    input.size,
  );
}

/**
 * The check page. Not found / not a participant / needs sign-up are errors; whatever keeps a
 * participant from starting now is `startBlock` (null when they may start, or resume their open
 * paper of this exam). A participant of a staggered exam gets their start slot here the first time
 * (exam-slots.ts).
 */
export async function checkInfo(
  db: Db,
  identities: ApprovedFaceLookup,
  session: SessionUser,
  rawId: string,
  lang: Lang,
): Promise<CheckInfoView> {
  const now = new Date();
  const exam = await findExamOrThrow(db, parseExamId(rawId));
  const userId = session.userId;
  await requireParticipant(db, exam, userId);
  const [attemptsUsed, startSlot, approvedFace, openPaper, otherOpen, rules] = await Promise.all([
    countAttempts(db, exam.id, userId),
    startSlotOf(db, exam, userId, now),
    meetsRealName(identities, exam, userId),
    db.paper.findFirst({
      where: { examId: exam.id, userId, ...openPaperWhere(now) },
      select: { id: true },
    }),
    db.paper.findFirst({
      where: { examId: { not: exam.id }, userId, ...openPaperWhere(now) },
      select: { id: true },
    }),
    db.examRule.findMany({
      where: { examId: exam.id },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    }),
  ]);
  let block: AppError | null = null;
  if (openPaper === null) {
    block = startBlockOf(exam, { attemptsUsed, startSlot, approvedFace }, now);
    if (block === null && otherOpen !== null) block = new AppError('EXAM_IN_PROGRESS');
  }
  return {
    id: exam.id,
    title: exam.title,
    content: exam.content,
    examType: exam.examType,
    examTypeText: examTypeText(exam.examType, lang),
    openType: exam.openType,
    needsPassword: exam.openType === OpenType.PASSWORD,
    startTime: exam.startTime,
    endTime: exam.endTime,
    totalTime: exam.totalTime,
    totalScore: exam.totalScore,
    qualifyScore: exam.qualifyScore,
    chance: exam.chance,
    attemptsUsed,
    attemptsLeft: exam.chance > 0 ? Math.max(0, exam.chance - attemptsUsed) : null,
    lateMax: exam.lateMax,
    handMin: exam.handMin,
    camOn: exam.camOn,
    faceOn: exam.faceOn,
    leaveOn: exam.leaveOn,
    staggerMinutes: exam.staggerMinutes,
    startSlot,
    startSlotIn:
      startSlot === null
        ? null
        : Math.max(0, Math.ceil((startSlot.getTime() - now.getTime()) / 1000)),
    realNameRequired: !approvedFace,
    listState: listStateOf(exam, now),
    openPaperId: openPaper?.id ?? null,
    rules: summarizeRules(rules),
    startBlock: block === null ? null : blockView(block, lang),
  };
}

/**
 * Basic facts of an exam (REST simple-detail): holders of exam:list read any exam, others only
 * exams they are a participant of (the admission rules' scope check).
 */
export async function simpleExamDetail(
  db: Db,
  session: SessionUser,
  rawId: string,
  lang: Lang,
): Promise<SimpleExamView> {
  const exam = await findExamOrThrow(db, parseExamId(rawId));
  if (!hasPermission(session, PERMISSIONS.examList)) {
    if (exam.state === ExamState.DISABLED) throw new AppError('EXAM_NOT_FOUND');
    await requireParticipant(db, exam, session.userId);
  }
  return {
    id: exam.id,
    title: exam.title,
    content: exam.content,
    examType: exam.examType,
    examTypeText: examTypeText(exam.examType, lang),
    offline: exam.offline,
    openType: exam.openType,
    startTime: exam.startTime,
    endTime: exam.endTime,
    totalTime: exam.totalTime,
    totalScore: exam.totalScore,
    qualifyScore: exam.qualifyScore,
    chance: exam.chance,
    lateMax: exam.lateMax,
    handMin: exam.handMin,
    staggerMinutes: exam.staggerMinutes,
    answerDisplay: exam.answerDisplay,
    listState: listStateOf(exam, new Date()),
  };
}

/**
 * The scope rows (kind, refId) that take a learner in: the user, their groups, their department
 * and its ancestors. Any table keyed like ExamScope (kind, refId) matches with `some: { OR }`.
 */
export async function learnerScopeRefs(
  db: DbClient,
  userId: string,
): Promise<Array<{ kind: string; refId: string | { in: string[] } }>> {
  const [groups, depts] = await Promise.all([
    db.groupMember.findMany({ where: { userId }, select: { groupId: true } }),
    ancestorDeptIds(db, userId),
  ]);
  return [
    { kind: ScopeKind.USER, refId: userId },
    { kind: ScopeKind.GROUP, refId: { in: groups.map((g) => g.groupId) } },
    { kind: ScopeKind.DEPT, refId: { in: depts } },
  ];
}

/** Ids of the user's department and its ancestors (deptCode prefixes). */
async function ancestorDeptIds(db: DbClient, userId: string): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT d.id FROM "Department" d, "User" u
    WHERE u.id = ${userId} AND u."deptCode" IS NOT NULL AND starts_with(u."deptCode", d."deptCode")`;
  return rows.map((r) => r.id);
}
