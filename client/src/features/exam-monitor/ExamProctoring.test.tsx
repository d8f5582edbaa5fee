import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Observable, type Subscriber } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../app/theme';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { MESSAGES } from '../../i18n/messages';
import { ExamProctoring } from './ExamProctoring';

const zh = (id: string) => MESSAGES.zh[id] ?? id;
type Vars = Record<string, unknown>;

const SETTINGS = {
  __typename: 'PaperMonitor',
  paperId: 'p1',
  camOn: false,
  camInterval: 0,
  faceOn: false,
  faceChance: 3,
  faceFails: 0,
  leaveOn: false,
  leaveCount: 3,
  leaveSeconds: 5,
  leaveTimes: 0,
};

const leave = (leaveTimes: number, overLimit = false) => ({
  __typename: 'LeaveCheck',
  leaveTimes,
  overLimit,
  leaveCount: 3,
  leaveSeconds: 5,
});

/** Answers queries and mutations by name; the subscription stays open for the test to feed. */
function fakeServer(settings: Partial<typeof SETTINGS>, leaveIncr = () => leave(1)) {
  const calls: { op: string; vars: Vars }[] = [];
  let events: Subscriber<unknown> | null = null;
  const answers: Record<string, (vars: Vars) => unknown> = {
    PaperMonitor: () => ({ data: { paperMonitor: { ...SETTINGS, ...settings } } }),
    CheckProcess: () => ({ data: { checkProcess: leave(0) } }),
    LeaveIncr: () => ({ data: { leaveIncr: leaveIncr() } }),
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const op = operation.operationName ?? '';
        calls.push({ op, vars: operation.variables });
        if (op === 'MyExamEvents') {
          events = observer;
          return;
        }
        const answer = answers[op];
        if (answer === undefined) {
          observer.error(new Error(`no handler for ${op}`));
          return;
        }
        void Promise.resolve().then(() => {
          observer.next(answer(operation.variables) as never);
          observer.complete();
        });
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const push = (event: Record<string, unknown>) =>
    act(() => {
      events?.next({
        data: {
          myExamEvents: {
            __typename: 'LearnerEventType',
            examId: 'e1',
            paperId: 'p1',
            at: '2026-11-25T08:00:00.000Z',
            handBy: null,
            deadline: null,
            message: '',
            ...event,
          },
        },
      });
    });
  return { client, calls, push };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('ExamProctoring', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function mount(settings: Partial<typeof SETTINGS>, leaveIncr?: () => unknown) {
    const server = fakeServer(settings, leaveIncr as never);
    const onHandedIn = vi.fn();
    const onExtraTime = vi.fn();
    const onCallError = vi.fn();
    render(
      <ChakraProvider value={system}>
        <LocaleProvider>
          <ApolloProvider client={server.client}>
            <ExamProctoring
              paperId="p1"
              examId="e1"
              onHandedIn={onHandedIn}
              onExtraTime={onExtraTime}
              onCallError={onCallError}
            />
          </ApolloProvider>
        </LocaleProvider>
      </ChakraProvider>,
    );
    return { ...server, onHandedIn, onExtraTime, onCallError };
  }

  it('stacks proctor messages as persistent alerts until each is dismissed', async () => {
    const { push } = mount({});
    await advance(10);
    push({ kind: 'message', message: '请勿交头接耳' });
    push({ kind: 'message', message: '还剩十分钟', at: '2026-11-25T08:01:00.000Z' });
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]?.textContent).toContain(zh('examMonitor.alert.title'));
    expect(alerts[0]?.textContent).toContain('请勿交头接耳');
    expect(alerts[1]?.textContent).toContain('还剩十分钟');
    await advance(60_000);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    fireEvent.click(
      within(alerts[0] as HTMLElement).getByRole('button', {
        name: zh('examMonitor.alert.dismiss'),
      }),
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      expect.stringContaining('还剩十分钟'),
    ]);
  });

  it('leaves with the proctor reason on a forced hand-in, and re-reads the clock on extra time', async () => {
    const { push, onHandedIn, onExtraTime } = mount({});
    await advance(10);
    push({ kind: 'extraTime', deadline: '2026-11-25T09:00:00.000Z' });
    expect(onExtraTime).toHaveBeenCalledTimes(1);
    push({ kind: 'handedIn', message: '考试作弊', handBy: 4 });
    expect(onHandedIn).toHaveBeenCalledWith('监考老师已为您交卷：考试作弊');
    push({ kind: 'message', examId: 'other', message: 'not mine' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the server every 3 s while away and records a long leave with its count', async () => {
    const { calls } = mount({ leaveOn: true });
    await advance(10);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await advance(7000);
    expect(calls.filter((c) => c.op === 'CheckProcess')).toHaveLength(3);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance(10);
    expect(calls.find((c) => c.op === 'LeaveIncr')?.vars).toEqual({
      input: { id: 'p1', seconds: 7 },
    });
    const dialog = screen.getByRole('alertdialog', { name: zh('examMonitor.leave.title') });
    expect(within(dialog).getByTestId('leave-count').textContent).toBe(
      '您已离开考试 1 次（最多允许 3 次）。',
    );
    const ok = within(dialog).getByTestId('leave-dialog-ok');
    await advance(100);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(ok);
    await advance(500);
    expect(screen.queryByTestId('leave-dialog')).toBeNull();
  });

  it('counts a page that opens hidden or without the focus as away from the start', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { calls } = mount({ leaveOn: true });
    await advance(6500);
    expect(calls.filter((c) => c.op === 'CheckProcess')).toHaveLength(3);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance(10);
    // Still hidden: away until the page shows again.
    expect(calls.some((c) => c.op === 'LeaveIncr')).toBe(false);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(10);
    expect(calls.find((c) => c.op === 'LeaveIncr')?.vars).toEqual({
      input: { id: 'p1', seconds: 7 },
    });
  });

  it('does not record a short leave, and leaves the exam over the limit', async () => {
    const { calls, onHandedIn } = mount({ leaveOn: true }, () => leave(4, true));
    await advance(10);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await advance(3000);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance(10);
    expect(calls.some((c) => c.op === 'LeaveIncr')).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await advance(6000);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance(10);
    expect(onHandedIn).toHaveBeenCalledWith(zh('examMonitor.end.leave'));
  });
});
