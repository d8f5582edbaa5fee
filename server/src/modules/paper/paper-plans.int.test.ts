/**
 * The exam day's hot statements keep to a paper's or a learner's own index whatever the planner's
 * statistics say. Statistics taken before a sitting (every paper handed in, state 0 rare) make an
 * index on state look cheapest for any condition with `state = 0`; during the sitting thousands of
 * papers are in exam, and such a plan reads all of them for each save, start or look-up.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { resetDatabase, startTestPlatform } from '../../../test/helpers.ts';
import { buildExamRow } from '../../../test/factories/exam.ts';
import { Prisma, type Exam } from '../../generated/prisma/client.ts';
import { examWithAttemptsStatement } from '../exam/index.ts';
import { GRACE_MS } from '../sitting/index.ts';
import { insertPapersStatement } from './paper-draw.ts';
import { openPaperDetailStatement, openPapersStatement } from './paper-read.ts';
import { saveBatchStatement } from './paper-save.ts';

const LEARNERS = 3000;
/** The indexes that find a paper by its id or its learner. */
const OWN_INDEXES = new Set(['Paper_pkey', 'Paper_userId_state_idx']);

let p: Platform;
let sitting: Exam;
const learnerId = (n: number) => `plan-learner-${n}`;
const paperId = (n: number) => `plan-paper-${n}`;

/** The Paper indexes a statement's plan reads, and whether it scans the Paper table whole. */
async function paperAccess(
  statement: Prisma.Sql,
): Promise<{ indexes: string[]; seqScan: boolean }> {
  const [row] = await p.infra.prisma.$queryRaw<Array<{ 'QUERY PLAN': unknown }>>(
    Prisma.sql`EXPLAIN (FORMAT JSON) ${statement}`,
  );
  const indexes: string[] = [];
  let seqScan = false;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    const index = n['Index Name'];
    if (typeof index === 'string' && index.startsWith('Paper_')) indexes.push(index);
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'Paper') seqScan = true;
    Object.values(n).forEach(walk);
  };
  walk(row?.['QUERY PLAN']);
  return { indexes, seqScan };
}

function expectOwnIndexes(access: { indexes: string[]; seqScan: boolean }): void {
  expect(access.seqScan).toBe(false);
  expect(access.indexes.length).toBeGreaterThan(0);
  expect(access.indexes.filter((i) => !OWN_INDEXES.has(i))).toEqual([]);
}

beforeAll(async () => {
  p = await startTestPlatform();
  await resetDatabase(p);
  const db = p.infra.prisma;
  const history = await buildExamRow(db, { endTime: new Date(Date.now() - 3600_000) });
  sitting = await buildExamRow(db);
  await db.$executeRaw`
    INSERT INTO "User" (id, "userName", "realName", "passwordHash", "updatedAt")
    SELECT 'plan-learner-' || g, 'plan' || g, 'Plan ' || g, 'x', now()
    FROM generate_series(1, ${LEARNERS}::int) g`;
  // Yesterday's exam: every learner handed in; the statistics are taken then.
  await db.$executeRaw`
    INSERT INTO "Paper" (id, "examId", "userId", state, deadline, "quCount", "totalScore",
      "qualifyScore", "updatedAt")
    SELECT 'plan-old-' || g, ${history.id}, 'plan-learner-' || g, 2, now() - interval '1 day',
      50, 100, 60, now()
    FROM generate_series(1, ${LEARNERS}::int) g`;
  await db.$executeRawUnsafe('ANALYZE "Paper"');
  // Today's sitting: every learner in exam, unknown to the statistics.
  await db.$executeRaw`
    INSERT INTO "Paper" (id, "examId", "userId", state, deadline, "quCount", "totalScore",
      "qualifyScore", "updatedAt")
    SELECT 'plan-paper-' || g, ${sitting.id}, 'plan-learner-' || g, 0, now() + interval '1 hour',
      50, 100, 60, now()
    FROM generate_series(1, ${LEARNERS}::int) g`;
}, 60_000);

afterAll(async () => {
  await resetDatabase(p);
  await p.stop();
});

describe('hot statements under statistics from before the sitting', () => {
  it('the set-up reproduces the trap: state in the same scan reads the state index', async () => {
    const ids = [1, 2, 3, 4].map(paperId);
    const access = await paperAccess(
      Prisma.sql`SELECT id FROM "Paper" WHERE id = ANY(${ids}::text[]) AND state = 0`,
    );
    expect(access.indexes.some((i) => !OWN_INDEXES.has(i))).toBe(true);
  });

  it('a batch of saves finds its papers by id', async () => {
    const saves = Array.from({ length: 16 }, (_, i) => ({
      i,
      paperId: paperId(i + 1),
      userId: learnerId(i + 1),
      quId: 'q1',
      hasAnswer: true,
      answer: ['o1'],
      answered: true,
      mark: null,
      seq: Date.now(),
    }));
    expectOwnIndexes(await paperAccess(saveBatchStatement(JSON.stringify(saves))));
  });

  it('the open-paper look-ups and the exam page read find the learner’s papers', async () => {
    const asks = [1, 2, 3, 4, 5, 6, 7, 8].map((n, i) => ({
      i,
      userId: learnerId(n),
      examId: sitting.id,
    }));
    expectOwnIndexes(await paperAccess(openPapersStatement(JSON.stringify(asks))));
    expectOwnIndexes(await paperAccess(openPaperDetailStatement(learnerId(9), sitting.id)));
  });

  it('admission counts the learner’s own papers', async () => {
    const asks = [10, 11].map((n, i) => ({ i, examId: sitting.id, userId: learnerId(n) }));
    expectOwnIndexes(await paperAccess(examWithAttemptsStatement(JSON.stringify(asks))));
  });

  it('a batch of starts looks for each learner’s running papers by the learner', async () => {
    const now = new Date();
    const admission = { exam: sitting, attemptsUsed: 0, extraMinutes: 0, startSlot: null };
    const items = [{ quId: 'q1', quType: 1, sort: 0, score: 2, optionOrder: null }];
    const starts = [11, 12, 13, 14].map((n) => ({
      paperId: randomUUID(),
      userId: learnerId(n),
      admission,
      items,
      startedAt: now,
      deadline: new Date(now.getTime() + 3600_000),
    }));
    const statement = insertPapersStatement(starts, new Date(now.getTime() - GRACE_MS));
    expectOwnIndexes(await paperAccess(statement));
  });
});
