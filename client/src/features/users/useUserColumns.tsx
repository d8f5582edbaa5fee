import { Badge, HStack, IconButton, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuKeyRound, LuPencil, LuUserCheck, LuUserX } from 'react-icons/lu';
import { formatDateTime } from '../../app/format';
import { formatFullName } from '../../app/layouts/common/fullName';
import { useSession } from '../../app/session/SessionContext';
import type { DataColumn } from '../../components/ui/data-table';
import type { AdminUserPagingQuery } from '../../gql/graphql';
import { PERMISSIONS } from '../../gql/permissions';
import type { DictOption } from '../dict/useDictionary';
import { useCan } from '../../app/session/permissions';
import { USER_STATE, UserStateBadge } from '../sys/userState';

export type UserRow = AdminUserPagingQuery['adminUserPaging']['records'][number];

/** The user table's columns; a row's edit, password and state actions call back into the page. */
export function useUserColumns(
  states: readonly DictOption[],
  actions: {
    onEdit: (row: UserRow) => void;
    onPassword: (user: { id: string; userName: string }) => void;
    onState: (ids: string[], state: number) => void;
  },
): DataColumn<UserRow>[] {
  const intl = useIntl();
  const can = useCan();
  const { user: me } = useSession();
  const canUpdate = can(PERMISSIONS.userUpdate);
  return [
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
              onClick={() => actions.onEdit(r)}
              data-testid={`user-edit-${r.id}`}
            >
              <LuPencil />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={intl.formatMessage({ id: 'sysUser.password.title' })}
              title={intl.formatMessage({ id: 'sysUser.password.title' })}
              onClick={() => actions.onPassword({ id: r.id, userName: r.userName })}
              data-testid={`user-password-${r.id}`}
            >
              <LuKeyRound />
            </IconButton>
            {r.builtIn ? null : r.state === USER_STATE.pending ? (
              // A self-registered account waiting for review: approving enables it.
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="green"
                aria-label={intl.formatMessage({ id: 'sysUser.batch.approve' })}
                title={intl.formatMessage({ id: 'sysUser.batch.approve' })}
                onClick={() => actions.onState([r.id], USER_STATE.normal)}
                data-testid={`user-approve-${r.id}`}
              >
                <LuUserCheck />
              </IconButton>
            ) : r.state === USER_STATE.disabled ? (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="green"
                aria-label={intl.formatMessage({ id: 'sysUser.batch.enable' })}
                title={intl.formatMessage({ id: 'sysUser.batch.enable' })}
                onClick={() => actions.onState([r.id], USER_STATE.normal)}
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
                onClick={() => actions.onState([r.id], USER_STATE.disabled)}
                data-testid={`user-disable-${r.id}`}
              >
                <LuUserX />
              </IconButton>
            )}
          </HStack>
        ) : null,
    },
  ];
}
