/**
 * The server-owned clock of papers: the delayed deadline job of an exam's papers due in one second
 * (fires at that second's end + GRACE), the sweep that hands in papers whose job was missed, and
 * extra time, which moves a running paper's deadline and schedules the job for the new one.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import { mapBounded } from '../../core/concurrency.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import { assertCanProctor } from '../exam/index.ts';
import {
  GRACE_MS,
  GRACE_SQL_INTERVAL,
  HandBy,
  LearnerEventKind,
  PaperState,
  WatchEventKind,
} from '../sitting/index.ts';
import { EXAM_DEADLINES_JOB, PAPER_QUEUE, examDeadlinesJobId } from './paper.constants.ts';
import { handIn, type AfterHandIn, type HandInOptions } from './paper-hand-in.ts';

export interface ExtraTimeView {
  paperId: string | null;
  deadline: Date | null;
  leftSeconds: number | null;
}

/** Seconds to the deadline of a paper in exam (0 once handed in or overdue). */
export function leftSecondsOf(p: { state: number; deadline: Date }, now = Date.now()): number {
  if (p.state !== PaperState.IN_EXAM) return 0;
  return Math.max(0, Math.ceil((p.deadline.getTime() - now) / 1000));
}

/** The end of the second a deadline falls in (ms): the papers due in one second share a job. */
export function deadlineSecond(deadline: Date): number {
  return Math.ceil(deadline.getTime() / 1000) * 1000;
}

/** Overdue papers a deadline job or the sweep hands in at once. */
const OVERDUE_HAND_INS_AT_ONCE = 4;

/**
 * Schedules (idempotently: one job id per exam and second) the delayed job that hands in the
 * exam's papers due in the second of `deadline`; it fires at that second's end + GRACE. Resolves
 * false when the job could not be stored (the sweep then hands the papers in).
 */
export async function scheduleExamDeadline(
  infra: Infra,
  examId: string,
  deadline: Date,
): Promise<boolean> {
  const second = deadlineSecond(deadline);
  const due = second + GRACE_MS;
  try {
    // Batched with the other starts of the moment: a sitting starts all its papers together.
    await infra.queues.addSoon(
      PAPER_QUEUE,
      EXAM_DEADLINES_JOB,
      { examId, due },
      {
        jobId: examDeadlinesJobId(examId, second),
        delay: Math.max(0, due - Date.now()),
        removeOnComplete: true,
      },
    );
    return true;
  } catch (e) {
    logger.warn({ err: e, examId }, 'could not schedule the exam deadline job');
    return false;
  }
}

/**
 * The exam deadline job: hands in (by 2) every paper of the exam still in exam past its deadline +
 * GRACE. A paper whose deadline moved later (extra time) is not overdue yet: the job of its new
 * deadline hands it in. Returns how many it handed in.
 */
export async function onExamDeadline(
  infra: Infra,
  examId: string,
  due: number,
  after?: AfterHandIn,
): Promise<number> {
  const early = due - Date.now();
  // Fired a moment early (timer granularity): wait rather than leave its papers to the sweep.
  if (early > 0 && early <= 2_000) await new Promise((r) => setTimeout(r, early + 50));
  return handInOverdue(infra, { examId, by: HandBy.DEADLINE_JOB, now: new Date(), after });
}

/**
 * Hands in (by the job's or the sweep's mark, four at once) the papers still in exam past their
 * deadline + GRACE: of one exam, or of all exams oldest deadline first up to `limit`. One paper's
 * failure is logged and leaves it to the next sweep. Returns how many it handed in.
 */
