import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EXAM_ID } from '../../../../prisma/seed/demo-exam.ts';
import { seedDemo } from '../../../../prisma/seed/seed.ts';
import type { Platform } from '../../platform.ts';
import { resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { tokenFor } from '../../../test/identities.ts';
import { assertRulesDrawable } from './exam-rules.ts';

type Json = Record<string, unknown>;

describe('demo seed: exam and exam menus', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  it('seeds a public 30-minute exam in progress from the demo bank; a re-seed moves nothing', async () => {
    const db = p.infra.prisma;
    const before = Date.now();
    await seedDemo(db);
    const exam = await db.exam.findUniqueOrThrow({
      where: { id: DEMO_EXAM_ID },
      include: { rules: { orderBy: { sort: 'asc' } } },
    });
    expect(exam).toMatchObject({
      title: '示例考试',
      openType: 1,
      state: 0,
      totalTime: 30,
      totalScore: 100,
      qualifyScore: 60,
      chance: 0,
      answerDisplay: 1,
    });
    expect(exam.startTime.getTime()).toBeLessThan(before);
    expect(exam.endTime.getTime()).toBeGreaterThan(before + 300 * 24 * 3600_000);
    expect(new Set(exam.rules.map((r) => r.quType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 99]));
    expect(exam.rules.every((r) => r.repoId === 'repo-demo')).toBe(true);
    await expect(
      assertRulesDrawable(
        db,
        exam.rules.map((r) => ({ ...r, chapterId: r.chapterId, level: r.level })),
      ),
    ).resolves.toBeUndefined();

    await db.exam.update({ where: { id: DEMO_EXAM_ID }, data: { title: '改过' } });
    await seedDemo(db);
    const again = await db.exam.findUniqueOrThrow({
      where: { id: DEMO_EXAM_ID },
      include: { rules: true },
    });
    expect(again.title).toBe('改过');
    expect(again.startTime).toEqual(exam.startTime);
    expect(again.endTime).toEqual(exam.endTime);
    expect(again.rules.length).toBe(exam.rules.length);

    // The student sees it in progress and may start.
    const student = await db.user.findUniqueOrThrow({ where: { userName: 'student' } });
    const token = await tokenFor(p, student.id);
    const list = await rest<{ records: Json[] }>(p, '/api/exam/exam/paging', {}, { token });
    expect(list.data.records).toEqual([
      expect.objectContaining({ id: DEMO_EXAM_ID, listState: 0 }),
    ]);
    const check = await rest<Json>(p, '/api/exam/exam/check-info', { id: DEMO_EXAM_ID }, { token });
    expect(check.data).toMatchObject({ startBlock: null, totalScore: 100, totalTime: 30 });
  });

  it('gives the super admin the exam menus and hidden routes', async () => {
    await seedDemo(p.infra.prisma);
    const admin = await p.infra.prisma.user.findUniqueOrThrow({ where: { userName: 'admin' } });
    const routes = await rest<
      Array<{
        name: string;
        children: Array<{ name: string; path: string; component: string; hidden: boolean }>;
      }>
    >(p, '/api/sys/menu/routes', {}, { token: await tokenFor(p, admin.id) });
    const exam = routes.data.find((r) => r.name === 'ExamManage');
    expect(exam?.children.map((c) => [c.name, c.path, c.component, c.hidden])).toEqual([
      ['ExamList', '/admin/exam', 'exam/list', false],
      ['ExamApplyList', '/admin/exam/apply', 'exam/apply', false],
      ['ExportJobs', '/admin/exam/exports', 'exam/exports', false],
      ['ExamAdd', '/admin/exam/edit', 'exam/edit', true],
      ['ExamWatchDetail', '/admin/exam/watch-detail', 'exam/watch-detail', true],
      ['ReviewPaperDetail', '/admin/exam/review', 'exam/review', true],
      ['ExamWatch', '/admin/exam/watch/:examId', 'exam/watch', true],
    ]);
  });
});
