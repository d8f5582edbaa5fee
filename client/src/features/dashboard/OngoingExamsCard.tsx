import { useQuery } from '@apollo/client/react';
import { Link, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { LuMonitorPlay } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { RowAction } from '../../components/ui/row-action';
import { SearchBox } from '../../components/ui/search-box';
import { graphql } from '../../gql';
import { useExamPaths } from '../exam-admin/examUi';
import { useWatchPaths } from '../exam-watch/watchPaths';
import { CHART_CARD_HEIGHT, DashboardCard } from './DashboardCard';

/** Spec: the dashboard exam list shows 5. */
export const ONGOING_EXAM_ROWS = 5;

export const DashboardOngoingExamsDocument = graphql(`
  query DashboardOngoingExams($input: OngoingExamPageInput) {
    dashboardOngoingExams(input: $input) {
      records {
        id
        title
        procCount
        handCount
      }
      total
    }
  }
`);

/**
 * Exams in progress now: title (to the exam's watch detail), papers being sat, papers handed in;
 * the five with most people sitting, a title filter, the empty text when there is none.
 */
export function OngoingExamsCard() {
  const intl = useIntl();
  const paths = useExamPaths();
  const livePath = useWatchPaths().console;
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const { data, loading, error } = useQuery(DashboardOngoingExamsDocument, {
    variables: {
      input: { current: 1, size: ONGOING_EXAM_ROWS, title: title === '' ? null : title },
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const rows = data?.dashboardOngoingExams.records ?? [];
  type Row = (typeof rows)[number];
  const columns: DataColumn<Row>[] = [
    {
      key: 'title',
      header: <FormattedMessage id="dashboard.ongoing.title" />,
      wrap: true,
      render: (r) => (
        <Link asChild color="brand.fg" data-testid={`ongoing-exam-link-${r.id}`}>
          <RouterLink to={paths.watch(r.id)} title={r.title}>
            {r.title}
          </RouterLink>
        </Link>
      ),
    },
    {
      key: 'proc',
      header: <FormattedMessage id="dashboard.ongoing.procCount" />,
      width: '88px',
      align: 'end',
      render: (r) => <FormattedNumber value={r.procCount} />,
    },
    {
      key: 'hand',
      header: <FormattedMessage id="dashboard.ongoing.handCount" />,
      width: '88px',
      align: 'end',
      render: (r) => <FormattedNumber value={r.handCount} />,
    },
    {
      key: 'live',
      header: (
        <VisuallyHidden>
          <FormattedMessage id="examAdmin.list.liveWatch" />
        </VisuallyHidden>
      ),
      width: '48px',
      align: 'end',
      render: (r) => {
        const to = livePath(r.id);
        return to === null ? null : (
          <RowAction
            label={intl.formatMessage({ id: 'examAdmin.list.liveWatch' })}
            icon={<LuMonitorPlay />}
            onClick={() => void navigate(to)}
            testId={`ongoing-exam-live-${r.id}`}
          />
        );
      },
    },
  ];

  return (
    <DashboardCard
      testId="ongoing-exams"
      h={{ base: 'auto', lg: CHART_CARD_HEIGHT }}
      title={<FormattedMessage id="dashboard.ongoing.heading" />}
      tools={
        <SearchBox
          value={title}
          onSearch={setTitle}
          placeholder={intl.formatMessage({ id: 'dashboard.ongoing.search' })}
          testId="ongoing-exams-search"
          maxW="3xs"
        />
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        loading={loading && data === undefined}
        testId="ongoing-exams-table"
      />
    </DashboardCard>
  );
}
