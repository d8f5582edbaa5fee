/**
 * Exams: authoring (admin), the learner list and the check page. Admission rules live in
 * exam-admission.ts (shared with create-paper), draw-rule feasibility in exam-rules.ts.
 *
 * Editing an exam that already has papers (any state): what the papers were drawn and timed by is
 * locked, so every paper of the exam stays comparable. Refused with EXAM_LOCKED_BY_STATE: any change
 * to the rules (bank, chapter, type, level, count, score, order), to startTime or to totalTime, and
 * moving endTime earlier. Allowed: title, content, type, scope, open type and password, applyOn,
 * chance, lateMax, handMin, qualifyScore (a paper keeps the qualifyScore it was started with),
 * answer display, shuffles, proctoring settings, state, and extending endTime.
 */
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission, type SessionUser } from '../../core/auth/session-user.ts';
import { secretBox } from '../../core/crypto.ts';
import { AppError, parseInput, renderMessage } from '../../core/errors/index.ts';
import type { Lang } from '../../core/i18n.ts';
import type { Infra } from '../../core/infra.ts';
import type { Exam, ExamRule, Prisma } from '../../generated/prisma/client.ts';
import { sanitizeRich } from '../question/index.ts';
import { toPage, type Page } from '../../core/paging.ts';
import {
  countAttempts,
  findExamOrThrow,
  openExamPassword,
  passwordAad,
  requireParticipant,
  startBlockOf,
} from './exam-admission.ts';
import { assertRulesDrawable } from './exam-rules.ts';
import {
  AuditState,
  ExamState,
  ListState,
  OpenType,
  ScopeKind,
  examTypeText,
  listStateOf,
} from './exam.constants.ts';
import {
  AdminExamPageSchema,
  ExamSaveSchema,
  IdSchema,
  IdsSchema,
  LearnerExamPageSchema,
  SetStateSchema,
  type AdminExamPageInput,
  type ExamSaveData,
  type ExamSaveInput,
  type LearnerExamPageInput,
} from './exam.inputs.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { openPaperWhere } from '../sitting/index.ts';
import type { DbClient } from '../../core/prisma.ts';
import { containsText } from '../../core/database/like.ts';

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

export interface ExamDetailView extends Omit<Exam, 'passwordSealed'> {
  examTypeText: string;
  password: string | null;
  listState: number;
  departIds: string[];
  groupIds: string[];
  userIds: string[];
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
  answerDisplay: number;
  listState: number;
}

/** Rounds a score sum to 2 decimals (0.1 + 0.2 is 0.3). */
const score2 = (n: number) => Math.round(n * 100) / 100;

