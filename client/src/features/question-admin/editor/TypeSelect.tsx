import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { typeLabelId } from '../../question/questionTypes';

/** A native select of question types. */
export function TypeSelect(props: {
  value: number;
  types: readonly number[];
  onChange: (quType: number) => void;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        value={String(props.value)}
        onChange={(e) => props.onChange(Number(e.currentTarget.value))}
        data-testid={props.testId}
      >
        {props.types.map((t) => (
          <option key={t} value={t}>
            {intl.formatMessage({ id: typeLabelId(t) })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
