/**
 * Drawing a paper: the exam's question pool (cached in process by exam id and updatedAt for a short
 * TTL), the random draw per rule with the option shuffle, and the transaction that stores the
 * papers of a batch of starts with all their questions (one statement, one round trip) under the
 * learners' advisory locks.
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
import { StatementBatcher, batcherPerClient } from '../../core/database/statement-batcher.ts';

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

/** New papers stored at once per process (each batch one statement), and starts in one batch. */
const START_LANES = 4;
const START_BATCH_MAX = 16;

/**
 * Starts a server process works on at once (from the open-paper read to the stored paper): every
 * lane's batch and the next one ready. A whole exam presses start in the same seconds; the rest
 * wait in line in memory, so the event loop's turns stay short for the learners already writing
 * (their saves and reads waited behind thousands of half-done starts) and a burst holds no more
 * than this many starts' objects.
 */
export const STARTS_IN_FLIGHT = START_LANES * START_BATCH_MAX * 2;

/** Starts under way at least while the event loop is late: one batch, so the line always moves. */
export const STARTS_IN_FLIGHT_MIN = START_BATCH_MAX;

/**
 * The event loop delay (ms) above which fewer starts are let in: the learners already writing
 * come first (a save or a question read takes a few turns of the loop; at 10 ms a turn it is
 * answered well within the 150 ms its budget gives).
 */
export const START_LOOP_DELAY_MS = 10;

/** A start waiting for its batch: the learner, their admission and their drawn questions. */
interface NewPaper {
  userId: string;
  admission: Admission;
  items: DrawnItem[];
  /** When the learner pressed start; the paper's clock starts when its batch runs, not before. */
  pressedAt: Date;
}

/** What the batch statement found for one start. */
interface StartRow {
  i: number;
  paperId: string | null;
  running: Array<{ id: string; examId: string }> | null;
  examUpdatedAt: Date | null;
  examState: number | null;
}

type StartOutcome = { id: string; deadline: Date | null } | AppError;

/**
 * The starts of many learners in one transaction: a whole exam presses start within a minute, and
 * on a loaded 2-core machine each start alone waited its turn on the event loop for its round trip
 * (16 starts in line at once: 10,000 learners took 62-70 s). A learner has at most one start in a
 * batch; a batch that fails (a deadlock, text PostgreSQL refuses) runs its starts one by one.
 */
const startBatcher = batcherPerClient(
  (db: Db) =>
    new StatementBatcher<NewPaper, StartOutcome>({
      lanes: START_LANES,
      maxBatch: START_BATCH_MAX,
      keyOf: (start) => start.userId,
      run: (starts) => insertPapers(db, starts, new Date()),
    }),
);

/**
 * Stores a new paper: refuses another exam in progress (EXAM_IN_PROGRESS) and an exam saved since
 * admission (EXAM_STATE_INVALID), and inserts the paper and its questions. Returns the learner's
 * open paper of the same exam instead when one won the race (deadline null).
 */
