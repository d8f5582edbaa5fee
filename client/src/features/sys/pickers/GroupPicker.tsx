import { useQuery } from '@apollo/client/react';
import { createListCollection, Portal, Select } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { notifyError } from '../../../app/errors/notify';
import { GroupOptionsDocument } from './pickerDocuments';

export interface GroupPickerProps {
  value: string[];
  onChange: (ids: string[], groups: { id: string; groupName: string }[]) => void;
  placeholder?: string;
  testId?: string;
  /** The control's accessible name when no visible label names it (default: the placeholder). */
  label?: string;
  width?: string;
  /** Render the popup in place (inside dialogs). */
  inline?: boolean;
}

/** Picks groups (the first 100 by name), several at a time. */
export function GroupPicker(props: GroupPickerProps) {
  const intl = useIntl();
  const { data, error } = useQuery(GroupOptionsDocument, {
    variables: { title: null },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const groups = useMemo(() => data?.groupPaging.records ?? [], [data]);
  const collection = useMemo(
    () =>
      createListCollection({
        items: groups.map((g) => ({
          value: g.id,
          label: intl.formatMessage(
            { id: 'picker.group.withCount' },
            { name: g.groupName, count: g.memberCount },
          ),
        })),
      }),
    [groups, intl],
  );
  const testId = props.testId ?? 'group-picker';
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
      multiple
      size="sm"
      width={props.width ?? 'full'}
      value={props.value}
      onValueChange={(e) =>
        props.onChange(
          e.value,
          groups.filter((g) => e.value.includes(g.id)),
        )
      }
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Control>
        <Select.Trigger
          bg="bg"
          aria-label={
            props.label ??
            props.placeholder ??
            intl.formatMessage({ id: 'picker.group.placeholder' })
          }
          data-testid={testId}
        >
          <Select.ValueText
            placeholder={
              props.placeholder ?? intl.formatMessage({ id: 'picker.group.placeholder' })
            }
          />
        </Select.Trigger>
        <Select.IndicatorGroup>
          {props.value.length > 0 && <Select.ClearTrigger />}
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      {props.inline === true ? content : <Portal>{content}</Portal>}
    </Select.Root>
  );
}
