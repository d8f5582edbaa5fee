/**
 * Handing a paper in, exactly once, by the learner, the deadline job, the sweep or a proctor:
 * SELECT ... FOR UPDATE (waits for in-flight saves, which hold FOR SHARE), state must be 0, grade
 * every item against the keys as stored now, and store the totals and the wrong-answer book in one
 * transaction.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, isAppError } from '../../core/errors/index.ts';
import { hotTransaction } from '../../core/database/hot-sql.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import { asLearnerAnswer } from '../grading/index.ts';
import { loadQuestions } from '../question/index.ts';
import {
  GRACE_MS,
  HandBy,
  type HandByCode,
  LearnerEventKind,
  PaperState,
  WatchEventKind,
} from '../sitting/index.ts';
import { recordWrongBookAnswers } from '../wrongbook/index.ts';
import { gradePaperItem } from './paper-grading.ts';
import { summarizePaper } from './paper-scoring.ts';

export interface PaperSummaryView {
  id: string;
  state: number;
  objScore: number;
  subjScore: number;
  userScore: number;
  totalScore: number;
  qualifyScore: number;
  /** Seconds between start and hand-in. */
  userTime: number;
  passed: boolean | null;
}

export interface HandInOptions {
  by: HandByCode;
  /** The learner (by 1) or proctor (by 4) handing in; the learner must own the paper. */
  actor?: SessionUser;
  /** Jobs: hand in only if the deadline + GRACE has passed (else return null, nothing changes). */
  onlyIfOverdue?: boolean;
  now?: Date;
  /** The exception recorded with a forced hand-in (Paper.exState, non-zero, and exMsg). */
  exState?: number;
  exMsg?: string;
  /** Runs once the hand-in is committed (points for a pass); its failure does not undo it. */
  after?: AfterHandIn;
}

/** What happens after a hand-in, whoever made it (the learner, a proctor, a job, the sweep). */
export type AfterHandIn = (outcome: {
  paperId: string;
  examId: string;
  userId: string;
  passed: boolean | null;
}) => Promise<void>;

interface LockedPaper {
  id: string;
  examId: string;
  userId: string;
  state: number;
  startedAt: Date;
  deadline: Date;
  qualifyScore: number;
  totalScore: number;
  handMin: number;
  partialCredit: boolean;
}

interface HandInItem {
  quId: string;
  score: number;
  answer: unknown;
  answered: boolean;
}

/**
 * Hands a paper in, exactly once. Returns null when a job finds nothing to do (already handed in,
 * or not overdue with onlyIfOverdue). Learner hand-in (by 1) checks ownership and handMin.
 */
export async function handIn(
  infra: Infra,
  paperId: string,
  opts: HandInOptions,
): Promise<PaperSummaryView | null> {
  const isJob = opts.by === HandBy.DEADLINE_JOB || opts.by === HandBy.SWEEP;
  // One connection, straight on the pool (hot-sql.ts): a whole exam hands in within minutes.
  const outcome = await hotTransaction(infra.prisma, async (tx) => {
    const [paper] = await tx.rows<LockedPaper>`
      SELECT p.id, p."examId", p."userId", p.state, p."startedAt", p.deadline,
        p."qualifyScore", p."totalScore", e."handMin", e."partialCredit"
      FROM "Paper" p JOIN "Exam" e ON e.id = p."examId"
      WHERE p.id = ${paperId} FOR UPDATE OF p`;
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
    if (
      opts.by === HandBy.LEARNER &&
      paper.handMin > 0 &&
      now.getTime() < paper.startedAt.getTime() + paper.handMin * 60_000
    ) {
      throw new AppError('HAND_IN_TOO_EARLY', { n: paper.handMin });
    }
    // Read after the lock: every save acknowledged before it is in these rows.
    const items = await tx.rows<HandInItem>`
      SELECT "quId", score, answer, answered FROM "PaperQuestion" WHERE "paperId" = ${paperId}`;
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
        ...gradePaperItem(q, i.score, asLearnerAnswer(i.answer), paper.partialCredit),
      };
    });
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
    const marks = graded.map((g) => ({
      quId: g.item.quId,
      isRight: g.isRight,
      userScore: g.userScore,
      needsMarking: g.needsMarking,
    }));
    // The items' marks and the paper's totals in one statement (a WITH that writes always runs).
    await tx.rows`
      WITH marked AS (
        UPDATE "PaperQuestion" pq SET
          "isRight" = x."isRight", "userScore" = x."userScore",
          "needsMarking" = x."needsMarking", "updatedAt" = now()
        FROM jsonb_to_recordset(${JSON.stringify(marks)}::jsonb)
          AS x("quId" text, "isRight" boolean, "userScore" double precision,
               "needsMarking" boolean)
        WHERE pq."paperId" = ${paperId} AND pq."quId" = x."quId"
      )
      UPDATE "Paper" SET
        state = ${totals.state}, "objScore" = ${totals.objScore},
        "subjScore" = ${totals.subjScore}, "userScore" = ${totals.userScore},
        passed = ${totals.passed}, "handedAt" = ${now}, "handBy" = ${opts.by},
        "userTime" = ${userTime},
        "exState" = COALESCE(${opts.exState ?? null}::int, "exState"),
        "exMsg" = COALESCE(${opts.exMsg ?? null}::text, "exMsg"),
        "updatedAt" = now()
      WHERE id = ${paperId}`;
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
        qualifyScore: paper.qualifyScore,
        userTime,
        passed: totals.passed,
      } satisfies PaperSummaryView,
      deadline: paper.deadline,
      examId: paper.examId,
      userId: paper.userId,
      at: now.getTime(),
    };
  });
  if (outcome === null) return null;
  publishHandIn(infra, outcome.summary.id, outcome, opts);
  if (opts.after !== undefined) {
    await opts.after({
      paperId,
      examId: outcome.examId,
      userId: outcome.userId,
      passed: outcome.summary.passed,
    });
  }
  return outcome.summary;
}

/** Tells the exam's proctors, and the learner unless they handed in themselves. */
function publishHandIn(
  infra: Infra,
  paperId: string,
  o: { examId: string; userId: string; at: number },
  opts: HandInOptions,
): void {
  const exState = opts.exState ?? 0;
  const exMsg = opts.exMsg ?? '';
  infra.pubsub.publish('EXAM_WATCH', o.examId, {
    kind: WatchEventKind.HAND_IN,
    examId: o.examId,
    userId: o.userId,
    paperId,
    at: o.at,
    handBy: opts.by,
    exState,
    exMsg,
  });
  if (opts.by !== HandBy.LEARNER) {
    infra.pubsub.publish('LEARNER_EXAM', o.userId, {
      kind: LearnerEventKind.HANDED_IN,
      examId: o.examId,
      paperId,
      message: exMsg,
      at: o.at,
      handBy: opts.by,
    });
  }
}

/** Hands an overdue paper in for a job or a resume: refusals are logged, never thrown. */
export async function handInIfOverdue(
  infra: Infra,
  paperId: string,
  by: HandByCode,
  after?: AfterHandIn,
) {
  try {
    await handIn(infra, paperId, { by, onlyIfOverdue: true, after });
  } catch (e) {
    if (!isAppError(e)) throw e;
    logger.warn({ err: e, paperId }, 'overdue paper hand-in refused');
  }
}
