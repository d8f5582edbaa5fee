/**
 * The audit log of the legacy REST API follows what each route declares: every write route called
 * by an administrator leaves a row naming its path (refused or not), and no read or own-work
 * route does. Every route must declare its kind and its input, so a new route is covered here
 * without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../src/core/rest/registry.ts';
import type { Platform } from '../src/platform.ts';
import { buildAdmin } from './factories/index.ts';
import { resetDatabase, startTestPlatform } from './helpers.ts';

describe('the REST audit trail', () => {
  let p: Platform;
  let adminId: string;
  beforeAll(async () => {
    p = await startTestPlatform();
    await resetDatabase(p);
    adminId = (await buildAdmin(p.infra.prisma)).id;
  });
  afterAll(() => p.stop());

  it('every route declares its kind and its input', () => {
    const kinds = ['read', 'write', 'own-work'];
    const undeclared = restRoutes
      .filter((r) => !kinds.includes(r.kind) || typeof r.input?.safeParse !== 'function')
      .map((r) => r.path);
    expect(undeclared).toEqual([]);
  });

  const called = restRoutes.filter((r) => r.access !== 'public' && r.method === 'POST');

  it.each(called.map((r) => [r.path, r.kind] as const))(
    '%s (%s) is recorded only when it writes',
    async (path, kind) => {
      // A fresh session per call: a write such as logout ends the session it runs in.
      const token = await p.services.sessions.create(adminId, {});
      const before = await p.infra.prisma.auditLog.count({ where: { action: path } });
      // Downloads answer with a file, not JSON: only the audit row matters here.
      await fetch(`${p.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: '{}',
      }).then((res) => res.arrayBuffer());
      // A download's row is written once its file has gone out: it may land just after the answer.
      const recorded = async () =>
        (await p.infra.prisma.auditLog.count({ where: { action: path } })) - before;
      if (kind === 'write') await expect.poll(recorded, { timeout: 5000 }).toBe(1);
      else expect(await recorded()).toBe(0);
    },
  );
});
