/**
 * The legacy exam socket through the upgrade router, on PostgreSQL and Redis: who may open it
 * (refused at the upgrade with 401/403), ping/pong, presence for the exam's proctors, the alerts
 * (a proctor's message, extra time, forced hand-in) as text frames in the learner's language, the
 * message rate bound and the session's end; unknown paths are 404 and /graphql still works.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { WS_SESSION_ENDED, WS_TOO_MANY_MESSAGES } from '../../core/http/ws-sessions.ts';
import type { Platform } from '../../platform.ts';
import { assignProctors, buildStandardPaper } from '../../../test/factories/exam.ts';
import { restOk, resetDatabase, startTestPlatform } from '../../../test/helpers.ts';
import { asAdmin, asStudent } from '../../../test/identities.ts';
import {
  ExamSocket,
  WATCH_EVENTS,
  WsClient,
  examSocketUrl,
  upgradeStatus,
} from '../../../test/sockets.ts';

describe('the exam socket', () => {
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

  /** An admin with the console's permissions, assigned to proctor the exam. */
  const proctorOf = async (examId: string) => {
    const proctor = await asAdmin(p, {
      permissions: [
        PERMISSIONS.examWatch,
        PERMISSIONS.examWatchMessage,
        PERMISSIONS.examForceHand,
        PERMISSIONS.examExtraTime,
      ],
    });
    await assignProctors(p.infra.prisma, examId, { users: [proctor.user.id] });
    return proctor;
  };

  it('answers pings, marks the learner online and carries the proctor alerts', async () => {
    const db = p.infra.prisma;
    const a = await asStudent(p, { realName: 'Ann' });
    const { exam, paper } = await buildStandardPaper(db, a.user.id, { paper: { state: 0 } });
    const proctor = await proctorOf(exam.id);
    const watch = await WsClient.open(p, proctor.token);
    watch.subscribe('w', WATCH_EVENTS, { examId: exam.id });
    await new Promise((r) => setTimeout(r, 150));

    const learner = await ExamSocket.open(
      examSocketUrl(p, a.user.id, exam.id, { token: a.token, lang: 'en' }),
    );
    const online = await watch.event('w', 'examWatchEvents', (e) => e.kind === 'online');
    expect(online).toMatchObject({ userId: a.user.id, paperId: paper.id, online: true });
    const stat = await restOk(p, proctor.token, '/api/exam/watch/watch-stat', { id: exam.id });
    expect(stat).toMatchObject({ onlineCount: 1 });

    // Anything but 'ping' is ignored; a ping gets a pong.
    learner.send('hello');
    learner.send('ping');
    expect(await learner.text(() => true)).toBe('pong');
    expect(learner.texts).toEqual(['pong']);

    await restOk(p, proctor.token, '/api/socket/watch/single-msg', {
      examId: exam.id,
      userId: a.user.id,
      message: 'Eyes on your own paper',
    });
    expect(await learner.text((t) => t.startsWith('Eyes'))).toBe('Eyes on your own paper');

    await restOk(p, proctor.token, '/api/exam/watch/extra-time', {
      examId: exam.id,
      userId: a.user.id,
      minutes: 5,
    });
    expect(await learner.text((t) => t.includes('extended'))).toMatch(
      /^Your exam time was extended; it now ends at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/,
    );

    await restOk(p, proctor.token, '/api/exam/watch/force-hand', {
      paperId: paper.id,
      message: 'Phone on the desk',
    });
    expect(await learner.text((t) => t.includes('handed'))).toBe(
      'A proctor has handed your paper in: Phone on the desk',
    );
    expect(await watch.event('w', 'examWatchEvents', (e) => e.kind === 'handIn')).toMatchObject({
      paperId: paper.id,
      handBy: 4,
    });

    learner.close();
    const offline = await watch.event('w', 'examWatchEvents', (e) => e.kind === 'offline');
    expect(offline).toMatchObject({ userId: a.user.id, online: false });
    watch.close();
  }, 30_000);

  it('speaks the language of Accept-Language; a forced hand-in without reason has the notice', async () => {
    const db = p.infra.prisma;
    const a = await asStudent(p);
    const { exam, paper } = await buildStandardPaper(db, a.user.id, { paper: { state: 0 } });
    const proctor = await proctorOf(exam.id);
    // The token in the `token` header, as REST reads it (non-browser clients).
    const learner = await ExamSocket.open(examSocketUrl(p, a.user.id, exam.id), {
      token: a.token,
      'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5',
    });
    learner.send('ping');
    await learner.text((t) => t === 'pong');
    await restOk(p, proctor.token, '/api/exam/watch/force-hand', { paperId: paper.id });
    expect(await learner.text((t) => t !== 'pong')).toBe('监考老师已将您的试卷强制交卷！');
    learner.close();
  });

  it('opens only for the learner sitting that exam, refused at the upgrade', async () => {
    const db = p.infra.prisma;
    const a = await asStudent(p);
    const b = await asStudent(p);
    const { exam } = await buildStandardPaper(db, a.user.id, { paper: { state: 0 } });
    const handed = await buildStandardPaper(db, b.user.id, { paper: { state: 1 } });
    const url = (userId: string, examId: string, query: Record<string, string> = {}) =>
      examSocketUrl(p, userId, examId, query);

    expect(await upgradeStatus(url(a.user.id, exam.id))).toBe(401);
    expect(await upgradeStatus(url(a.user.id, exam.id, { token: 'not-a-session' }))).toBe(401);
    // Another learner's path, with one's own token.
    expect(await upgradeStatus(url(a.user.id, exam.id, { token: b.token }))).toBe(403);
    // Not sitting: another exam, or a paper already handed in.
    expect(await upgradeStatus(url(b.user.id, exam.id, { token: b.token }))).toBe(403);
    expect(await upgradeStatus(url(b.user.id, handed.exam.id, { token: b.token }))).toBe(403);
    expect(await upgradeStatus(url('x'.repeat(65), exam.id, { token: a.token }))).toBe(400);
    // The cookie a browser sends on its own counts only from our own pages.
    const host = new URL(p.url).host;
    expect(
      await upgradeStatus(url(a.user.id, exam.id), {
        cookie: `token=${a.token}`,
        origin: 'https://evil.example',
      }),
    ).toBe(403);
    expect(
      await upgradeStatus(url(a.user.id, exam.id), {
        cookie: `token=${a.token}`,
        origin: `http://${host}`,
      }),
    ).toBe(0);
    expect(await upgradeStatus(url(a.user.id, exam.id, { token: a.token }))).toBe(0);
  });

  it('answers 404 for unknown WebSocket paths and keeps /graphql', async () => {
    const a = await asStudent(p);
    const ws = p.url.replace('http', 'ws');
    expect(await upgradeStatus(`${ws}/api/socket/nothing`)).toBe(404);
    expect(await upgradeStatus(`${ws}/api/socket/exam/only/two`)).toBe(404);
    expect(await upgradeStatus(`${ws}/`)).toBe(404);
    const client = await WsClient.open(p, a.token);
    client.subscribe('q', '{ __typename }', {});
    await client.until(() => client.messages.some((m) => m.id === 'q' && m.type === 'next'));
    client.close();
  });

  it('closes a flooding socket and one whose session ended', async () => {
    const db = p.infra.prisma;
    const a = await asStudent(p);
    const { exam } = await buildStandardPaper(db, a.user.id, { paper: { state: 0 } });
    const flood = await ExamSocket.open(examSocketUrl(p, a.user.id, exam.id, { token: a.token }));
    for (let i = 0; i < 100; i++) flood.send('ping');
    expect(await flood.closed()).toBe(WS_TOO_MANY_MESSAGES);

    const learner = await ExamSocket.open(examSocketUrl(p, a.user.id, exam.id, { token: a.token }));
    await restOk(p, a.token, '/api/sys/user/logout');
    expect(await learner.closed()).toBe(WS_SESSION_ENDED);
    // A large frame closes it too (1009).
    const b = await asStudent(p);
    const other = await buildStandardPaper(db, b.user.id, { paper: { state: 0 } });
    const big = await ExamSocket.open(
      examSocketUrl(p, b.user.id, other.exam.id, { token: b.token }),
    );
    big.send('x'.repeat(4096));
    expect(await big.closed()).toBe(1009);
  });
});

