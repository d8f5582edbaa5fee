import { HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from './confirm-dialog';
import { STICKY_END_CELL } from './data-table';
import { EmptyText } from './empty-state';
import { Pager } from './pager';

export interface PagedTableProps {
  /** The page's rows once loaded; undefined while the first load runs. */
  records: readonly unknown[] | undefined;
  total: number;
  loading: boolean;
  page: number;
  size: number;
  onPageChange: (page: number, size: number) => void;
  pagerTestId: string;
  /** The column headers. */
  header: ReactNode;
  /** The table rows. */
  children: ReactNode;
}

/** A back-office table page: a skeleton while loading, the empty text or the rows, then the pager. */
export function PagedTable(props: PagedTableProps) {
  const { records } = props;
  return (
    <>
      {records === undefined && props.loading && <Skeleton h="48" />}
      {records !== undefined && records.length === 0 && <EmptyText />}
      {records !== undefined && records.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row bg="bg.muted">{props.header}</Table.Row>
            </Table.Header>
            <Table.Body>{props.children}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {records !== undefined && (
        <Pager
          total={props.total}
          page={props.page}
          size={props.size}
          onChange={props.onPageChange}
          testId={props.pagerTestId}
        />
      )}
    </>
  );
}

/** The sticky "actions" column header at the end of a table. */
export function ActionsHeader() {
  return (
    <Table.ColumnHeader textAlign="end" {...STICKY_END_CELL} bg="bg.muted">
      <FormattedMessage id="common.table.actions" />
    </Table.ColumnHeader>
  );
}

/** The sticky cell holding a row's action buttons at the end of a table row. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Cell textAlign="end" {...STICKY_END_CELL} bg="bg.panel" whiteSpace="nowrap">
      <HStack gap="0.5" justify="flex-end">
        {children}
      </HStack>
    </Table.Cell>
  );
}

/** The "delete this?" confirmation of a table row, naming the row below the question. */
export function DeleteRowDialog(props: {
  open: boolean;
  loading: boolean;
  detail: ReactNode;
  onClose: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  return (
    <ConfirmDialog
      open={props.open}
      title={<FormattedMessage id="common.confirm.title" />}
      confirmLabel={<FormattedMessage id="common.action.delete" />}
      loading={props.loading}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
      testId={props.testId}
    >
      <Stack gap="1">
        <Text>
          <FormattedMessage id="common.confirm.delete" />
        </Text>
        {props.detail}
      </Stack>
    </ConfirmDialog>
  );
}
