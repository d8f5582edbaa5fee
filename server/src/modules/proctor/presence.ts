/**
 * Who of an exam is online: a learner is online while one of their connections (the legacy exam
 * socket, the learner's GraphQL subscription) is open on any server process and has been seen
 * within PRESENCE_TTL_MS (connections refresh every ping). Redis when configured, so every process
 * agrees; the single process's memory on the embedded default. A crashed process's connections
 * age out by the TTL.
 */
import type { Redis } from 'ioredis';

/** A connection not refreshed for this long counts as gone. */
export const PRESENCE_TTL_MS = 30_000;

export interface PresenceState {
  online: boolean;
  /** ms since the epoch of the last time a connection was seen; null: never. */
  lastSeen: number | null;
}

export interface PresenceStore {
  /** Marks (or refreshes) one connection; true when the user was offline before. */
  touch(examId: string, userId: string, connId: string): Promise<boolean>;
  /** Drops one connection; true when the user has no connection left. */
  drop(examId: string, userId: string, connId: string): Promise<boolean>;
  /** The presence of each of `userIds` (all of them, online or not). */
  states(examId: string, userIds: readonly string[]): Promise<Map<string, PresenceState>>;
  /** Users of the exam online now. */
  onlineUsers(examId: string): Promise<string[]>;
}

const SEP = '|';

/**
 * Redis: per exam a sorted set of `userId|connId` scored by last seen (who is online) and a hash of
 * last seen per user; per user a sorted set of their connection ids, so a ping checks only the
 * user's own connections (one round trip, whatever the exam's size).
 */
class RedisPresence implements PresenceStore {
  constructor(private readonly redis: Redis) {}
  private conns = (examId: string) => `presence:conns:${examId}`;
  private seen = (examId: string) => `presence:seen:${examId}`;
  private userConns = (examId: string, userId: string) => `presence:user:${examId}:${userId}`;

  async touch(examId: string, userId: string, connId: string): Promise<boolean> {
    const now = Date.now();
    const live = now - PRESENCE_TTL_MS;
    const mine = this.userConns(examId, userId);
    const replies = await this.redis
      .multi()
      .zcount(mine, live, '+inf')
      .zadd(mine, now, connId)
      .zremrangebyscore(mine, '-inf', `(${live}`)
      .pexpire(mine, 2 * PRESENCE_TTL_MS)
      .zadd(this.conns(examId), now, userId + SEP + connId)
      .zremrangebyscore(this.conns(examId), '-inf', `(${live}`)
      .hset(this.seen(examId), userId, String(now))
      .pexpire(this.conns(examId), 7 * 24 * 3600_000)
      .pexpire(this.seen(examId), 7 * 24 * 3600_000)
      .exec();
    return countOf(replies, 0) === 0;
  }

  async drop(examId: string, userId: string, connId: string): Promise<boolean> {
    const now = Date.now();
    const mine = this.userConns(examId, userId);
    const replies = await this.redis
      .multi()
      .zrem(mine, connId)
      .zrem(this.conns(examId), userId + SEP + connId)
      .hset(this.seen(examId), userId, String(now))
      .zcount(mine, now - PRESENCE_TTL_MS, '+inf')
      .exec();
    return countOf(replies, 3) === 0;
  }

  async states(examId: string, userIds: readonly string[]) {
    const now = Date.now();
    const online = new Set(await this.onlineUsersAt(examId, now));
    const seen = userIds.length === 0 ? [] : await this.redis.hmget(this.seen(examId), ...userIds);
    const out = new Map<string, PresenceState>();
    userIds.forEach((u, i) => {
      const s = seen[i];
      out.set(u, { online: online.has(u), lastSeen: s == null ? null : Number(s) });
    });
    return out;
  }

  onlineUsers(examId: string) {
    return this.onlineUsersAt(examId, Date.now());
  }

  private async onlineUsersAt(examId: string, now: number): Promise<string[]> {
    const members = await this.redis.zrangebyscore(
      this.conns(examId),
      now - PRESENCE_TTL_MS,
      '+inf',
    );
    return [...new Set(members.map((m) => m.slice(0, m.indexOf(SEP))))];
  }
}

/** The integer reply of the `i`th command of a MULTI (throws its error). */
function countOf(replies: Array<[Error | null, unknown]> | null, i: number): number {
  const reply = replies?.[i];
  if (reply === undefined) throw new Error('presence transaction aborted');
  if (reply[0] !== null) throw reply[0];
  return Number(reply[1]);
}

/** The embedded default: one process, so its memory is the truth (per exam, per user, per connection). */
class MemoryPresence implements PresenceStore {
  private readonly conns = new Map<string, Map<string, Map<string, number>>>();
  private readonly seen = new Map<string, Map<string, number>>();

  /** The user's live connections, dropping those aged out. */
  private live(examId: string, userId: string, now: number): Map<string, number> | undefined {
    const users = this.conns.get(examId);
    const mine = users?.get(userId);
    if (users === undefined || mine === undefined) return undefined;
    for (const [c, t] of mine) if (t < now - PRESENCE_TTL_MS) mine.delete(c);
    if (mine.size === 0) users.delete(userId);
    return mine.size === 0 ? undefined : mine;
  }

  private seenOf(examId: string) {
    let x = this.seen.get(examId);
    if (x === undefined) this.seen.set(examId, (x = new Map()));
    return x;
  }

  touch(examId: string, userId: string, connId: string): Promise<boolean> {
    const now = Date.now();
    const before = this.live(examId, userId, now);
    let users = this.conns.get(examId);
    if (users === undefined) this.conns.set(examId, (users = new Map()));
    const mine = before ?? new Map<string, number>();
    mine.set(connId, now);
    users.set(userId, mine);
    this.seenOf(examId).set(userId, now);
    return Promise.resolve(before === undefined);
  }

  drop(examId: string, userId: string, connId: string): Promise<boolean> {
    const now = Date.now();
    this.conns.get(examId)?.get(userId)?.delete(connId);
    this.seenOf(examId).set(userId, now);
    return Promise.resolve(this.live(examId, userId, now) === undefined);
  }

  async states(examId: string, userIds: readonly string[]) {
    const online = new Set(await this.onlineUsers(examId));
    const seen = this.seen.get(examId);
    return new Map(
      userIds.map((u) => [u, { online: online.has(u), lastSeen: seen?.get(u) ?? null }] as const),
    );
  }

  onlineUsers(examId: string): Promise<string[]> {
    const now = Date.now();
    const users = [...(this.conns.get(examId)?.keys() ?? [])];
    return Promise.resolve(users.filter((u) => this.live(examId, u, now) !== undefined));
  }
}

/** Redis when the process has one (as the pubsub and rate limits do), else memory. */
export function createPresenceStore(redis?: Redis): PresenceStore {
  return redis === undefined ? new MemoryPresence() : new RedisPresence(redis);
}
