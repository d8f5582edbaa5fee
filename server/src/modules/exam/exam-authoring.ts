/**
 * Exam authoring (admin): the list, the editor's detail, save, state and delete.
 *
 * Editing an exam that already has papers (any state): what the papers were drawn and timed by is
 * locked, so every paper of the exam stays comparable. Refused with EXAM_LOCKED_BY_STATE: any change
 * to the rules (bank, chapter, type, level, count, score, order), to startTime or to totalTime, and
 * moving endTime earlier. Allowed: title, content, type, scope, open type and password, applyOn,
 * chance, lateMax, handMin, qualifyScore (a paper keeps the qualifyScore it was started with),
 * answer display, shuffles, proctoring settings and assigned proctors, state, and extending endTime.
 *
 * Staggered starts (exam-slots.ts): staggerMinutes > 0 needs endTime >= startTime + staggerMinutes
 * + totalTime, so the learner with the last slot still gets the whole duration before the exam's
 * end (EXAM_STAGGER_END_TOO_EARLY); once a learner holds a slot (or a paper exists) staggerMinutes
 * is locked (EXAM_LOCKED_BY_STATE), since slots never move. Slots are stored as offsets from
 * startTime, so moving startTime before any paper exists moves every slot with it.
 */
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import type { SecretBox } from '../../core/crypto.ts';
import { containsText } from '../../core/database/like.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Lang } from '../../core/i18n.ts';
import { toPage, type Page } from '../../core/paging.ts';
import type { Db } from '../../core/prisma.ts';
import type { ExamRule, Prisma } from '../../generated/prisma/client.ts';
import { sanitizeRich } from '../question/index.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import { findExamOrThrow, openExamPassword, passwordAad } from './exam-admission.ts';
import { assertRulesDrawable } from './exam-rules.ts';
import { proctorCondition } from './exam.policy.ts';
import { hasSlots } from './exam-slots.ts';
import {
  ExamState,
  OpenType,
  ProctorKind,
  ScopeKind,
  examTypeText,
  listStateOf,
} from './exam.constants.ts';
import {
  AdminExamPageSchema,
  ExamSaveSchema,
  IdsSchema,
  SetStateSchema,
  parseExamId,
  type AdminExamPageInput,
  type ExamSaveData,
  type ExamSaveInput,
} from './exam.inputs.ts';
import {
  examRow,
  listStateWhere,
  score2,
  type AdminExamView,
  type ExamDetailView,
  type ExamProctorView,
  type ExamRuleView,
} from './exam.views.ts';

type RuleKey = Pick<ExamRule, 'repoId' | 'chapterId' | 'quType' | 'level' | 'quCount' | 'quScore'>;

/** The same rules in the same order (scores equal to 1e-9). */
function sameRules(a: readonly RuleKey[], b: readonly RuleKey[]): boolean {
  return (
    a.length === b.length &&
    a.every((r, i) => {
      const o = b[i]!;
      return (
        r.repoId === o.repoId &&
        (r.chapterId ?? null) === (o.chapterId ?? null) &&
        r.quType === o.quType &&
        (r.level ?? null) === (o.level ?? null) &&
        r.quCount === o.quCount &&
        Math.abs(r.quScore - o.quScore) < 1e-9
      );
    })
  );
}

/** Exams for the admin list (exam:list), newest first. */
export async function adminExamPaging(
  db: Db,
  session: SessionUser,
  raw: AdminExamPageInput,
  lang: Lang,
): Promise<Page<AdminExamView>> {
  const input = parseInput(AdminExamPageSchema, raw);
  const now = new Date();
  const where: Prisma.ExamWhereInput = {
    ...(input.title ? { title: containsText(input.title) } : {}),
    ...(input.excludes && input.excludes.length > 0 ? { id: { notIn: input.excludes } } : {}),
    ...(input.examType !== undefined ? { examType: input.examType } : {}),
    ...(input.openType !== undefined ? { openType: input.openType } : {}),
    ...(input.state !== undefined ? listStateWhere(input.state, now) : {}),
  };
  const [total, rows] = await Promise.all([
    db.exam.count({ where }),
    db.exam.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      skip: (input.current - 1) * input.size,
      take: input.size,
    }),
  ]);
  const ids = rows.map((r) => r.id);
  const [counts, proctored] = await Promise.all([
    paperCounts(db, ids),
    proctorableOf(db, session, ids),
  ]);
  return toPage(
    rows.map((e) => ({
      ...examRow(e, lang),
      state: e.state,
      listState: listStateOf(e, now),
      paperCount: counts.get(e.id) ?? 0,
      canProctor: proctored.has(e.id),
      createdAt: e.createdAt,
    })),
    total,
    input.current,
    input.size,
  );
}

