import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import {
  gqlErr,
  gqlOk,
  resetDatabase,
  rest,
  restCode,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { buildPaper, createExam, examBody } from '../../../test/factories/exam.ts';
import { buildExamBank } from '../../../test/factories/question.ts';

type Json = Record<string, unknown>;

const APPLY = `mutation($i: ExamApplyInput!) { applyExam(input: $i) { id examId examTitle userId
  applyUser userName applyTime applyMsg auditState auditBy auditByName auditMsg auditTime auditUsed } }`;
const APPLIES = `query($i: ExamApplyPageInput) { examApplies(input: $i) { total records { id examId
  examTitle userId applyUser userName applyTime applyMsg auditState auditBy auditByName auditMsg
  auditTime auditUsed } } }`;
const AUDIT = 'mutation($i: AuditExamAppliesInput!) { auditExamApplies(input: $i) }';
const DELETE = 'mutation($ids: [ID!]!) { deleteExamApplies(ids: $ids) }';
const CHECK = 'query($id: ID!) { examCheckInfo(id: $id) { id startBlock { code } } }';

describe('exam applies', () => {
  let p: Platform;
  let admin: Identity;
  let repoId: string;
  let insider: Identity;

  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    admin = await asSuperAdmin(p);
    repoId = (await buildExamBank(p.infra.prisma)).repo.id;
    insider = await asStudent(p, { realName: 'Insider' });
  });

  /** An open type 3 exam for `insider` only, taking applications unless told otherwise. */
  const signupExam = (over: Json = {}) =>
    createExam(
      p,
      admin,
      examBody(repoId, {
        title: 'Signup exam',
        openType: 3,
        userIds: [insider.user.id],
        applyOn: true,
        ...over,
      }),
    );

  it('a learner applies (GraphQL), the admin approves, the learner is admitted', async () => {
    const learner = await asStudent(p, { realName: 'Li Lei' });
    const id = await signupExam();
    expect((await gqlErr(p, learner.token, CHECK, { id })).code).toBe(20010035);
    const { applyExam: row } = await gqlOk<{ applyExam: Json }>(p, learner.token, APPLY, {
      i: { examId: id, applyMsg: '  I need this exam  ' },
    });
    expect(row).toMatchObject({
      examId: id,
      examTitle: 'Signup exam',
      userId: learner.user.id,
      applyUser: 'Li Lei',
      userName: learner.user.userName,
      applyMsg: 'I need this exam',
      auditState: 0,
      auditBy: null,
      auditByName: null,
      auditMsg: '',
      auditTime: null,
      auditUsed: false,
    });
    // Pending: 20010004 (GraphQL and REST).
    expect(
      (await gqlErr(p, learner.token, APPLY, { i: { examId: id, applyMsg: 'again' } })).code,
    ).toBe(20010004);
    expect(
      await restCode(p, learner.token, '/api/exam/apply/save', { examId: id, applyMsg: 'x' }),
    ).toBe(20010004);

    const audited = await gqlOk<{ auditExamApplies: number }>(p, admin.token, AUDIT, {
      i: { ids: [row.id], auditState: 1, auditMsg: 'Welcome' },
    });
    expect(audited.auditExamApplies).toBe(1);
    const list = await gqlOk<{ examApplies: { total: number; records: Json[] } }>(
      p,
      admin.token,
      APPLIES,
      { i: { examId: id } },
    );
    expect(list.examApplies.total).toBe(1);
    expect(list.examApplies.records[0]).toMatchObject({
      auditState: 1,
      auditBy: admin.user.id,
      auditByName: 'Test',
      auditMsg: 'Welcome',
      auditUsed: false,
    });
    expect(list.examApplies.records[0]!.auditTime).not.toBeNull();
    // Approved: admitted, and a new apply is 20010041.
    expect(
      (await gqlOk<{ examCheckInfo: Json }>(p, learner.token, CHECK, { id })).examCheckInfo
        .startBlock,
    ).toBeNull();
    expect(
      (await gqlErr(p, learner.token, APPLY, { i: { examId: id, applyMsg: 'more' } })).code,
    ).toBe(20010041);
    // auditUsed once the learner has a paper.
    await buildPaper(p.infra.prisma, id, learner.user.id);
    const after = await gqlOk<{ examApplies: { records: Json[] } }>(p, admin.token, APPLIES, {
      i: { examId: id, auditState: 1 },
    });
    expect(after.examApplies.records[0]!.auditUsed).toBe(true);
  });

  it('refuses: applyMsg required, no applications, already admitted, missing exam', async () => {
    const learner = await asStudent(p);
    const id = await signupExam();
    expect(
      await restCode(p, learner.token, '/api/exam/apply/save', { examId: id, applyMsg: ' ' }),
    ).toBe(10010001);
    expect(await restCode(p, learner.token, '/api/exam/apply/save', { examId: id })).toBe(10010001);
    const closed = await signupExam({ applyOn: false });
    expect(
      await restCode(p, learner.token, '/api/exam/apply/save', { examId: closed, applyMsg: 'x' }),
    ).toBe(20010034);
    // In scope, or a public exam: nothing to apply for.
    expect(
      await restCode(p, insider.token, '/api/exam/apply/save', { examId: id, applyMsg: 'x' }),
    ).toBe(20010034);
    const open = await createExam(p, admin, examBody(repoId, { applyOn: true }));
    expect(
      (await gqlErr(p, learner.token, APPLY, { i: { examId: open, applyMsg: 'x' } })).code,
    ).toBe(20010034);
    expect(
      await restCode(p, learner.token, '/api/exam/apply/save', { examId: 'nope', applyMsg: 'x' }),
    ).toBe(20010015);
    expect(await p.infra.prisma.examApply.count()).toBe(0);
  });

  it('after a rejection the learner may apply again (REST); two clicks make one apply', async () => {
    const learner = await asStudent(p);
    const id = await signupExam();
    const first = await restOk<Json>(p, learner.token, '/api/exam/apply/save', {
      examId: id,
      applyMsg: 'first',
    });
    expect(first).toMatchObject({ auditState: 0, applyMsg: 'first' });
    expect(first.applyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(
      await restCode(p, admin.token, '/api/exam/apply/audit', { ids: [first.id], auditState: 2 }),
    ).toBe(10010001);
    expect(
      await restCode(p, admin.token, '/api/exam/apply/audit', {
        ids: [first.id],
        auditState: 3,
        auditMsg: 'x',
      }),
    ).toBe(10010001);
    expect(
      await restOk(p, admin.token, '/api/exam/apply/audit', {
        ids: [first.id],
        auditState: 2,
        auditMsg: 'Not this time',
      }),
    ).toEqual({ count: 1 });
    const again = await Promise.all(
      [1, 2].map(() =>
        rest(
          p,
          '/api/exam/apply/save',
          { examId: id, applyMsg: 'second' },
          { token: learner.token },
        ),
      ),
    );
    expect(again.map((r) => r.code).sort()).toEqual([0, 20010004]);
    const page = await restOk<{ total: number; records: Json[] }>(
      p,
      admin.token,
      '/api/exam/apply/paging',
      {
        current: 1,
        size: 10,
        params: { examId: id },
      },
    );
    expect(page.total).toBe(2);
    expect(page.records.map((r) => r.auditState).sort()).toEqual([0, 2]);
    expect(page.records.find((r) => r.auditState === 2)).toMatchObject({
      auditMsg: 'Not this time',
      applyMsg: 'first',
    });
    const byName = await restOk<{ total: number }>(p, admin.token, '/api/exam/apply/paging', {
      params: { realName: 'nobody-like-this' },
    });
    expect(byName.total).toBe(0);
  });

  it('deletes applies (GraphQL and REST)', async () => {
    const a = await asStudent(p);
    const b = await asStudent(p);
    const id = await signupExam();
    const ra = await restOk<Json>(p, a.token, '/api/exam/apply/save', {
      examId: id,
      applyMsg: 'a',
    });
    const rb = await restOk<Json>(p, b.token, '/api/exam/apply/save', {
      examId: id,
      applyMsg: 'b',
    });
    expect(
      (await gqlOk<{ deleteExamApplies: number }>(p, admin.token, DELETE, { ids: [ra.id, 'x'] }))
        .deleteExamApplies,
    ).toBe(1);
    expect(await restOk(p, admin.token, '/api/exam/apply/delete', { ids: [rb.id] })).toEqual({
      count: 1,
    });
    expect(await p.infra.prisma.examApply.count()).toBe(0);
    expect(await restCode(p, admin.token, '/api/exam/apply/delete', { ids: [] })).toBe(10010001);
  });

  it('learners cannot list, audit or delete applies', async () => {
    const learner = await asStudent(p);
    expect((await gqlErr(p, learner.token, APPLIES)).code).toBe(10010004);
    expect(
      (await gqlErr(p, learner.token, AUDIT, { i: { ids: ['x'], auditState: 1, auditMsg: 'm' } }))
        .code,
    ).toBe(10010004);
    expect((await gqlErr(p, learner.token, DELETE, { ids: ['x'] })).code).toBe(10010004);
    expect(await restCode(p, learner.token, '/api/exam/apply/paging', {})).toBe(10010004);
  });
});
