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

/** Redis: a sorted set of `userId|connId` scored by last seen, and a hash of last seen per user. */
class RedisPresence implements PresenceStore {
  constructor(private readonly redis: Redis) {}
  private conns = (examId: string) => `presence:conns:${examId}`;
  private seen = (examId: string) => `presence:seen:${examId}`;

  private async liveOf(examId: string, userId: string, now: number): Promise<number> {
    const members = await this.redis.zrangebyscore(
      this.conns(examId),
      now - PRESENCE_TTL_MS,
      '+inf',
    );
    return members.filter((m) => m.startsWith(userId + SEP)).length;
  }

  async touch(examId: string, userId: string, connId: string): Promise<boolean> {
    const now = Date.now();
    const before = await this.liveOf(examId, userId, now);
    await this.redis
      .multi()
      .zadd(this.conns(examId), now, userId + SEP + connId)
      .zremrangebyscore(this.conns(examId), '-inf', now - PRESENCE_TTL_MS)
      .hset(this.seen(examId), userId, String(now))
      .pexpire(this.conns(examId), 7 * 24 * 3600_000)
      .pexpire(this.seen(examId), 7 * 24 * 3600_000)
      .exec();
    return before === 0;
  }

  async drop(examId: string, userId: string, connId: string): Promise<boolean> {
    const now = Date.now();
    await this.redis
      .multi()
      .zrem(this.conns(examId), userId + SEP + connId)
      .hset(this.seen(examId), userId, String(now))
      .exec();
    return (await this.liveOf(examId, userId, now)) === 0;
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

/** The embedded default: one process, so its memory is the truth. */
class MemoryPresence implements PresenceStore {
  private readonly conns = new Map<string, Map<string, number>>();
  private readonly seen = new Map<string, Map<string, number>>();

  private live(examId: string, userId: string, now: number): number {
    let n = 0;
    for (const [k, t] of this.conns.get(examId) ?? []) {
      if (k.startsWith(userId + SEP) && t >= now - PRESENCE_TTL_MS) n++;
    }
    return n;
  }

  private mapOf(m: Map<string, Map<string, number>>, examId: string) {
    let x = m.get(examId);
    if (x === undefined) m.set(examId, (x = new Map()));
    return x;
  }

  touch(examId: string, userId: string, connId: string): Promise<boolean> {
    const now = Date.now();
    const before = this.live(examId, userId, now);
    const conns = this.mapOf(this.conns, examId);
    for (const [k, t] of conns) if (t < now - PRESENCE_TTL_MS) conns.delete(k);
    conns.set(userId + SEP + connId, now);
    this.mapOf(this.seen, examId).set(userId, now);
    return Promise.resolve(before === 0);
  }

  drop(examId: string, userId: string, connId: string): Promise<boolean> {
    const now = Date.now();
    this.conns.get(examId)?.delete(userId + SEP + connId);
    this.mapOf(this.seen, examId).set(userId, now);
    return Promise.resolve(this.live(examId, userId, now) === 0);
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
    const users = new Set<string>();
    for (const [k, t] of this.conns.get(examId) ?? []) {
      if (t >= now - PRESENCE_TTL_MS) users.add(k.slice(0, k.indexOf(SEP)));
    }
    return Promise.resolve([...users]);
  }
}

/** Redis when the process has one (as the pubsub and rate limits do), else memory. */
export function createPresenceStore(redis?: Redis): PresenceStore {
  return redis === undefined ? new MemoryPresence() : new RedisPresence(redis);
}
