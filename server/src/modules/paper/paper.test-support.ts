/** Test data for paper tests: exams with rules over banks. */
import type { Db } from '../../core/prisma.ts';
import { buildQuestion, buildRepo, type QuestionSpec } from '../training/test-factories.ts';

export interface RuleSpec {
  repoId: string;
  quType: number;
  quCount: number;
  quScore: number;
  chapterId?: string | null;
  level?: number | null;
}

export interface ExamSpec {
  title?: string;
  rules: RuleSpec[];
  totalTime?: number;
  startTime?: Date;
  endTime?: Date;
  qualifyScore?: number;
  handMin?: number;
  chance?: number;
  shuffleQuestions?: boolean;
  shuffleOptions?: boolean;
  partialCredit?: boolean;
  openType?: number;
}

export async function buildExam(prisma: Db, spec: ExamSpec) {
  const now = Date.now();
  const totalScore = spec.rules.reduce((s, r) => s + r.quCount * r.quScore, 0);
  return prisma.exam.create({
    data: {
      title: spec.title ?? 'Exam',
      openType: spec.openType ?? 1,
      startTime: spec.startTime ?? new Date(now - 3600_000),
      endTime: spec.endTime ?? new Date(now + 3 * 3600_000),
      totalTime: spec.totalTime ?? 30,
      totalScore,
      qualifyScore: spec.qualifyScore ?? 0,
      handMin: spec.handMin ?? 0,
      chance: spec.chance ?? 0,
      shuffleQuestions: spec.shuffleQuestions ?? false,
      shuffleOptions: spec.shuffleOptions ?? false,
      partialCredit: spec.partialCredit ?? false,
      rules: {
        create: spec.rules.map((r, sort) => ({
          sort,
          repoId: r.repoId,
          quType: r.quType,
          quCount: r.quCount,
          quScore: r.quScore,
          chapterId: r.chapterId ?? null,
          level: r.level ?? null,
        })),
      },
    },
  });
}

/** A bank of `n` single-choice questions (option 0 wrong, option 1 right). */
export async function buildSingleBank(prisma: Db, n: number, title?: string) {
  const repo = await buildRepo(prisma, title);
  const qs = [];
  for (let i = 0; i < n; i++) {
    const spec: QuestionSpec = {
      quType: 1,
      content: `<p>Single ${i}</p>`,
      analysis: `ANALYSIS-S${i}`,
      options: [{ content: `wrong ${i}` }, { content: `right ${i}`, isRight: true }],
    };
    qs.push(await buildQuestion(prisma, repo.id, spec));
  }
  return { repo, qs };
}
