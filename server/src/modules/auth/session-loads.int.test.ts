import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../platform.ts';
import { resetDatabase, startTestPlatform } from '../../../test/helpers.ts';
import { buildUser } from '../../../test/factories/index.ts';
import { SessionService } from './session.service.ts';

/** The session-load statements `work` sends, each as its list of token hashes. */
async function sessionLoadBatches(work: () => Promise<unknown>): Promise<unknown[][]> {
  const spy = vi.spyOn(pg.Pool.prototype, 'query');
  try {
    await work();
    return spy.mock.calls
      .map(([q]) => q as unknown as { text?: string; values?: unknown[] })
      .filter((q) => String(q?.text).includes('WHERE s."tokenHash" = x.h'))
      .map((q) => q.values?.[0] as unknown[]);
  } finally {
    spy.mockRestore();
  }
}

/** How many session-load statements `work` sends. */
async function sessionStatements(work: () => Promise<unknown>): Promise<number> {
  return (await sessionLoadBatches(work)).length;
}

describe('session loads', () => {
  let p: Platform;
  /** A service of its own: an empty cache, the platform's database and events. */
  let sessions: SessionService;
  beforeAll(async () => {
    p = await startTestPlatform();
    await resetDatabase(p);
    sessions = new SessionService(p.infra);
  });
  afterAll(async () => {
    await sessions.close();
    await p.stop();
  });

  it('sessions resolved at the same moment share one statement; each gets its own answer', async () => {
    // One after another: each build upserts the built-in roles.
    const users = [];
    for (let n = 0; n < 3; n++) users.push(await buildUser(p.infra.prisma));
    const tokens = await Promise.all(users.map((u) => sessions.create(u.id, {})));
    const revokedUser = await buildUser(p.infra.prisma);
    const revoked = await sessions.create(revokedUser.id, {});
    await p.infra.prisma.session.updateMany({
      where: { userId: revokedUser.id },
      data: { revokedAt: new Date() },
    });
    let answers: Array<Awaited<ReturnType<SessionService['resolve']>>> = [];
    const statements = await sessionStatements(async () => {
      answers = await Promise.all(
        [...tokens, revoked, 'no-such-token', tokens[0]].map((t) => sessions.resolve(t)),
      );
    });
    expect(statements).toBe(1);
    expect(answers.map((a) => a?.userId ?? null)).toEqual([
      users[0]!.id,
      users[1]!.id,
      users[2]!.id,
      null,
      null,
      users[0]!.id,
    ]);
    expect(answers[0]).toMatchObject({ userName: users[0]!.userName, roleType: 1 });
    expect(answers[0]?.permissions).toBeInstanceOf(Set);
    // Cached now: resolving again reads nothing.
    expect(await sessionStatements(() => Promise.all(tokens.map((t) => sessions.resolve(t))))).toBe(
      0,
    );
  });

  it('a load that overlapped an access change is answered but not cached', async () => {
    const user = await buildUser(p.infra.prisma);
    const token = await sessions.create(user.id, {});
    const events = p.infra.pubsub.subscribe('USER_ACCESS_CHANGED')[Symbol.asyncIterator]();
    const delivered = events.next();
    const overlapped = sessions.resolve(token);
    sessions.userAccessChanged(user.id);
    expect((await overlapped)?.userId).toBe(user.id);
    // Once every listener has the event (it also drops the user's cached sessions).
    await delivered;
    await events.return?.();
    await new Promise((r) => setTimeout(r, 20));
    // It may have read the roles before the change: the next request reads them again.
    expect(await sessionStatements(() => sessions.resolve(token))).toBe(1);
    expect(await sessionStatements(() => sessions.resolve(token))).toBe(0);
  });

  it('a request made after an access change does not share a load made before it', async () => {
    const user = await buildUser(p.infra.prisma);
    const token = await sessions.create(user.id, {});
    const batches = await sessionLoadBatches(async () => {
      const before = sessions.resolve(token);
      const together = sessions.resolve(token);
      sessions.userAccessChanged(user.id);
      const after = sessions.resolve(token);
      await Promise.all([before, together, after]);
    });
    // The first two share one load; the third loads afresh (here, in the same statement).
    expect(batches.flat()).toHaveLength(2);
  });
});
