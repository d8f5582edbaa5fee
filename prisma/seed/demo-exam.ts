// The demo exam '示例考试': open to everyone, in progress now, 30 minutes,
// drawn from the demo bank 'repo-demo' (every question type; see demo-bank.ts).
//
// Idempotent: the exam is created once, with its rules, when the id 'exam-demo' does not exist.
// An existing exam is left as it is: its window does not move on a re-seed, and an admin's edits
// (rules, times, title) are kept.
import type { Db } from '../../server/src/core/prisma.ts';
import { DEMO_REPO } from './demo-bank.ts';

export const DEMO_EXAM_ID = 'exam-demo';

/** Per type: how many questions (at most what the bank holds) and their score. Total 100. */
export const DEMO_EXAM_RULES = [
  { quType: 1, quCount: 3, quScore: 5 },
  { quType: 2, quCount: 2, quScore: 5 },
  { quType: 3, quCount: 2, quScore: 5 },
  { quType: 5, quCount: 3, quScore: 5 },
  { quType: 6, quCount: 2, quScore: 5 },
  { quType: 4, quCount: 2, quScore: 10 },
  { quType: 99, quCount: 2, quScore: 10 },
] as const;

const DAY = 24 * 3600_000;

export async function seedDemoExam(prisma: Db, now = new Date()): Promise<void> {
  const existing = await prisma.exam.findUnique({
    where: { id: DEMO_EXAM_ID },
    select: { id: true },
  });
  if (existing !== null) return;
  // Never ask for more questions than the bank holds (an admin may have deleted demo questions).
  const counts = await prisma.question.groupBy({
    by: ['quType'],
    where: { repoId: DEMO_REPO.id, parentId: null },
    _count: { _all: true },
  });
  const available = new Map(counts.map((c) => [c.quType, c._count._all]));
  const rules = DEMO_EXAM_RULES.map((r) => ({
    ...r,
    quCount: Math.min(r.quCount, available.get(r.quType) ?? 0),
  })).filter((r) => r.quCount > 0);
  const totalScore = rules.reduce((s, r) => s + r.quCount * r.quScore, 0);
  await prisma.exam.create({
    data: {
      id: DEMO_EXAM_ID,
      title: '示例考试',
      content:
        '<p>本考试从示例题库中随机抽题，覆盖全部题型。考试时长30分钟，请在规定时间内完成并交卷。</p>',
      examType: 1,
      openType: 1,
      state: 0,
      startTime: new Date(now.getTime() - DAY),
      endTime: new Date(now.getTime() + 365 * DAY),
      totalTime: 30,
      totalScore,
      qualifyScore: Math.round(totalScore * 0.6 * 100) / 100,
      chance: 0,
      answerDisplay: 1,
      createdBy: 'user-admin',
      rules: {
        create: rules.map((r, sort) => ({
          id: `exam-demo-rule-${sort + 1}`,
          sort,
          repoId: DEMO_REPO.id,
          quType: r.quType,
          quCount: r.quCount,
          quScore: r.quScore,
        })),
      },
    },
  });
}
