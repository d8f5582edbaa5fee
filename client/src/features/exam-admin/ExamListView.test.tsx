import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { renderWithApp } from '../../test/render';
import { AdminExamsDocument, DeleteExamsDocument } from './examAdminDocuments';
import { ExamListView } from './ExamListView';
import { PERMISSIONS } from '../../gql/permissions';

const page = {
  adminExams: {
    __typename: 'AdminExamPage',
    total: 1,
    current: 1,
    size: 10,
    records: [
      {
        __typename: 'AdminExamRow',
        id: 'exam-1',
        title: '示例考试',
        examType: 1,
        examTypeText: '正式考试',
        offline: false,
        openType: 1,
        startTime: '2026-11-22T08:00:00.000Z',
        endTime: '2026-11-22T10:00:00.000Z',
        totalTime: 30,
        totalScore: 100,
        state: 0,
        listState: 0,
        paperCount: 3,
        createdAt: '2026-11-22T07:00:00.000Z',
      },
    ],
  },
};

const mocks = [
  {
    request: { query: AdminExamsDocument, variables: () => true },
    result: { data: page },
    maxUsageCount: 5,
  },
];

function session(permissions: string[]) {
  return {
    user: { id: 'u1', roleType: 2, permissions, shell: {} as never },
    menu: [],
    site: EMPTY_SITE,
  };
}

const ACTIONS = [
  'exam-add',
  'exam-batch-delete',
  'exam-edit-exam-1',
  'exam-delete-exam-1',
  'exam-watch-exam-1',
  'exam-papers-exam-1',
  'exam-applies-exam-1',
  'exam-state-exam-1',
];

describe('ExamListView', () => {
  it('lists exams with their state and paper count', async () => {
    renderWithApp(<ExamListView />, { mocks, session: session(Object.values(PERMISSIONS)) });
    const row = await screen.findByTestId('exam-table-row-exam-1');
    expect(row.textContent).toContain('示例考试');
    expect(row.textContent).toContain('正式考试');
    expect(screen.getByTestId('exam-list-state-exam-1').textContent).toBe('进行中');
  });

  it('shows every action to a user holding all codes', async () => {
    renderWithApp(<ExamListView />, { mocks, session: session(Object.values(PERMISSIONS)) });
    await screen.findByTestId('exam-table-row-exam-1');
    for (const id of ACTIONS) expect(screen.getByTestId(id)).toBeTruthy();
  });

  it('hides the actions whose code the user lacks', async () => {
    renderWithApp(<ExamListView />, {
      mocks,
      session: session([PERMISSIONS.examList, PERMISSIONS.paperList]),
    });
    await screen.findByTestId('exam-table-row-exam-1');
    expect(screen.getByTestId('exam-watch-exam-1')).toBeTruthy();
    expect(screen.getByTestId('exam-papers-exam-1')).toBeTruthy();
    for (const id of ACTIONS.filter(
      (a) => !a.startsWith('exam-watch') && !a.startsWith('exam-papers'),
    )) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
  });

  it('asks before deleting one exam, deletes it and lists again', async () => {
    let deleted: unknown = null;
    renderWithApp(<ExamListView />, {
      mocks: [
        ...mocks,
        {
          request: {
            query: DeleteExamsDocument,
            variables: (v: unknown) => {
              deleted = v;
              return true;
            },
          },
          result: { data: { deleteExams: 1 } },
        },
      ],
      session: session(Object.values(PERMISSIONS)),
    });
    fireEvent.click(await screen.findByTestId('exam-delete-exam-1'));
    const dialog = await screen.findByTestId('exam-delete-dialog');
    expect(dialog.textContent).toContain('确实要删除吗');
    fireEvent.click(within(dialog).getByTestId('exam-delete-dialog-confirm'));
    await waitFor(() => expect(deleted).toEqual({ ids: ['exam-1'] }));
    await waitFor(() => expect(screen.queryByTestId('exam-delete-dialog')).toBeNull());
  });
});
