import { describe, expect, it } from 'vitest';
import { createAppPubSub } from '../../core/pubsub.ts';
import type { Db } from '../../core/prisma.ts';
import { WatchEventKind, type WatchEvent } from '../sitting/index.ts';
import { MAX_UNREAD_EVENTS, withAnsweredCounts } from './watch-progress.ts';

/** Events other than progress never touch the database. */
const noDatabase = {} as Db;

const online = (userId: string): WatchEvent => ({
  kind: WatchEventKind.ONLINE,
  examId: 'e1',
  userId,
  paperId: null,
  at: 1,
  online: true,
});

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('withAnsweredCounts', () => {
  it('passes events in their order and stops listening on return()', async () => {
    const pubsub = createAppPubSub();
    const events = withAnsweredCounts(noDatabase, pubsub.subscribe('EXAM_WATCH', 'e1'));
    const first = events.next();
    pubsub.publish('EXAM_WATCH', 'e1', online('a'));
    pubsub.publish('EXAM_WATCH', 'e1', online('b'));
    pubsub.publish('EXAM_WATCH', 'e2', online('other exam'));
    expect((await first).value).toMatchObject({ userId: 'a' });
    expect((await events.next()).value).toMatchObject({ userId: 'b' });
    const pending = events.next();
    expect(await events.return?.()).toEqual({ done: true, value: undefined });
    expect(await pending).toEqual({ done: true, value: undefined });
    // The pubsub listener is gone: nothing is buffered for a subscription that ended.
    pubsub.publish('EXAM_WATCH', 'e1', online('c'));
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });

  it('ends a subscription whose events nobody reads', async () => {
    const pubsub = createAppPubSub();
    const events = withAnsweredCounts(noDatabase, pubsub.subscribe('EXAM_WATCH', 'e1'));
    const first = events.next();
    pubsub.publish('EXAM_WATCH', 'e1', online('first'));
    expect((await first).value).toMatchObject({ userId: 'first' });
    // The pubsub's own queue holds a thousand: publish in steps it drains between.
    for (let sent = 0; sent <= MAX_UNREAD_EVENTS; sent += 500) {
      for (let i = 0; i < 500; i++) pubsub.publish('EXAM_WATCH', 'e1', online(`u${sent + i}`));
      await tick();
    }
    await tick();
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });
});
