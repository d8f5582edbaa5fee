import { describe, expect, it } from 'vitest';
import type { ExamRule } from '../../generated/prisma/client.ts';
import type { StoredQuestion } from '../question/index.ts';
import { gradePaperItem, scaledScore } from './paper-grading.ts';
import { applyOptionOrder, drawPaper } from './paper-draw.ts';

function q(
  id: string,
  quType: number,
  opts: Array<[string, boolean]>,
  subs: StoredQuestion[] = [],
) {
  return {
    id,
    repoId: 'r',
    chapterId: null,
    quType,
    level: 1,
    content: '',
    analysis: '',
    options: opts.map(([oid, isRight], sort) => ({
      id: oid,
      sort,
      content: oid,
      image: '',
      isRight,
      answer: null,
    })),
    subQuestions: subs,
  } satisfies StoredQuestion;
}

const single = q('s', 1, [
  ['a', false],
  ['b', true],
]);
const short = q('t', 4, [['ref', true]]);
const comp = q(
  'c',
  99,
  [],
  [
    q('c1', 1, [
      ['x', true],
      ['y', false],
    ]),
    q('c2', 1, [
      ['u', true],
      ['v', false],
    ]),
    q('c3', 1, [
      ['m', true],
      ['n', false],
    ]),
  ],
);
const mixed = q(
  'm',
  99,
  [],
  [
    q('m1', 1, [
      ['x', true],
      ['y', false],
    ]),
    short,
  ],
);

describe('gradePaperItem', () => {
  it('grades a leaf out of the item score', () => {
    expect(gradePaperItem(single, 3, { optionIds: ['b'] }, false)).toMatchObject({
      isRight: true,
      userScore: 3,
      needsMarking: false,
      subjective: false,
    });
    expect(gradePaperItem(single, 3, { optionIds: ['a'] }, false).userScore).toBe(0);
    expect(gradePaperItem(single, 3, null, false)).toMatchObject({ isRight: false, userScore: 0 });
  });

  it('scales a composite to the item score; never full unless fully right', () => {
    const two = { sub: { c1: { optionIds: ['x'] }, c2: { optionIds: ['u'] } } };
    expect(gradePaperItem(comp, 10, two, false)).toMatchObject({ userScore: 6.67, isRight: false });
    const all = { sub: { ...two.sub, c3: { optionIds: ['m'] } } };
    expect(gradePaperItem(comp, 10, all, false)).toMatchObject({ userScore: 10, isRight: true });
    expect(
      scaledScore({ id: 'c', status: 'partial', score: 999, fullScore: 1000, isRight: false }, 1),
    ).toBe(0.99);
  });

  it('subjective items need marking: short answer null, composite its objective part', () => {
    expect(gradePaperItem(short, 5, { text: 'hi' }, false)).toMatchObject({
      isRight: null,
      userScore: null,
      needsMarking: true,
      subjective: true,
    });
    // Left blank: 0 points, nothing for a marker to do.
    expect(gradePaperItem(short, 5, null, false)).toMatchObject({
      isRight: false,
      userScore: 0,
      needsMarking: false,
      subjective: true,
    });
    expect(gradePaperItem(short, 5, { text: '  ' }, false).needsMarking).toBe(false);
    expect(gradePaperItem(mixed, 4, null, false)).toMatchObject({
      userScore: 0,
      needsMarking: false,
    });
    const m = gradePaperItem(
      mixed,
      4,
      { sub: { m1: { optionIds: ['x'] }, t: { text: 'a' } } },
      false,
    );
    expect(m).toMatchObject({ isRight: null, userScore: 2, needsMarking: true, subjective: true });
  });

  it('a deleted question earns nothing and needs no marking', () => {
    expect(gradePaperItem(undefined, 5, { optionIds: ['b'] }, false)).toMatchObject({
      userScore: 0,
      needsMarking: false,
    });
  });
});

describe('drawPaper and applyOptionOrder', () => {
  const questions = new Map(
    ['q1', 'q2', 'q3', 'q4'].map((id) => [
      id,
      q(id, 1, [
        ['a' + id, true],
        ['b' + id, false],
        ['c' + id, false],
      ]),
    ]),
  );
  const rule = (quCount: number, quScore: number) => ({ quCount, quScore }) as unknown as ExamRule;

  it('draws per rule without duplicates and numbers the items', () => {
    for (let n = 0; n < 20; n++) {
      const items = drawPaper(
        {
          rules: [
            { rule: rule(2, 1), ids: ['q1', 'q2', 'q3'] },
            { rule: rule(2, 5), ids: ['q1', 'q2', 'q3', 'q4'] },
          ],
          questions,
        },
        { shuffleQuestions: true, shuffleOptions: true },
      );
      expect(new Set(items.map((i) => i.quId)).size).toBe(4);
      expect(items.map((i) => i.sort)).toEqual([0, 1, 2, 3]);
      expect(items.reduce((s, i) => s + i.score, 0)).toBe(12);
      for (const i of items)
        expect(new Set(i.optionOrder?.[i.quId])).toEqual(
          new Set(questions.get(i.quId)!.options.map((o) => o.id)),
        );
    }
  });

  it('refuses a rule it cannot fill', () => {
    expect(() =>
      drawPaper(
        { rules: [{ rule: rule(5, 1), ids: ['q1', 'q2'] }], questions },
        { shuffleQuestions: false, shuffleOptions: false },
      ),
    ).toThrow('EXAM_RULE_EXCEEDS_BANK');
    expect(() =>
      drawPaper(
        { rules: [{ rule: rule(1, 1), ids: [] }], questions },
        { shuffleQuestions: false, shuffleOptions: false },
      ),
    ).toThrow('EXAM_RULE_NO_QUESTIONS');
  });

  it('orders options (and composite parts’ options) as stored', () => {
    const ordered = applyOptionOrder(comp, { c1: ['y', 'x'] });
    expect(ordered.subQuestions[0]!.options.map((o) => o.id)).toEqual(['y', 'x']);
    expect(applyOptionOrder(single, { s: ['b', 'a'] }).options.map((o) => o.id)).toEqual([
      'b',
      'a',
    ]);
    expect(applyOptionOrder(single, null)).toBe(single);
  });
});
