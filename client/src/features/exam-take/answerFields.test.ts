import { describe, expect, it } from 'vitest';
import {
  emptyAnswer,
  setBlank,
  setPair,
  setPart,
  setText,
  type AnswerState,
} from '../question/answerState';
import type { ViewQuestion } from '../question/viewModel';
import { saveFields, stateFromFields } from './answerFields';

const base = {
  level: 1,
  content: 'stem',
  answered: false,
  blanks: [],
  matchChoices: [],
  pairs: [],
};
const opt = (id: string, abc: string) => ({ id, abc, content: abc, image: '', checked: false });

const single: ViewQuestion = {
  ...base,
  id: 's',
  quType: 1,
  options: [opt('a', 'A'), opt('b', 'B')],
};
const multi: ViewQuestion = {
  ...base,
  id: 'm',
  quType: 2,
  options: [opt('a', 'A'), opt('b', 'B')],
};
const short: ViewQuestion = { ...base, id: 't', quType: 4, options: [] };
const blank: ViewQuestion = {
  ...base,
  id: 'f',
  quType: 5,
  options: [opt('x', 'A'), opt('y', 'B')],
};
const match: ViewQuestion = {
  ...base,
  id: 'p',
  quType: 6,
  options: [opt('l1', 'A'), opt('l2', 'B')],
  matchChoices: ['one', 'two'],
};
const composite: ViewQuestion = {
  ...base,
  id: 'c',
  quType: 99,
  options: [],
  subList: [single, short],
};

describe('saveFields', () => {
  it('always carries the field of the type, empty when cleared', () => {
    const empty = emptyAnswer();
    expect(saveFields(single, empty)).toEqual({ optionIds: [] });
    expect(saveFields(short, empty)).toEqual({ text: '' });
    expect(saveFields(blank, empty)).toEqual({ blanks: ['', ''] });
    expect(saveFields(match, empty)).toEqual({ pairs: [] });
    expect(saveFields(composite, empty)).toEqual({ sub: [] });
  });

  it('carries the answer', () => {
    expect(saveFields(multi, { ...emptyAnswer(), optionIds: ['b', 'a'] })).toEqual({
      optionIds: ['b', 'a'],
    });
    expect(saveFields(blank, setBlank(emptyAnswer(), 2, 1, ' v '))).toEqual({ blanks: ['', 'v'] });
    expect(saveFields(match, setPair(emptyAnswer(), 'l2', 'one'))).toEqual({
      pairs: [{ leftId: 'l2', text: 'one' }],
    });
  });
});

describe('stateFromFields', () => {
  it('gives back a state that saves the same answer', () => {
    const states: [ViewQuestion, AnswerState][] = [
      [single, { ...emptyAnswer(), optionIds: ['b'] }],
      [multi, { ...emptyAnswer(), optionIds: ['a', 'b'] }],
      [short, setText(emptyAnswer(), 'long text')],
      [blank, setBlank(emptyAnswer(), 2, 0, 'x')],
      [match, setPair(setPair(emptyAnswer(), 'l1', 'two'), 'l2', 'one')],
      [
        composite,
        setPart(
          setPart(emptyAnswer(), 's', { ...emptyAnswer(), optionIds: ['a'] }),
          't',
          setText(emptyAnswer(), 'part text'),
        ),
      ],
    ];
    for (const [q, state] of states) {
      const fields = saveFields(q, state);
      expect(saveFields(q, stateFromFields(fields)), q.id).toEqual(fields);
    }
  });
});
