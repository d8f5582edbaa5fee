import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secretBox } from '../../core/crypto.ts';
import type { Platform } from '../../platform.ts';
import {
  gql,
  gqlErr,
  gqlOk,
  resetDatabase,
  rest,
  restCode,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { buildDepartment, buildUser } from '../../../test/factories/index.ts';
import { asAdmin, asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { DAY, SAVE_EXAM, buildPaper, createExam, examBody } from '../../../test/factories/exam.ts';
import { buildExamBank } from '../../../test/factories/question.ts';

type Json = Record<string, unknown>;

const DETAIL = `query($id: ID!) { examDetail(id: $id) { id title content examType examTypeText offline
  openType password applyOn state listState startTime endTime totalTime totalScore qualifyScore chance
  lateMax handMin shuffleQuestions shuffleOptions answerDisplay partialCredit camOn camInterval faceOn
  faceChance leaveOn leaveCount leaveSeconds departIds groupIds userIds paperCount createdBy
  ruleList { id repoId repoTitle chapterId chapterTitle quType level quCount quScore } } }`;

const ADMIN_EXAMS = `query($i: AdminExamPageInput) { adminExams(input: $i) { total pages current size
  records { id title examType examTypeText offline openType startTime endTime totalTime totalScore
  state listState paperCount createdAt } } }`;

describe('exam authoring', () => {
  let p: Platform;
  let admin: Identity;
  let repoId: string;
  let c1: string;
  let c2: string;

  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    admin = await asSuperAdmin(p);
    const bank = await buildExamBank(p.infra.prisma);
    repoId = bank.repo.id;
    c1 = bank.c1.id;
    c2 = bank.c2.id;
  });

  const save = (body: Json, lang?: 'zh' | 'en') =>
    rest<{ id: string }>(p, '/api/exam/exam/save', body, { token: admin.token, lang });

  describe('save (REST)', () => {
    it('creates an exam from ISO 8601 times, returns data.id and computes totalScore', async () => {
      const res = await save(examBody(repoId, { startTime: '2026-01-01T08:00:00+08:00' }));
      expect(res.code, res.msg).toBe(0);
      expect(typeof res.data.id).toBe('string');
      const row = await p.infra.prisma.exam.findUniqueOrThrow({ where: { id: res.data.id } });
      expect(row.startTime.toISOString()).toBe('2026-01-01T00:00:00.000Z');
      expect(row.totalScore).toBe(10);
      expect(row.createdBy).toBe(admin.user.id);
      const rules = await p.infra.prisma.examRule.findMany({
        where: { examId: res.data.id },
        orderBy: { sort: 'asc' },
      });
      expect(rules.map((r) => [r.sort, r.quType, r.quCount, r.quScore])).toEqual([
        [0, 1, 3, 2],
        [1, 2, 2, 2],
      ]);
    });

    it('accepts the legacy time format and answers detail with legacy times and dict text', async () => {
      const id = await createExam(
        p,
        admin,
        examBody(repoId, { startTime: '2026-01-01 08:00:00', endTime: '2030-01-01 08:00:00' }),
      );
      const d = await restOk<Json>(p, admin.token, '/api/exam/exam/detail', { id });
      expect(d).toMatchObject({
        id,
        startTime: '2026-01-01 08:00:00',
        endTime: '2030-01-01 08:00:00',
        examType_dictText: '正式考试',
        totalScore: 10,
      });
      expect((d.ruleList as Json[]).length).toBe(2);
      const simple = await restOk<Json>(p, admin.token, '/api/exam/exam/simple-detail', { id });
      expect(simple).toMatchObject({ id, title: 'Safety exam', totalScore: 10 });
      expect(simple).not.toHaveProperty('password');
      expect(simple).not.toHaveProperty('ruleList');
    });

    it('sanitizes the rich-text content', async () => {
      const id = await createExam(
        p,
        admin,
        examBody(repoId, { content: '<p onclick="x()">Hi<script>alert(1)</script></p>' }),
      );
      const row = await p.infra.prisma.exam.findUniqueOrThrow({ where: { id } });
      expect(row.content).toBe('<p>Hi</p>');
    });

    it('seals the password of a password exam; the editor reads it back in clear', async () => {
      const id = await createExam(p, admin, examBody(repoId, { openType: 9, password: 'Open123' }));
      const row = await p.infra.prisma.exam.findUniqueOrThrow({ where: { id } });
      expect(row.passwordSealed).not.toBeNull();
      expect(row.passwordSealed).not.toContain('Open123');
      expect(secretBox(p.infra.env).open(row.passwordSealed!, `exam-password:${id}`)).toBe(
        'Open123',
      );
      const d = await gqlOk<{ examDetail: Json }>(p, admin.token, DETAIL, { id });
      expect(d.examDetail.password).toBe('Open123');
      // Switching to a public exam drops the password.
      await createExam(p, admin, examBody(repoId, { id, openType: 1 }));
      const again = await p.infra.prisma.exam.findUniqueOrThrow({ where: { id } });
      expect(again.passwordSealed).toBeNull();
      // The audit log never holds it.
      const logs = await p.infra.prisma.auditLog.findMany({
        where: { action: '/api/exam/exam/save' },
      });
      expect(logs.length).toBeGreaterThan(0);
      expect(JSON.stringify(logs)).not.toContain('Open123');
    });

    it.each([
      ['title required', { title: '  ' }, 'title'],
      [
        'endTime after startTime',
        { endTime: new Date(Date.now() - 2 * DAY).toISOString() },
        'endTime',
      ],
      ['totalTime >= 1', { totalTime: 0 }, 'totalTime'],
      ['qualifyScore <= totalScore', { qualifyScore: 10.5 }, 'qualifyScore'],
      ['openType in 1, 2, 3, 9', { openType: 4 }, 'openType'],
      ['password for openType 9', { openType: 9, password: '' }, 'password'],
      ['a time, not text', { startTime: 'tomorrow' }, 'startTime'],
      ['examType from the dictionary', { examType: 7 }, 'examType'],
      ['at least one rule', { ruleList: [] }, 'ruleList'],
      [
        'quCount >= 1',
        { ruleList: [{ repoId: 'x', quType: 1, quCount: 0, quScore: 1 }] },
        'ruleList.0.quCount',
      ],
    ])('refuses: %s (10010001)', async (_name, over, field) => {
      const res = await save(examBody(repoId, over));
      expect(res.code).toBe(10010001);
      const g = await gql(p, SAVE_EXAM, { i: examBody(repoId, over) }, { token: admin.token });
      const ext = g.errors?.[0]?.extensions as Json | undefined;
      // GraphQL refuses some of these already by type (a text time, ...); both are 10010001.
      expect(ext?.legacyCode).toBe(10010001);
      if (ext?.fields !== undefined) expect(Object.keys(ext.fields as Json)).toContain(field);
      expect(await p.infra.prisma.exam.count()).toBe(0);
    });

    it('refuses a zero-point rule (20010030) and unknown banks or foreign chapters', async () => {
      expect(
        (
          await save(
            examBody(repoId, {
              qualifyScore: 0,
              ruleList: [{ repoId, quType: 1, quCount: 1, quScore: 0 }],
            }),
          )
        ).code,
      ).toBe(20010030);
      expect(
        (
          await save(
            examBody(repoId, { ruleList: [{ repoId: 'nope', quType: 1, quCount: 1, quScore: 1 }] }),
          )
        ).code,
      ).toBe(10010001);
      const other = await buildExamBank(p.infra.prisma, 'Other bank');
      expect(
        (
          await save(
            examBody(repoId, {
              ruleList: [{ repoId, chapterId: other.c1.id, quType: 1, quCount: 1, quScore: 1 }],
            }),
          )
        ).code,
      ).toBe(10010001);
    });
  });

  describe('rules against the bank', () => {
    const rules = (ruleList: Json[]) => examBody('', { ruleList, qualifyScore: 0 });

    it('EXAM_RULE_EXCEEDS_BANK with {n} available, through REST and GraphQL', async () => {
      const body = rules([{ repoId, quType: 1, quCount: 5, quScore: 1 }]);
      const res = await save(body, 'en');
      expect(res.code).toBe(20010043);
      expect(res.msg).toContain('at most 4');
      const g = await gqlErr(p, admin.token, SAVE_EXAM, { i: body });
      expect(g.code).toBe(20010043);
      expect(g.args).toEqual({ n: 4 });
    });

    it('counts chapter and level filters (top-level questions only)', async () => {
      expect(
        (await save(rules([{ repoId, chapterId: c1, quType: 1, quCount: 3, quScore: 1 }]))).code,
      ).toBe(0);
      const g = await gqlErr(p, admin.token, SAVE_EXAM, {
        i: rules([{ repoId, chapterId: c1, quType: 1, level: 1, quCount: 3, quScore: 1 }]),
      });
      expect([g.code, g.args]).toEqual([20010043, { n: 2 }]);
      const h = await gqlErr(p, admin.token, SAVE_EXAM, {
        i: rules([{ repoId, quType: 1, level: 2, quCount: 2, quScore: 1 }]),
      });
      expect([h.code, h.args]).toEqual([20010043, { n: 1 }]);
    });

    it('EXAM_RULE_NO_QUESTIONS when a rule matches nothing', async () => {
      expect(
        (await save(rules([{ repoId, chapterId: c2, quType: 1, quCount: 1, quScore: 1 }]))).code,
      ).toBe(20010042);
      expect((await save(rules([{ repoId, quType: 5, quCount: 1, quScore: 1 }]))).code).toBe(
        20010042,
      );
      const g = await gqlErr(p, admin.token, SAVE_EXAM, {
        i: rules([{ repoId, quType: 3, quCount: 1, quScore: 1 }]),
      });
      expect(g.code).toBe(20010042);
    });

    it('two rules over the same pool must fit together', async () => {
      const over = rules([
        { repoId, chapterId: c1, quType: 1, quCount: 3, quScore: 1 },
        { repoId, quType: 1, quCount: 2, quScore: 1 },
      ]);
      const g = await gqlErr(p, admin.token, SAVE_EXAM, { i: over });
      expect([g.code, g.args]).toEqual([20010043, { n: 1 }]);
      const fits = rules([
        { repoId, chapterId: c1, quType: 1, quCount: 3, quScore: 1 },
        { repoId, quType: 1, quCount: 1, quScore: 1 },
      ]);
      expect((await save(fits)).code).toBe(0);
    });
  });

  describe('GraphQL authoring', () => {
    it('saveExam, examDetail with scopes and rule titles, adminExams', async () => {
      const db = p.infra.prisma;
      const dept = await buildDepartment(db, 'X01', 'Dept X');
      const group = await db.group.create({ data: { groupName: 'G1' } });
      const user = await buildUser(db);
      const { saveExam: id } = await gqlOk<{ saveExam: string }>(p, admin.token, SAVE_EXAM, {
        i: examBody(repoId, {
          openType: 3,
          examType: 2,
          departIds: [dept.deptCode],
          groupIds: [group.id],
          userIds: [user.id],
          ruleList: [{ repoId, chapterId: c1, quType: 1, level: 1, quCount: 2, quScore: 2.5 }],
          qualifyScore: 3,
          lateMax: 10,
          handMin: 5,
          answerDisplay: 2,
          shuffleQuestions: true,
          camOn: true,
          camInterval: 2,
        }),
      });
      const { examDetail: d } = await gqlOk<{ examDetail: Json }>(p, admin.token, DETAIL, { id });
      expect(d).toMatchObject({
        id,
        openType: 3,
        examType: 2,
        examTypeText: '模拟考试',
        password: null,
        totalScore: 5,
        qualifyScore: 3,
        lateMax: 10,
        handMin: 5,
        answerDisplay: 2,
        shuffleQuestions: true,
        camOn: true,
        camInterval: 2,
        state: 0,
        listState: 0,
        paperCount: 0,
        departIds: [dept.id],
        groupIds: [group.id],
        userIds: [user.id],
        createdBy: admin.user.id,
      });
      expect(d.ruleList).toEqual([
        expect.objectContaining({
          repoId,
          repoTitle: 'Exam bank',
          chapterId: c1,
          chapterTitle: 'Chapter one',
          quType: 1,
          level: 1,
          quCount: 2,
          quScore: 2.5,
        }),
      ]);
      const scopes = await db.examScope.findMany({
        where: { examId: id },
        orderBy: { kind: 'asc' },
      });
      expect(scopes.map((s) => s.kind)).toEqual(['dept', 'group', 'user']);

      const en = await gql<{ adminExams: { records: Json[] } }>(
        p,
        ADMIN_EXAMS,
        {},
        {
          token: admin.token,
          lang: 'en',
        },
      );
      expect(en.data?.adminExams.records[0]).toMatchObject({
        id,
        examTypeText: 'Mock exam',
        listState: 0,
        paperCount: 0,
      });
    });

    it('open type 2 keeps departments only; an empty scope needs applyOn', async () => {
      const db = p.infra.prisma;
      const dept = await buildDepartment(db, 'Y01', 'Dept Y');
      const user = await buildUser(db);
      const id = await createExam(
        p,
        admin,
        examBody(repoId, { openType: 2, departIds: [dept.id], userIds: [user.id] }),
      );
      expect((await db.examScope.findMany({ where: { examId: id } })).map((s) => s.kind)).toEqual([
        'dept',
      ]);
      expect((await save(examBody(repoId, { openType: 2 }))).code).toBe(10010001);
      expect((await save(examBody(repoId, { openType: 3, userIds: ['nobody'] }))).code).toBe(
        10010001,
      );
      expect((await save(examBody(repoId, { openType: 3, applyOn: true }))).code).toBe(0);
    });

    it('adminExams filters by list state and title; setExamState disables', async () => {
      const now = Date.now();
      const running = await createExam(p, admin, examBody(repoId, { title: 'Running one' }));
      const future = await createExam(
        p,
        admin,
        examBody(repoId, {
          title: 'Future one',
          startTime: new Date(now + DAY).toISOString(),
          endTime: new Date(now + 2 * DAY).toISOString(),
        }),
      );
      const past = await createExam(
        p,
        admin,
        examBody(repoId, {
          title: 'Past one',
          startTime: new Date(now - 3 * DAY).toISOString(),
          endTime: new Date(now - 2 * DAY).toISOString(),
        }),
      );
      const off = await createExam(p, admin, examBody(repoId, { title: 'Off one' }));
      expect(
        (
          await gqlOk<{ setExamState: boolean }>(
            p,
            admin.token,
            'mutation($id: ID!) { setExamState(id: $id, state: 1) }',
            { id: off },
          )
        ).setExamState,
      ).toBe(true);
      const ids = async (input: Json) =>
        (
          await gqlOk<{ adminExams: { records: Array<{ id: string }> } }>(
            p,
            admin.token,
            ADMIN_EXAMS,
            {
              i: input,
            },
          )
        ).adminExams.records.map((r) => r.id);
      expect(await ids({ state: 0 })).toEqual([running]);
      expect(await ids({ state: 1 })).toEqual([off]);
      expect(await ids({ state: 2 })).toEqual([future]);
      expect(await ids({ state: 3 })).toEqual([past]);
      expect(await ids({ title: 'one' })).toHaveLength(4);
      expect(await ids({ title: 'fut' })).toEqual([future]);
      // REST: admin list with params.admin, state { id, state }.
      const page = await restOk<{ records: Json[] }>(p, admin.token, '/api/exam/exam/paging', {
        current: 1,
        size: 10,
        params: { admin: true, state: 1 },
      });
      expect(page.records.map((r) => [r.id, r.listState, r.examType_dictText])).toEqual([
        [off, 1, '正式考试'],
      ]);
      await restOk(p, admin.token, '/api/exam/exam/state', { id: off, state: 0 });
      expect(await ids({ state: 1 })).toEqual([]);
      expect(await restCode(p, admin.token, '/api/exam/exam/state', { id: 'none', state: 1 })).toBe(
        20010015,
      );
      expect(await restCode(p, admin.token, '/api/exam/exam/state', { id: off, state: 5 })).toBe(
        10010001,
      );
    });

    it('examDetail of a missing exam is 20010015', async () => {
      expect((await gqlErr(p, admin.token, DETAIL, { id: 'missing' })).code).toBe(20010015);
      expect(await restCode(p, admin.token, '/api/exam/exam/detail', { id: 'missing' })).toBe(
        20010015,
      );
    });
  });

  describe('exams with papers', () => {
    it('locks rules, start, duration and an earlier end; allows title, content and a later end', async () => {
      const db = p.infra.prisma;
      const learner = await asStudent(p);
      const body = examBody(repoId);
      const id = await createExam(p, admin, body);
      const ruleIds = (await db.examRule.findMany({ where: { examId: id } })).map((r) => r.id);
      await buildPaper(db, id, learner.user.id, { state: 2 });
      const change = (over: Json) => save({ ...body, id, ...over });
      expect(
        (
          await change({
            qualifyScore: 0,
            ruleList: [{ repoId, quType: 1, quCount: 2, quScore: 2 }],
          })
        ).code,
      ).toBe(20010044);
      expect(
        (
          await change({
            ruleList: [
              { repoId, quType: 1, quCount: 3, quScore: 3 },
              { repoId, quType: 2, quCount: 2, quScore: 2 },
            ],
          })
        ).code,
      ).toBe(20010044);
      expect((await change({ totalTime: 45 })).code).toBe(20010044);
      expect((await change({ startTime: new Date(Date.now() - 2 * DAY).toISOString() })).code).toBe(
        20010044,
      );
      expect((await change({ endTime: new Date(Date.now() + DAY).toISOString() })).code).toBe(
        20010044,
      );
      const later = new Date(Date.now() + 60 * DAY);
      const ok = await change({
        title: 'Renamed',
        content: '<p>New</p>',
        endTime: later.toISOString(),
      });
      expect(ok.code, ok.msg).toBe(0);
      const row = await db.exam.findUniqueOrThrow({ where: { id } });
      expect([row.title, row.content, row.endTime.getTime()]).toEqual([
        'Renamed',
        '<p>New</p>',
        later.getTime(),
      ]);
      // The rule rows the papers were drawn by are kept as they are.
      expect(
        (await db.examRule.findMany({ where: { examId: id } })).map((r) => r.id).sort(),
      ).toEqual(ruleIds.sort());
    });

    it('deleteExams refuses an exam with papers (20010044) and deletes the others', async () => {
      const db = p.infra.prisma;
      const learner = await asStudent(p);
      const a = await createExam(p, admin, examBody(repoId));
      const b = await createExam(p, admin, examBody(repoId));
      await buildPaper(db, a, learner.user.id);
      const del = 'mutation($ids: [ID!]!) { deleteExams(ids: $ids) }';
      expect((await gqlErr(p, admin.token, del, { ids: [a, b] })).code).toBe(20010044);
      expect(await db.exam.count()).toBe(2);
      expect(
        (await gqlOk<{ deleteExams: number }>(p, admin.token, del, { ids: [b, 'x'] })).deleteExams,
      ).toBe(1);
      expect(await restCode(p, admin.token, '/api/exam/exam/delete', { ids: [a] })).toBe(20010044);
      await db.paper.deleteMany({});
      expect(await restOk(p, admin.token, '/api/exam/exam/delete', { ids: [a] })).toEqual({
        count: 1,
      });
      expect(await db.exam.count()).toBe(0);
    });
  });

  describe('banks used by exams', () => {
    it('a bank an exam draws from cannot be deleted', async () => {
      await createExam(p, admin, examBody(repoId));
      const other = await buildExamBank(p.infra.prisma, 'Unused');
      const r = await rest(
        p,
        '/api/repo/delete',
        { ids: [repoId, other.repo.id] },
        {
          token: admin.token,
          lang: 'en',
        },
      );
      expect(r.code).toBe(10010017);
      expect(r.msg).toContain('cannot be deleted');
      const g = await gqlErr(p, admin.token, 'mutation($ids: [ID!]!) { deleteRepos(ids: $ids) }', {
        ids: [repoId],
      });
      expect(g.code).toBe(10010017);
      expect(await p.infra.prisma.repo.count()).toBe(2);
      expect(await restOk(p, admin.token, '/api/repo/delete', { ids: [other.repo.id] })).toEqual({
        count: 1,
      });
    });
  });

  describe('permissions', () => {
    it('save needs exam:add to create and exam:update to change', async () => {
      const { token } = await asAdmin(p, { permissions: ['exam:add'] });
      const res = await rest<{ id: string }>(p, '/api/exam/exam/save', examBody(repoId), { token });
      expect(res.code).toBe(0);
      expect(
        (await rest(p, '/api/exam/exam/save', examBody(repoId, { id: res.data.id }), { token }))
          .code,
      ).toBe(10010004);
      const learner = await asStudent(p);
      expect((await gqlErr(p, learner.token, SAVE_EXAM, { i: examBody(repoId) })).code).toBe(
        10010004,
      );
    });
  });
});
