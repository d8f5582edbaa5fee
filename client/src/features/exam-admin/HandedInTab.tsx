import { useQuery } from '@apollo/client/react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuFileSearch } from 'react-icons/lu';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { formatFullName } from '../../app/layouts/common/fullName';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { DEFAULT_PAGE_SIZE, Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { useCan } from '../../app/session/permissions';
import { RowAction } from '../../components/ui/row-action';
import { PERMISSIONS } from '../../gql/permissions';
import { PaperEventsDialog } from '../exam-watch/PaperEventsDialog';
import { handByLabelId, paperStateOf } from './examConstants';
import { HandedInPapersDocument } from './examAdminDocuments';
import { FilterSelect, StateBadge } from './examUi';
import { PaperException } from './PaperException';

/**
 * Watch detail, handed-in tab: name, hand-in time, minutes used, state (with the exception on
 * hover), screen-leave count, and (with exam:watch) the paper's monitoring record: each leave with
 * its time and duration, each capture with its face check; filters by name and has-exception.
 */
export function HandedInTab({ examId }: { examId: string }) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [hasEx, setHasEx] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [record, setRecord] = useState<{ paperId: string; name: string } | null>(null);
  const canWatch = useCan()(PERMISSIONS.examWatch);
  const { data, loading, error } = useQuery(HandedInPapersDocument, {
    variables: {
      input: {
        examId,
        current: page,
        size,
        realName: name === '' ? null : name,
        hasEx: hasEx === '' ? null : hasEx === '1',
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const rows = data?.handedInPapers.records ?? [];
  type Row = (typeof rows)[number];
  const columns: DataColumn<Row>[] = [
    {
      key: 'name',
      header: <FormattedMessage id="examAdmin.papers.name" />,
      render: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{formatFullName(r)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {r.deptName ?? r.userName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'hand',
      header: <FormattedMessage id="examAdmin.papers.handTime" />,
      render: (r) => formatDateTime(intl, r.handTime),
    },
    {
      key: 'used',
      header: <FormattedMessage id="examAdmin.papers.minutesUsed" />,
      align: 'end',
      render: (r) => <FormattedMessage id="examAdmin.list.minutes" values={{ n: r.userTime }} />,
    },
    {
      key: 'state',
      header: <FormattedMessage id="examAdmin.papers.state" />,
      render: (r) => {
        const by = handByLabelId(r.handBy);
        return (
          <HStack gap="1.5">
            <StateBadge state={paperStateOf(r.state)} />
            {by !== null && (
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage id={by} />
              </Text>
            )}
          </HStack>
        );
      },
    },
    {
      key: 'ex',
      header: <FormattedMessage id="examAdmin.papers.exState" />,
      render: (r) => (
        <PaperException exState={r.exState} exMsg={r.exMsg} testId={`handed-ex-${r.id}`} />
      ),
    },
    {
      key: 'leave',
      header: <FormattedMessage id="examAdmin.papers.leaveTimes" />,
      align: 'end',
      render: (r) => r.leaveTimes,
    },
    {
      key: 'score',
      header: <FormattedMessage id="examAdmin.papers.score" />,
      align: 'end',
      render: (r) => r.userScore,
    },
    ...(canWatch
      ? [
          {
            key: 'record',
            header: <FormattedMessage id="examAdmin.papers.record" />,
            align: 'end' as const,
            render: (r: Row) => (
              <RowAction
                label={intl.formatMessage(
                  { id: 'examAdmin.papers.recordOf' },
                  { name: formatFullName(r) },
                )}
                icon={<LuFileSearch />}
                onClick={() => setRecord({ paperId: r.id, name: formatFullName(r) })}
                testId={`handed-record-${r.id}`}
              />
            ),
          },
        ]
      : []),
  ];
  const result = data?.handedInPapers;
  return (
    <Stack gap="4" data-testid="handed-in-panel">
      <HStack gap="2" wrap="wrap">
        <SearchBox
          value={name}
          onSearch={(v) => {
            setName(v);
            setPage(1);
          }}
          placeholder={intl.formatMessage({ id: 'examAdmin.papers.search' })}
          testId="handed-search"
        />
        <FilterSelect
          value={hasEx}
          onChange={(v) => {
            setHasEx(v);
            setPage(1);
          }}
          allId="examAdmin.papers.exAll"
          ariaLabel={intl.formatMessage({ id: 'examAdmin.papers.exState' })}
          options={[
            { value: '1', label: intl.formatMessage({ id: 'examAdmin.papers.exYes' }) },
            { value: '0', label: intl.formatMessage({ id: 'examAdmin.papers.exNo' }) },
          ]}
          testId="handed-filter-ex"
        />
      </HStack>
      <DataTable
        columns={columns}
        rows={rows}
        loading={loading && result === undefined}
        testId="handed-table"
        minW="800px"
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
          testId="handed-pager"
        />
      )}
      {record !== null && (
        <PaperEventsDialog
          paperId={record.paperId}
          name={record.name}
          onClose={() => setRecord(null)}
        />
      )}
    </Stack>
  );
}
