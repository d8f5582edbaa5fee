/**
 * Who may proctor an exam (watch its console, message its examinees, hand papers in, read its
 * monitoring records): super admins always; otherwise a user assigned to the exam directly or
 * through a group they belong to. An exam nobody is assigned to is watched by super admins and
 * the admin who created it; once proctors are assigned, the assignment alone decides.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import type { DbClient } from '../../core/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { ProctorKind } from './exam.constants.ts';

/**
 * The proctoring rule as a SQL condition on an exam row (`examAlias`."id" / "createdBy"), so a
 * list filters by the same rule a single check applies. TRUE for super admins.
 */
/** Who asks: a session, or the user a job runs for. */
export type Proctoring = Pick<SessionUser, 'userId' | 'isSuperAdmin'>;

export function proctorCondition(session: Proctoring, examAlias: string): Prisma.Sql {
  if (session.isSuperAdmin) return Prisma.sql`TRUE`;
  if (!/^[a-z_]+$/.test(examAlias)) throw new Error(`not a table alias: ${examAlias}`);
  const e = Prisma.raw(examAlias);
  const userId = session.userId;
  return Prisma.sql`(
    EXISTS (SELECT 1 FROM "ExamProctor" ep
      WHERE ep."examId" = ${e}."id" AND ep.kind = ${ProctorKind.USER} AND ep."refId" = ${userId})
    OR EXISTS (SELECT 1 FROM "ExamProctor" ep
      JOIN "GroupMember" gm ON gm."groupId" = ep."refId"
      WHERE ep."examId" = ${e}."id" AND ep.kind = ${ProctorKind.GROUP} AND gm."userId" = ${userId})
    OR (${e}."createdBy" = ${userId}
      AND NOT EXISTS (SELECT 1 FROM "ExamProctor" ep WHERE ep."examId" = ${e}."id")))`;
}

/** Whether the caller may proctor the exam; null when the exam does not exist. */
export async function canProctor(
  db: DbClient,
  session: Proctoring,
  examId: string,
): Promise<boolean | null> {
  const [row] = await db.$queryRaw<Array<{ allowed: boolean }>>`
    SELECT ${proctorCondition(session, 'e')} AS allowed FROM "Exam" e WHERE e."id" = ${examId}`;
  return row === undefined ? null : row.allowed;
}

/**
 * Refuses a caller who may not proctor the exam: EXAM_NOT_FOUND when there is no such exam,
 * EXAM_NOT_PROCTOR (which names nothing of the exam) when they are not its proctor.
 */
export async function assertCanProctor(
  db: DbClient,
  session: SessionUser,
  examId: string,
): Promise<void> {
  const allowed = await canProctor(db, session, examId);
  if (allowed === null) throw new AppError('EXAM_NOT_FOUND');
  if (!allowed) throw new AppError('EXAM_NOT_PROCTOR');
}
