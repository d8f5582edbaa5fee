import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { renderWithApp } from '../../test/render';
import { ExamList } from './ExamList';
import { LearnerExamsDocument } from './examDocuments';

function exam(id: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'LearnerExamRow',
    id,
    title: `考试 ${id}`,
    examType: 1,
    examTypeText: '正式考试',
    offline: false,
    openType: 1,
    startTime: '2026-11-22T00:00:00.000Z',
    endTime: '2026-11-23T00:00:00.000Z',
    totalTime: 30,
    totalScore: 100,
    qualifyScore: 60,
    chance: 0,
    attemptsUsed: 0,
    listState: 0,
    applyOn: false,
    applyState: null,
    admitted: true,
    openPaperId: null,
    ...extra,
  };
}

const rows = [
  exam('a'),
  exam('b', { openPaperId: 'p1', attemptsUsed: 1 }),
  exam('c', { openType: 3, applyOn: true, admitted: false }),
  exam('d', { listState: 2 }),
  exam('e', { chance: 1, attemptsUsed: 1 }),
  exam('f', { listState: 3, attemptsUsed: 2 }),
];

const mocks = [
  {
    request: { query: LearnerExamsDocument, variables: () => true },
    // The server filters by list state; the mock does the same.
    result: (variables: { input?: { listState?: number } }) => {
      const state = variables.input?.listState;
      const records = state === undefined ? rows : rows.filter((r) => r.listState === state);
      return {
        data: {
          learnerExams: {
            __typename: 'LearnerExamPage',
            total: records.length,
            pages: 1,
            records,
          },
        },
      };
    },
    maxUsageCount: 10,
  },
];

const session = {
  user: { id: 'u1', roleType: 1, permissions: [], shell: {} as never },
  menu: [],
  site: { ...EMPTY_SITE, moduleExam: true },
};

describe('ExamList', () => {
  it('offers each card the action its state allows', async () => {
    renderWithApp(<ExamList />, { mocks, session, path: '/web/index' });
    expect(await screen.findByTestId('exam-start-a')).toBeTruthy();
    expect(screen.getByTestId('exam-continue-b')).toBeTruthy();
    expect(screen.getByTestId('exam-apply-c')).toBeTruthy();
    // Outside the scope and not applied yet: applying is the way in, starting would be refused.
    expect(screen.getByTestId('exam-card-c').getAttribute('data-action')).toBe('apply');
    expect(screen.queryByTestId('exam-start-c')).toBeNull();
    expect(screen.getByTestId('exam-card-d').getAttribute('data-action')).toBe('notStarted');
    // Why there is no action is said in text, not in a faded disabled button.
    expect(screen.getByTestId('exam-disabled-d').textContent).toBe('未开始');
    expect(screen.getByTestId('exam-disabled-d').tagName).not.toBe('BUTTON');
    expect(screen.getByTestId('exam-card-e').getAttribute('data-action')).toBe('exhausted');
    expect(screen.getByTestId('exam-card-f').getAttribute('data-action')).toBe('ended');
    expect(screen.getByTestId('exam-records-f').getAttribute('href')).toBe('/web/paper/list/f/u1');
    expect(screen.queryByTestId('exam-records-a')).toBeNull();
    expect(
      within(screen.getByTestId('exam-card-a')).getByTestId('exam-card-attempts').textContent,
    ).toBe('已考 0 次，次数不限');
    expect(
      within(screen.getByTestId('exam-card-e')).getByTestId('exam-card-attempts').textContent,
    ).toBe('已考 1 次，剩余 0 次');
    expect(screen.queryByTestId('exam-break-notice')).toBeNull();
    // Titles are cut after two lines; the whole title stays reachable on hover.
    expect(
      within(screen.getByTestId('exam-card-a'))
        .getByTestId('exam-card-title')
        .getAttribute('title'),
    ).toBe('考试 a');
  });

  it('filters by the state tab', async () => {
    renderWithApp(<ExamList />, { mocks, session, path: '/web/index?state=2' });
    expect(await screen.findByTestId('exam-card-d')).toBeTruthy();
    expect(screen.queryByTestId('exam-card-a')).toBeNull();
    expect(screen.getByTestId('exam-pager-total').textContent).toBe('共 1 条');
  });

  it('says why the learner is back after a broken exam', async () => {
    renderWithApp(<ExamList />, { mocks, session, path: '/web/index?break' });
    expect(await screen.findByTestId('exam-break-notice')).toBeTruthy();
  });

  it('requires a message before applying', async () => {
    renderWithApp(<ExamList />, { mocks, session, path: '/web/index' });
    fireEvent.click(await screen.findByTestId('exam-apply-c'));
    expect((await screen.findByTestId('apply-exam-title')).textContent).toBe('考试 c');
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('请填写申请说明')).toBeTruthy();
  });
});
