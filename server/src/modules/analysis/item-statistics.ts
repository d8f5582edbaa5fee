/**
 * Item analysis of an exam's finished papers, after Moodle's quiz statistics report: pure
 * functions over a response matrix, so every figure can be checked against a hand computation.
 */

/** One finished paper: its total marks earned and, per question it drew, the marks earned of the full marks. */
export interface AttemptScores {
  /** Marks earned on the paper (the sum over its questions). */
  total: number;
  /** Full marks of the paper. */
  max: number;
  /** Question id -> { earned, full } for the questions this paper drew. */
  items: ReadonlyMap<string, { earned: number; full: number }>;
}

export interface ItemStatistics {
  quId: string;
  /** Papers that drew the question. */
  attempts: number;
  /** Mean fraction of the full marks earned, 0..1 (null without attempts). */
  facility: number | null;
  /** Upper 27% minus lower 27% (by paper score) mean fraction earned, -1..1 (null under 2 attempts). */
  discrimination: number | null;
  /** Pearson correlation of the question's marks with the rest of the paper's marks (null when undefined). */
  itemRestCorrelation: number | null;
}

/** Share of the attempts in each of the upper and lower groups of the discrimination index. */
export const DISCRIMINATION_GROUP_SHARE = 0.27;

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Population variance (divides by n), the form Cronbach's alpha and KR-20 use. */
export function variance(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const m = mean(xs);
  return xs.reduce((a, x) => a + (x - m) ** 2, 0) / xs.length;
}

/** Pearson correlation; null when fewer than 2 pairs or either side does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length < 2 || xs.length !== ys.length) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/**
 * Statistics of one question over the attempts that drew it: facility (mean fraction earned),
 * the discrimination index (upper minus lower 27% of those attempts ranked by paper score, at
 * least one attempt a group, ties broken by input order) and the corrected item-total
 * correlation (the question's marks against the paper's other marks).
 */
export function itemStatistics(quId: string, attempts: readonly AttemptScores[]): ItemStatistics {
  const rows = attempts.flatMap((a) => {
    const item = a.items.get(quId);
    if (item === undefined) return [];
    const fraction = item.full > 0 ? item.earned / item.full : 0;
    return [
      {
        fraction,
        earned: item.earned,
        rest: a.total - item.earned,
        rank: a.max > 0 ? a.total / a.max : 0,
      },
    ];
  });
  const n = rows.length;
  if (n === 0) {
    return { quId, attempts: 0, facility: null, discrimination: null, itemRestCorrelation: null };
  }
  const facility = mean(rows.map((r) => r.fraction));
  let discrimination: number | null = null;
  if (n >= 2) {
    const group = Math.min(
      Math.floor(n / 2),
      Math.max(1, Math.round(n * DISCRIMINATION_GROUP_SHARE)),
    );
    const ranked = rows.map((r, i) => ({ ...r, i })).sort((a, b) => b.rank - a.rank || a.i - b.i);
    const upper = mean(ranked.slice(0, group).map((r) => r.fraction));
    const lower = mean(ranked.slice(n - group).map((r) => r.fraction));
    discrimination = upper - lower;
  }
  const itemRestCorrelation = pearson(
    rows.map((r) => r.earned),
    rows.map((r) => r.rest),
  );
  return { quId, attempts: n, facility, discrimination, itemRestCorrelation };
}

/** The reliability of the exam and how many questions and papers it was computed over. */
export interface Reliability {
  /** Cronbach's alpha (KR-20 when every question is marked right or wrong); null when undefined. */
  alpha: number | null;
  /** Questions every paper drew (the ones the coefficient covers). */
  items: number;
  papers: number;
}

/**
 * Cronbach's alpha over the questions every paper drew: k/(k-1) x (1 - sum of the questions'
 * mark variances / variance of the papers' totals over those questions). Needs 2 questions, 2
 * papers and totals that vary.
 */
export function cronbachAlpha(attempts: readonly AttemptScores[]): Reliability {
  const papers = attempts.length;
  const first = attempts[0];
  if (first === undefined) return { alpha: null, items: 0, papers: 0 };
  const common = [...first.items.keys()].filter((id) => attempts.every((a) => a.items.has(id)));
  const k = common.length;
  if (k < 2 || papers < 2) return { alpha: null, items: k, papers };
  const marks = (a: AttemptScores, id: string) => a.items.get(id)?.earned ?? 0;
  const itemVariances = common.map((id) => variance(attempts.map((a) => marks(a, id))));
  const totals = attempts.map((a) => common.reduce((sum, id) => sum + marks(a, id), 0));
  const totalVariance = variance(totals);
  if (totalVariance === 0) return { alpha: null, items: k, papers };
  const sumItemVariance = itemVariances.reduce((a, b) => a + b, 0);
  return { alpha: (k / (k - 1)) * (1 - sumItemVariance / totalVariance), items: k, papers };
}

/** Facility above this share: too easy. */
export const TOO_EASY_FACILITY = 0.9;
/** Facility below this share: too hard. */
export const TOO_HARD_FACILITY = 0.2;
/** Discrimination index below this: the question separates strong and weak learners badly. */
export const POOR_DISCRIMINATION = 0.2;
/** Attempts a question needs before it is flagged or given a suggested level. */
export const MIN_ATTEMPTS_FOR_ADVICE = 5;

/** The bank's difficulty levels (Question.level). */
export const QuestionLevel = { NORMAL: 1, HARDER: 2 } as const;
/** Facility below this suggests the harder level; at or above it, the normal level. */
export const HARDER_LEVEL_FACILITY = 0.5;

export type ItemFlag = 'tooEasy' | 'tooHard' | 'poorDiscrimination';

/** What the figures say about a question: its flags and the level its facility suggests. */
export function itemAdvice(stat: ItemStatistics): {
  flags: ItemFlag[];
  suggestedLevel: number | null;
} {
  if (stat.attempts < MIN_ATTEMPTS_FOR_ADVICE || stat.facility === null) {
    return { flags: [], suggestedLevel: null };
  }
  const flags: ItemFlag[] = [];
  if (stat.facility > TOO_EASY_FACILITY) flags.push('tooEasy');
  if (stat.facility < TOO_HARD_FACILITY) flags.push('tooHard');
  if (stat.discrimination !== null && stat.discrimination < POOR_DISCRIMINATION) {
    flags.push('poorDiscrimination');
  }
  const suggestedLevel =
    stat.facility < HARDER_LEVEL_FACILITY ? QuestionLevel.HARDER : QuestionLevel.NORMAL;
  return { flags, suggestedLevel };
}
