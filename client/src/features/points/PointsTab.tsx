import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { Pager } from '../../components/ui/pager';
import { usePaging } from '../../components/ui/usePaging';
import { MyPointsDocument } from './pointsDocuments';

/** Spec: the points log is listed 10 at a time. */
const PAGE_SIZE = 10;

interface Row {
  id: string;
  refRemark: string;
  createTime: unknown;
  points: number;
  balance: number;
}

/** The user centre's points log: what each change was for, when, +/- and the balance after it. */
export function PointsTab() {
  const intl = useIntl();
  const { page, size, change } = usePaging(PAGE_SIZE);
  const { data, loading, error } = useQuery(MyPointsDocument, {
    variables: { current: page, size },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const columns: DataColumn<Row>[] = [
    {
      key: 'remark',
      header: <FormattedMessage id="points.field.remark" />,
      wrap: true,
      render: (r) => r.refRemark,
    },
    {
      key: 'time',
      header: <FormattedMessage id="points.field.time" />,
      width: '170px',
      render: (r) => formatDateTime(intl, r.createTime),
    },
    {
      key: 'points',
      header: <FormattedMessage id="points.field.points" />,
      width: '100px',
      align: 'end',
      render: (r) => (
        <Text
          as="span"
          fontWeight="semibold"
          color={r.points >= 0 ? 'green.fg' : 'red.fg'}
          data-testid={`points-change-${r.id}`}
        >
          {r.points >= 0 ? `+${r.points}` : String(r.points)}
        </Text>
      ),
    },
    {
      key: 'balance',
      header: <FormattedMessage id="points.field.balance" />,
      width: '100px',
      align: 'end',
      render: (r) => r.balance,
    },
  ];

  return (
    <Stack gap="4" data-testid="points-tab">
      <DataTable
        columns={columns}
        rows={data?.myPoints.records ?? []}
        loading={loading && data === undefined}
        testId="points-table"
        label={intl.formatMessage({ id: 'points.tab.label' })}
      />
      <Pager
        total={data?.myPoints.total ?? 0}
        page={page}
        size={size}
        onChange={change}
        testId="points-pager"
      />
    </Stack>
  );
}
