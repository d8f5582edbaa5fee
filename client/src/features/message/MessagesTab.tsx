import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, ButtonGroup, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuCheckCheck, LuTrash2 } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { Pager } from '../../components/ui/pager';
import { useConfirm } from '../../components/ui/useConfirm';
import { usePaging } from '../../components/ui/usePaging';
import { useFragment as getFragmentData, type FragmentType } from '../../gql';
import {
  DeleteMyMessagesDocument,
  MarkMessagesReadDocument,
  MessageRowFragment,
  MyMessagesDocument,
  ReadMessageDocument,
  UnreadMessageCountDocument,
} from './messageDocuments';

/** Spec: messages are listed 10 at a time. */
const PAGE_SIZE = 10;

type Filter = 'all' | 'unread' | 'read';
const FILTERS: Filter[] = ['all', 'unread', 'read'];
const READ_STATE: Record<Filter, number | null> = { all: null, unread: 0, read: 1 };
const FILTER_LABELS: Record<Filter, string> = {
  all: 'message.filter.all',
  unread: 'message.filter.unread',
  read: 'message.filter.read',
};

interface Row {
  id: string;
  title: string;
  content: string;
  createTime: unknown;
  readState: number;
}

/**
 * The user centre's in-site messages: all, unread or read, 10 a page; opening one shows it and
 * marks it read; the ticked ones can be marked read or deleted (after a confirmation).
 */
export function MessagesTab() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>('all');
  const { page, size, setPage, change } = usePaging(PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<Row | null>(null);
  const confirm = useConfirm();
  const { data, loading, error, refetch } = useQuery(MyMessagesDocument, {
    variables: { readState: READ_STATE[filter], current: page, size },
    fetchPolicy: 'cache-and-network',
  });
  const refetchCount = [{ query: UnreadMessageCountDocument }];
  const [readMessage] = useMutation(ReadMessageDocument, { refetchQueries: refetchCount });
  const [markRead, marking] = useMutation(MarkMessagesReadDocument, {
    refetchQueries: refetchCount,
  });
  const [deleteMine] = useMutation(DeleteMyMessagesDocument, { refetchQueries: refetchCount });

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  // The header's bell keeps the pushed unread count in the cache: a new message shows at once.
  const unread = useQuery(UnreadMessageCountDocument, { fetchPolicy: 'cache-only' }).data
    ?.unreadMessageCount;
  useEffect(() => {
    if (unread !== undefined) void refetch();
  }, [unread, refetch]);

  const rows: Row[] = (data?.myMessages.records ?? []).map(
    (r: FragmentType<typeof MessageRowFragment>) => getFragmentData(MessageRowFragment, r),
  );

  async function openMessage(row: Row) {
    setOpen(row);
    if (row.readState !== 0) return;
    try {
      const res = await readMessage({ variables: { id: row.id } });
      const read = res.data?.readMessage;
      if (read != null) setOpen(getFragmentData(MessageRowFragment, read));
      void refetch();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  async function markSelected() {
    try {
      await markRead({ variables: { ids: selected } });
      notifySuccess(intl.formatMessage({ id: 'message.list.marked' }));
      setSelected([]);
      await refetch();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  function deleteSelected() {
    confirm.ask({
      message: <FormattedMessage id="message.list.deleteConfirm" />,
      testId: 'message-delete-confirm',
      run: async () => {
        try {
          await deleteMine({ variables: { ids: selected } });
          notifySuccess(intl.formatMessage({ id: 'message.list.deleted' }));
          setSelected([]);
          if (rows.length <= selected.length && page > 1) setPage(page - 1);
          await refetch();
        } catch (e) {
          notifyError(e, intl);
        }
      },
    });
  }

  const columns: DataColumn<Row>[] = [
    {
      key: 'title',
      header: <FormattedMessage id="message.field.title" />,
      wrap: true,
      render: (m) => (
        <Button
          variant="plain"
          size="sm"
          px="0"
          h="auto"
          whiteSpace="normal"
          textAlign="start"
          fontWeight={m.readState === 0 ? 'semibold' : 'normal'}
          color={m.readState === 0 ? 'fg' : 'fg.muted'}
          _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
          onClick={() => void openMessage(m)}
          data-testid={`message-open-${m.id}`}
        >
          {m.title}
        </Button>
      ),
    },
    {
      key: 'time',
      header: <FormattedMessage id="message.field.time" />,
      width: '170px',
      render: (m) => formatDateTime(intl, m.createTime),
    },
    {
      key: 'state',
      header: <FormattedMessage id="message.field.state" />,
      width: '90px',
      render: (m) =>
        m.readState === 0 ? (
          <Badge colorPalette="red" variant="subtle" data-testid={`message-unread-${m.id}`}>
            <FormattedMessage id="message.state.unread" />
          </Badge>
        ) : (
          <Badge colorPalette="gray" variant="subtle">
            <FormattedMessage id="message.state.read" />
          </Badge>
        ),
    },
  ];

  return (
    <Stack gap="4" data-testid="messages-tab">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <ButtonGroup size="sm" variant="outline" attached>
          {FILTERS.map((f) => (
            <Button
              key={f}
              aria-pressed={filter === f}
              variant={filter === f ? 'solid' : 'outline'}
              colorPalette={filter === f ? 'brand' : 'gray'}
              onClick={() => {
                setFilter(f);
                setPage(1);
                setSelected([]);
              }}
              data-testid={`message-filter-${f}`}
            >
              <FormattedMessage id={FILTER_LABELS[f]} />
            </Button>
          ))}
        </ButtonGroup>
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            disabled={selected.length === 0}
            loading={marking.loading}
            onClick={() => void markSelected()}
            data-testid="message-mark-read"
          >
            <LuCheckCheck />
            <FormattedMessage id="message.list.markRead" />
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={selected.length === 0}
            onClick={deleteSelected}
            data-testid="message-delete"
          >
            <LuTrash2 />
            <FormattedMessage id="message.list.delete" />
          </Button>
        </HStack>
      </HStack>
      <DataTable
        columns={columns}
        rows={rows}
        loading={loading && data === undefined}
        selectable
        selected={selected}
        onSelectedChange={setSelected}
        testId="message-table"
        label={intl.formatMessage({ id: 'message.list.label' })}
      />
      <Pager
        total={data?.myMessages.total ?? 0}
        page={page}
        size={size}
        onChange={(p, s) => {
          change(p, s);
          setSelected([]);
        }}
        testId="message-pager"
      />
      {confirm.dialog}
      <DialogRoot
        open={open !== null}
        placement="center"
        onOpenChange={(e) => {
          if (!e.open) setOpen(null);
        }}
      >
        <DialogContent data-testid="message-detail">
          <DialogHeader>
            <DialogTitle data-testid="message-detail-title">{open?.title}</DialogTitle>
          </DialogHeader>
          <DialogBody pb="6">
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                {open !== null && formatDateTime(intl, open.createTime)}
              </Text>
              <Box
                whiteSpace="pre-wrap"
                overflowWrap="anywhere"
                data-testid="message-detail-content"
              >
                {open?.content}
              </Box>
            </Stack>
          </DialogBody>
          <DialogCloseTrigger />
        </DialogContent>
      </DialogRoot>
    </Stack>
  );
}
