/**
 * The server-owned clock of papers: the delayed deadline job of each paper (fires at deadline +
 * GRACE), the sweep that hands in papers whose job was missed, and extra time, which moves a running
 * paper's deadline and schedules the job for the new one.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import {
  GRACE_MS,
  GRACE_SQL_INTERVAL,
  HandBy,
  LearnerEventKind,
  PaperState,
  WatchEventKind,
} from '../sitting/index.ts';
import { DEADLINE_JOB, PAPER_QUEUE, deadlineJobId } from './paper.constants.ts';
import { handIn, type AfterHandIn } from './paper-hand-in.ts';

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

/** Schedules (idempotently) the delayed deadline job of a paper: fires at deadline + GRACE. */
export async function scheduleDeadline(
  infra: Infra,
  paperId: string,
  deadline: Date,
): Promise<void> {
  const delay = Math.max(0, deadline.getTime() + GRACE_MS - Date.now());
  try {
    // Batched with the other papers starting now: a sitting starts all its papers together.
    await infra.queues.addSoon(
      PAPER_QUEUE,
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
 * The deadline job: hands the paper in (by 2) when it is still in exam and overdue. If the deadline
 * moved later (extra time) the job for the new deadline is scheduled instead.
 */
export async function onDeadline(
  infra: Infra,
  paperId: string,
  now: Date = new Date(),
  after?: AfterHandIn,
): Promise<'handed-in' | 'rescheduled' | 'nothing'> {
  const paper = await infra.prisma.paper.findUnique({
    where: { id: paperId },
    select: { state: true, deadline: true },
  });
  if (paper === null || paper.state !== PaperState.IN_EXAM) return 'nothing';
  const due = paper.deadline.getTime() + GRACE_MS;
  if (now.getTime() < due) {
    if (due - now.getTime() <= 2_000) {
      // Fired a moment early (timer granularity): wait rather than re-add the same job id.
      await new Promise((r) => setTimeout(r, due - now.getTime() + 50));
      return onDeadline(infra, paperId, new Date(), after);
    }
    await scheduleDeadline(infra, paperId, paper.deadline);
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
  const overdue = await infra.prisma.paper.findMany({
    where: { state: PaperState.IN_EXAM, deadline: { lt: new Date(now.getTime() - GRACE_MS) } },
    select: { id: true },
    orderBy: { deadline: 'asc' },
    take: limit,
  });
  let handed = 0;
  for (const p of overdue) {
    try {
      const done = await handIn(infra, p.id, { by: HandBy.SWEEP, onlyIfOverdue: true, now, after });
      if (done !== null) handed++;
    } catch (e) {
      logger.error({ err: e, paperId: p.id }, 'sweep could not hand in a paper');
    }
  }
  return handed;
}

/**
 * Grants extra minutes to a learner for an exam: adds to ExamExtraTime (for papers started later)
 * and moves the running paper's deadline (capped by the exam's end) in one UPDATE.
 */
export async function grantExtraTime(
  infra: Infra,
  session: SessionUser,
  input: { examId: string; userId: string; minutes: number },
): Promise<ExtraTimeView> {
  const { examId, userId, minutes } = input;
  const db = infra.prisma;
  const exam = await db.exam.findUnique({ where: { id: examId }, select: { id: true } });
  if (exam === null) throw new AppError('EXAM_NOT_FOUND');
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
  await scheduleDeadline(infra, paper.id, paper.deadline);
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
