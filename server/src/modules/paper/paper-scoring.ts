/**
 * Paper totals, shared by hand-in (paper-hand-in) and marking (paper-review).
 *
 * Pure: no database, no clock. Rules:
 * - An item counts towards objScore when it is objective (`subjective` false), towards subjScore
 *   when it is subjective (a short answer, or a composite with a subjective part: its objective
 *   part's points, stored as its userScore at hand-in, count there too, so a composite is never
 *   split across the two totals).
 * - A null userScore counts 0 (not graded yet). Scores are clamped to [0, item score] so a bad
 *   stored value can never inflate a total, and totals are rounded half-up to 2 decimals.
 * - state 1 (awaiting marking) while any item needsMarking, else 2 (finished).
 * - passed is null while awaiting marking, else userScore >= qualifyScore.
 */
export interface ScoredItem {
  score: number;
  userScore: number | null;
  needsMarking: boolean;
}

export interface PaperTotals {
  objScore: number;
  subjScore: number;
  userScore: number;
  /** 1 awaiting marking if any item needsMarking, else 2 finished */
  state: 1 | 2;
  passed: boolean | null;
}

/** Half-up to 2 decimals, robust to binary noise (same rounding as the grading engine). */
export function round2(x: number): number {
  const r = Math.round(Number((x * 100).toPrecision(12))) / 100;
  return r === 0 ? 0 : r;
}

function itemPoints(item: ScoredItem): number {
  const got = item.userScore;
  if (got == null || !Number.isFinite(got) || got <= 0) return 0;
  const max = Number.isFinite(item.score) && item.score > 0 ? item.score : 0;
  return Math.min(got, max);
}

export function summarizePaper(
  items: (ScoredItem & { subjective: boolean })[],
  qualifyScore: number,
): PaperTotals {
  let obj = 0;
  let subj = 0;
  let pending = false;
  for (const item of items) {
    const points = itemPoints(item);
    if (item.subjective) subj += points;
    else obj += points;
    if (item.needsMarking) pending = true;
  }
  const objScore = round2(obj);
  const subjScore = round2(subj);
  const userScore = round2(objScore + subjScore);
  const state: 1 | 2 = pending ? 1 : 2;
  const passed = pending ? null : userScore >= round2(qualifyScore);
  return { objScore, subjScore, userScore, state, passed };
}
