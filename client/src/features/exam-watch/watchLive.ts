import type {
  ExamWatchEventsSubscription,
  WatchRowsQuery,
  WatchStatQuery,
} from '../../gql/graphql';

export type WatchRow = WatchRowsQuery['watchRows']['records'][number];
export type WatchStat = WatchStatQuery['watchStat'];
export type WatchEvent = ExamWatchEventsSubscription['examWatchEvents'];

/** What a live event marked on a card until the proctor looks at it (kept across refreshes). */
export interface CardMark {
  /** Screen leaves seen live. */
  leaves: number;
  /** The latest face check failed. */
  faceFail: boolean;
}

/** An entry of the console's event log: leaves, failed face checks, hand-ins. */
export interface LogEntry {
  key: string;
  kind: 'leave' | 'faceFail' | 'handIn';
  at: unknown;
  userId: string;
  paperId: string | null;
  name: string;
  /** leave: seconds away; faceFail: consecutive failures; handIn: exState */
  value: number;
  /** handIn: the recorded reason */
  text: string;
}

export interface LiveState {
  rows: WatchRow[] | null;
  total: number;
  stat: WatchStat | null;
  marks: Record<string, CardMark>;
  log: LogEntry[];
  /** Names of examinees seen on any page, for the log. */
  names: Record<string, string>;
  /** An event concerned someone this page does not show yet (a new examinee): reload soon. */
  stale: boolean;
  /** Who made the page stale since the last load. */
  pending: string[];
  /** Learners a load of this query did not show (filtered out or on another page): no reload for them. */
  excluded: Record<string, true>;
  /** The query (filters and page) the cards come from. */
  scope: LiveScope;
  /** The page shows as many cards as it can (an unknown examinee may be on another page). */
  pageFull: boolean;
  /** Counts of events applied (tests and the live region read it). */
  applied: number;
}

/** The card query in force: its key (filters and page) and its presence filter. */
export interface LiveScope {
  key: string;
  /** Only online or only offline examinees; null: everyone. */
  presence: 'online' | 'offline' | null;
}

export type LiveAction =
  | { type: 'rows'; rows: WatchRow[]; total: number; pageFull: boolean; scope: LiveScope }
  /** A reload settled, whether or not its cards changed. */
  | { type: 'reloaded' }
  | { type: 'stat'; stat: WatchStat }
  | { type: 'event'; event: WatchEvent }
  | { type: 'seen'; paperId: string };

/** The log keeps this many entries, newest first. */
export const LOG_SIZE = 50;

export const INITIAL_LIVE: LiveState = {
  rows: null,
  total: 0,
  stat: null,
  marks: {},
  log: [],
  names: {},
  stale: false,
  pending: [],
  excluded: {},
  scope: { key: '', presence: null },
  pageFull: false,
  applied: 0,
};

const NO_MARK: CardMark = { leaves: 0, faceFail: false };

/** The name a card and the log show: the real name, else the account. */
export function displayName(row: { realName: string; userName: string }): string {
  return row.realName !== '' ? row.realName : row.userName;
}

function mark(state: LiveState, paperId: string, change: Partial<CardMark>) {
  const before = state.marks[paperId] ?? NO_MARK;
  return { ...state.marks, [paperId]: { ...before, ...change } };
}

/** Someone this page does not show: reload soon unless a load of this query left them out. */
function markStale(next: LiveState, userId: string) {
  if (next.pageFull || next.excluded[userId] === true) return;
  next.stale = true;
  if (!next.pending.includes(userId)) next.pending = [...next.pending, userId];
}

/** After a load: whoever made the page stale and is still not shown is left out by this query. */
function settle(state: LiveState, rows: WatchRow[] | null, sameScope: boolean) {
  const excluded: Record<string, true> = sameScope ? { ...state.excluded } : {};
  const shown = new Set((rows ?? []).map((r) => r.userId));
  if (sameScope) for (const u of state.pending) if (!shown.has(u)) excluded[u] = true;
  for (const u of shown) delete excluded[u];
  return { stale: false, pending: [], excluded };
}

function addLog(state: LiveState, entry: Omit<LogEntry, 'key' | 'name'>): LogEntry[] {
  const name = state.names[entry.userId] ?? '';
  const key = `${entry.kind}-${entry.paperId ?? entry.userId}-${String(entry.at)}-${state.applied}`;
  return [{ ...entry, key, name }, ...state.log].slice(0, LOG_SIZE);
}

