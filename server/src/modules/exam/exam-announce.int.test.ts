import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { resetDatabase, restOk, startTestPlatform } from '../../../test/helpers.ts';
import { buildDepartment } from '../../../test/factories/index.ts';
import { DAY, buildExamRow, createExam, examBody } from '../../../test/factories/exam.ts';
import { buildExamBank } from '../../../test/factories/question.ts';
import { asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { publishedRefKey } from './exam-announce.ts';

type Json = Record<string, unknown>;

describe('the "exam published" message', () => {
  let p: Platform;
  let admin: Identity;
  let repoId: string;

  beforeAll(async () => {
    p = await startTestPlatform({ runJobs: true });
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    admin = await asSuperAdmin(p);
    repoId = (await buildExamBank(p.infra.prisma)).repo.id;
  });

  const publishedTo = (examId: string) =>
    p.infra.prisma.userMessage.findMany({
      where: { refKey: publishedRefKey(examId) },
      orderBy: { userId: 'asc' },
    });

  async function settled(examId: string, expected: number) {
    const end = Date.now() + 15_000;
    for (;;) {
      const rows = await publishedTo(examId);
      if (rows.length >= expected) return rows;
      if (Date.now() > end) throw new Error(`${rows.length} of ${expected} messages`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('tells the scope of an exam enabled later once, in the reader language', async () => {
    const db = p.infra.prisma;
    const dept = await buildDepartment(db, 'P01', 'Plant');
    const inDept = await asStudent(p, { deptCode: 'P01', realName: 'In' });
    const outsider = await asStudent(p, { deptCode: 'Q01' });
    const disabledUser = await asStudent(p, { deptCode: 'P01', state: 1 });
    const start = new Date(Date.now() + DAY);
    const body = examBody(repoId, {
      title: 'Forklift exam',
      openType: 2,
      departIds: [dept.id],
      state: 1,
      startTime: start.toISOString(),
    });
    const examId = await createExam(p, admin, body);
    // A disabled exam tells nobody: the job ran and found it switched off.
    expect(await p.services.exams.announcePublished(examId)).toBe(0);

    await restOk(p, admin.token, '/api/exam/exam/state', { ids: [examId], state: 0 });
    const rows = await settled(examId, 1);
    expect(rows.map((r) => r.userId)).toEqual([inDept.user.id]);
    const list = await restOk<{ records: Json[] }>(
      p,
      inDept.token,
      '/api/sys/user/msg/paging',
      {},
      'en',
    );
    expect(list.records[0]).toMatchObject({ title: 'New exam published', readState: 0 });
    expect(String(list.records[0]?.content)).toContain('"Forklift exam" is open to you');
    expect(await restOk(p, inDept.token, '/api/sys/user/msg/count-unread', {})).toBe(1);

    // Switched off and on again, saved again, the job retried: still one message each.
    await restOk(p, admin.token, '/api/exam/exam/state', { ids: [examId], state: 1 });
    await restOk(p, admin.token, '/api/exam/exam/state', { ids: [examId], state: 0 });
    await createExam(p, admin, { ...body, id: examId, state: 0 });
    expect(await p.services.exams.announcePublished(examId)).toBe(0);
    expect(await publishedTo(examId)).toHaveLength(1);
    for (const u of [outsider, disabledUser]) {
      expect(await db.userMessage.count({ where: { userId: u.user.id } })).toBe(0);
    }

    // Someone who joins the scope later hears of it on the next save.
    const newcomer = await asStudent(p, { deptCode: 'P01' });
    await createExam(p, admin, { ...body, id: examId, state: 0 });
    expect((await settled(examId, 2)).map((r) => r.userId).sort()).toEqual(
      [inDept.user.id, newcomer.user.id].sort(),
    );
  });

  it('a public exam created enabled tells every active learner, not admins; ended exams nobody', async () => {
    const db = p.infra.prisma;
    const a = await asStudent(p);
    const b = await asStudent(p);
    const examId = await createExam(p, admin, examBody(repoId, { title: 'Open day' }));
    expect((await settled(examId, 2)).map((r) => r.userId).sort()).toEqual(
      [a.user.id, b.user.id].sort(),
    );
    expect(await db.userMessage.count({ where: { userId: admin.user.id } })).toBe(0);

    const ended = await buildExamRow(db, {
      startTime: new Date(Date.now() - 3 * DAY),
      endTime: new Date(Date.now() - 2 * DAY),
    });
    expect(await p.services.exams.announcePublished(ended.id)).toBe(0);
    expect(await p.services.exams.announcePublished('no-such-exam')).toBe(0);
  });
});
