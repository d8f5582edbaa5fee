import { hotRows } from '../../core/database/hot-sql.ts';
import {
  StatementBatcher,
  answersByIndex,
  batcherPerClient,
} from '../../core/database/statement-batcher.ts';
import type { Db } from '../../core/prisma.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import { SUPER_ADMIN_ROLE_ID, type SessionUser } from '../../core/auth/session-user.ts';
import { hashToken, newSessionToken } from './token.ts';
import { UserActivity } from './user-activity.ts';

/** How long a resolved session may be served from memory before the database is asked again. */
const CACHE_TTL_MS = 30_000;

/**
 * A cached session's lifetime: between half and all of CACHE_TTL_MS, at random. A whole exam signs
 * in or starts within seconds; with one fixed lifetime every session would be read again in the
 * same second, every 30 s, for the whole sitting.
 */
export function sessionCacheLifetimeMs(random: () => number = Math.random): number {
  return Math.round(CACHE_TTL_MS * (0.5 + random() / 2));
}
const CACHE_MAX_ENTRIES = 50_000;

/** Session loads in flight at once per process, and loads in one statement at most. */
const LOAD_LANES = 4;
const LOAD_BATCH_MAX = 64;

interface SessionRow {
  id: string;
  expiresAt: Date;
  revokedAt: Date | null;
  userId: string;
  userName: string;
  state: number;
  expireTime: Date | null;
  roleIds: string[];
  roleType: number | null;
  permissions: string[];
}

/**
 * Many sessions' loads in one statement: the session, its user, the user's roles and their
 * permission codes, per token hash (undefined: no such session). A whole exam's first requests
 * arrive within seconds, and every cached session is read again within CACHE_TTL_MS: one by one
 * they were a third of a 10,000-learner sitting's statements.
 */
const sessionLoads = batcherPerClient(
  (db: Db) =>
    new StatementBatcher<string, SessionRow | undefined>({
      lanes: LOAD_LANES,
      maxBatch: LOAD_BATCH_MAX,
      run: async (tokenHashes) => {
        const rows = await hotRows<SessionRow & { i: number }>(db)`
          SELECT (x.i - 1)::int AS i, r.*
          FROM unnest(${tokenHashes}::text[]) WITH ORDINALITY AS x(h, i)
          CROSS JOIN LATERAL (
            SELECT s.id, s."expiresAt", s."revokedAt", u.id AS "userId", u."userName", u.state,
              u."expireTime",
              COALESCE(array_agg(DISTINCT r.id) FILTER (WHERE r.id IS NOT NULL), '{}') AS "roleIds",
              max(r."roleType") AS "roleType",
              COALESCE(array_agg(DISTINCT m."permissionTag")
                FILTER (WHERE m."permissionTag" IS NOT NULL AND m."permissionTag" <> ''), '{}')
                AS permissions
            FROM "Session" s
            JOIN "User" u ON u.id = s."userId"
            LEFT JOIN "UserRole" ur ON ur."userId" = u.id
            LEFT JOIN "Role" r ON r.id = ur."roleId"
            LEFT JOIN "RoleMenu" rm ON rm."roleId" = r.id
            LEFT JOIN "Menu" m ON m.id = rm."menuId"
            WHERE s."tokenHash" = x.h
            GROUP BY s.id, u.id
          ) r`;
        return answersByIndex(tokenHashes.length, rows);
      },
    }),
);

interface CacheEntry {
  user: SessionUser | null;
  until: number;
}

/**
 * Opaque bearer sessions. Resolution is served from a short in-process cache so a request costs no
 * database read; every ending of a session is broadcast so every process drops it at once.
 */
export class SessionService {
  private readonly cache = new Map<string, CacheEntry>();
  /** Loads in flight by token hash: a learner's requests made together load the session once. */
  private readonly loading = new Map<string, Promise<SessionUser | null>>();
  /** Revocations and access changes seen (sessionsChanged). */
  private changes = 0;
  private readonly stopListening: () => void;
  /** Who was active on which day: every sign-in and every signed-in request marks its user. */
  readonly activity: UserActivity;

  constructor(private readonly infra: Infra) {
    this.stopListening = this.listen();
    this.activity = new UserActivity(infra.prisma);
  }

