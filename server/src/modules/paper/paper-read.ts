/**
 * What a learner reads of their own paper while sitting it: the answer sheet, one question (options
 * in the paper's order, their own answer, never a key) and the time left by the server clock.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import { hotRows } from '../../core/database/hot-sql.ts';
import {
  StatementBatcher,
  answersByIndex,
  batcherPerClient,
} from '../../core/database/statement-batcher.ts';
import type { Db } from '../../core/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { asLearnerAnswer } from '../grading/index.ts';
import { GRACE_MS, PaperState, learnerPapers } from '../sitting/index.ts';
import { type LearnerQuestionView, toLearnerView } from '../question/index.ts';
import { leftSecondsOf } from './paper-clock.ts';
import { type QuestionPools, withOptionOrder } from './paper-draw.ts';

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

/** Question reads and clock syncs in flight at once per process, and calls in one at most. */
const READ_LANES = 4;
const READ_BATCH_MAX = 64;

interface QuestionRow {
  quId: string;
  paperId: string;
  sort: number;
  mark: boolean;
  score: number;
  seq: bigint;
  answer: Prisma.JsonValue;
  answered: boolean;
  optionOrder: Prisma.JsonValue;
  userId: string;
  examId: string;
}

/** The rows of many learners' question reads in one statement (undefined: no such row). */
const questionRowBatcher = batcherPerClient(
  (db: Db) =>
    new StatementBatcher<{ paperId: string; quId: string }, QuestionRow | undefined>({
      lanes: READ_LANES,
      maxBatch: READ_BATCH_MAX,
      run: async (reads) => {
        // LATERAL ... LIMIT 1: two index lookups per read (as a plain join the planner, guessing
        // 100 reads, scanned the whole Paper table).
        const rows = await hotRows<QuestionRow & { i: number }>(db)`
          SELECT x.i, r.*
          FROM jsonb_to_recordset(${JSON.stringify(reads.map((r, i) => ({ ...r, i })))}::jsonb)
            AS x(i int, "paperId" text, "quId" text)
          CROSS JOIN LATERAL (
            SELECT pq."quId", pq."paperId", pq.sort, pq.mark, pq.score, pq.seq, pq.answer,
              pq.answered, pq."optionOrder", p."userId", p."examId"
            FROM "PaperQuestion" pq JOIN "Paper" p ON p.id = pq."paperId"
            WHERE pq."paperId" = x."paperId" AND pq."quId" = x."quId"
            LIMIT 1
          ) r`;
        return answersByIndex(reads.length, rows);
      },
    }),
);

interface PaperClock {
  id: string;
  userId: string;
  state: number;
  deadline: Date;
}

/** Many learners' clock syncs (the paper's owner, state and deadline) in one statement. */
const clockBatcher = batcherPerClient(
  (db: Db) =>
    new StatementBatcher<string, PaperClock | undefined>({
      lanes: READ_LANES,
      maxBatch: READ_BATCH_MAX,
      run: async (ids) => {
        const rows = await hotRows<PaperClock>(db)`
          SELECT id, "userId", state, deadline FROM "Paper" WHERE id = ANY(${ids}::text[])`;
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id));
      },
    }),
);

/** A learner's latest paper of an exam still in exam (overdue ones not yet swept included). */
export interface OpenPaper {
  id: string;
  deadline: Date;
}

/** The latest paper in exam of each (i, userId, examId) of `asks` (JSON), as (i, id, deadline). */
export function openPapersStatement(asks: string): Prisma.Sql {
  return Prisma.sql`
    SELECT x.i, r.id, r.deadline
    FROM jsonb_to_recordset(${asks}::jsonb) AS x(i int, "userId" text, "examId" text)
    CROSS JOIN LATERAL (
      SELECT p.id, p.deadline FROM ${learnerPapers(Prisma.raw('x."userId"'))} p
      WHERE p."examId" = x."examId" AND p.state = ${PaperState.IN_EXAM}
      ORDER BY p."startedAt" DESC LIMIT 1
    ) r`;
}

/**
 * Many learners' open-paper look-ups in one statement: a whole exam presses start (and the exam
 * page asks for its open paper) within seconds, each asking first whether a paper is open.
 */
const openPaperBatcher = batcherPerClient(
  (db: Db) =>
    new StatementBatcher<{ userId: string; examId: string }, OpenPaper | undefined>({
      lanes: READ_LANES,
      maxBatch: READ_BATCH_MAX,
      run: async (asks) => {
        const rows = await hotRows<OpenPaper & { i: number }>(db)`${openPapersStatement(
          JSON.stringify(asks.map((a, i) => ({ ...a, i }))),
        )}`;
        return answersByIndex(asks.length, rows);
      },
    }),
);