/** Which of the exams the caller may proctor (exam.policy.ts). */
async function proctorableOf(db: Db, session: SessionUser, examIds: string[]) {
  if (examIds.length === 0) return new Set<string>();
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT e.id FROM "Exam" e
    WHERE e.id = ANY(${examIds}::text[]) AND ${proctorCondition(session, 'e')}`;
  return new Set(rows.map((r) => r.id));
}

/** Papers per exam (every state). */
async function paperCounts(db: Db, examIds: string[]): Promise<Map<string, number>> {
  if (examIds.length === 0) return new Map();
  const rows = await db.paper.groupBy({
    by: ['examId'],
    where: { examId: { in: examIds } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.examId, r._count._all]));
}

/** Everything the editor needs (exam:list), the password in clear. */
export async function examDetail(
  db: Db,
  secrets: SecretBox,
  rawId: string,
  lang: Lang,
): Promise<ExamDetailView> {
  const exam = await findExamOrThrow(db, parseExamId(rawId));
  const [scopes, proctors, rules, paperCount] = await Promise.all([
    db.examScope.findMany({ where: { examId: exam.id } }),
    proctorViews(db, exam.id),
    db.examRule.findMany({
      where: { examId: exam.id },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    }),
    db.paper.count({ where: { examId: exam.id } }),
  ]);
  const { passwordSealed: _sealed, ...rest } = exam;
  const refs = (kind: string) => scopes.filter((s) => s.kind === kind).map((s) => s.refId);
  return {
    ...rest,
    examTypeText: examTypeText(exam.examType, lang),
    password: exam.openType === OpenType.PASSWORD ? openExamPassword(secrets, exam) : null,
    listState: listStateOf(exam, new Date()),
    departIds: refs(ScopeKind.DEPT),
    groupIds: refs(ScopeKind.GROUP),
    userIds: refs(ScopeKind.USER),
    proctorUserIds: proctors.filter((x) => x.kind === ProctorKind.USER).map((x) => x.id),
    proctorGroupIds: proctors.filter((x) => x.kind === ProctorKind.GROUP).map((x) => x.id),
    proctors,
    ruleList: await ruleViews(db, rules),
    paperCount,
  };
}

/** An exam's assigned proctors with their names: users by name, then groups by name. */
async function proctorViews(db: Db, examId: string): Promise<ExamProctorView[]> {
  const rows = await db.examProctor.findMany({ where: { examId } });
  const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.refId);
  const [users, groups] = await Promise.all([
    db.user.findMany({
      where: { id: { in: ids(ProctorKind.USER) } },
      select: { id: true, realName: true, userName: true },
    }),
    db.group.findMany({
      where: { id: { in: ids(ProctorKind.GROUP) } },
      select: { id: true, groupName: true },
    }),
  ]);
  const byName = (a: ExamProctorView, b: ExamProctorView) =>
    a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  return [
    ...users
      .map((u) => ({ kind: ProctorKind.USER, id: u.id, name: u.realName || u.userName }))
      .sort(byName),
    ...groups.map((g) => ({ kind: ProctorKind.GROUP, id: g.id, name: g.groupName })).sort(byName),
  ];
}

/**
 * The proctor rows an exam stores, per kind the input gives (users, groups); a kind left out
 * (absent or null) keeps its stored rows. Unknown users or groups are refused (PARAM_INVALID).
 */
async function resolveProctors(
  db: Db,
  input: Pick<ExamSaveData, 'proctorUserIds' | 'proctorGroupIds'>,
): Promise<{ kinds: string[]; rows: Array<{ kind: string; refId: string }> }> {
  const { proctorUserIds: userIds, proctorGroupIds: groupIds } = input;
  const [users, groups] = await Promise.all([
    userIds === undefined
      ? []
      : db.user.findMany({ where: { id: { in: userIds } }, select: { id: true } }),
    groupIds === undefined
      ? []
      : db.group.findMany({ where: { id: { in: groupIds } }, select: { id: true } }),
  ]);
  const knownUsers = new Set(users.map((u) => u.id));
  const knownGroups = new Set(groups.map((g) => g.id));
  const details: Record<string, string> = {};
  (userIds ?? []).forEach((ref, i) => {
    if (!knownUsers.has(ref)) details[`proctorUserIds.${i}`] = 'unknown user';
  });
  (groupIds ?? []).forEach((ref, i) => {
    if (!knownGroups.has(ref)) details[`proctorGroupIds.${i}`] = 'unknown group';
  });
  if (Object.keys(details).length > 0) throw new AppError('PARAM_INVALID', {}, details);
  return {
    kinds: [
      ...(userIds === undefined ? [] : [ProctorKind.USER]),
      ...(groupIds === undefined ? [] : [ProctorKind.GROUP]),
    ],
    rows: [
      ...(userIds ?? []).map((refId) => ({ kind: ProctorKind.USER, refId })),
      ...(groupIds ?? []).map((refId) => ({ kind: ProctorKind.GROUP, refId })),
    ],
  };
}

/** Draw rules (an exam's or a template's) with their bank and chapter titles: two reads. */
export async function ruleViews(
  db: Db,
  rules: ReadonlyArray<
    Pick<ExamRule, 'id' | 'repoId' | 'chapterId' | 'quType' | 'level' | 'quCount' | 'quScore'>
  >,
): Promise<ExamRuleView[]> {
  const [repos, chapters] = await Promise.all([
    db.repo.findMany({
      where: { id: { in: [...new Set(rules.map((r) => r.repoId))] } },
      select: { id: true, title: true },
    }),
    db.chapter.findMany({
      where: { id: { in: rules.map((r) => r.chapterId).filter((c): c is string => c !== null) } },
      select: { id: true, title: true },
    }),
  ]);
  const repoTitle = new Map(repos.map((r) => [r.id, r.title]));
  const chapterTitle = new Map(chapters.map((c) => [c.id, c.title]));
  return rules.map((r) => ({
    id: r.id,
    repoId: r.repoId,
    repoTitle: repoTitle.get(r.repoId) ?? null,
    chapterId: r.chapterId,
    chapterTitle: r.chapterId === null ? null : (chapterTitle.get(r.chapterId) ?? null),
    quType: r.quType,
    level: r.level,
    quCount: r.quCount,
    quScore: r.quScore,
  }));
}

/** Creates (no id: exam:add) or updates (exam:update) an exam; returns its id. */
export async function saveExam(
  db: Db,
  secrets: SecretBox,
  session: SessionUser,
  raw: ExamSaveInput,
): Promise<string> {
  const input = parseInput(ExamSaveSchema, raw);
  requirePermission(session, input.id ? PERMISSIONS.examUpdate : PERMISSIONS.examAdd);
  const zero = input.ruleList.findIndex((r) => !(r.quScore > 0));
  if (zero >= 0) {
    throw new AppError('SCORE_VALUE_ZERO', {}, { [`ruleList.${zero}.quScore`]: 'zero' });
  }
  if (input.staggerMinutes > 0) {
    const minEnd = new Date(
      input.startTime.getTime() + (input.staggerMinutes + input.totalTime) * 60_000,
    );
    if (input.endTime.getTime() < minEnd.getTime()) {
      throw new AppError(
        'EXAM_STAGGER_END_TOO_EARLY',
        { time: legacyTime(minEnd) },
        { endTime: 'before startTime + staggerMinutes + totalTime' },
      );
    }
  }
  const scopes = await resolveScopes(db, input);
  const proctors = await resolveProctors(db, input);
  const rules = input.ruleList.map((r, sort) => ({
    sort,
    repoId: r.repoId,
    chapterId: r.chapterId ?? null,
    quType: r.quType,
    level: r.level ?? null,
    quCount: r.quCount,
    quScore: r.quScore,
  }));
  const totalScore = score2(rules.reduce((s, r) => s + r.quCount * r.quScore, 0));
  const data = {
    title: input.title,
    content: sanitizeRich(input.content),
    examType: input.examType,
    offline: input.offline,
    openType: input.openType,
    applyOn: input.applyOn,
    startTime: input.startTime,
    endTime: input.endTime,
    totalTime: input.totalTime,
    totalScore,
    qualifyScore: input.qualifyScore,
    chance: input.chance,
    lateMax: input.lateMax,
    handMin: input.handMin,
    staggerMinutes: input.staggerMinutes,
    shuffleQuestions: input.shuffleQuestions,
    shuffleOptions: input.shuffleOptions,
    answerDisplay: input.answerDisplay,
    partialCredit: input.partialCredit,
    camOn: input.camOn,
    camInterval: input.camInterval,
    faceOn: input.faceOn,
    faceChance: input.faceChance,
    leaveOn: input.leaveOn,
    leaveCount: input.leaveCount,
    leaveSeconds: input.leaveSeconds,
  };

  return db.$transaction(async (tx) => {
    // Banks stay while we check and write the rules (bank delete locks them FOR UPDATE).
    await lockRulesSources(tx, rules);
    let examId: string;
    let keepRules = false;
    if (input.id) {
      const locked = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM "Exam" WHERE id = ${input.id} FOR UPDATE`;
      if (locked.length === 0) throw new AppError('EXAM_NOT_FOUND');
      const existing = (await tx.exam.findUnique({ where: { id: input.id } }))!;
      const papers = await tx.paper.count({ where: { examId: input.id } });
      if (papers > 0) {
        const oldRules = await tx.examRule.findMany({
          where: { examId: input.id },
          orderBy: [{ sort: 'asc' }, { id: 'asc' }],
        });
        const endEarlier = input.endTime.getTime() < existing.endTime.getTime();
        if (
          !sameRules(oldRules, rules) ||
          input.startTime.getTime() !== existing.startTime.getTime() ||
          input.totalTime !== existing.totalTime ||
          endEarlier
        ) {
          throw new AppError('EXAM_LOCKED_BY_STATE');
        }
        keepRules = true;
      }
      if (
        input.staggerMinutes !== existing.staggerMinutes &&
        (papers > 0 || (await hasSlots(tx, input.id)))
      ) {
        throw new AppError('EXAM_LOCKED_BY_STATE');
      }
      examId = input.id;
      await tx.exam.update({
        where: { id: examId },
        data: { ...data, ...(input.state === undefined ? {} : { state: input.state }) },
      });
    } else {
      examId = (
        await tx.exam.create({
          data: { ...data, state: input.state ?? ExamState.ENABLED, createdBy: session.userId },
          select: { id: true },
        })
      ).id;
    }
    if (!keepRules) {
      await assertRulesDrawable(tx, rules);
      await tx.examRule.deleteMany({ where: { examId } });
      await tx.examRule.createMany({ data: rules.map((r) => ({ ...r, examId })) });
    }
    await tx.exam.update({
      where: { id: examId },
      data: {
        passwordSealed:
          input.openType === OpenType.PASSWORD
            ? secrets.seal((input.password ?? '').trim(), passwordAad(examId))
            : null,
      },
    });
    await tx.examScope.deleteMany({ where: { examId } });
    if (scopes.length > 0) {
      await tx.examScope.createMany({ data: scopes.map((s) => ({ ...s, examId })) });
    }
    if (proctors.kinds.length > 0) {
      await tx.examProctor.deleteMany({ where: { examId, kind: { in: proctors.kinds } } });
    }
    if (proctors.rows.length > 0) {
      await tx.examProctor.createMany({ data: proctors.rows.map((x) => ({ ...x, examId })) });
    }
    return examId;
  });
}

