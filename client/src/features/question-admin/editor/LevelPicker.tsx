import { HStack, RadioGroup } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LEVELS, levelLabelId } from '../../question/questionTypes';

/** The difficulty as radio buttons. */
export function LevelPicker(props: {
  value: number;
  onChange: (level: number) => void;
  testId: string;
}) {
  return (
    <RadioGroup.Root
      size="sm"
      colorPalette="brand"
      value={String(props.value)}
      onValueChange={(e) => props.onChange(Number(e.value))}
      data-testid={props.testId}
    >
      <HStack gap="4" h="9">
        {LEVELS.map((level) => (
          <RadioGroup.Item
            key={level}
            value={String(level)}
            data-testid={`${props.testId}-${level}`}
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <FormattedMessage id={levelLabelId(level)} />
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
