import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { renderWithApp } from '../../test/render';
import { ExamWatchView } from './ExamWatchView';
import { DepartmentTreeSelectDocument } from '../sys/pickers/pickerDocuments';
import { ForceHandAllDocument, WatchRowsDocument, WatchStatDocument } from './watchDocuments';

const EXAM = 'e1';

function stat(processCount: number, handCount: number, onlineCount = 1) {
  return {
    data: {
      watchStat: {
        __typename: 'WatchStat',
        requireCount: 3,
        processCount,
        handCount,
        missCount: 3 - processCount - handCount,
        onlineCount,
      },
    },
  };
}

function card(id: string, userId: string, realName: string, online: boolean) {
  return {
    __typename: 'WatchRow',
    id,
    userId,
    realName,
    userName: userId,
    deptName: '培训中心',
    online,
    lastSeen: null,
    answerCount: 2,
    quCount: 10,
    leaveTimes: 0,
    faceFails: 0,
    image: null,
  };
}

const ROWS = {
  data: {
    watchRows: {
      __typename: 'WatchRowPage',
      total: 2,
      pages: 1,
      current: 1,
      size: 32,
      records: [card('p1', 'u1', '张三', true), card('p2', 'u2', '李四', false)],
    },
  },
};

const rowsRequest = (over: Record<string, unknown> = {}) => ({
  query: WatchRowsDocument,
  variables: {
    query: { examId: EXAM, deptCode: null, realName: null, online: null, offline: null, ...over },
    current: 1,
    size: 32,
  },
});

const session = {
  user: {
    id: 'admin',
    roleType: 2,
    permissions: ['exam:watch', 'exam:watch:message', 'exam:watch:force-hand'],
    shell: {} as never,
  },
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
  site: { ...EMPTY_SITE, moduleExam: true },
};

/** Queries and mutations from mocks (each counted), the subscription from a link the test drives. */
function setup(extra: MockLink.MockedResponse[] = []) {
  const calls = { stat: 0, rows: 0 };
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: WatchStatDocument, variables: { examId: EXAM } },
      result: () => {
        calls.stat += 1;
        return stat(2, 1);
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: rowsRequest(),
      result: () => {
        calls.rows += 1;
        return ROWS;
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: DepartmentTreeSelectDocument },
      result: { data: { departmentTreeSelect: [] } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    ...extra,
  ];
  const events = new MockSubscriptionLink();
  const link = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    events,
    new MockLink(mocks),
  );
  renderWithApp(<ExamWatchView />, { link, session, path: `/admin/exam/watch/${EXAM}` });
  const push = (event: Record<string, unknown>) =>
    act(() => {
      events.simulateResult({
        result: {
          data: {
            examWatchEvents: {
              __typename: 'WatchEventType',
              examId: EXAM,
              at: '2026-11-26T08:00:00.000Z',
              online: null,
              answered: null,
              total: null,
              leaveTimes: null,
              leaveSeconds: null,
              snapshotUrl: null,
              facePass: null,
              faceScore: null,
              failCount: null,
              handBy: null,
              exState: null,
              exMsg: null,
              deadline: null,
              ...event,
            },
          },
        },
      });
    });
  return { calls, push };
}

