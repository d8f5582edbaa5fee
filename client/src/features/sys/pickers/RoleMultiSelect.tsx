import { useQuery } from '@apollo/client/react';
import { createListCollection, Portal, Select } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { notifyError } from '../../../app/errors/notify';
import { RoleOptionsDocument } from './pickerDocuments';

export interface RoleMultiSelectProps {
  value: string[];
  onChange: (ids: string[]) => void;
  /** One role only (e.g. a filter). */
  single?: boolean;
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  testId?: string;
  /** The control's accessible name when no visible label names it (default: the placeholder). */
  label?: string;
  size?: 'xs' | 'sm' | 'md';
  width?: string;
  /** Render the popup in place (inside dialogs). */
  inline?: boolean;
}

/** Role select showing each role with its level, multiple by default. */
export function RoleMultiSelect(props: RoleMultiSelectProps) {
  const intl = useIntl();
  const { data, error } = useQuery(RoleOptionsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const collection = useMemo(
    () =>
      createListCollection({
        // Every role is offered; the server refuses roles ranking at or above the user's own.
        items: (data?.roles ?? []).map((r) => ({
          value: r.id,
          label: intl.formatMessage(
            { id: 'picker.role.withLevel' },
            { name: r.roleName, level: r.roleLevel },
          ),
        })),
      }),
    [data, intl],
  );
  const testId = props.testId ?? 'role-select';
  const content = (
    <Select.Positioner>
      <Select.Content data-testid={`${testId}-options`}>
        {collection.items.map((item) => (
          <Select.Item key={item.value} item={item} data-testid={`${testId}-option-${item.value}`}>
            <Select.ItemText>{item.label}</Select.ItemText>
            <Select.ItemIndicator />
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Positioner>
  );
  return (
    <Select.Root
      collection={collection}
      multiple={props.single !== true}
      size={props.size ?? 'sm'}
      width={props.width ?? 'full'}
      value={props.value}
      onValueChange={(e) => props.onChange(e.value)}
      invalid={props.invalid}
      disabled={props.disabled}
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Control>
        <Select.Trigger
          bg="bg"
          aria-label={
            props.label ??
            props.placeholder ??
            intl.formatMessage({ id: 'picker.role.placeholder' })
          }
          data-testid={testId}
        >
          <Select.ValueText
            placeholder={props.placeholder ?? intl.formatMessage({ id: 'picker.role.placeholder' })}
          />
        </Select.Trigger>
        <Select.IndicatorGroup>
          {props.value.length > 0 && props.disabled !== true && <Select.ClearTrigger />}
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      {props.inline === true ? content : <Portal>{content}</Portal>}
    </Select.Root>
  );
}
