/**
 * Who may sit an exam, and when. Shared by the exam module
 * (check-info, the learner list, apply) and the paper module (create-paper calls `admitLearner`
 * inside its transaction when the learner has no open paper of the exam).
 *
 * Rules, checked in this order:
 * 1. the exam exists (EXAM_NOT_FOUND 20010015);
 * 2. it is enabled and online (EXAM_STATE_INVALID 20010039);
 * 3. the learner is a participant: open types 1 (public) and 9 (password) admit everyone; types 2
 *    and 3 admit the scope (departments with their sub-departments by deptCode prefix, group
 *    members, named users) and, when the exam takes applications (applyOn), learners whose apply
 *    was approved. Outside that: EXAM_PRIVATE_NEEDS_SIGNUP 20010035 when the learner could apply
 *    (applyOn), else EXAM_NOT_PARTICIPANT 20010003;
 * 4. now is inside [startTime, endTime] (EXAM_NOT_IN_TIME_WINDOW 20010036); with a staggered start
 *    (exam-slots.ts) the learner's own slot replaces startTime: before it, EXAM_BEFORE_SLOT
 *    20010090 {time: the slot};
 * 5. lateMax > 0: now <= startTime (the learner's slot when staggered) + lateMax minutes
 *    (EXAM_LATE 20010037 {n: lateMax});
 * 6. chance > 0: fewer papers than chance (every paper of the exam counts: EXAM_ATTEMPTS_EXCEEDED
 *    20010038 {n: chance});
 * 7. faceOn: the learner has an approved real-name photo to be compared with
 *    (EXAM_REAL_PERSON_REQUIRED 20010047);
 * 8. open type 9 with `checkPassword`: the password matches (EXAM_PASSWORD_WRONG 20010040).
 * "Another exam in progress" (20010002) is not checked here: create-paper does it in its transaction.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '../../core/auth/session-user.ts';
import type { SecretBox } from '../../core/crypto.ts';
import { hotRows } from '../../core/database/hot-sql.ts';
import {
  StatementBatcher,
  answersByIndex,
  batcherPerClient,
} from '../../core/database/statement-batcher.ts';
import { AppError } from '../../core/errors/index.ts';
import { logger } from '../../core/logger.ts';
import type { Db, DbClient } from '../../core/prisma.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import { type Exam, Prisma } from '../../generated/prisma/client.ts';
import { learnerPapers } from '../sitting/index.ts';
import { startSlotOf } from './exam-slots.ts';
import { AuditState, ExamState, OpenType } from './exam.constants.ts';

/** Whether a learner has an approved real-name photo (the realname module answers). */
export interface ApprovedFaceLookup {
  hasApprovedFace(userId: string): Promise<boolean>;
}

export interface Admission {
  exam: Exam;
  /** Papers the learner already has in this exam (every state). */
  attemptsUsed: number;
  /** Extra minutes granted to the learner for this exam (ExamExtraTime), 0 when none. */
  extraMinutes: number;
  /** The learner's start slot of a staggered exam, null when the exam has none. */
  startSlot: Date | null;
}

export interface AdmitOptions {
  password?: string;
  checkPassword: boolean;
  now?: Date;
}

/** Binds a sealed exam password to its exam (a sealed value copied to another exam won't open). */
export function passwordAad(examId: string): string {
  return `exam-password:${examId}`;
}

/** The exam's password in clear, or null when it has none or it cannot be opened. */
export function openExamPassword(secrets: SecretBox, exam: Pick<Exam, 'id' | 'passwordSealed'>) {
  if (exam.passwordSealed === null || exam.passwordSealed === '') return null;
  try {
    return secrets.open(exam.passwordSealed, passwordAad(exam.id));
  } catch (e) {
    logger.error({ err: e, examId: exam.id }, 'exam password cannot be opened');
    return null;
  }
}

function sameSecret(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(new Uint8Array(ha), new Uint8Array(hb));
}

/** Whether the user is in the stored scope (dept subtree by deptCode prefix, group, user). */
async function inExamScope(db: DbClient, examId: string, userId: string): Promise<boolean> {
  const rows = await db.$queryRaw<Array<{ hit: number }>>`
    SELECT 1 AS hit FROM "ExamScope" s
    WHERE s."examId" = ${examId} AND (
      (s.kind = 'user' AND s."refId" = ${userId})
      OR (s.kind = 'group' AND EXISTS (
        SELECT 1 FROM "GroupMember" g WHERE g."groupId" = s."refId" AND g."userId" = ${userId}))
      OR (s.kind = 'dept' AND EXISTS (
        SELECT 1 FROM "Department" d, "User" u
        WHERE d.id = s."refId" AND u.id = ${userId} AND u."deptCode" IS NOT NULL
          AND starts_with(u."deptCode", d."deptCode")))
    )
    LIMIT 1`;
  return rows.length > 0;
}

