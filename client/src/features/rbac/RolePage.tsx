import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuListTree, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { SearchBox } from '../../components/ui/search-box';
import { Tooltip } from '../../components/ui/tooltip';
import { AdminPage } from '../sys/AdminPage';
import { useCan } from '../../app/session/permissions';
import { useConfirm } from '../../components/ui/useConfirm';
import { ROLE_TYPE_LABELS, RoleDialog } from './RoleDialog';
import { RoleMenusDialog } from './RoleMenusDialog';
import { DeleteRolesDocument, RoleListDocument } from './roleDocuments';
import type { RoleFormValues } from './roleForm';
import { PERMISSIONS } from '../../gql/permissions';

type RoleRow = {
  id: string;
  roleName: string;
  roleType: number;
  roleLevel: number;
  userCount: number;
  editable: boolean;
  createTime: unknown;
};

/** Role management (view key sys/role): list, add / edit, assign menus, delete. */
export function RolePage() {
  const intl = useIntl();
  const can = useCan();
  const [name, setName] = useState('');
  const { data, loading, error, refetch } = useQuery(RoleListDocument, {
    variables: { input: name === '' ? null : { roleName: name } },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteRoles] = useMutation(DeleteRolesDocument);
  const [editing, setEditing] = useState<RoleFormValues | null>(null);
  const [menusOf, setMenusOf] = useState<RoleRow | null>(null);
  const confirm = useConfirm();

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  function remove(role: RoleRow) {
    confirm.ask({
      message: <FormattedMessage id="sys.common.deleteConfirm" />,
      testId: 'role-delete-confirm',
      run: async () => {
        try {
          await deleteRoles({ variables: { ids: [role.id] } });
          notifySuccess(intl.formatMessage({ id: 'sys.common.deleted' }));
          await refetch();
        } catch (e) {
          notifyError(e, intl);
        }
      },
    });
  }

  const canUpdate = can(PERMISSIONS.roleUpdate);
  const canDelete = can(PERMISSIONS.roleDelete);
  const columns: DataColumn<RoleRow>[] = [
    {
      key: 'name',
      header: <FormattedMessage id="sysRole.field.name" />,
      render: (r) => r.roleName,
    },
    {
      key: 'type',
      header: <FormattedMessage id="sysRole.field.type" />,
      width: '120px',
      render: (r) => (
        <Badge colorPalette={r.roleType === 2 ? 'blue' : 'gray'} variant="subtle">
          <FormattedMessage id={ROLE_TYPE_LABELS[r.roleType] ?? 'sysRole.type.learner'} />
        </Badge>
      ),
    },
    {
      key: 'level',
      header: <FormattedMessage id="sysRole.field.level" />,
      width: '90px',
      render: (r) => r.roleLevel,
    },
    {
      key: 'users',
      header: <FormattedMessage id="sysRole.field.userCount" />,
      width: '90px',
      render: (r) => r.userCount,
    },
    {
      key: 'created',
      header: <FormattedMessage id="sys.common.createTime" />,
      width: '170px',
      render: (r) => formatDateTime(intl, r.createTime),
    },
    {
      key: 'actions',
      stickyEnd: true,
      header: <FormattedMessage id="sys.common.actions" />,
      width: '130px',
      align: 'end',
      render: (r) => {
        const locked = !r.editable;
        const lockedText = intl.formatMessage({ id: 'sysRole.page.locked' });
        return (
          <HStack gap="0.5" justify="flex-end">
            {canUpdate && (
              <Tooltip content={lockedText} disabled={!locked}>
                <IconButton
                  size="xs"
                  variant="ghost"
                  disabled={locked}
                  aria-label={intl.formatMessage({ id: 'sysRole.page.assignMenus' })}
                  title={
                    locked ? undefined : intl.formatMessage({ id: 'sysRole.page.assignMenus' })
                  }
                  onClick={() => setMenusOf(r)}
                  data-testid={`role-menus-${r.id}`}
                >
                  <LuListTree />
                </IconButton>
              </Tooltip>
            )}
            {canUpdate && (
              <Tooltip content={lockedText} disabled={!locked}>
                <IconButton
                  size="xs"
                  variant="ghost"
                  disabled={locked}
                  aria-label={intl.formatMessage({ id: 'sys.common.edit' })}
                  title={locked ? undefined : intl.formatMessage({ id: 'sys.common.edit' })}
                  onClick={() =>
                    setEditing({
                      id: r.id,
                      roleName: r.roleName,
                      roleType: r.roleType === 2 ? 2 : 1,
                      roleLevel: r.roleLevel,
                    })
                  }
                  data-testid={`role-edit-${r.id}`}
                >
                  <LuPencil />
                </IconButton>
              </Tooltip>
            )}
            {canDelete && (
              <Tooltip
                content={intl.formatMessage({
                  id: locked ? 'sysRole.page.locked' : 'sysRole.page.hasUsers',
                })}
                disabled={!locked && r.userCount === 0}
              >
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  disabled={locked || r.userCount > 0}
                  aria-label={intl.formatMessage({ id: 'sys.common.delete' })}
                  onClick={() => remove(r)}
                  data-testid={`role-delete-${r.id}`}
                >
                  <LuTrash2 />
                </IconButton>
              </Tooltip>
            )}
          </HStack>
        );
      },
    },
  ];

  return (
    <AdminPage
      testId="role-page"
      title={<FormattedMessage id="sysRole.page.title" />}
      actions={
        can(PERMISSIONS.roleAdd) ? (
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => setEditing({ roleName: '', roleType: 2, roleLevel: 10 })}
            data-testid="role-add"
          >
            <LuPlus />
            <FormattedMessage id="sys.common.add" />
          </Button>
        ) : undefined
      }
      filters={
        <SearchBox
          value={name}
          onSearch={setName}
          placeholder={intl.formatMessage({ id: 'sysRole.page.search' })}
          testId="role-search"
        />
      }
    >
      <DataTable
        columns={columns}
        rows={data?.roles ?? []}
        loading={loading}
        testId="role-table"
        minW="3xl"
      />
      {editing !== null && (
        <RoleDialog
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      {menusOf !== null && <RoleMenusDialog role={menusOf} onClose={() => setMenusOf(null)} />}
      {confirm.dialog}
    </AdminPage>
  );
}
