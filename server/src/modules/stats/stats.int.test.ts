import 'reflect-metadata';
import dayjs from 'dayjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { buildUser } from '../../../test/factories/index.ts';
import { asStudent, asSuperAdmin, loginToken } from '../../../test/identities.ts';
import { buildExamRow, buildPaperRow } from '../../../test/factories/exam.ts';
import { buildQuestion, buildRepo } from '../../../test/factories/question.ts';
import {
  DASHBOARD_DAYS,
  type DashboardCounts,
  type ExamDayStat,
  type OngoingExam,
  type UserDayStat,
} from './stats.service.ts';

const PERMISSION_DENIED = 10010004;

interface Page<T> {
  records: T[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

/** `hours` into the server calendar day `daysAgo` days before today. */
function onDay(daysAgo: number, hours: number): Date {
  return dayjs().startOf('day').subtract(daysAgo, 'day').add(hours, 'hour').toDate();
}
function dateStr(daysAgo: number): string {
  return dayjs().subtract(daysAgo, 'day').format('YYYY-MM-DD');
}

describe('dashboard stats', () => {
  let p: Platform;
  let adminToken: string;
  let learnerToken: string;

  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p.stop();
  });
  beforeEach(async () => {
    await resetDatabase(p);
    adminToken = (await asSuperAdmin(p)).token;
    learnerToken = (await asStudent(p)).token;
  });

  describe('exam overview of the last 7 days', () => {
    it('counts exams, learners who started and learners who passed, per server day', async () => {
      const db = p.infra.prisma;
      const [a, b, c] = await Promise.all([
        buildUser(db, { realName: 'A' }),
        buildUser(db, { realName: 'B' }),
        buildUser(db, { realName: 'C' }),
      ]);
      const e1 = await buildExamRow(db, { title: 'E1' });
      const e2 = await buildExamRow(db, { title: 'E2' });
      // Two days ago: A sits E1 twice (one learner, one exam) and passes the second attempt;
      // B sits E2 and fails. The day before yesterday counts 2 exams, 2 learners, 1 passed.
      await buildPaperRow(db, {
        examId: e1.id,
        userId: a.id,
        startedAt: onDay(2, 9),
        passed: false,
      });
      await buildPaperRow(db, { examId: e1.id, userId: a.id, startedAt: onDay(2, 10) });
      await buildPaperRow(db, {
        examId: e2.id,
        userId: b.id,
        startedAt: onDay(2, 11),
        passed: false,
      });
      // Started late yesterday, handed in (passed) today: started counts yesterday, passed today.
      await buildPaperRow(db, {
        examId: e2.id,
        userId: c.id,
        startedAt: onDay(1, 23.9),
        handedAt: onDay(0, 0.1),
      });
      // Today: B is still sitting E1 (no hand-in), A awaits marking (passed unknown).
      await buildPaperRow(db, { examId: e1.id, userId: b.id, state: 0, startedAt: onDay(0, 0.05) });
      await buildPaperRow(db, { examId: e1.id, userId: a.id, state: 1, startedAt: onDay(0, 0.02) });
      // Six days ago is the first day shown; seven days ago is out of range.
      await buildPaperRow(db, { examId: e2.id, userId: c.id, startedAt: onDay(6, 12) });
      await buildPaperRow(db, { examId: e1.id, userId: c.id, startedAt: onDay(7, 12) });
      // The last millisecond of three days ago belongs to that day, not to two days ago.
      await buildPaperRow(db, {
        examId: e2.id,
        userId: a.id,
        startedAt: new Date(onDay(2, 0).getTime() - 1),
        handedAt: new Date(onDay(2, 0).getTime() - 1),
        passed: false,
      });

      const expected: ExamDayStat[] = [
        { dateStr: dateStr(6), examCount: 1, examUser: 1, passUser: 1 },
        { dateStr: dateStr(5), examCount: 0, examUser: 0, passUser: 0 },
        { dateStr: dateStr(4), examCount: 0, examUser: 0, passUser: 0 },
        { dateStr: dateStr(3), examCount: 1, examUser: 1, passUser: 0 },
        { dateStr: dateStr(2), examCount: 2, examUser: 2, passUser: 1 },
        { dateStr: dateStr(1), examCount: 1, examUser: 1, passUser: 0 },
        { dateStr: dateStr(0), examCount: 1, examUser: 2, passUser: 1 },
      ];
      const g = await gql<{ dashboardExamWeek: ExamDayStat[] }>(
        p,
        '{ dashboardExamWeek { dateStr examCount examUser passUser } }',
        {},
        { token: adminToken },
      );
      expect(g.errors).toBeUndefined();
      expect(g.data?.dashboardExamWeek).toEqual(expected);

      const r = await rest<ExamDayStat[]>(
        p,
        '/api/stat/total/exam/week',
        {},
        { token: adminToken },
      );
      expect(r.code).toBe(0);
      expect(r.data).toEqual(expected);
    });

    it('gives 7 zero days, oldest first and today last, when nothing happened', async () => {
      const r = await rest<ExamDayStat[]>(
        p,
        '/api/stat/total/exam/week',
        {},
        { token: adminToken },
      );
      expect(r.code).toBe(0);
      expect(r.data).toHaveLength(DASHBOARD_DAYS);
      expect(r.data.map((d) => d.dateStr)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dateStr));
      for (const d of r.data) expect(d).toMatchObject({ examCount: 0, examUser: 0, passUser: 0 });
    });
  });