type RuleKey = Pick<ExamRule, 'repoId' | 'chapterId' | 'quType' | 'level' | 'quCount' | 'quScore'>;

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
function examRow(e: Exam, lang: Lang): ExamRowView {
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

export function blockView(e: AppError, lang: Lang): StartBlockView {
  return {
    code: e.legacyCode,
    subCode: e.errorName,
    message: renderMessage(e.errorName, lang, e.args),
  };
}

export class ExamService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  private get secrets() {
    return secretBox(this.infra.env);
  }

  // -------------------------------------------------------------------------------------------
  // Admin
  // -------------------------------------------------------------------------------------------

  /** Exams for the admin list (exam:list), newest first. */
  async adminPaging(raw: AdminExamPageInput, lang: Lang): Promise<Page<AdminExamView>> {
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
      this.db.exam.count({ where }),
      this.db.exam.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip: (input.current - 1) * input.size,
        take: input.size,
      }),
    ]);
    const counts = await this.paperCounts(rows.map((r) => r.id));
    return toPage(
      rows.map((e) => ({
        ...examRow(e, lang),
        state: e.state,
        listState: listStateOf(e, now),
        paperCount: counts.get(e.id) ?? 0,
        createdAt: e.createdAt,
      })),
      total,
      input.current,
      input.size,
    );
  }

  private async paperCounts(examIds: string[]): Promise<Map<string, number>> {
    if (examIds.length === 0) return new Map();
    const rows = await this.db.paper.groupBy({
      by: ['examId'],
      where: { examId: { in: examIds } },
      _count: { _all: true },
    });
    return new Map(rows.map((r) => [r.examId, r._count._all]));
  }

  /** Everything the editor needs (exam:list), the password in clear. */
  async detail(rawId: string, lang: Lang): Promise<ExamDetailView> {
    const exam = await findExamOrThrow(this.db, parseExamId(rawId));
    const [scopes, rules, paperCount] = await Promise.all([
      this.db.examScope.findMany({ where: { examId: exam.id } }),
      this.db.examRule.findMany({
        where: { examId: exam.id },
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      }),
      this.db.paper.count({ where: { examId: exam.id } }),
    ]);
    const [repos, chapters] = await Promise.all([
      this.db.repo.findMany({
        where: { id: { in: [...new Set(rules.map((r) => r.repoId))] } },
        select: { id: true, title: true },
      }),
      this.db.chapter.findMany({
        where: { id: { in: rules.map((r) => r.chapterId).filter((c): c is string => c !== null) } },
        select: { id: true, title: true },
      }),
    ]);
    const repoTitle = new Map(repos.map((r) => [r.id, r.title]));
    const chapterTitle = new Map(chapters.map((c) => [c.id, c.title]));
    const { passwordSealed: _sealed, ...rest } = exam;
    const refs = (kind: string) => scopes.filter((s) => s.kind === kind).map((s) => s.refId);
    return {
      ...rest,
      examTypeText: examTypeText(exam.examType, lang),
      password: exam.openType === OpenType.PASSWORD ? openExamPassword(this.secrets, exam) : null,
      listState: listStateOf(exam, new Date()),
      departIds: refs(ScopeKind.DEPT),
      groupIds: refs(ScopeKind.GROUP),
      userIds: refs(ScopeKind.USER),
      ruleList: rules.map((r) => ({
        id: r.id,
        repoId: r.repoId,
        repoTitle: repoTitle.get(r.repoId) ?? null,
        chapterId: r.chapterId,
        chapterTitle: r.chapterId === null ? null : (chapterTitle.get(r.chapterId) ?? null),
        quType: r.quType,
        level: r.level,
        quCount: r.quCount,
        quScore: r.quScore,
      })),
      paperCount,
    };
  }

  /**
   * Basic facts of an exam (REST simple-detail): holders of exam:list read any exam, others only
   * exams they are a participant of (the admission rules' scope check).
   */
  async simpleDetail(session: SessionUser, rawId: string, lang: Lang): Promise<SimpleExamView> {
    const exam = await findExamOrThrow(this.db, parseExamId(rawId));
    if (!hasPermission(session, PERMISSIONS.examList)) {
      if (exam.state === ExamState.DISABLED) throw new AppError('EXAM_NOT_FOUND');
      await requireParticipant(this.db, exam, session.userId);
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
      answerDisplay: exam.answerDisplay,
      listState: listStateOf(exam, new Date()),
    };
  }

  /** Creates (no id: exam:add) or updates (exam:update) an exam; returns its id. */
  async save(session: SessionUser, raw: ExamSaveInput): Promise<string> {
    const input = parseInput(ExamSaveSchema, raw);
    requirePermission(session, input.id ? PERMISSIONS.examUpdate : PERMISSIONS.examAdd);
    const zero = input.ruleList.findIndex((r) => !(r.quScore > 0));
    if (zero >= 0) {
      throw new AppError('SCORE_VALUE_ZERO', {}, { [`ruleList.${zero}.quScore`]: 'zero' });
    }
    const scopes = await this.resolveScopes(input);
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

    return this.db.$transaction(async (tx) => {
      // Banks stay while we check and write the rules (bank delete locks them FOR UPDATE).
      await this.lockRulesSources(tx, rules);
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
              ? this.secrets.seal((input.password ?? '').trim(), passwordAad(examId))
              : null,
        },
      });
      await tx.examScope.deleteMany({ where: { examId } });
      if (scopes.length > 0) {
        await tx.examScope.createMany({ data: scopes.map((s) => ({ ...s, examId })) });
      }
      return examId;
    });
  }

  /** Locks the rules' banks FOR SHARE; unknown banks or chapters outside their bank: PARAM_INVALID. */
  private async lockRulesSources(
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
  private async resolveScopes(input: ExamSaveData) {
    const out: Array<{ kind: string; refId: string }> = [];
    if (input.openType !== OpenType.DEPARTMENTS && input.openType !== OpenType.PEOPLE) return out;
    const details: Record<string, string> = {};
    if (input.departIds.length > 0) {
      const depts = await this.db.department.findMany({
        where: { OR: [{ id: { in: input.departIds } }, { deptCode: { in: input.departIds } }] },
        select: { id: true, deptCode: true },
      });
      input.departIds.forEach((ref, i) => {
        const d = depts.find((x) => x.id === ref) ?? depts.find((x) => x.deptCode === ref);
        if (d === undefined) details[`departIds.${i}`] = 'unknown department';
        else if (!out.some((o) => o.refId === d.id))
          out.push({ kind: ScopeKind.DEPT, refId: d.id });
      });
    }
    if (input.openType === OpenType.PEOPLE) {
      const [groups, users] = await Promise.all([
        this.db.group.findMany({ where: { id: { in: input.groupIds } }, select: { id: true } }),
        this.db.user.findMany({ where: { id: { in: input.userIds } }, select: { id: true } }),
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
  async setState(raw: { id: string; state: number }): Promise<boolean> {
    const input = parseInput(SetStateSchema, raw);
    const res = await this.db.exam.updateMany({
      where: { id: input.id },
      data: { state: input.state },
    });
    if (res.count === 0) throw new AppError('EXAM_NOT_FOUND');
    return true;
  }

  /** Deletes exams (exam:delete); one with papers refuses the whole call (EXAM_LOCKED_BY_STATE). */
  async delete(rawIds: string[]): Promise<number> {
    const ids = [...new Set(parseInput(IdsSchema, rawIds))].sort();
    return this.db.$transaction(async (tx) => {
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

  // -------------------------------------------------------------------------------------------
  // Learner
  // -------------------------------------------------------------------------------------------

  /**
   * The learner's exam list: enabled exams the learner may sit (public, password, in scope) plus
   * those taking applications; offline exams are listed (flagged), disabled ones are not.
   */
  async learnerPaging(
    session: SessionUser,
    raw: LearnerExamPageInput,
    lang: Lang,
  ): Promise<Page<LearnerExamView>> {
    const input = parseInput(LearnerExamPageSchema, raw);
    const now = new Date();
    const userId = session.userId;
    const [groups, depts] = await Promise.all([
      this.db.groupMember.findMany({ where: { userId }, select: { groupId: true } }),
      ancestorDeptIds(this.db, userId),
    ]);
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
              OR: [
                { kind: ScopeKind.USER, refId: userId },
                { kind: ScopeKind.GROUP, refId: { in: groups.map((g) => g.groupId) } },
                { kind: ScopeKind.DEPT, refId: { in: depts } },
              ],
            },
          },
        },
      ],
    };
    const [total, rows] = await Promise.all([
      this.db.exam.count({ where }),
      this.db.exam.findMany({
        where,
        orderBy: [{ startTime: 'desc' }, { id: 'asc' }],
        skip: (input.current - 1) * input.size,
        take: input.size,
      }),
    ]);
    const ids = rows.map((r) => r.id);
    const [attempts, open, applies, inScope] = await Promise.all([
      this.db.paper.groupBy({
        by: ['examId'],
        where: { userId, examId: { in: ids } },
        _count: { _all: true },
      }),
      this.db.paper.findMany({
        where: { userId, examId: { in: ids }, ...openPaperWhere(now) },
        select: { id: true, examId: true },
      }),
      this.db.examApply.findMany({
        where: { userId, examId: { in: ids } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { examId: true, auditState: true },
      }),
      this.db.examScope.findMany({
        where: {
          examId: { in: ids },
          OR: [
            { kind: ScopeKind.USER, refId: userId },
            { kind: ScopeKind.GROUP, refId: { in: groups.map((g) => g.groupId) } },
            { kind: ScopeKind.DEPT, refId: { in: depts } },
          ],
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
   * paper of this exam).
   */
  async checkInfo(session: SessionUser, rawId: string, lang: Lang): Promise<CheckInfoView> {
    const now = new Date();
    const exam = await findExamOrThrow(this.db, parseExamId(rawId));
    const userId = session.userId;
    await requireParticipant(this.db, exam, userId);
    const [attemptsUsed, openPaper, otherOpen, rules] = await Promise.all([
      countAttempts(this.db, exam.id, userId),
      this.db.paper.findFirst({
        where: { examId: exam.id, userId, ...openPaperWhere(now) },
        select: { id: true },
      }),
      this.db.paper.findFirst({
        where: { examId: { not: exam.id }, userId, ...openPaperWhere(now) },
        select: { id: true },
      }),
      this.db.examRule.findMany({
        where: { examId: exam.id },
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      }),
    ]);
    let block: AppError | null = null;
    if (openPaper === null) {
      block = startBlockOf(exam, attemptsUsed, now);
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
      listState: listStateOf(exam, now),
      openPaperId: openPaper?.id ?? null,
      rules: summarizeRules(rules),
      startBlock: block === null ? null : blockView(block, lang),
    };
  }
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

/** Ids of the user's department and its ancestors (deptCode prefixes). */
export async function ancestorDeptIds(db: DbClient, userId: string): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT d.id FROM "Department" d, "User" u
    WHERE u.id = ${userId} AND u."deptCode" IS NOT NULL AND starts_with(u."deptCode", d."deptCode")`;
  return rows.map((r) => r.id);
}

/** A missing id is PARAM_INVALID; an id that names nothing is EXAM_NOT_FOUND (later). */
function parseExamId(raw: unknown): string {
  return parseInput(IdSchema, raw);
}
