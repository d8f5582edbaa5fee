import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { restDownload, restUpload } from '../../app/rest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { ExportDialog } from '../../components/transfer/ExportDialog';
import { ImportDialog } from '../../components/transfer/ImportDialog';
import { PERMISSIONS } from '../../gql/permissions';
import { renderWithApp } from '../../test/render';
import { UserTransferJobDocument } from './userDocuments';
import { USER_EXPORT, USER_IMPORT } from './userTransfer';

vi.mock(import('../../app/rest'), async (importOriginal) => ({
  ...(await importOriginal()),
  restDownload: vi.fn(),
  restUpload: vi.fn(),
}));

function job(patch: Record<string, unknown>) {
  return {
    __typename: 'UserTransferJob',
    id: 'job-1',
    kind: 'import',
    state: 'completed',
    progress: 100,
    total: 3,
    imported: 2,
    failed: 1,
    failReason: null,
    failMessage: null,
    fileName: '',
    hasResult: false,
    hasErrorReport: true,
    downloadPath: '/api/sys/user/job/download',
    errors: [
      {
        __typename: 'UserTransferJobError',
        row: 3,
        field: 'roles',
        fieldName: '角色',
        subCode: 'ROLE_NOT_FOUND',
        message: '角色不存在',
      },
    ],
    ...patch,
  };
}

function mocks(data: Record<string, unknown>) {
  return [
    {
      request: { query: UserTransferJobDocument, variables: { id: 'job-1' } },
      result: { data: { userTransferJob: data } },
      maxUsageCount: 5,
    },
  ];
}

function session(permissions: string[]) {
  return { user: { id: 'u1', roleType: 2, permissions, shell: {} as never }, site: EMPTY_SITE };
}

const ALL = session(Object.values(PERMISSIONS));

describe('user import and export', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(restUpload).mockResolvedValue({ jobId: 'job-1' });
  });

  it('imports a chosen xlsx and lists the refused row by its sheet row', async () => {
    const onImported = vi.fn();
    renderWithApp(<ImportDialog spec={USER_IMPORT} onClose={() => {}} onImported={onImported} />, {
      mocks: mocks(job({})),
      session: ALL,
    });
    const start = await screen.findByTestId('user-import-start');
    expect(start).toHaveProperty('disabled', true);
    const file = new File(['x'], 'users.xlsx');
    fireEvent.change(screen.getByTestId('user-import-file-input'), { target: { files: [file] } });
    expect(screen.getByTestId('user-import-file-file').textContent).toContain('users.xlsx');
    expect(start).toHaveProperty('disabled', false);
    fireEvent.click(start);

    expect(await screen.findByTestId('user-import-error-3')).toBeTruthy();
    expect(restUpload).toHaveBeenCalledWith('/api/sys/user/import', expect.any(FormData));
    expect(screen.getByTestId('user-import-state').textContent).toBe('导入完成');
    expect(screen.getByTestId('user-import-summary').textContent).toBe(
      '共 3 行，成功导入 2 行，失败 1 行',
    );
    expect(screen.getByTestId('user-import-error-report')).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
  });

  it('downloads a finished export once, under the job file name', async () => {
    renderWithApp(<ExportDialog spec={USER_EXPORT} jobId="job-1" onClose={() => {}} />, {
      mocks: mocks(job({ kind: 'export', hasResult: true, fileName: 'users-1.xlsx', errors: [] })),
      session: ALL,
    });
    await waitFor(() =>
      expect(screen.getByTestId('user-export-state').textContent).toBe('导出完成'),
    );
    expect(screen.getByTestId('user-export-download')).toHaveProperty('disabled', false);
    await waitFor(() => expect(restDownload).toHaveBeenCalledTimes(1));
    expect(restDownload).toHaveBeenCalledWith(
      '/api/sys/user/job/download',
      { jobId: 'job-1', kind: 'result' },
      'users-1.xlsx',
    );
  });

  it('shows nothing without the permission', () => {
    renderWithApp(<ImportDialog spec={USER_IMPORT} onClose={() => {}} onImported={() => {}} />, {
      session: session([PERMISSIONS.userExport]),
    });
    expect(screen.queryByTestId('user-import-dialog')).toBeNull();
  });
});
