import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Heading, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuPlus, LuUpload } from 'react-icons/lu';
import { notifyError, notifyErrorText, notifySuccess } from '../../app/errors/notify';
import { useSession } from '../../app/session/SessionContext';
import { ExportDialog } from '../../components/transfer/ExportDialog';
import { ImportDialog } from '../../components/transfer/ImportDialog';
import { DataTable } from '../../components/ui/data-table';
import { DEFAULT_PAGE_SIZE, Pager } from '../../components/ui/pager';
import { PERMISSIONS } from '../../gql/permissions';
import { permittedActions, useCan } from '../../app/session/permissions';
import { useConfirm } from '../../components/ui/useConfirm';
import { BATCH_ACTIONS, UserBatchMenu, type BatchAction } from './UserBatchMenu';
import { UserBatchDialog, type BatchKind } from './UserBatchDialog';
import { UserDeptPanel } from './UserDeptPanel';
import { UserDialog } from './UserDialog';
import { NO_USER_FILTERS, UserFilterBar, type UserFilters } from './UserFilterBar';
import { UserPasswordDialog } from './UserPasswordDialog';
import {
  AdminUserPagingDocument,
  SetUserStateDocument,
  StartUserExportDocument,
} from './userDocuments';
import { EMPTY_USER, toLocalInput, type UserFormValues } from './userForm';
import { USER_STATE, useUserStates } from '../sys/userState';
import { USER_EXPORT, USER_IMPORT } from './userTransfer';
import { useUserColumns, type UserRow } from './useUserColumns';

/**
 * User management (view key sys/user): department tree on the left; filters (state, role, search),
 * the paged table with ticks, add / edit, password, enable / disable, batch actions, import and
 * export on the right.
 */
