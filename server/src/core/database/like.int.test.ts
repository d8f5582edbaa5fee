import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { buildExamRow } from '../../../test/factories/exam.ts';
import { resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { asSuperAdmin } from '../../../test/identities.ts';

interface Page<T> {
  records: T[];
  total: number;
}

/** Text filters match `%` and `_` literally: `a_b` finds `a_b`, never `axb`; `100%` never `100x`. */
describe('text filters escape LIKE wildcards', () => {
  let p: Platform;
  let sa: string;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    sa = (await asSuperAdmin(p)).token;
  });

  async function titles(path: string, body: Record<string, unknown>, field: string) {
    const res = await rest<Page<Record<string, unknown>>>(p, path, body, { token: sa });
    expect(res.code).toBe(0);
    return res.data.records.map((r) => r[field]).sort();
  }

  it('group names, also when checking that a new name is free', async () => {
    for (const groupName of ['a_b', 'axb', '100%', '1000']) {
      expect((await rest(p, '/api/sys/group/save', { groupName }, { token: sa })).code).toBe(0);
    }
    const page = (title: string) =>
      titles('/api/sys/group/paging', { current: 1, size: 50, params: { title } }, 'groupName');
    expect(await page('a_b')).toEqual(['a_b']);
    expect(await page('_')).toEqual(['a_b']);
    expect(await page('100%')).toEqual(['100%']);
    expect(await page('%')).toEqual(['100%']);
    // `a%` would match every name starting with a if the wildcard were live.
    expect((await rest(p, '/api/sys/group/save', { groupName: 'A%' }, { token: sa })).code).toBe(0);
    expect(
      (await rest(p, '/api/sys/group/save', { groupName: 'A_B' }, { token: sa })).code,
    ).not.toBe(0);
  });

  it('bank titles', async () => {
    for (const title of ['a_b', 'axb']) await p.infra.prisma.repo.create({ data: { title } });
    expect(
      await titles('/api/repo/paging', { current: 1, size: 50, params: { title: 'a_b' } }, 'title'),
    ).toEqual(['a_b']);
  });

  it('exam titles (admin list)', async () => {
    for (const title of ['a_b', 'axb']) await buildExamRow(p.infra.prisma, { title });
    expect(
      await titles(
        '/api/exam/exam/paging',
        { current: 1, size: 50, params: { title: 'a_b', admin: true } },
        'title',
      ),
    ).toEqual(['a_b']);
  });

  it('role names', async () => {
    for (const roleName of ['a_b', 'axb']) {
      await p.infra.prisma.role.create({ data: { roleName, roleType: 1, roleLevel: 1 } });
    }
    const res = await rest<Array<{ roleName: string }>>(
      p,
      '/api/sys/role/list',
      { params: { roleName: 'a_b' } },
      { token: sa },
    );
    expect(res.data.map((r) => r.roleName)).toEqual(['a_b']);
  });

  it('audit log actions', async () => {
    for (const action of ['x/a_b', 'x/axb']) {
      await p.infra.prisma.auditLog.create({
        data: {
          actorId: 'u',
          actorName: 'n',
          action,
          targetType: '',
          targetId: '',
          outcome: 'ok',
          detail: {},
          ip: '',
        },
      });
    }
    expect(
      await titles(
        '/api/sys/audit/paging',
        { current: 1, size: 50, params: { action: 'a_b' } },
        'action',
      ),
    ).toEqual(['x/a_b']);
  });
});
