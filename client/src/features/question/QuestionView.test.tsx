import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { emptyAnswer, type AnswerState } from './answerState';
import { QuestionView } from './QuestionView';
import type { ViewQuestion } from './viewModel';

const base = {
  level: 1,
  content: '<p>stem</p>',
  answered: false,
  blanks: [],
  matchChoices: [],
  pairs: [],
};

const single: ViewQuestion = {
  ...base,
  id: 'q1',
  quType: 1,
  options: [
    { id: 'a', abc: 'A', content: '110', image: '', checked: false },
    { id: 'b', abc: 'B', content: '119', image: '', checked: false },
  ],
};

describe('QuestionView', () => {
  it('reports the picked option of a single choice', () => {
    const onChange = vi.fn<(s: AnswerState) => void>();
    renderWithApp(
      <QuestionView
        question={single}
        state={emptyAnswer()}
        onChange={onChange}
        locked={false}
        revealed={false}
      />,
    );
    fireEvent.click(screen.getByTestId('option-B'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ optionIds: ['b'] }));
  });

  it('ignores clicks when locked and marks right and wrong options once revealed', () => {
    const onChange = vi.fn();
    const answered: ViewQuestion = {
      ...single,
      answered: true,
      isRight: false,
      analysis: '<p>fire is 119</p>',
      options: [
        { id: 'a', abc: 'A', content: '110', image: '', checked: true, isRight: false },
        { id: 'b', abc: 'B', content: '119', image: '', checked: false, isRight: true },
      ],
    };
    renderWithApp(
      <QuestionView
        question={answered}
        state={{ ...emptyAnswer(), optionIds: ['a'] }}
        onChange={onChange}
        locked
        revealed
      />,
    );
    fireEvent.click(screen.getByTestId('option-B'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('option-A').dataset.state).toBe('wrong');
    expect(screen.getByTestId('option-B').dataset.state).toBe('missed');
    expect(screen.getByTestId('result-badge').dataset.result).toBe('wrong');
    expect(screen.getByTestId('analysis').textContent).toContain('fire is 119');
  });

  it('gives each blank its own input and each left item a choice of right-hand texts', () => {
    const onChange = vi.fn<(s: AnswerState) => void>();
    const composite: ViewQuestion = {
      ...base,
      id: 'c',
      quType: 99,
      options: [],
      subList: [
        {
          ...base,
          id: 'f',
          quType: 5,
          options: [
            { id: 'b1', abc: 'A', content: null, image: '', checked: false },
            { id: 'b2', abc: 'B', content: null, image: '', checked: false },
          ],
        },
        {
          ...base,
          id: 'm',
          quType: 6,
          matchChoices: ['禁止', '警告'],
          options: [{ id: 'l1', abc: 'A', content: '红色', image: '', checked: false }],
        },
      ],
    };
    renderWithApp(
      <QuestionView
        question={composite}
        state={emptyAnswer()}
        onChange={onChange}
        locked={false}
        revealed={false}
      />,
    );
    fireEvent.change(screen.getByTestId('blank-1'), { target: { value: '120' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sub: { f: expect.objectContaining({ blanks: ['', '120'] }) } }),
    );
    fireEvent.change(screen.getByTestId('match-A'), { target: { value: '禁止' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sub: { m: expect.objectContaining({ pairs: { l1: '禁止' } }) } }),
    );
  });
});
