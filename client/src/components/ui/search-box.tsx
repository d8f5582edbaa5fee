import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LuSearch } from 'react-icons/lu';

export interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  testId?: string;
  maxW?: string;
}

/** A text filter applied on Enter or with the search button (not on every key). */
export function SearchBox({ value, onSearch, placeholder, testId, maxW = 'xs' }: SearchBoxProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A new value from outside (reset, URL) replaces what is typed.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const label = intl.formatMessage({ id: 'common.action.search' });
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
      style={{ width: '100%', maxWidth: `var(--chakra-sizes-${maxW})` }}
    >
      <InputGroup
        endElement={
          <IconButton
            type="submit"
            size="xs"
            variant="ghost"
            me="-2"
            aria-label={label}
            title={label}
            data-testid={testId !== undefined ? `${testId}-submit` : undefined}
          >
            <LuSearch />
          </IconButton>
        }
      >
        <Input
          size="sm"
          bg="bg"
          value={text}
          placeholder={placeholder ?? label}
          onChange={(e) => setText(e.target.value)}
          data-testid={testId}
        />
      </InputGroup>
    </form>
  );
}
