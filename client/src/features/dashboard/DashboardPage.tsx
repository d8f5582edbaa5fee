import { useQuery } from '@apollo/client/react';
import { Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { notifyError } from '../../app/errors/notify';
import { useSession } from '../../app/session/SessionContext';
import { APP_VERSION } from '../../app/version';
import { graphql } from '../../gql';
import { CountTiles } from './CountTiles';
import { CHART_CARD_HEIGHT } from './DashboardCard';
import { ExamWeekChart } from './ExamWeekChart';
import { OngoingExamsCard } from './OngoingExamsCard';
import { QuickEntries } from './QuickEntries';
import { UserWeekChart } from './UserWeekChart';

const DashboardDocument = graphql(`
  query Dashboard($exams: Boolean!) {
    dashboardCounts {
      ...CountTiles_counts
    }
    dashboardExamWeek @include(if: $exams) {
      ...ExamWeekChart_days
    }
    dashboardUserWeek {
      ...UserWeekChart_days
    }
  }
`);

/**
 * Back-office dashboard (view key dashboard/index): version line, count tiles, the user overview
 * chart, with the exam module the exam overview chart and the ongoing exams, and the quick entries.
 */
export function DashboardPage() {
  const { site } = useSession();
  const { data, error, loading } = useQuery(DashboardDocument, {
    variables: { exams: site.moduleExam },
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  return (
    <Stack gap="5" data-testid="dashboard">
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading size="md">
              <FormattedMessage id="dashboard.index.heading" values={{ siteName: site.siteName }} />
            </Heading>
            <Text color="fg.muted" fontSize="sm" data-testid="app-version">
              <FormattedMessage id="dashboard.index.version" values={{ version: APP_VERSION }} />
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
      {data !== undefined && <CountTiles counts={data.dashboardCounts} />}
      {data === undefined && loading && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <Skeleton h="24" rounded="lg" />
        </SimpleGrid>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        {data !== undefined ? (
          <UserWeekChart days={data.dashboardUserWeek} />
        ) : (
          <Skeleton h={CHART_CARD_HEIGHT} rounded="lg" />
        )}
        {site.moduleExam &&
          (data?.dashboardExamWeek != null ? (
            <ExamWeekChart days={data.dashboardExamWeek} />
          ) : (
            <Skeleton h={CHART_CARD_HEIGHT} rounded="lg" />
          ))}
      </SimpleGrid>
      {site.moduleExam && <OngoingExamsCard />}
      <QuickEntries />
    </Stack>
  );
}
