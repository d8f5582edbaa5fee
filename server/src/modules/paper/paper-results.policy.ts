/**
 * Who may read a paper's result, and when its answers show.
 *
 * - A learner reads only their own papers (PAPER_NOT_OWNED 20010028 otherwise); a holder of
 *   paper:list may read anyone's. A missing paper is PAPER_NOT_FOUND 20010033.
 * - Paging "my papers" may name a user only when it is the caller, or the caller holds paper:list
 *   (PERMISSION_DENIED 10010004 otherwise).
 * - Answers (keys, analysis, per-question scores and comments) show per exam.answerDisplay:
 *   0 never; 1 once the paper is handed in; 2 once the exam window has ended (now > endTime) and the
 *   paper is handed in. A paper in progress (state 0) never shows them, whoever asks.
 */
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission, type SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';

function canReadAnyPaper(session: SessionUser): boolean {
  return hasPermission(session, PERMISSIONS.paperList);
}

/** The paper if the caller may read it (see the module comment). */
export function authorizePaperReader<T extends { userId: string }>(
  session: SessionUser,
  paper: T | null,
): T {
  if (paper === null) throw new AppError('PAPER_NOT_FOUND');
  if (paper.userId !== session.userId && !canReadAnyPaper(session)) {
    throw new AppError('PAPER_NOT_OWNED');
  }
  return paper;
}

/** The user whose papers a paging request lists: the caller unless paper:list allows another. */
export function authorizePaperUser(session: SessionUser, userId: string | undefined): string {
  if (userId === undefined || userId === session.userId) return session.userId;
  if (!canReadAnyPaper(session)) throw new AppError('PERMISSION_DENIED');
  return userId;
}
