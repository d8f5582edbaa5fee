/**
 * The legacy Paper entity: a paper under the names legacy clients read (userObjScore,
 * userSubjScore, userScore, leftSeconds). Built here once and used by every REST route that
 * returns a paper.
 */
import { PaperState } from '../sitting/index.ts';

interface PaperLike {
  state?: number;
  objScore?: number;
  subjScore?: number;
  userScore?: number;
  userTime?: number;
  reviewState?: number;
  leftSeconds?: number | null;
}

export type LegacyPaper<P extends PaperLike> = P & {
  userObjScore: number;
  userSubjScore: number;
  userScore: number;
  userTime: number;
  reviewState: number;
  /** Seconds left to answer: a handed-in paper has none; null when the view does not know. */
  leftSeconds: number | null;
};

/**
 * The legacy names of a paper view or row; its own fields stay as they are. A paper still being
 * answered has no score yet (0) and no review (0); its time used is counted at hand-in (0).
 */
export function toLegacyPaper<P extends PaperLike>(p: P): LegacyPaper<P> {
  const handedIn = p.state !== undefined && p.state !== PaperState.IN_EXAM;
  return {
    ...p,
    userObjScore: p.objScore ?? 0,
    userSubjScore: p.subjScore ?? 0,
    userScore: p.userScore ?? 0,
    userTime: p.userTime ?? 0,
    reviewState: p.reviewState ?? 0,
    leftSeconds: p.leftSeconds ?? (handedIn ? 0 : null),
  };
}
