/**
 * Drawing a paper: the exam's question pool (cached in process by exam id and updatedAt for a short
 * TTL), the random draw per rule with the option shuffle, and the one transaction that stores the
 * paper and all its questions (one statement, one round trip) under a per-user advisory lock.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { AppError } from '../../core/errors/index.ts';
import type { Db } from '../../core/prisma.ts';
import { type Exam, type ExamRule, Prisma } from '../../generated/prisma/client.ts';
import type { Admission } from '../exam/index.ts';
import { COMPOSITE_TYPES } from '../grading/index.ts';
import { type StoredQuestion, loadQuestions } from '../question/index.ts';
import { GRACE_MS, PaperState, learnerPapers } from '../sitting/index.ts';
import { POOL_TTL_MS, SHUFFLED_OPTION_TYPES } from './paper.constants.ts';
import { round2 } from './paper-scoring.ts';
import { shuffle } from '../../core/crypto.ts';
import { hotLockedStatement } from '../../core/database/hot-sql.ts';

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

/** The question pools of running exams, cached in process (at most ~200 exams). */
export class QuestionPools {
  private readonly pools = new Map<string, Promise<PoolEntry>>();
  private readonly reloads = new Map<string, Promise<PoolEntry | null>>();

  constructor(private readonly db: Db) {}

  /** The exam's question pool: rules with their candidate ids, and the questions. */
  async of(exam: Exam): Promise<PoolEntry> {
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
      if (this.pools.get(exam.id) !== cached) return this.of(exam);
    }
    const loading = this.load(exam);
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

  /**
   * Questions of a paper: from the exam's pool, reloaded once for every caller when older than the
   * TTL (every question read of a running exam would otherwise go to the database); from the
   * database when the pool lacks one (a question no rule draws any more).
   */
  async questionsOf(examId: string, ids: readonly string[]): Promise<Map<string, StoredQuestion>> {
    const entry = await this.freshEntry(examId);
    if (entry !== null) {
      const out = new Map<string, StoredQuestion>();
      for (const id of ids) {
        const q = entry.questions.get(id);
        if (q !== undefined) out.set(id, q);
      }
      if (out.size === ids.length) return out;
    }
    return loadQuestions(this.db, ids);
  }

  /** The exam's pool if loaded within the TTL, else reloaded (one reload at a time per exam). */
  private async freshEntry(examId: string): Promise<PoolEntry | null> {
    const cached = this.pools.get(examId);
    if (cached !== undefined) {
      const entry = await cached.catch(() => null);
      if (entry !== null && Date.now() - entry.loadedAt < POOL_TTL_MS) return entry;
    }
    let reload = this.reloads.get(examId);
    if (reload === undefined) {
      reload = this.db.exam
        .findUnique({ where: { id: examId } })
        .then((exam) => (exam === null ? null : this.of(exam)))
        .finally(() => this.reloads.delete(examId));
      this.reloads.set(examId, reload);
    }
    return reload.catch(() => null);
  }

  /** Forgets cached pools (tests; an exam edit also changes updatedAt, which the cache checks). */
  clear(): void {
    this.pools.clear();
  }