/** Locks the rules' banks FOR SHARE; unknown banks or chapters outside their bank: PARAM_INVALID. */
async function lockRulesSources(
  tx: Prisma.TransactionClient,
  rules: ReadonlyArray<{ repoId: string; chapterId: string | null }>,
) {
  const repoIds = [...new Set(rules.map((r) => r.repoId))].sort();
  const found = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT id FROM "Repo" WHERE id = ANY(${repoIds}::text[]) ORDER BY id FOR SHARE`;
  const known = new Set(found.map((r) => r.id));
  const chapterIds = rules.map((r) => r.chapterId).filter((c): c is string => c !== null);
  const chapters = await tx.chapter.findMany({
    where: { id: { in: chapterIds } },
    select: { id: true, repoId: true },
  });
  const chapterRepo = new Map(chapters.map((c) => [c.id, c.repoId]));
  const details: Record<string, string> = {};
  rules.forEach((r, i) => {
    if (!known.has(r.repoId)) details[`ruleList.${i}.repoId`] = 'unknown bank';
    else if (r.chapterId !== null && chapterRepo.get(r.chapterId) !== r.repoId) {
      details[`ruleList.${i}.chapterId`] = 'not a chapter of the bank';
    }
  });
  if (Object.keys(details).length > 0) throw new AppError('PARAM_INVALID', {}, details);
}

/**
 * The scope rows an exam stores: open type 2 keeps departments only, 3 keeps departments, groups
 * and users, 1 and 9 keep none. Departments may be given by id or deptCode (stored by id). Unknown
 * ids are refused; 2 and 3 need at least one entry unless the exam takes applications.
 */
export async function resolveScopes(
  db: Db,
  input: Pick<ExamSaveData, 'openType' | 'departIds' | 'groupIds' | 'userIds' | 'applyOn'>,
) {
  const out: Array<{ kind: string; refId: string }> = [];
  if (input.openType !== OpenType.DEPARTMENTS && input.openType !== OpenType.PEOPLE) return out;
  const details: Record<string, string> = {};
  if (input.departIds.length > 0) {
    const depts = await db.department.findMany({
      where: { OR: [{ id: { in: input.departIds } }, { deptCode: { in: input.departIds } }] },
      select: { id: true, deptCode: true },
    });
    input.departIds.forEach((ref, i) => {
      const d = depts.find((x) => x.id === ref) ?? depts.find((x) => x.deptCode === ref);
      if (d === undefined) details[`departIds.${i}`] = 'unknown department';
      else if (!out.some((o) => o.refId === d.id)) out.push({ kind: ScopeKind.DEPT, refId: d.id });
    });
  }
  if (input.openType === OpenType.PEOPLE) {
    const [groups, users] = await Promise.all([
      db.group.findMany({ where: { id: { in: input.groupIds } }, select: { id: true } }),
      db.user.findMany({ where: { id: { in: input.userIds } }, select: { id: true } }),
    ]);
    const g = new Set(groups.map((x) => x.id));
    const u = new Set(users.map((x) => x.id));
    input.groupIds.forEach((ref, i) => {
      if (!g.has(ref)) details[`groupIds.${i}`] = 'unknown group';
      else out.push({ kind: ScopeKind.GROUP, refId: ref });
    });
    input.userIds.forEach((ref, i) => {
      if (!u.has(ref)) details[`userIds.${i}`] = 'unknown user';
      else out.push({ kind: ScopeKind.USER, refId: ref });
    });
  }
  if (out.length === 0 && !input.applyOn && Object.keys(details).length === 0) {
    details[input.openType === OpenType.DEPARTMENTS ? 'departIds' : 'userIds'] =
      'the scope is empty';
  }
  if (Object.keys(details).length > 0) throw new AppError('PARAM_INVALID', {}, details);
  return out;
}

/** Enables (0) or disables (1) an exam (exam:update). */
export async function setExamState(db: Db, raw: { id: string; state: number }): Promise<boolean> {
  const input = parseInput(SetStateSchema, raw);
  const res = await db.exam.updateMany({
    where: { id: input.id },
    data: { state: input.state },
  });
  if (res.count === 0) throw new AppError('EXAM_NOT_FOUND');
  return true;
}

/** Deletes exams (exam:delete); one with papers refuses the whole call (EXAM_LOCKED_BY_STATE). */
export async function deleteExams(db: Db, rawIds: string[]): Promise<number> {
  const ids = [...new Set(parseInput(IdsSchema, rawIds))].sort();
  return db.$transaction(async (tx) => {
    const found = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM "Exam" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
    if (found.length === 0) return 0;
    const withPapers = await tx.paper.findFirst({
      where: { examId: { in: found.map((r) => r.id) } },
      select: { id: true },
    });
    if (withPapers !== null) throw new AppError('EXAM_LOCKED_BY_STATE');
    const res = await tx.exam.deleteMany({ where: { id: { in: found.map((r) => r.id) } } });
    return res.count;
  });
}
