import { Box, Input, Tag, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { addValue, removeValue } from './tagValues';

export interface TagEditorProps {
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  invalid?: boolean;
  testId?: string;
  removeLabel: (value: string) => string;
}

/**
 * Fill-blank tag editor: type a value and press Enter (or leave the field) to add it; empty input
 * is ignored; Backspace in an empty field removes the last value.
 */
export function TagEditor(props: TagEditorProps) {
  const { values, onChange, placeholder, invalid = false, testId } = props;
  const [text, setText] = useState('');

  function commit() {
    if (text.trim() === '') {
      setText('');
      return;
    }
    onChange(addValue(values, text));
    setText('');
  }

  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="l2"
      bg="bg"
      px="2"
      py="1"
      w="full"
      _focusWithin={{ borderColor: 'brand.solid' }}
      data-testid={testId}
    >
      <Wrap gap="1.5" align="center">
        {values.map((value, i) => (
          <Tag.Root key={value} size="md" colorPalette="brand" variant="subtle">
            <Tag.Label data-testid={testId !== undefined ? `${testId}-tag-${i}` : undefined}>
              {value}
            </Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={props.removeLabel(value)}
                onClick={() => onChange(removeValue(values, i))}
              />
            </Tag.EndElement>
          </Tag.Root>
        ))}
        <Input
          size="xs"
          variant="flushed"
          border="none"
          flex="1"
          minW="28"
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            } else if (e.key === 'Backspace' && text === '' && values.length > 0) {
              onChange(removeValue(values, values.length - 1));
            }
          }}
          data-testid={testId !== undefined ? `${testId}-input` : undefined}
        />
      </Wrap>
    </Box>
  );
}
