import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, HStack, Input, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifyErrorText } from '../../../app/errors/notify';
import { formatFullName } from '../../../app/layouts/common/fullName';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { Tree } from '../../../components/ui/tree';
import { filterTree } from '../../../components/ui/treeData';
import { UserStateBadge, useUserStates } from '../userState';
import { toDeptOptions } from './deptTree';
import { DepartmentTreeSelectDocument, UserSelectPagingDocument } from './pickerDocuments';
import { RoleMultiSelect } from './RoleMultiSelect';
import { updatePicked, type PickedUser } from './userSelection';

/** Spec section 9: pickers page through 10 users at a time by default. */
const PAGE_SIZE = 10;

export interface UserSelectDialogProps {
  title?: string;
  /** Users already chosen elsewhere (left out of the list). */
  excludes?: string[];
  /** Members of these groups are left out (e.g. adding members to a group). */
  excludeGroups?: string[];
  excludeDeparts?: string[];
  onClose: () => void;
  /** Resolves once the choice was applied; the dialog then closes. */
  onConfirm: (users: PickedUser[]) => void | Promise<void>;
  testId?: string;
}

/**
 * The user select dialog: department tree on the left; on the right a paged
 * table with role, state (user_state, default normal) and search filters; ticks are kept across
 * pages; confirming with nothing ticked warns.
 */
