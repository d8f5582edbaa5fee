import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LuChevronDown } from 'react-icons/lu';
import { PERMISSIONS } from '../../gql/permissions';
import { USER_EXPORT } from './userTransfer';

export type BatchAction = 'dept' | 'role' | 'expire' | 'export' | 'enable' | 'disable';

export interface BatchMenuAction {
  key: BatchAction;
  permission: string;
  /** Message id of the menu item. */
  label: string;
}

/** The batch actions in menu order, each with the code it needs. */
export const BATCH_ACTIONS: BatchMenuAction[] = [
  { key: 'dept', permission: PERMISSIONS.userUpdate, label: 'sysUser.batch.dept' },
  { key: 'role', permission: PERMISSIONS.userUpdate, label: 'sysUser.batch.role' },
  { key: 'expire', permission: PERMISSIONS.userUpdate, label: 'sysUser.batch.expire' },
  { key: 'export', permission: USER_EXPORT.permission, label: 'sysUser.batch.export' },
  { key: 'enable', permission: PERMISSIONS.userUpdate, label: 'sysUser.batch.enable' },
  { key: 'disable', permission: PERMISSIONS.userUpdate, label: 'sysUser.batch.disable' },
];

/** The batch menu: the permitted actions, with the count of ticked users on its button. */
export function UserBatchMenu(props: {
  actions: readonly BatchMenuAction[];
  selectedCount: number;
  loading: boolean;
  onRun: (action: BatchAction) => void;
}) {
  const { actions, selectedCount, loading, onRun } = props;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" loading={loading} data-testid="user-batch">
          <FormattedMessage id="sysUser.batch.menu" />
          {selectedCount > 0 && (
            <Badge size="sm" colorPalette="brand" variant="solid">
              {selectedCount}
            </Badge>
          )}
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {actions.map((a) => (
              <Menu.Item
                key={a.key}
                value={a.key}
                onClick={() => onRun(a.key)}
                data-testid={`user-batch-${a.key}-action`}
              >
                <FormattedMessage id={a.label} />
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
