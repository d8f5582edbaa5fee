/**
 * Can the rules of an exam be drawn from the banks? Each rule draws quCount distinct top-level
 * questions of one bank and type (optionally one chapter, one level). A rule alone must match
 * enough questions, and rules whose pools overlap (same bank and type; chapters and levels equal or
 * left open) must fit together: a question is drawn once per paper. The joint check is a max-flow
 * over (rule -> question class) where a class is the questions sharing bank, type, chapter and level.
 */
import { AppError } from '../../core/errors/index.ts';
import type { DbClient } from '../../core/prisma.ts';

export interface RulePoolSpec {
  repoId: string;
  chapterId: string | null;
  quType: number;
  level: number | null;
  quCount: number;
}

/** Top-level questions sharing bank, type, chapter and level. */
export interface PoolClass {
  repoId: string;
  quType: number;
  chapterId: string | null;
  level: number;
  count: number;
}

export type RuleProblem =
  /** The rule alone matches no question. */
  | { index: number; kind: 'none' }
  /** The rule can get at most n questions (alone, or after the earlier rules of its pool). */
  | { index: number; kind: 'exceeds'; n: number };

function matches(rule: RulePoolSpec, c: PoolClass): boolean {
  return (
    c.repoId === rule.repoId &&
    c.quType === rule.quType &&
    (rule.chapterId === null || c.chapterId === rule.chapterId) &&
    (rule.level === null || c.level === rule.level)
  );
}

/** Max flow source -> rules (quCount) -> matching classes -> sink (count); Edmonds-Karp. */
export function maxDraw(rules: readonly RulePoolSpec[], classes: readonly PoolClass[]): number {
  const n = rules.length + classes.length + 2;
  const S = n - 2;
  const T = n - 1;
  const to: number[] = [];
  const cap: number[] = [];
  const adj: number[][] = Array.from({ length: n }, () => []);
  const edge = (a: number, b: number, c: number) => {
    adj[a]!.push(to.length);
    to.push(b);
    cap.push(c);
    adj[b]!.push(to.length);
    to.push(a);
    cap.push(0);
  };
  rules.forEach((r, i) => {
    edge(S, i, r.quCount);
    classes.forEach((c, j) => {
      if (matches(r, c)) edge(i, rules.length + j, r.quCount);
    });
  });
  classes.forEach((c, j) => edge(rules.length + j, T, c.count));
  let flow = 0;
  for (;;) {
    const prev = new Array<number>(n).fill(-1);
    const queue = [S];
    prev[S] = -2;
    while (queue.length > 0 && prev[T] === -1) {
      const u = queue.shift()!;
      for (const e of adj[u]!) {
        const v = to[e]!;
        if (prev[v] === -1 && cap[e]! > 0) {
          prev[v] = e;
          queue.push(v);
        }
      }
    }
    if (prev[T] === -1) return flow;
    let push = Infinity;
    for (let v = T; v !== S; v = to[prev[v]! ^ 1]!) push = Math.min(push, cap[prev[v]!]!);
    for (let v = T; v !== S; v = to[prev[v]! ^ 1]!) {
      cap[prev[v]!]! -= push;
      cap[prev[v]! ^ 1]! += push;
    }
    flow += push;
  }
}

/** The first rule that cannot be drawn, or null when all can be drawn together. */
export function checkRulePools(
  rules: readonly RulePoolSpec[],
  classes: readonly PoolClass[],
): RuleProblem | null {
  for (const [index, rule] of rules.entries()) {
    const available = classes.filter((c) => matches(rule, c)).reduce((s, c) => s + c.count, 0);
    if (available === 0) return { index, kind: 'none' };
    if (available < rule.quCount) return { index, kind: 'exceeds', n: available };
  }
  // Rules of one bank and type may share questions: add them in order; the first that no longer
  // fits is the one to blame, with what it could still get after the earlier ones.
  const groups = new Map<string, number[]>();
  rules.forEach((r, i) => {
    const key = `${r.repoId}\u0000${r.quType}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  for (const indexes of groups.values()) {
    if (indexes.length < 2) continue;
    const pool = classes.filter((c) => indexes.some((i) => matches(rules[i]!, c)));
    let wanted = 0;
    for (let k = 0; k < indexes.length; k++) {
      const prefix = indexes.slice(0, k + 1).map((i) => rules[i]!);
      wanted += rules[indexes[k]!]!.quCount;
      const got = maxDraw(prefix, pool);
      if (got < wanted) {
        const index = indexes[k]!;
        return { index, kind: 'exceeds', n: Math.max(0, rules[index]!.quCount - (wanted - got)) };
      }
    }
  }
  return null;
}

/** Question classes of the banks and types the rules name (top-level questions only). */
async function loadPoolClasses(db: DbClient, rules: readonly RulePoolSpec[]): Promise<PoolClass[]> {
  if (rules.length === 0) return [];
  const rows = await db.question.groupBy({
    by: ['repoId', 'quType', 'chapterId', 'level'],
    where: {
      parentId: null,
      repoId: { in: [...new Set(rules.map((r) => r.repoId))] },
      quType: { in: [...new Set(rules.map((r) => r.quType))] },
    },
    _count: { _all: true },
  });
  return rows.map((r) => ({
    repoId: r.repoId,
    quType: r.quType,
    chapterId: r.chapterId,
    level: r.level,
    count: r._count._all,
  }));
}

/** EXAM_RULE_NO_QUESTIONS / EXAM_RULE_EXCEEDS_BANK {n} for the first rule that cannot be drawn. */
export async function assertRulesDrawable(
  db: DbClient,
  rules: readonly RulePoolSpec[],
): Promise<void> {
  const problem = checkRulePools(rules, await loadPoolClasses(db, rules));
  if (problem === null) return;
  const field = { [`ruleList.${problem.index}.quCount`]: 'rule' };
  if (problem.kind === 'none') throw new AppError('EXAM_RULE_NO_QUESTIONS', {}, field);
  throw new AppError('EXAM_RULE_EXCEEDS_BANK', { n: problem.n }, field);
}
