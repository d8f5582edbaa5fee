import { Box, Button, HStack, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuBuilding2, LuUser, LuUsers } from 'react-icons/lu';
import { formatFullName } from '../../../app/layouts/common/fullName';
import { DeptTreeSelect } from './DeptTreeSelect';
import { GroupPicker } from './GroupPicker';
import {
  addToScope,
  removeFromScope,
  scopeSize,
  EMPTY_SCOPE,
  type Scope,
  type ScopeKind,
} from './scope';
import { UserSelectDialog } from './UserSelectDialog';

const KIND_COLORS: Record<ScopeKind, string> = {
  departs: 'blue',
  groups: 'purple',
  users: 'green',
};
const KIND_ICONS = { departs: LuBuilding2, groups: LuUsers, users: LuUser } as const;

export interface ScopePickerProps {
  value: Scope;
  onChange: (scope: Scope) => void;
  /** The kinds offered (all three unless told). */
  kinds?: readonly ScopeKind[];
  testId?: string;
}

const ALL_KINDS: readonly ScopeKind[] = ['departs', 'groups', 'users'];

/**
 * The scope picker: add departments (tree), groups and individual users (user
 * select dialog); each choice is a tag that can be removed; "clear all" empties it.
 */
export function ScopePicker({
  value,
  onChange,
  kinds = ALL_KINDS,
  testId = 'scope-picker',
}: ScopePickerProps) {
  const intl = useIntl();
  const [choosingUsers, setChoosingUsers] = useState(false);

  return (
    <Stack gap="2" data-testid={testId}>
      <HStack gap="2" wrap="wrap">
        {kinds.includes('departs') && (
          <DeptTreeSelect
            value=""
            onChange={(code, dept) => {
              if (dept !== null)
                onChange(addToScope(value, 'departs', [{ id: code, name: dept.deptName }]));
            }}
            placeholder={intl.formatMessage({ id: 'picker.scope.addDept' })}
            width="48"
            testId={`${testId}-dept`}
          />
        )}
        {kinds.includes('groups') && (
          <GroupPicker
            value={value.groups.map((g) => g.id)}
            onChange={(_ids, groups) =>
              onChange({
                ...value,
                groups: groups.map((g) => ({ id: g.id, name: g.groupName })),
              })
            }
            placeholder={intl.formatMessage({ id: 'picker.scope.addGroup' })}
            width="48"
            testId={`${testId}-group`}
          />
        )}
        {kinds.includes('users') && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setChoosingUsers(true)}
            data-testid={`${testId}-users`}
          >
            <LuUser />
            <FormattedMessage id="picker.scope.addUsers" />
          </Button>
        )}
        {scopeSize(value) > 0 && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => onChange(EMPTY_SCOPE)}
            data-testid={`${testId}-clear`}
          >
            <FormattedMessage id="picker.scope.clearAll" />
          </Button>
        )}
      </HStack>
      <Box borderWidth="1px" rounded="md" p="2" minH="12" bg="bg">
        {scopeSize(value) === 0 ? (
          <Text fontSize="sm" color="fg.subtle">
            <FormattedMessage id="picker.scope.empty" />
          </Text>
        ) : (
          <Wrap gap="1.5">
            {kinds.flatMap((kind) =>
              value[kind].map((item) => {
                const Icon = KIND_ICONS[kind];
                return (
                  <Tag.Root
                    key={`${kind}-${item.id}`}
                    size="md"
                    variant="subtle"
                    colorPalette={KIND_COLORS[kind]}
                    data-testid={`${testId}-tag-${kind}-${item.id}`}
                  >
                    <Tag.StartElement>
                      <Icon />
                    </Tag.StartElement>
                    <Tag.Label>{item.name}</Tag.Label>
                    <Tag.EndElement>
                      <Tag.CloseTrigger
                        aria-label={intl.formatMessage(
                          { id: 'picker.scope.remove' },
                          { name: item.name },
                        )}
                        onClick={() => onChange(removeFromScope(value, kind, item.id))}
                      />
                    </Tag.EndElement>
                  </Tag.Root>
                );
              }),
            )}
          </Wrap>
        )}
      </Box>
      {choosingUsers && (
        <UserSelectDialog
          excludes={value.users.map((u) => u.id)}
          onClose={() => setChoosingUsers(false)}
          onConfirm={(users) => {
            onChange(
              addToScope(
                value,
                'users',
                users.map((u) => ({ id: u.id, name: formatFullName(u) })),
              ),
            );
            setChoosingUsers(false);
          }}
          testId={`${testId}-user-select`}
        />
      )}
    </Stack>
  );
}
