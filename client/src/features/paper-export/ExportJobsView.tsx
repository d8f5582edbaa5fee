import { useQuery } from '@apollo/client/react';
import { Badge, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuDownload } from 'react-icons/lu';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { isJobDone } from '../../components/transfer/transferJob';
import { JOB_POLL_MS } from '../../components/transfer/useTransferJob';
import { useTransferDownload } from '../../components/transfer/useTransferDownload';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { DEFAULT_PAGE_SIZE, Pager } from '../../components/ui/pager';
import { RowAction } from '../../components/ui/row-action';
import { AdminPage } from '../sys/AdminPage';
import { FORMAT_LABELS, STATE_LABELS, formatSize } from './paperExport';
import { PaperExportJobsDocument } from './paperExportDocuments';

const STATE_COLORS: Record<string, string> = {
  waiting: 'gray',
  active: 'blue',
  completed: 'green',
  failed: 'red',
};

/**
 * The caller's paper exports (view key exam/exports): each job's file, format, progress, size and
 * expiry, newest first, with the download while the file is kept. Refreshed while one still runs.
 */
export function ExportJobsView() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const { data, loading, error, startPolling, stopPolling } = useQuery(PaperExportJobsDocument, {
    variables: { current: page, size },
    fetchPolicy: 'cache-and-network',
  });
  const { downloading, download } = useTransferDownload();
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const rows = data?.paperExportJobs.records ?? [];
  const running = rows.some((r) => !isJobDone(r.state));
  useEffect(() => {
    if (!running) return undefined;
    startPolling(JOB_POLL_MS);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  type Row = (typeof rows)[number];
  const columns: DataColumn<Row>[] = [
    {
      key: 'file',
      header: <FormattedMessage id="paperExport.jobs.file" />,
      truncate: true,
      render: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium" truncate>
            {r.fileName}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id={FORMAT_LABELS[r.format] ?? FORMAT_LABELS.zip} />
          </Text>
        </Stack>
      ),
    },
    {
      key: 'state',
      header: <FormattedMessage id="paperExport.jobs.state" />,
      width: '220px',
      render: (r) => (
        <Stack gap="1" data-testid={`export-job-state-${r.id}`} data-state={r.state}>
          <HStack gap="2">
            <Badge colorPalette={r.expired ? 'gray' : STATE_COLORS[r.state]} variant="subtle">
              <FormattedMessage
                id={STATE_LABELS[r.expired ? 'expired' : r.state] ?? STATE_LABELS.waiting}
              />
            </Badge>
            {!isJobDone(r.state) && <Text fontSize="xs">{r.progress}%</Text>}
          </HStack>
          {!isJobDone(r.state) && (
            <Progress.Root
              value={r.progress}
              size="xs"
              striped
              animated
              aria-label={intl.formatMessage({ id: 'paperExport.jobs.progress' })}
            >
              <Progress.Track rounded="full">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {r.state === 'failed' && r.failMessage !== null && (
            <Text fontSize="xs" color="fg.error">
              {r.failMessage}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'papers',
      header: <FormattedMessage id="paperExport.jobs.papers" />,
      align: 'end',
      render: (r) => (r.state === 'completed' ? r.total : '—'),
    },
    {
      key: 'size',
      header: <FormattedMessage id="paperExport.jobs.size" />,
      align: 'end',
      render: (r) => (r.resultSize > 0 ? formatSize(r.resultSize) : '—'),
    },
    {
      key: 'created',
      header: <FormattedMessage id="paperExport.jobs.created" />,
      render: (r) => formatDateTime(intl, r.createTime),
    },
    {
      key: 'expires',
      header: <FormattedMessage id="paperExport.jobs.expires" />,
      render: (r) => (r.expireTime == null ? '—' : formatDateTime(intl, r.expireTime)),
    },
    {
      key: 'actions',
      stickyEnd: true,
      header: <FormattedMessage id="sys.common.actions" />,
      align: 'end',
      render: (r) => (
        <RowAction
          label={intl.formatMessage({ id: 'paperExport.common.download' })}
          icon={<LuDownload />}
          disabled={!r.hasResult || downloading}
          onClick={() => void download(r.downloadPath, { jobId: r.id }, r.fileName)}
          testId={`export-job-download-${r.id}`}
        />
      ),
    },
  ];

  const result = data?.paperExportJobs;
  return (
    <AdminPage testId="export-jobs" title={<FormattedMessage id="paperExport.jobs.heading" />}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="paperExport.jobs.hint" />
        </Text>
        <DataTable
          columns={columns}
          rows={rows}
          loading={loading && result === undefined}
          testId="export-job-table"
          minW="900px"
        />
        {result !== undefined && (
          <Pager
            total={result.total}
            page={page}
            size={size}
            onChange={(p, s) => {
              setPage(p);
              setSize(s);
            }}
            testId="export-job-pager"
          />
        )}
      </Stack>
    </AdminPage>
  );
}
