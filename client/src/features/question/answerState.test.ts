import { describe, expect, it } from 'vitest';
import {
  answerFromQuestion,
  buildAnswer,
  checksOnSelect,
  choiceUsage,
  chooseOption,
  emptyAnswer,
  hasAnswer,
  isComplete,
  optionMark,
  pairedCount,
  partState,
  setBlank,
  setPair,
  setPart,
  setText,
} from './answerState';
import type { ViewOption, ViewQuestion } from './viewModel';

const opt = (id: string, abc: string, extra: Partial<ViewOption> = {}): ViewOption => ({
  id,
  abc,
  content: abc,
  image: '',
  checked: false,
  ...extra,
});

function question(quType: number, extra: Partial<ViewQuestion> = {}): ViewQuestion {
  return {
    id: `q${quType}`,
    quType,
    level: 1,
    content: '<p>stem</p>',
    answered: false,
    blanks: [],
    matchChoices: [],
    options: [],
    pairs: [],
    ...extra,
  };
}

const single = question(1, { options: [opt('a', 'A'), opt('b', 'B'), opt('c', 'C')] });
const multiple = question(2, { options: [opt('a', 'A'), opt('b', 'B'), opt('c', 'C')] });
const judge = question(3, { options: [opt('t', 'A'), opt('f', 'B')] });
const short = question(4);
const blank = question(5, { options: [opt('b1', 'A'), opt('b2', 'B')] });
const match = question(6, {
  options: [opt('l1', 'A'), opt('l2', 'B'), opt('l3', 'C')],
  matchChoices: ['x', 'y'],
});
const composite = question(99, { subList: [single, blank, short] });

describe('choosing options', () => {
  it('keeps one option for single choice and true/false', () => {
    let s = chooseOption(1, emptyAnswer(), 'a');
    s = chooseOption(1, s, 'b');
    expect(s.optionIds).toEqual(['b']);
    expect(chooseOption(3, s, 't').optionIds).toEqual(['t']);
  });

  it('toggles options for multiple choice', () => {
    let s = chooseOption(2, emptyAnswer(), 'a');
    s = chooseOption(2, s, 'c');
    expect(s.optionIds).toEqual(['a', 'c']);
    expect(chooseOption(2, s, 'a').optionIds).toEqual(['c']);
  });

  it('checks single choice and true/false at once, the others on a click', () => {
    expect([1, 2, 3, 4, 5, 6, 99].filter(checksOnSelect)).toEqual([1, 3]);
  });
});

describe('buildAnswer', () => {
  it('sends chosen option ids for choice types', () => {
    expect(buildAnswer(single, chooseOption(1, emptyAnswer(), 'b'))).toEqual({ optionIds: ['b'] });
    const m = chooseOption(2, chooseOption(2, emptyAnswer(), 'c'), 'a');
    expect(buildAnswer(multiple, m)).toEqual({ optionIds: ['c', 'a'] });
    expect(buildAnswer(judge, chooseOption(3, emptyAnswer(), 'f'))).toEqual({ optionIds: ['f'] });
  });

  it('drops unknown ids and keeps only the last pick of a single choice', () => {
    expect(buildAnswer(single, { ...emptyAnswer(), optionIds: ['zz', 'a', 'b'] })).toEqual({
      optionIds: ['b'],
    });
  });

  it('sends the text of a short answer, nothing for blank text', () => {
    expect(buildAnswer(short, setText(emptyAnswer(), 'cut the power'))).toEqual({
      text: 'cut the power',
    });
    expect(buildAnswer(short, setText(emptyAnswer(), '   '))).toEqual({});
  });

  it('sends one trimmed value per blank, in blank order', () => {
    const s = setBlank(emptyAnswer(), 2, 1, ' 120 ');
    expect(s.blanks).toEqual(['', ' 120 ']);
    expect(buildAnswer(blank, s)).toEqual({ blanks: ['', '120'] });
    expect(buildAnswer(blank, emptyAnswer())).toEqual({});
    expect(setBlank(emptyAnswer(), 2, 5, 'x').blanks).toEqual(['', '']);
  });

  it('sends matching pairs in left-item order', () => {
    let s = setPair(emptyAnswer(), 'l3', 'y');
    s = setPair(s, 'l1', 'x');
    expect(buildAnswer(match, s)).toEqual({
      pairs: [
        { leftId: 'l1', text: 'x' },
        { leftId: 'l3', text: 'y' },
      ],
    });
  });

  it('sends the answered parts of a composite with their ids', () => {
    let s = setPart(emptyAnswer(), 'q1', chooseOption(1, emptyAnswer(), 'a'));
    s = setPart(s, 'q5', setBlank(emptyAnswer(), 2, 0, '119'));
    expect(buildAnswer(composite, s)).toEqual({
      sub: [
        { quId: 'q1', optionIds: ['a'] },
        { quId: 'q5', blanks: ['119', ''] },
      ],
    });
    expect(buildAnswer(composite, emptyAnswer())).toEqual({});
  });
});

