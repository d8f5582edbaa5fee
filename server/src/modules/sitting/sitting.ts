/**
 * The sitting state of papers, read by several modules: whether a learner is sitting an exam
 * (practice and results hold answer keys back until the hand-in), the paper states, the grace
 * period after a deadline, and when a handed-in paper's answers may show.
 */
import { AppError } from '../../core/errors/index.ts';
import type { DbClient } from '../../core/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';

/** Paper.state. */
export const PaperState = {
  IN_EXAM: 0,
  AWAITING_MARKING: 1,
  FINISHED: 2,
  ABANDONED: 3,
} as const;

/** Paper.handBy: who handed a paper in. */
export const HandBy = {
  LEARNER: 1,
  DEADLINE_JOB: 2,
  SWEEP: 3,
  PROCTOR: 4,
  RULE: 5,
} as const;
export type HandByCode = (typeof HandBy)[keyof typeof HandBy];

/**
 * Saves are accepted until deadline + grace, and an open paper is live until then; the deadline
 * job fires at deadline + grace. The SQL interval is the same length, for queries that compare
 * with the database clock.
 */
export const GRACE_MS = 5_000;
export const GRACE_SQL_INTERVAL = Prisma.raw("interval '5 seconds'");

/**
 * A learner's papers as an SQL subquery, found by the learner alone: filter the exam, state or
 * deadline outside it (`FROM ${learnerPapers(id)} p WHERE p.state = 0`). A learner has a few
 * papers, a sitting thousands in exam; the OFFSET 0 keeps those filters out of the subquery, so
 * PostgreSQL cannot pick an index on state, which statistics taken before the sitting (state 0
 * rare) or a plan made while the table was empty make look cheap, and then read every running
 * paper for each learner. `userId` is a value, or SQL (a column of a lateral join).
 */
export function learnerPapers(userId: string | Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT * FROM "Paper" WHERE "userId" = ${userId} OFFSET 0)`;
}

/** Exam.answerDisplay: when a handed-in paper's keys and analysis show to its learner. */
export const AnswerDisplay = {
  NEVER: 0,
  AFTER_HAND_IN: 1,
  AFTER_WINDOW: 2,
} as const;

/**
 * Whether the learner-facing result shows answers now: never while the paper is in progress;
 * otherwise per answerDisplay (1 once handed in, 2 once the exam window has ended as well).
 */
export function answersVisible(
  paper: { state: number },
  exam: { answerDisplay: number; endTime: Date },
  now: Date,
): boolean {
  if (paper.state === PaperState.IN_EXAM) return false;
  switch (exam.answerDisplay) {
    case AnswerDisplay.AFTER_HAND_IN:
      return true;
    case AnswerDisplay.AFTER_WINDOW:
      return now.getTime() > exam.endTime.getTime();
    default:
      return false;
  }
}

/** A paper still being sat: state 0 and not past its deadline plus the grace period. */
export function openPaperWhere(now: Date): Prisma.PaperWhereInput {
  return { state: PaperState.IN_EXAM, deadline: { gt: new Date(now.getTime() - GRACE_MS) } };
}

/** Whether the user is sitting an exam now (a paper in progress, other than `exceptPaperId`). */
export async function isSittingExam(
  db: DbClient,
  userId: string,
  now: Date = new Date(),
  exceptPaperId?: string,
): Promise<boolean> {
  const open = await db.paper.findFirst({
    where: {
      userId,
      ...openPaperWhere(now),
      ...(exceptPaperId === undefined ? {} : { id: { not: exceptPaperId } }),
    },
    select: { id: true },
  });
  return open !== null;
}

/**
 * No answer key reaches a learner while they sit an exam: practice (which reveals keys after a
 * check, or at once in rote mode) is refused with EXAM_IN_PROGRESS until the paper is handed in.
 */
export async function assertNotSittingExam(db: DbClient, userId: string): Promise<void> {
  if (await isSittingExam(db, userId)) throw new AppError('EXAM_IN_PROGRESS');
}