/** Admitted without an apply: open types 1 and 9, or in the scope of a type 2/3 exam. */
export async function admittedByRule(
  db: DbClient,
  exam: Pick<Exam, 'id' | 'openType'>,
  userId: string,
): Promise<boolean> {
  if (exam.openType === OpenType.PUBLIC || exam.openType === OpenType.PASSWORD) return true;
  return inExamScope(db, exam.id, userId);
}

async function hasApprovedApply(db: DbClient, examId: string, userId: string): Promise<boolean> {
  const row = await db.examApply.findFirst({
    where: { examId, userId, auditState: AuditState.APPROVED },
    select: { id: true },
  });
  return row !== null;
}

/** Step 3: throws EXAM_PRIVATE_NEEDS_SIGNUP / EXAM_NOT_PARTICIPANT when the user may not sit. */
export async function requireParticipant(
  db: DbClient,
  exam: Pick<Exam, 'id' | 'openType' | 'applyOn'>,
  userId: string,
): Promise<void> {
  if (await admittedByRule(db, exam, userId)) return;
  if (exam.applyOn) {
    if (await hasApprovedApply(db, exam.id, userId)) return;
    throw new AppError('EXAM_PRIVATE_NEEDS_SIGNUP');
  }
  throw new AppError('EXAM_NOT_PARTICIPANT');
}

/** What startBlockOf needs to know about the learner besides the exam. */
export interface StartFacts {
  /** Papers the learner already has in this exam (every state). */
  attemptsUsed: number;
  /** The learner's start slot of a staggered exam (null: not staggered). */
  startSlot: Date | null;
  /** The learner has an approved real-name photo (only asked when the exam has faceOn). */
  approvedFace: boolean;
}

/** Steps 2 and 4 to 7: the first reason the learner may not start now, or null. */
export function startBlockOf(
  exam: Pick<Exam, 'state' | 'offline' | 'startTime' | 'endTime' | 'lateMax' | 'chance' | 'faceOn'>,
  facts: StartFacts,
  now: Date,
): AppError | null {
  if (exam.state === ExamState.DISABLED || exam.offline) return new AppError('EXAM_STATE_INVALID');
  const t = now.getTime();
  const { startSlot } = facts;
  if (t > exam.endTime.getTime() || (startSlot === null && t < exam.startTime.getTime())) {
    return new AppError('EXAM_NOT_IN_TIME_WINDOW');
  }
  if (startSlot !== null && t < startSlot.getTime()) {
    return new AppError('EXAM_BEFORE_SLOT', { time: legacyTime(startSlot) });
  }
  const opensAt = (startSlot ?? exam.startTime).getTime();
  if (exam.lateMax > 0 && t > opensAt + exam.lateMax * 60_000) {
    return new AppError('EXAM_LATE', { n: exam.lateMax });
  }
  if (exam.chance > 0 && facts.attemptsUsed >= exam.chance) {
    return new AppError('EXAM_ATTEMPTS_EXCEEDED', { n: exam.chance });
  }
  if (exam.faceOn && !facts.approvedFace) return new AppError('EXAM_REAL_PERSON_REQUIRED');
  return null;
}

/** Whether the learner meets the exam's real-name need (true when the exam has no face checks). */
export async function meetsRealName(
  identities: ApprovedFaceLookup,
  exam: Pick<Exam, 'faceOn'>,
  userId: string,
): Promise<boolean> {
  return !exam.faceOn || identities.hasApprovedFace(userId);
}

export async function countAttempts(db: DbClient, examId: string, userId: string) {
  const [row] = await hotRows<{ n: number }>(db)`
    SELECT count(*)::int AS n FROM ${learnerPapers(userId)} p WHERE p."examId" = ${examId}`;
  return row?.n ?? 0;
}

/**
 * The exam row with the learner's papers in it so far and the extra minutes granted to them, in one
 * statement (a start waits its turn for each round trip to the database); EXAM_NOT_FOUND as
 * findExamOrThrow.
 */
