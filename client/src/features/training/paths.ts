import { TRAIN_KIND } from '../question/questionTypes';

/** In a wrong-answer-book training route this segment stands for "every bank". */
export const ALL_REPOS = 'all';

/** The practice screen of a bank (kind 1) or of the wrong-answer book (kind 2, optional bank). */
export function trainingPath(
  kind: number,
  repoId: string | null | undefined,
  mode: number,
): string {
  if (kind === TRAIN_KIND.BOOK) {
    return `/web/book/training/${encodeURIComponent(repoId ?? ALL_REPOS)}/${mode}`;
  }
  return `/web/repo/training/${encodeURIComponent(repoId ?? '')}/${mode}`;
}

export function resultPath(trainId: string): string {
  return `/web/repo/repo/${encodeURIComponent(trainId)}`;
}

export function repoViewPath(repoId: string): string {
  return `/web/repo/view/${encodeURIComponent(repoId)}`;
}

export function wrongBookPath(repoId?: string | null): string {
  return repoId != null && repoId !== ''
    ? `/web/book?repoId=${encodeURIComponent(repoId)}`
    : '/web/book';
}