describe('ExamWatchView', () => {
  it('shows the counters and a card per examinee, message disabled while offline', async () => {
    setup();
    expect(await screen.findByTestId('watch-card-p1')).toBeTruthy();
    expect(screen.getByTestId('exam-watch-stat-require').textContent).toBe('3');
    expect(screen.getByTestId('exam-watch-stat-process').textContent).toBe('2');
    expect(screen.getByTestId('exam-watch-stat-hand').textContent).toBe('1');
    expect(screen.getByTestId('exam-watch-stat-miss').textContent).toBe('0');
    const zhang = screen.getByRole('listitem', { name: '张三' });
    expect(within(zhang).getByText('在线')).toBeTruthy();
    expect(within(zhang).getByText('已答 2/10')).toBeTruthy();
    const messageLi = screen.getByRole('button', { name: '给 李四 发消息' });
    expect((messageLi as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: '给 张三 发消息' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByRole('button', { name: '强制 李四 交卷' })).toBeTruthy();
    // People sit the exam: message all and hand in all are offered.
    expect(screen.getByTestId('exam-watch-message-all')).toBeTruthy();
    expect(screen.getByTestId('exam-watch-hand-all')).toBeTruthy();
  });

  it('applies live events in place without reloading', async () => {
    const { calls, push } = setup();
    await screen.findByTestId('watch-card-p1');
    const loads = { ...calls };

    push({ kind: 'online', userId: 'u2', paperId: 'p2', online: true });
    push({ kind: 'progress', userId: 'u1', paperId: 'p1', answered: 7, total: 10 });
    push({ kind: 'leave', userId: 'u2', paperId: 'p2', leaveTimes: 1, leaveSeconds: 15 });
    const li = screen.getByRole('listitem', { name: '李四' });
    await waitFor(() => expect(within(li).getByText('在线')).toBeTruthy());
    expect(
      (screen.getByRole('button', { name: '给 李四 发消息' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getByTestId('watch-card-progress-p1').textContent).toBe('已答 7/10');
    expect(screen.getByTestId('watch-card-leaves-p2').textContent).toBe('切屏 1 次');
    expect(screen.getByTestId('exam-watch-log').textContent).toContain('李四 切屏离开 15 秒');

    push({ kind: 'handIn', userId: 'u1', paperId: 'p1', handBy: 4, exState: 1, exMsg: 'x' });
    await waitFor(() => expect(screen.queryByTestId('watch-card-p1')).toBeNull());
    expect(screen.getByTestId('exam-watch-stat-process').textContent).toBe('1');
    expect(screen.getByTestId('exam-watch-stat-hand').textContent).toBe('2');
    expect(screen.getByTestId('exam-watch-log').textContent).toContain('张三 已交卷');
    // None of it reloaded anything.
    expect(calls).toEqual(loads);
  });

  it('reloads once for each examinee new to the page, even when the reload changes nothing', async () => {
    const { calls, push } = setup();
    await screen.findByTestId('watch-card-p1');
    const before = calls.rows;
    push({ kind: 'online', userId: 'u9', paperId: 'p9', online: true });
    await waitFor(() => expect(calls.rows).toBe(before + 1), { timeout: 4000 });
    // The same cards came back; someone else new still reloads the page.
    push({ kind: 'online', userId: 'u8', paperId: 'p8', online: true });
    await waitFor(() => expect(calls.rows).toBe(before + 2), { timeout: 4000 });
    // u9 was not on the reloaded page (filtered out): their events reload nothing.
    push({ kind: 'progress', userId: 'u9', paperId: 'p9', answered: 3, total: 10 });
    await new Promise((r) => setTimeout(r, 2500));
    expect(calls.rows).toBe(before + 2);
  }, 15_000);

  it('counts down to a refresh, and pauses while a dialog is open', async () => {
    const { calls } = setup();
    await screen.findByTestId('watch-card-p1');
    fireEvent.change(screen.getByTestId('exam-watch-interval'), { target: { value: '5' } });
    expect(screen.getByTestId('exam-watch-countdown').textContent).toBe('5 秒后刷新');

    fireEvent.click(screen.getByRole('button', { name: '强制 李四 交卷' }));
    expect(await screen.findByTestId('watch-hand-dialog')).toBeTruthy();
    expect(screen.getByTestId('exam-watch-countdown').textContent).toBe('对话框打开时暂停刷新');
    const before = { ...calls };
    await new Promise((r) => setTimeout(r, 6000));
    expect(calls).toEqual(before);

    fireEvent.click(within(screen.getByTestId('watch-hand-dialog')).getByText('取消'));
    await waitFor(() => expect(screen.queryByTestId('watch-hand-dialog')).toBeNull());
    await waitFor(() => expect(calls.stat).toBeGreaterThan(before.stat), { timeout: 7000 });
    expect(calls.rows).toBeGreaterThan(before.rows);
  }, 20_000);

  it('hands everyone in only after the state, the reason and a confirmation', async () => {
    let handed: unknown = null;
    setup([
      {
        request: { query: ForceHandAllDocument, variables: () => true },
        result: (vars: Record<string, unknown>) => {
          handed = vars.input;
          return {
            data: { forceHandAll: { __typename: 'SendCount', success: 2, fail: 0 } },
          };
        },
      },
    ]);
    await screen.findByTestId('watch-card-p1');
    fireEvent.click(await screen.findByTestId('exam-watch-hand-all'));
    const dialog = await screen.findByTestId('watch-hand-all-dialog');
    fireEvent.click(within(dialog).getByTestId('watch-hand-all-next'));
    expect(within(dialog).getAllByText('必填')).toHaveLength(2);
    expect(within(dialog).queryByTestId('watch-hand-all-confirmation')).toBeNull();

    fireEvent.change(within(dialog).getByTestId('watch-hand-all-state'), {
      target: { value: '1' },
    });
    fireEvent.change(within(dialog).getByTestId('watch-hand-all-reason'), {
      target: { value: '考场断电' },
    });
    fireEvent.click(within(dialog).getByTestId('watch-hand-all-next'));
    const confirmation = await within(dialog).findByTestId('watch-hand-all-confirmation');
    expect(confirmation.textContent).toContain('2 位考生');
    expect(confirmation.textContent).toContain('考场断电');
    expect(handed).toBeNull();

    fireEvent.click(within(dialog).getByTestId('watch-hand-all-confirm'));
    await waitFor(() => expect(handed).toEqual({ examId: EXAM, exState: 1, message: '考场断电' }));
    await waitFor(() => expect(screen.queryByTestId('watch-hand-all-dialog')).toBeNull());
  });
});
