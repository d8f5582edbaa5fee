/**
 * Staggered starts: an exam with staggerMinutes > 0 spreads its learners' starts over
 * [startTime, startTime + staggerMinutes). Each learner gets one start slot, assigned the first
 * time they are seen as a participant (the check page or create-paper) and stored (ExamSlot), so
 * it never moves.
 *
 * The rule: the k-th learner seen (k = 0, 1, 2, ... in admission order) starts at
 * startTime + vdc(k) x staggerMinutes, where vdc is the base-2 van der Corput sequence
 * (0, 1/2, 1/4, 3/4, 1/8, 5/8, ...). Whatever the number of learners (unknown in advance for public
 * exams, growing as applies are approved), the first n slots are spread evenly: no gap is more
 * than twice another. Being quick gains nothing (only the first learner starts at startTime), so
 * nobody needs to rush the check page at startTime, and a learner seen late is never later than
 * they would be without staggering (a slot is never after startTime + staggerMinutes).
 *
 * Concurrency: each ordinal is taken from the exam's counter by one atomic update (no lock is held
 * across statements, so a crowd at startTime cannot exhaust the pool); a learner's slot is
 * inserted once (the first insert wins, a parallel request of the same learner reads it back);
 * (examId, ordinal) is unique as a second guard.
 */
import type { Db, DbClient } from '../../core/prisma.ts';
import type { Exam } from '../../generated/prisma/client.ts';
import { ExamState } from './exam.constants.ts';

/** The k-th term of the base-2 van der Corput sequence, in [0, 1). */
export function spreadFraction(ordinal: number): number {
  let k = ordinal;
  let value = 0;
  let unit = 0.5;
  while (k > 0) {
    if (k % 2 === 1) value += unit;
    k = Math.floor(k / 2);
    unit /= 2;
  }
  return value;
}

/** Seconds after startTime at which the learner of this ordinal starts (whole seconds). */
export function slotOffsetSeconds(ordinal: number, staggerMinutes: number): number {
  return Math.floor(spreadFraction(ordinal) * staggerMinutes * 60);
}

type SlotExam = Pick<Exam, 'id' | 'startTime' | 'endTime' | 'staggerMinutes' | 'state' | 'offline'>;

/**
 * The learner's start slot, assigned now if they have none; null when the exam has no staggered
 * start, or cannot be taken (disabled, offline or ended), where a slot would mean nothing. Call it
 * only for a participant.
 */
export async function startSlotOf(
  db: Db,
  exam: SlotExam,
  userId: string,
  now: Date,
): Promise<Date | null> {
  if (exam.staggerMinutes <= 0) return null;
  const at = (offsetSeconds: number) => new Date(exam.startTime.getTime() + offsetSeconds * 1000);
  const key = { examId_userId: { examId: exam.id, userId } };
  const known = await db.examSlot.findUnique({ where: key, select: { offsetSeconds: true } });
  if (known !== null) return at(known.offsetSeconds);
  if (exam.state !== ExamState.ENABLED || exam.offline) return null;
  if (now.getTime() > exam.endTime.getTime()) return null;
  // The ordinal is taken by one atomic update; losing a race for the same learner skips an
  // ordinal, which only leaves a gap in the spread.
  const [taken] = await db.$queryRaw<Array<{ ordinal: number }>>`
    UPDATE "Exam" SET "slotNext" = "slotNext" + 1 WHERE id = ${exam.id}
    RETURNING "slotNext" - 1 AS ordinal`;
  if (taken === undefined) return null;
  const offsetSeconds = slotOffsetSeconds(taken.ordinal, exam.staggerMinutes);
  await db.$executeRaw`
    INSERT INTO "ExamSlot" ("examId", "userId", ordinal, "offsetSeconds")
    VALUES (${exam.id}, ${userId}, ${taken.ordinal}, ${offsetSeconds})
    ON CONFLICT ("examId", "userId") DO NOTHING`;
  const slot = await db.examSlot.findUniqueOrThrow({
    where: key,
    select: { offsetSeconds: true },
  });
  const offset = slot.offsetSeconds;
  return at(offset);
}

/** Whether any learner of the exam already holds a slot (the stagger can no longer change). */
export async function hasSlots(db: DbClient, examId: string): Promise<boolean> {
  return (await db.examSlot.findFirst({ where: { examId }, select: { examId: true } })) !== null;
}
