import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  LuBellRing,
  LuEye,
  LuFileText,
  LuMonitorPlay,
  LuPencil,
  LuPlus,
  LuTrash2,
  LuUserCheck,
} from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifyErrorText, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { DEFAULT_PAGE_SIZE, Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { AdminPage } from '../sys/AdminPage';
import { useCan } from '../../app/session/permissions';
import { useConfirm } from '../../components/ui/useConfirm';
import { EXAM_STATE, LIST_STATE_RUNNING, LIST_STATES, listStateOf } from './examConstants';
import {
  AdminExamsDocument,
  DeleteExamsDocument,
  SetExamStateDocument,
} from './examAdminDocuments';
import { FilterSelect, StateBadge, useAskDelete, useExamPaths } from './examUi';
import { RowAction } from '../../components/ui/row-action';
import { PERMISSIONS } from '../../gql/permissions';
import { useWatchPaths } from '../exam-watch/watchPaths';
import { ExamNotifyDialog } from '../notify/ExamNotifyDialog';

/**
 * Back office, view key exam/list (ExamList): exams with title and state filters; create, edit,
 * enable / disable, delete (refused with EXAM_LOCKED_BY_STATE once papers exist), and per exam its
 * watch detail, papers and applications; the live console only on exams the user proctors.
 * Actions the user lacks the code for are hidden.
 */
export function ExamListView() {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const paths = useExamPaths();
  const livePath = useWatchPaths().console;
  const confirm = useConfirm();
  const [title, setTitle] = useState('');
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);

  const { data, loading, error, refetch } = useQuery(AdminExamsDocument, {
    variables: {
      input: {
        current: page,
        size,
        title: title === '' ? null : title,
        state: state === '' ? null : Number(state),
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [setExamState] = useMutation(SetExamStateDocument);
  const [deleteExams] = useMutation(DeleteExamsDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const canAdd = can(PERMISSIONS.examAdd);
  const canEdit = can(PERMISSIONS.examUpdate);
  const canDelete = can(PERMISSIONS.examDelete);
  const canPapers = can(PERMISSIONS.paperList);
  const canApplies = can(PERMISSIONS.examApplyList);
  const canWatch = canPapers || canApplies;
  const canNotify = can(PERMISSIONS.examNotify);
  const [notifying, setNotifying] = useState<{ id: string; title: string } | null>(null);

  const rows = data?.adminExams.records ?? [];
  type Row = (typeof rows)[number];

  async function toggle(row: Row, enabled: boolean) {
    try {
      await setExamState({
        variables: { id: row.id, state: enabled ? EXAM_STATE.ENABLED : EXAM_STATE.DISABLED },
      });
      notifySuccess(intl.formatMessage({ id: 'examAdmin.list.stateChanged' }));
      await refetch();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const deleteRows = useAskDelete({
    confirm,
    testId: 'exam-delete-dialog',
    singleMessageId: 'sys.common.deleteConfirm',
    remove: (ids) => deleteExams({ variables: { ids } }),
    rowCount: rows.length,
    page,
    setPage,
    setSelected,
    refetch,
  });

  function askDelete(ids: string[]) {
    if (ids.length === 0) {
      notifyErrorText(intl.formatMessage({ id: 'sys.common.selectFirst' }));
      return;
    }
    deleteRows(ids);
  }

  const columns: DataColumn<Row>[] = [
    {
      key: 'title',
      header: <FormattedMessage id="examAdmin.field.title" />,
      wrap: true,
      render: (r) => (
        <Stack gap="0.5" minW="40">
          <Text fontWeight="medium" data-testid="exam-row-title">
            {r.title}
          </Text>
          {r.offline && (
            <Badge size="sm" variant="outline" w="fit-content">
              <FormattedMessage id="examAdmin.field.offline" />
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'type',
      header: <FormattedMessage id="examAdmin.field.examType" />,
      render: (r) => r.examTypeText,
    },
    {
      key: 'window',
      header: <FormattedMessage id="examAdmin.field.window" />,
      render: (r) => (
        <Stack gap="0" fontSize="xs">
          <Text>{formatDateTime(intl, r.startTime)}</Text>
          <Text color="fg.muted">{formatDateTime(intl, r.endTime)}</Text>
        </Stack>
      ),
    },
    {
      key: 'totalTime',
      header: <FormattedMessage id="examAdmin.field.totalTime" />,
      align: 'end',
      render: (r) => <FormattedMessage id="examAdmin.list.minutes" values={{ n: r.totalTime }} />,
    },
    {
      key: 'totalScore',
      header: <FormattedMessage id="examAdmin.field.totalScore" />,
      align: 'end',
      render: (r) => r.totalScore,
    },
    {
      key: 'state',
      header: <FormattedMessage id="examAdmin.field.state" />,
      render: (r) => (
        <HStack gap="2">
          {canEdit && (
            <Switch.Root
              size="sm"
              colorPalette="brand"
              checked={r.state === EXAM_STATE.ENABLED}
              onCheckedChange={(e) => void toggle(r, e.checked)}
              aria-label={intl.formatMessage({ id: 'examAdmin.list.enabled' })}
              data-testid={`exam-state-${r.id}`}
            >
              <Switch.HiddenInput />
              <Switch.Control />
            </Switch.Root>
          )}
          <StateBadge state={listStateOf(r.listState)} testId={`exam-list-state-${r.id}`} />
        </HStack>
      ),
    },
    {
      key: 'papers',
      header: <FormattedMessage id="examAdmin.field.paperCount" />,
      align: 'end',
      render: (r) => r.paperCount,
    },
    {
      key: 'actions',
      stickyEnd: true,
      header: <FormattedMessage id="sys.common.actions" />,
      align: 'end',
      render: (r) => (
        <HStack gap="0.5" justify="flex-end">
          {canEdit && (
            <RowAction
              label={intl.formatMessage({ id: 'sys.common.edit' })}
              icon={<LuPencil />}
              onClick={() => void navigate(paths.edit(r.id))}
              testId={`exam-edit-${r.id}`}
            />
          )}
          {r.listState === LIST_STATE_RUNNING && r.canProctor && livePath(r.id) !== null && (
            <RowAction
              label={intl.formatMessage({ id: 'examAdmin.list.liveWatch' })}
              icon={<LuMonitorPlay />}
              onClick={() => void navigate(livePath(r.id) ?? '')}
              testId={`exam-live-${r.id}`}
            />
          )}
          {canWatch && (
            <RowAction
              label={intl.formatMessage({ id: 'examAdmin.list.watchDetail' })}
              icon={<LuEye />}
              onClick={() => void navigate(paths.watch(r.id))}
              testId={`exam-watch-${r.id}`}
            />
          )}
          {canPapers && (
            <RowAction
              label={intl.formatMessage({ id: 'examAdmin.list.papers' })}
              icon={<LuFileText />}
              onClick={() => void navigate(paths.watch(r.id, 'papers'))}
              testId={`exam-papers-${r.id}`}
            />
          )}
          {canApplies && (
            <RowAction
              label={intl.formatMessage({ id: 'examAdmin.list.applies' })}
              icon={<LuUserCheck />}
              onClick={() => void navigate(paths.watch(r.id, 'applies'))}
              testId={`exam-applies-${r.id}`}
            />
          )}
          {canNotify && (
            <RowAction
              label={intl.formatMessage({ id: 'notify.exam.action' })}
              icon={<LuBellRing />}
              onClick={() => setNotifying({ id: r.id, title: r.title })}
              testId={`exam-notify-${r.id}`}
            />
          )}
          {canDelete && (
            <RowAction
              label={intl.formatMessage({ id: 'sys.common.delete' })}
              icon={<LuTrash2 />}
              color="red"
              onClick={() => askDelete([r.id])}
              testId={`exam-delete-${r.id}`}
            />
          )}
        </HStack>
      ),
    },
  ];

  const result = data?.adminExams;
  return (
    <AdminPage
      testId="exam-admin-list"
      title={<FormattedMessage id="examAdmin.list.heading" />}
      actions={
        <>
          {canDelete && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={selected.length === 0}
              onClick={() => askDelete(selected)}
              data-testid="exam-batch-delete"
            >
              <LuTrash2 />
              <FormattedMessage id="examAdmin.list.deleteSelected" />
            </Button>
          )}
          {canAdd && (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => void navigate(paths.edit(null))}
              data-testid="exam-add"
            >
              <LuPlus />
              <FormattedMessage id="examAdmin.list.add" />
            </Button>
          )}
        </>
      }
      filters={
        <>
          <SearchBox
            value={title}
            onSearch={(t) => {
              setTitle(t);
              setPage(1);
            }}
            placeholder={intl.formatMessage({ id: 'examAdmin.list.search' })}
            testId="exam-search"
          />
          <FilterSelect
            value={state}
            onChange={(v) => {
              setState(v);
              setPage(1);
            }}
            allId="examAdmin.list.allStates"
            ariaLabel={intl.formatMessage({ id: 'examAdmin.field.state' })}
            options={LIST_STATES.map((s) => ({
              value: String(s),
              label: intl.formatMessage({ id: listStateOf(s).id }),
            }))}
            testId="exam-filter-state"
          />
        </>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        loading={loading && result === undefined}
        selectable={canDelete}
        selected={selected}
        onSelectedChange={setSelected}
        testId="exam-table"
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
          testId="exam-pager"
        />
      )}
      {confirm.dialog}
      {notifying !== null && (
        <ExamNotifyDialog
          examId={notifying.id}
          examTitle={notifying.title}
          onClose={() => setNotifying(null)}
        />
      )}
    </AdminPage>
  );
}
