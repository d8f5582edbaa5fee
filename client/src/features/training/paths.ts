import { TRAIN_KIND } from '../question/questionTypes';

/** In a wrong-answer-book training route this segment stands for "every bank". */
export const ALL_REPOS = 'all';

/**
 * The practice screen of a bank (kind 1) or of the wrong-answer book (kind 2, optional bank, and
 * optionally only the questions got wrong in one exam: ?examId=).
 */
export function trainingPath(
  kind: number,
  repoId: string | null | undefined,
  mode: number,
  examId?: string | null,
): string {
  if (kind === TRAIN_KIND.BOOK) {
    const path = `/web/book/training/${encodeURIComponent(repoId ?? ALL_REPOS)}/${mode}`;
    return examId != null && examId !== '' ? `${path}?examId=${encodeURIComponent(examId)}` : path;
  }
  return `/web/repo/training/${encodeURIComponent(repoId ?? '')}/${mode}`;
}

export function resultPath(trainId: string): string {
  return `/web/repo/repo/${encodeURIComponent(trainId)}`;
}

export function repoViewPath(repoId: string): string {
  return `/web/repo/view/${encodeURIComponent(repoId)}`;
}

/** Where a wrong-answer-book practice goes back to: the exam's wrong questions, or the book. */
export function bookBackPath(repoId: string | null, examId: string | null): string {
  return examId !== null ? examWrongBookPath(examId) : wrongBookPath(repoId);
}

export function wrongBookPath(repoId?: string | null): string {
  return repoId != null && repoId !== ''
    ? `/web/book?repoId=${encodeURIComponent(repoId)}`
    : '/web/book';
}

/** The wrong questions of one exam in the learner's book. */
export function examWrongBookPath(examId: string): string {
  return `/web/book/list/${encodeURIComponent(examId)}`;
}

/** The learner's view of one bank question, with its key: /web/qu/view/{id}. */
export function questionViewPath(quId: string): string {
  return `/web/qu/view/${encodeURIComponent(quId)}`;
}
