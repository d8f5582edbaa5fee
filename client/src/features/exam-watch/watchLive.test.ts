import { describe, expect, it } from 'vitest';
import {
  INITIAL_LIVE,
  LOG_SIZE,
  liveReducer,
  type LiveScope,
  type LiveState,
  type WatchEvent,
  type WatchRow,
} from './watchLive';

function row(id: string, userId: string, over: Partial<WatchRow> = {}): WatchRow {
  return {
    id,
    userId,
    realName: `Name ${userId}`,
    userName: userId,
    deptName: null,
    online: false,
    lastSeen: null,
    answerCount: 0,
    quCount: 10,
    leaveTimes: 0,
    faceFails: 0,
    image: null,
    ...over,
  };
}

function event(
  kind: string,
  userId: string,
  paperId: string | null,
  over: Partial<WatchEvent> = {},
) {
  return {
    __typename: 'WatchEventType',
    kind,
    examId: 'e1',
    userId,
    paperId,
    at: '2026-11-26T08:00:00Z',
    ...over,
  } as WatchEvent;
}

const SCOPE: LiveScope = { key: 'q', presence: null };

function loaded(rows: WatchRow[], pageFull = false, scope = SCOPE): LiveState {
  let s = liveReducer(INITIAL_LIVE, { type: 'rows', rows, total: rows.length, pageFull, scope });
  s = liveReducer(s, {
    type: 'stat',
    stat: {
      requireCount: 3,
      processCount: 2,
      handCount: 1,
      missCount: 0,
      onlineCount: 1,
    },
  });
  return s;
}

const apply = (s: LiveState, e: WatchEvent) => liveReducer(s, { type: 'event', event: e });

