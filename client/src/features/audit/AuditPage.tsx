import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Code,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuEye } from 'react-icons/lu';
import { notifyError } from '../../app/errors/notify';
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
import { DEFAULT_PAGE_SIZE, Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { graphql } from '../../gql';
import { AdminPage } from '../sys/AdminPage';
import { fromLocalInput } from '../users/userForm';

const AuditLogsDocument = graphql(`
  query AuditLogs($input: AuditLogPagingInput) {
    auditLogs(input: $input) {
      total
      records {
        id
        actorId
        actorName
        action
        targetType
        targetId
        outcome
        errorName
        errorCode
        detail
        ip
        createTime
      }
    }
  }
`);

interface AuditFilters {
  actor: string;
  action: string;
  outcome: string;
  startTime: string;
  endTime: string;
}

const NO_FILTERS: AuditFilters = { actor: '', action: '', outcome: '', startTime: '', endTime: '' };

/** The audit log (view key sys/audit): every admin write, newest first, with filters. */
export function AuditPage() {
  const intl = useIntl();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [shown, setShown] = useState<{ action: string; detail: string } | null>(null);
  const { data, loading, error } = useQuery(AuditLogsDocument, {
    variables: {
      input: {
        current: page,
        size,
        actor: filters.actor === '' ? null : filters.actor,
        action: filters.action === '' ? null : filters.action,
        outcome: filters.outcome === '' ? null : filters.outcome,
        startTime: fromLocalInput(filters.startTime),
        endTime: fromLocalInput(filters.endTime),
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  function filter(next: Partial<AuditFilters>) {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  }

  const rows = data?.auditLogs.records ?? [];
  type Row = (typeof rows)[number];
  const columns: DataColumn<Row>[] = [
    {
      key: 'time',
      header: <FormattedMessage id="sysAudit.field.time" />,
      render: (r) => formatDateTime(intl, r.createTime),
    },
    {
      key: 'actor',
      header: <FormattedMessage id="sysAudit.field.actor" />,
      render: (r) => (r.actorName !== '' ? r.actorName : r.actorId),
    },
    {
      key: 'action',
      header: <FormattedMessage id="sysAudit.field.action" />,
      render: (r) => (
        <Text fontFamily="mono" fontSize="xs">
          {r.action}
        </Text>
      ),
    },
    {
      key: 'target',
      header: <FormattedMessage id="sysAudit.field.target" />,
      truncate: true,
      width: '200px',
      render: (r) => (r.targetType !== '' ? `${r.targetType} ${r.targetId}` : r.targetId),
    },
    {
      key: 'outcome',
      header: <FormattedMessage id="sysAudit.field.outcome" />,
      render: (r) =>
        r.outcome === 'ok' ? (
          <Badge colorPalette="green" variant="subtle">
            <FormattedMessage id="sysAudit.outcome.ok" />
          </Badge>
        ) : (
          <Badge colorPalette="red" variant="subtle" title={r.errorName ?? undefined}>
            <FormattedMessage id="sysAudit.outcome.error" />
            {r.errorCode != null ? ` ${r.errorCode}` : ''}
          </Badge>
        ),
    },
    { key: 'ip', header: <FormattedMessage id="sysAudit.field.ip" />, render: (r) => r.ip },
    {
      key: 'detail',
      header: <FormattedMessage id="sysAudit.field.detail" />,
      align: 'end',
      render: (r) => (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={intl.formatMessage({ id: 'sysAudit.field.detail' })}
          title={intl.formatMessage({ id: 'sysAudit.field.detail' })}
          onClick={() => setShown({ action: r.action, detail: r.detail })}
          data-testid={`audit-detail-${r.id}`}
        >
          <LuEye />
        </IconButton>
      ),
    },
  ];

  const active = Object.values(filters).some((v) => v !== '');
  return (
    <AdminPage
      testId="audit-page"
      title={<FormattedMessage id="sysAudit.page.title" />}
      filters={
        <>
          <SearchBox
            value={filters.actor}
            onSearch={(actor) => filter({ actor })}
            placeholder={intl.formatMessage({ id: 'sysAudit.page.actor' })}
            testId="audit-actor"
            maxW="48"
          />
          <SearchBox
            value={filters.action}
            onSearch={(action) => filter({ action })}
            placeholder={intl.formatMessage({ id: 'sysAudit.page.action' })}
            testId="audit-action"
            maxW="48"
          />
          <NativeSelect.Root size="sm" width="40">
            <NativeSelect.Field
              value={filters.outcome}
              bg="bg"
              aria-label={intl.formatMessage({ id: 'sysAudit.field.outcome' })}
              onChange={(e) => filter({ outcome: e.currentTarget.value })}
              data-testid="audit-outcome"
            >
              <option value="">{intl.formatMessage({ id: 'sysAudit.outcome.all' })}</option>
              <option value="ok">{intl.formatMessage({ id: 'sysAudit.outcome.ok' })}</option>
              <option value="error">{intl.formatMessage({ id: 'sysAudit.outcome.error' })}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <HStack gap="1">
            <Input
              size="sm"
              type="datetime-local"
              w="52"
              bg="bg"
              value={filters.startTime}
              aria-label={intl.formatMessage({ id: 'sysAudit.page.from' })}
              onChange={(e) => filter({ startTime: e.target.value })}
              data-testid="audit-from"
            />
            <Text color="fg.muted">–</Text>
            <Input
              size="sm"
              type="datetime-local"
              w="52"
              bg="bg"
              value={filters.endTime}
              aria-label={intl.formatMessage({ id: 'sysAudit.page.to' })}
              onChange={(e) => filter({ endTime: e.target.value })}
              data-testid="audit-to"
            />
          </HStack>
          {active && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => filter(NO_FILTERS)}
              data-testid="audit-reset"
            >
              <FormattedMessage id="sys.common.reset" />
            </Button>
          )}
        </>
      }
    >
      <DataTable columns={columns} rows={rows} loading={loading} testId="audit-table" />
      <Pager
        total={data?.auditLogs.total ?? 0}
        page={page}
        size={size}
        onChange={(p, s) => {
          setPage(p);
          setSize(s);
        }}
        testId="audit-pager"
      />
      {shown !== null && (
        <DialogRoot
          open
          size="lg"
          placement="center"
          scrollBehavior="inside"
          onOpenChange={(e) => {
            if (!e.open) setShown(null);
          }}
        >
          <DialogContent data-testid="audit-detail">
            <DialogHeader>
              <DialogTitle>{shown.action}</DialogTitle>
            </DialogHeader>
            <DialogBody pb="6">
              <Box as="pre" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
                <Code display="block" p="3" variant="surface">
                  {prettyJson(shown.detail)}
                </Code>
              </Box>
            </DialogBody>
            <DialogCloseTrigger />
          </DialogContent>
        </DialogRoot>
      )}
    </AdminPage>
  );
}

/** The detail JSON indented for reading (shown as is when it is not JSON). */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