export async function insertPaper(
  db: Db,
  userId: string,
  admission: Admission,
  pool: PoolEntry,
  pressedAt: Date,
): Promise<{ id: string; deadline: Date | null }> {
  // Drawn before the batch: it needs nothing the transaction reads.
  const items = drawPaper(pool, admission.exam);
  const outcome = await startBatcher(db).submit({ userId, admission, items, pressedAt });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** A paper's deadline: its time limit with the learner's extra minutes, within the exam window. */
function deadlineOf(admission: Admission, startedAt: Date): Date {
  const { exam } = admission;
  return new Date(
    Math.min(
      startedAt.getTime() + (exam.totalTime + admission.extraMinutes) * 60_000,
      exam.endTime.getTime(),
    ),
  );
}

/**
 * ONE round trip for the batch: the learners' advisory locks, then one statement (a snapshot taken
 * after the locks, so it sees a paper committed by a start that held one before) that reads each
 * learner's running papers, holds the exams' rows FOR SHARE until commit (an admin's save waits,
 * then sees these papers and refuses rule changes) and inserts each paper with all its questions
 * only when the learner has nothing running and the exam is open and unchanged since admission.
 */
async function insertPapers(
  db: Db,
  starts: readonly NewPaper[],
  now: Date,
): Promise<StartOutcome[]> {
  const papers = starts.map((start) => {
    const startedAt = new Date(Math.max(start.pressedAt.getTime(), now.getTime()));
    return {
      ...start,
      paperId: randomUUID(),
      startedAt,
      deadline: deadlineOf(start.admission, startedAt),
    };
  });
  const rows = await hotLockedStatement<StartRow>(
    db,
    starts.map((s) => `paper:${s.userId}`),
    insertPapersStatement(papers, new Date(now.getTime() - GRACE_MS)),
  );
  const byIndex = new Map(rows.map((r) => [r.i, r]));
  return papers.map((paper, i): StartOutcome => {
    const out = byIndex.get(i);
    const running = out?.running ?? [];
    const same = running.find((r) => r.examId === paper.admission.exam.id);
    if (same !== undefined) return { id: same.id, deadline: null };
    if (running.length > 0) return new AppError('EXAM_IN_PROGRESS');
    if (out?.examUpdatedAt == null) return new AppError('EXAM_NOT_FOUND');
    // An exam saved since admission makes the pool stale: nothing was inserted.
    const { exam } = paper.admission;
    if (out.examUpdatedAt.getTime() !== exam.updatedAt.getTime() || out.examState !== 0) {
      return new AppError('EXAM_STATE_INVALID');
    }
    if (out.paperId === null) return new AppError('EXAM_STATE_INVALID');
    return { id: paper.paperId, deadline: paper.deadline };
  });
}

/** The papers insertPapersStatement stores. */
export interface StoredStart {
  paperId: string;
  userId: string;
  admission: Admission;
  items: DrawnItem[];
  startedAt: Date;
  deadline: Date;
}

/**
 * The statement of a batch of starts, run after the learners' advisory locks: one row per start
 * (`i`, its place) with the new paper's id (null when none was inserted), the learner's running
 * papers, and the exam's updatedAt and state as the statement saw them.
 */
export function insertPapersStatement(starts: readonly StoredStart[], graceCut: Date): Prisma.Sql {
  const batch = starts.map((s, i) => {
    const { exam } = s.admission;
    return {
      i,
      paperId: s.paperId,
      userId: s.userId,
      examId: exam.id,
      examUpdatedAt: exam.updatedAt,
      startedAt: s.startedAt,
      deadline: s.deadline,
      extraMinutes: s.admission.extraMinutes,
      quCount: s.items.length,
      totalScore: round2(s.items.reduce((sum, item) => sum + item.score, 0)),
      qualifyScore: exam.qualifyScore,
      items: s.items.map((item) => ({
        quId: item.quId,
        quType: item.quType,
        sort: item.sort,
        score: item.score,
        optionOrder: item.optionOrder,
      })),
    };
  });
  return Prisma.sql`
    WITH x AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS x(i int, "paperId" text,
        "userId" text, "examId" text, "examUpdatedAt" timestamp(3), "startedAt" timestamp(3),
        deadline timestamp(3), "extraMinutes" int, "quCount" int, "totalScore" double precision,
        "qualifyScore" double precision, items jsonb)
    ), running AS (
      SELECT x.i, p.id, p."examId"
      FROM x CROSS JOIN LATERAL ${learnerPapers(Prisma.raw('x."userId"'))} p
      WHERE p.state = ${PaperState.IN_EXAM}::int AND p.deadline > ${graceCut}::timestamp(3)
    ), ex AS (
      SELECT id, "updatedAt", state FROM "Exam" WHERE id IN (SELECT "examId" FROM x) FOR SHARE
    ), ok AS (
      SELECT x.* FROM x JOIN ex ON ex.id = x."examId"
      WHERE ex.state = 0 AND ex."updatedAt" = x."examUpdatedAt"
        AND NOT EXISTS (SELECT 1 FROM running r WHERE r.i = x.i)
    ), p AS (
      INSERT INTO "Paper" (id, "examId", "userId", state, "startedAt", deadline, "extraMinutes",
        "quCount", "totalScore", "qualifyScore", "createdAt", "updatedAt")
      SELECT "paperId", "examId", "userId", ${PaperState.IN_EXAM}::int, "startedAt", deadline,
        "extraMinutes", "quCount", "totalScore", "qualifyScore", "startedAt", "startedAt"
      FROM ok
      RETURNING id
    ), q AS (
      INSERT INTO "PaperQuestion" ("paperId", "quId", "quType", sort, score, "optionOrder")
      SELECT p.id, it."quId", it."quType", it.sort, it.score, it."optionOrder"
      FROM p JOIN ok ON ok."paperId" = p.id
      CROSS JOIN LATERAL jsonb_to_recordset(ok.items)
        AS it("quId" text, "quType" int, sort int, score double precision, "optionOrder" jsonb)
    )
    SELECT x.i, (SELECT p.id FROM p WHERE p.id = x."paperId") AS "paperId",
      (SELECT json_agg(json_build_object('id', r.id, 'examId', r."examId"))
        FROM running r WHERE r.i = x.i) AS running,
      ex."updatedAt" AS "examUpdatedAt", ex.state AS "examState"
    FROM x LEFT JOIN ex ON ex.id = x."examId"`;
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
