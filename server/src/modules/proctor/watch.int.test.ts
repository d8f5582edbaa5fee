/**
 * The proctor console and the live events over graphql-ws, on PostgreSQL and Redis: a proctor
 * subscribed to an exam sees a learner come online (their event subscription), leave the window,
 * get a message and be forced to hand in; counters, cards, messages and forced hand-in over REST.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { assignProctors, buildStandardPaper } from '../../../test/factories/exam.ts';
import { rest, restOk, resetDatabase, startTestPlatform } from '../../../test/helpers.ts';
import { asAdmin, asStudent } from '../../../test/identities.ts';
import { MY_EVENTS, WATCH_EVENTS, WsClient } from '../../../test/sockets.ts';
import { ExState } from './proctor.constants.ts';

type Json = Record<string, unknown>;

describe('exam watch', () => {
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

  it('counts as required everyone the scope invites, the approved and those who started', async () => {
    const db = p.infra.prisma;
    const proctor = await asAdmin(p, { permissions: [PERMISSIONS.examWatch] });
    const people = await Promise.all(
      ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'].map((n) => asStudent(p, { realName: n })),
    );
    const [ann, bob, cat, dan, eve, fay, gus] = people.map((x) => x.user.id) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const { exam } = await buildStandardPaper(db, ann, { paper: { state: 0 } });
    await db.exam.update({ where: { id: exam.id }, data: { openType: 3, applyOn: true } });
    const dept = await db.department.create({ data: { deptCode: 'W01', deptName: 'Watch' } });
    await db.department.create({
      data: { deptCode: 'W01A01', deptName: 'Sub', parentId: dept.id },
    });
    await db.user.update({ where: { id: bob }, data: { deptCode: 'W01A01' } });
    await db.user.update({ where: { id: gus }, data: { deptCode: 'W01', state: 1 } });
    const group = await db.group.create({ data: { groupName: 'watch-group' } });
    await db.groupMember.createMany({
      data: [cat, bob].map((userId) => ({ groupId: group.id, userId })),
    });
    await db.examScope.createMany({
      data: [
        { examId: exam.id, kind: 'dept', refId: dept.id },
        { examId: exam.id, kind: 'group', refId: group.id },
        { examId: exam.id, kind: 'user', refId: dan },
      ],
    });
    await assignProctors(db, exam.id, { users: [proctor.user.id] });
    await db.examApply.createMany({
      data: [
        { examId: exam.id, userId: eve, applyMsg: 'please', auditState: 1 },
        { examId: exam.id, userId: fay, applyMsg: 'please', auditState: 2 },
      ],
    });
    // Ann started (outside the scope), Bob by department and group, Cat, Dan, Eve approved;
    // Fay was rejected and Gus is disabled.
    const stat = await restOk<Json>(p, proctor.token, '/api/exam/watch/watch-stat', {
      id: exam.id,
    });
    expect(stat).toMatchObject({ requireCount: 5, processCount: 1, handCount: 0, missCount: 4 });
  });

  it('shows presence, leaves, messages and forced hand-ins live', async () => {
    const db = p.infra.prisma;
    const a = await asStudent(p, { realName: 'Ann' });
    const b = await asStudent(p, { realName: 'Bob' });
    const { exam, paper } = await buildStandardPaper(db, a.user.id, { paper: { state: 0 } });
    await db.exam.update({ where: { id: exam.id }, data: { leaveOn: true, leaveCount: 5 } });
    const paperB = await buildStandardPaper(db, b.user.id, {
      examId: exam.id,
      paper: { state: 0 },
    });
    const proctor = await asAdmin(p, {
      permissions: [
        PERMISSIONS.examWatch,
        PERMISSIONS.examWatchMessage,
        PERMISSIONS.examForceHand,
        PERMISSIONS.paperList,
      ],
    });
    await assignProctors(db, exam.id, { users: [proctor.user.id] });

    const watch = await WsClient.open(p, proctor.token);
    watch.subscribe('w', WATCH_EVENTS, { examId: exam.id });
    await new Promise((r) => setTimeout(r, 150));
    const learner = await WsClient.open(p, a.token);
    learner.subscribe('me', MY_EVENTS, { examId: exam.id });
    const online = await watch.event('w', 'examWatchEvents', (e) => e.kind === 'online');
    expect(online).toMatchObject({ userId: a.user.id, paperId: paper.id, online: true });

    const stat = await restOk<Json>(p, proctor.token, '/api/exam/watch/watch-stat', {
      id: exam.id,
    });
    expect(stat).toMatchObject({ requireCount: 2, processCount: 2, handCount: 0, onlineCount: 1 });
    const cards = (params: Json) =>
      restOk<{ records: Json[]; total: number }>(
        p,
        proctor.token,
        '/api/exam/watch/process-paging',
        {
          current: 1,
          size: 32,
          params: { examId: exam.id, ...params },
        },
      );
    expect((await cards({})).total).toBe(2);
    const onlineCards = await cards({ online: true });
    expect(onlineCards.records).toHaveLength(1);
    expect(onlineCards.records[0]).toMatchObject({
      id: paper.id,
      userId: a.user.id,
      realName: 'Ann',
      online: true,
      quCount: paper.quCount,
    });
    expect((await cards({ offline: true })).records.map((r) => r.userId)).toEqual([b.user.id]);
    expect((await cards({ realName: 'bo' })).records.map((r) => r.userId)).toEqual([b.user.id]);

    // Leaving the window reaches the proctor.
    await restOk(p, a.token, '/api/paper/paper/leave-incr', { id: paper.id, seconds: 12 });
    const leave = await watch.event('w', 'examWatchEvents', (e) => e.kind === 'leave');
    expect(leave).toMatchObject({ userId: a.user.id, leaveTimes: 1, leaveSeconds: 12 });

    // Messages: to one online learner; refused for an offline one; to all online.
    const one = await rest<Json>(
      p,
      '/api/socket/watch/single-msg',
      { examId: exam.id, userId: a.user.id, message: 'Eyes on your own paper' },
      { token: proctor.token },
    );
    expect(one.code, one.msg).toBe(0);
    const msg = await learner.event('me', 'myExamEvents', (e) => e.kind === 'message');
    expect(msg).toMatchObject({ message: 'Eyes on your own paper', examId: exam.id });
    expect(
      (
        await rest(
          p,
          '/api/socket/watch/single-msg',
          { examId: exam.id, userId: b.user.id, message: 'hi' },
          { token: proctor.token },
        )
      ).code,
    ).toBe(20010005);
    const batch = await restOk<Json>(p, proctor.token, '/api/socket/watch/batch-msg', {
      examId: exam.id,
      message: 'Ten minutes left',
    });
    expect(batch).toEqual({ success: 1, fail: 1 });

    // Forced hand-in: recorded with its reason; both sides told.
    const forced = await rest<Json>(
      p,
      '/api/exam/watch/force-hand',
      { paperId: paper.id, message: 'Phone on the desk' },
      { token: proctor.token },
    );
    expect(forced.code, forced.msg).toBe(0);
    const told = await learner.event('me', 'myExamEvents', (e) => e.kind === 'handedIn');
    expect(told).toMatchObject({ message: 'Phone on the desk', handBy: 4, paperId: paper.id });
    const handIn = await watch.event('w', 'examWatchEvents', (e) => e.kind === 'handIn');
    expect(handIn).toMatchObject({ paperId: paper.id, exState: ExState.FORCED, handBy: 4 });
    const row = await db.paper.findUniqueOrThrow({ where: { id: paper.id } });
    expect(row).toMatchObject({ exState: 1, exMsg: 'Phone on the desk', handBy: 4 });
    expect(
      (await rest(p, '/api/exam/watch/force-hand', { paperId: paper.id }, { token: proctor.token }))
        .code,
    ).toBe(20010050);

    // The learner's connection closes: offline.
    learner.close();
    const offline = await watch.event('w', 'examWatchEvents', (e) => e.kind === 'offline');
    expect(offline).toMatchObject({ userId: a.user.id, online: false });

    // The rule states (2 leaves, 3 face checks) are not a proctor's to record.
    const ruleState = await rest(
      p,
      '/api/exam/watch/force-hand-all',
      { examId: exam.id, exState: ExState.LEAVE_LIMIT, message: 'Fire alarm' },
      { token: proctor.token },
    );
    expect(ruleState.code).toBe(10010001);
    // Everyone left: hand-all with the chosen state; then nobody to message.
    const all = await restOk<Json>(p, proctor.token, '/api/exam/watch/force-hand-all', {
      examId: exam.id,
      exState: ExState.FORCED,
      message: 'Fire alarm',
    });
    expect(all).toEqual({ success: 1, fail: 0 });
    const rowB = await db.paper.findUniqueOrThrow({ where: { id: paperB.paper.id } });
    expect(rowB).toMatchObject({ exState: ExState.FORCED, exMsg: 'Fire alarm', handBy: 4 });
    expect(
      (
        await rest(
          p,
          '/api/socket/watch/batch-msg',
          { examId: exam.id, message: 'x' },
          { token: proctor.token },
        )
      ).code,
    ).toBe(20010006);
    const hand = await restOk<{ records: Json[] }>(
      p,
      proctor.token,
      '/api/exam/watch/hand-paging',
      {
        params: { examId: exam.id },
      },
    );
    expect(hand.records.map((r) => [r.exState, r.exMsg, r.leaveTimes]).sort()).toEqual(
      [
        [1, 'Phone on the desk', 1],
        [1, 'Fire alarm', 0],
      ].sort(),
    );
    watch.close();
  }, 60_000);

  it("tells the proctor each paper's answered count as its learner saves", async () => {
    const db = p.infra.prisma;
    const a = await asStudent(p, { realName: 'Ann' });
    const b = await asStudent(p, { realName: 'Bob' });
    // Every question of both papers starts answered (4 of 4).
    const { exam, paper, qs } = await buildStandardPaper(db, a.user.id, { paper: { state: 0 } });
    const paperB = await buildStandardPaper(db, b.user.id, {
      examId: exam.id,
      paper: { state: 0 },
    });
    const proctor = await asAdmin(p, { permissions: [PERMISSIONS.examWatch] });
    await assignProctors(db, exam.id, { users: [proctor.user.id] });
    const watch = await WsClient.open(p, proctor.token);
    watch.subscribe('w', WATCH_EVENTS, { examId: exam.id });
    await new Promise((r) => setTimeout(r, 150));
    const save = (token: string, paperId: string, quId: string, answers: string[], seq: number) =>
      restOk(p, token, '/api/paper/paper/fill-answer', { paperId, quId, answers, seq });
    const progress = (userId: string, answered: number) =>
      watch.event(
        'w',
        'examWatchEvents',
        (e) => e.kind === 'progress' && e.userId === userId && e.answered === answered,
      );
    const paris = qs.single.options[1]!.id;

    // Ann clears her single-choice answer, then answers it again; Bob clears his.
    await save(a.token, paper.id, qs.single.id, [], 1);
    expect(await progress(a.user.id, 3)).toMatchObject({ paperId: paper.id, total: 4 });
    await save(a.token, paper.id, qs.single.id, [paris], 2);
    expect(await progress(a.user.id, 4)).toMatchObject({ paperId: paper.id, total: 4 });
    await save(b.token, paperB.paper.id, paperB.qs.single.id, [], 1);
    expect(await progress(b.user.id, 3)).toMatchObject({ paperId: paperB.paper.id, total: 4 });
    // Every progress event carries a count, in the order the saves were made.
    const counts = watch.messages
      .filter((m) => m.id === 'w' && m.type === 'next')
      .map((m) => m.payload?.data?.examWatchEvents as Json)
      .filter((e) => e.kind === 'progress')
      .map((e) => `${e.userId === a.user.id ? 'a' : 'b'}${String(e.answered)}`);
    expect(counts).toEqual(['a3', 'a4', 'b3']);
    watch.close();
  });

  it('refuses the console and its events to those without the permission', async () => {
    const db = p.infra.prisma;
    const a = await asStudent(p);
    const { exam, paper } = await buildStandardPaper(db, a.user.id, { paper: { state: 0 } });
    const other = await asAdmin(p, { permissions: [PERMISSIONS.examList] });
    for (const [path, body] of [
      ['/api/exam/watch/watch-stat', { id: exam.id }],
      ['/api/exam/watch/process-paging', { params: { examId: exam.id } }],
      ['/api/exam/watch/force-hand', { paperId: paper.id }],
      ['/api/exam/watch/force-hand-all', { examId: exam.id, exState: 1, message: 'x' }],
      ['/api/socket/watch/single-msg', { examId: exam.id, userId: a.user.id, message: 'x' }],
      ['/api/socket/watch/batch-msg', { examId: exam.id, message: 'x' }],
    ] as const) {
      for (const token of [a.token, other.token]) {
        expect((await rest(p, path, body, { token })).code, path).toBe(10010004);
      }
    }
    const ws = await WsClient.open(p, a.token);
    ws.subscribe('w', WATCH_EVENTS, { examId: exam.id });
    expect(await ws.refusal('w')).toBe(10010004);
    // A learner not sitting the exam cannot open its events.
    const stranger = await asStudent(p);
    const ws2 = await WsClient.open(p, stranger.token);
    ws2.subscribe('me', MY_EVENTS, { examId: exam.id });
    expect(await ws2.refusal('me')).toBe(20010033);
    ws.close();
    ws2.close();
  });
});