  private async load(exam: Exam): Promise<PoolEntry> {
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
}

/**
 * Stores a new paper in ONE transaction: refuses another exam in progress (EXAM_IN_PROGRESS) and an
 * exam saved since admission (EXAM_STATE_INVALID), draws, and inserts the paper and its questions.
 * Returns the learner's open paper of the same exam instead when one won the race (deadline null).
 */
export async function insertPaper(
  db: Db,
  userId: string,
  admission: Admission,
  pool: PoolEntry,
  now: Date,
): Promise<{ id: string; deadline: Date | null }> {
  const { exam } = admission;
  // Drawn before the transaction: it needs nothing the transaction reads.
  const items = drawPaper(pool, exam);
  const deadline = new Date(
    Math.min(
      now.getTime() + (exam.totalTime + admission.extraMinutes) * 60_000,
      exam.endTime.getTime(),
    ),
  );
  const paperId = randomUUID();
  const graceCut = new Date(now.getTime() - GRACE_MS);
  // ONE round trip: the learner's advisory lock, then one statement (a snapshot taken after the
  // lock, so it sees a paper committed by a start that held the lock before us) that reads the
  // learner's running papers, holds the exam row FOR SHARE until commit (an admin's save waits,
  // then sees this paper and refuses rule changes) and inserts the paper with all its questions
  // only when nothing is running and the exam is open and unchanged since admission (its pool).
  const [out] = await hotLockedStatement<{
    paperId: string | null;
    running: Array<{ id: string; examId: string }> | null;
    examUpdatedAt: Date | null;
    examState: number | null;
  }>(
    db,
    `paper:${userId}`,
    insertPaperStatement({ paperId, userId, admission, now, deadline, items, graceCut }),
  );
  const running = out?.running ?? [];
  const same = running.find((r) => r.examId === exam.id);
  if (same !== undefined) return { id: same.id, deadline: null };
  if (running.length > 0) throw new AppError('EXAM_IN_PROGRESS');
  if (out?.examUpdatedAt == null) throw new AppError('EXAM_NOT_FOUND');
  // An exam saved since admission makes the pool stale: nothing was inserted.
  if (out.examUpdatedAt.getTime() !== exam.updatedAt.getTime() || out.examState !== 0) {
    throw new AppError('EXAM_STATE_INVALID');
  }
  if (out.paperId === null) throw new AppError('EXAM_STATE_INVALID');
  return { id: paperId, deadline };
}

/** What insertPaperStatement stores. */
interface NewPaper {
  paperId: string;
  userId: string;
  admission: Admission;
  now: Date;
  deadline: Date;
  items: DrawnItem[];
  /** Papers whose deadline is before it are no longer running. */
  graceCut: Date;
}

/** The statement of insertPaper, run after the learner's advisory lock. */
export function insertPaperStatement(paper: NewPaper): Prisma.Sql {
  const { paperId, userId, admission, now, deadline, items, graceCut } = paper;
  const { exam } = admission;
  const totalScore = round2(items.reduce((s, i) => s + i.score, 0));
  const rows = items.map((i) => ({
    quId: i.quId,
    quType: i.quType,
    sort: i.sort,
    score: i.score,
    optionOrder: i.optionOrder,
  }));
  return Prisma.sql`
    WITH running AS (
      SELECT p.id, p."examId" FROM ${learnerPapers(Prisma.sql`${userId}::text`)} p
      WHERE p.state = ${PaperState.IN_EXAM}::int AND p.deadline > ${graceCut}::timestamp(3)
    ), ex AS (
      SELECT "updatedAt", state FROM "Exam" WHERE id = ${exam.id}::text FOR SHARE
    ), p AS (
      INSERT INTO "Paper" (id, "examId", "userId", state, "startedAt", deadline, "extraMinutes",
        "quCount", "totalScore", "qualifyScore", "createdAt", "updatedAt")
      SELECT ${paperId}::text, ${exam.id}::text, ${userId}::text, ${PaperState.IN_EXAM}::int,
        ${now}::timestamp(3), ${deadline}::timestamp(3), ${admission.extraMinutes}::int,
        ${items.length}::int, ${totalScore}::float8, ${exam.qualifyScore}::float8,
        ${now}::timestamp(3), ${now}::timestamp(3)
      FROM ex
      WHERE ex.state = 0 AND ex."updatedAt" = ${exam.updatedAt}::timestamp(3)
        AND NOT EXISTS (SELECT 1 FROM running)
      RETURNING id
    ), q AS (
      INSERT INTO "PaperQuestion" ("paperId", "quId", "quType", sort, score, "optionOrder")
      SELECT p.id, x."quId", x."quType", x.sort, x.score, x."optionOrder"
      FROM p, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS x("quId" text, "quType" int, sort int, score double precision, "optionOrder" jsonb)
    )
    SELECT (SELECT id FROM p) AS "paperId",
      (SELECT json_agg(json_build_object('id', id, 'examId', "examId")) FROM running) AS running,
      (SELECT "updatedAt" FROM ex) AS "examUpdatedAt",
      (SELECT state FROM ex) AS "examState"`;
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

/** The question with its options in the order the learner saw them (PaperQuestion.optionOrder). */
export function withOptionOrder(
  q: StoredQuestion,
  stored: Prisma.JsonValue | null,
): StoredQuestion {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return q;
  return applyOptionOrder(q, stored as OptionOrder);
}
