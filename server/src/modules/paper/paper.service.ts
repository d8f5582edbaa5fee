/**
 * Taking an exam: create (or resume) a paper, read it, save answers, the server-owned clock, hand-in
 * (learner, deadline job, sweep, proctor), and extra time.
 *
 * Rules (issue 5, DESIGN sections 5 and 9, CONTRACT):
 * - create-paper returns the learner's open paper of the exam while it is before its deadline
 *   (resume, no admission re-check); otherwise admission (exam-admission.ts) decides, then ONE
 *   transaction under a per-user advisory lock refuses another exam in progress (EXAM_IN_PROGRESS)
 *   and inserts the paper and all its questions (one bulk insert). The exam's question pool is
 *   cached in process (examId + updatedAt, short TTL). After commit the deadline job is scheduled.
 * - Nothing learner-reachable returns a key while the paper is in progress.
 * - fill-answer is ONE SQL statement: it writes only if the paper is the caller's, in exam, now is
 *   before deadline + GRACE and the seq is newer. Only when it writes nothing, a diagnostic read
 *   decides: a stale seq is { applied: false } (an exact duplicate of the stored save is
 *   { applied: true }: a retried request), otherwise the refusal code.
 * - hand-in happens once: SELECT ... FOR UPDATE (waits for in-flight saves, which hold FOR SHARE),
 *   state must be 0, grade every item, store totals and the wrong-answer book in one transaction.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { secretBox, type SecretBox } from '../../core/crypto.ts';
import { AppError, isAppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import type { Exam, ExamRule, Prisma } from '../../generated/prisma/client.ts';
import { COMPOSITE_TYPES } from '../grading/grading.types.ts';
import { asLearnerAnswer } from '../grading/answer-reading.ts';
import {
  type LearnerQuestionView,
  type StoredQuestion,
  loadQuestions,
  toLearnerView,
} from '../question/question-views.ts';
import { recordWrongBookAnswers } from '../wrongbook/wrongbook.service.ts';
import {
  DEADLINE_JOB,
  PAPER_QUEUE,
  POOL_TTL_MS,
  SHUFFLED_OPTION_TYPES,
  deadlineJobId,
} from './paper.constants.ts';
import { gradePaperItem } from './paper-grading.ts';
import {
  CreatePaperSchema,
  ExtraTimeSchema,
  FillAnswerSchema,
  PaperIdSchema,
  PaperQuestionSchema,
  toParsedFill,
  type CreatePaperInput,
  type ExtraTimeInput,
  type FillAnswerInput,
  type PaperIdInput,
  type PaperQuestionInput,
} from './paper.inputs.ts';
import { summarizePaper } from './paper-scoring.ts';
import {
  GRACE_MS,
  GRACE_SQL_INTERVAL,
  HandBy,
  type HandByCode,
  PaperState,
} from '../sitting/index.ts';
import type { DbClient } from '../../core/prisma.ts';

/** What exam-admission.ts returns (CONTRACT). */
export interface Admission {
  exam: Exam;
  attemptsUsed: number;
  extraMinutes: number;
}
export type AdmitLearner = (
  db: DbClient,
  secrets: SecretBox,
  user: SessionUser,
  examId: string,
  opts: { password?: string; checkPassword: boolean; now?: Date },
) => Promise<Admission>;

export interface PaperItemView {
  quId: string;
  quType: number;
  sort: number;
  score: number;
  answered: boolean;
  mark: boolean;
}

export interface PaperDetailView {
  id: string;
  examId: string;
  title: string;
  state: number;
  leftSeconds: number;
  totalScore: number;
  qualifyScore: number;
  handMin: number;
  startedAt: Date;
  deadline: Date;
  quCount: number;
  answeredCount: number;
  items: PaperItemView[];
}

/** A question of a paper as the learner sees it: every key field null. */
export interface PaperQuestionView extends Omit<
  LearnerQuestionView,
  'subList' | 'isRight' | 'analysis' | 'rightBlanks' | 'rightPairs' | 'referenceAnswer'
> {
  quId: string | null;
  paperId: string | null;
  sort: number | null;
  mark: boolean | null;
  score: number | null;
  seq: number | null;
  isRight: null;
  analysis: null;
  rightBlanks: null;
  rightPairs: null;
  referenceAnswer: null;
  subList: PaperQuestionView[];
}

