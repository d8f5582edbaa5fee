import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../i18n/locale';
import { renderWithApp } from '../../../test/render';
import { ExamSelectDialog, RepoPickerDialog } from './PickerDialogs';
import { LearnerExamPickPagingDocument, RepoPickPagingDocument } from './pickerDocuments';

type Vars = Record<string, unknown>;

/** The row's tick box (labelling a real checkbox input, so Space toggles it from the keyboard). */
async function tick(table: string, id: string) {
  const box = screen.getByTestId(`${table}-select-${id}`);
  const input = box.querySelector('input') as HTMLInputElement;
  expect(input.type).toBe('checkbox');
  fireEvent.click(input);
  await waitFor(() => expect(box.getAttribute('data-state')).toBe('checked'));
}

const REPOS = Array.from({ length: 12 }, (_, i) => ({
  __typename: 'RepoView',
  id: `r${i + 1}`,
  title: i < 11 ? `题库${i + 1}` : '英语听力',
  quCount: i,
  objCount: i,
  subjCount: 0,
}));

function repoMock(calls: Vars[]) {
  return {
    request: { query: RepoPickPagingDocument, variables: () => true },
    result: (v: Vars) => {
      const input = v.input as Vars;
      calls.push(input);
      const rows = REPOS.filter(
        (r) =>
          (typeof input.title !== 'string' || r.title.includes(input.title)) &&
          !((input.excludes as string[] | null) ?? []).includes(r.id),
      );
      const size = Number(input.size);
      const from = (Number(input.current) - 1) * size;
      return {
        data: {
          repoPaging: {
            __typename: 'RepoPage',
            total: rows.length,
            records: rows.slice(from, from + size),
          },
        },
      };
    },
    maxUsageCount: 50,
  };
}

describe('RepoPickerDialog', () => {
  it('keeps ticks across searches, and confirms with the count', async () => {
    const calls: Vars[] = [];
    const onConfirm = vi.fn();
    renderWithApp(
      <RepoPickerDialog excludes={['r2']} onClose={() => undefined} onConfirm={onConfirm} />,
      { mocks: [repoMock(calls)] },
    );
    const dialog = await screen.findByRole('dialog', { name: '选择题库' });
    await within(dialog).findByText('题库1');
    expect(within(dialog).queryByText('题库2')).toBeNull();
    expect(calls[0]).toMatchObject({ current: 1, size: 10, title: null, excludes: ['r2'] });

    // Nothing ticked: a warning, no confirm.
    fireEvent.click(screen.getByTestId('repo-picker-confirm'));
    expect(onConfirm).not.toHaveBeenCalled();

    await tick('repo-picker-table', 'r1');
    expect(screen.getByTestId('repo-picker-confirm').textContent).toBe('确定（已选 1 项）');

    fireEvent.change(screen.getByRole('searchbox', { name: '搜索题库名称' }), {
      target: { value: '英语' },
    });
    await waitFor(() => expect(within(dialog).queryByText('题库1')).toBeNull());
    const row = await within(dialog).findByText('英语听力');
    expect(calls.at(-1)).toMatchObject({ current: 1, title: '英语' });
    await tick('repo-picker-table', 'r12');
    expect(row).toBeTruthy();
    fireEvent.click(screen.getByTestId('repo-picker-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]?.[0].map((r: { id: string }) => r.id)).toEqual(['r1', 'r12']);
  });
});

describe('ExamSelectDialog (learner)', () => {
  it('lists the exams open to the learner with type, offline mark and score', async () => {
    const exams = [
      { id: 'e1', title: '安全考试', offline: true, examTypeText: '正式考试', totalScore: 100 },
    ].map((e) => ({
      __typename: 'LearnerExamRow',
      examType: 1,
      startTime: '2026-11-20T01:00:00.000Z',
      ...e,
    }));
    const mocks = [
      {
        request: { query: LearnerExamPickPagingDocument, variables: () => true },
        result: () => ({
          data: { learnerExams: { __typename: 'LearnerExamPage', total: 1, records: exams } },
        }),
        maxUsageCount: 10,
      },
    ];
    const onConfirm = vi.fn();
    renderWithApp(
      <ExamSelectDialog variant="learner" onClose={() => undefined} onConfirm={onConfirm} />,
      { mocks },
    );
    const dialog = await screen.findByRole('dialog', { name: '选择考试' });
    const cell = await within(dialog).findByText('安全考试');
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('线下')).toBeTruthy();
    expect(within(row).getByText('100')).toBeTruthy();
    await tick('exam-picker-learner-table', 'e1');
    fireEvent.click(screen.getByTestId('exam-picker-learner-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]?.[0][0]).toMatchObject({ id: 'e1', offline: true });
  });
});

describe('ExamSelectDialog (learner, one at a time)', () => {
  const exams = [
    { id: 'e1', title: '安全考试' },
    { id: 'e2', title: '消防考试' },
  ].map((e) => ({
    __typename: 'LearnerExamRow',
    examType: 1,
    examTypeText: '正式考试',
    offline: false,
    startTime: '2026-11-20T01:00:00.000Z',
    totalScore: 100,
    ...e,
  }));
  const mocks = [
    {
      request: { query: LearnerExamPickPagingDocument, variables: () => true },
      result: () => ({
        data: { learnerExams: { __typename: 'LearnerExamPage', total: 2, records: exams } },
      }),
      maxUsageCount: 10,
    },
  ];

  it('has no tick column and no confirm button; a row’s choose button confirms that row', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithApp(
      <ExamSelectDialog variant="learner" single onClose={() => undefined} onConfirm={onConfirm} />,
      { mocks },
    );
    const dialog = await screen.findByRole('dialog', { name: '选择考试' });
    await within(dialog).findByText('消防考试');
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByTestId('exam-picker-learner-confirm')).toBeNull();

    const choose = within(dialog).getByRole('button', { name: '选择“消防考试”' });
    expect(choose.textContent).toBe('选择');
    fireEvent.click(choose);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]).toEqual([[expect.objectContaining({ id: 'e2' })]]);
    // While the choice is applied, no other row can be chosen.
    expect(
      (within(dialog).getByRole('button', { name: '选择“安全考试”' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    finish();
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: '选择“安全考试”' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
  });

  it('names the choose buttons in English too', async () => {
    setLocale('en');
    try {
      renderWithApp(
        <ExamSelectDialog
          variant="learner"
          single
          onClose={() => undefined}
          onConfirm={() => undefined}
        />,
        { mocks },
      );
      const dialog = await screen.findByRole('dialog', { name: 'Choose exams' });
      expect(await within(dialog).findByRole('button', { name: 'Choose "安全考试"' })).toBeTruthy();
    } finally {
      setLocale('zh');
    }
  });
});
