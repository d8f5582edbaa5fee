import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  Menu,
  NativeSelect,
  Portal,
  Skeleton,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  LuChevronDown,
  LuKeyRound,
  LuPencil,
  LuPlus,
  LuUpload,
  LuUserCheck,
  LuUserX,
} from 'react-icons/lu';
import { notifyError, notifyErrorText, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { formatFullName } from '../../app/layouts/common/fullName';
import { ExportDialog } from '../../components/transfer/ExportDialog';
import { ImportDialog } from '../../components/transfer/ImportDialog';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { DEFAULT_PAGE_SIZE, Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { Tree } from '../../components/ui/tree';
import { filterTree } from '../../components/ui/treeData';
import { useSession } from '../../app/session/SessionContext';
import { permittedActions, useCan } from '../sys/permissions';
import { toDeptOptions } from '../sys/pickers/deptTree';
import { DepartmentTreeSelectDocument } from '../sys/pickers/pickerDocuments';
import { RoleMultiSelect } from '../sys/pickers/RoleMultiSelect';
import { useConfirm } from '../sys/useConfirm';
import { UserBatchDialog, type BatchKind } from './UserBatchDialog';
import { UserDialog } from './UserDialog';
import { UserPasswordDialog } from './UserPasswordDialog';
import {
  AdminUserPagingDocument,
  SetUserStateDocument,
  StartUserExportDocument,
} from './userDocuments';
import { EMPTY_USER, toLocalInput, type UserFormValues } from './userForm';
import { USER_STATE, UserStateBadge, useUserStates } from './userState';
import { USER_EXPORT, USER_IMPORT } from './userTransfer';
import { PERMISSIONS } from '../../gql/permissions';

interface Filters {
  deptCode: string;
  state: string;
  roleId: string;
  userName: string;
}

const NO_FILTERS: Filters = { deptCode: '', state: '', roleId: '', userName: '' };

type BatchAction = 'dept' | 'role' | 'expire' | 'export' | 'enable' | 'disable';

const BATCH_ACTIONS: { key: BatchAction; permission: string; label: string }[] = [
  { key: 'dept', permission: PERMISSIONS.userUpdate, label: 'sysUser.batch.dept' },
  { key: 'role', permission: PERMISSIONS.userUpdate, label: 'sysUser.batch.role' },
  { key: 'expire', permission: PERMISSIONS.userUpdate, label: 'sysUser.batch.expire' },
  { key: 'export', permission: USER_EXPORT.permission, label: 'sysUser.batch.export' },
  { key: 'enable', permission: PERMISSIONS.userUpdate, label: 'sysUser.batch.enable' },
  { key: 'disable', permission: PERMISSIONS.userUpdate, label: 'sysUser.batch.disable' },
];

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
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
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

  function filter(next: Partial<Filters>) {
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
  type Row = (typeof rows)[number];
  const batchActions = permittedActions(me?.permissions, BATCH_ACTIONS);
  const canUpdate = can(PERMISSIONS.userUpdate);

  function edit(r: Row) {
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

  const columns: DataColumn<Row>[] = [
    {
      key: 'userName',
      header: <FormattedMessage id="sysUser.field.userName" />,
      render: (r) => <Text fontWeight="medium">{r.userName}</Text>,
    },
    {
      key: 'name',
      header: <FormattedMessage id="sysUser.field.name" />,
      render: (r) => formatFullName({ realName: r.realName, familyName: r.familyName }),
    },
    {
      key: 'dept',
      header: <FormattedMessage id="sysUser.field.dept" />,
      truncate: true,
      width: '140px',
      render: (r) => r.deptCodeDictText ?? '',
    },
    {
      key: 'roles',
      header: <FormattedMessage id="sysUser.field.roles" />,
      wrap: true,
      render: (r) => (
        <HStack gap="1" wrap="wrap">
          {r.roleNames.map((n) => (
            <Badge key={n} variant="outline" size="sm">
              {n}
            </Badge>
          ))}
        </HStack>
      ),
    },
    {
      key: 'mobile',
      header: <FormattedMessage id="sysUser.field.mobile" />,
      render: (r) => r.mobile ?? '',
    },
    {
      key: 'state',
      header: <FormattedMessage id="sysUser.field.state" />,
      width: '90px',
      render: (r) => <UserStateBadge state={r.state} states={states} />,
    },
    {
      key: 'expire',
      header: <FormattedMessage id="sysUser.field.expireTime" />,
      render: (r) => formatDateTime(intl, r.expireTime),
    },
    {
      key: 'actions',
      stickyEnd: true,
      header: <FormattedMessage id="sys.common.actions" />,
      align: 'end',
      // The built-in administrator account is only ever edited by itself, and never disabled.
      render: (r) =>
        canUpdate && (!r.builtIn || r.id === me?.id) ? (
          <HStack gap="0.5" justify="flex-end">
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={intl.formatMessage({ id: 'sys.common.edit' })}
              title={intl.formatMessage({ id: 'sys.common.edit' })}
              onClick={() => edit(r)}
              data-testid={`user-edit-${r.id}`}
            >
              <LuPencil />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={intl.formatMessage({ id: 'sysUser.password.title' })}
              title={intl.formatMessage({ id: 'sysUser.password.title' })}
              onClick={() => setPasswordOf({ id: r.id, userName: r.userName })}
              data-testid={`user-password-${r.id}`}
            >
              <LuKeyRound />
            </IconButton>
            {r.builtIn ? null : r.state === USER_STATE.disabled ? (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="green"
                aria-label={intl.formatMessage({ id: 'sysUser.batch.enable' })}
                title={intl.formatMessage({ id: 'sysUser.batch.enable' })}
                onClick={() => void changeState([r.id], USER_STATE.normal)}
                data-testid={`user-enable-${r.id}`}
              >
                <LuUserCheck />
              </IconButton>
            ) : (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={intl.formatMessage({ id: 'sysUser.batch.disable' })}
                title={intl.formatMessage({ id: 'sysUser.batch.disable' })}
                onClick={() => void changeState([r.id], USER_STATE.disabled)}
                data-testid={`user-disable-${r.id}`}
              >
                <LuUserX />
              </IconButton>
            )}
          </HStack>
        ) : null,
    },
  ];

  return (
    <Flex
      gap="4"
      direction={{ base: 'column', lg: 'row' }}
      align="flex-start"
      data-testid="user-page"
    >
      <DeptPanel value={filters.deptCode} onChange={(deptCode) => filter({ deptCode })} />
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
                <Menu.Root positioning={{ placement: 'bottom-end' }}>
                  <Menu.Trigger asChild>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={exporting.loading}
                      data-testid="user-batch"
                    >
                      <FormattedMessage id="sysUser.batch.menu" />
                      {selected.length > 0 && (
                        <Badge size="sm" colorPalette="brand" variant="solid">
                          {selected.length}
                        </Badge>
                      )}
                      <LuChevronDown />
                    </Button>
                  </Menu.Trigger>
                  <Portal>
                    <Menu.Positioner>
                      <Menu.Content minW="40">
                        {batchActions.map((a) => (
                          <Menu.Item
                            key={a.key}
                            value={a.key}
                            onClick={() => runBatch(a.key)}
                            data-testid={`user-batch-${a.key}-action`}
                          >
                            <FormattedMessage id={a.label} />
                          </Menu.Item>
                        ))}
                      </Menu.Content>
                    </Menu.Positioner>
                  </Portal>
                </Menu.Root>
              )}
            </HStack>
          </Flex>
          <Flex gap="2" wrap="wrap" align="center" mt="3">
            <NativeSelect.Root size="sm" width="36">
              <NativeSelect.Field
                value={filters.state}
                bg="bg"
                aria-label={intl.formatMessage({ id: 'sysUser.field.state' })}
                onChange={(e) => filter({ state: e.currentTarget.value })}
                data-testid="user-filter-state"
              >
                <option value="">{intl.formatMessage({ id: 'sysUser.page.allStates' })}</option>
                {states.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <RoleMultiSelect
              single
              value={filters.roleId === '' ? [] : [filters.roleId]}
              onChange={(ids) => filter({ roleId: ids[0] ?? '' })}
              placeholder={intl.formatMessage({ id: 'sysUser.page.allRoles' })}
              width="48"
              testId="user-filter-role"
            />
            <SearchBox
              value={filters.userName}
              onSearch={(userName) => filter({ userName })}
              placeholder={intl.formatMessage({ id: 'sysUser.page.search' })}
              testId="user-search"
            />
            {(filters.state !== '' || filters.roleId !== '' || filters.userName !== '') && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => filter({ state: '', roleId: '', userName: '' })}
                data-testid="user-filter-reset"
              >
                <FormattedMessage id="sys.common.reset" />
              </Button>
            )}
          </Flex>
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

/** The department tree beside the user list: choosing one filters by it and its subtree. */
function DeptPanel({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const intl = useIntl();
  const { data, loading } = useQuery(DepartmentTreeSelectDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [text, setText] = useState('');
  const tree = useMemo(() => toDeptOptions(data?.departmentTreeSelect ?? [], 'code'), [data]);
  const shown = useMemo(() => filterTree(tree, text, (d) => d.deptName), [tree, text]);
  return (
    <Card.Root borderWidth="0" shadow="xs" w={{ base: 'full', lg: '240px' }} flexShrink={0}>
      <Card.Body p="3" gap="2">
        <Input
          size="sm"
          value={text}
          placeholder={intl.formatMessage({ id: 'sysDept.page.filter' })}
          onChange={(e) => setText(e.target.value)}
          data-testid="user-dept-panel-filter"
        />
        <Button
          size="sm"
          variant={value === '' ? 'subtle' : 'ghost'}
          colorPalette={value === '' ? 'brand' : 'gray'}
          justifyContent="flex-start"
          onClick={() => onChange('')}
          data-testid="user-dept-panel-all"
        >
          <FormattedMessage id="sysUser.page.allDepts" />
        </Button>
        <Box maxH={{ lg: 'calc(100vh - 300px)' }} overflowY="auto">
          {data === undefined && loading && <Skeleton h="32" />}
          {shown.length > 0 && (
            <Tree
              key={text.trim() === '' ? 'all' : 'filtered'}
              nodes={shown}
              label={(d) => d.deptName}
              selectedId={value === '' ? null : value}
              onSelect={(d) => onChange(d.id === value ? '' : d.id)}
              defaultExpanded="first"
              expandAll={text.trim() !== ''}
              testId="user-dept-panel-tree"
            />
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