describe('a silent exam socket', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({ env: { EXAM_SOCKET_IDLE_SECONDS: 1 } });
  });
  afterAll(async () => {
    await p.stop();
  });

  it('is dropped when its pings stop, and the learner goes offline for the proctors', async () => {
    await resetDatabase(p);
    const a = await asStudent(p);
    const { exam } = await buildStandardPaper(p.infra.prisma, a.user.id, { paper: { state: 0 } });
    const proctor = await asAdmin(p, { permissions: [PERMISSIONS.examWatch] });
    await assignProctors(p.infra.prisma, exam.id, { users: [proctor.user.id] });
    const watch = await WsClient.open(p, proctor.token);
    watch.subscribe('w', WATCH_EVENTS, { examId: exam.id });
    await new Promise((r) => setTimeout(r, 150));

    const learner = await ExamSocket.open(examSocketUrl(p, a.user.id, exam.id, { token: a.token }));
    await watch.event('w', 'examWatchEvents', (e) => e.kind === 'online');
    // Pinging keeps it open past the idle time.
    for (let i = 0; i < 4; i++) {
      learner.send('ping');
      await new Promise((r) => setTimeout(r, 400));
    }
    expect(learner.closeCode).toBeUndefined();
    // Silent: dropped, and the proctors are told.
    expect(await learner.closed(4000)).toBe(1006);
    await watch.event('w', 'examWatchEvents', (e) => e.kind === 'offline');
    watch.close();
  });
});