export interface PaperSummaryView {
  id: string;
  state: number;
  objScore: number;
  subjScore: number;
  userScore: number;
  totalScore: number;
  passed: boolean | null;
}

export interface FillResult {
  applied: boolean;
  seq: number;
}

export interface ExtraTimeView {
  paperId: string | null;
  deadline: Date | null;
  leftSeconds: number | null;
}

export interface HandInOptions {
  by: HandByCode;
  /** The learner (by 1) or proctor (by 4) handing in; the learner must own the paper. */
  actor?: SessionUser;
  /** Jobs: hand in only if the deadline + GRACE has passed (else return null, nothing changes). */
  onlyIfOverdue?: boolean;
  now?: Date;
}

interface RulePool {
  rule: ExamRule;
  ids: string[];
}

interface PoolEntry {
  updatedAt: number;
  loadedAt: number;
  rules: RulePool[];
  questions: Map<string, StoredQuestion>;
}

/** optionOrder as stored: question (or composite part) id -> option ids in the learner's order. */
type OptionOrder = Record<string, string[]>;

interface DrawnItem {
  quId: string;
  quType: number;
  sort: number;
  score: number;
  optionOrder: OptionOrder | null;
}

export class PaperService {
  private readonly pools = new Map<string, Promise<PoolEntry>>();