  describe('user overview of the last 7 days', () => {
    it('counts new users, active users and all users per server day', async () => {
      const db = p.infra.prisma;
      const activity = p.services.sessions.activity;
      // Before the week: two users (one of them, C, signs in today).
      const c = await buildUser(db, { userName: 'user-c' });
      await db.user.update({ where: { id: c.id }, data: { createdAt: onDay(10, 9) } });
      const old = await buildUser(db);
      await db.user.update({ where: { id: old.id }, data: { createdAt: onDay(10, 9) } });
      // A joins 3 days ago and is active then and yesterday; B joins yesterday and is active
      // yesterday (three requests count once); a second user joins yesterday and never acts.
      const a = await buildUser(db);
      await db.user.update({ where: { id: a.id }, data: { createdAt: onDay(3, 8) } });
      const b = await buildUser(db);
      const idle = await buildUser(db);
      for (const u of [b, idle]) {
        await db.user.update({ where: { id: u.id }, data: { createdAt: onDay(1, 8) } });
      }
      activity.mark(a.id, onDay(3, 10));
      activity.mark(a.id, onDay(1, 9));
      for (const h of [10, 11, 12]) activity.mark(b.id, onDay(1, h));
      // Today: the admin and the learner of beforeEach (created and signed in today), and C.
      await loginToken(p, 'user-c');
      expect((await rest(p, '/api/sys/user/info', {}, { token: learnerToken })).code).toBe(0);
      // Nothing written yet: the statistics write this process's activity before they count.

      const expected: UserDayStat[] = [
        { dateStr: dateStr(6), newUser: 0, activeUser: 0, allUser: 2 },
        { dateStr: dateStr(5), newUser: 0, activeUser: 0, allUser: 2 },
        { dateStr: dateStr(4), newUser: 0, activeUser: 0, allUser: 2 },
        { dateStr: dateStr(3), newUser: 1, activeUser: 1, allUser: 3 },
        { dateStr: dateStr(2), newUser: 0, activeUser: 0, allUser: 3 },
        { dateStr: dateStr(1), newUser: 2, activeUser: 2, allUser: 5 },
        { dateStr: dateStr(0), newUser: 2, activeUser: 3, allUser: 7 },
      ];
      const r = await rest<UserDayStat[]>(
        p,
        '/api/stat/total/user/week',
        {},
        { token: adminToken },
      );
      expect(r.code).toBe(0);
      expect(r.data).toEqual(expected);
      const g = await gql<{ dashboardUserWeek: UserDayStat[] }>(
        p,
        '{ dashboardUserWeek { dateStr newUser activeUser allUser } }',
        {},
        { token: adminToken },
      );
      expect(g.data?.dashboardUserWeek).toEqual(expected);
      // One row per user and day, however many requests.
      expect(await db.userDayActivity.count({ where: { userId: b.id } })).toBe(1);
    });
  });

  describe('count tiles', () => {
    it('gives all nine counts, zero for the modules not built yet', async () => {
      const db = p.infra.prisma;
      const repo = await buildRepo(db, 'Bank');
      await buildQuestion(db, repo.id, {
        quType: 99,
        subs: [{ quType: 4 }, { quType: 4 }],
      });
      await buildQuestion(db, repo.id, { quType: 4 });
      await buildExamRow(db);
      await db.examTmpl.create({ data: { title: 'T' } });
      const expected: DashboardCounts = {
        userCount: 2,
        examCount: 1,
        tmplCount: 1,
        repoCount: 1,
        quCount: 2,
        courseCount: 0,
        fileCount: 0,
        battleCount: 0,
        grantCount: 0,
      };
      const r = await rest<DashboardCounts>(
        p,
        '/api/stat/total/num/all',
        {},
        { token: adminToken },
      );
      expect(r.data).toEqual(expected);
      const g = await gql<{ dashboardCounts: DashboardCounts }>(
        p,
        `{ dashboardCounts { userCount examCount tmplCount repoCount quCount courseCount fileCount
          battleCount grantCount } }`,
        {},
        { token: adminToken },
      );
      expect(g.data?.dashboardCounts).toEqual(expected);
    });
  });

