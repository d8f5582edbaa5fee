import { Combobox, createListCollection, IconButton, Portal, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuSearch } from 'react-icons/lu';
import type { MenuNode } from '../../app/layouts/admin/menu';
import { createMenuSearch, searchEntries, type SearchEntry } from './menuSearch';

export interface MenuSearchProps {
  /** The admin menu tree. */
  menu: readonly MenuNode[];
  onNavigate: (path: string) => void;
}

/**
 * Navbar search over the menu (fuzzy on title and path): a search button that opens a field;
 * picking a result opens that page.
 */
export function MenuSearch({ menu, onNavigate }: MenuSearchProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const search = useMemo(() => createMenuSearch(searchEntries(menu)), [menu]);
  const results = useMemo(() => search(query), [search, query]);
  const collection = useMemo(
    () =>
      createListCollection<SearchEntry>({
        items: results,
        itemToValue: (e) => e.path,
        itemToString: (e) => e.title.join(' / '),
      }),
    [results],
  );
  const label = intl.formatMessage({ id: 'adminShell.search.label' });

  if (!open) {
    return (
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={label}
        title={label}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
        data-testid="menu-search-open"
      >
        <LuSearch />
      </IconButton>
    );
  }

  return (
    <Combobox.Root
      size="sm"
      width={{ base: '36', md: '56' }}
      collection={collection}
      inputValue={query}
      onInputValueChange={(e) => setQuery(e.inputValue)}
      onValueChange={(e) => {
        const path = e.value[0];
        setQuery('');
        setOpen(false);
        if (path !== undefined) onNavigate(path);
      }}
      selectionBehavior="clear"
      inputBehavior="autohighlight"
      openOnClick
      positioning={{ placement: 'bottom-end', sameWidth: false }}
      onInteractOutside={() => {
        setQuery('');
        setOpen(false);
      }}
      onOpenChange={(e) => {
        if (!e.open && query === '') setOpen(false);
      }}
    >
      <Combobox.Control>
        <Combobox.Input
          ref={inputRef}
          placeholder={label}
          aria-label={label}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setQuery('');
              setOpen(false);
            }
          }}
          data-testid="menu-search-input"
        />
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content minW="64" data-testid="menu-search-results">
            {query.trim() !== '' && (
              <Combobox.Empty>
                <FormattedMessage id="adminShell.search.empty" />
              </Combobox.Empty>
            )}
            {results.map((entry) => (
              <Combobox.Item
                key={entry.path}
                item={entry}
                data-testid={`menu-search-result-${entry.path}`}
              >
                <Combobox.ItemText>
                  <Text as="span">{entry.title.join(' / ')}</Text>
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {entry.path}
                  </Text>
                </Combobox.ItemText>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
