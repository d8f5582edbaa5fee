import { Box, Checkbox, Skeleton, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyText } from './empty-state';

export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** CSS width (e.g. '120px'); columns without one share the rest. */
  width?: string;
  /** Keep on one line with an ellipsis. */
  truncate?: boolean;
  /** Let the text wrap (cells stay on one line by default). */
  wrap?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Stays in view at the table's end while it scrolls sideways (a row's action buttons). */
  stickyEnd?: boolean;
}

/**
 * Cell props that keep a last column in view while a table scrolls sideways (on a phone the action
 * buttons would otherwise sit past the edge of the screen). Give the cell a solid background too:
 * `bg.muted` in the header, `bg.panel` in the body.
 */
export const STICKY_END_CELL = {
  position: 'sticky',
  insetEnd: '0',
  zIndex: '1',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.15)',
} as const;

export interface DataTableProps<T extends { id: string }> {
  columns: DataColumn<T>[];
  rows: readonly T[];
  /** Rows are being loaded for the first time (skeleton rows). */
  loading?: boolean;
  /** Checkbox column for multi-selection. */
  selectable?: boolean;
  selected?: readonly string[];
  onSelectedChange?: (ids: string[]) => void;
  /** Rows that cannot be ticked. */
  isSelectable?: (row: T) => boolean;
  testId?: string;
  /** Minimum table width before it scrolls sideways. */
  minW?: string;
  /** What the table lists, for screen readers (default: a generic "data table"). */
  label?: string;
}

/**
 * The back office's list table: header, rows, an optional checkbox column (tick all on the page),
 * skeleton rows while loading and the empty text when there is nothing.
 */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const { columns, rows, loading = false, selectable = false, testId = 'data-table' } = props;
  const intl = useIntl();
  const selected = new Set(props.selected ?? []);
  const tickable = rows.filter((r) => props.isSelectable?.(r) !== false);
  const tickedOnPage = tickable.filter((r) => selected.has(r.id)).length;
  const headerState =
    tickedOnPage === 0 ? false : tickedOnPage === tickable.length ? true : 'indeterminate';

  function setTicked(ids: string[], on: boolean) {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    props.onSelectedChange?.([...next]);
  }

  const span = columns.length + (selectable ? 1 : 0);
  return (
    // The scroll container takes keyboard focus so a table wider than the screen can be scrolled
    // with the arrow keys (WCAG 2.1.1).
    <Box
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={props.label ?? intl.formatMessage({ id: 'common.table.region' })}
      focusRing="inside"
      data-testid={testId}
    >
      <Table.Root size="sm" interactive minW={props.minW}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {selectable && (
              <Table.ColumnHeader w="10">
                <Checkbox.Root
                  size="sm"
                  colorPalette="brand"
                  checked={headerState}
                  disabled={tickable.length === 0}
                  onCheckedChange={(e) =>
                    setTicked(
                      tickable.map((r) => r.id),
                      e.checked === true,
                    )
                  }
                  aria-label={intl.formatMessage({ id: 'ui.table.selectPage' })}
                  data-testid={`${testId}-select-all`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
            )}
            {columns.map((c) => (
              <Table.ColumnHeader
                key={c.key}
                w={c.width}
                textAlign={c.align}
                whiteSpace="nowrap"
                color="fg.muted"
                {...(c.stickyEnd === true ? { ...STICKY_END_CELL, bg: 'bg.muted' } : {})}
              >
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading &&
            rows.length === 0 &&
            [0, 1, 2].map((i) => (
              <Table.Row key={`skeleton-${i}`}>
                <Table.Cell colSpan={span}>
                  <Skeleton h="5" />
                </Table.Cell>
              </Table.Row>
            ))}
          {!loading && rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={span}>
                <EmptyText />
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => {
            const canTick = props.isSelectable?.(row) !== false;
            const ticked = selected.has(row.id);
            return (
              <Table.Row
                key={row.id}
                data-selected={ticked ? '' : undefined}
                data-testid={`${testId}-row-${row.id}`}
              >
                {selectable && (
                  <Table.Cell>
                    <Checkbox.Root
                      size="sm"
                      colorPalette="brand"
                      checked={ticked}
                      disabled={!canTick}
                      onCheckedChange={(e) => setTicked([row.id], e.checked === true)}
                      aria-label={intl.formatMessage({ id: 'ui.table.selectRow' })}
                      data-testid={`${testId}-select-${row.id}`}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                )}
                {columns.map((c) => (
                  <Table.Cell
                    key={c.key}
                    textAlign={c.align}
                    whiteSpace={c.wrap === true ? undefined : 'nowrap'}
                    {...(c.stickyEnd === true ? { ...STICKY_END_CELL, bg: 'bg.panel' } : {})}
                  >
                    {/* Browsers ignore max-width on auto-layout table cells: limit the content. */}
                    {c.truncate === true ? (
                      <Box maxW={c.width ?? '60'} truncate>
                        {c.render(row)}
                      </Box>
                    ) : (
                      c.render(row)
                    )}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
