import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin } from '../../../test/identities.ts';

type Json = Record<string, unknown>;

/**
 * A bank built through the admin question API (`/api/repo/qu/save`, the body the issue documents)
 * is practised end to end: the stored conventions of each type (fill-blank values joined by '||',
 * matching answers, the short answer's reference answer) are what training grades and hides.
 */
describe('practising a bank built through the admin API', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  it('grades every type right and hides every key before the check', async () => {
    const adminToken = (await asSuperAdmin(p)).token;
    const { user: student, token } = await asStudent(p);
    const repo = await p.infra.prisma.repo.create({ data: { title: '接口题库' } });
    const opt = (content: string, isRight = false) => ({ content, image: '', isRight });
    const bodies: Json[] = [
      { quType: 1, content: '<p>单选</p>', answerList: [opt('甲'), opt('乙', true)] },
      { quType: 2, content: '<p>多选</p>', answerList: [opt('A', true), opt('B', true), opt('C')] },
      { quType: 3, content: '<p>判断</p>', answerList: [opt('正确', true), opt('错误')] },
      { quType: 4, content: '<p>简答</p>', answerList: [opt('<p>KEY-参考答案</p>', true)] },
      {
        quType: 5,
        content: '<p>填空 __ __</p>',
        answerList: [opt('KEY-北京||Peking'), opt('KEYABC')],
      },
      {
        quType: 6,
        content: '<p>配对</p>',
        answerList: [
          { content: '红', answer: '禁止' },
          { content: '黄', answer: '警告' },
        ],
      },
      {
        quType: 99,
        content: '<p>组合</p>',
        answerList: [],
        subList: [
          { quType: 1, content: '子题一', answerList: [opt('X', true), opt('Y')] },
          { quType: 5, content: '子题二 __', answerList: [opt('KEY-答案')] },
        ],
      },
    ];
    for (const body of bodies) {
      const res = await rest(
        p,
        '/api/repo/qu/save',
        { repoId: repo.id, level: 1, analysis: '<p>KEY-解析</p>', ...body },
        { token: adminToken },
      );
      expect(res.code, res.msg).toBe(0);
    }
    const t = await rest<{ id: string; total: number }>(
      p,
      '/api/repo/train/start',
      { mode: 11, repoId: repo.id, userId: student.id, clear: false },
      { token },
    );
    expect(t.data.total).toBe(7);
    const card = await rest<{ items: Array<{ quId: string; quType: number }> }>(
      p,
      '/api/repo/train/card',
      { id: t.data.id },
      { token },
    );
    expect(card.data.items.map((i) => i.quType)).toEqual([1, 2, 3, 4, 5, 6, 99]);

    const results: Array<boolean | null> = [];
    for (const { quId } of card.data.items) {
      const view = await rest<Json>(
        p,
        '/api/repo/train/qu-detail',
        { trainId: t.data.id, quId },
        { token },
      );
      expect(JSON.stringify(view.data)).not.toMatch(/KEY|isRight|analysis|rightPairs/);
      const q = await p.infra.prisma.question.findUniqueOrThrow({
        where: { id: quId },
        include: {
          options: { orderBy: { sort: 'asc' } },
          subQuestions: {
            include: { options: { orderBy: { sort: 'asc' } } },
            orderBy: { sort: 'asc' },
          },
        },
      });
      const answer: Json = {
        1: { optionIds: q.options.filter((o) => o.isRight).map((o) => o.id) },
        2: { optionIds: q.options.filter((o) => o.isRight).map((o) => o.id) },
        3: { optionIds: q.options.filter((o) => o.isRight).map((o) => o.id) },
        4: { text: '<p>my words</p>' },
        5: { blanks: ['peking', 'ｋｅｙａｂｃ'] },
        6: { pairs: Object.fromEntries(q.options.map((o) => [o.id, o.answer])) },
        99: {
          sub: Object.fromEntries(
            q.subQuestions.map((s) => [
              s.id,
              s.quType === 1
                ? { optionIds: s.options.filter((o) => o.isRight).map((o) => o.id) }
                : { blanks: ['key-答案'] },
            ]),
          ),
        },
      }[q.quType] as Json;
      const checked = await rest<Json>(
        p,
        '/api/repo/train/check',
        { trainId: t.data.id, quId, ...answer },
        { token },
      );
      expect(checked.code, checked.msg).toBe(0);
      expect(checked.data.analysis).toBe('<p>KEY-解析</p>');
      results.push(checked.data.isRight as boolean | null);
    }
    expect(results).toEqual([true, true, true, null, true, true, true]);
  });
});