  describe('ongoing exams', () => {
    it('lists exams in progress now with papers being sat and handed in, most sat first', async () => {
      const db = p.infra.prisma;
      const now = Date.now();
      const busy = await buildExamRow(db, { title: 'Busy exam' });
      const quiet = await buildExamRow(db, { title: 'Quiet exam' });
      const empty = await buildExamRow(db, { title: 'Nobody yet' });
      // Not in progress: disabled, not started, ended, taken offline.
      await buildExamRow(db, { title: 'Disabled', state: 1 });
      await buildExamRow(db, { title: 'Later', startTime: new Date(now + 3600_000) });
      await buildExamRow(db, {
        title: 'Over',
        startTime: new Date(now - 7200_000),
        endTime: new Date(now - 3600_000),
      });
      const offline = await buildExamRow(db, { title: 'On paper' });
      await db.exam.update({ where: { id: offline.id }, data: { offline: true } });

      const users = await Promise.all([1, 2, 3, 4, 5].map(() => buildUser(db)));
      const u = (i: number) => (users[i] as { id: string }).id;
      const sitting = { state: 0, startedAt: new Date(now - 60_000) };
      await buildPaperRow(db, { examId: busy.id, userId: u(0), ...sitting });
      await buildPaperRow(db, { examId: busy.id, userId: u(1), ...sitting });
      await buildPaperRow(db, { examId: busy.id, userId: u(2), state: 2 });
      await buildPaperRow(db, { examId: busy.id, userId: u(3), state: 1 });
      await buildPaperRow(db, { examId: quiet.id, userId: u(0), ...sitting });
      await buildPaperRow(db, { examId: quiet.id, userId: u(1), state: 3 });
      // State 0 but past its deadline (+ grace): no longer being sat, not handed in yet.
      await buildPaperRow(db, {
        examId: quiet.id,
        userId: u(4),
        state: 0,
        startedAt: new Date(now - 40 * 60_000),
      });

      const expected: OngoingExam[] = [
        { id: busy.id, title: 'Busy exam', procCount: 2, handCount: 2 },
        { id: quiet.id, title: 'Quiet exam', procCount: 1, handCount: 1 },
        { id: empty.id, title: 'Nobody yet', procCount: 0, handCount: 0 },
      ];
      const r = await rest<Page<OngoingExam>>(
        p,
        '/api/stat/exam/dash-exam-list',
        { current: 1, size: 5, params: { title: '' } },
        { token: adminToken },
      );
      expect(r.code).toBe(0);
      expect(r.data).toEqual({ records: expected, total: 3, pages: 1, current: 1, size: 5 });

      const g = await gql<{ dashboardOngoingExams: Page<OngoingExam> }>(
        p,
        `query ($input: OngoingExamPageInput) {
          dashboardOngoingExams(input: $input) {
            records { id title procCount handCount } total pages current size
          }
        }`,
        { input: null },
        { token: adminToken },
      );
      expect(g.errors).toBeUndefined();
      expect(g.data?.dashboardOngoingExams).toEqual({
        records: expected,
        total: 3,
        pages: 1,
        current: 1,
        size: 5,
      });

      // The title filter (case-insensitive contains; wildcards are literal).
      const filtered = await rest<Page<OngoingExam>>(
        p,
        '/api/stat/exam/dash-exam-list',
        { current: 1, size: 5, params: { title: 'QUIET' } },
        { token: adminToken },
      );
      expect(filtered.data.records.map((e) => e.title)).toEqual(['Quiet exam']);
      const wildcard = await gql<{ dashboardOngoingExams: Page<OngoingExam> }>(
        p,
        '{ dashboardOngoingExams(input: { title: "%" }) { records { id } total } }',
        {},
        { token: adminToken },
      );
      expect(wildcard.data?.dashboardOngoingExams).toEqual({ records: [], total: 0 });

      // Paging: the second page of two-row pages, and a page past the end keeps the total.
      const second = await rest<Page<OngoingExam>>(
        p,
        '/api/stat/exam/dash-exam-list',
        { current: 2, size: 2 },
        { token: adminToken },
      );
      expect(second.data).toEqual({
        records: [expected[2]],
        total: 3,
        pages: 2,
        current: 2,
        size: 2,
      });
      const past = await rest<Page<OngoingExam>>(
        p,
        '/api/stat/exam/dash-exam-list',
        { current: 5, size: 2 },
        { token: adminToken },
      );
      expect(past.data).toMatchObject({ records: [], total: 3 });
    });

    it('is an empty page when no exam is in progress', async () => {
      const r = await rest<Page<OngoingExam>>(
        p,
        '/api/stat/exam/dash-exam-list',
        {},
        { token: adminToken },
      );
      expect(r.data).toEqual({ records: [], total: 0, pages: 0, current: 1, size: 5 });
    });
  });

  it('refuses learners and anonymous callers on GraphQL and REST', async () => {
    for (const query of [
      '{ dashboardExamWeek { dateStr } }',
      '{ dashboardUserWeek { dateStr } }',
      '{ dashboardCounts { userCount } }',
      '{ dashboardOngoingExams { total } }',
    ]) {
      const g = await gql(p, query, {}, { token: learnerToken });
      expect(g.errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        subCode: 'PERMISSION_DENIED',
      });
      expect(g.data).toBeNull();
      expect((await gql(p, query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    for (const path of [
      '/api/stat/total/exam/week',
      '/api/stat/total/user/week',
      '/api/stat/total/num/all',
      '/api/stat/exam/dash-exam-list',
    ]) {
      expect((await rest(p, path, {}, { token: learnerToken })).code).toBe(PERMISSION_DENIED);
      expect((await rest(p, path, {})).code).not.toBe(0);
    }
  });
});
