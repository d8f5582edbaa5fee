/**
 * Banks, chapters and questions: written directly with Prisma (buildRepo, buildQuestion and the
 * ready banks) or through the bank API (createRepo, sampleQuestion, saveQuestion).
 */
import type { Db } from '../../src/core/prisma.ts';
import type { Prisma } from '../../src/generated/prisma/client.ts';
import type { SaveQuestionInput } from '../../src/modules/question/question.rules.ts';
import type { Platform } from '../../src/platform.ts';
import { rest } from '../helpers.ts';

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

/**
 * The exam tests' bank: single choice x4 (chapter c1: 2 normal + 1 harder; no chapter: 1 normal), multiple x2,
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

/** A bank with the given chapters (in order), written directly. */
export async function createRepo(
  p: Platform,
  title = '测试题库',
  chapters: string[] = [],
): Promise<{ id: string; chapters: Array<{ id: string; title: string }> }> {
  const repo = await p.infra.prisma.repo.create({
    data: {
      title,
      chapters: { create: chapters.map((t, i) => ({ title: t, sort: i })) },
    },
    include: { chapters: { orderBy: { sort: 'asc' } } },
  });
  return { id: repo.id, chapters: repo.chapters };
}

const opt = (content: string, isRight = false) => ({ content, image: '', isRight });

/** A valid save body of each type (the composite has a single, a fill-blank and a short part). */
export function sampleQuestion(repoId: string, quType: number): SaveQuestionInput {
  const base = { repoId, quType, level: 1, analysis: `<p>解析${quType}</p>` };
  switch (quType) {
    case 1:
      return {
        ...base,
        content: '<p>单选题</p>',
        answerList: [opt('A', true), opt('B'), opt('C')],
      };
    case 2:
      return {
        ...base,
        content: '<p>多选题</p>',
        answerList: [opt('A', true), opt('B', true), opt('C')],
      };
    case 3:
      return { ...base, content: '<p>判断题</p>', answerList: [opt('正确', true), opt('错误')] };
    case 4:
      return { ...base, content: '<p>简答题</p>', answerList: [opt('<p>参考答案</p>', true)] };
    case 5:
      return {
        ...base,
        content: '<p>填空 __ 和 __</p>',
        answerList: [opt('北京||北京市'), opt('上海')],
      };
    case 6:
      return {
        ...base,
        content: '<p>配对题</p>',
        answerList: [
          { content: '红', answer: '禁止' },
          { content: '黄', answer: '警告' },
        ],
      };
    default:
      return {
        ...base,
        content: '<p>组合题材料</p>',
        answerList: [],
        subList: [
          { quType: 1, content: '子题一', answerList: [opt('X', true), opt('Y')] },
          { quType: 5, content: '子题二 __', answerList: [opt('答案')] },
        ],
      };
  }
}

/** Saves a question through REST as `token`; returns its id. */
export async function saveQuestion(
  p: Platform,
  token: string,
  body: SaveQuestionInput,
): Promise<string> {
  const res = await rest<{ id: string }>(p, '/api/repo/qu/save', body, { token });
  if (res.code !== 0) throw new Error(`save failed: ${res.code} ${res.msg}`);
  return res.data.id;
}

/** A bank's question counts as the bank row keeps them. */
export async function repoCounts(p: Platform, repoId: string) {
  const r = await p.infra.prisma.repo.findUniqueOrThrow({
    where: { id: repoId },
    select: { quCount: true, objCount: true, subjCount: true },
  });
  return r;
}
