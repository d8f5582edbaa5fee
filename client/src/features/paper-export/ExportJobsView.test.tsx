import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { restDownload } from '../../app/rest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { PERMISSIONS } from '../../gql/permissions';
import { renderWithApp } from '../../test/render';
import { ExportJobsView } from './ExportJobsView';
import { formatSize } from './paperExport';
import { PaperExportJobsDocument } from './paperExportDocuments';
import { PaperExportMenu } from './PaperExportMenu';

vi.mock(import('../../app/rest'), async (importOriginal) => ({
  ...(await importOriginal()),
  restDownload: vi.fn(),
}));

function job(id: string, patch: Record<string, unknown>) {
  return {
    __typename: 'PaperExportJob',
    id,
    kind: 'export',
    state: 'completed',
    progress: 100,
    total: 2,
    imported: 0,
    failReason: null,
    failMessage: null,
    fileName: `${id}.zip`,
    hasResult: true,
    hasErrorReport: false,
    downloadPath: '/api/paper/export/download',
    examId: 'e1',
    format: 'zip',
    resultSize: 2_500_000,
    expireTime: '2026-11-27T04:16:00.000Z',
    expired: false,
    createTime: '2026-11-26T04:16:00.000Z',
    finishTime: '2026-11-26T04:16:05.000Z',
    ...patch,
  };
}

function session(permissions: string[]) {
  return { user: { id: 'u1', roleType: 2, permissions, shell: {} as never }, site: EMPTY_SITE };
}

describe('paper exports in the back office', () => {
  beforeEach(() => vi.mocked(restDownload).mockReset());

  it('lists the jobs with their state, size and expiry; only a kept file downloads', async () => {
    const jobs = [
      job('ready', {}),
      job('old', { hasResult: false, expired: true }),
      job('running', { state: 'active', progress: 40, hasResult: false, resultSize: 0 }),
    ];
    renderWithApp(<ExportJobsView />, {
      mocks: [
        {
          request: { query: PaperExportJobsDocument, variables: { current: 1, size: 10 } },
          result: {
            data: {
              paperExportJobs: {
                __typename: 'PaperExportJobPage',
                total: 3,
                current: 1,
                size: 10,
                records: jobs,
              },
            },
          },
          maxUsageCount: 10,
        },
      ],
      session: session([PERMISSIONS.paperExport]),
    });
    await waitFor(() => expect(screen.getByText('ready.zip')).toBeTruthy());
    expect(screen.getByTestId('export-job-state-ready').textContent).toContain('导出完成');
    expect(screen.getByTestId('export-job-state-old').textContent).toContain('已过期');
    expect(screen.getByTestId('export-job-state-running').textContent).toContain('40%');
    expect(screen.getAllByText('2.4 MB')).toHaveLength(2);
    expect(screen.getByTestId('export-job-download-old')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('export-job-download-running')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('export-job-download-ready'));
    await waitFor(() =>
      expect(restDownload).toHaveBeenCalledWith(
        '/api/paper/export/download',
        { jobId: 'ready' },
        'ready.zip',
      ),
    );
  });

  it('offers no export without paper:export', () => {
    renderWithApp(<PaperExportMenu examId="e1" paperIds={[]} />, {
      session: session([PERMISSIONS.paperList]),
    });
    expect(screen.queryByTestId('paper-export')).toBeNull();
  });

  it('writes sizes in KB and MB', () => {
    expect(formatSize(10)).toBe('1 KB');
    expect(formatSize(87_000)).toBe('85 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
