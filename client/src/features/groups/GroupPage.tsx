import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, Heading, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuPencil, LuTrash2, LuUserMinus, LuUserPlus } from 'react-icons/lu';
import { notifyError, notifyErrorText, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { AddButton, HintCard, MasterDetail, PanelHeader } from '../../components/ui/list-toolbar';
import { Pager } from '../../components/ui/pager';
import { usePaging } from '../../components/ui/usePaging';
import { SearchBox } from '../../components/ui/search-box';
import { TitledAction } from '../../components/ui/row-action';
import { useCan } from '../../app/session/permissions';
import { UserSelectDialog } from '../sys/pickers/UserSelectDialog';
import { useConfirm } from '../../components/ui/useConfirm';
import { GroupDialog, type GroupFormValues } from './GroupDialog';
import {
  DeleteGroupsDocument,
  GroupMemberPagingDocument,
  GroupPagingDocument,
  JoinGroupsDocument,
  RemoveGroupMembersDocument,
} from './groupDocuments';
import { PERMISSIONS } from '../../gql/permissions';

/** Spec section 9: group members are listed 10 at a time. */
const MEMBER_PAGE_SIZE = 10;

interface GroupRow {
  id: string;
  groupName: string;
  remark: string;
  memberCount: number;
  createTime: unknown;
}

/** Group management (view key sys/group): groups on the left, the chosen group's members right. */
export function GroupPage() {
  const intl = useIntl();
  const can = useCan();
  const [title, setTitle] = useState('');
  const { page, size, setPage, change: changePage } = usePaging();
  const [current, setCurrent] = useState<GroupRow | null>(null);
  const [editing, setEditing] = useState<GroupFormValues | null>(null);
  const confirm = useConfirm();
  const { data, loading, error, refetch } = useQuery(GroupPagingDocument, {
    variables: { input: { current: page, size, title: title === '' ? null : title } },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteGroups] = useMutation(DeleteGroupsDocument);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  function remove(group: GroupRow) {
    confirm.ask({
      message: (
        <FormattedMessage id="sysGroup.page.deleteConfirm" values={{ name: group.groupName }} />
      ),
      testId: 'group-delete-confirm',
      run: async () => {
        try {
          await deleteGroups({ variables: { ids: [group.id] } });
          notifySuccess(intl.formatMessage({ id: 'sys.common.deleted' }));
          if (current?.id === group.id) setCurrent(null);
          await refetch();
        } catch (e) {
          notifyError(e, intl);
        }
      },
    });
  }

  const rows = data?.groupPaging.records ?? [];
  const columns: DataColumn<GroupRow>[] = [
    {
      key: 'name',
      header: <FormattedMessage id="sysGroup.field.name" />,
      render: (g) => (
        <Button
          variant="plain"
          size="sm"
          px="0"
          h="auto"
          fontWeight={current?.id === g.id ? 'semibold' : 'normal'}
          color={current?.id === g.id ? 'brand.fg' : 'fg'}
          onClick={() => setCurrent(g)}
          data-testid={`group-open-${g.id}`}
        >
          {g.groupName}
        </Button>
      ),
    },
    {
      key: 'members',
      header: <FormattedMessage id="sysGroup.field.members" />,
      width: '80px',
      render: (g) => <Badge variant="subtle">{g.memberCount}</Badge>,
    },
    {
      key: 'remark',
      header: <FormattedMessage id="sys.common.remark" />,
      truncate: true,
      width: '160px',
      render: (g) => g.remark,
    },
    {
      key: 'actions',
      stickyEnd: true,
      header: <FormattedMessage id="sys.common.actions" />,
      align: 'end',
      render: (g) => (
        <HStack gap="0.5" justify="flex-end">
          {can(PERMISSIONS.groupUpdate) && (
            <TitledAction
              label={intl.formatMessage({ id: 'sys.common.edit' })}
              icon={<LuPencil />}
              onClick={() => setEditing({ id: g.id, groupName: g.groupName, remark: g.remark })}
              testId={`group-edit-${g.id}`}
            />
          )}
          {can(PERMISSIONS.groupDelete) && (
            <TitledAction
              label={intl.formatMessage({ id: 'sys.common.delete' })}
              icon={<LuTrash2 />}
              onClick={() => remove(g)}
              testId={`group-delete-${g.id}`}
              color="red"
            />
          )}
        </HStack>
      ),
    },
  ];

  return (
    <MasterDetail
      testId="group-page"
      breakpoint="xl"
      masterWidth="45%"
      master={
        <>
          <PanelHeader
            pb="3"
            title={<FormattedMessage id="sysGroup.page.title" />}
            action={
              can(PERMISSIONS.groupAdd) && (
                <AddButton
                  label={<FormattedMessage id="sys.common.add" />}
                  onClick={() => setEditing({ groupName: '', remark: '' })}
                  testId="group-add"
                />
              )
            }
            search={
              <SearchBox
                value={title}
                onSearch={(t) => {
                  setTitle(t);
                  setPage(1);
                }}
                placeholder={intl.formatMessage({ id: 'sysGroup.page.search' })}
                testId="group-search"
              />
            }
          />
          <Card.Body pt="0" gap="4">
            <DataTable columns={columns} rows={rows} loading={loading} testId="group-table" />
            <Pager
              total={data?.groupPaging.total ?? 0}
              page={page}
              size={size}
              onChange={changePage}
              testId="group-pager"
            />
          </Card.Body>
        </>
      }
      detail={
        <>
          {current === null ? (
            <HintCard testId="group-none">
              <FormattedMessage id="sysGroup.page.chooseHint" />
            </HintCard>
          ) : (
            <GroupMembers key={current.id} group={current} onChanged={() => void refetch()} />
          )}
        </>
      }
    >
      {editing !== null && (
        <GroupDialog
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      {confirm.dialog}
    </MasterDetail>
  );
}

/** Members of one group: search, add users (user select dialog), remove the ticked. */
function GroupMembers({ group, onChanged }: { group: GroupRow; onChanged: () => void }) {
  const intl = useIntl();
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm();
  const { data, loading, error, refetch } = useQuery(GroupMemberPagingDocument, {
    variables: {
      input: {
        groupId: group.id,
        current: page,
        size: MEMBER_PAGE_SIZE,
        userName: search === '' ? null : search,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [join] = useMutation(JoinGroupsDocument);
  const [removeMembers] = useMutation(RemoveGroupMembersDocument);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  async function changed() {
    setSelected([]);
    await refetch();
    onChanged();
  }

  function remove(ids: string[]) {
    if (ids.length === 0) {
      notifyErrorText(intl.formatMessage({ id: 'sysGroup.members.noneTicked' }));
      return;
    }
    confirm.ask({
      message: (
        <FormattedMessage id="sysGroup.members.removeConfirm" values={{ count: ids.length }} />
      ),
      testId: 'group-members-remove-confirm',
      run: async () => {
        try {
          await removeMembers({ variables: { ids } });
          notifySuccess(intl.formatMessage({ id: 'sysGroup.members.removed' }));
          await changed();
        } catch (e) {
          notifyError(e, intl);
        }
      },
    });
  }

  const canRemove = can(PERMISSIONS.groupUserRemove);
  const rows = data?.groupMemberPaging.records ?? [];
  type Row = (typeof rows)[number];
  const columns: DataColumn<Row>[] = [
    {
      key: 'userName',
      header: <FormattedMessage id="sysUser.field.userName" />,
      render: (m) => m.userName,
    },
    {
      key: 'name',
      header: <FormattedMessage id="sysUser.field.name" />,
      render: (m) => m.realName,
    },
    {
      key: 'dept',
      header: <FormattedMessage id="sysUser.field.dept" />,
      truncate: true,
      width: '120px',
      render: (m) => m.deptName ?? '',
    },
    {
      key: 'mobile',
      header: <FormattedMessage id="sysUser.field.mobile" />,
      render: (m) => m.mobile ?? '',
    },
    {
      key: 'joined',
      header: <FormattedMessage id="sysGroup.members.joinTime" />,
      render: (m) => formatDateTime(intl, m.joinTime),
    },
    ...(canRemove
      ? [
          {
            key: 'actions',
            stickyEnd: true,
            header: <FormattedMessage id="sys.common.actions" />,
            align: 'end' as const,
            render: (m: Row) => (
              <TitledAction
                label={intl.formatMessage({ id: 'sysGroup.members.remove' })}
                icon={<LuUserMinus />}
                onClick={() => remove([m.id])}
                testId={`group-member-remove-${m.userId}`}
                color="red"
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Card.Root borderWidth="0" shadow="xs" data-testid="group-members">
      <Card.Header pb="3">
        <Flex gap="3" align={{ md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Heading size="md" flex="1" truncate>
            <FormattedMessage id="sysGroup.members.title" values={{ name: group.groupName }} />
          </Heading>
          <HStack gap="2">
            {can(PERMISSIONS.groupUserJoin) && (
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => setAdding(true)}
                data-testid="group-members-add"
              >
                <LuUserPlus />
                <FormattedMessage id="sysGroup.members.add" />
              </Button>
            )}
            {canRemove && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => remove(selected)}
                data-testid="group-members-remove"
              >
                <LuUserMinus />
                <FormattedMessage id="sysGroup.members.removeTicked" />
              </Button>
            )}
          </HStack>
        </Flex>
        <Box mt="3">
          <SearchBox
            value={search}
            onSearch={(v) => {
              setSearch(v);
              setPage(1);
            }}
            placeholder={intl.formatMessage({ id: 'sysUser.page.search' })}
            testId="group-members-search"
          />
        </Box>
      </Card.Header>
      <Card.Body pt="0" gap="4">
        <DataTable
          columns={columns}
          rows={rows}
          loading={loading}
          selectable={canRemove}
          selected={selected}
          onSelectedChange={setSelected}
          testId="group-members-table"
        />
        <Pager
          total={data?.groupMemberPaging.total ?? 0}
          page={page}
          size={MEMBER_PAGE_SIZE}
          sizes={false}
          onChange={(p) => setPage(p)}
          testId="group-members-pager"
        />
      </Card.Body>
      {adding && (
        <UserSelectDialog
          title={intl.formatMessage({ id: 'sysGroup.members.addTitle' }, { name: group.groupName })}
          excludeGroups={[group.id]}
          onClose={() => setAdding(false)}
          onConfirm={async (users) => {
            try {
              const added = await join({
                variables: { input: { groupIds: [group.id], userIds: users.map((u) => u.id) } },
              });
              notifySuccess(
                intl.formatMessage(
                  { id: 'sysGroup.members.added' },
                  { count: added.data?.joinGroups ?? users.length },
                ),
              );
              setAdding(false);
              await changed();
            } catch (e) {
              notifyError(e, intl);
            }
          }}
          testId="group-user-select"
        />
      )}
      {confirm.dialog}
    </Card.Root>
  );
}
