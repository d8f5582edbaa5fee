import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { restUpload } from '../../app/rest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { ImportDialog } from '../../components/transfer/ImportDialog';
import { PERMISSIONS } from '../../gql/permissions';
import { renderWithApp } from '../../test/render';
import { QUESTION_IMPORT } from './questionTransfer';
import { QuestionJobDocument } from './repoAdminDocuments';

vi.mock(import('../../app/rest'), async (importOriginal) => ({
  ...(await importOriginal()),
  restDownload: vi.fn(),
  restUpload: vi.fn(),
}));

const completed = {
  __typename: 'QuestionJob',
  id: 'job-9',
  kind: 'import',
  state: 'completed',
  progress: 100,
  total: 6,
  imported: 5,
  failed: 1,
  fileName: 'questions.xlsx',
  failReason: null,
  failMessage: null,
  hasErrorReport: true,
  hasResult: false,
  downloadPath: '/api/repo/qu/job/download',
  errors: [
    {
      __typename: 'QuestionJobError',
      row: 8,
      field: 'isRight',
      fieldName: '是否正确',
      message: '必须有且只有一个正确选项',
    },
  ],
};

const session = {
  user: { id: 'u1', roleType: 2, permissions: [PERMISSIONS.quImport], shell: {} as never },
  site: EMPTY_SITE,
};

describe('question import', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(restUpload).mockResolvedValue({ jobId: 'job-9' });
  });

  it('refuses a file that is not xlsx, then imports into the bank', async () => {
    renderWithApp(
      <ImportDialog
        spec={QUESTION_IMPORT}
        titleValues={{ title: '消防题库' }}
        fields={{ repoId: 'repo-1' }}
        onClose={() => {}}
        onImported={() => {}}
      />,
      {
        mocks: [
          {
            request: { query: QuestionJobDocument, variables: { id: 'job-9' } },
            result: { data: { questionJob: completed } },
            maxUsageCount: 5,
          },
        ],
        session,
      },
    );
    expect((await screen.findByTestId('import-dialog')).textContent).toContain(
      '导入试题 - 消防题库',
    );
    const input = screen.getByTestId('import-file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'questions.csv')] } });
    expect(screen.getByTestId('import-file-problem').textContent).toBe('只支持 .xlsx 格式的文件');
    expect(screen.getByTestId('import-submit')).toHaveProperty('disabled', true);

    fireEvent.change(input, { target: { files: [new File(['x'], 'questions.xlsx')] } });
    expect(screen.getByTestId('import-file-name').textContent).toBe('questions.xlsx');
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('import-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('import-progress').getAttribute('data-state')).toBe('completed'),
    );
    const form = vi.mocked(restUpload).mock.calls[0]?.[1] as FormData;
    expect(form.get('repoId')).toBe('repo-1');
    expect(screen.getByTestId('import-summary').textContent).toBe(
      '共 6 道题：成功导入 5 道，失败 1 道',
    );
    expect(screen.getByTestId('import-errors').querySelectorAll('tbody tr')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });
});