  constructor(
    private readonly infra: Infra,
    private readonly admit: AdmitLearner,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  // ---------------------------------------------------------------- create

  /** Creates the caller's paper for an exam, or returns the open one (resume). */
  async createPaper(session: SessionUser, raw: CreatePaperInput): Promise<{ id: string }> {
    const { examId, password } = parseInput(CreatePaperSchema, raw);
    const userId = session.userId;
    const now = new Date();
    const open = await this.db.paper.findFirst({
      where: { userId, examId, state: PaperState.IN_EXAM },
      select: { id: true, deadline: true },
      orderBy: { startedAt: 'desc' },
    });
    if (open !== null) {
      if (now.getTime() <= open.deadline.getTime() + GRACE_MS) return { id: open.id };
      // Overdue but not yet swept: hand it in now, then admission decides about a new attempt.
      await this.handInQuietly(open.id, HandBy.SWEEP);
    }
    const admission = await this.admit(this.db, secretBox(this.infra.env), session, examId, {
      ...(password === undefined ? {} : { password }),
      checkPassword: true,
      now,
    });
    const exam = admission.exam;
    const pool = await this.pool(exam);
    const result = await this.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`paper:${userId}`}))`;
      const running = await tx.paper.findMany({
        where: {
          userId,
          state: PaperState.IN_EXAM,
          deadline: { gt: new Date(now.getTime() - GRACE_MS) },
        },
        select: { id: true, examId: true },
      });
      const same = running.find((r) => r.examId === examId);
      if (same !== undefined) return { id: same.id, deadline: null };
      if (running.length > 0) throw new AppError('EXAM_IN_PROGRESS');
      // Hold the exam row until commit: an admin's save (FOR UPDATE) waits, then sees this paper
      // and refuses rule changes. A save that slipped in since admission makes the pool stale.
      const [current] = await tx.$queryRaw<Array<{ updatedAt: Date; state: number }>>`
        SELECT "updatedAt", state FROM "Exam" WHERE id = ${examId} FOR SHARE`;
      if (current === undefined) throw new AppError('EXAM_NOT_FOUND');
      if (current.updatedAt.getTime() !== exam.updatedAt.getTime() || current.state !== 0) {
        throw new AppError('EXAM_STATE_INVALID');
      }
      const items = drawPaper(pool, exam);
      const deadline = new Date(
        Math.min(
          now.getTime() + (exam.totalTime + admission.extraMinutes) * 60_000,
          exam.endTime.getTime(),
        ),
      );
      const totalScore = round2(items.reduce((s, i) => s + i.score, 0));
      // One INSERT for the paper and one for all its questions (raw: Prisma's createMany of
      // 50 rows costs several times the statement itself).
      const paperId = randomUUID();
      await tx.$executeRaw`
        INSERT INTO "Paper" (id, "examId", "userId", state, "startedAt", deadline, "extraMinutes",
          "quCount", "totalScore", "qualifyScore", "createdAt", "updatedAt")
        VALUES (${paperId}, ${examId}, ${userId}, 0, ${now}, ${deadline},
          ${admission.extraMinutes}, ${items.length}, ${totalScore}, ${exam.qualifyScore},
          ${now}, ${now})`;
      const rows = items.map((i) => ({
        quId: i.quId,
        quType: i.quType,
        sort: i.sort,
        score: i.score,
        optionOrder: i.optionOrder,
      }));
      await tx.$executeRaw`
        INSERT INTO "PaperQuestion" ("paperId", "quId", "quType", sort, score, "optionOrder")
        SELECT ${paperId}, x."quId", x."quType", x.sort, x.score, x."optionOrder"
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS x("quId" text, "quType" int, sort int, score double precision, "optionOrder" jsonb)`;
      const paper = { id: paperId, deadline };
      return paper;
    });
    if (result.deadline !== null) await this.scheduleDeadline(result.id, result.deadline);
    return { id: result.id };
  }

  /** The exam's question pool: rules with their candidate ids, and the questions (cached). */
  private async pool(exam: Exam): Promise<PoolEntry> {
    const cached = this.pools.get(exam.id);
    const now = Date.now();
    if (cached !== undefined) {
      const entry = await cached.catch(() => null);
      if (
        entry !== null &&
        entry.updatedAt === exam.updatedAt.getTime() &&
        now - entry.loadedAt < POOL_TTL_MS
      ) {
        return entry;
      }
      if (this.pools.get(exam.id) !== cached) return this.pool(exam);
    }
    const loading = this.loadPool(exam);
    this.pools.set(exam.id, loading);
    loading.catch(() => {
      if (this.pools.get(exam.id) === loading) this.pools.delete(exam.id);
    });
    if (this.pools.size > 200) {
      for (const key of this.pools.keys()) {
        if (key !== exam.id) this.pools.delete(key);
        if (this.pools.size <= 100) break;
      }
    }
    return loading;
  }

  private async loadPool(exam: Exam): Promise<PoolEntry> {
    const loadedAt = Date.now();
    const rules = await this.db.examRule.findMany({
      where: { examId: exam.id },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    });
    const rulePools: RulePool[] = [];
    for (const rule of rules) {
      const types = COMPOSITE_TYPES.includes(rule.quType) ? [...COMPOSITE_TYPES] : [rule.quType];
      const rows = await this.db.question.findMany({
        where: {
          repoId: rule.repoId,
          parentId: null,
          quType: { in: types },
          ...(rule.chapterId === null ? {} : { chapterId: rule.chapterId }),
          ...(rule.level === null ? {} : { level: rule.level }),
        },
        select: { id: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      rulePools.push({ rule, ids: rows.map((r) => r.id) });
    }
    const ids = [...new Set(rulePools.flatMap((r) => r.ids))];
    const questions = await loadQuestions(this.db, ids);
    return { updatedAt: exam.updatedAt.getTime(), loadedAt, rules: rulePools, questions };
  }

  /** Questions of a paper: from the exam's cached pool when it is fresh, else from the database. */
  private async questionsOf(
    examId: string,
    ids: readonly string[],
  ): Promise<Map<string, StoredQuestion>> {
    const cached = this.pools.get(examId);
    if (cached !== undefined) {
      const entry = await cached.catch(() => null);
      if (entry !== null && Date.now() - entry.loadedAt < POOL_TTL_MS) {
        const out = new Map<string, StoredQuestion>();
        for (const id of ids) {
          const q = entry.questions.get(id);
          if (q !== undefined) out.set(id, q);
        }
        if (out.size === ids.length) return out;
      }
    }
    return loadQuestions(this.db, ids);
  }

  /** Forgets cached pools (tests; an exam edit also changes updatedAt, which the cache checks). */
  clearPoolCache(): void {
    this.pools.clear();
  }

  // ---------------------------------------------------------------- read

  async paperDetail(session: SessionUser, raw: PaperIdInput): Promise<PaperDetailView> {
    const { id } = parseInput(PaperIdSchema, raw);
    const paper = await this.db.paper.findUnique({
      where: { id },
      include: {
        exam: { select: { title: true, handMin: true } },
        questions: {
          select: {
            quId: true,
            quType: true,
            sort: true,
            score: true,
            answered: true,
            mark: true,
          },
          orderBy: { sort: 'asc' },
        },
      },
    });
    if (paper === null) throw new AppError('PAPER_NOT_FOUND');
    if (paper.userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
    return {
      id: paper.id,
      examId: paper.examId,
      title: paper.exam.title,
      state: paper.state,
      leftSeconds: leftSecondsOf(paper),
      totalScore: paper.totalScore,
      qualifyScore: paper.qualifyScore,
      handMin: paper.exam.handMin,
      startedAt: paper.startedAt,
      deadline: paper.deadline,
      quCount: paper.quCount,
      answeredCount: paper.questions.filter((q) => q.answered).length,
      items: paper.questions,
    };
  }

  /** One question of the caller's paper: options in the paper's order, own answer, no key. */
  async paperQuestion(session: SessionUser, raw: PaperQuestionInput): Promise<PaperQuestionView> {
    const { paperId, quId } = parseInput(PaperQuestionSchema, raw);
    const row = await this.db.paperQuestion.findUnique({
      where: { paperId_quId: { paperId, quId } },
      include: { paper: { select: { userId: true, examId: true } } },
    });
    if (row === null) {
      const paper = await this.db.paper.findUnique({
        where: { id: paperId },
        select: { userId: true },
      });
      if (paper === null) throw new AppError('PAPER_NOT_FOUND');
      if (paper.userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
      throw new AppError('QUESTION_NOT_IN_PAPER');
    }
    if (row.paper.userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
    const q = (await this.questionsOf(row.paper.examId, [quId])).get(quId);
    if (q === undefined) throw new AppError('QUESTION_DELETED');
    const ordered = applyOptionOrder(q, asOptionOrder(row.optionOrder));
    const view = toLearnerView(ordered, {
      answer: asLearnerAnswer(row.answer),
      answered: row.answered,
      reveal: false,
      shuffleSalt: paperId,
    });
    return {
      ...hideKeys(view),
      quId: row.quId,
      paperId: row.paperId,
      sort: row.sort,
      mark: row.mark,
      score: row.score,
      seq: Number(row.seq),
    };
  }

  /**
   * The server clock in ms since the epoch. The exam page numbers its saves by it (seq), so a
   * device whose own clock is wrong still orders its edits among the other devices' correctly.
   */
  serverTime(): number {
    return Date.now();
  }

  /** Seconds to the deadline by the server clock (0 once handed in or overdue). */
  async leftTime(session: SessionUser, raw: PaperIdInput): Promise<number> {
    const { id } = parseInput(PaperIdSchema, raw);
    const paper = await this.db.paper.findUnique({
      where: { id },
      select: { userId: true, state: true, deadline: true },
    });
    if (paper === null) throw new AppError('PAPER_NOT_FOUND');
    if (paper.userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
    return leftSecondsOf(paper);
  }

  // ---------------------------------------------------------------- save

  /** Saves one answer in one SQL statement (see the module comment). */
  async fillAnswer(session: SessionUser, raw: FillAnswerInput): Promise<FillResult> {
    const input = toParsedFill(parseInput(FillAnswerSchema, raw));
    const hasAnswer = input.answer !== null;
    const answerJson = hasAnswer ? JSON.stringify(input.answer) : null;
    const mark = input.mark ?? null;
    const seq = input.seq === undefined ? null : BigInt(input.seq);
    const rows = await this.db.$queryRaw<Array<{ seq: bigint }>>`
      WITH p AS (
        SELECT id FROM "Paper"
        WHERE id = ${input.paperId} AND "userId" = ${session.userId} AND state = 0
          AND now() <= deadline + ${GRACE_SQL_INTERVAL}
        FOR SHARE
      )
      UPDATE "PaperQuestion" pq SET
        answer = CASE WHEN ${hasAnswer} THEN ${answerJson}::jsonb ELSE pq.answer END,
        answered = CASE WHEN ${hasAnswer} THEN ${input.answered} ELSE pq.answered END,
        mark = COALESCE(${mark}::boolean, pq.mark),
        seq = COALESCE(${seq}::bigint, pq.seq),
        "updatedAt" = now()
      FROM p
      WHERE pq."paperId" = p.id AND pq."quId" = ${input.quId}
        AND (${seq}::bigint IS NULL OR pq.seq < ${seq}::bigint)
      RETURNING pq.seq`;
    const applied = rows[0];
    if (applied !== undefined) return { applied: true, seq: Number(applied.seq) };
    // Nothing written: find out why (the only read of a save, and only on this path).
    const diag = await this.db.$queryRaw<
      Array<{
        userId: string;
        state: number;
        open: boolean;
        stored: bigint | null;
        duplicate: boolean | null;
      }>
    >`
      SELECT p."userId", p.state, now() <= p.deadline + ${GRACE_SQL_INTERVAL} AS open,
        pq.seq AS stored,
        (pq.seq = ${seq}::bigint
          AND (NOT ${hasAnswer} OR pq.answer IS NOT DISTINCT FROM ${answerJson}::jsonb)
          AND (${mark}::boolean IS NULL OR pq.mark = ${mark}::boolean)) AS duplicate
      FROM "Paper" p
      LEFT JOIN "PaperQuestion" pq ON pq."paperId" = p.id AND pq."quId" = ${input.quId}
      WHERE p.id = ${input.paperId}`;
    const d = diag[0];
    if (d === undefined) throw new AppError('PAPER_NOT_FOUND');
    if (d.userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
    if (d.state !== PaperState.IN_EXAM) throw new AppError('PAPER_ALREADY_HANDED_IN');
    if (!d.open) throw new AppError('PAPER_DEADLINE_PASSED');
    if (d.stored === null) throw new AppError('QUESTION_NOT_IN_PAPER');
    return { applied: d.duplicate === true, seq: Number(d.stored) };
  }

  // ---------------------------------------------------------------- hand-in

  /** The learner hands in their own paper (not before handMin). */
  async handExam(session: SessionUser, raw: PaperIdInput): Promise<PaperSummaryView> {
    const { id } = parseInput(PaperIdSchema, raw);
    const summary = await this.handIn(id, { by: HandBy.LEARNER, actor: session });
    if (summary === null) throw new AppError('PAPER_ALREADY_HANDED_IN');
    return summary;
  }

  /**
   * Hands a paper in, exactly once. Returns null when a job finds nothing to do (already handed
   * in, or not overdue with onlyIfOverdue). Learner hand-in (by 1) checks ownership and handMin.
   */
  async handIn(paperId: string, opts: HandInOptions): Promise<PaperSummaryView | null> {
    const isJob = opts.by === HandBy.DEADLINE_JOB || opts.by === HandBy.SWEEP;
    const outcome = await this.db.$transaction(
      async (tx) => {
        const locked = await tx.$queryRaw<
          Array<{
            id: string;
            examId: string;
            userId: string;
            state: number;
            startedAt: Date;
            deadline: Date;
            qualifyScore: number;
            totalScore: number;
          }>
        >`SELECT id, "examId", "userId", state, "startedAt", deadline, "qualifyScore", "totalScore"
          FROM "Paper" WHERE id = ${paperId} FOR UPDATE`;
        const paper = locked[0];
        if (paper === undefined) {
          if (isJob) return null;
          throw new AppError('PAPER_NOT_FOUND');
        }
        if (opts.by === HandBy.LEARNER && paper.userId !== opts.actor?.userId) {
          throw new AppError('PAPER_NOT_OWNED');
        }
        if (paper.state !== PaperState.IN_EXAM) {
          if (isJob) return null;
          throw new AppError('PAPER_ALREADY_HANDED_IN');
        }
        const now = opts.now ?? new Date();
        if (opts.onlyIfOverdue === true && now.getTime() < paper.deadline.getTime() + GRACE_MS) {
          return null;
        }
        const exam = await tx.exam.findUniqueOrThrow({
          where: { id: paper.examId },
          select: { handMin: true, partialCredit: true },
        });
        if (
          opts.by === HandBy.LEARNER &&
          exam.handMin > 0 &&
          now.getTime() < paper.startedAt.getTime() + exam.handMin * 60_000
        ) {
          throw new AppError('HAND_IN_TOO_EARLY', { n: exam.handMin });
        }
        const items = await tx.paperQuestion.findMany({
          where: { paperId },
          select: { quId: true, score: true, answer: true, answered: true },
        });
        // The keys as stored now, not the pool cache: a key corrected during the exam counts.
        const questions = await loadQuestions(
          tx,
          items.map((i) => i.quId),
        );
        const graded = items.map((i) => {
          const q = questions.get(i.quId);
          return {
            item: i,
            q,
            ...gradePaperItem(q, i.score, asLearnerAnswer(i.answer), exam.partialCredit),
          };
        });
        if (graded.length > 0) {
          const rows = graded.map((g) => ({
            quId: g.item.quId,
            isRight: g.isRight,
            userScore: g.userScore,
            needsMarking: g.needsMarking,
          }));
          await tx.$executeRaw`
            UPDATE "PaperQuestion" pq SET
              "isRight" = x."isRight", "userScore" = x."userScore",
              "needsMarking" = x."needsMarking", "updatedAt" = now()
            FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              AS x("quId" text, "isRight" boolean, "userScore" double precision,
                   "needsMarking" boolean)
            WHERE pq."paperId" = ${paperId} AND pq."quId" = x."quId"`;
        }
        const totals = summarizePaper(
          graded.map((g) => ({
            score: g.item.score,
            userScore: g.userScore,
            needsMarking: g.needsMarking,
            subjective: g.subjective,
          })),
          paper.qualifyScore,
        );
        const end = Math.min(now.getTime(), paper.deadline.getTime());
        const userTime = Math.max(0, Math.floor((end - paper.startedAt.getTime()) / 1000));
        await tx.paper.update({
          where: { id: paperId },
          data: {
            state: totals.state,
            objScore: totals.objScore,
            subjScore: totals.subjScore,
            userScore: totals.userScore,
            passed: totals.passed,
            handedAt: now,
            handBy: opts.by,
            userTime,
          },
        });
        // The wrong-answer book: answered objective questions (right ones lengthen a streak).
        const answers: Array<{ quId: string; repoId: string; isRight: boolean }> = [];
        for (const g of graded) {
          if (g.q === undefined || g.subjective || !g.item.answered || g.isRight === null) continue;
          answers.push({ quId: g.item.quId, repoId: g.q.repoId, isRight: g.isRight });
        }
        await recordWrongBookAnswers(tx, { userId: paper.userId, examId: paper.examId, answers });
        return {
          summary: {
            id: paperId,
            state: totals.state,
            objScore: totals.objScore,
            subjScore: totals.subjScore,
            userScore: totals.userScore,
            totalScore: paper.totalScore,
            passed: totals.passed,
          } satisfies PaperSummaryView,
          deadline: paper.deadline,
        };
      },
      { timeout: 30_000, maxWait: 10_000 },
    );
    if (outcome === null) return null;
    if (!isJob) {
      // Tidy: the deadline job would find nothing to do anyway.
      await this.infra.queues
        .queue(PAPER_QUEUE)
        .remove(deadlineJobId(paperId, outcome.deadline))
        .catch(() => 0);
    }
    return outcome.summary;
  }

  /** handIn for jobs and resume: never throws for "already handed in" or "not overdue". */
  private async handInQuietly(paperId: string, by: HandByCode): Promise<void> {
    try {
      await this.handIn(paperId, { by, onlyIfOverdue: true });
    } catch (e) {
      if (!isAppError(e)) throw e;
      logger.warn({ err: e, paperId }, 'overdue paper hand-in refused');
    }
  }

  // ---------------------------------------------------------------- deadline

  /** Schedules (idempotently) the delayed deadline job of a paper: fires at deadline + GRACE. */
  async scheduleDeadline(paperId: string, deadline: Date): Promise<void> {
    const delay = Math.max(0, deadline.getTime() + GRACE_MS - Date.now());
    try {
      await this.infra.queues
        .queue(PAPER_QUEUE)
        .add(
          DEADLINE_JOB,
          { paperId },
          { jobId: deadlineJobId(paperId, deadline), delay, removeOnComplete: true },
        );
    } catch (e) {
      // The sweep hands the paper in even without its job.
      logger.warn({ err: e, paperId }, 'could not schedule the paper deadline job');
    }
  }

  /**
   * The deadline job: hands the paper in (by 2) when it is still in exam and overdue. If the
   * deadline moved later (extra time) the job for the new deadline is scheduled instead.
   */
  async onDeadline(
    paperId: string,
    now: Date = new Date(),
  ): Promise<'handed-in' | 'rescheduled' | 'nothing'> {
    const paper = await this.db.paper.findUnique({
      where: { id: paperId },
      select: { state: true, deadline: true },
    });
    if (paper === null || paper.state !== PaperState.IN_EXAM) return 'nothing';
    const due = paper.deadline.getTime() + GRACE_MS;
    if (now.getTime() < due) {
      if (due - now.getTime() <= 2_000) {
        // Fired a moment early (timer granularity): wait rather than re-add the same job id.
        await new Promise((r) => setTimeout(r, due - now.getTime() + 50));
        return this.onDeadline(paperId);
      }
      await this.scheduleDeadline(paperId, paper.deadline);
      return 'rescheduled';
    }
    const done = await this.handIn(paperId, { by: HandBy.DEADLINE_JOB, onlyIfOverdue: true });
    return done === null ? 'nothing' : 'handed-in';
  }

  /** The sweep: hands in (by 3) every paper still in exam past deadline + GRACE. */
  async sweepOverdue(now: Date = new Date(), limit = 500): Promise<number> {
    const overdue = await this.db.paper.findMany({
      where: { state: PaperState.IN_EXAM, deadline: { lt: new Date(now.getTime() - GRACE_MS) } },
      select: { id: true },
      orderBy: { deadline: 'asc' },
      take: limit,
    });
    let handed = 0;
    for (const p of overdue) {
      try {
        const done = await this.handIn(p.id, { by: HandBy.SWEEP, onlyIfOverdue: true, now });
        if (done !== null) handed++;
      } catch (e) {
        logger.error({ err: e, paperId: p.id }, 'sweep could not hand in a paper');
      }
    }
    return handed;
  }

  // ---------------------------------------------------------------- extra time

  /**
   * Grants extra minutes to a learner for an exam: adds to ExamExtraTime (for papers started
   * later) and moves the running paper's deadline (capped by the exam's end) in one UPDATE.
   */
  async grantExtraTime(session: SessionUser, raw: ExtraTimeInput): Promise<ExtraTimeView> {
    const { examId, userId, minutes } = parseInput(ExtraTimeSchema, raw);
    const exam = await this.db.exam.findUnique({ where: { id: examId }, select: { id: true } });
    if (exam === null) throw new AppError('EXAM_NOT_FOUND');
    const user = await this.db.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (user === null) throw new AppError('DATA_NOT_FOUND');
    const moved = await this.db.$transaction(async (tx) => {
      await tx.$executeRaw`
        INSERT INTO "ExamExtraTime" ("examId", "userId", minutes, "grantedBy", "updatedAt")
        VALUES (${examId}, ${userId}, ${minutes}, ${session.userId}, now())
        ON CONFLICT ("examId", "userId") DO UPDATE SET
          minutes = "ExamExtraTime".minutes + EXCLUDED.minutes,
          "grantedBy" = EXCLUDED."grantedBy", "updatedAt" = now()`;
      return tx.$queryRaw<Array<{ id: string; deadline: Date }>>`
        UPDATE "Paper" p SET
          "extraMinutes" = p."extraMinutes" + ${minutes},
          deadline = LEAST(
            p."startedAt" + make_interval(mins => e."totalTime" + p."extraMinutes" + ${minutes}),
            e."endTime"),
          "updatedAt" = now()
        FROM "Exam" e
        WHERE e.id = p."examId" AND p."examId" = ${examId} AND p."userId" = ${userId}
          AND p.state = 0 AND now() <= p.deadline + ${GRACE_SQL_INTERVAL}
        RETURNING p.id, p.deadline`;
    });
    const paper = moved[0];
    if (paper === undefined) return { paperId: null, deadline: null, leftSeconds: null };
    await this.scheduleDeadline(paper.id, paper.deadline);
    return {
      paperId: paper.id,
      deadline: paper.deadline,
      leftSeconds: leftSecondsOf({ state: PaperState.IN_EXAM, deadline: paper.deadline }),
    };
  }
}

// ---------------------------------------------------------------- helpers

function leftSecondsOf(p: { state: number; deadline: Date }, now = Date.now()): number {
  if (p.state !== PaperState.IN_EXAM) return 0;
  return Math.max(0, Math.ceil((p.deadline.getTime() - now) / 1000));
}

function round2(x: number): number {
  return Math.round(Number((x * 100).toPrecision(12))) / 100;
}

/** Fisher-Yates with a cryptographic source. */
function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Draws the paper: per rule (in rule order) quCount random questions not drawn by an earlier rule;
 * a rule that cannot be filled refuses (EXAM_RULE_NO_QUESTIONS / EXAM_RULE_EXCEEDS_BANK {n}).
 */
export function drawPaper(
  pool: { rules: RulePool[]; questions: Map<string, StoredQuestion> },
  exam: Pick<Exam, 'shuffleQuestions' | 'shuffleOptions'>,
): DrawnItem[] {
  const taken = new Set<string>();
  const drawn: Array<Omit<DrawnItem, 'sort'>> = [];
  for (const { rule, ids } of pool.rules) {
    if (rule.quCount <= 0) continue;
    const free = ids.filter((id) => !taken.has(id) && pool.questions.has(id));
    if (free.length === 0) throw new AppError('EXAM_RULE_NO_QUESTIONS');
    if (free.length < rule.quCount)
      throw new AppError('EXAM_RULE_EXCEEDS_BANK', { n: free.length });
    // Partial Fisher-Yates: the first quCount of a random permutation.
    const pick = [...free];
    for (let i = 0; i < rule.quCount; i++) {
      const j = i + randomInt(pick.length - i);
      [pick[i], pick[j]] = [pick[j] as string, pick[i] as string];
    }
    for (const quId of pick.slice(0, rule.quCount)) {
      taken.add(quId);
      const q = pool.questions.get(quId) as StoredQuestion;
      drawn.push({
        quId,
        quType: q.quType,
        score: rule.quScore,
        optionOrder: exam.shuffleOptions ? optionOrderOf(q) : null,
      });
    }
  }
  const ordered = exam.shuffleQuestions ? shuffle(drawn) : drawn;
  return ordered.map((d, sort) => ({ ...d, sort }));
}

/** A shuffled option order for the choice questions (and choice parts of a composite). */
function optionOrderOf(q: StoredQuestion): OptionOrder | null {
  const order: OptionOrder = {};
  for (const part of [q, ...q.subQuestions]) {
    if (SHUFFLED_OPTION_TYPES.includes(part.quType) && part.options.length > 1) {
      order[part.id] = shuffle(part.options.map((o) => o.id));
    }
  }
  return Object.keys(order).length > 0 ? order : null;
}

/** The question with its (and its parts') options in the paper's order. */
export function applyOptionOrder(q: StoredQuestion, order: OptionOrder | null): StoredQuestion {
  if (order === null) return q;
  const reorder = (part: StoredQuestion): StoredQuestion => {
    const ids = order[part.id];
    if (ids === undefined) return part;
    const rank = new Map(ids.map((id, i) => [id, i]));
    const options = [...part.options].sort(
      (a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length),
    );
    return { ...part, options };
  };
  return { ...reorder(q), subQuestions: q.subQuestions.map(reorder) };
}

function asOptionOrder(v: Prisma.JsonValue | null): OptionOrder | null {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
  return v as OptionOrder;
}

/** The learner view with every key field null, recursively (and no option isRight). */
function hideKeys(v: LearnerQuestionView): PaperQuestionView {
  return {
    id: v.id,
    quType: v.quType,
    content: v.content,
    level: v.level,
    options: v.options.map((o) => ({ ...o, isRight: null })),
    matchChoices: v.matchChoices,
    answer: v.answer,
    blanks: v.blanks,
    pairs: v.pairs,
    answered: v.answered,
    quId: null,
    paperId: null,
    sort: null,
    mark: null,
    score: null,
    seq: null,
    isRight: null,
    analysis: null,
    rightBlanks: null,
    rightPairs: null,
    referenceAnswer: null,
    subList: v.subList.map(hideKeys),
  };
}