export function UserPage() {
  const intl = useIntl();
  const can = useCan();
  const { user: me } = useSession();
  const states = useUserStates();
  const [filters, setFilters] = useState<UserFilters>(NO_USER_FILTERS);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ values: UserFormValues; deptName?: string } | null>(
    null,
  );
  const [passwordOf, setPasswordOf] = useState<{ id: string; userName: string } | null>(null);
  const [batch, setBatch] = useState<BatchKind | null>(null);
  const [exportJob, setExportJob] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const confirm = useConfirm();

  const input = {
    current: page,
    size,
    deptCode: filters.deptCode === '' ? null : filters.deptCode,
    state: filters.state === '' ? null : Number(filters.state),
    roleIds: filters.roleId === '' ? null : [filters.roleId],
    userName: filters.userName === '' ? null : filters.userName,
  };
  const { data, loading, error, refetch } = useQuery(AdminUserPagingDocument, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });
  const [setState] = useMutation(SetUserStateDocument);
  const [startExport, exporting] = useMutation(StartUserExportDocument);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  function filter(next: Partial<UserFilters>) {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
    setSelected([]);
  }

  async function changeState(ids: string[], state: number) {
    try {
      await setState({ variables: { ids, state } });
      notifySuccess(intl.formatMessage({ id: 'sysUser.state.changed' }));
      await refetch();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  async function exportUsers() {
    try {
      const { deptCode, state, roleIds, userName } = input;
      const result = await startExport({
        variables: {
          input: selected.length > 0 ? { ids: selected } : { deptCode, state, roleIds, userName },
        },
      });
      const id = result.data?.startUserExport.id;
      if (id !== undefined) setExportJob(id);
    } catch (e) {
      notifyError(e, intl);
    }
  }

  function runBatch(action: BatchAction) {
    if (action === 'export') {
      if (selected.length > 0) void exportUsers();
      else
        confirm.ask({
          message: (
            <FormattedMessage
              id="sysUser.export.allConfirm"
              values={{ count: data?.adminUserPaging.total ?? 0 }}
            />
          ),
          testId: 'user-export-confirm',
          closeFirst: true,
          run: exportUsers,
        });
      return;
    }
    if (selected.length === 0) {
      notifyErrorText(intl.formatMessage({ id: 'sys.common.selectFirst' }));
      return;
    }
    if (action === 'enable') void changeState(selected, USER_STATE.normal);
    else if (action === 'disable') void changeState(selected, USER_STATE.disabled);
    else setBatch(action);
  }

  const rows = data?.adminUserPaging.records ?? [];
  const batchActions = permittedActions(me?.permissions, BATCH_ACTIONS);

  function edit(r: UserRow) {
    setEditing({
      values: {
        id: r.id,
        userName: r.userName,
        realName: r.realName,
        familyName: r.familyName,
        className: r.className,
        password: '',
        deptCode: r.deptCode ?? '',
        roles: r.roles,
        mobile: r.mobile ?? '',
        email: r.email ?? '',
        expireTime: toLocalInput(r.expireTime),
        state: r.state,
      },
      deptName: r.deptCodeDictText ?? undefined,
    });
  }
  const columns = useUserColumns(states, {
    onEdit: edit,
    onPassword: setPasswordOf,
    onState: (ids, state) => void changeState(ids, state),
  });

  return (
    <Flex
      gap="4"
      direction={{ base: 'column', lg: 'row' }}
      align="flex-start"
      data-testid="user-page"
    >
      <UserDeptPanel value={filters.deptCode} onChange={(deptCode) => filter({ deptCode })} />
      <Card.Root borderWidth="0" shadow="xs" flex="1" minW="0" w="full">
        <Card.Header pb="3">
          <Flex gap="3" align={{ md: 'center' }} direction={{ base: 'column', md: 'row' }}>
            <Heading size="md" flex="1">
              <FormattedMessage id="sysUser.page.title" />
            </Heading>
            <HStack gap="2" wrap="wrap">
              {can(PERMISSIONS.userAdd) && (
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={() =>
                    setEditing({
                      values: { ...EMPTY_USER, deptCode: filters.deptCode },
                    })
                  }
                  data-testid="user-add"
                >
                  <LuPlus />
                  <FormattedMessage id="sys.common.add" />
                </Button>
              )}
              {can(USER_IMPORT.permission) && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setImporting(true)}
                  data-testid="user-import"
                >
                  <LuUpload />
                  <FormattedMessage id="sysUser.import.title" />
                </Button>
              )}
              {batchActions.length > 0 && (
                <UserBatchMenu
                  actions={batchActions}
                  selectedCount={selected.length}
                  loading={exporting.loading}
                  onRun={runBatch}
                />
              )}
            </HStack>
          </Flex>
          <UserFilterBar filters={filters} states={states} onFilter={filter} />
        </Card.Header>
        <Card.Body pt="0" gap="4">
          <DataTable
            columns={columns}
            rows={rows}
            loading={loading}
            selectable={batchActions.length > 0}
            // A batch including the built-in administrator is refused as a whole.
            isSelectable={(r) => !r.builtIn}
            selected={selected}
            onSelectedChange={setSelected}
            testId="user-table"
          />
          <Pager
            total={data?.adminUserPaging.total ?? 0}
            page={page}
            size={size}
            onChange={(p, s) => {
              setPage(p);
              setSize(s);
            }}
            testId="user-pager"
          />
        </Card.Body>
      </Card.Root>

      {editing !== null && (
        <UserDialog
          initial={editing.values}
          deptName={editing.deptName}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      {passwordOf !== null && (
        <UserPasswordDialog user={passwordOf} onClose={() => setPasswordOf(null)} />
      )}
      {batch !== null && (
        <UserBatchDialog
          kind={batch}
          ids={selected}
          onClose={() => setBatch(null)}
          onDone={() => {
            setBatch(null);
            void refetch();
          }}
        />
      )}
      {exportJob !== null && (
        <ExportDialog spec={USER_EXPORT} jobId={exportJob} onClose={() => setExportJob(null)} />
      )}
      {importing && (
        <ImportDialog
          spec={USER_IMPORT}
          onClose={() => setImporting(false)}
          onImported={() => void refetch()}
        />
      )}
      {confirm.dialog}
    </Flex>
  );
}
