import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { system } from '../../app/theme';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { ExamSession, type SessionPaper } from './ExamSession';
import { ExamTakePage } from './ExamTakePage';
import { MemorySaveBuffer } from './saveBuffer';
import { ServerClock } from './serverClock';

type Vars = Record<string, unknown>;
type Handler = (vars: Vars) => unknown;

/** An Apollo link answering by operation name; a handler that throws is a network failure. */
function fakeServer(handlers: Record<string, Handler>) {
  const calls: { op: string; vars: Vars }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const op = operation.operationName ?? '';
        calls.push({ op, vars: operation.variables });
        Promise.resolve()
          .then(() => {
            const handler = handlers[op];
            if (handler === undefined) throw new Error(`no handler for ${op}`);
            return handler(operation.variables);
          })
          .then(
            (result) => {
              observer.next(result as never);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, calls, fills: () => calls.filter((c) => c.op === 'ExamTakeFillAnswer') };
}

function gqlError(subCode: string, legacyCode: number, args?: Vars) {
  return {
    data: null,
    errors: [{ message: subCode, extensions: { code: 'CONFLICT', subCode, legacyCode, args } }],
  };
}

const option = (id: string, abc: string, checked = false) => ({
  __typename: 'TrainingOption',
  id,
  abc,
  content: `<p>${abc} text</p>`,
  image: '',
  checked,
});

function question(quId: string, seq = 0, checked = false) {
  return {
    __typename: 'PaperQuestion',
    id: quId,
    quId,
    paperId: 'p1',
    sort: 0,
    quType: 1,
    level: 1,
    content: `<p>stem ${quId}</p>`,
    answered: checked,
    mark: false,
    score: 5,
    seq,
    answer: null,
    blanks: [],
    matchChoices: [],
    options: [option(`${quId}a`, 'A', checked), option(`${quId}b`, 'B')],
    pairs: [],
    subList: [],
  };
}

const paper: SessionPaper = {
  id: 'p1',
  examId: 'e1',
  title: 'Safety exam',
  state: 0,
  leftSeconds: 1800,
  totalScore: 10,
  qualifyScore: 6,
  handMin: 0,
  startedAt: '2026-11-22T08:00:00Z',
  deadline: '2026-11-22T08:30:00Z',
  quCount: 2,
  answeredCount: 0,
  items: [
    {
      quId: 'q1',
      quType: 1,
      sort: 0,
      score: 5,
      answered: false,
      mark: false,
    },
    {
      quId: 'q2',
      quType: 1,
      sort: 1,
      score: 5,
      answered: false,
      mark: false,
    },
  ],
};

function baseHandlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    ExamTakeQuestion: (v) => ({ data: { paperQuestion: question(String(v.quId)) } }),
    ExamTakeLeftTime: () => ({ data: { paperLeftTime: 1795, serverTime: Date.now() } }),
    ExamTakeFillAnswer: (v) => ({
      data: {
        fillAnswer: {
          __typename: 'FillAnswerResult',
          applied: true,
          seq: (v.input as { seq: number }).seq,
        },
      },
    }),
    ExamTakeHandExam: () => ({
      data: {
        handExam: {
          __typename: 'PaperResultSummary',
          id: 'p1',
          state: 2,
          userScore: 5,
          totalScore: 10,
          passed: false,
        },
      },
    }),
    ...extra,
  };
}

