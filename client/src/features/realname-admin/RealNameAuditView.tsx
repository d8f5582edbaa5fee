import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Image, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuBot, LuClipboardCheck, LuEye } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { usePermissions } from '../../app/session/permissions';
import { ActionsCell, ActionsHeader, PagedTable } from '../../components/ui/paged-table';
import { RowAction } from '../../components/ui/row-action';
import { SearchBox } from '../../components/ui/search-box';
import { usePaging } from '../../components/ui/usePaging';
import { PERMISSIONS } from '../../gql/permissions';
import { AdminPage } from '../sys/AdminPage';
import { HeldByOtherBadge, RealNameAuditDialog, type RealNameRow } from './RealNameAuditDialog';
import { AutoAuditRealNameDocument, RealNameRecordsDocument } from './realNameAdminDocuments';
import { PENDING, REAL_NAME_STATES, realNameStateOf } from './realNameStates';

/**
 * Back office, view key sys/real (RealNameAudit): real-name submissions, pending first, filtered
 * by state and by name; each shows its photo and masked ID number and is approved or rejected
 * with a message, or sent through the automatic review.
 */
export function RealNameAuditView() {
  const intl = useIntl();
  const can = usePermissions();
  const [state, setState] = useState('');
  const [name, setName] = useState('');
  const { page, size, setPage, change: changePage } = usePaging();
  const [open, setOpen] = useState<RealNameRow | null>(null);

  const { data, error, loading, refetch } = useQuery(RealNameRecordsDocument, {
    variables: {
      input: {
        current: page,
        size,
        state: state === '' ? null : Number(state),
        realName: name === '' ? null : name,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [autoAudit] = useMutation(AutoAuditRealNameDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const canAudit = can(PERMISSIONS.realNameAudit);

  async function runAutoAudit(row: RealNameRow) {
    try {
      const result = await autoAudit({ variables: { id: row.id } });
      const done = result.data?.autoAuditRealName;
      notifySuccess(
        intl.formatMessage(
          { id: 'realNameAdmin.audit.autoDone' },
          { state: intl.formatMessage({ id: realNameStateOf(done?.state ?? PENDING).id }) },
        ),
      );
      void refetch();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const result = data?.realNameRecords;
  return (
    <AdminPage
      testId="realname-audit"
      title={<FormattedMessage id="realNameAdmin.list.heading" />}
      filters={
        <>
          <NativeSelect.Root size="sm" width="36">
            <NativeSelect.Field
              value={state}
              bg="bg"
              aria-label={intl.formatMessage({ id: 'realNameAdmin.list.state' })}
              onChange={(e) => {
                setState(e.currentTarget.value);
                setPage(1);
              }}
              data-testid="realname-filter-state"
            >
              <option value="">{intl.formatMessage({ id: 'realNameAdmin.list.allStates' })}</option>
              {REAL_NAME_STATES.map((s) => (
                <option key={s.value} value={String(s.value)}>
                  {intl.formatMessage({ id: s.id })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <SearchBox
            value={name}
            onSearch={(v) => {
              setName(v);
              setPage(1);
            }}
            placeholder={intl.formatMessage({ id: 'realNameAdmin.list.search' })}
            testId="realname-search"
          />
        </>
      }
    >
      <PagedTable
        records={result?.records}
        total={result?.total ?? 0}
        loading={loading}
        page={page}
        size={size}
        onPageChange={changePage}
        pagerTestId="realname-pager"
        header={
          <>
            <Table.ColumnHeader w="16">
              <FormattedMessage id="realNameAdmin.list.photo" />
            </Table.ColumnHeader>
            <Table.ColumnHeader minW="36">
              <FormattedMessage id="realNameAdmin.list.realName" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="realNameAdmin.list.idCard" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="realNameAdmin.list.state" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="realNameAdmin.list.submitTime" />
            </Table.ColumnHeader>
            <Table.ColumnHeader minW="40">
              <FormattedMessage id="realNameAdmin.list.auditMsg" />
            </Table.ColumnHeader>
            <ActionsHeader />
          </>
        }
      >
        {result?.records.map((row) => {
          const rowState = realNameStateOf(row.state);
          const pending = row.state === PENDING;
          return (
            <Table.Row key={row.id} data-testid={`realname-row-${row.userName}`}>
              <Table.Cell>
                {row.face !== null ? (
                  <Image
                    src={row.face}
                    alt={intl.formatMessage(
                      { id: 'realNameAdmin.list.photoOf' },
                      { name: row.realName },
                    )}
                    boxSize="12"
                    objectFit="cover"
                    rounded="sm"
                    borderWidth="1px"
                    loading="lazy"
                  />
                ) : (
                  <Box boxSize="12" rounded="sm" bg="bg.muted" />
                )}
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <Text fontWeight="medium">{row.realName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {row.userName}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell fontFamily="mono" whiteSpace="nowrap" data-testid="realname-row-id-card">
                <Stack gap="1" align="flex-start">
                  <Text as="span">{row.idCard}</Text>
                  {row.idCardHeldByOther === true && <HeldByOtherBadge />}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Badge
                  colorPalette={rowState.color}
                  variant="subtle"
                  data-testid="realname-row-state"
                  data-state={row.state}
                >
                  <FormattedMessage id={rowState.id} />
                </Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(intl, row.submitTime)}</Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <Text lineClamp={2}>{row.auditMsg}</Text>
                  {row.auditTime != null && (
                    <Text fontSize="xs" color="fg.muted">
                      {`${row.auditByName ?? ''} ${formatDateTime(intl, row.auditTime)}`.trim()}
                    </Text>
                  )}
                </Stack>
              </Table.Cell>
              <ActionsCell>
                {canAudit && pending ? (
                  <>
                    <RowAction
                      label={intl.formatMessage({ id: 'realNameAdmin.audit.title' })}
                      icon={<LuClipboardCheck />}
                      onClick={() => setOpen(row)}
                      testId={`realname-audit-${row.userName}`}
                    />
                    <RowAction
                      label={intl.formatMessage({ id: 'realNameAdmin.audit.auto' })}
                      icon={<LuBot />}
                      onClick={() => void runAutoAudit(row)}
                      testId={`realname-auto-audit-${row.userName}`}
                    />
                  </>
                ) : (
                  <RowAction
                    label={intl.formatMessage({ id: 'realNameAdmin.audit.detailTitle' })}
                    icon={<LuEye />}
                    onClick={() => setOpen(row)}
                    testId={`realname-view-${row.userName}`}
                  />
                )}
              </ActionsCell>
            </Table.Row>
          );
        })}
      </PagedTable>
      {open !== null && (
        <RealNameAuditDialog
          key={open.id}
          record={open}
          canAudit={canAudit}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            void refetch();
          }}
        />
      )}
    </AdminPage>
  );
}
