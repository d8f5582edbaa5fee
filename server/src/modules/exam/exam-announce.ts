/**
 * The platform's "exam published" message: once an exam is enabled (created enabled, switched on,
 * or saved while enabled with a wider scope), everyone who may take it is told once. A job does
 * the sending, so a public exam's thousands of learners never hold up the admin's save.
 */
import dayjs from 'dayjs';
import type { DbClient } from '../../core/prisma.ts';
import type { MessageService } from '../message/index.ts';
import { listAudience } from './exam-audience.ts';
import { ExamState } from './exam.constants.ts';

export const EXAM_QUEUE = 'exam';
export const ANNOUNCE_PUBLISHED_JOB = 'announce-published';

/** Messages stored per statement. */
const ANNOUNCE_BATCH = 500;
const TIME = 'YYYY-MM-DD HH:mm';

/** The one key per user and exam that makes the announcement idempotent. */
export function publishedRefKey(examId: string): string {
  return `exam-published:${examId}`;
}

/**
 * Tells the audience of an enabled exam that has not ended that it is open to them; a user who was
 * told already (an earlier run, a retry, the exam switched off and on) gets nothing. Returns how
 * many messages were stored.
 */
export async function announcePublished(
  db: DbClient,
  messages: Pick<MessageService, 'notify'>,
  examId: string,
  now: Date = new Date(),
): Promise<number> {
  const exam = await db.exam.findUnique({
    where: { id: examId },
    select: { id: true, title: true, openType: true, state: true, startTime: true, endTime: true },
  });
  if (exam === null || exam.state !== ExamState.ENABLED) return 0;
  if (exam.endTime.getTime() <= now.getTime()) return 0;
  const audience = await listAudience(db, exam);
  const args = {
    exam: exam.title,
    start: dayjs(exam.startTime).format(TIME),
    end: dayjs(exam.endTime).format(TIME),
  };
  const refKey = publishedRefKey(exam.id);
  let sent = 0;
  for (let i = 0; i < audience.length; i += ANNOUNCE_BATCH) {
    sent += await messages.notify(
      audience
        .slice(i, i + ANNOUNCE_BATCH)
        .map((userId) => ({ userId, kind: 'examPublished' as const, args, refKey })),
    );
  }
  return sent;
}
