/**
 * Test data for training and wrong-book tests: banks, chapters and questions written directly with
 * Prisma (the bank module's own factories may replace these later).
 */
import type { Db } from '../../core/prisma.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/** Questions get strictly increasing creation times, so "creation order" is unambiguous. */
let clock = Date.UTC(2026, 0, 1);
function nextCreatedAt(): Date {
  clock += 1000;
  return new Date(clock);
}

export async function buildRepo(
  prisma: Db,
  title = `Bank ${Math.random().toString(36).slice(2, 8)}`,
) {
  return prisma.repo.create({ data: { title } });
}

export async function buildChapter(prisma: Db, repoId: string, title: string, sort: number) {
  return prisma.chapter.create({ data: { repoId, title, sort } });
}

export interface OptionSpec {
  content?: string;
  image?: string;
  isRight?: boolean;
  /** Type 6: the right-side text. */
  answer?: string;
}

export interface QuestionSpec {
  quType: number;
  content?: string;
  analysis?: string;
  level?: number;
  chapterId?: string | null;
  options?: OptionSpec[];
  /** Composites: the parts. */
  subs?: QuestionSpec[];
}

export interface BuiltQuestion extends Prisma.QuestionGetPayload<{ include: { options: true } }> {
  subs: BuiltQuestion[];
}

export async function buildQuestion(
  prisma: Db,
  repoId: string,
  spec: QuestionSpec,
  parentId?: string,
): Promise<BuiltQuestion> {
  const q = await prisma.question.create({
    data: {
      repoId,
      parentId: parentId ?? null,
      chapterId: spec.chapterId ?? null,
      quType: spec.quType,
      level: spec.level ?? 1,
      content: spec.content ?? `<p>Question of type ${spec.quType}</p>`,
      analysis: spec.analysis ?? '',
      createdAt: nextCreatedAt(),
      options: {
        create: (spec.options ?? []).map((o, sort) => ({
          sort,
          content: o.content ?? '',
          image: o.image ?? '',
          isRight: o.isRight ?? false,
          answer: o.answer ?? null,
        })),
      },
    },
    include: { options: { orderBy: { sort: 'asc' } } },
  });
  const subs: BuiltQuestion[] = [];
  for (const [i, sub] of (spec.subs ?? []).entries()) {
    const part = await buildQuestion(prisma, repoId, sub, q.id);
    await prisma.question.update({ where: { id: part.id }, data: { sort: i } });
    subs.push(part);
  }
  return { ...q, subs };
}

/** One question of every type, each with a recognisable key and analysis. */
export const EVERY_TYPE = {
  single: {
    quType: 1,
    content: '<p>Pick the capital of France</p>',
    analysis: 'ANALYSIS-SINGLE',
    options: [{ content: 'Lyon' }, { content: 'Paris', isRight: true }, { content: 'Nice' }],
  },
  multiple: {
    quType: 2,
    content: '<p>Pick the even numbers</p>',
    analysis: 'ANALYSIS-MULTIPLE',
    options: [
      { content: 'two', isRight: true },
      { content: 'four', isRight: true },
      { content: 'five' },
      { content: 'seven' },
    ],
  },
  trueFalse: {
    quType: 3,
    content: '<p>The earth is round</p>',
    analysis: 'ANALYSIS-TF',
    options: [{ content: 'True', isRight: true }, { content: 'False' }],
  },
  short: {
    quType: 4,
    content: '<p>Describe a cloud</p>',
    analysis: 'ANALYSIS-SHORT',
    options: [{ content: '<p>SECRETREFERENCE: water vapour</p>', isRight: true }],
  },
  fill: {
    quType: 5,
    content: '<p>The capital of China is ___ and HTTP stands for ___</p>',
    analysis: 'ANALYSIS-FILL',
    options: [{ content: 'SECRETBEIJING||Peking' }, { content: 'HyperTextTransferProtocol' }],
  },
  matching: {
    quType: 6,
    content: '<p>Match the animal and its sound</p>',
    analysis: 'ANALYSIS-MATCH',
    options: [
      { content: 'cat', answer: 'meow' },
      { content: 'dog', answer: 'woof' },
      { content: 'cow', answer: 'moo' },
    ],
  },
  composite: {
    quType: 99,
    content: '<p>Read the passage</p>',
    analysis: 'ANALYSIS-COMPOSITE',
    subs: [
      {
        quType: 1,
        content: '<p>Part one</p>',
        analysis: 'ANALYSIS-PART-1',
        options: [{ content: 'right one', isRight: true }, { content: 'wrong one' }],
      },
      {
        quType: 5,
        content: '<p>Part two ___</p>',
        analysis: 'ANALYSIS-PART-2',
        options: [{ content: 'SECRETPART' }],
      },
    ],
  },
} satisfies Record<string, QuestionSpec>;

export type EveryTypeKey = keyof typeof EVERY_TYPE;

/** A bank holding EVERY_TYPE in that order (one chapter-less question each). */
export async function buildBankOfEveryType(prisma: Db, title = 'Every type bank') {
  const repo = await buildRepo(prisma, title);
  const qs = {} as Record<EveryTypeKey, BuiltQuestion>;
  for (const key of Object.keys(EVERY_TYPE) as EveryTypeKey[]) {
    qs[key] = await buildQuestion(prisma, repo.id, EVERY_TYPE[key]);
  }
  return { repo, qs };
}
