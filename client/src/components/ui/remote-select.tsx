import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Button, CloseButton, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { LuChevronDown } from 'react-icons/lu';
import { notifyError } from '../../app/errors/notify';
import { useDebounced } from './useDebounced';

/** The popup's greatest height (16rem). */
const POPUP_MAX_HEIGHT = 256;

/** Spec section 9: selectors request 100 rows at a time. */
export const SELECTOR_SIZE = 100;

/** A chosen entry: its id and what the control shows for it. */
export interface RemoteOption {
  id: string;
  label: string;
}

interface Listed extends RemoteOption {
  /** A second line under the label (type, time, counts ...). */
  detail?: string;
}

export interface RemoteSelectProps<TData, TVars extends Record<string, unknown>, TItem> {
  /** The control's accessible name (also the placeholder unless one is given). */
  label: string;
  placeholder?: string;
  /** The server list to search (an existing paged query). */
  query: TypedDocumentNode<TData, TVars>;
  /** The variables for a search text ('' for none) and how many rows to load. */
  variables: (search: string, size: number) => TVars;
  /** The loaded rows and how many match in all. */
  records: (data: TData) => { items: readonly TItem[]; total: number };
  toOption: (item: TItem) => Listed;
  value: RemoteOption | null;
  onChange: (next: RemoteOption | null, item?: TItem) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** No clear button (a value is required once chosen). */
  required?: boolean;
  /** Rows per load (default 100); "load more" adds as many again. */
  pageSize?: number;
  testId?: string;
  width?: string;
}

/**
 * A remote-search selector (WAI-ARIA combobox with a listbox popup): typing searches the server
 * after a short pause, arrows move through the results, Enter chooses, Escape closes; more rows
 * load from the list's end. The chosen entry shows in the box; the clear button empties it.
 */
