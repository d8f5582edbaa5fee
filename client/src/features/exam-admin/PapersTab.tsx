import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuClipboardPen, LuTag, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifyErrorText } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { formatFullName } from '../../app/layouts/common/fullName';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { DEFAULT_PAGE_SIZE, Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { PERMISSIONS } from '../../gql/permissions';
import { useCan } from '../../app/session/permissions';
import { useConfirm } from '../../components/ui/useConfirm';
import { PAPER_STATES, paperStateOf, reviewStateOf } from './examConstants';
import { DeletePapersDocument, ExamPapersDocument } from './examAdminDocuments';
import { FilterSelect, minutesOf, StateBadge, useAskDelete, useExamPaths } from './examUi';
import { RowAction } from '../../components/ui/row-action';
import { MarkAsDialog } from './MarkAsDialog';
import { PaperException } from './PaperException';
import { PaperExportMenu } from '../paper-export/PaperExportMenu';

/**
 * Watch detail, papers tab (paper management): the exam's papers with name and state filters;
 * review (marking), mark as, delete.
 */
export function PapersTab({ examId }: { examId: string }) {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const paths = useExamPaths();
  const confirm = useConfirm();
  const [name, setName] = useState('');
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [marking, setMarking] = useState<string[] | null>(null);
  const { data, loading, error, refetch } = useQuery(ExamPapersDocument, {
    variables: {
      input: {
        examId,
        current: page,
        size,
        realName: name === '' ? null : name,
        state: state === '' ? null : Number(state),
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DeletePapersDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const canReview = can(PERMISSIONS.paperReview);
  const canMark = can(PERMISSIONS.paperMarkAs);
  const canDelete = can(PERMISSIONS.paperDelete);
  const rows = data?.examPapers.records ?? [];
  type Row = (typeof rows)[number];

  function withSelection(run: (ids: string[]) => void) {
    if (selected.length === 0) {
      notifyErrorText(intl.formatMessage({ id: 'sys.common.selectFirst' }));
      return;
    }
    run(selected);
  }

  const askDelete = useAskDelete({
    confirm,
    testId: 'paper-delete-dialog',
    singleMessageId: 'examAdmin.papers.deleteConfirm',
    remove: (ids) => remove({ variables: { ids } }),
    rowCount: rows.length,
    page,
    setPage,
    setSelected,
    refetch,
  });

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
      key: 'state',
      header: <FormattedMessage id="examAdmin.papers.state" />,
      render: (r) => <StateBadge state={paperStateOf(r.state)} testId={`paper-state-${r.id}`} />,
    },
    {
      key: 'time',
      header: <FormattedMessage id="examAdmin.papers.startHand" />,
      render: (r) => (
        <Stack gap="0" fontSize="xs">
          <Text>{formatDateTime(intl, r.startedAt)}</Text>
          <Text color="fg.muted">{formatDateTime(intl, r.handedAt)}</Text>
        </Stack>
      ),
    },
    {
      key: 'used',
      header: <FormattedMessage id="examAdmin.papers.minutesUsed" />,
      align: 'end',
      render: (r) => (
        <FormattedMessage id="examAdmin.list.minutes" values={{ n: minutesOf(r.userTime) }} />
      ),
    },
    {
      key: 'score',
      header: <FormattedMessage id="examAdmin.papers.score" />,
      align: 'end',
      render: (r) => (
        <Text data-testid={`paper-score-${r.id}`}>
          {r.userScore} / {r.totalScore}
        </Text>
      ),
    },
    {
      key: 'passed',
      header: <FormattedMessage id="examAdmin.papers.passed" />,
      render: (r) =>
        r.passed == null ? (
          '—'
        ) : (
          <Badge colorPalette={r.passed ? 'green' : 'red'} variant="subtle">
            <FormattedMessage id={r.passed ? 'examAdmin.papers.pass' : 'examAdmin.papers.fail'} />
          </Badge>
        ),
    },
    {
      key: 'review',
      header: <FormattedMessage id="examAdmin.papers.reviewState" />,
      render: (r) =>
        r.reviewState === 0 ? '—' : <StateBadge state={reviewStateOf(r.reviewState)} />,
    },
    {
      key: 'ex',
      header: <FormattedMessage id="examAdmin.papers.exState" />,
      render: (r) => (
        <PaperException exState={r.exState} exMsg={r.exMsg} testId={`paper-ex-${r.id}`} />
      ),
    },
    {
      key: 'actions',
      stickyEnd: true,
      header: <FormattedMessage id="sys.common.actions" />,
      align: 'end',
      render: (r) => (
        <HStack gap="0.5" justify="flex-end">
          {canReview && r.state !== 0 && (
            <RowAction
              label={intl.formatMessage({
                id: r.state === 1 ? 'examAdmin.papers.mark' : 'examAdmin.papers.view',
              })}
              icon={<LuClipboardPen />}
              color={r.state === 1 ? 'orange' : undefined}
              onClick={() => void navigate(paths.review(r.id))}
              testId={`paper-review-${r.id}`}
            />
          )}
          {canMark && (
            <RowAction
              label={intl.formatMessage({ id: 'examAdmin.markAs.title' })}
              icon={<LuTag />}
              onClick={() => setMarking([r.id])}
              testId={`paper-mark-as-${r.id}`}
            />
          )}
          {canDelete && (
            <RowAction
              label={intl.formatMessage({ id: 'sys.common.delete' })}
              icon={<LuTrash2 />}
              color="red"
              onClick={() => askDelete([r.id])}
              testId={`paper-delete-${r.id}`}
            />
          )}
        </HStack>
      ),
    },
  ];

  const result = data?.examPapers;
  return (
    <Stack gap="4" data-testid="papers-panel">
      <HStack gap="2" wrap="wrap">
        <SearchBox
          value={name}
          onSearch={(v) => {
            setName(v);
            setPage(1);
          }}
          placeholder={intl.formatMessage({ id: 'examAdmin.papers.search' })}
          testId="paper-search"
        />
        <FilterSelect
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          allId="examAdmin.papers.allStates"
          ariaLabel={intl.formatMessage({ id: 'examAdmin.papers.state' })}
          options={PAPER_STATES.map((s) => ({
            value: String(s),
            label: intl.formatMessage({ id: paperStateOf(s).id }),
          }))}
          testId="paper-filter-state"
          width="44"
        />
        <HStack ms="auto" gap="2">
          <PaperExportMenu examId={examId} paperIds={selected} />
          {canMark && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => withSelection(setMarking)}
              data-testid="paper-batch-mark-as"
            >
              <LuTag />
              <FormattedMessage id="examAdmin.markAs.title" />
            </Button>
          )}
          {canDelete && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => withSelection(askDelete)}
              data-testid="paper-batch-delete"
            >
              <LuTrash2 />
              <FormattedMessage id="examAdmin.list.deleteSelected" />
            </Button>
          )}
        </HStack>
      </HStack>
      <DataTable
        columns={columns}
        rows={rows}
        loading={loading && result === undefined}
        selectable={canMark || canDelete || can(PERMISSIONS.paperExport)}
        selected={selected}
        onSelectedChange={setSelected}
        testId="paper-table"
        minW="1000px"
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
          testId="paper-pager"
        />
      )}
      {marking !== null && (
        <MarkAsDialog
          ids={marking}
          onClose={() => setMarking(null)}
          onDone={() => {
            setMarking(null);
            setSelected([]);
            void refetch();
          }}
        />
      )}
      {confirm.dialog}
    </Stack>
  );
}
