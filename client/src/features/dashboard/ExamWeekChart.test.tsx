import { screen, waitFor, within } from '@testing-library/react';
import type * as NivoLine from '@nivo/line';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FragmentType } from '../../gql';
import { renderWithApp } from '../../test/render';
import { ExamWeekChart, integerTicks, type ExamWeekChartFragment } from './ExamWeekChart';

// jsdom lays nothing out, so the responsive wrapper would measure 0 x 0 and draw nothing: draw the
// real nivo chart at a fixed size instead, and keep the props it was given.
const seen = vi.hoisted(() => ({ props: [] as Array<Record<string, unknown>> }));
vi.mock('@nivo/line', async (importOriginal) => {
  const nivo = await importOriginal<typeof NivoLine>();
  return {
    ...nivo,
    ResponsiveLine: (props: ComponentProps<typeof nivo.Line>) => {
      seen.props.push(props as unknown as Record<string, unknown>);
      return <nivo.Line {...props} width={700} height={300} animate={false} />;
    },
  };
});

const DAYS = [
  ['2026-11-18', 0, 0, 0],
  ['2026-11-19', 2, 5, 3],
  ['2026-11-20', 0, 0, 0],
  ['2026-11-21', 1, 9, 4],
  ['2026-11-22', 0, 0, 0],
  ['2026-11-23', 0, 0, 0],
  ['2026-11-24', 3, 12, 7],
] as const;

function days() {
  return DAYS.map(([dateStr, examCount, examUser, passUser]) => ({
    __typename: 'ExamDayStat',
    dateStr,
    examCount,
    examUser,
    passUser,
  })) as unknown as Array<FragmentType<typeof ExamWeekChartFragment>>;
}

describe('ExamWeekChart', () => {
  it('plots exams held, examinees and passed learners for each of the 7 days', async () => {
    seen.props.length = 0;
    renderWithApp(<ExamWeekChart days={days()} />);
    const card = await screen.findByTestId('exam-week-chart');
    expect(within(card).getByText('考试概览')).toBeTruthy();
    const legend = screen.getByTestId('exam-week-legend');
    expect(legend.textContent).toBe('考试场次参考人数通过人数');

    const data = seen.props.at(-1)?.data as Array<{ id: string; data: unknown }>;
    expect(data).toEqual([
      { id: '考试场次', color: '#3b82f6', data: DAYS.map(([x, y]) => ({ x, y })) },
      { id: '参考人数', color: '#f97316', data: DAYS.map(([x, , y]) => ({ x, y })) },
      { id: '通过人数', color: '#22c55e', data: DAYS.map(([x, , , y]) => ({ x, y })) },
    ]);

    // What nivo drew: three lines and one x tick per day (MM-dd), y ticks up to 12.
    const plot = screen.getByTestId('exam-week-plot');
    await waitFor(() => expect(plot.querySelector('svg')).not.toBeNull());
    const svg = plot.querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('aria-label')).toBe('考试概览');
    const lines = [...svg.querySelectorAll('path')].filter(
      (p) => p.getAttribute('fill') === 'none' && p.getAttribute('stroke')?.startsWith('#'),
    );
    expect(lines.map((p) => p.getAttribute('stroke')).sort()).toEqual(
      ['#22c55e', '#3b82f6', '#f97316'].sort(),
    );
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    for (const [d] of DAYS) expect(texts).toContain(d.slice(5));
    expect(texts).toEqual(expect.arrayContaining(['0', '3', '6', '9', '12']));
  });

  it('draws a flat zero week with whole-number ticks', async () => {
    seen.props.length = 0;
    const zero = DAYS.map(([dateStr]) => ({
      __typename: 'ExamDayStat',
      dateStr,
      examCount: 0,
      examUser: 0,
      passUser: 0,
    })) as unknown as Array<FragmentType<typeof ExamWeekChartFragment>>;
    renderWithApp(<ExamWeekChart days={zero} />);
    await screen.findByTestId('exam-week-chart');
    const props = seen.props.at(-1) as { data: Array<{ data: Array<{ y: number }> }> };
    expect(props.data.flatMap((s) => s.data.map((p) => p.y))).toEqual(Array(21).fill(0));
    expect(props).toMatchObject({ yScale: { min: 0, max: 4 }, gridYValues: [0, 1, 2, 3, 4] });
  });
});

describe('integerTicks', () => {
  it('gives five whole-number ticks from 0 covering the largest value', () => {
    expect(integerTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(integerTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(integerTicks(5)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(12)).toEqual([0, 3, 6, 9, 12]);
    expect(integerTicks(101)).toEqual([0, 26, 52, 78, 104]);
  });
});
