import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable, type Subscriber } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resubscribeDelay, useLearnerEvents } from './useLearnerEvents';

/** A link whose every MyExamEvents subscription the test can feed, end or fail. */
function channel() {
  const opened: Subscriber<unknown>[] = [];
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        opened.push(observer);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { opened, wrapper };
}

const message = (text: string) => ({
  data: {
    myExamEvents: {
      __typename: 'LearnerEventType',
      kind: 'message',
      examId: 'e1',
      paperId: 'p1',
      at: '2026-11-25T08:00:00.000Z',
      handBy: null,
      deadline: null,
      message: text,
    },
  },
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useLearnerEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('backs off from 1 s to at most 30 s', () => {
    expect([1, 2, 3, 5, 6, 50].map(resubscribeDelay)).toEqual([
      1000, 2000, 4000, 16_000, 30_000, 30_000,
    ]);
  });

  it('opens the channel again after it failed or ended, with a growing delay', async () => {
    const { opened, wrapper } = channel();
    const options = { examId: 'e1', paperId: 'p1', onHandedIn: vi.fn(), onExtraTime: vi.fn() };
    const { result, unmount } = renderHook(() => useLearnerEvents(options), { wrapper });
    await advance(0);
    expect(opened).toHaveLength(1);

    // The server went away for good (e.g. a 4429 close after its restart).
    act(() => opened[0]?.error(new Error('Socket closed with event 4429')));
    await advance(999);
    expect(opened).toHaveLength(1);
    await advance(1);
    expect(opened).toHaveLength(2);

    // It ends again at once: the next try waits 2 s.
    act(() => opened[1]?.complete());
    await advance(1999);
    expect(opened).toHaveLength(2);
    await advance(1);
    expect(opened).toHaveLength(3);

    // The new channel works; an event resets the delay to 1 s.
    act(() => opened[2]?.next(message('Eyes on your paper')));
    expect(result.current.messages.map((m) => m.text)).toEqual(['Eyes on your paper']);
    act(() => opened[2]?.error(new Error('closed')));
    await advance(1000);
    expect(opened).toHaveLength(4);

    // Once the page is gone, nothing opens it again.
    act(() => opened[3]?.error(new Error('closed')));
    unmount();
    await advance(60_000);
    expect(opened).toHaveLength(4);
  });
});
