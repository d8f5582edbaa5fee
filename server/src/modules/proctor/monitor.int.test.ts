/**
 * Learner-side monitoring against PostgreSQL, Redis and the real face engine: camera captures
 * (stored privately, face checks with scores, three failures break the paper), screen leaves
 * (check-process, leave-incr, over the limit hands in), who may call them and when.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { buildExamRow, buildPaper } from '../../../test/factories/exam.ts';
import { buildRealNameRecord } from '../../../test/factories/realname.ts';
import { GRACE_FACE, turnFace } from '../../../test/fixtures/face-motion.ts';
import { facePhoto, facePhotosAvailable } from '../../../test/fixtures/face-photos.ts';
import {
  gqlErr,
  gqlOk,
  resetDatabase,
  rest,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, type Identity } from '../../../test/identities.ts';
import { ExState } from './proctor.constants.ts';

type Json = Record<string, unknown>;
const b64 = (b: Buffer) => b.toString('base64');

describe.skipIf(!facePhotosAvailable())('learner-side monitoring', () => {
  let p: Platform;
  let grace: Buffer;
  let graceAgain: Buffer;
  let astronaut: Buffer;

  beforeAll(async () => {
    p = await startTestPlatform();
    grace = await facePhoto('grace');
    // A new capture of the person (the head a little turned): an edited copy of the approved photo
    // would be refused as a replay.
    graceAgain = await turnFace(grace, GRACE_FACE, 12, -8);
    astronaut = await facePhoto('astronaut');
  }, 120_000);
  afterAll(async () => {
    await p.stop();
  });
  beforeEach(async () => {
    await resetDatabase(p);
  });

  async function sitting(
    settings: Partial<{
      camOn: boolean;
      faceOn: boolean;
      faceChance: number;
      leaveOn: boolean;
      leaveCount: number;
      leaveSeconds: number;
    }>,
    approvedPhoto?: Buffer,
  ) {
    const exam = await buildExamRow(p.infra.prisma);
    await p.infra.prisma.exam.update({ where: { id: exam.id }, data: settings });
    const learner = await asStudent(p, { realName: 'Grace' });
    if (approvedPhoto !== undefined) {
      await buildRealNameRecord(p, learner.user.id, { state: 1, photo: approvedPhoto });
    }
    const paper = await buildPaper(p.infra.prisma, exam.id, learner.user.id);
    return { exam, learner, paper };
  }

  const save = (who: Identity, paperId: string, image: Buffer | string) =>
    rest<Json>(
      p,
      '/api/paper/capture/save',
      { paperId, base64: typeof image === 'string' ? image : b64(image) },
      { token: who.token },
    );

  it('stores a snapshot privately when the camera is on, and refuses what it must', async () => {
    const { learner, paper, exam } = await sitting({ camOn: true });
    const dataUrl = `data:image/jpeg;base64,${b64(grace)}`;
    const saved = await save(learner, paper.id, dataUrl);
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data).toMatchObject({ isBreak: false, failCount: 0, faceChance: 3, pass: null });
    const capture = await p.infra.prisma.paperCapture.findUniqueOrThrow({
      where: { id: saved.data.captureId as string },
    });
    expect(capture).toMatchObject({ paperId: paper.id, examId: exam.id, facePass: null });

    // Only those who may watch (and the learner) read it.
    const read = (token: string) =>
      fetch(`${p.url}/api/common/file/${capture.fileId}`, { headers: { token } });
    const watcher = await asAdmin(p, { permissions: [PERMISSIONS.examWatch] });
    const otherAdmin = await asAdmin(p, { permissions: [PERMISSIONS.examList] });
    const otherLearner = await asStudent(p);
    const ok = await read(watcher.token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('image/jpeg');
    expect((await read(learner.token)).status).toBe(200);
    for (const t of [otherAdmin.token, otherLearner.token]) {
      const res = await read(t);
      expect(res.status).not.toBe(200);
    }

    // Another learner's paper, bad bytes, oversize, not an image.
    expect((await save(otherLearner, paper.id, grace)).code).toBe(20010028);
    expect((await save(learner, paper.id, 'not base64 at all!')).code).toBe(10010001);
    expect((await save(learner, paper.id, b64(Buffer.from('plain text')))).code).toBe(14001044);
    const huge = Buffer.alloc(1024 * 1024 + 4096, 1);
    expect((await save(learner, paper.id, huge)).code).toBe(10010016);

    // Camera off: refused with the platform code.
    const off = await sitting({ camOn: false, faceOn: false });
    expect((await save(off.learner, off.paper.id, grace)).code).toBe(20010070);

    // Handed in: no more captures.
    await p.infra.prisma.paper.update({ where: { id: paper.id }, data: { state: 2 } });
    expect((await save(learner, paper.id, grace)).code).toBe(20010050);
  }, 60_000);

  it('checks the face of each capture, resets on a pass and breaks the paper at faceChance', async () => {
    const { learner, paper } = await sitting({ camOn: true, faceOn: true, faceChance: 3 }, grace);
    const pass = await save(learner, paper.id, graceAgain);
    expect(pass.code, pass.msg).toBe(0);
    expect(pass.data).toMatchObject({ isBreak: false, failCount: 0, pass: true, leftChances: 3 });

    const first = await save(learner, paper.id, astronaut);
    expect(first.data).toMatchObject({ isBreak: false, failCount: 1, pass: false, leftChances: 2 });
    expect(first.data.failMsg).not.toBe('');
    // A pass resets the count of consecutive failures.
    expect((await save(learner, paper.id, graceAgain)).data).toMatchObject({ failCount: 0 });
    expect((await save(learner, paper.id, astronaut)).data).toMatchObject({ failCount: 1 });
    expect((await save(learner, paper.id, astronaut)).data).toMatchObject({ failCount: 2 });
    const broken = await save(learner, paper.id, astronaut);
    expect(broken.data).toMatchObject({ isBreak: true, failCount: 3, leftChances: 0 });

    const after = await p.infra.prisma.paper.findUniqueOrThrow({ where: { id: paper.id } });
    expect(after.state).not.toBe(0);
    expect(after).toMatchObject({ handBy: 5, exState: ExState.FACE_LIMIT });
    expect(after.exMsg).toContain('3');
    const captures = await p.infra.prisma.paperCapture.findMany({
      where: { paperId: paper.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(captures.map((c) => c.facePass)).toEqual([true, false, true, false, false, false]);
    expect(captures.every((c) => typeof c.faceScore === 'number')).toBe(true);
    expect(captures[0]!.faceScore!).toBeGreaterThan(captures[1]!.faceScore!);
    expect(captures[1]!.faceReason).toBe('FACE_NOT_MATCHED');
    expect((await save(learner, paper.id, graceAgain)).code).toBe(20010050);
  }, 120_000);

  it('counts a face check of a learner without an approved photo as failed (GraphQL)', async () => {
    const { learner, paper } = await sitting({ camOn: true, faceOn: true, faceChance: 1 });
    const data = await gqlOk<{ saveCapture: Json }>(
      p,
      learner.token,
      'mutation($i: CaptureSaveInput!) { saveCapture(input: $i) { isBreak failCount faceChance leftChances pass failMsg captureId } }',
      { i: { paperId: paper.id, base64: b64(grace) } },
    );
    expect(data.saveCapture).toMatchObject({ isBreak: true, failCount: 1, pass: false });
    const capture = await p.infra.prisma.paperCapture.findFirstOrThrow({
      where: { paperId: paper.id },
    });
    expect(capture).toMatchObject({ facePass: false, faceScore: null });
    expect(capture.faceReason).toBe('REALNAME_NOT_APPROVED');
  }, 60_000);

  it('bounds the capture rate, keeps captures out of the quota and purges them after retention', async () => {
    const { learner, paper } = await sitting({ camOn: true });
    for (let i = 0; i < 6; i++) expect((await save(learner, paper.id, grace)).code).toBe(0);
    const flood = await save(learner, paper.id, grace);
    expect(flood.code).toBe(10010005);
    expect(await p.infra.prisma.paperCapture.count({ where: { paperId: paper.id } })).toBe(6);

    // Captures are the platform's records: they never fill the learner's upload quota.
    const files = await p.infra.prisma.storedFile.findMany({ where: { ownerId: learner.user.id } });
    expect(files).toHaveLength(6);
    expect(files.every((f) => f.quotaExempt)).toBe(true);

    // Past the retention: a running paper keeps its captures; a handed-in one loses them.
    const later = new Date(Date.now() + (p.infra.env.CAPTURE_RETENTION_DAYS + 1) * 86_400_000);
    expect(await p.services.monitor.purgeOldCaptures(later)).toBe(0);
    await p.infra.prisma.paper.update({ where: { id: paper.id }, data: { state: 2 } });
    expect(await p.services.monitor.purgeOldCaptures(new Date())).toBe(0);
    expect(await p.services.monitor.purgeOldCaptures(later)).toBe(6);
    expect(await p.infra.prisma.paperCapture.count({ where: { paperId: paper.id } })).toBe(0);
    expect(await p.infra.prisma.storedFile.count({ where: { ownerId: learner.user.id } })).toBe(0);
  }, 60_000);

  it('records screen leaves with their duration and hands in over leaveCount', async () => {
    const { learner, paper } = await sitting({ leaveOn: true, leaveCount: 1, leaveSeconds: 5 });
    const check = await restOk<Json>(p, learner.token, '/api/paper/paper/check-process', {
      id: paper.id,
    });
    expect(check).toMatchObject({ leaveTimes: 0, overLimit: false, leaveCount: 1 });
    await new Promise((r) => setTimeout(r, 1100));
    await restOk(p, learner.token, '/api/paper/paper/check-process', { id: paper.id });
    const first = await restOk<Json>(p, learner.token, '/api/paper/paper/leave-incr', {
      id: paper.id,
    });
    expect(first).toEqual({ leaveTimes: 1, overLimit: false, leaveCount: 1, leaveSeconds: 5 });
    const leaves = await p.infra.prisma.paperLeave.findMany({ where: { paperId: paper.id } });
    expect(leaves).toHaveLength(1);
    expect(leaves[0]!.seconds).toBeGreaterThanOrEqual(1);
    expect(leaves[0]!.seconds).toBeLessThan(5);

    // Without a check-process the browser's measure is kept.
    const second = await gqlOk<{ leaveIncr: Json }>(
      p,
      learner.token,
      'mutation($i: LeaveIncrInput!) { leaveIncr(input: $i) { leaveTimes overLimit } }',
      { i: { id: paper.id, seconds: 42 } },
    );
    expect(second.leaveIncr).toEqual({ leaveTimes: 2, overLimit: true });
    const all = await p.infra.prisma.paperLeave.findMany({
      where: { paperId: paper.id },
      orderBy: { leaveTimes: 'asc' },
    });
    expect(all.map((l) => [l.leaveTimes, l.seconds])).toEqual([
      [1, leaves[0]!.seconds],
      [2, 42],
    ]);
    const after = await p.infra.prisma.paper.findUniqueOrThrow({ where: { id: paper.id } });
    expect(after).toMatchObject({ handBy: 5, exState: ExState.LEAVE_LIMIT, leaveTimes: 2 });
    expect(after.state).not.toBe(0);

    // Handed in: both calls refuse; another learner is refused outright.
    expect(
      (await rest(p, '/api/paper/paper/check-process', { id: paper.id }, { token: learner.token }))
        .code,
    ).toBe(20010050);
    const other = await sitting({ leaveOn: true });
    const stranger = await asStudent(p);
    expect(
      (
        await rest(
          p,
          '/api/paper/paper/leave-incr',
          { id: other.paper.id },
          { token: stranger.token },
        )
      ).code,
    ).toBe(20010028);
    const gql = await gqlOk<{ checkProcess: Json }>(
      p,
      other.learner.token,
      'mutation($id: ID!) { checkProcess(id: $id) { leaveTimes overLimit leaveCount leaveSeconds } }',
      { id: other.paper.id },
    );
    expect(gql.checkProcess).toEqual({
      leaveTimes: 0,
      overLimit: false,
      leaveCount: 3,
      leaveSeconds: 10,
    });
  }, 60_000);
  it("tells the learner their running paper's monitoring settings, and nobody else", async () => {
    const { learner, paper, exam } = await sitting({
      camOn: true,
      faceOn: true,
      faceChance: 2,
      leaveOn: true,
      leaveCount: 4,
      leaveSeconds: 5,
    });
    await p.infra.prisma.exam.update({
      where: { id: exam.id },
      data: { camInterval: 7 },
    });
    const query =
      'query($id: ID!) { paperMonitor(id: $id) { paperId camOn camInterval faceOn faceChance faceFails leaveOn leaveCount leaveSeconds leaveTimes } }';
    const got = await gqlOk<{ paperMonitor: Json }>(p, learner.token, query, { id: paper.id });
    expect(got.paperMonitor).toEqual({
      paperId: paper.id,
      camOn: true,
      camInterval: 7,
      faceOn: true,
      faceChance: 2,
      faceFails: 0,
      leaveOn: true,
      leaveCount: 4,
      leaveSeconds: 5,
      leaveTimes: 0,
    });
    const stranger = await asStudent(p);
    expect((await gqlErr(p, stranger.token, query, { id: paper.id })).code).toBe(20010028);
  }, 60_000);
});
