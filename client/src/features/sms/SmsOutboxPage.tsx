import { useQuery } from '@apollo/client/react';
import { Badge, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { DEFAULT_PAGE_SIZE, Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { graphql } from '../../gql';
import { AdminPage } from '../sys/AdminPage';

export const SmsOutboxDocument = graphql(`
  query SmsOutbox($input: SmsOutboxPagingInput) {
    smsOutbox(input: $input) {
      total
      records {
        id
        mobile
        smsType
        content
        createTime
      }
    }
  }
`);

const SCENE_LABELS: Record<string, string> = {
  login: 'sysSms.scene.login',
  reset: 'sysSms.scene.reset',
  bind: 'sysSms.scene.bind',
};

/**
 * The SMS outbox (view key sys/sms): the messages the log SMS provider delivered, codes included,
 * newest first; what admins and testers read while no SMS provider is configured.
 */
export function SmsOutboxPage() {
  const intl = useIntl();
  const [mobile, setMobile] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const { data, loading, error } = useQuery(SmsOutboxDocument, {
    variables: { input: { current: page, size, mobile: mobile === '' ? null : mobile } },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const rows = data?.smsOutbox.records ?? [];
  type Row = (typeof rows)[number];
  const columns: DataColumn<Row>[] = [
    {
      key: 'time',
      header: <FormattedMessage id="sysSms.field.time" />,
      render: (r) => formatDateTime(intl, r.createTime),
    },
    {
      key: 'mobile',
      header: <FormattedMessage id="sysSms.field.mobile" />,
      render: (r) => r.mobile,
    },
    {
      key: 'scene',
      header: <FormattedMessage id="sysSms.field.scene" />,
      render: (r) => (
        <Badge variant="subtle" colorPalette="blue">
          {SCENE_LABELS[r.smsType] !== undefined ? (
            <FormattedMessage id={SCENE_LABELS[r.smsType]} />
          ) : (
            r.smsType
          )}
        </Badge>
      ),
    },
    {
      key: 'content',
      header: <FormattedMessage id="sysSms.field.content" />,
      render: (r) => (
        <Text fontSize="sm" data-testid="sms-outbox-content">
          {r.content}
        </Text>
      ),
    },
  ];

  return (
    <AdminPage
      testId="sms-outbox-page"
      title={<FormattedMessage id="sysSms.page.title" />}
      filters={
        <SearchBox
          value={mobile}
          onSearch={(m) => {
            setMobile(m);
            setPage(1);
          }}
          placeholder={intl.formatMessage({ id: 'sysSms.page.mobile' })}
          testId="sms-outbox-mobile"
          maxW="60"
        />
      }
    >
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="sysSms.page.hint" />
      </Text>
      <DataTable columns={columns} rows={rows} loading={loading} testId="sms-outbox-table" />
      <Pager
        total={data?.smsOutbox.total ?? 0}
        page={page}
        size={size}
        onChange={(p, s) => {
          setPage(p);
          setSize(s);
        }}
        testId="sms-outbox-pager"
      />
    </AdminPage>
  );
}
