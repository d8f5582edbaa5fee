import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { ResponsiveLine, type SliceTooltipProps } from '@nivo/line';
import { useMemo } from 'react';
import { FormattedMessage, FormattedNumber, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { CHART_CARD_HEIGHT, DashboardCard } from './DashboardCard';
import { integerTicks, type ExamSeries } from './ExamWeekChart';

export const UserWeekChartFragment = graphql(`
  fragment UserWeekChart_days on UserDayStat {
    dateStr
    newUser
    activeUser
    allUser
  }
`);

type Day = { dateStr: string; newUser: number; activeUser: number; allUser: number };

/** The plotted series (Chakra blue.500, green.500); total users is named in the legend only. */
export const USER_SERIES: ReadonlyArray<{
  key: 'newUser' | 'activeUser';
  labelId: string;
  color: string;
}> = [
  { key: 'newUser', labelId: 'dashboard.userChart.newUser', color: '#3b82f6' },
  { key: 'activeUser', labelId: 'dashboard.userChart.activeUser', color: '#22c55e' },
];
/** Chakra gray.500: the legend's total users, which is not plotted. */
const TOTAL_COLOR = '#71717a';

/** One line each for new and active users, one point per day (x: yyyy-MM-dd). */
export function toUserSeries(days: readonly Day[], intl: IntlShape): ExamSeries[] {
  return USER_SERIES.map((s) => ({
    id: intl.formatMessage({ id: s.labelId }),
    color: s.color,
    data: days.map((d) => ({ x: d.dateStr, y: d[s.key] })),
  }));
}

/** User overview chart: new and active users per day, last 7 days; the legend names total users. */
export function UserWeekChart(props: {
  days: ReadonlyArray<FragmentType<typeof UserWeekChartFragment>>;
}) {
  const days = useFragment(UserWeekChartFragment, props.days);
  const intl = useIntl();
  const series = useMemo(() => toUserSeries(days, intl), [days, intl]);
  const ticks = integerTicks(Math.max(0, ...days.flatMap((d) => [d.newUser, d.activeUser])));
  const top = ticks[ticks.length - 1] as number;
  const allUser = days[days.length - 1]?.allUser ?? 0;

  return (
    <DashboardCard
      testId="user-week-chart"
      h={CHART_CARD_HEIGHT}
      title={<FormattedMessage id="dashboard.userChart.heading" />}
      tools={
        <HStack gap="3" wrap="wrap" data-testid="user-week-legend">
          {USER_SERIES.map((s) => (
            <HStack key={s.key} gap="1.5">
              <Circle size="2.5" bg={s.color} />
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage id={s.labelId} />
              </Text>
            </HStack>
          ))}
          <HStack gap="1.5" data-testid="user-week-total">
            <Circle size="2.5" bg={TOTAL_COLOR} />
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id="dashboard.userChart.allUser" />{' '}
              <FormattedNumber value={allUser} />
            </Text>
          </HStack>
        </HStack>
      }
    >
      <Box flex="1" minH="0" h="full" data-testid="user-week-plot">
        <ResponsiveLine<ExamSeries>
          data={series}
          margin={{ top: 12, right: 16, bottom: 28, left: 36 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: top }}
          curve="monotoneX"
          colors={(s) => s.color}
          lineWidth={2}
          pointSize={6}
          pointBorderWidth={2}
          pointColor={{ theme: 'background' }}
          pointBorderColor={{ from: 'seriesColor' }}
          gridYValues={ticks}
          enableGridX={false}
          axisBottom={{ tickSize: 0, tickPadding: 8, format: (v) => String(v).slice(5) }}
          axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: ticks }}
          enableSlices="x"
          sliceTooltip={(p) => <SliceTooltip {...p} days={days} />}
          theme={{
            text: { fontSize: 11, fill: '#71717a' },
            grid: { line: { stroke: '#e4e4e7', strokeDasharray: '3 3' } },
          }}
          role="img"
          ariaLabel={intl.formatMessage({ id: 'dashboard.userChart.heading' })}
        />
      </Box>
    </DashboardCard>
  );
}

/** The day's new and active users, and the total at the end of the day. */
function SliceTooltip({ slice, days }: SliceTooltipProps<ExamSeries> & { days: readonly Day[] }) {
  const points = [...slice.points].sort((a, b) => a.seriesIndex - b.seriesIndex);
  const dateStr = points[0] === undefined ? '' : String(points[0].data.x);
  const total = days.find((d) => d.dateStr === dateStr)?.allUser;
  return (
    <Stack
      gap="1"
      bg="bg"
      shadow="md"
      rounded="md"
      px="3"
      py="2"
      fontSize="xs"
      borderWidth="1px"
      whiteSpace="nowrap"
      minW="36"
    >
      <Text fontWeight="medium">{dateStr}</Text>
      {points.map((p) => (
        <HStack key={p.id} gap="2">
          <Circle size="2" bg={p.seriesColor} />
          <Text flex="1">{p.seriesId}</Text>
          <Text fontWeight="medium">{String(p.data.y)}</Text>
        </HStack>
      ))}
      {total !== undefined && (
        <HStack gap="2">
          <Circle size="2" bg={TOTAL_COLOR} />
          <Text flex="1">
            <FormattedMessage id="dashboard.userChart.allUser" />
          </Text>
          <Text fontWeight="medium">{total}</Text>
        </HStack>
      )}
    </Stack>
  );
}
