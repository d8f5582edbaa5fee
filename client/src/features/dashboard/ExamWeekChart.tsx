import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { ResponsiveLine, type LineSeries, type SliceTooltipProps } from '@nivo/line';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { CHART_CARD_HEIGHT, DashboardCard } from './DashboardCard';

export const ExamWeekChartFragment = graphql(`
  fragment ExamWeekChart_days on ExamDayStat {
    dateStr
    examCount
    examUser
    passUser
  }
`);

type Day = { dateStr: string; examCount: number; examUser: number; passUser: number };
type Metric = 'examCount' | 'examUser' | 'passUser';

/** The plotted series, their labels and colours (Chakra blue.500, orange.500, green.500). */
export const EXAM_SERIES: ReadonlyArray<{ key: Metric; labelId: string; color: string }> = [
  { key: 'examCount', labelId: 'dashboard.examChart.examCount', color: '#3b82f6' },
  { key: 'examUser', labelId: 'dashboard.examChart.examUser', color: '#f97316' },
  { key: 'passUser', labelId: 'dashboard.examChart.passUser', color: '#22c55e' },
];

export interface ExamSeries extends LineSeries {
  id: string;
  color: string;
  data: Array<{ x: string; y: number }>;
}

/** One line per metric, one point per day (x: yyyy-MM-dd), labelled in the UI language. */
export function toExamSeries(days: readonly Day[], intl: IntlShape): ExamSeries[] {
  return EXAM_SERIES.map((s) => ({
    id: intl.formatMessage({ id: s.labelId }),
    color: s.color,
    data: days.map((d) => ({ x: d.dateStr, y: d[s.key] })),
  }));
}

/** Whole-number ticks from 0 (people and exams are counted): at most 5, top at least 4. */
export function integerTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  return [0, 1, 2, 3, 4].map((i) => i * step);
}

/** MM-dd of a yyyy-MM-dd day. */
function shortDay(dateStr: string): string {
  return dateStr.slice(5);
}

/** Exam overview chart: exams held, examinees and passed, last 7 days. */
export function ExamWeekChart(props: {
  days: ReadonlyArray<FragmentType<typeof ExamWeekChartFragment>>;
}) {
  const days = useFragment(ExamWeekChartFragment, props.days);
  const intl = useIntl();
  const series = useMemo(() => toExamSeries(days, intl), [days, intl]);
  const ticks = integerTicks(
    Math.max(0, ...days.flatMap((d) => [d.examCount, d.examUser, d.passUser])),
  );
  const top = ticks[ticks.length - 1] as number;

  return (
    <DashboardCard
      testId="exam-week-chart"
      h={CHART_CARD_HEIGHT}
      title={<FormattedMessage id="dashboard.examChart.heading" />}
      tools={
        <HStack gap="3" wrap="wrap" data-testid="exam-week-legend">
          {EXAM_SERIES.map((s) => (
            <HStack key={s.key} gap="1.5">
              <Circle size="2.5" bg={s.color} />
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage id={s.labelId} />
              </Text>
            </HStack>
          ))}
        </HStack>
      }
    >
      <Box flex="1" minH="0" h="full" data-testid="exam-week-plot">
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
          axisBottom={{ tickSize: 0, tickPadding: 8, format: (v) => shortDay(String(v)) }}
          axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: ticks }}
          enableSlices="x"
          sliceTooltip={SliceTooltip}
          theme={{
            text: { fontSize: 11, fill: '#71717a' },
            grid: { line: { stroke: '#e4e4e7', strokeDasharray: '3 3' } },
          }}
          role="img"
          ariaLabel={intl.formatMessage({ id: 'dashboard.examChart.heading' })}
        />
      </Box>
    </DashboardCard>
  );
}

/** The day's three values, in legend order. */
function SliceTooltip({ slice }: SliceTooltipProps<ExamSeries>) {
  const points = [...slice.points].sort((a, b) => a.seriesIndex - b.seriesIndex);
  const first = points[0];
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
      <Text fontWeight="medium">{first === undefined ? '' : String(first.data.x)}</Text>
      {points.map((p) => (
        <HStack key={p.id} gap="2">
          <Circle size="2" bg={p.seriesColor} />
          <Text flex="1">{p.seriesId}</Text>
          <Text fontWeight="medium">{String(p.data.y)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
