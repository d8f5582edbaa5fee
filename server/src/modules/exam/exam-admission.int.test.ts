import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secretBox } from '../../core/crypto.ts';
import { isAppError } from '../../core/errors/index.ts';
import type { Platform } from '../../platform.ts';
import { buildDepartment } from '../../../test/factories/index.ts';
import {
  gql,
  gqlErr,
  gqlOk,
  resetDatabase,
  rest,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { admitLearner } from './exam-admission.ts';
import { DAY, HOUR, buildPaper, createExam, examBody } from '../../../test/factories/exam.ts';
import { buildExamBank } from '../../../test/factories/question.ts';

type Json = Record<string, unknown>;

const CHECK = `query($id: ID!) { examCheckInfo(id: $id) { id title content examType examTypeText
  openType needsPassword startTime endTime totalTime totalScore qualifyScore chance attemptsUsed
  attemptsLeft lateMax handMin camOn faceOn leaveOn listState openPaperId
  rules { quType quCount quScore totalScore } startBlock { code subCode message } } }`;

const LIST = `query($i: LearnerExamPageInput) { learnerExams(input: $i) { total pages records { id
  title examType examTypeText offline openType startTime endTime totalTime totalScore qualifyScore
  chance attemptsUsed listState applyOn applyState admitted openPaperId } } }`;

describe('learner exams and admission', () => {
  let p: Platform;
  let admin: Identity;
  let repoId: string;

  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    admin = await asSuperAdmin(p);
    repoId = (await buildExamBank(p.infra.prisma)).repo.id;
  });

  const exam = (over: Json = {}) => createExam(p, admin, examBody(repoId, over));

  /** admitLearner's outcome for a caller: 'ok' or the legacy code (and args). */
  async function admit(who: Identity, examId: string, password?: string) {
    const session = await p.services.sessions.resolve(who.token);
    try {
      const a = await admitLearner(
        p.infra.prisma,
        secretBox(p.infra.env),
        p.services.realNames,
        session!,
        examId,
        {
          password,
          checkPassword: true,
        },
      );
      return { code: 0, args: {}, admission: a };
    } catch (e) {
      if (!isAppError(e)) throw e;
      return { code: e.legacyCode, args: e.args };
    }
  }

  async function check(who: Identity, id: string) {
    return gqlOk<{ examCheckInfo: Json & { startBlock: Json | null } }>(p, who.token, CHECK, {
      id,
    }).then((d) => d.examCheckInfo);
  }

  describe('admitLearner', () => {
    it('admits a learner to a public exam with the extra minutes granted', async () => {
      const learner = await asStudent(p);
      const id = await exam();
      const a = await admit(learner, id);
      expect(a.code).toBe(0);
      expect(a.admission).toMatchObject({ attemptsUsed: 0, extraMinutes: 0 });
      expect(a.admission!.exam.id).toBe(id);
      await p.infra.prisma.examExtraTime.create({
        data: { examId: id, userId: learner.user.id, minutes: 7 },
      });
      expect((await admit(learner, id)).admission?.extraMinutes).toBe(7);
    });

    it('20010015 exam not found, 20010039 disabled or offline', async () => {
      const learner = await asStudent(p);
      expect((await admit(learner, 'missing')).code).toBe(20010015);
      const off = await exam({ state: 1 });
      expect((await admit(learner, off)).code).toBe(20010039);
      const paper = await exam({ offline: true });
      expect((await admit(learner, paper)).code).toBe(20010039);
    });

    it('20010003 not on the list; 20010035 when the exam takes applications', async () => {
      const db = p.infra.prisma;
      const other = await asStudent(p);
      const learner = await asStudent(p);
      const closed = await exam({ openType: 3, userIds: [other.user.id] });
      expect((await admit(learner, closed)).code).toBe(20010003);
      expect((await admit(other, closed)).code).toBe(0);
      const signup = await exam({ openType: 3, userIds: [other.user.id], applyOn: true });
      expect((await admit(learner, signup)).code).toBe(20010035);
      // Pending and rejected applies do not admit; an approved one does (while applyOn).
      const apply = await db.examApply.create({
        data: { examId: signup, userId: learner.user.id, applyMsg: 'please' },
      });
      expect((await admit(learner, signup)).code).toBe(20010035);
      await db.examApply.update({ where: { id: apply.id }, data: { auditState: 2 } });
      expect((await admit(learner, signup)).code).toBe(20010035);
      await db.examApply.update({ where: { id: apply.id }, data: { auditState: 1 } });
      expect((await admit(learner, signup)).code).toBe(0);
      await db.exam.update({ where: { id: signup }, data: { applyOn: false } });
      expect((await admit(learner, signup)).code).toBe(20010003);
    });

    it('20010036 outside the window, 20010037 {n} late, 20010038 {n} attempts', async () => {
      const db = p.infra.prisma;
      const learner = await asStudent(p);
      const now = Date.now();
      const future = await exam({
        startTime: new Date(now + HOUR).toISOString(),
        endTime: new Date(now + 2 * HOUR).toISOString(),
      });
      expect((await admit(learner, future)).code).toBe(20010036);
      const ended = await exam({
        startTime: new Date(now - 2 * DAY).toISOString(),
        endTime: new Date(now - DAY).toISOString(),
      });
      expect((await admit(learner, ended)).code).toBe(20010036);
      const late = await exam({
        startTime: new Date(now - 20 * 60_000).toISOString(),
        lateMax: 15,
      });
      expect(await admit(learner, late)).toEqual({ code: 20010037, args: { n: 15 } });
      const inTime = await exam({
        startTime: new Date(now - 10 * 60_000).toISOString(),
        lateMax: 15,
      });
      expect((await admit(learner, inTime)).code).toBe(0);
      const twice = await exam({ chance: 2 });
      await buildPaper(db, twice, learner.user.id, { state: 2 });
      expect((await admit(learner, twice)).admission?.attemptsUsed).toBe(1);
      await buildPaper(db, twice, learner.user.id, { state: 3 });
      expect(await admit(learner, twice)).toEqual({ code: 20010038, args: { n: 2 } });
      const unlimited = await exam({ chance: 0 });
      for (let i = 0; i < 3; i++) await buildPaper(db, unlimited, learner.user.id, { state: 2 });
      expect((await admit(learner, unlimited)).code).toBe(0);
    });

    it('20010040 wrong or missing password; the right one admits', async () => {
      const learner = await asStudent(p);
      const id = await exam({ openType: 9, password: 'S3cret' });
      expect((await admit(learner, id, 'wrong')).code).toBe(20010040);
      expect((await admit(learner, id)).code).toBe(20010040);
      expect((await admit(learner, id, 'S3cret')).code).toBe(0);
      const session = await p.services.sessions.resolve(learner.token);
      // checkPassword false (resume paths) skips it.
      await expect(
        admitLearner(p.infra.prisma, secretBox(p.infra.env), p.services.realNames, session!, id, {
          checkPassword: false,
        }),
      ).resolves.toBeTruthy();
    });
  });

  describe('scopes', () => {
    it('a department covers its sub-departments, not its siblings or parent', async () => {
      const db = p.infra.prisma;
      const top = await buildDepartment(db, 'B01', 'Top');
      const mid = await buildDepartment(db, 'B01A01', 'Mid', top.id);
      await buildDepartment(db, 'B01A01A01', 'Leaf', mid.id);
      await buildDepartment(db, 'B01A02', 'Sibling', top.id);
      const leaf = await asStudent(p, { deptCode: 'B01A01A01' });
      const inMid = await asStudent(p, { deptCode: 'B01A01' });
      const sibling = await asStudent(p, { deptCode: 'B01A02' });
      const parent = await asStudent(p, { deptCode: 'B01' });
      const none = await asStudent(p);
      const id = await exam({ openType: 2, departIds: [mid.id] });
      expect((await admit(leaf, id)).code).toBe(0);
      expect((await admit(inMid, id)).code).toBe(0);
      expect((await admit(sibling, id)).code).toBe(20010003);
      expect((await admit(parent, id)).code).toBe(20010003);
      expect((await admit(none, id)).code).toBe(20010003);
      // The learner list follows the same scope.
      const listed = async (who: Identity) =>
        (
          await gqlOk<{ learnerExams: { records: Json[] } }>(p, who.token, LIST)
        ).learnerExams.records.map((r) => r.id);
      expect(await listed(leaf)).toEqual([id]);
      expect(await listed(sibling)).toEqual([]);
    });

    it('groups and named users of an open type 3 exam', async () => {
      const db = p.infra.prisma;
      const member = await asStudent(p);
      const named = await asStudent(p);
      const outsider = await asStudent(p);
      const group = await db.group.create({ data: { groupName: 'Class A' } });
      await db.groupMember.create({ data: { groupId: group.id, userId: member.user.id } });
      const id = await exam({ openType: 3, groupIds: [group.id], userIds: [named.user.id] });
      expect((await admit(member, id)).code).toBe(0);
      expect((await admit(named, id)).code).toBe(0);
      expect((await admit(outsider, id)).code).toBe(20010003);
      expect((await gqlErr(p, outsider.token, CHECK, { id })).code).toBe(20010003);
      expect(
        (await rest(p, '/api/exam/exam/check-info', { id }, { token: outsider.token })).code,
      ).toBe(20010003);
      // simple-detail follows the participant rule for learners.
      expect(
        (await rest(p, '/api/exam/exam/simple-detail', { id }, { token: outsider.token })).code,
      ).toBe(20010003);
      expect((await restOk<Json>(p, named.token, '/api/exam/exam/simple-detail', { id })).id).toBe(
        id,
      );
    });
  });

  describe('learner list', () => {
    it('lists visible exams with list states, attempts, open paper and apply state', async () => {
      const db = p.infra.prisma;
      const learner = await asStudent(p);
      const other = await asStudent(p);
      const now = Date.now();
      const running = await exam({ title: 'Running', chance: 3 });
      const future = await exam({
        title: 'Future',
        startTime: new Date(now + DAY).toISOString(),
        endTime: new Date(now + 2 * DAY).toISOString(),
      });
      const ended = await exam({
        title: 'Ended',
        startTime: new Date(now - 3 * DAY).toISOString(),
        endTime: new Date(now - 2 * DAY).toISOString(),
      });
      await exam({ title: 'Disabled', state: 1 });
      await exam({ title: 'Hidden', openType: 3, userIds: [other.user.id] });
      const signup = await exam({
        title: 'Signup',
        openType: 3,
        userIds: [other.user.id],
        applyOn: true,
      });
      const password = await exam({ title: 'Password', openType: 9, password: 'x1' });
      await buildPaper(db, running, learner.user.id, { state: 2 });
      const open = await buildPaper(db, running, learner.user.id, { state: 0 });
      await db.examApply.create({
        data: { examId: signup, userId: learner.user.id, applyMsg: 'm' },
      });

      const page = (
        await gqlOk<{ learnerExams: { total: number; records: Json[] } }>(p, learner.token, LIST, {
          i: { size: 50 },
        })
      ).learnerExams;
      const byTitle = Object.fromEntries(page.records.map((r) => [r.title as string, r]));
      expect(Object.keys(byTitle).sort()).toEqual([
        'Ended',
        'Future',
        'Password',
        'Running',
        'Signup',
      ]);
      expect(page.total).toBe(5);
      expect(byTitle.Running).toMatchObject({
        id: running,
        listState: 0,
        attemptsUsed: 2,
        chance: 3,
        openPaperId: open.id,
        applyState: null,
        examTypeText: '正式考试',
        totalScore: 10,
      });
      expect(byTitle.Future).toMatchObject({ id: future, listState: 2, openPaperId: null });
      expect(byTitle.Ended).toMatchObject({ id: ended, listState: 3 });
      expect(byTitle.Signup).toMatchObject({
        id: signup,
        applyOn: true,
        applyState: 0,
        admitted: false,
      });
      expect(byTitle.Password).toMatchObject({ id: password, openType: 9, admitted: true });
      expect(byTitle.Running).toMatchObject({ admitted: true });

      // The list-state filter: exactly the exams of that state.
      for (const [listState, ids] of [
        [0, [password, running, signup].sort()],
        [2, [future]],
        [3, [ended]],
      ] as const) {
        const only = await gqlOk<{ learnerExams: { records: Json[] } }>(p, learner.token, LIST, {
          i: { listState, size: 50 },
        });
        expect(only.learnerExams.records.map((r) => r.id as string).sort()).toEqual(ids);
      }
      // An approved application admits the learner to the scoped exam.
      await db.examApply.updateMany({ where: { examId: signup }, data: { auditState: 1 } });
      const afterApproval = await gqlOk<{ learnerExams: { records: Json[] } }>(
        p,
        learner.token,
        LIST,
        { i: { title: 'Signup' } },
      );
      expect(afterApproval.learnerExams.records[0]).toMatchObject({ id: signup, admitted: true });

      const filtered = await gqlOk<{ learnerExams: { records: Json[] } }>(p, learner.token, LIST, {
        i: { title: 'run' },
      });
      expect(filtered.learnerExams.records.map((r) => r.id)).toEqual([running]);
      // REST: the learner list with params.title, legacy times and dict text.
      const r = await restOk<{ total: number; records: Json[] }>(
        p,
        learner.token,
        '/api/exam/exam/paging',
        {
          current: 1,
          size: 10,
          params: { title: 'Futu' },
        },
      );
      expect(r.total).toBe(1);
      expect(r.records[0]).toMatchObject({
        id: future,
        listState: 2,
        examType_dictText: '正式考试',
      });
      expect(r.records[0]!.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const without = await restOk<{ total: number; records: Json[] }>(
        p,
        learner.token,
        '/api/exam/exam/paging',
        { params: { excludes: [running, future] } },
      );
      expect(without.total).toBe(3);
      expect(without.records.map((x) => x.id)).not.toContain(running);
      // A learner cannot ask for the admin list.
      expect(
        (
          await rest(
            p,
            '/api/exam/exam/paging',
            { params: { admin: true } },
            { token: learner.token },
          )
        ).code,
      ).toBe(10010004);
    });
  });

  describe('check-info', () => {
    it('shows rules, attempts and no start block when the learner may start', async () => {
      const learner = await asStudent(p);
      const id = await exam({
        chance: 2,
        lateMax: 0,
        handMin: 5,
        ruleList: [
          { repoId, quType: 1, quCount: 2, quScore: 2 },
          { repoId, quType: 2, quCount: 2, quScore: 1 },
          { repoId, quType: 1, quCount: 1, quScore: 2 },
        ],
      });
      const c = await check(learner, id);
      expect(c).toMatchObject({
        id,
        needsPassword: false,
        totalScore: 8,
        attemptsUsed: 0,
        attemptsLeft: 2,
        handMin: 5,
        listState: 0,
        openPaperId: null,
        startBlock: null,
      });
      expect(c.rules).toEqual([
        { quType: 1, quCount: 3, quScore: 2, totalScore: 6 },
        { quType: 2, quCount: 2, quScore: 1, totalScore: 2 },
      ]);
      const r = await restOk<Json>(p, learner.token, '/api/exam/exam/check-info', { id });
      expect(r).toMatchObject({ id, attemptsLeft: 2, startBlock: null });
      const pw = await check(learner, await exam({ openType: 9, password: 'pw' }));
      expect(pw).toMatchObject({ needsPassword: true, attemptsLeft: null, startBlock: null });
    });

    it('returns window, late, attempts, state and another exam in progress as startBlock', async () => {
      const db = p.infra.prisma;
      const learner = await asStudent(p);
      const now = Date.now();
      const block = async (id: string) => (await check(learner, id)).startBlock;
      const future = await exam({
        startTime: new Date(now + HOUR).toISOString(),
        endTime: new Date(now + 2 * HOUR).toISOString(),
      });
      expect(await block(future)).toMatchObject({
        code: 20010036,
        subCode: 'EXAM_NOT_IN_TIME_WINDOW',
      });
      const late = await exam({ startTime: new Date(now - HOUR).toISOString(), lateMax: 30 });
      expect(await block(late)).toMatchObject({ code: 20010037, subCode: 'EXAM_LATE' });
      expect(((await block(late)) as Json).message).toContain('30');
      const once = await exam({ chance: 1 });
      await buildPaper(db, once, learner.user.id, { state: 2 });
      const c = await check(learner, once);
      expect(c.attemptsLeft).toBe(0);
      expect(c.startBlock).toMatchObject({ code: 20010038 });
      const disabled = await exam({ state: 1 });
      expect(await block(disabled)).toMatchObject({ code: 20010039 });

      // An open paper of another exam blocks; the open paper's own exam resumes.
      const a = await exam({ title: 'A' });
      const b = await exam({ title: 'B' });
      const paper = await buildPaper(db, a, learner.user.id);
      expect(await block(b)).toMatchObject({ code: 20010002, subCode: 'EXAM_IN_PROGRESS' });
      const resume = await check(learner, a);
      expect(resume).toMatchObject({ openPaperId: paper.id, startBlock: null, attemptsUsed: 1 });
      // Once past its deadline (+ grace) the paper no longer blocks or resumes.
      await db.paper.update({
        where: { id: paper.id },
        data: { deadline: new Date(now - 60_000) },
      });
      expect(await block(b)).toBeNull();
      expect((await check(learner, a)).openPaperId).toBeNull();
      // English messages.
      const en = await gql<{ examCheckInfo: { startBlock: Json } }>(
        p,
        CHECK,
        { id: future },
        {
          token: learner.token,
          lang: 'en',
        },
      );
      expect(en.data?.examCheckInfo.startBlock.message).toBe(
        'The exam has not started yet or has already ended.',
      );
    });

    it('20010015 for a missing exam, 20010035 for a sign-up exam', async () => {
      const learner = await asStudent(p);
      const other = await asStudent(p);
      expect((await gqlErr(p, learner.token, CHECK, { id: 'missing' })).code).toBe(20010015);
      const id = await exam({ openType: 3, userIds: [other.user.id], applyOn: true });
      expect((await gqlErr(p, learner.token, CHECK, { id })).code).toBe(20010035);
      expect(
        (await rest(p, '/api/exam/exam/check-info', { id }, { token: learner.token })).code,
      ).toBe(20010035);
    });
  });
});