async function examWithAttempts(
  db: Db,
  examId: string,
  userId: string,
): Promise<{ exam: Exam; attemptsUsed: number; extraMinutes: number }> {
  if (typeof examId !== 'string' || examId === '' || examId.length > 64) {
    throw new AppError('EXAM_NOT_FOUND');
  }
  const row = await admissionReads(db).submit({ examId, userId });
  if (row === undefined) throw new AppError('EXAM_NOT_FOUND');
  const { attemptsUsed__: attemptsUsed, extraMinutes__: extraMinutes, ...exam } = row;
  return { exam, attemptsUsed, extraMinutes };
}

type AdmissionRow = Exam & { attemptsUsed__: number; extraMinutes__: number };

/** Admission reads in flight at once per process, and reads in one statement at most. */
const ADMISSION_LANES = 4;
const ADMISSION_BATCH_MAX = 64;

/** Many learners' admission reads in one statement: a whole exam presses start within a minute. */
const admissionReads = batcherPerClient(
  (db: Db) =>
    new StatementBatcher<{ examId: string; userId: string }, Omit<AdmissionRow, 'i'> | undefined>({
      lanes: ADMISSION_LANES,
      maxBatch: ADMISSION_BATCH_MAX,
      run: async (asks) => {
        const rows = await hotRows<AdmissionRow & { i: number }>(db)`${examWithAttemptsStatement(
          JSON.stringify(asks.map((a, i) => ({ ...a, i }))),
        )}`;
        return answersByIndex(asks.length, rows);
      },
    }),
);

/** The statement of examWithAttempts for each (i, examId, userId) of `asks` (JSON). */
export function examWithAttemptsStatement(asks: string): Prisma.Sql {
  return Prisma.sql`
    SELECT x.i, e.*,
      (SELECT count(*)::int FROM ${learnerPapers(Prisma.raw('x."userId"'))} p
        WHERE p."examId" = e.id) AS "attemptsUsed__",
      COALESCE((SELECT minutes FROM "ExamExtraTime" t
        WHERE t."examId" = e.id AND t."userId" = x."userId"), 0) AS "extraMinutes__"
    FROM jsonb_to_recordset(${asks}::jsonb) AS x(i int, "examId" text, "userId" text)
    JOIN "Exam" e ON e.id = x."examId"`;
}

/** The exam row, or EXAM_NOT_FOUND (also for a malformed id). */
export async function findExamOrThrow(db: DbClient, examId: string): Promise<Exam> {
  if (typeof examId !== 'string' || examId === '' || examId.length > 64) {
    throw new AppError('EXAM_NOT_FOUND');
  }
  // A hot statement: every start and every check-info of an exam day reads the exam row.
  const [exam] = await hotRows<Exam>(db)`SELECT * FROM "Exam" WHERE id = ${examId}`;
  if (exam === undefined) throw new AppError('EXAM_NOT_FOUND');
  return exam;
}

/**
 * Admits a learner to start a paper of the exam, or throws the first refusal (see the top of the
 * file). create-paper calls it only when the learner has no open paper of the exam, so an open
 * paper is never refused for attempts.
 */
export async function admitLearner(
  db: Db,
  secrets: SecretBox,
  identities: ApprovedFaceLookup,
  user: SessionUser,
  examId: string,
  opts: AdmitOptions,
): Promise<Admission> {
  const now = opts.now ?? new Date();
  const { exam, attemptsUsed, extraMinutes } = await examWithAttempts(db, examId, user.userId);
  if (exam.state === ExamState.DISABLED || exam.offline) throw new AppError('EXAM_STATE_INVALID');
  await requireParticipant(db, exam, user.userId);
  const [startSlot, approvedFace] = await Promise.all([
    startSlotOf(db, exam, user.userId, now),
    meetsRealName(identities, exam, user.userId),
  ]);
  const block = startBlockOf(exam, { attemptsUsed, startSlot, approvedFace }, now);
  if (block !== null) throw block;
  if (exam.openType === OpenType.PASSWORD && opts.checkPassword) {
    const expected = openExamPassword(secrets, exam);
    const given = opts.password ?? '';
    if (expected === null || given === '' || !sameSecret(given, expected)) {
      throw new AppError('EXAM_PASSWORD_WRONG');
    }
  }
  return {
    exam,
    attemptsUsed,
    extraMinutes,
    startSlot,
  };
}
