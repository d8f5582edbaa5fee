import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, Input, InputGroup, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuSearch } from 'react-icons/lu';
import { notifyError, notifyErrorText } from '../../../app/errors/notify';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Pager } from '../../../components/ui/pager';
import { useDebounced } from '../../../components/ui/useDebounced';

/** Spec section 9: pickers list 10 rows a page by default. */
export const PICK_PAGE_SIZE = 10;

export interface PickDialogProps<TData, TVars extends Record<string, unknown>, TRow> {
  title: string;
  /** The search box's label and placeholder. */
  searchLabel: string;
  /** The message shown when confirming with nothing ticked. */
  noneTickedText: string;
  query: TypedDocumentNode<TData, TVars>;
  variables: (search: string, page: number, size: number) => TVars;
  records: (data: TData) => { rows: readonly TRow[]; total: number };
  columns: DataColumn<TRow>[];
  /** What a row is called (the accessible name of its choose button in single mode). */
  rowTitle: (row: TRow) => string;
  /**
   * One at a time: no tick column and no confirm button; each row has a choose button that
   * confirms that row at once.
   */
  single?: boolean;
  onClose: () => void;
  /** Resolves once the choice was applied; the dialog then closes (the caller unmounts it). */
  onConfirm: (rows: TRow[]) => void | Promise<void>;
  testId: string;
}

/**
 * A picker dialog over a paged server list: a search box (searched as you type), the table and the
 * pager. Several at a time: ticks kept across pages and searches, and a confirm button that counts
 * the ticked rows (it warns when none is ticked). Single: a choose button on each row.
 */
export function PickDialog<
  TData,
  TVars extends Record<string, unknown>,
  TRow extends { id: string },
>(props: PickDialogProps<TData, TVars, TRow>) {
  const intl = useIntl();
  const { testId } = props;
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<string, TRow>>(new Map());
  const [busy, setBusy] = useState(false);
  /** Single mode: the row whose choice is being applied. */
  const [choosing, setChoosing] = useState<string | null>(null);
  const single = props.single === true;
  // A new search starts at the first page.
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }

  const { data, loading, error } = useQuery(props.query, {
    variables: props.variables(search, page, PICK_PAGE_SIZE),
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const list = data === undefined ? undefined : props.records(data);
  const rows = list?.rows ?? [];

  function tick(ids: string[]) {
    setPicked((p) => {
      const next = new Map(p);
      const ticked = new Set(ids);
      for (const row of rows) {
        if (ticked.has(row.id)) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  }

  async function confirm() {
    if (picked.size === 0) {
      notifyErrorText(props.noneTickedText);
      return;
    }
    setBusy(true);
    try {
      await props.onConfirm([...picked.values()]);
    } finally {
      setBusy(false);
    }
  }

  async function chooseOne(row: TRow) {
    setChoosing(row.id);
    try {
      await props.onConfirm([row]);
    } finally {
      setChoosing(null);
    }
  }

  const columns: DataColumn<TRow>[] = single
    ? [
        ...props.columns,
        {
          key: 'choose',
          header: (
            <VisuallyHidden>
              <FormattedMessage id="common.table.actions" />
            </VisuallyHidden>
          ),
          width: '90px',
          align: 'end',
          stickyEnd: true,
          render: (row) => (
            <Button
              size="xs"
              variant="outline"
              colorPalette="brand"
              loading={choosing === row.id}
              disabled={choosing !== null}
              aria-label={intl.formatMessage(
                { id: 'picker.common.chooseRowLabel' },
                { title: props.rowTitle(row) },
              )}
              onClick={() => void chooseOne(row)}
              data-testid={`${testId}-choose-${row.id}`}
            >
              <FormattedMessage id="picker.common.chooseRow" />
            </Button>
          ),
        },
      ]
    : props.columns;

  return (
    <DialogRoot
      open
      size="lg"
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Stack gap="3">
            <InputGroup startElement={<LuSearch aria-hidden />} maxW="sm">
              <Input
                size="sm"
                type="search"
                value={text}
                aria-label={props.searchLabel}
                placeholder={props.searchLabel}
                onChange={(e) => setText(e.target.value)}
                data-testid={`${testId}-search`}
              />
            </InputGroup>
            <DataTable
              columns={columns}
              rows={rows}
              loading={loading && data === undefined}
              selectable={!single}
              selected={rows.filter((r) => picked.has(r.id)).map((r) => r.id)}
              onSelectedChange={tick}
              label={props.title}
              testId={`${testId}-table`}
            />
            <Pager
              total={list?.total ?? 0}
              page={page}
              size={PICK_PAGE_SIZE}
              sizes={false}
              onChange={(p) => setPage(p)}
              testId={`${testId}-pager`}
            />
          </Stack>
        </DialogBody>
        <DialogFooter>
          {!single && picked.size > 0 && (
            <Button size="xs" variant="ghost" me="auto" onClick={() => setPicked(new Map())}>
              <FormattedMessage id="picker.user.clear" />
            </Button>
          )}
          <Button variant="outline" onClick={props.onClose}>
            <FormattedMessage id="sys.common.cancel" />
          </Button>
          {!single && (
            <Button
              colorPalette="brand"
              loading={busy}
              onClick={() => void confirm()}
              data-testid={`${testId}-confirm`}
            >
              {picked.size === 0 ? (
                <FormattedMessage id="picker.common.choose" />
              ) : (
                <FormattedMessage id="picker.common.confirmCount" values={{ count: picked.size }} />
              )}
            </Button>
          )}
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}
