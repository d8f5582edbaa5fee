import { Button, Flex, NativeSelect } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchBox } from '../../components/ui/search-box';
import type { DictOption } from '../dict/useDictionary';
import { RoleMultiSelect } from '../sys/pickers/RoleMultiSelect';

export interface UserFilters {
  deptCode: string;
  state: string;
  roleId: string;
  userName: string;
}

export const NO_USER_FILTERS: UserFilters = { deptCode: '', state: '', roleId: '', userName: '' };

/** The user list's filters above the table: state, role, a search, and a reset when any is set. */
export function UserFilterBar(props: {
  filters: UserFilters;
  states: readonly DictOption[];
  onFilter: (next: Partial<UserFilters>) => void;
}) {
  const { filters, states, onFilter } = props;
  const intl = useIntl();
  return (
    <Flex gap="2" wrap="wrap" align="center" mt="3">
      <NativeSelect.Root size="sm" width="36">
        <NativeSelect.Field
          value={filters.state}
          bg="bg"
          aria-label={intl.formatMessage({ id: 'sysUser.field.state' })}
          onChange={(e) => onFilter({ state: e.currentTarget.value })}
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
        onChange={(ids) => onFilter({ roleId: ids[0] ?? '' })}
        placeholder={intl.formatMessage({ id: 'sysUser.page.allRoles' })}
        width="48"
        testId="user-filter-role"
      />
      <SearchBox
        value={filters.userName}
        onSearch={(userName) => onFilter({ userName })}
        placeholder={intl.formatMessage({ id: 'sysUser.page.search' })}
        testId="user-search"
      />
      {(filters.state !== '' || filters.roleId !== '' || filters.userName !== '') && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onFilter({ state: '', roleId: '', userName: '' })}
          data-testid="user-filter-reset"
        >
          <FormattedMessage id="sys.common.reset" />
        </Button>
      )}
    </Flex>
  );
}