/** The learner's latest paper of the exam still in exam, or undefined (a shared statement). */
export function openPaperOf(
  db: Db,
  userId: string,
  examId: string,
): Promise<OpenPaper | undefined> {
  return openPaperBatcher(db).submit({ userId, examId });
}

interface PaperDetailRow {
  id: string;
  examId: string;
  userId: string;
  state: number;
  startedAt: Date;
  deadline: Date;
  totalScore: number;
  qualifyScore: number;
  quCount: number;
  exam: { title: string; handMin: number };
  questions: PaperItemView[];
}

/**
 * One statement (every learner reads it at the start, all at once): the paper, its exam's title and
 * the answer sheet in paper order, for the paper `p` of `papers` (a table or subquery) the
 * condition picks.
 */
function paperDetailRow(
  db: Db,
  papers: Prisma.Sql,
  where: Prisma.Sql,
): Promise<PaperDetailRow | undefined> {
  return hotRows<PaperDetailRow>(db)`${paperDetailStatement(papers, where)}`.then(
    (rows) => rows[0],
  );
}

function paperDetailStatement(papers: Prisma.Sql, where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT p.id, p."examId", p."userId", p.state, p."startedAt", p.deadline, p."totalScore",
      p."qualifyScore", p."quCount",
      json_build_object('title', e.title, 'handMin', e."handMin") AS exam,
      COALESCE((
        SELECT json_agg(json_build_object('quId', q."quId", 'quType', q."quType", 'sort', q.sort,
            'score', q.score, 'answered', q.answered, 'mark', q.mark) ORDER BY q.sort)
        FROM "PaperQuestion" q WHERE q."paperId" = p.id
      ), '[]'::json) AS questions
    FROM ${papers} p JOIN "Exam" e ON e.id = p."examId"
    ${where}`;
}

function paperDetailView(paper: PaperDetailRow): PaperDetailView {
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

/** The caller's paper with its answer sheet. */
export async function paperDetail(
  db: Db,
  session: SessionUser,
  id: string,
): Promise<PaperDetailView> {
  const paper = await paperDetailRow(db, Prisma.raw('"Paper"'), Prisma.sql`WHERE p.id = ${id}`);
  if (paper === undefined) throw new AppError('PAPER_NOT_FOUND');
  if (paper.userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
  return paperDetailView(paper);
}

/** The learner's papers and the condition that picks their latest one in exam of the exam. */
function openPaperDetailParts(userId: string, examId: string): [Prisma.Sql, Prisma.Sql] {
  return [
    learnerPapers(userId),
    Prisma.sql`WHERE p."examId" = ${examId} AND p.state = ${PaperState.IN_EXAM}
    ORDER BY p."startedAt" DESC LIMIT 1`,
  ];
}

/** The statement of openPaperDetail. */
export function openPaperDetailStatement(userId: string, examId: string): Prisma.Sql {
  return paperDetailStatement(...openPaperDetailParts(userId, examId));
}

/**
 * The caller's latest paper of an exam still in exam, with its answer sheet, in one statement; the
 * exam page's read when a sitting starts. Undefined when there is none or it is past its deadline
 * and the grace (overdue, not yet swept).
 */
export async function openPaperDetail(
  db: Db,
  session: SessionUser,
  examId: string,
): Promise<PaperDetailView | undefined> {
  const [papers, where] = openPaperDetailParts(session.userId, examId);
  const paper = await paperDetailRow(db, papers, where);
  if (paper === undefined || Date.now() > paper.deadline.getTime() + GRACE_MS) return undefined;
  return paperDetailView(paper);
}

/** One question of the caller's paper: options in the paper's order, own answer, no key. */
export async function paperQuestion(
  db: Db,
  pools: QuestionPools,
  session: SessionUser,
  paperId: string,
  quId: string,
): Promise<PaperQuestionView> {
  // One statement for the question's row and its paper's owner (a hot path: every question read),
  // shared with the reads of other learners made at the same moment.
  const row = await questionRowBatcher(db).submit({ paperId, quId });
  if (row === undefined) {
    const paper = await db.paper.findUnique({ where: { id: paperId }, select: { userId: true } });
    if (paper === null) throw new AppError('PAPER_NOT_FOUND');
    if (paper.userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
    throw new AppError('QUESTION_NOT_IN_PAPER');
  }
  if (row.userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
  const q = (await pools.questionsOf(row.examId, [quId])).get(quId);
  if (q === undefined) throw new AppError('QUESTION_DELETED');
  const view = toLearnerView(withOptionOrder(q, row.optionOrder), {
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

/** Seconds to the deadline of the caller's paper by the server clock (0 once handed in or overdue). */
export async function leftTime(db: Db, session: SessionUser, id: string): Promise<number> {
  const paper = await clockBatcher(db).submit(id);
  if (paper === undefined) throw new AppError('PAPER_NOT_FOUND');
  if (paper.userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
  return leftSecondsOf(paper);
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