  async create(userId: string, meta: { ip?: string; userAgent?: string }): Promise<string> {
    const token = newSessionToken();
    const ttlMs = this.infra.env.SESSION_TTL_HOURS * 3600_000;
    await this.infra.prisma.session.create({
      data: {
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + ttlMs),
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 255),
      },
    });
    this.activity.mark(userId);
    return token;
  }

  /** The session's user, or null when the token is unknown, expired, revoked or its user may not log in. */
  async resolve(token: string | undefined | null): Promise<SessionUser | null> {
    if (token == null || token === '' || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const now = Date.now();
    const hit = this.cache.get(tokenHash);
    if (hit !== undefined && hit.until > now) {
      if (hit.user !== null && hit.user.expiresAt.getTime() <= now) return null;
      if (hit.user !== null) this.activity.mark(hit.user.userId);
      return hit.user;
    }
    let pending = this.loading.get(tokenHash);
    if (pending === undefined) {
      const loading = this.loadAndCache(tokenHash);
      pending = loading;
      this.loading.set(tokenHash, loading);
      const done = () => {
        if (this.loading.get(tokenHash) === loading) this.loading.delete(tokenHash);
      };
      loading.then(done, done);
    }
    const user = await pending;
    if (user !== null) this.activity.mark(user.userId);
    return user;
  }

  private async loadAndCache(tokenHash: string): Promise<SessionUser | null> {
    const changesBefore = this.changes;
    const user = await this.load(tokenHash);
    if (this.changes === changesBefore) {
      if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
      this.cache.set(tokenHash, { user, until: Date.now() + sessionCacheLifetimeMs() });
    }
    return user;
  }

  /**
   * A revocation or an access change: loads in flight may have read the session before it, so
   * they are not cached, and requests from now on load afresh instead of sharing them.
   */
  private sessionsChanged(): void {
    this.changes++;
    this.loading.clear();
  }

  async revokeToken(tokenHash: string): Promise<void> {
    await this.infra.prisma.session.updateMany({
      where: { tokenHash, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    this.broadcast([tokenHash]);
  }

  /** Ends every live session of a user, except `keepTokenHash` if given. */
  async revokeUserSessions(userId: string, keepTokenHash?: string): Promise<number> {
    const live = await this.infra.prisma.session.findMany({
      where: {
        userId,
        revokedAt: null,
        expiresAt: { gt: new Date() },
        ...(keepTokenHash === undefined ? {} : { tokenHash: { not: keepTokenHash } }),
      },
      select: { tokenHash: true },
    });
    if (live.length === 0) return 0;
    const hashes = live.map((s) => s.tokenHash);
    await this.infra.prisma.session.updateMany({
      where: { tokenHash: { in: hashes } },
      data: { revokedAt: new Date() },
    });
    this.broadcast(hashes);
    return hashes.length;
  }

  /** Drops a user's cached sessions everywhere so the next request reloads roles and permissions. */
  userAccessChanged(userId: string): void {
    this.sessionsChanged();
    this.infra.pubsub.publish('USER_ACCESS_CHANGED', { userId });
  }

  /** Removes sessions that ended more than a day ago; run by a periodic job. */
  async purgeEnded(): Promise<number> {
    const cutoff = new Date(Date.now() - 24 * 3600_000);
    const res = await this.infra.prisma.session.deleteMany({
      where: { OR: [{ expiresAt: { lt: cutoff } }, { revokedAt: { lt: cutoff } }] },
    });
    return res.count;
  }

  /** Stops listening and writes the activity not yet stored. */
  async close(): Promise<void> {
    this.stopListening();
    this.cache.clear();
    await this.activity.close();
  }

  private broadcast(tokenHashes: string[]): void {
    this.sessionsChanged();
    for (const h of tokenHashes) this.cache.delete(h);
    this.infra.pubsub.publish('SESSIONS_REVOKED', { tokenHashes });
  }

  private listen(): () => void {
    const revoked = this.infra.pubsub.subscribe('SESSIONS_REVOKED');
    const changed = this.infra.pubsub.subscribe('USER_ACCESS_CHANGED');
    void (async () => {
      for await (const { tokenHashes } of revoked) {
        this.sessionsChanged();
        for (const h of tokenHashes) this.cache.delete(h);
      }
    })().catch((e: unknown) => logger.error({ err: e }, 'session revocation listener stopped'));
    void (async () => {
      for await (const { userId } of changed) {
        this.sessionsChanged();
        for (const [h, entry] of this.cache)
          if (entry.user?.userId === userId) this.cache.delete(h);
      }
    })().catch((e: unknown) => logger.error({ err: e }, 'user access listener stopped'));
    return () => {
      void revoked.return?.();
      void changed.return?.();
    };
  }

  /** The session, its user, the user's roles and their permission codes (a shared statement). */
  private async load(tokenHash: string): Promise<SessionUser | null> {
    const s = await sessionLoads(this.infra.prisma).submit(tokenHash);
    if (s === undefined || s.revokedAt !== null || s.expiresAt.getTime() <= Date.now()) return null;
    if (s.state !== 0) return null;
    if (s.expireTime !== null && s.expireTime.getTime() <= Date.now()) return null;
    return {
      sessionId: s.id,
      tokenHash,
      userId: s.userId,
      userName: s.userName,
      roleType: Math.max(1, s.roleType ?? 1),
      roleIds: s.roleIds,
      permissions: new Set(s.permissions),
      isSuperAdmin: s.roleIds.includes(SUPER_ADMIN_ROLE_ID),
      expiresAt: s.expiresAt,
    };
  }
}
