/**
 * How many people an exam expects (the proctor console's "required" counter): everyone who
 * started a paper or had an apply approved and, for open types 2 and 3, every active user of the
 * scope (departments with their sub-departments, group members, named users). Public and
 * password exams have no list of invitees, so only those who started or were approved count.
 */
import type { DbClient } from '../../core/prisma.ts';
import { Prisma, type Exam } from '../../generated/prisma/client.ts';
import { AuditState, OpenType, ScopeKind } from './exam.constants.ts';

export async function countExpected(
  db: DbClient,
  exam: Pick<Exam, 'id' | 'openType'>,
): Promise<number> {
  const scoped = exam.openType === OpenType.DEPARTMENTS || exam.openType === OpenType.PEOPLE;
  const scope = scoped
    ? Prisma.sql`
      UNION SELECT u.id FROM "ExamScope" s JOIN "User" u ON u.id = s."refId"
        WHERE s."examId" = ${exam.id} AND s.kind = ${ScopeKind.USER} AND u.state = 0
      UNION SELECT u.id FROM "ExamScope" s
        JOIN "GroupMember" g ON g."groupId" = s."refId" JOIN "User" u ON u.id = g."userId"
        WHERE s."examId" = ${exam.id} AND s.kind = ${ScopeKind.GROUP} AND u.state = 0
      UNION SELECT u.id FROM "ExamScope" s
        JOIN "Department" d ON d.id = s."refId"
        JOIN "User" u ON u."deptCode" IS NOT NULL AND starts_with(u."deptCode", d."deptCode")
        WHERE s."examId" = ${exam.id} AND s.kind = ${ScopeKind.DEPT} AND u.state = 0`
    : Prisma.empty;
  const [row] = await db.$queryRaw<Array<{ n: number }>>`
    SELECT count(*)::int AS n FROM (
      SELECT "userId" AS id FROM "Paper" WHERE "examId" = ${exam.id}
      UNION SELECT "userId" FROM "ExamApply"
        WHERE "examId" = ${exam.id} AND "auditState" = ${AuditState.APPROVED}
      ${scope}
    ) audience`;
  return row?.n ?? 0;
}

/**
 * Everyone an exam's notification goes to, once each, active accounts only: for open types 2
 * and 3 the users of the scope (departments with their sub-departments, group members, named
 * users) and the approved applicants; for public and password exams every active learner (an
 * account holding a learner role).
 */
export async function listAudience(
  db: DbClient,
  exam: Pick<Exam, 'id' | 'openType'>,
): Promise<string[]> {
  const scoped = exam.openType === OpenType.DEPARTMENTS || exam.openType === OpenType.PEOPLE;
  const rows = scoped
    ? await db.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM (
        SELECT u.id FROM "ExamScope" s JOIN "User" u ON u.id = s."refId"
          WHERE s."examId" = ${exam.id} AND s.kind = ${ScopeKind.USER} AND u.state = 0
        UNION SELECT u.id FROM "ExamScope" s
          JOIN "GroupMember" g ON g."groupId" = s."refId" JOIN "User" u ON u.id = g."userId"
          WHERE s."examId" = ${exam.id} AND s.kind = ${ScopeKind.GROUP} AND u.state = 0
        UNION SELECT u.id FROM "ExamScope" s
          JOIN "Department" d ON d.id = s."refId"
          JOIN "User" u ON u."deptCode" IS NOT NULL AND starts_with(u."deptCode", d."deptCode")
          WHERE s."examId" = ${exam.id} AND s.kind = ${ScopeKind.DEPT} AND u.state = 0
        UNION SELECT a."userId" FROM "ExamApply" a JOIN "User" u ON u.id = a."userId"
          WHERE a."examId" = ${exam.id} AND a."auditState" = ${AuditState.APPROVED} AND u.state = 0
      ) audience ORDER BY id`
    : await db.$queryRaw<Array<{ id: string }>>`
      SELECT DISTINCT u.id FROM "User" u
        JOIN "UserRole" ur ON ur."userId" = u.id JOIN "Role" r ON r.id = ur."roleId"
        WHERE u.state = 0 AND r."roleType" = 1
        ORDER BY u.id`;
  return rows.map((r) => r.id);
}
