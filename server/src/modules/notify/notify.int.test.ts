import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { NotifyJobState } from './notify.constants.ts';
import { buildDepartment } from '../../../test/factories/index.ts';
import { buildExamRow } from '../../../test/factories/exam.ts';
import {
  gqlErr,
  gqlOk,
  resetDatabase,
  restCode,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';

type Json = Record<string, unknown>;
interface Page<T> {
  records: T[];
  total: number;
}

const TMPL = {
  title: 'Exam reminder',
  msgTitle: '考试提醒：{examTitle}',
  content:
    '{realName}（{userName}）您好，考试「{examTitle}」将于 {startTime} 开始，时长 {totalTime} 分钟。',
};

describe('notification templates and exam notifications', () => {
  let p: Platform;
  let sa: Identity;
  beforeAll(async () => {
    p = await startTestPlatform({ runJobs: true });
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    sa = await asSuperAdmin(p);
  });

  const save = (body: Json, token = sa.token) =>
    restOk<Json>(p, token, '/api/notify/tmpl/save', body);

  async function finished(jobId: string): Promise<Json> {
    const end = Date.now() + 15_000;
    for (;;) {
      const job = await restOk<Json>(p, sa.token, '/api/exam/exam/notify-job', { id: jobId });
      if (job.state === 'completed' || job.state === 'failed') return job;
      if (Date.now() > end) throw new Error(`job still ${String(job.state)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('admins keep templates with known placeholders only', async () => {
    const made = await save(TMPL);
    expect(made).toMatchObject({ ...TMPL, channels: ['msg'] });
    const updated = await save({ ...TMPL, id: made.id, title: 'Renamed', channels: ['msg'] });
    expect(updated.title).toBe('Renamed');
    const page = await restOk<Page<Json>>(p, sa.token, '/api/notify/tmpl/paging', {
      current: 1,
      size: 100,
      params: { title: 'rena' },
    });
    expect(page.records.map((r) => r.id)).toEqual([made.id]);
    expect(await restOk(p, sa.token, '/api/notify/tmpl/detail', { id: made.id })).toMatchObject({
      title: 'Renamed',
    });

    for (const bad of [
      { ...TMPL, content: 'Hi {nope}' },
      { ...TMPL, msgTitle: '<b>x</b>' },
      { ...TMPL, channels: ['fax'] },
      { ...TMPL, channels: [] },
      { ...TMPL, title: '' },
    ]) {
      expect(await restCode(p, sa.token, '/api/notify/tmpl/save', bad)).toBe(10010001);
    }
    expect(await restCode(p, sa.token, '/api/notify/tmpl/save', { ...TMPL, id: 'nope' })).toBe(
      60000001,
    );
    const learner = await asStudent(p);
    expect(await restCode(p, learner.token, '/api/notify/tmpl/save', TMPL)).toBe(10010004);
    expect(await restCode(p, learner.token, '/api/notify/tmpl/paging', {})).toBe(10010004);
    expect(await restOk(p, sa.token, '/api/notify/tmpl/delete', { ids: [made.id] })).toEqual({
      count: 1,
    });
  });

  it("sends an exam's notification to everyone in its scope, once each, as a job", async () => {
    const db = p.infra.prisma;
    const dept = await buildDepartment(db, 'N01', 'North');
    await buildDepartment(db, 'N01A01', 'North team');
    const inSubDept = await asStudent(p, { deptCode: 'N01A01', realName: 'Sub' });
    const inGroup = await asStudent(p, { deptCode: 'N01', realName: 'Both' });
    const named = await asStudent(p, { realName: 'Named', userName: 'named_one' });
    const applicant = await asStudent(p, { realName: 'Applicant' });
    const disabled = await asStudent(p, { deptCode: 'N01', state: 1 });
    const outsider = await asStudent(p, { deptCode: 'X01' });
    const group = await db.group.create({ data: { groupName: 'Notify group' } });
    await db.groupMember.create({ data: { groupId: group.id, userId: inGroup.user.id } });
    const exam = await buildExamRow(db, {
      title: 'Fire safety',
      startTime: new Date('2030-01-02T09:30:00'),
      totalTime: 45,
    });
    await db.exam.update({ where: { id: exam.id }, data: { openType: 3 } });
    await db.examScope.createMany({
      data: [
        { examId: exam.id, kind: 'dept', refId: dept.id },
        { examId: exam.id, kind: 'group', refId: group.id },
        { examId: exam.id, kind: 'user', refId: named.user.id },
      ],
    });
    await db.examApply.create({
      data: { examId: exam.id, userId: applicant.user.id, applyMsg: 'x', auditState: 1 },
    });
    const tmpl = await save(TMPL);

    const sender = await asAdmin(p, { permissions: [PERMISSIONS.examNotify] });
    const job = await restOk<Json>(p, sender.token, '/api/exam/exam/prepare-notify', {
      examId: exam.id,
      tmplId: tmpl.id,
    });
    expect(job).toMatchObject({ examId: exam.id, tmplId: tmpl.id, state: 'waiting' });
    const done = await finished(String(job.id));
    expect(done).toMatchObject({ state: 'completed', total: 4, sent: 4, progress: 100 });

    const messagesOf = (userId: string) =>
      db.userMessage.findMany({ where: { userId, refKey: `notify:${String(job.id)}` } });
    for (const u of [inSubDept, inGroup, named, applicant]) {
      expect(await messagesOf(u.user.id)).toHaveLength(1);
    }
    for (const u of [disabled, outsider, sa]) expect(await messagesOf(u.user.id)).toHaveLength(0);
    const [mine] = await messagesOf(named.user.id);
    expect(mine).toMatchObject({
      title: '考试提醒：Fire safety',
      content:
        'Named（named_one）您好，考试「Fire safety」将于 2030-01-02 09:30 开始，时长 45 分钟。',
      sendBy: sender.user.id,
    });
    // The learner sees it in their list.
    const list = await restOk<Page<Json>>(p, named.token, '/api/sys/user/msg/paging', {});
    expect(list.records[0]).toMatchObject({ title: '考试提醒：Fire safety', readState: 0 });

    // A retried job sends nobody a second message: as if the worker died after sending but
    // before marking the job done, the job is active again and runs through once more.
    await db.notifyJob.update({
      where: { id: String(job.id) },
      data: { state: NotifyJobState.ACTIVE, finishedAt: null },
    });
    await p.services.notify.runNotifyJob(String(job.id), { final: false });
    expect(await db.notifyJob.findUniqueOrThrow({ where: { id: String(job.id) } })).toMatchObject({
      state: NotifyJobState.COMPLETED,
      total: 4,
      sent: 4,
    });
    for (const u of [inSubDept, inGroup, named, applicant]) {
      expect(await messagesOf(u.user.id)).toHaveLength(1);
    }
    expect(await db.userMessage.count({ where: { refKey: `notify:${String(job.id)}` } })).toBe(4);
  });

  it('texts the linked number of each recipient who allows it, once per job, on the SMS channel', async () => {
    const db = p.infra.prisma;
    const texted = await asStudent(p, { realName: 'Texted', userName: 'texted' });
    const optedOut = await asStudent(p, { realName: 'Quiet' });
    const noNumber = await asStudent(p, { realName: 'Nomobile' });
    await db.user.update({ where: { id: texted.user.id }, data: { mobile: '13800000001' } });
    await db.user.update({
      where: { id: optedOut.user.id },
      data: { mobile: '13800000002', smsNotify: false },
    });
    const exam = await buildExamRow(db, {
      title: 'Fire drill',
      startTime: new Date('2030-01-02T09:30:00'),
      totalTime: 45,
    });
    const both = await save({ ...TMPL, channels: ['msg', 'sms'] });
    expect(both.channels).toEqual(['msg', 'sms']);

    const job = await restOk<Json>(p, sa.token, '/api/exam/exam/prepare-notify', {
      examId: exam.id,
      tmplId: both.id,
    });
    const done = await finished(String(job.id));
    expect(done).toMatchObject({ state: 'completed', total: 3, sent: 3, smsSent: 1, smsFailed: 0 });
    const outbox = await db.smsOutbox.findMany();
    expect(outbox).toEqual([
      expect.objectContaining({
        mobile: '13800000001',
        scene: 'notify',
        content:
          '【Examhall】考试提醒：Fire drill：Texted（texted）您好，考试「Fire drill」将于 2030-01-02 09:30 开始，时长 45 分钟。',
      }),
    ]);
    for (const u of [texted, optedOut, noNumber]) {
      expect(await db.userMessage.count({ where: { userId: u.user.id } })).toBe(1);
    }

    // Run again as after a crash: nobody gets a second text or message.
    await db.notifyJob.update({
      where: { id: String(job.id) },
      data: { state: NotifyJobState.ACTIVE, finishedAt: null },
    });
    await p.services.notify.runNotifyJob(String(job.id), { final: false });
    expect(await db.smsOutbox.count()).toBe(1);
    expect(await db.userMessage.count({ where: { refKey: `notify:${String(job.id)}` } })).toBe(3);

    // A text-only template stores no in-site message; a second job texts again (its own send).
    const smsOnly = await save({ ...TMPL, title: 'Text only', channels: ['sms'] });
    const second = await restOk<Json>(p, sa.token, '/api/exam/exam/prepare-notify', {
      examId: exam.id,
      tmplId: smsOnly.id,
    });
    expect(await finished(String(second.id))).toMatchObject({
      state: 'completed',
      sent: 0,
      smsSent: 1,
      progress: 100,
    });
    expect(await db.smsOutbox.count()).toBe(2);
    expect(await db.userMessage.count({ where: { refKey: `notify:${String(second.id)}` } })).toBe(
      0,
    );
  });

  it('a hostile stored name reaches messages and texts as inert plain text', async () => {
    const db = p.infra.prisma;
    // A name stored before names were checked (or by a path that bypassed the check).
    const hostile = await asStudent(p, { userName: 'probe' });
    await db.user.update({
      where: { id: hostile.user.id },
      data: { realName: '<img src=x onerror=alert(1)>\u200b\u202e李', mobile: '13800000009' },
    });
    const exam = await buildExamRow(db, {
      title: 'Q1 > Q2',
      startTime: new Date('2030-01-02T09:30:00'),
      totalTime: 45,
    });
    const tmpl = await save({
      ...TMPL,
      msgTitle: '{realName}：{examTitle}',
      content: '{realName}\n请参加考试「{examTitle}」',
      channels: ['msg', 'sms'],
    });
    const job = await restOk<Json>(p, sa.token, '/api/exam/exam/prepare-notify', {
      examId: exam.id,
      tmplId: tmpl.id,
    });
    expect(await finished(String(job.id))).toMatchObject({ state: 'completed', smsSent: 1 });

    const inert = '＜img src=x onerror=alert(1)＞李';
    const expected = {
      title: `${inert}：Q1 ＞ Q2`,
      content: `${inert}\n请参加考试「Q1 ＞ Q2」`,
    };
    const viaRest = await restOk<Page<Json>>(p, hostile.token, '/api/sys/user/msg/paging', {});
    expect(viaRest.records[0]).toMatchObject(expected);
    const viaGql = await gqlOk<{ myMessages: Page<Json> }>(
      p,
      hostile.token,
      '{ myMessages { records { title content } } }',
    );
    expect(viaGql.myMessages.records).toEqual([expected]);
    const [text] = await db.smsOutbox.findMany();
    expect(text!.content).toBe(`【Examhall】${inert}：Q1 ＞ Q2：${inert} 请参加考试「Q1 ＞ Q2」`);
  });

  it('a public exam goes to every active learner, not to admins; refusals', async () => {
    const db = p.infra.prisma;
    const a = await asStudent(p);
    const b = await asStudent(p);
    const exam = await buildExamRow(db, { title: 'Open to all' });
    const tmpl = await save(TMPL);
    const { prepareExamNotify } = await gqlOk<{ prepareExamNotify: Json }>(
      p,
      sa.token,
      `mutation($e: ID!, $t: ID!) { prepareExamNotify(examId: $e, tmplId: $t) { id state } }`,
      { e: exam.id, t: tmpl.id },
    );
    const done = await finished(String(prepareExamNotify.id));
    expect(done).toMatchObject({ state: 'completed', total: 2 });
    for (const u of [a, b])
      expect(await db.userMessage.count({ where: { userId: u.user.id } })).toBe(1);
    expect(await db.userMessage.count({ where: { userId: sa.user.id } })).toBe(0);

    expect(
      await restCode(p, sa.token, '/api/exam/exam/prepare-notify', {
        examId: 'nope',
        tmplId: tmpl.id,
      }),
    ).toBe(20010015);
    expect(
      await restCode(p, sa.token, '/api/exam/exam/prepare-notify', {
        examId: exam.id,
        tmplId: 'nope',
      }),
    ).toBe(60000001);
    expect(
      await restCode(p, a.token, '/api/exam/exam/prepare-notify', {
        examId: exam.id,
        tmplId: tmpl.id,
      }),
    ).toBe(10010004);
    expect(
      (
        await gqlErr(p, a.token, `query($id: ID!) { notifyJob(id: $id) { state } }`, {
          id: prepareExamNotify.id,
        })
      ).code,
    ).toBe(10010004);
  });

  it('tells the learners of an exam once, shortly before it starts', async () => {
    const db = p.infra.prisma;
    const me = await asStudent(p, { realName: 'Soon' });
    const other = await asStudent(p);
    const now = new Date('2031-03-01T08:00:00');
    const soon = await buildExamRow(db, {
      title: 'Starts soon',
      startTime: new Date('2031-03-01T08:20:00'),
      endTime: new Date('2031-03-01T10:00:00'),
      totalTime: 40,
    });
    await db.exam.update({ where: { id: soon.id }, data: { openType: 3 } });
    await db.examScope.create({ data: { examId: soon.id, kind: 'user', refId: me.user.id } });
    // Later than the window, disabled, offline or already running: nothing.
    await buildExamRow(db, { startTime: new Date('2031-03-01T09:00:00') });
    await buildExamRow(db, { startTime: new Date('2031-03-01T08:10:00'), state: 1 });
    const offline = await buildExamRow(db, { startTime: new Date('2031-03-01T08:10:00') });
    await db.exam.update({ where: { id: offline.id }, data: { offline: true } });
    await buildExamRow(db, { startTime: new Date('2031-03-01T07:50:00') });

    expect(await p.services.notify.remindStartingExams(now)).toBe(1);
    expect(await p.services.notify.remindStartingExams(new Date('2031-03-01T08:05:00'))).toBe(0);
    const mine = await restOk<Page<Json>>(p, me.token, '/api/sys/user/msg/paging', {}, 'en');
    expect(mine.records).toHaveLength(1);
    expect(mine.records[0]).toMatchObject({
      title: 'Exam starting soon',
      content:
        'The exam "Starts soon" starts at 2031-03-01 08:20 and lasts 40 minutes. Please get ready.',
    });
    expect(await db.userMessage.count({ where: { userId: other.user.id } })).toBe(0);
  });
});