export function UserSelectDialog(props: UserSelectDialogProps) {
  const intl = useIntl();
  const states = useUserStates();
  const testId = props.testId ?? 'user-select';
  const [deptCode, setDeptCode] = useState('');
  const [deptText, setDeptText] = useState('');
  const [roleId, setRoleId] = useState('');
  const [state, setState] = useState('0');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<string, PickedUser>>(new Map());
  const [busy, setBusy] = useState(false);

  const depts = useQuery(DepartmentTreeSelectDocument, { fetchPolicy: 'cache-and-network' });
  const tree = useMemo(
    () => toDeptOptions(depts.data?.departmentTreeSelect ?? [], 'code'),
    [depts.data],
  );
  const shownTree = useMemo(() => filterTree(tree, deptText, (d) => d.deptName), [tree, deptText]);

  const { data, loading, error } = useQuery(UserSelectPagingDocument, {
    variables: {
      input: {
        current: page,
        size: PAGE_SIZE,
        deptCode: deptCode === '' ? null : deptCode,
        roleIds: roleId === '' ? null : [roleId],
        state: state === '' ? null : Number(state),
        userName: search === '' ? null : search,
        excludes: props.excludes ?? null,
        excludeGroups: props.excludeGroups ?? null,
        excludeDeparts: props.excludeDeparts ?? null,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const rows = data?.adminUserPaging.records ?? [];
  type Row = (typeof rows)[number];
  const columns: DataColumn<Row>[] = [
    {
      key: 'userName',
      header: <FormattedMessage id="sysUser.field.userName" />,
      render: (r) => r.userName,
    },
    {
      key: 'name',
      header: <FormattedMessage id="sysUser.field.name" />,
      render: (r) => formatFullName(r),
    },
    {
      key: 'dept',
      header: <FormattedMessage id="sysUser.field.dept" />,
      truncate: true,
      width: '120px',
      render: (r) => r.deptCodeDictText ?? '',
    },
    {
      key: 'mobile',
      header: <FormattedMessage id="sysUser.field.mobile" />,
      render: (r) => r.mobile ?? '',
    },
    {
      key: 'email',
      header: <FormattedMessage id="sysUser.field.email" />,
      truncate: true,
      width: '140px',
      render: (r) => r.email ?? '',
    },
    {
      key: 'state',
      header: <FormattedMessage id="sysUser.field.state" />,
      render: (r) => <UserStateBadge state={r.state} states={states} />,
    },
  ];

  function reset(next: () => void) {
    next();
    setPage(1);
  }

  async function confirm() {
    if (picked.size === 0) {
      notifyErrorText(intl.formatMessage({ id: 'picker.user.noneTicked' }));
      return;
    }
    setBusy(true);
    try {
      await props.onConfirm([...picked.values()]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogRoot
      open
      size="xl"
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid={testId} maxW="5xl">
        <DialogHeader>
          <DialogTitle>
            {props.title ?? intl.formatMessage({ id: 'picker.user.title' })}
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
            <Stack w={{ base: 'full', md: '56' }} flexShrink={0} gap="2">
              <Input
                size="sm"
                value={deptText}
                placeholder={intl.formatMessage({ id: 'sysDept.page.filter' })}
                onChange={(e) => setDeptText(e.target.value)}
                data-testid={`${testId}-dept-filter`}
              />
              <Button
                size="xs"
                variant={deptCode === '' ? 'subtle' : 'ghost'}
                colorPalette={deptCode === '' ? 'brand' : 'gray'}
                justifyContent="flex-start"
                onClick={() => reset(() => setDeptCode(''))}
              >
                <FormattedMessage id="sysUser.page.allDepts" />
              </Button>
              <Box maxH="md" overflowY="auto" borderWidth="1px" rounded="md" p="1">
                {depts.data === undefined ? (
                  <Skeleton h="24" />
                ) : (
                  <Tree
                    key={deptText.trim() === '' ? 'all' : 'filtered'}
                    nodes={shownTree}
                    label={(d) => d.deptName}
                    selectedId={deptCode === '' ? null : deptCode}
                    onSelect={(d) => reset(() => setDeptCode(d.id === deptCode ? '' : d.id))}
                    defaultExpanded="first"
                    expandAll={deptText.trim() !== ''}
                    testId={`${testId}-dept-tree`}
                  />
                )}
              </Box>
            </Stack>
            <Stack flex="1" minW="0" gap="3">
              <HStack gap="2" wrap="wrap">
                <RoleMultiSelect
                  single
                  value={roleId === '' ? [] : [roleId]}
                  onChange={(ids) => reset(() => setRoleId(ids[0] ?? ''))}
                  placeholder={intl.formatMessage({ id: 'sysUser.page.allRoles' })}
                  width="40"
                  inline
                  testId={`${testId}-role`}
                />
                <NativeSelect.Root size="sm" width="32">
                  <NativeSelect.Field
                    value={state}
                    aria-label={intl.formatMessage({ id: 'sysUser.field.state' })}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      reset(() => setState(v));
                    }}
                    data-testid={`${testId}-state`}
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
                <SearchBox
                  value={search}
                  onSearch={(v) => reset(() => setSearch(v))}
                  placeholder={intl.formatMessage({ id: 'sysUser.page.search' })}
                  testId={`${testId}-search`}
                  maxW="2xs"
                />
              </HStack>
              <DataTable
                columns={columns}
                rows={rows}
                loading={loading}
                selectable
                selected={rows.filter((r) => picked.has(r.id)).map((r) => r.id)}
                onSelectedChange={(ids) => setPicked((p) => updatePicked(p, rows, ids))}
                testId={`${testId}-table`}
              />
              <Pager
                total={data?.adminUserPaging.total ?? 0}
                page={page}
                size={PAGE_SIZE}
                sizes={false}
                onChange={(p) => setPage(p)}
                testId={`${testId}-pager`}
              />
            </Stack>
          </Flex>
        </DialogBody>
        <DialogFooter>
          {picked.size > 0 && (
            <Button size="xs" variant="ghost" me="auto" onClick={() => setPicked(new Map())}>
              <FormattedMessage id="picker.user.clear" />
            </Button>
          )}
          <Button variant="outline" onClick={props.onClose}>
            <FormattedMessage id="sys.common.cancel" />
          </Button>
          <Button
            colorPalette="brand"
            loading={busy}
            onClick={() => void confirm()}
            data-testid={`${testId}-confirm`}
          >
            {picked.size === 0 ? (
              <FormattedMessage id="picker.user.choose" />
            ) : (
              <FormattedMessage id="picker.user.confirmCount" values={{ count: picked.size }} />
            )}
          </Button>
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}
