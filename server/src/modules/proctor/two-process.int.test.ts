/**
 * Two real server processes on one database and one Redis: a proctor subscribed on the first sees
 * a learner whose exam socket is held by the second come online, save a snapshot, leave the
 * window, receive the proctor's message and be forced to hand in, and go offline.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { assignProctors, buildStandardPaper } from '../../../test/factories/exam.ts';
import { colourPhoto } from '../../../test/fixtures/face-providers.ts';
import { resetDatabase, startTestPlatform, type RestEnvelope } from '../../../test/helpers.ts';
import { asAdmin, asStudent } from '../../../test/identities.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { ExamSocket, WATCH_EVENTS, WsClient, examSocketUrl } from '../../../test/sockets.ts';

type Json = Record<string, unknown>;

async function call(server: ServerProcess, token: string, path: string, body: Json) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as RestEnvelope<Json>;
  expect(json.code, `${path}: ${json.msg}`).toBe(0);
  return json.data;
}

// Processes agree only through Redis (pubsub and presence); without one there is nothing to test.
describe.skipIf(inject('redisUrl') === undefined)('two server processes on one Redis', () => {
  let p: Platform;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    // The in-process platform only seeds rows and opens sessions; the calls go to the children.
    p = await startTestPlatform();
    await resetDatabase(p);
    const opts = { databaseUrl: inject('databaseUrl'), redisUrl: inject('redisUrl')! };
    const started = await Promise.allSettled([startServerProcess(opts), startServerProcess(opts)]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await p?.stop();
  }, 30_000);

  it('a proctor on one sees a learner on the other live, messages and hands them in', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const db = p.infra.prisma;
    const learner = await asStudent(p, { realName: 'Ann' });
    const { exam, paper, qs } = await buildStandardPaper(db, learner.user.id, {
      paper: { state: 0 },
    });
    await db.exam.update({
      where: { id: exam.id },
      data: { camOn: true, leaveOn: true, leaveCount: 5 },
    });
    const proctor = await asAdmin(p, {
      permissions: [PERMISSIONS.examWatch, PERMISSIONS.examWatchMessage, PERMISSIONS.examForceHand],
    });
    await assignProctors(db, exam.id, { users: [proctor.user.id] });

    const watch = await WsClient.open(one, proctor.token);
    watch.subscribe('w', WATCH_EVENTS, { examId: exam.id });
    const event = (kind: string, ms?: number) =>
      watch.event('w', 'examWatchEvents', (e) => e.kind === kind, ms);
    // The subscription reaches Redis a moment after it is sent (longer on a loaded machine): the
    // learner saves on the other process until the proctor sees its progress.
    for (let seq = 1; ; seq++) {
      await call(two, learner.token, '/api/paper/paper/fill-answer', {
        paperId: paper.id,
        quId: qs.single.id,
        answers: [qs.single.options[1]!.id],
        seq,
      });
      const seen = await event('progress', 1_000).then(
        () => true,
        () => false,
      );
      if (seen) break;
      if (seq === 10) throw new Error('the watch never saw the learner save');
    }

    const socket = await ExamSocket.open(
      examSocketUrl(two, learner.user.id, exam.id, { token: learner.token, lang: 'en' }),
    );
    expect(await event('online')).toMatchObject({ userId: learner.user.id, paperId: paper.id });
    socket.send('ping');
    expect(await socket.text((t) => t === 'pong')).toBe('pong');

    const photo = await colourPhoto(320, 240, [120, 90, 60]);
    const saved = await call(two, learner.token, '/api/paper/capture/save', {
      paperId: paper.id,
      base64: photo.toString('base64'),
    });
    expect(saved).toMatchObject({ isBreak: false });
    expect(await event('snapshot')).toMatchObject({ userId: learner.user.id, paperId: paper.id });

    await call(two, learner.token, '/api/paper/paper/check-process', { id: paper.id });
    await call(two, learner.token, '/api/paper/paper/leave-incr', { id: paper.id, seconds: 8 });
    expect(await event('leave')).toMatchObject({ userId: learner.user.id, leaveTimes: 1 });

    // Sent on the first process (which sees the learner online through Redis), read on the second.
    await call(one, proctor.token, '/api/socket/watch/single-msg', {
      examId: exam.id,
      userId: learner.user.id,
      message: 'Eyes on your own paper',
    });
    expect(await socket.text((t) => t.startsWith('Eyes'))).toBe('Eyes on your own paper');

    await call(one, proctor.token, '/api/exam/watch/force-hand', {
      paperId: paper.id,
      message: 'Phone on the desk',
    });
    expect(await socket.text((t) => t.includes('handed'))).toBe(
      'A proctor has handed your paper in: Phone on the desk',
    );
    expect(await event('handIn')).toMatchObject({ paperId: paper.id, handBy: 4, exState: 1 });

    socket.close();
    expect(await event('offline')).toMatchObject({ userId: learner.user.id, online: false });
    watch.close();
  }, 30_000);
});
