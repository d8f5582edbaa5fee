import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_QUESTIONS, DEMO_REPO } from '../../../../prisma/seed/demo-bank.ts';
import { seedDemo } from '../../../../prisma/seed/seed.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { tokenFor } from '../../../test/identities.ts';

describe('demo seed: question bank and menus', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  it('holds at least two questions of every type with analysis, and seeding again changes nothing', async () => {
    await seedDemo(p.infra.prisma);
    const db = p.infra.prisma;
    const snapshot = async () => ({
      questions: await db.question.count(),
      options: await db.questionOption.count(),
      chapters: await db.chapter.count(),
      repo: await db.repo.findUniqueOrThrow({
        where: { id: DEMO_REPO.id },
        select: { title: true, quCount: true, objCount: true, subjCount: true },
      }),
    });
    const once = await snapshot();
    expect(once.repo).toEqual({ title: '示例题库', quCount: 16, objCount: 13, subjCount: 3 });
    expect(once.chapters).toBe(3);

    const top = await db.question.findMany({
      where: { repoId: DEMO_REPO.id, parentId: null },
      include: { subQuestions: true },
    });
    for (const t of [1, 2, 3, 4, 5, 6, 99]) {
      expect(top.filter((q) => q.quType === t).length, `type ${t}`).toBeGreaterThanOrEqual(2);
    }
    for (const q of top) {
      expect(q.analysis, q.id).not.toBe('');
      expect(q.chapterId, q.id).not.toBeNull();
    }
    for (const c of top.filter((q) => q.quType === 99)) {
      expect(c.subQuestions.length).toBeGreaterThanOrEqual(2);
      expect(new Set(c.subQuestions.map((s) => s.quType)).size).toBe(c.subQuestions.length);
    }
    expect(top.map((q) => q.id).sort()).toEqual(DEMO_QUESTIONS.map((q) => q.id).sort());

    // Stable ids: options and parts are addressable (e2e and other tests rely on them).
    const judge = await db.questionOption.findUniqueOrThrow({ where: { id: 'qu-demo-judge-1-b' } });
    expect(judge).toMatchObject({ content: '错误', isRight: true });
    expect(await db.question.findUnique({ where: { id: 'qu-demo-comp-1-p3' } })).toMatchObject({
      quType: 5,
      parentId: 'qu-demo-comp-1',
    });

    // An edit survives a second seed, a deleted question comes back, counts stay right.
    await db.question.update({ where: { id: 'qu-demo-single-1' }, data: { content: '改过' } });
    await db.question.delete({ where: { id: 'qu-demo-short-1' } });
    await seedDemo(p.infra.prisma);
    expect(await snapshot()).toEqual(once);
    expect(
      (await db.question.findUniqueOrThrow({ where: { id: 'qu-demo-single-1' } })).content,
    ).toBe('改过');
  });

  it('gives the super admin the bank menus and every permission code as a function menu', async () => {
    await seedDemo(p.infra.prisma);
    const admin = await p.infra.prisma.user.findUniqueOrThrow({ where: { userName: 'admin' } });
    const token = await tokenFor(p, admin.id);
    const routes = await rest<
      Array<{
        name: string;
        path: string;
        children: Array<{ name: string; path: string; component: string }>;
      }>
    >(p, '/api/sys/menu/routes', {}, { token });
    const repo = routes.data.find((r) => r.name === 'RepoManage');
    expect(repo?.children.map((c) => [c.name, c.path, c.component])).toEqual([
      ['RepoList', '/admin/repo', 'repo/list'],
      ['QuList', '/admin/repo/qu', 'repo/qu-list'],
    ]);
    const fns = await p.infra.prisma.roleMenu.findMany({
      where: { roleId: 'sa', menu: { menuType: 2 } },
      include: { menu: true },
    });
    expect(fns.map((f) => f.menu.permissionTag).sort()).toEqual(Object.values(PERMISSIONS).sort());
    const me = await gql<{ me: { permissions: string[] } }>(
      p,
      '{ me { permissions } }',
      {},
      { token },
    );
    expect(me.data?.me.permissions).toEqual(expect.arrayContaining(Object.values(PERMISSIONS)));

    // The student can practise from the demo bank's listing.
    const student = await p.infra.prisma.user.findUniqueOrThrow({ where: { userName: 'student' } });
    const page = await rest<{ records: Array<{ title: string; quCount: number }> }>(
      p,
      '/api/repo/paging',
      { current: 1, size: 10 },
      { token: await tokenFor(p, student.id) },
    );
    expect(page.data.records).toEqual([
      expect.objectContaining({ title: '示例题库', quCount: 16 }),
    ]);
  });
});
