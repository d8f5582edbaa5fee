import { screen, within } from '@testing-library/react';
import type * as NivoLine from '@nivo/line';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FragmentType } from '../../gql';
import { renderWithApp } from '../../test/render';
import { UserWeekChart, type UserWeekChartFragment } from './UserWeekChart';

// jsdom lays nothing out: draw the real nivo chart at a fixed size and keep the props it was given.
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
  ['2026-11-18', 0, 1, 40],
  ['2026-11-19', 2, 5, 42],
  ['2026-11-20', 0, 3, 42],
  ['2026-11-21', 1, 9, 43],
  ['2026-11-22', 0, 0, 43],
  ['2026-11-23', 0, 2, 43],
  ['2026-11-24', 3, 12, 1046],
] as const;

function days() {
  return DAYS.map(([dateStr, newUser, activeUser, allUser]) => ({
    __typename: 'UserDayStat',
    dateStr,
    newUser,
    activeUser,
    allUser,
  })) as unknown as Array<FragmentType<typeof UserWeekChartFragment>>;
}

describe('UserWeekChart', () => {
  it('plots new and active users per day; the legend also names total users, not plotted', async () => {
    seen.props.length = 0;
    renderWithApp(<UserWeekChart days={days()} />);
    const card = await screen.findByTestId('user-week-chart');
    expect(within(card).getByText('用户概况')).toBeTruthy();
    expect(screen.getByTestId('user-week-legend').textContent).toBe(
      '新增用户活跃用户用户总数 1,046',
    );
    const data = seen.props.at(-1)?.data as Array<{ id: string; data: unknown }>;
    expect(data).toEqual([
      { id: '新增用户', color: '#3b82f6', data: DAYS.map(([x, y]) => ({ x, y })) },
      { id: '活跃用户', color: '#22c55e', data: DAYS.map(([x, , y]) => ({ x, y })) },
    ]);
    const plot = screen.getByTestId('user-week-plot');
    expect(plot.querySelectorAll('path[fill="none"]').length).toBeGreaterThanOrEqual(2);
    expect(within(plot).getByText('11-24')).toBeTruthy();
  });
});
