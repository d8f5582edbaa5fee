import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuClipboardCheck, LuTrash2 } from 'react-icons/lu';
import { notifyError, notifyErrorText } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { formatFullName } from '../../app/layouts/common/fullName';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { DEFAULT_PAGE_SIZE, Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { Tooltip } from '../../components/ui/tooltip';
import { AdminPage } from '../sys/AdminPage';
import { useCan } from '../../app/session/permissions';
import { useConfirm } from '../../components/ui/useConfirm';
import { ApplyAuditDialog } from './ApplyAuditDialog';
import { AUDIT_STATES, auditStateOf } from './examConstants';
import { DeleteExamAppliesDocument, ExamAppliesDocument } from './examAdminDocuments';
import type { RemoteOption } from '../../components/ui/remote-select';
import { ExamSelect } from '../sys/pickers/Selects';
import { FilterSelect, StateBadge, useAskDelete } from './examUi';
import { RowAction } from '../../components/ui/row-action';
import { PERMISSIONS } from '../../gql/permissions';

/**
 * Back office, view key exam/apply (ExamApplyList): applications with exam, state and name
 * filters; approve / reject several at once with a message; delete.
 */
export function ExamApplyListView() {
  return (
    <AdminPage testId="exam-apply-list" title={<FormattedMessage id="examAdmin.apply.heading" />}>
      <ApplyTable />
    </AdminPage>
  );
}

/**
 * The application table (also a tab of the watch detail, fixed to one exam): applicant, exam,
 * time, message, audit state, auditor, audit message, already sat.
 */
export function ApplyTable({ examId }: { examId?: string }) {
  const intl = useIntl();
  const can = useCan();
  const confirm = useConfirm();
  const [examPick, setExamPick] = useState<RemoteOption | null>(null);
  const exam = examId ?? examPick?.id ?? '';
  const [state, setState] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [auditing, setAuditing] = useState<string[] | null>(null);

  const fixedExam = examId !== undefined;
  const examFilter = !fixedExam && can(PERMISSIONS.examList);
  const { data, loading, error, refetch } = useQuery(ExamAppliesDocument, {
    variables: {
      input: {
        current: page,
        size,
        examId: exam === '' ? null : exam,
        auditState: state === '' ? null : Number(state),
        realName: name === '' ? null : name,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DeleteExamAppliesDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const canAudit = can(PERMISSIONS.examApplyAudit);
  const canDelete = can(PERMISSIONS.examApplyDelete);
  const rows = data?.examApplies.records ?? [];
  type Row = (typeof rows)[number];

  function filter(apply: () => void) {
    apply();
    setPage(1);
    setSelected([]);
  }

  function needSelection(): boolean {
    if (selected.length > 0) return true;
    notifyErrorText(intl.formatMessage({ id: 'sys.common.selectFirst' }));
    return false;
  }

  const askDelete = useAskDelete({
    confirm,
    testId: 'apply-delete-dialog',
    singleMessageId: 'sys.common.deleteConfirm',
    remove: (ids) => remove({ variables: { ids } }),
    rowCount: rows.length,
    page,
    setPage,
    setSelected,
    refetch,
  });

  const columns: DataColumn<Row>[] = [
    {
      key: 'user',
      header: <FormattedMessage id="examAdmin.apply.applicant" />,
      render: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">
            {formatFullName({
              realName: r.applyUser,
              familyName: r.familyName,
              userName: r.userName,
            })}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {r.userName}
          </Text>
        </Stack>
      ),
    },
    ...(fixedExam
      ? []
      : [
          {
            key: 'exam',
            header: <FormattedMessage id="examAdmin.apply.exam" />,
            truncate: true,
            width: '180px',
            render: (r: Row) => r.examTitle,
          },
        ]),
    {
      key: 'time',
      header: <FormattedMessage id="examAdmin.apply.applyTime" />,
      render: (r) => formatDateTime(intl, r.applyTime),
    },
    {
      key: 'msg',
      header: <FormattedMessage id="examAdmin.apply.applyMsg" />,
      truncate: true,
      width: '200px',
      render: (r) => (
        <Tooltip content={r.applyMsg} disabled={r.applyMsg === ''}>
          <Text truncate>{r.applyMsg}</Text>
        </Tooltip>
      ),
    },
    {
      key: 'state',
      header: <FormattedMessage id="examAdmin.apply.auditState" />,
      render: (r) => (
        <StateBadge state={auditStateOf(r.auditState)} testId={`apply-state-${r.id}`} />
      ),
    },
    {
      key: 'auditor',
      header: <FormattedMessage id="examAdmin.apply.auditBy" />,
      render: (r) => (
        <Stack gap="0">
          <Text>{r.auditByName ?? ''}</Text>
          {r.auditTime != null && (
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(intl, r.auditTime)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'auditMsg',
      header: <FormattedMessage id="examAdmin.apply.auditMsg" />,
      truncate: true,
      width: '160px',
      render: (r) => r.auditMsg,
    },
    {
      key: 'used',
      header: <FormattedMessage id="examAdmin.apply.auditUsed" />,
      render: (r) => (
        <Badge colorPalette={r.auditUsed ? 'green' : 'gray'} variant="subtle">
          <FormattedMessage id={r.auditUsed ? 'sys.common.yes' : 'sys.common.no'} />
        </Badge>
      ),
    },
    ...(canAudit || canDelete
      ? [
          {
            key: 'actions',
            stickyEnd: true,
            header: <FormattedMessage id="sys.common.actions" />,
            align: 'end' as const,
            render: (r: Row) => (
              <HStack gap="0.5" justify="flex-end">
                {canAudit && (
                  <RowAction
                    label={intl.formatMessage({ id: 'examAdmin.audit.title' })}
                    icon={<LuClipboardCheck />}
                    onClick={() => setAuditing([r.id])}
                    testId={`apply-audit-${r.id}`}
                  />
                )}
                {canDelete && (
                  <RowAction
                    label={intl.formatMessage({ id: 'sys.common.delete' })}
                    icon={<LuTrash2 />}
                    color="red"
                    onClick={() => askDelete([r.id])}
                    testId={`apply-delete-${r.id}`}
                  />
                )}
              </HStack>
            ),
          },
        ]
      : []),
  ];

  const result = data?.examApplies;
  return (
    <Stack gap="4" data-testid="apply-table-panel">
      <HStack gap="2" wrap="wrap">
        {examFilter && (
          <ExamSelect
            value={examPick}
            onChange={(v) => filter(() => setExamPick(v))}
            label={intl.formatMessage({ id: 'examAdmin.apply.exam' })}
            placeholder={intl.formatMessage({ id: 'examAdmin.apply.allExams' })}
            testId="apply-filter-exam"
            width="56"
          />
        )}
        <FilterSelect
          value={state}
          onChange={(v) => filter(() => setState(v))}
          allId="examAdmin.apply.allStates"
          ariaLabel={intl.formatMessage({ id: 'examAdmin.apply.auditState' })}
          options={AUDIT_STATES.map((s) => ({
            value: String(s),
            label: intl.formatMessage({ id: auditStateOf(s).id }),
          }))}
          testId="apply-filter-state"
        />
        <SearchBox
          value={name}
          onSearch={(v) => filter(() => setName(v))}
          placeholder={intl.formatMessage({ id: 'examAdmin.apply.search' })}
          testId="apply-search"
        />
        <HStack ms="auto" gap="2">
          {canAudit && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => needSelection() && setAuditing(selected)}
              data-testid="apply-batch-audit"
            >
              <LuClipboardCheck />
              <FormattedMessage id="examAdmin.audit.batch" />
            </Button>
          )}
          {canDelete && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => needSelection() && askDelete(selected)}
              data-testid="apply-batch-delete"
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
        selectable={canAudit || canDelete}
        selected={selected}
        onSelectedChange={setSelected}
        testId="apply-table"
        minW="960px"
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
          testId="apply-pager"
        />
      )}
      {auditing !== null && (
        <ApplyAuditDialog
          ids={auditing}
          onClose={() => setAuditing(null)}
          onDone={() => {
            setAuditing(null);
            setSelected([]);
            void refetch();
          }}
        />
      )}
      {confirm.dialog}
    </Stack>
  );
}
