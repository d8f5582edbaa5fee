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

  it('moves between radio options with the arrow keys without answering; Space picks', () => {
    const onChange = vi.fn<(s: AnswerState) => void>();
    const three: ViewQuestion = {
      ...single,
      options: [
        ...single.options,
        { id: 'c', abc: 'C', content: '120', image: '', checked: false },
      ],
    };
    renderWithApp(
      <QuestionView
        question={three}
        state={{ ...emptyAnswer(), optionIds: ['b'] }}
        onChange={onChange}
        locked={false}
        revealed={false}
      />,
    );
    const [a, b, c] = ['A', 'B', 'C'].map((l) => screen.getByTestId(`option-${l}`));
    // One tab stop: the picked option.
    expect([a, b, c].map((el) => el!.tabIndex)).toEqual([-1, 0, -1]);
    b!.focus();
    fireEvent.keyDown(b!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(c);
    fireEvent.keyDown(c!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(a);
    fireEvent.keyDown(a!, { key: 'End' });
    expect(document.activeElement).toBe(c);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(c!, { key: ' ' });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ optionIds: ['c'] }));
  });

  it('keeps every checkbox of a multiple choice in the tab order', () => {
    renderWithApp(
      <QuestionView
        question={{ ...single, quType: 2 }}
        state={emptyAnswer()}
        onChange={vi.fn()}
        locked={false}
        revealed={false}
      />,
    );
    expect(screen.getAllByRole('checkbox').map((el) => el.tabIndex)).toEqual([0, 0]);
    fireEvent.keyDown(screen.getByTestId('option-A'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('option-B'));
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
