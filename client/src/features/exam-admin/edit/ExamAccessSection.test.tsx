import { useFieldContext } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { newExam } from '../examForm';
import { OPEN_TYPE } from '../examConstants';
import { ExamAccessSection } from './ExamAccessSection';
import type { ExamFormApi } from './examFormApi';

// The scope picker stands in for its dialogs: it reports whether it sits inside a form field,
// whose id every checkbox of the user picker's table would take.
vi.mock('../../sys/pickers/ScopePicker', () => ({
  ScopePicker: () => {
    const field = useFieldContext();
    return (
      <span data-testid="probe">
        {field === undefined ? 'free' : `in field ${field.ids.control}`}
      </span>
    );
  },
}));

function formWith(openType: number, errorText?: string): ExamFormApi {
  return {
    values: { ...newExam(new Date('2026-11-26T08:00:00Z')), openType },
    set: () => undefined,
    err: (field) =>
      field === 'scope' && errorText !== undefined
        ? { invalid: true, errorText }
        : { invalid: false, errorText: undefined },
  };
}

describe('ExamAccessSection', () => {
  it('puts the scope picker in a labelled group, not a field, so its checkboxes keep their own ids', () => {
    renderWithApp(
      <ExamAccessSection
        form={formWith(OPEN_TYPE.PEOPLE)}
        groupNames={new Map()}
        userNames={new Map()}
      />,
    );
    expect(screen.getByTestId('probe').textContent).toBe('free');
    expect(screen.getByRole('group', { name: '参考人员（部门、群组、用户）' })).toBeTruthy();
  });

  it('shows the scope error and points the group to it', () => {
    renderWithApp(
      <ExamAccessSection
        form={formWith(OPEN_TYPE.DEPARTS, '请选择部门')}
        groupNames={new Map()}
        userNames={new Map()}
      />,
    );
    const group = screen.getByRole('group', { description: '请选择部门' });
    expect(group.getAttribute('aria-labelledby')).toBe('exam-form-scope-label');
  });
});
