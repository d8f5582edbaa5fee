import { describe, expect, it } from 'vitest';
import { parseInput } from '../../core/errors/index.ts';
import { abcLabel, toLearnerView, toQuestionKey, type StoredQuestion } from '../question/index.ts';
import { TrainingAnswerSchema, toParsedAnswer } from './training.inputs.ts';

function question(
  partial: Partial<StoredQuestion> & Pick<StoredQuestion, 'quType'>,
): StoredQuestion {
  return {
    id: 'q1',
    repoId: 'r1',
    chapterId: null,
    level: 1,
    content: 'stem',
    analysis: 'why',
    options: [],
    subQuestions: [],
    ...partial,
  };
}

const opt = (id: string, content: string, isRight = false, answer: string | null = null) => ({
  id,
  sort: 0,
  content,
  image: '',
  isRight,
  answer,
});

describe('learner views of questions', () => {
  const matching = (mapping: Array<[string, string]>) =>
    question({
      quType: 6,
      options: mapping.map(([left, right], i) => opt(`o${i}`, left, false, right)),
    });

  it('orders matching choices independently of the mapping, stably per salt', () => {
    const a = matching([
      ['cat', 'meow'],
      ['dog', 'woof'],
      ['cow', 'moo'],
    ]);
    const b = matching([
      ['cat', 'moo'],
      ['dog', 'meow'],
      ['cow', 'woof'],
    ]);
    const opts = { answer: null, answered: false, reveal: false, shuffleSalt: 't1' };
    expect(toLearnerView(a, opts).matchChoices).toEqual(toLearnerView(b, opts).matchChoices);
    expect(toLearnerView(a, opts).matchChoices).toEqual(toLearnerView(a, opts).matchChoices);
    expect([...toLearnerView(a, opts).matchChoices].sort()).toEqual(['meow', 'moo', 'woof']);
  });

  it('hides the key until revealed and marks blanks and pairs after', () => {
    const fill = question({ quType: 5, options: [opt('b1', 'x||y'), opt('b2', 'z')] });
    const hidden = toLearnerView(fill, {
      answer: { blanks: ['Ｘ', 'no'] },
      answered: false,
      reveal: false,
      shuffleSalt: 's',
    });
    expect(hidden).not.toHaveProperty('isRight');
    expect(hidden).not.toHaveProperty('analysis');
    expect(hidden).not.toHaveProperty('rightBlanks');
    expect(hidden.options.map((o) => o.content)).toEqual([null, null]);
    expect(hidden.blanks).toEqual(['Ｘ', 'no']);
    const shown = toLearnerView(fill, {
      answer: { blanks: ['Ｘ', 'no'] },
      answered: true,
      reveal: true,
      shuffleSalt: 's',
    });
    expect(shown).toMatchObject({
      isRight: false,
      analysis: 'why',
      rightBlanks: [['x', 'y'], ['z']],
    });
    expect(shown.options.map((o) => o.isRight)).toEqual([true, false]);
    // The stored verdict wins over a recomputation.
    const stored = toLearnerView(fill, {
      answer: { blanks: ['Ｘ', 'no'] },
      answered: true,
      reveal: true,
      isRight: true,
      shuffleSalt: 's',
    });
    expect(stored.isRight).toBe(true);
  });

  it('labels options A..Z then AA', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(abcLabel)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
    ]);
  });

  it('builds composite keys with their parts', () => {
    const q = question({
      quType: 99,
      subQuestions: [question({ id: 's1', quType: 1, options: [opt('a', 'A', true)] })],
    });
    expect(toQuestionKey(q)).toMatchObject({
      id: 'q1',
      quType: 99,
      subQuestions: [{ id: 's1', score: 1, options: [{ id: 'a', isRight: true }] }],
    });
  });
});

describe('training answers in either shape', () => {
  const parse = (v: unknown) => toParsedAnswer(parseInput(TrainingAnswerSchema, v));

  it('maps the question as qu-detail returned it', () => {
    expect(
      parse({
        trainId: 't',
        id: 'q',
        content: 'ignored',
        isRight: true,
        options: [
          { id: 'a', abc: 'A', checked: true },
          { id: 'b', abc: 'B', checked: false },
        ],
        answer: '<p>x</p>',
        blanks: ['1', null],
        pairs: [{ leftId: 'l', text: 'r' }],
        subList: [{ id: 's', options: [{ id: 'c', checked: true }] }],
      }),
    ).toEqual({
      trainId: 't',
      quId: 'q',
      answer: {
        optionIds: ['a'],
        text: '<p>x</p>',
        blanks: ['1', ''],
        pairs: { l: 'r' },
        sub: { s: { optionIds: ['c'] } },
      },
    });
  });

  it('maps the clean shape, and refuses a missing question id', () => {
    expect(
      parse({ trainId: 't', quId: 'q', optionIds: ['a', 'a'], sub: [{ quId: 's', text: 'y' }] }),
    ).toEqual({ trainId: 't', quId: 'q', answer: { optionIds: ['a'], sub: { s: { text: 'y' } } } });
    expect(() => parse({ trainId: 't' })).toThrow('PARAM_INVALID');
  });
});
