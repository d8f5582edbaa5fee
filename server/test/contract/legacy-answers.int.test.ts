/**
 * Answers posted back in the legacy Question's own shape: answerList with `checked` marks and,
 * per blank or left item, `answer`; a one-blank fill-in as `answer`. Practice and exams keep them
 * and show them back in answerList, and practice grades them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../src/platform.ts';
import { buildExam } from '../factories/exam.ts';
import {
  buildBankOfEveryType,
  type BuiltQuestion,
  type EveryTypeKey,
} from '../factories/question.ts';
import { resetDatabase, restOk, startTestPlatform } from '../helpers.ts';
import { asStudent } from '../identities.ts';

interface LegacyQuestion {
  isRight?: boolean | null;
  analysis?: string;
  answerList: Array<{ id: string; checked: boolean; answer: string | null; isRight?: unknown }>;
}

describe('answers in the legacy Question shape', () => {
  let p: Platform;
  let qs: Record<EveryTypeKey, BuiltQuestion>;
  let repoId: string;
  beforeAll(async () => {
    p = await startTestPlatform();
    await resetDatabase(p);
    const bank = await buildBankOfEveryType(p.infra.prisma, 'Legacy answers bank');
    qs = bank.qs;
    repoId = bank.repo.id;
  });
  afterAll(() => p.stop());

  it('practice: fill keeps answerList[i].answer unrevealed; check grades answerList and answer', async () => {
    const { token } = await asStudent(p);
    const { id: trainId } = await restOk<{ id: string }>(p, token, '/api/repo/train/start', {
      mode: 11,
      repoId,
    });
    const fill = qs.fill;
    const filled = await restOk<LegacyQuestion>(p, token, '/api/repo/train/fill', {
      trainId,
      quId: fill.id,
      answerList: fill.options.map((o, i) => ({
        id: o.id,
        checked: false,
        answer: i === 0 ? 'Peking' : 'HyperTextTransferProtocol',
      })),
    });
    expect(filled.answerList.map((a) => a.answer)).toEqual(['Peking', 'HyperTextTransferProtocol']);
    expect(JSON.stringify(filled)).not.toMatch(/isRight|analysis|SECRET/);
    const checked = await restOk<LegacyQuestion>(p, token, '/api/repo/train/check', {
      trainId,
      quId: fill.id,
      answerList: filled.answerList,
    });
    expect(checked.isRight).toBe(true);
    expect(checked.answerList.map((a) => a.isRight)).toEqual([true, true]);

    const single = qs.single;
    const right = single.options.find((o) => o.isRight);
    const chosen = await restOk<LegacyQuestion>(p, token, '/api/repo/train/check', {
      trainId,
      quId: single.id,
      answerList: single.options.map((o) => ({ id: o.id, checked: o.id === right?.id })),
    });
    expect(chosen.isRight).toBe(true);
    expect(chosen.answerList.find((a) => a.checked)?.id).toBe(right?.id);

    const matching = qs.matching;
    const matched = await restOk<LegacyQuestion>(p, token, '/api/repo/train/check', {
      trainId,
      quId: matching.id,
      answerList: matching.options.map((o) => ({ id: o.id, answer: o.answer })),
    });
    expect(matched.isRight).toBe(true);
    expect(matched.answerList.map((a) => a.answer)).toEqual(['meow', 'woof', 'moo']);
  });

  it('exam: fill-answer keeps answerList[i].answer and a one-blank answer, shown without keys', async () => {
    const { token } = await asStudent(p);
    const exam = await buildExam(p.infra.prisma, {
      title: 'Legacy answers exam',
      rules: [{ repoId, quType: 5, quCount: 1, quScore: 5 }],
    });
    const { id: paperId } = await restOk<{ id: string }>(
      p,
      token,
      '/api/paper/paper/create-paper',
      {
        examId: exam.id,
      },
    );
    const fill = qs.fill;
    await restOk(p, token, '/api/paper/paper/fill-answer', {
      paperId,
      quId: fill.id,
      answerList: fill.options.map((o, i) => ({ id: o.id, answer: i === 0 ? 'Beijing' : '' })),
    });
    const shown = await restOk<LegacyQuestion>(p, token, '/api/paper/paper/qu-detail', {
      paperId,
      quId: fill.id,
    });
    expect(shown.answerList.map((a) => a.answer)).toEqual(['Beijing', '']);
    expect(JSON.stringify(shown)).not.toMatch(/isRight|analysis|SECRET|rightBlanks/);
    await restOk(p, token, '/api/paper/paper/fill-answer', {
      paperId,
      quId: fill.id,
      answer: 'Peking',
    });
    const again = await restOk<LegacyQuestion>(p, token, '/api/paper/paper/qu-detail', {
      paperId,
      quId: fill.id,
    });
    expect(again.answerList[0]?.answer).toBe('Peking');
  });
});