describe('live watch events', () => {
  it('moves presence and progress in place, and the online counter only on a change', () => {
    let s = loaded([row('p1', 'u1', { online: true }), row('p2', 'u2')]);
    s = apply(s, event('online', 'u2', 'p2', { online: true }));
    expect(s.rows?.[1]?.online).toBe(true);
    expect(s.stat?.onlineCount).toBe(2);
    // Online again (another tab): no double count.
    s = apply(s, event('online', 'u2', 'p2', { online: true }));
    expect(s.stat?.onlineCount).toBe(2);
    s = apply(s, event('progress', 'u1', 'p1', { answered: 4, total: 10 }));
    expect(s.rows?.[0]).toMatchObject({ answerCount: 4, quCount: 10 });
    s = apply(s, event('offline', 'u1', 'p1', { online: false }));
    expect(s.rows?.[0]?.online).toBe(false);
    expect(s.stat?.onlineCount).toBe(1);
  });

  it('marks and logs leaves and failed face checks; a pass clears the face mark', () => {
    let s = loaded([row('p1', 'u1')]);
    s = apply(s, event('leave', 'u1', 'p1', { leaveTimes: 1, leaveSeconds: 12 }));
    expect(s.rows?.[0]?.leaveTimes).toBe(1);
    expect(s.marks.p1).toEqual({ leaves: 1, faceFail: false });
    expect(s.log[0]).toMatchObject({ kind: 'leave', name: 'Name u1', value: 12, paperId: 'p1' });
    s = apply(
      s,
      event('snapshot', 'u1', 'p1', {
        snapshotUrl: '/api/common/file/f2',
        facePass: false,
        failCount: 2,
      }),
    );
    expect(s.rows?.[0]).toMatchObject({ image: '/api/common/file/f2', faceFails: 2 });
    expect(s.marks.p1?.faceFail).toBe(true);
    expect(s.log.map((l) => l.kind)).toEqual(['faceFail', 'leave']);
    s = apply(
      s,
      event('snapshot', 'u1', 'p1', { snapshotUrl: '/f3', facePass: true, failCount: 0 }),
    );
    expect(s.marks.p1).toEqual({ leaves: 1, faceFail: false });
    expect(s.log).toHaveLength(2);
    // Looking at the record clears the marks.
    s = liveReducer(s, { type: 'seen', paperId: 'p1' });
    expect(s.marks.p1).toBeUndefined();
  });

  it('takes a handed-in card off the grid and moves the counters', () => {
    let s = loaded([row('p1', 'u1', { online: true }), row('p2', 'u2')]);
    s = apply(s, event('handIn', 'u1', 'p1', { exState: 1, exMsg: 'Phone' }));
    expect(s.rows?.map((r) => r.id)).toEqual(['p2']);
    expect(s.total).toBe(1);
    expect(s.stat).toMatchObject({ processCount: 1, handCount: 2, onlineCount: 1 });
    expect(s.log[0]).toMatchObject({ kind: 'handIn', name: 'Name u1', value: 1, text: 'Phone' });
  });

  it('handIn then offline: the online counter drops once', () => {
    let s = loaded([row('p1', 'u1', { online: true }), row('p2', 'u2')]);
    s = liveReducer(s, {
      type: 'stat',
      stat: { requireCount: 3, processCount: 2, handCount: 1, missCount: 0, onlineCount: 2 },
    });
    s = apply(s, event('handIn', 'u1', 'p1', { exState: 0 }));
    s = apply(s, event('offline', 'u1', 'p1', { online: false }));
    expect(s.stat?.onlineCount).toBe(1);
  });

  it('asks for a reload when someone not shown comes online on a page with room', () => {
    const roomy = apply(loaded([row('p1', 'u1')]), event('online', 'u9', 'p9', { online: true }));
    expect(roomy.stale).toBe(true);
    const full = apply(
      loaded([row('p1', 'u1')], true),
      event('online', 'u9', 'p9', { online: true }),
    );
    expect(full.stale).toBe(false);
    expect(
      liveReducer(roomy, { type: 'rows', rows: [], total: 0, pageFull: false, scope: SCOPE }).stale,
    ).toBe(false);
  });

  it('a reload that changed nothing still makes the page fresh', () => {
    const stale = apply(loaded([row('p1', 'u1')]), event('online', 'u9', 'p9', { online: true }));
    expect(liveReducer(stale, { type: 'reloaded' }).stale).toBe(false);
  });

  it('asks no reload again for someone the last load of the same query left out', () => {
    let s = apply(loaded([row('p1', 'u1')]), event('online', 'u9', 'p9', { online: true }));
    // The reload (a name filter, say) did not bring u9: their events ask no more reloads.
    s = liveReducer(s, { type: 'reloaded' });
    s = apply(s, event('progress', 'u9', 'p9', { answered: 1, total: 10 }));
    expect(s.stale).toBe(false);
    // Someone else still asks one.
    expect(apply(s, event('online', 'u8', 'p8', { online: true })).stale).toBe(true);
    // Another query (filter or page) forgets who was left out.
    s = liveReducer(s, {
      type: 'rows',
      rows: [row('p1', 'u1')],
      total: 1,
      pageFull: false,
      scope: { key: 'other', presence: null },
    });
    expect(apply(s, event('progress', 'u9', 'p9', { answered: 2, total: 10 })).stale).toBe(true);
  });

  it('asks no reload when someone comes online while only offline examinees are shown', () => {
    const s = loaded([row('p1', 'u1')], false, { key: 'q', presence: 'offline' });
    expect(apply(s, event('online', 'u9', 'p9', { online: true })).stale).toBe(false);
  });

  it('keeps the newest log entries only', () => {
    let s = loaded([row('p1', 'u1')]);
    for (let i = 0; i < LOG_SIZE + 5; i++) {
      s = apply(s, event('leave', 'u1', 'p1', { leaveTimes: i + 1, leaveSeconds: i }));
    }
    expect(s.log).toHaveLength(LOG_SIZE);
    expect(s.log[0]?.value).toBe(LOG_SIZE + 4);
  });
});
