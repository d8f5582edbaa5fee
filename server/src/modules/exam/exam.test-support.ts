/**
 * Test data for the exam tests: a small bank, valid save bodies, papers written directly with
 * Prisma (so admission and lock rules can be tested without create-paper), callers and call helpers.
 */
import type { Db } from '../../core/prisma.ts';
import type { Platform } from '../../platform.ts';
import { restOk } from '../../../test/helpers.ts';
import { buildChapter, buildQuestion, buildRepo } from '../training/test-factories.ts';

type Json = Record<string, unknown>;

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/**
 * A bank: single choice x4 (chapter c1: 2 normal + 1 harder; no chapter: 1 normal), multiple x2,
 * short answer x1 (and a composite whose parts never count as top-level questions).
 */
export async function buildExamBank(prisma: Db, title = 'Exam bank') {
  const repo = await buildRepo(prisma, title);
  const c1 = await buildChapter(prisma, repo.id, 'Chapter one', 1);
  const c2 = await buildChapter(prisma, repo.id, 'Chapter two', 2);
  const single = (level: number, chapterId: string | null) =>
    buildQuestion(prisma, repo.id, {
      quType: 1,
      level,
      chapterId,
      options: [{ content: 'a', isRight: true }, { content: 'b' }],
    });
  await single(1, c1.id);
  await single(1, c1.id);
  await single(2, c1.id);
  await single(1, null);
  for (let i = 0; i < 2; i++) {
    await buildQuestion(prisma, repo.id, {
      quType: 2,
      options: [{ content: 'a', isRight: true }, { content: 'b', isRight: true }, { content: 'c' }],
    });
  }
  await buildQuestion(prisma, repo.id, { quType: 4, options: [{ content: 'ref', isRight: true }] });
  await buildQuestion(prisma, repo.id, {
    quType: 99,
    subs: [{ quType: 1, options: [{ content: 'x', isRight: true }, { content: 'y' }] }],
  });
  return { repo, c1, c2 };
}

/** A valid save body (public, in progress: yesterday .. in 30 days) with two rules, total 10. */
export function examBody(repoId: string, over: Json = {}): Json {
  const now = Date.now();
  return {
    title: 'Safety exam',
    content: '<p>Read carefully</p>',
    examType: 1,
    openType: 1,
    startTime: new Date(now - DAY).toISOString(),
    endTime: new Date(now + 30 * DAY).toISOString(),
    totalTime: 30,
    qualifyScore: 6,
    chance: 0,
    ruleList: [
      { repoId, quType: 1, quCount: 3, quScore: 2 },
      { repoId, quType: 2, quCount: 2, quScore: 2 },
    ],
    ...over,
  };
}

/** A paper row (state 0 in exam by default, deadline in 30 minutes). */
export async function buildPaper(
  prisma: Db,
  examId: string,
  userId: string,
  opts: { state?: number; deadline?: Date } = {},
) {
  return prisma.paper.create({
    data: {
      examId,
      userId,
      state: opts.state ?? 0,
      deadline: opts.deadline ?? new Date(Date.now() + 30 * 60_000),
      quCount: 1,
      totalScore: 10,
      qualifyScore: 6,
    },
  });
}

export const SAVE_EXAM = 'mutation($i: ExamSaveInput!) { saveExam(input: $i) }';

/** Creates an exam through REST save (as the given admin); returns its id. */
export async function createExam(
  p: Platform,
  admin: { token: string },
  body: Json,
): Promise<string> {
  const data = await restOk<{ id: string }>(p, admin.token, '/api/exam/exam/save', body);
  return data.id;
}