export function RemoteSelect<TData, TVars extends Record<string, unknown>, TItem>(
  props: RemoteSelectProps<TData, TVars, TItem>,
) {
  const intl = useIntl();
  const uid = useId();
  const listId = `${uid}-list`;
  const optionId = (i: number) => `${uid}-opt-${i}`;
  const testId = props.testId ?? 'remote-select';
  const pageSize = props.pageSize ?? SELECTOR_SIZE;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const [size, setSize] = useState(pageSize);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement | null>(null);
  const anchor = useRef<HTMLDivElement | null>(null);
  // The popup is fixed to the box's place on screen, so a scrolling table or dialog body around
  // the box does not cut it off.
  // It opens below the box, or above it when there is more room there (a box near the bottom of
  // the window), and never reaches past the window's edge.
  const [place, setPlace] = useState<{
    top?: number;
    bottom?: number;
    left: number;
    width: number;
    maxHeight: number;
  } | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const r = anchor.current?.getBoundingClientRect();
      if (r === undefined) return;
      const below = window.innerHeight - r.bottom - 8;
      const above = r.top - 8;
      const width = Math.max(r.width, 240);
      if (below < POPUP_MAX_HEIGHT && above > below) {
        const bottom = window.innerHeight - r.top + 4;
        setPlace({ bottom, left: r.left, width, maxHeight: Math.min(POPUP_MAX_HEIGHT, above) });
      } else {
        const maxHeight = Math.max(80, Math.min(POPUP_MAX_HEIGHT, below));
        setPlace({ top: r.bottom + 4, left: r.left, width, maxHeight });
      }
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [open]);
  const search = useDebounced(typing ? text.trim() : '', 300);
  // A new search starts at the first page with nothing highlighted.
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setSize(pageSize);
    setActive(-1);
  }

  const { data, loading, error } = useQuery(props.query, {
    variables: props.variables(search, size),
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const list = data === undefined ? undefined : props.records(data);
  const items = list?.items ?? [];
  const options = items.map(props.toOption);
  const more = list !== undefined && items.length < list.total;

  function show() {
    if (props.disabled === true) return;
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setTyping(false);
    setText('');
    setActive(-1);
  }

  function choose(index: number) {
    const item = items[index];
    const option = options[index];
    if (item === undefined || option === undefined) return;
    props.onChange({ id: option.id, label: option.label }, item);
    close();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) show();
        else setActive((a) => (a >= last ? 0 : a + 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) show();
        else setActive((a) => (a <= 0 ? last : a - 1));
        break;
      case 'Home':
        if (open && options.length > 0) {
          e.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (open && options.length > 0) {
          e.preventDefault();
          setActive(last);
        }
        break;
      case 'Enter':
        if (open && active >= 0) {
          e.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  }

  const activeId = open && active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId === undefined) return;
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const shown = typing ? text : (props.value?.label ?? '');
  const placeholder = props.placeholder ?? props.label;
  return (
    <Box ref={anchor} position="relative" width={props.width ?? 'full'} data-testid={testId}>
      <InputGroup
        endElement={
          <Box display="flex" alignItems="center" me="-2">
            {loading && open && <Spinner size="xs" me="1" />}
            {props.value !== null && props.required !== true && props.disabled !== true && (
              <CloseButton
                size="2xs"
                aria-label={intl.formatMessage({ id: 'picker.select.clear' })}
                onClick={() => {
                  props.onChange(null);
                  input.current?.focus();
                }}
                data-testid={`${testId}-clear`}
              />
            )}
            <LuChevronDown aria-hidden />
          </Box>
        }
      >
        <Input
          ref={input}
          size="sm"
          bg="bg"
          role="combobox"
          aria-label={props.label}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={props.invalid === true || undefined}
          autoComplete="off"
          disabled={props.disabled}
          placeholder={placeholder}
          value={shown}
          onChange={(e) => {
            setText(e.target.value);
            setTyping(true);
            show();
          }}
          onFocus={show}
          onClick={show}
          onKeyDown={onKeyDown}
          onBlur={(e) => {
            // Keep it open while focus moves into the popup (the load-more button).
            const next = e.relatedTarget as Node | null;
            if (next !== null && e.currentTarget.closest('[data-remote-select]')?.contains(next)) {
              return;
            }
            close();
          }}
          data-remote-select-input
          data-testid={`${testId}-input`}
        />
      </InputGroup>
      <Box
        data-remote-select
        position="fixed"
        zIndex="popover"
        style={place ?? undefined}
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow="md"
        maxH={`${POPUP_MAX_HEIGHT}px`}
        overflowY="auto"
        hidden={!open}
        onMouseDown={(e) => e.preventDefault()}
      >
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={props.label}
          py="1"
          data-testid={`${testId}-list`}
        >
          {options.map((o, i) => {
            const selected = props.value?.id === o.id;
            return (
              <Box
                as="li"
                key={o.id}
                id={optionId(i)}
                role="option"
                aria-selected={selected}
                px="3"
                py="1.5"
                cursor="pointer"
                bg={i === active ? 'colorPalette.subtle' : undefined}
                colorPalette="brand"
                fontWeight={selected ? 'semibold' : undefined}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(i)}
                data-testid={`${testId}-option-${o.id}`}
              >
                <Text fontSize="sm">{o.label}</Text>
                {o.detail !== undefined && o.detail !== '' && (
                  <Text fontSize="xs" color="fg.muted">
                    {o.detail}
                  </Text>
                )}
              </Box>
            );
          })}
        </Box>
        {list !== undefined && options.length === 0 && (
          <Text px="3" py="2" fontSize="sm" color="fg.muted" role="status">
            {intl.formatMessage({ id: 'common.empty.noData' })}
          </Text>
        )}
        {more && (
          <Button
            size="xs"
            variant="ghost"
            width="full"
            loading={loading}
            onClick={() => {
              setSize((s) => s + pageSize);
              input.current?.focus();
            }}
            data-testid={`${testId}-more`}
          >
            {intl.formatMessage(
              { id: 'picker.select.more' },
              { shown: items.length, total: list.total },
            )}
          </Button>
        )}
      </Box>
    </Box>
  );
}
