/**
 * Proctors see only their exams: every watch operation (REST, GraphQL over HTTP and the
 * examWatchEvents subscription over graphql-ws) refuses an admin holding the console's permissions
 * who is not assigned to the exam, and serves one assigned directly, one assigned through a group
 * and a super admin; an exam with nobody assigned is its creator's and the super admins'; the
 * dashboard's running exams and the exam list's watch flag follow the same rule.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { assignProctors, buildExamRow, buildStandardPaper } from '../../../test/factories/exam.ts';
import {
  gql,
  gqlOk,
  rest,
  restOk,
  resetDatabase,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { MY_EVENTS, WATCH_EVENTS, WsClient } from '../../../test/sockets.ts';
import { ExState } from './proctor.constants.ts';

type Json = Record<string, unknown>;

const NOT_PROCTOR = 20010073;

const CONSOLE = [
  PERMISSIONS.examWatch,
  PERMISSIONS.examWatchMessage,
  PERMISSIONS.examForceHand,
  PERMISSIONS.examExtraTime,
  PERMISSIONS.examList,
];

const WATCH_STAT = `query($examId: ID!) { watchStat(examId: $examId) { requireCount processCount } }`;
const WATCH_ROWS = `query($q: WatchRowQuery!) { watchRows(query: $q) { total records { id } } }`;
const PAPER_EVENTS = `query($paperId: ID!) { paperEvents(paperId: $paperId) { paperId examId } }`;
const FORCE_HAND = `mutation($i: ForceHandInput!) { forceHand(input: $i) }`;
const FORCE_HAND_ALL = `mutation($i: ForceHandAllInput!) { forceHandAll(input: $i) { success fail } }`;
const SEND_MESSAGE = `mutation($i: WatchMessageInput!) { sendWatchMessage(input: $i) { success fail } }`;
const EXTRA_TIME = `mutation($i: ExtraTimeInput!) { grantExtraTime(input: $i) { paperId } }`;
const ONGOING = `{ dashboardOngoingExams(input: { size: 50 }) { total records { id } } }`;
const ADMIN_EXAMS = `{ adminExams(input: { size: 50 }) { records { id canProctor } } }`;

describe('proctor assignment', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p.stop();
  });
  beforeEach(async () => {
    await resetDatabase(p);
  });

  /** A running exam with two examinees sitting it, and a group. */
  async function runningExam() {
    const db = p.infra.prisma;
    const ann = await asStudent(p, { realName: 'Ann' });
    const bob = await asStudent(p, { realName: 'Bob' });
    const a = await buildStandardPaper(db, ann.user.id, {
      exam: { title: 'Secret finals' },
      paper: { state: 0 },
    });
    const b = await buildStandardPaper(db, bob.user.id, { examId: a.exam.id, paper: { state: 0 } });
    const group = await db.group.create({ data: { groupName: 'Invigilators' } });
    return { exam: a.exam, paperA: a.paper, paperB: b.paper, ann, bob, group };
  }

  /** Every watch operation over REST and GraphQL, each with the codes it answered. */
  async function everyCall(
    token: string,
    ids: { examId: string; paperId: string; userId: string },
  ): Promise<Array<[string, number, string]>> {
    const { examId, paperId, userId } = ids;
    const out: Array<[string, number, string]> = [];
    const restCalls: Array<[string, Json]> = [
      ['/api/exam/watch/watch-stat', { id: examId }],
      ['/api/exam/watch/process-paging', { params: { examId } }],
      ['/api/exam/watch/paper-events', { paperId }],
      ['/api/exam/watch/force-hand', { paperId, message: 'x' }],
      ['/api/exam/watch/force-hand-all', { examId, exState: ExState.FORCED, message: 'x' }],
      ['/api/exam/watch/extra-time', { examId, userId, minutes: 5 }],
      ['/api/socket/watch/single-msg', { examId, userId, message: 'x' }],
      ['/api/socket/watch/batch-msg', { examId, message: 'x' }],
    ];
    for (const [path, body] of restCalls) {
      const res = await rest(p, path, body, { token, lang: 'en' });
      out.push([path, res.code, res.msg]);
    }
    const gqlCalls: Array<[string, string, Json]> = [
      ['watchStat', WATCH_STAT, { examId }],
      ['watchRows', WATCH_ROWS, { q: { examId } }],
      ['paperEvents', PAPER_EVENTS, { paperId }],
      ['forceHand', FORCE_HAND, { i: { paperId } }],
      ['forceHandAll', FORCE_HAND_ALL, { i: { examId, exState: ExState.FORCED, message: 'x' } }],
      ['grantExtraTime', EXTRA_TIME, { i: { examId, userId, minutes: 5 } }],
      ['sendWatchMessage one', SEND_MESSAGE, { i: { examId, userId, message: 'x' } }],
      ['sendWatchMessage all', SEND_MESSAGE, { i: { examId, message: 'x' } }],
    ];
    for (const [name, query, variables] of gqlCalls) {
      const res = await gql(p, query, variables, { token, lang: 'zh' });
      const e = res.errors?.[0];
      out.push([
        name,
        (e?.extensions?.legacyCode as number | undefined) ?? 0,
        `${String(e?.extensions?.code)} ${String(e?.extensions?.subCode)} ${e?.message ?? ''}`,
      ]);
    }
    return out;
  }

  it('refuses every watch operation to an admin not assigned to the exam, changing nothing', async () => {
    const db = p.infra.prisma;
    const { exam, paperA, ann, group } = await runningExam();
    const assigned = await asAdmin(p, { permissions: CONSOLE });
    await assignProctors(db, exam.id, { users: [assigned.user.id], groups: [group.id] });
    const stranger = await asAdmin(p, { permissions: CONSOLE });

    const learner = await WsClient.open(p, ann.token);
    learner.subscribe('me', MY_EVENTS, { examId: exam.id });
    const calls = await everyCall(stranger.token, {
      examId: exam.id,
      paperId: paperA.id,
      userId: ann.user.id,
    });
    for (const [name, code, text] of calls) {
      expect(code, name).toBe(NOT_PROCTOR);
      // Nothing of the exam is told: neither its title nor anything else but the refusal.
      expect(text, name).not.toContain('Secret finals');
    }
    expect(calls.find(([n]) => n.startsWith('/api/'))?.[2]).toBe(
      'You are not a proctor of this exam.',
    );
    expect(calls.find(([n]) => n === 'watchStat')?.[2]).toBe(
      'FORBIDDEN EXAM_NOT_PROCTOR 您不是该考试的监考人员，无权监考！',
    );

    const ws = await WsClient.open(p, stranger.token);
    ws.subscribe('w', WATCH_EVENTS, { examId: exam.id });
    expect(await ws.refusal('w')).toBe(NOT_PROCTOR);

    // Nothing happened: both papers still sat, no extra time, the learner was told nothing.
    const papers = await db.paper.findMany({ where: { examId: exam.id } });
    expect(papers.map((x) => [x.state, x.extraMinutes])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(await db.examExtraTime.count()).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(learner.messages.filter((m) => m.id === 'me' && m.type === 'next')).toEqual([]);
    // A member of a group assigned to another exam gains nothing here.
    const other = await buildExamRow(db);
    const otherGroup = await db.group.create({ data: { groupName: 'Elsewhere' } });
    await assignProctors(db, other.id, { groups: [otherGroup.id] });
    await db.groupMember.create({ data: { groupId: otherGroup.id, userId: stranger.user.id } });
    expect(
      (await rest(p, '/api/exam/watch/watch-stat', { id: exam.id }, { token: stranger.token }))
        .code,
    ).toBe(NOT_PROCTOR);
    ws.close();
    learner.close();
  });

  it('serves a proctor assigned directly, one through a group and a super admin', async () => {
    const db = p.infra.prisma;
    const { exam, paperA, paperB, ann, bob, group } = await runningExam();
    const direct = await asAdmin(p, { permissions: CONSOLE });
    const member = await asAdmin(p, { permissions: CONSOLE });
    const sa = await asSuperAdmin(p);
    await assignProctors(db, exam.id, { users: [direct.user.id], groups: [group.id] });
    await db.groupMember.create({ data: { groupId: group.id, userId: member.user.id } });

    const watchers = await Promise.all(
      [direct, member, sa].map(async (who: Identity) => {
        const ws = await WsClient.open(p, who.token);
        ws.subscribe('w', WATCH_EVENTS, { examId: exam.id });
        return ws;
      }),
    );
    await new Promise((r) => setTimeout(r, 150));
    const learner = await WsClient.open(p, ann.token);
    learner.subscribe('me', MY_EVENTS, { examId: exam.id });
    for (const ws of watchers) {
      expect(await ws.event('w', 'examWatchEvents', (e) => e.kind === 'online')).toMatchObject({
        userId: ann.user.id,
      });
    }

    for (const who of [direct, member, sa]) {
      const stat = await gqlOk<{ watchStat: Json }>(p, who.token, WATCH_STAT, { examId: exam.id });
      expect(stat.watchStat).toMatchObject({ processCount: 2 });
      const rows = await gqlOk<{ watchRows: { total: number } }>(p, who.token, WATCH_ROWS, {
        q: { examId: exam.id },
      });
      expect(rows.watchRows.total).toBe(2);
      const events = await restOk<Json>(p, who.token, '/api/exam/watch/paper-events', {
        paperId: paperA.id,
      });
      expect(events).toMatchObject({ paperId: paperA.id, examId: exam.id });
      expect(
        (
          await restOk<Json>(p, who.token, '/api/exam/watch/process-paging', {
            params: { examId: exam.id },
          })
        ).total,
      ).toBe(2);
    }

    // The acts: a message from each, extra time, one hand-in, then the rest.
    await restOk(p, direct.token, '/api/socket/watch/single-msg', {
      examId: exam.id,
      userId: ann.user.id,
      message: 'From the desk',
    });
    expect(
      await learner.event('me', 'myExamEvents', (e) => e.message === 'From the desk'),
    ).toMatchObject({ kind: 'message' });
    const all = await gqlOk<{ sendWatchMessage: Json }>(p, member.token, SEND_MESSAGE, {
      i: { examId: exam.id, message: 'Ten minutes' },
    });
    expect(all.sendWatchMessage).toEqual({ success: 1, fail: 1 });
    await gqlOk(p, sa.token, EXTRA_TIME, {
      i: { examId: exam.id, userId: bob.user.id, minutes: 5 },
    });
    expect((await db.paper.findUniqueOrThrow({ where: { id: paperB.id } })).extraMinutes).toBe(5);
    await gqlOk(p, member.token, FORCE_HAND, { i: { paperId: paperA.id, message: 'Phone' } });
    expect(await learner.event('me', 'myExamEvents', (e) => e.kind === 'handedIn')).toMatchObject({
      paperId: paperA.id,
    });
    const rest2 = await restOk<Json>(p, direct.token, '/api/exam/watch/force-hand-all', {
      examId: exam.id,
      exState: ExState.FORCED,
      message: 'Fire alarm',
    });
    expect(rest2).toEqual({ success: 1, fail: 0 });
    for (const ws of watchers) {
      await ws.event('w', 'examWatchEvents', (e) => e.kind === 'handIn' && e.paperId === paperB.id);
      ws.close();
    }
    learner.close();
  });

  it('an exam nobody is assigned to is watched by its creator and super admins only', async () => {
    const db = p.infra.prisma;
    const { exam, group } = await runningExam();
    const creator = await asAdmin(p, { permissions: CONSOLE });
    const colleague = await asAdmin(p, { permissions: CONSOLE });
    const sa = await asSuperAdmin(p);
    await db.exam.update({ where: { id: exam.id }, data: { createdBy: creator.user.id } });
    const stat = (token: string) =>
      rest(p, '/api/exam/watch/watch-stat', { id: exam.id }, { token }).then((r) => r.code);

    expect(await stat(creator.token)).toBe(0);
    expect(await stat(sa.token)).toBe(0);
    expect(await stat(colleague.token)).toBe(NOT_PROCTOR);
    const ws = await WsClient.open(p, colleague.token);
    ws.subscribe('w', WATCH_EVENTS, { examId: exam.id });
    expect(await ws.refusal('w')).toBe(NOT_PROCTOR);
    ws.close();

    // Once proctors are assigned, the assignment alone decides (super admins aside).
    await assignProctors(db, exam.id, { groups: [group.id] });
    await db.groupMember.create({ data: { groupId: group.id, userId: colleague.user.id } });
    expect(await stat(creator.token)).toBe(NOT_PROCTOR);
    expect(await stat(colleague.token)).toBe(0);
    expect(await stat(sa.token)).toBe(0);
    // An exam that does not exist stays EXAM_NOT_FOUND.
    expect(
      (await rest(p, '/api/exam/watch/watch-stat', { id: 'nope' }, { token: colleague.token }))
        .code,
    ).toBe(20010015);
  });

  it("lists to a proctor only their running exams, and flags the exam list's watchable rows", async () => {
    const db = p.infra.prisma;
    const mine = await buildExamRow(db, { title: 'Mine' });
    const viaGroup = await buildExamRow(db, { title: 'Via group' });
    const theirs = await buildExamRow(db, { title: 'Theirs' });
    const proctor = await asAdmin(p, { permissions: CONSOLE });
    const otherProctor = await asAdmin(p, { permissions: CONSOLE });
    const group = await db.group.create({ data: { groupName: 'Hall B' } });
    await db.groupMember.create({ data: { groupId: group.id, userId: proctor.user.id } });
    await assignProctors(db, mine.id, { users: [proctor.user.id] });
    await assignProctors(db, viaGroup.id, { groups: [group.id] });
    await assignProctors(db, theirs.id, { users: [otherProctor.user.id] });
    const sa = await asSuperAdmin(p);

    const ongoing = async (token: string) =>
      (
        await gqlOk<{ dashboardOngoingExams: { records: Array<{ id: string }> } }>(
          p,
          token,
          ONGOING,
        )
      ).dashboardOngoingExams.records
        .map((r) => r.id)
        .sort();
    expect(await ongoing(proctor.token)).toEqual([mine.id, viaGroup.id].sort());
    expect(await ongoing(otherProctor.token)).toEqual([theirs.id]);
    expect(await ongoing(sa.token)).toEqual([mine.id, viaGroup.id, theirs.id].sort());
    const restList = await restOk<{ records: Array<{ id: string }>; total: number }>(
      p,
      proctor.token,
      '/api/stat/exam/dash-exam-list',
      { current: 1, size: 10 },
    );
    expect(restList.total).toBe(2);
    expect(restList.records.map((r) => r.id).sort()).toEqual([mine.id, viaGroup.id].sort());

    // The exam list (authoring) still lists every exam, with whether the caller may watch it.
    const flags = async (token: string) =>
      Object.fromEntries(
        (
          await gqlOk<{ adminExams: { records: Array<{ id: string; canProctor: boolean }> } }>(
            p,
            token,
            ADMIN_EXAMS,
          )
        ).adminExams.records.map((r) => [r.id, r.canProctor]),
      );
    expect(await flags(proctor.token)).toEqual({
      [mine.id]: true,
      [viaGroup.id]: true,
      [theirs.id]: false,
    });
    expect(Object.values(await flags(sa.token))).toEqual([true, true, true]);
    const restPage = await restOk<{ records: Array<{ id: string; canProctor: boolean }> }>(
      p,
      otherProctor.token,
      '/api/exam/exam/paging',
      { current: 1, size: 10, params: { admin: true } },
    );
    expect(restPage.records.filter((r) => r.canProctor).map((r) => r.id)).toEqual([theirs.id]);
  });
});
