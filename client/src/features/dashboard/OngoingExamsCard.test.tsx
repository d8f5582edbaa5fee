import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { renderWithApp } from '../../test/render';
import { DashboardOngoingExamsDocument, OngoingExamsCard } from './OngoingExamsCard';

function page(records: Array<{ id: string; title: string; procCount: number; handCount: number }>) {
  return {
    data: {
      dashboardOngoingExams: {
        __typename: 'OngoingExamPage',
        total: records.length,
        records: records.map((r) => ({ __typename: 'OngoingExam', ...r })),
      },
    },
  };
}

const session = {
  user: { id: 'u1', roleType: 2, permissions: [], shell: {} as never },
  menu: [],
  site: { ...EMPTY_SITE, moduleExam: true },
};

/** A proctor whose menu holds the live console route. */
const proctorSession = {
  ...session,
  menu: [
    {
      id: 'menu-exam-watch',
      name: 'ExamWatch',
      fullPath: '/admin/exam/watch/:examId',
      component: 'exam/watch',
      redirect: null,
      hidden: true,
      title: '监考',
      icon: null,
      children: [],
    },
  ],
};

describe('OngoingExamsCard', () => {
  it('lists the exams in progress with links to their watch detail, and filters by title', async () => {
    const mocks = [
      {
        request: {
          query: DashboardOngoingExamsDocument,
          variables: { input: { current: 1, size: 5, title: null } },
        },
        result: page([
          { id: 'e1', title: '期中考试', procCount: 12, handCount: 3 },
          { id: 'e2', title: '安全培训考试', procCount: 0, handCount: 40 },
        ]),
      },
      {
        request: {
          query: DashboardOngoingExamsDocument,
          variables: { input: { current: 1, size: 5, title: '安全' } },
        },
        result: page([{ id: 'e2', title: '安全培训考试', procCount: 0, handCount: 40 }]),
      },
    ];
    renderWithApp(<OngoingExamsCard />, { mocks, session: proctorSession });
    const link = await screen.findByTestId('ongoing-exam-link-e1');
    // Each exam in progress also opens its live console.
    expect(screen.getByTestId('ongoing-exam-live-e1').getAttribute('aria-label')).toBe('监考');
    expect(link.textContent).toBe('期中考试');
    expect(link.getAttribute('href')).toBe('/admin/exam/watch-detail?examId=e1');
    const table = screen.getByTestId('ongoing-exams-table');
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['期中考试', '12', '3'],
      ['安全培训考试', '0', '40'],
    ]);
    expect(within(table).getByText('正在考试')).toBeTruthy();
    expect(within(table).getByText('已交卷')).toBeTruthy();

    fireEvent.change(screen.getByTestId('ongoing-exams-search'), { target: { value: ' 安全 ' } });
    fireEvent.click(screen.getByTestId('ongoing-exams-search-submit'));
    await screen.findByText('安全培训考试');
    await expect.poll(() => screen.queryByTestId('ongoing-exam-link-e1')).toBeNull();
    expect(screen.getByTestId('ongoing-exam-link-e2')).toBeTruthy();
  });

  it('says there is no data when no exam is in progress', async () => {
    const mocks = [
      {
        request: {
          query: DashboardOngoingExamsDocument,
          variables: { input: { current: 1, size: 5, title: null } },
        },
        result: page([]),
      },
    ];
    renderWithApp(<OngoingExamsCard />, { mocks, session });
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('暂无相关数据！');
  });
});