async function handInOverdue(
  infra: Infra,
  opts: {
    examId?: string;
    by: HandInOptions['by'];
    now: Date;
    limit?: number;
    after?: AfterHandIn;
  },
): Promise<number> {
  const { by, now, after } = opts;
  const overdue = await infra.prisma.paper.findMany({
    where: {
      ...(opts.examId === undefined ? {} : { examId: opts.examId }),
      state: PaperState.IN_EXAM,
      deadline: { lte: new Date(now.getTime() - GRACE_MS) },
    },
    select: { id: true },
    ...(opts.limit === undefined ? {} : { orderBy: { deadline: 'asc' }, take: opts.limit }),
  });
  const handed = await mapBounded(overdue, OVERDUE_HAND_INS_AT_ONCE, async ({ id }) => {
    try {
      return await handIn(infra, id, { by, onlyIfOverdue: true, now, after });
    } catch (e) {
      logger.error({ err: e, paperId: id, by }, 'could not hand in an overdue paper');
      return null;
    }
  });
  return handed.filter((h) => h !== null).length;
}

/**
 * A paper's own deadline job (stored by earlier versions): hands the paper in (by 2) when it is
 * still in exam and overdue. If the deadline moved later (extra time) the exam deadline job for the
 * new deadline is scheduled instead.
 */
export async function onDeadline(
  infra: Infra,
  paperId: string,
  now: Date = new Date(),
  after?: AfterHandIn,
): Promise<'handed-in' | 'rescheduled' | 'nothing'> {
  const paper = await infra.prisma.paper.findUnique({
    where: { id: paperId },
    select: { state: true, deadline: true, examId: true },
  });
  if (paper === null || paper.state !== PaperState.IN_EXAM) return 'nothing';
  const due = paper.deadline.getTime() + GRACE_MS;
  if (now.getTime() < due) {
    if (due - now.getTime() <= 2_000) {
      // Fired a moment early (timer granularity): wait rather than re-add the same job id.
      await new Promise((r) => setTimeout(r, due - now.getTime() + 50));
      return onDeadline(infra, paperId, new Date(), after);
    }
    await scheduleExamDeadline(infra, paper.examId, paper.deadline);
    return 'rescheduled';
  }
  const done = await handIn(infra, paperId, {
    by: HandBy.DEADLINE_JOB,
    onlyIfOverdue: true,
    after,
  });
  return done === null ? 'nothing' : 'handed-in';
}

/** The sweep: hands in (by 3) every paper still in exam past deadline + GRACE. */
export async function sweepOverdue(
  infra: Infra,
  now: Date,
  limit: number,
  after?: AfterHandIn,
): Promise<number> {
  return handInOverdue(infra, { by: HandBy.SWEEP, now, limit, after });
}

/**
 * Grants extra minutes to a learner for an exam (its proctors only): adds to ExamExtraTime (for
 * papers started later) and moves the running paper's deadline (capped by the exam's end) in one
 * UPDATE.
 */
export async function grantExtraTime(
  infra: Infra,
  session: SessionUser,
  input: { examId: string; userId: string; minutes: number },
): Promise<ExtraTimeView> {
  const { examId, userId, minutes } = input;
  const db = infra.prisma;
  // Extra time is a proctor's act: the exam's proctoring rule decides (EXAM_NOT_FOUND included).
  await assertCanProctor(db, session, examId);
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (user === null) throw new AppError('DATA_NOT_FOUND');
  const moved = await db.$transaction(async (tx) => {
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
  await scheduleExamDeadline(infra, examId, paper.deadline);
  const at = Date.now();
  const deadline = paper.deadline.getTime();
  infra.pubsub.publish('LEARNER_EXAM', userId, {
    kind: LearnerEventKind.EXTRA_TIME,
    examId,
    paperId: paper.id,
    message: '',
    at,
    deadline,
  });
  infra.pubsub.publish('EXAM_WATCH', examId, {
    kind: WatchEventKind.EXTRA_TIME,
    examId,
    userId,
    paperId: paper.id,
    at,
    deadline,
  });
  return {
    paperId: paper.id,
    deadline: paper.deadline,
    leftSeconds: leftSecondsOf({ state: PaperState.IN_EXAM, deadline: paper.deadline }),
  };
}