function renderSession(
  server: ReturnType<typeof fakeServer>,
  buffer = new MemorySaveBuffer(),
  sessionPaper: SessionPaper = paper,
  clock = new ServerClock(),
) {
  render(
    <ChakraProvider value={system}>
      <LocaleProvider>
        <ApolloProvider client={server.client}>
          <MemoryRouter initialEntries={['/web/exam/start/e1']}>
            <Routes>
              <Route
                path="/web/exam/start/:id"
                element={
                  <ExamSession paper={sessionPaper} buffer={buffer} clock={clock} examId="e1" />
                }
              />
              <Route path="/web/exam/result/:id" element={<div data-testid="result-page" />} />
            </Routes>
          </MemoryRouter>
        </ApolloProvider>
      </LocaleProvider>
    </ChakraProvider>,
  );
  return buffer;
}

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  // A desktop screen: the answer sheet is the side panel.
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('ExamSession', () => {
  it('shows the question, the countdown and the sheet, and saves a pick at once', async () => {
    const server = fakeServer(baseHandlers());
    renderSession(server);
    await screen.findByText('stem q1');
    expect(screen.getByTestId('exam-countdown').dataset.seconds).toMatch(
      /^(1800|1799|1795|179\d)$/,
    );
    expect(screen.getByTestId('exam-sheet-item-1').dataset.state).toBe('unanswered');
    expect(screen.getByTestId('exam-side-panel').dataset.open).toBe('true');

    const clicked = Date.now();
    fireEvent.click(screen.getByTestId('option-B'));
    await waitFor(() => expect(server.fills().length).toBe(1));
    const input = server.fills()[0]!.vars.input as Record<string, unknown>;
    expect(input).toMatchObject({ paperId: 'p1', quId: 'q1', optionIds: ['q1b'], mark: false });
    // A new save's seq is the server clock (ms): later edits, anywhere, count higher. The page's
    // reading of it may lag by up to half a round trip of the request that carried it.
    expect(input.seq).toBeGreaterThanOrEqual(clicked - 1000);
    expect(input.seq).toBeLessThanOrEqual(Date.now() + 1000);
    await waitFor(() =>
      expect(screen.getByTestId('exam-sheet-item-1').dataset.state).toBe('answered'),
    );
    expect(screen.getByTestId('save-state').dataset.state).toBe('saved');
  });

  it('flags a question at once and toggles the side panel', async () => {
    const server = fakeServer(baseHandlers());
    renderSession(server);
    await screen.findByText('stem q1');
    fireEvent.click(screen.getByTestId('flag-question'));
    await waitFor(() => expect(server.fills().length).toBe(1));
    expect(server.fills()[0]!.vars.input).toMatchObject({ quId: 'q1', mark: true, optionIds: [] });
    expect(screen.getByTestId('exam-sheet-item-1').dataset.flagged).toBe('true');
    expect(screen.getByTestId('flag-question').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('toggle-side-panel'));
    expect(screen.getByTestId('exam-side-panel').dataset.open).toBe('false');
  });

  it('numbers saves by the server clock, not by a device clock an hour ahead', async () => {
    const HOUR = 3_600_000;
    const server = fakeServer(
      baseHandlers({
        ExamTakeLeftTime: () => ({ data: { paperLeftTime: 1795, serverTime: Date.now() - HOUR } }),
      }),
    );
    renderSession(server);
    await screen.findByText('stem q1');
    await waitFor(() => expect(server.calls.some((c) => c.op === 'ExamTakeLeftTime')).toBe(true));
    // Let the re-sync's answer arrive before the learner answers.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const clicked = Date.now();
    fireEvent.click(screen.getByTestId('option-A'));
    await waitFor(() => expect(server.fills().length).toBe(1));
    const seq = (server.fills()[0]!.vars.input as { seq: number }).seq;
    expect(seq).toBeGreaterThanOrEqual(clicked - HOUR - 1000);
    expect(seq).toBeLessThanOrEqual(Date.now() - HOUR + 1000);
  });

  it('numbers saves above the seq the server reported for the question', async () => {
    const server = fakeServer(
      baseHandlers({
        // A seq above any clock reading: the next save must go above it, not to the clock.
        ExamTakeQuestion: (v) => ({
          data: { paperQuestion: question(String(v.quId), 4_000_000_000_000_041) },
        }),
      }),
    );
    renderSession(server);
    await screen.findByText('stem q1');
    fireEvent.click(screen.getByTestId('option-A'));
    await waitFor(() => expect(server.fills().length).toBe(1));
    expect((server.fills()[0]!.vars.input as { seq: number }).seq).toBe(4_000_000_000_000_042);
  });

  it('starts with the side panel closed on a screen too narrow for it and the question', async () => {
    window.matchMedia = ((query: string) => ({
      matches: !query.includes('1200px'), // a 1024 px wide screen: desktop, but not wide
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    const server = fakeServer(baseHandlers());
    renderSession(server);
    await screen.findByText('stem q1');
    expect(screen.getByTestId('exam-side-panel').dataset.open).toBe('false');
    fireEvent.click(screen.getByTestId('toggle-side-panel'));
    expect(screen.getByTestId('exam-side-panel').dataset.open).toBe('true');
  });

  it('moves with next / previous and the sheet', async () => {
    const server = fakeServer(baseHandlers());
    renderSession(server);
    await screen.findByText('stem q1');
    fireEvent.click(screen.getByTestId('exam-next'));
    await screen.findByText('stem q2');
    expect(screen.getByTestId('exam-sheet-item-2').dataset.current).toBe('true');
    expect(screen.getByTestId('exam-next').dataset.last).toBe('true');
    // Next keeps the focus on its button; a jump from the sheet brings it to the question.
    expect(document.activeElement).not.toBe(screen.getByTestId('exam-question-number'));
    fireEvent.click(screen.getByTestId('exam-sheet-item-1'));
    await screen.findByText('stem q1');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('exam-question-number')),
    );
  });

  it('hands in after confirming, with the unanswered count, and goes to the result', async () => {
    const server = fakeServer(baseHandlers());
    renderSession(server);
    await screen.findByText('stem q1');
    fireEvent.click(screen.getByTestId('option-A'));
    fireEvent.click(screen.getByTestId('hand-in'));
    const dialog = await screen.findByTestId('hand-in-dialog');
    expect(within(dialog).getByTestId('hand-in-unanswered').dataset.count).toBe('1');
    expect(within(dialog).queryByTestId('hand-in-flagged')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('hand-in-confirm'));
    await screen.findByTestId('result-page');
    const ops = server.calls.map((c) => c.op);
    expect(ops.lastIndexOf('ExamTakeFillAnswer')).toBeLessThan(ops.indexOf('ExamTakeHandExam'));
  });

  it('reminds of flagged questions before hand-in', async () => {
    const server = fakeServer(baseHandlers());
    renderSession(server);
    await screen.findByText('stem q1');
    fireEvent.click(screen.getByTestId('flag-question'));
    fireEvent.click(screen.getByTestId('hand-in'));
    const dialog = await screen.findByTestId('hand-in-dialog');
    expect(within(dialog).getByTestId('hand-in-flagged').dataset.count).toBe('1');
    expect(within(dialog).getByTestId('hand-in-flagged').textContent).toContain('1');
  });

  it('shows the catalogue message when hand-in is too early', async () => {
    const server = fakeServer(
      baseHandlers({ ExamTakeHandExam: () => gqlError('HAND_IN_TOO_EARLY', 20010045, { n: 10 }) }),
    );
    renderSession(server);
    await screen.findByText('stem q1');
    fireEvent.click(screen.getByTestId('hand-in'));
    fireEvent.click(await screen.findByTestId('hand-in-confirm'));
    const error = await screen.findByTestId('hand-in-error');
    expect(error.textContent).toContain('开考10分钟后才允许交卷');
    expect(screen.queryByTestId('result-page')).toBeNull();
  });

  it('keeps failed saves, says so in a banner, and replays them when the connection returns', async () => {
    let online = false;
    const server = fakeServer(
      baseHandlers({
        ExamTakeFillAnswer: (v) => {
          if (!online) throw new TypeError('Failed to fetch');
          const seq = (v.input as { seq: number }).seq;
          return { data: { fillAnswer: { __typename: 'FillAnswerResult', applied: true, seq } } };
        },
      }),
    );
    const buffer = renderSession(server);
    await screen.findByText('stem q1');
    fireEvent.click(screen.getByTestId('option-B'));
    const banner = await screen.findByTestId('save-banner');
    expect(banner.dataset.state).toBe('failing');
    expect(banner.dataset.waiting).toBe('1');
    expect((await buffer.list('p1')).map((s) => s.quId)).toEqual(['q1']);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('save-banner').dataset.state).toBe('restored'));
    expect(await buffer.list('p1')).toEqual([]);
    const last = server.fills().at(-1)!.vars.input as Record<string, unknown>;
    expect(last).toMatchObject({ quId: 'q1', optionIds: ['q1b'] });
  });

  it('restores a buffered answer newer than the server and replays it', async () => {
    const buffer = new MemorySaveBuffer();
    await buffer.put({
      paperId: 'p1',
      quId: 'q1',
      seq: 7,
      answer: { optionIds: ['q1b'], mark: true },
      answered: true,
      at: 0,
    });
    const server = fakeServer(
      baseHandlers({
        ExamTakeQuestion: (v) => ({ data: { paperQuestion: question(String(v.quId), 3) } }),
      }),
    );
    renderSession(server, buffer);
    await screen.findByText('stem q1');
    await waitFor(() => expect(screen.getByTestId('option-B').dataset.state).toBe('checked'));
    expect(screen.getByTestId('exam-sheet-item-1').dataset.flagged).toBe('true');
    await waitFor(() => expect(server.fills().length).toBe(1));
    expect(server.fills()[0]!.vars.input).toMatchObject({ quId: 'q1', seq: 7, optionIds: ['q1b'] });
    // The next save goes above the replayed one.
    fireEvent.click(screen.getByTestId('option-A'));
    await waitFor(() => expect(server.fills().length).toBe(2));
    expect((server.fills()[1]!.vars.input as { seq: number }).seq).toBeGreaterThan(7);
  });

  it('goes to the result page when the server says the paper is over', async () => {
    const server = fakeServer(
      baseHandlers({ ExamTakeFillAnswer: () => gqlError('PAPER_ALREADY_HANDED_IN', 20010050) }),
    );
    const buffer = renderSession(server);
    await screen.findByText('stem q1');
    fireEvent.click(screen.getByTestId('option-A'));
    await screen.findByTestId('result-page');
    expect(await buffer.list('p1')).toEqual([]);
  });

  it('blocks paste, the context menu and selection outside text fields', async () => {
    const server = fakeServer(baseHandlers());
    renderSession(server);
    await screen.findByText('stem q1');
    const content = screen.getByText('stem q1');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    content.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    content.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    const select = new Event('selectstart', { bubbles: true, cancelable: true });
    content.dispatchEvent(select);
    expect(select.defaultPrevented).toBe(true);
  });

  it('hands in when the time is up', async () => {
    const server = fakeServer(
      baseHandlers({ ExamTakeLeftTime: () => ({ data: { paperLeftTime: 0 } }) }),
    );
    renderSession(server, new MemorySaveBuffer(), { ...paper, leftSeconds: 0 });
    await screen.findByTestId('result-page');
    expect(server.calls.some((c) => c.op === 'ExamTakeHandExam')).toBe(true);
  });
});

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function renderPage(server: ReturnType<typeof fakeServer>) {
  render(
    <ChakraProvider value={system}>
      <LocaleProvider>
        <ApolloProvider client={server.client}>
          <MemoryRouter initialEntries={['/web/exam/start/e1']}>
            <Routes>
              <Route path="/web/exam/start/:id" element={<ExamTakePage />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </ApolloProvider>
      </LocaleProvider>
    </ChakraProvider>,
  );
}

function openPaper(fields: Record<string, unknown> | null, serverTime?: number): Handler {
  return () => ({
    data: {
      serverTime: serverTime ?? Date.now(),
      openPaper: fields === null ? null : { ...paper, ...fields, __typename: 'PaperDetail' },
    },
  });
}

describe('ExamTakePage', () => {
  it('opens the running paper in one read and shows it, creating nothing', async () => {
    const server = fakeServer(baseHandlers({ ExamTakeOpenPaper: openPaper({}) }));
    renderPage(server);
    await screen.findByText('stem q1');
    expect(screen.getByTestId('exam-take-page').dataset.paperId).toBe('p1');
    const opens = server.calls.filter((c) => c.op === 'ExamTakeOpenPaper');
    expect(opens.map((c) => c.vars)).toEqual([{ examId: 'e1' }]);
    expect(server.calls.some((c) => c.op.includes('CreatePaper'))).toBe(false);
  });

  it('reads the server clock with the paper, before the first save', async () => {
    const AHEAD = 7_200_000; // the server is two hours ahead of this device
    const server = fakeServer(
      baseHandlers({
        ExamTakeOpenPaper: openPaper({}, Date.now() + AHEAD),
        // The countdown's re-sync never answers: the paper's reading alone must do.
        ExamTakeLeftTime: () => new Promise(() => undefined),
      }),
    );
    renderPage(server);
    await screen.findByText('stem q1');
    const clicked = Date.now();
    fireEvent.click(screen.getByTestId('option-A'));
    await waitFor(() => expect(server.fills().length).toBe(1));
    const seq = (server.fills()[0]!.vars.input as { seq: number }).seq;
    expect(seq).toBeGreaterThanOrEqual(clicked + AHEAD - 1000);
    expect(seq).toBeLessThanOrEqual(Date.now() + AHEAD + 1000);
  });

  it('sends a learner without a running paper to the check page', async () => {
    const server = fakeServer(baseHandlers({ ExamTakeOpenPaper: openPaper(null) }));
    renderPage(server);
    expect((await screen.findByTestId('where')).textContent).toBe('/web/exam/check/e1');
    expect(server.calls.some((c) => c.op.includes('CreatePaper'))).toBe(false);
  });

  it('goes to the result page when the paper was handed in as it opened', async () => {
    const server = fakeServer(baseHandlers({ ExamTakeOpenPaper: openPaper({ state: 2 }) }));
    renderPage(server);
    expect((await screen.findByTestId('where')).textContent).toBe('/web/exam/result/p1');
  });

  it('returns to the exam list 1.5 s after a deleted-questions refusal (20010001)', async () => {
    const server = fakeServer(
      baseHandlers({
        ExamTakeOpenPaper: () => gqlError('QUESTION_DELETED', 20010001),
      }),
    );
    renderPage(server);
    await screen.findByTestId('exam-take-failed');
    expect(screen.queryByTestId('where')).toBeNull();
    expect((await screen.findByTestId('where', {}, { timeout: 3000 })).textContent).toBe(
      '/web/index?break',
    );
  });

  it('shows any other refusal with a way back', async () => {
    const server = fakeServer(
      baseHandlers({
        ExamTakeOpenPaper: () => gqlError('EXAM_NOT_PARTICIPANT', 20010003),
      }),
    );
    renderPage(server);
    const failed = await screen.findByTestId('exam-take-failed');
    expect(within(failed).getByTestId('exam-take-error').textContent).not.toBe('');
    fireEvent.click(within(failed).getAllByRole('button')[0]!);
    expect((await screen.findByTestId('where')).textContent).toBe('/web/exam/check/e1');
  });
});