describe('matching selection state', () => {
  it('pairs, re-pairs and takes a choice back', () => {
    let s = setPair(emptyAnswer(), 'l1', 'x');
    s = setPair(s, 'l2', 'x');
    expect(pairedCount(match, s)).toBe(2);
    expect(choiceUsage(match, s).get('x')).toBe(2);
    s = setPair(s, 'l2', 'y');
    expect(choiceUsage(match, s).get('x')).toBe(1);
    expect(choiceUsage(match, s).get('y')).toBe(1);
    s = setPair(s, 'l1', '');
    expect(s.pairs).toEqual({ l2: 'y' });
    expect(pairedCount(match, s)).toBe(1);
  });

  it('is complete only when every left item is paired', () => {
    let s = setPair(setPair(emptyAnswer(), 'l1', 'x'), 'l2', 'y');
    expect(hasAnswer(match, s)).toBe(true);
    expect(isComplete(match, s)).toBe(false);
    s = setPair(s, 'l3', 'x');
    expect(isComplete(match, s)).toBe(true);
  });
});

describe('hasAnswer and isComplete', () => {
  it('need a choice, text, a filled blank or a pair', () => {
    expect(hasAnswer(single, emptyAnswer())).toBe(false);
    expect(hasAnswer(single, chooseOption(1, emptyAnswer(), 'a'))).toBe(true);
    expect(hasAnswer(short, setText(emptyAnswer(), ' '))).toBe(false);
    const half = setBlank(emptyAnswer(), 2, 0, '119');
    expect(hasAnswer(blank, half)).toBe(true);
    expect(isComplete(blank, half)).toBe(false);
    expect(isComplete(blank, setBlank(half, 2, 1, '120'))).toBe(true);
  });

  it('look into the parts of a composite', () => {
    const s = setPart(emptyAnswer(), 'q4', setText(emptyAnswer(), 'text'));
    expect(hasAnswer(composite, s)).toBe(true);
    expect(isComplete(composite, s)).toBe(false);
    expect(hasAnswer(composite, emptyAnswer())).toBe(false);
  });
});

describe('answerFromQuestion', () => {
  it('restores what the server holds', () => {
    const saved = question(99, {
      subList: [
        question(2, {
          id: 'm',
          options: [
            opt('a', 'A', { checked: true }),
            opt('b', 'B'),
            opt('c', 'C', { checked: true }),
          ],
        }),
        question(5, { id: 'b', options: [opt('b1', 'A'), opt('b2', 'B')], blanks: ['119'] }),
        question(6, {
          id: 'p',
          options: [opt('l1', 'A'), opt('l2', 'B')],
          pairs: [{ leftId: 'l2', text: 'y' }],
        }),
        question(4, { id: 's', answer: 'my answer' }),
      ],
    });
    const s = answerFromQuestion(saved);
    expect(partState(s, 'm').optionIds).toEqual(['a', 'c']);
    expect(partState(s, 'b').blanks).toEqual(['119', '']);
    expect(partState(s, 'p').pairs).toEqual({ l2: 'y' });
    expect(partState(s, 's').text).toBe('my answer');
    expect(buildAnswer(saved, s).sub).toHaveLength(4);
  });
});

describe('optionMark', () => {
  it('shows picks before the answer is revealed', () => {
    expect(optionMark(true, undefined, false, false)).toBe('checked');
    expect(optionMark(false, undefined, false, false)).toBe('none');
  });

  it('marks right, wrong and missed options once revealed', () => {
    expect(optionMark(true, true, true, true)).toBe('right');
    expect(optionMark(true, false, true, true)).toBe('wrong');
    expect(optionMark(false, true, true, true)).toBe('missed');
    expect(optionMark(false, false, true, true)).toBe('none');
    // rote mode: revealed without an answer
    expect(optionMark(false, true, true, false)).toBe('right');
  });
});
