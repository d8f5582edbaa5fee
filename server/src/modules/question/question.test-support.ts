/**
 * Helpers shared by the bank and question integration tests (not a test file itself).
 */
import type { Platform } from '../../platform.ts';
import { rest } from '../../../test/helpers.ts';
import type { SaveQuestionInput } from './question.rules.ts';

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

export async function saveQuestion(
  p: Platform,
  token: string,
  body: SaveQuestionInput,
): Promise<string> {
  const res = await rest<{ id: string }>(p, '/api/repo/qu/save', body, { token });
  if (res.code !== 0) throw new Error(`save failed: ${res.code} ${res.msg}`);
  return res.data.id;
}

export async function repoCounts(p: Platform, repoId: string) {
  const r = await p.infra.prisma.repo.findUniqueOrThrow({
    where: { id: repoId },
    select: { quCount: true, objCount: true, subjCount: true },
  });
  return r;
}
