import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Card, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuExternalLink, LuRefreshCw } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { useCan } from '../../app/session/permissions';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { PanelHeader } from '../../components/ui/list-toolbar';
import { Pager } from '../../components/ui/pager';
import { TitledAction } from '../../components/ui/row-action';
import { SearchBox } from '../../components/ui/search-box';
import { usePaging } from '../../components/ui/usePaging';
import { PERMISSIONS } from '../../gql/permissions';
import { CourseFilesDocument, TranscodeCourseFileDocument } from './courseAdminDocuments';

/** While a video waits or is transcoded, the list refreshes this often. */
const POLL_MS = 3000;

interface Row {
  id: string;
  fileId: string;
  name: string;
  kind: number;
  size: number;
  url: string;
  useCount: number;
  state?: number | null;
  progress: number;
  message: string;
  encode: string;
  quality: string;
  duration: number;
}

const STATE_LABELS: Record<number, string> = {
  0: 'course.media.waiting',
  1: 'course.media.running',
  2: 'course.media.done',
  3: 'course.media.failed',
  4: 'course.media.original',
};
const REASON_LABELS: Record<string, string> = {
  disabled: 'course.media.reasonDisabled',
  noFfmpeg: 'course.media.reasonNoFfmpeg',
  noService: 'course.media.reasonNoService',
  failed: 'course.media.reasonFailed',
};

/**
 * Courseware (view key course/file, menu CourseFileList): the videos and documents the courses
 * use, each video's transcoding (waiting, progress, done, or why it plays as uploaded), and
 * "transcode again" after the storage settings changed.
 */
export function CourseFileView() {
  const intl = useIntl();
  const can = useCan();
  const [name, setName] = useState('');
  const { page, size, setPage, change } = usePaging();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(
    CourseFilesDocument,
    {
      variables: { input: { current: page, size, name: name === '' ? null : name } },
      fetchPolicy: 'cache-and-network',
    },
  );
  const [transcode] = useMutation(TranscodeCourseFileDocument);
  const rows: Row[] = (data?.courseFiles.records ?? []).map((r) => ({ ...r, id: r.fileId }));
  const busy = rows.some((r) => r.state === 0 || r.state === 1);
  useEffect(() => {
    if (busy) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [busy, startPolling, stopPolling]);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const columns: DataColumn<Row>[] = [
    {
      key: 'name',
      header: <FormattedMessage id="course.media.name" />,
      truncate: true,
      width: '260px',
      render: (r) => r.name,
    },
    {
      key: 'kind',
      header: <FormattedMessage id="course.field.itemType" />,
      width: '90px',
      render: (r) => (
        <FormattedMessage
          id={r.kind === 2 ? 'course.itemType.video' : 'course.itemType.document'}
        />
      ),
    },
    {
      key: 'size',
      header: <FormattedMessage id="course.media.size" />,
      width: '100px',
      render: (r) => `${(r.size / 1024 / 1024).toFixed(1)} MB`,
    },
    {
      key: 'uses',
      header: <FormattedMessage id="course.media.useCount" />,
      width: '80px',
      render: (r) => r.useCount,
    },
    {
      key: 'state',
      header: <FormattedMessage id="course.media.state" />,
      width: '300px',
      render: (r) =>
        r.state == null ? (
          '-'
        ) : (
          <Stack gap="1" data-testid={`course-file-state-${r.fileId}`}>
            <HStack gap="2">
              <Badge
                colorPalette={
                  r.state === 2
                    ? 'green'
                    : r.state === 3
                      ? 'red'
                      : r.state === 4
                        ? 'orange'
                        : 'blue'
                }
              >
                <FormattedMessage id={STATE_LABELS[r.state] ?? 'course.media.waiting'} />
              </Badge>
              {r.state === 2 && (
                <Text fontSize="xs" color="fg.muted">
                  {r.encode} · {r.quality}
                </Text>
              )}
            </HStack>
            {r.state === 1 && (
              <Progress.Root
                value={r.progress}
                size="xs"
                colorPalette="brand"
                aria-label={intl.formatMessage({ id: 'course.media.running' })}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
            {REASON_LABELS[r.message] !== undefined && (
              <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
                <FormattedMessage id={REASON_LABELS[r.message] ?? 'course.media.reasonFailed'} />
              </Text>
            )}
          </Stack>
        ),
    },
    {
      key: 'actions',
      stickyEnd: true,
      align: 'end',
      header: <FormattedMessage id="sys.common.actions" />,
      render: (r) => (
        <HStack gap="0.5" justify="flex-end">
          <TitledAction
            label={intl.formatMessage({ id: 'course.media.open' })}
            icon={<LuExternalLink />}
            onClick={() => window.open(r.url, '_blank', 'noopener')}
            testId={`course-file-open-${r.fileId}`}
          />
          {r.kind === 2 && can(PERMISSIONS.courseUpdate) && (
            <TitledAction
              label={intl.formatMessage({ id: 'course.media.transcode' })}
              icon={<LuRefreshCw />}
              onClick={() =>
                void transcode({ variables: { fileId: r.fileId } })
                  .then(async () => {
                    notifySuccess(intl.formatMessage({ id: 'course.media.queued' }));
                    await refetch();
                  })
                  .catch((e: unknown) => notifyError(e, intl))
              }
              testId={`course-file-transcode-${r.fileId}`}
            />
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Card.Root data-testid="course-file-page">
      <PanelHeader
        pb="3"
        title={<FormattedMessage id="course.media.title" />}
        search={
          <SearchBox
            value={name}
            onSearch={(t) => {
              setName(t);
              setPage(1);
            }}
            placeholder={intl.formatMessage({ id: 'course.media.search' })}
            testId="course-file-search"
          />
        }
      />
      <Card.Body pt="0" gap="4">
        <DataTable
          columns={columns}
          rows={rows}
          loading={loading && data === undefined}
          testId="course-file-table"
          label={intl.formatMessage({ id: 'course.media.title' })}
        />
        <Pager
          total={data?.courseFiles.total ?? 0}
          page={page}
          size={size}
          onChange={change}
          testId="course-file-pager"
        />
      </Card.Body>
    </Card.Root>
  );
}