/**
 * Applies one live event of the exam to the console in place: presence, progress, the latest
 * snapshot, leaves and failed face checks (marked on the card and logged), hand-ins (the card
 * leaves the grid and the counters move).
 */
export function applyEvent(state: LiveState, e: WatchEvent): LiveState {
  const rows = state.rows ?? [];
  const index = rows.findIndex((r) =>
    e.paperId != null ? r.id === e.paperId : r.userId === e.userId,
  );
  const row = index >= 0 ? rows[index] : undefined;
  const next: LiveState = { ...state, applied: state.applied + 1 };
  const patch = (change: Partial<WatchRow>): WatchRow[] | null =>
    row === undefined || state.rows === null
      ? state.rows
      : state.rows.map((r, i) => (i === index ? { ...r, ...change } : r));
  const paperKey = e.paperId ?? row?.id ?? null;

  switch (e.kind) {
    case 'online':
    case 'offline': {
      const online = e.online ?? e.kind === 'online';
      const changed = row === undefined || row.online !== online;
      // Someone new came online: reload, unless only offline examinees are shown.
      if (row === undefined && online && state.scope.presence !== 'offline') {
        markStale(next, e.userId);
      }
      return {
        ...next,
        rows: patch({ online }),
        stat:
          state.stat === null || !changed
            ? state.stat
            : {
                ...state.stat,
                onlineCount: Math.max(0, state.stat.onlineCount + (online ? 1 : -1)),
              },
      };
    }
    case 'progress':
      if (row === undefined) markStale(next, e.userId);
      return {
        ...next,
        rows: patch({
          answerCount: e.answered ?? row?.answerCount ?? 0,
          quCount: e.total ?? row?.quCount ?? 0,
        }),
      };
    case 'leave': {
      const marks =
        paperKey === null
          ? state.marks
          : mark(state, paperKey, { leaves: (state.marks[paperKey]?.leaves ?? 0) + 1 });
      return {
        ...next,
        rows: patch({ leaveTimes: e.leaveTimes ?? (row?.leaveTimes ?? 0) + 1 }),
        marks,
        log: addLog(state, {
          kind: 'leave',
          at: e.at,
          userId: e.userId,
          paperId: paperKey,
          value: e.leaveSeconds ?? 0,
          text: '',
        }),
      };
    }
    case 'snapshot': {
      const failed = e.facePass === false;
      const change: Partial<WatchRow> = {};
      if (e.snapshotUrl != null) change.image = e.snapshotUrl;
      if (e.failCount != null) change.faceFails = e.failCount;
      return {
        ...next,
        rows: patch(change),
        marks:
          paperKey === null || e.facePass == null
            ? state.marks
            : mark(state, paperKey, { faceFail: failed }),
        log: failed
          ? addLog(state, {
              kind: 'faceFail',
              at: e.at,
              userId: e.userId,
              paperId: paperKey,
              value: e.failCount ?? 0,
              text: '',
            })
          : state.log,
      };
    }
    case 'handIn': {
      // The online counter moves on the learner's own offline event, which follows a hand-in.
      const stat =
        state.stat === null
          ? null
          : {
              ...state.stat,
              processCount: Math.max(0, state.stat.processCount - 1),
              handCount: state.stat.handCount + 1,
            };
      return {
        ...next,
        rows: row === undefined || state.rows === null ? state.rows : rows.filter((r) => r !== row),
        total: row === undefined ? state.total : Math.max(0, state.total - 1),
        stat,
        log: addLog(state, {
          kind: 'handIn',
          at: e.at,
          userId: e.userId,
          paperId: paperKey,
          value: e.exState ?? 0,
          text: e.exMsg ?? '',
        }),
      };
    }
    default:
      return next;
  }
}

export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'rows': {
      const names = { ...state.names };
      for (const r of action.rows) names[r.userId] = displayName(r);
      return {
        ...state,
        ...settle(state, action.rows, action.scope.key === state.scope.key),
        rows: action.rows,
        total: action.total,
        pageFull: action.pageFull,
        scope: action.scope,
        names,
      };
    }
    case 'reloaded':
      return { ...state, ...settle(state, state.rows, true) };
    case 'stat':
      return { ...state, stat: action.stat };
    case 'event':
      return applyEvent(state, action.event);
    case 'seen': {
      if (state.marks[action.paperId] === undefined) return state;
      const marks = { ...state.marks };
      delete marks[action.paperId];
      return { ...state, marks };
    }
  }
}
