/**
 * A paper's monitoring record for review (`paperEvents`, `/api/exam/watch/paper-events`): each
 * screen leave with its time and duration, each camera capture with its face-check score and
 * reason, for holders of exam:watch only.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { assignProctors, buildStandardPaper } from '../../../test/factories/exam.ts';
import {
  gqlErr,
  gqlOk,
  rest,
  restOk,
  resetDatabase,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent } from '../../../test/identities.ts';

type Json = Record<string, unknown>;

const PAPER_EVENTS = `query($paperId: ID!) { paperEvents(paperId: $paperId) {
  paperId examId userId realName state exState exMsg leaveTimes faceFails
  leaves { id startedAt seconds leaveTimes }
  captures { id createdAt url facePass faceScore faceMsg failCount } } }`;

describe('paper monitoring record', () => {
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

  it('lists leaves with time and duration and captures with their face checks', async () => {
    const db = p.infra.prisma;
    const a = await asStudent(p, { realName: 'Ann' });
    const { exam, paper } = await buildStandardPaper(db, a.user.id, { paper: { state: 0 } });
    await db.exam.update({ where: { id: exam.id }, data: { leaveOn: true, leaveCount: 5 } });
    const proctor = await asAdmin(p, { permissions: [PERMISSIONS.examWatch] });
    await assignProctors(db, exam.id, { users: [proctor.user.id] });

    // Two leaves through the learner's own calls; two captures as the capture save stores them.
    await restOk(p, a.token, '/api/paper/paper/leave-incr', { id: paper.id, seconds: 12 });
    await restOk(p, a.token, '/api/paper/paper/leave-incr', { id: paper.id, seconds: 40 });
    const t0 = new Date(Date.now() - 60_000);
    await db.paperCapture.createMany({
      data: [
        {
          paperId: paper.id,
          examId: exam.id,
          userId: a.user.id,
          fileId: 'file-pass',
          facePass: true,
          faceScore: 0.83,
          failCount: 0,
          createdAt: t0,
        },
        {
          paperId: paper.id,
          examId: exam.id,
          userId: a.user.id,
          fileId: 'file-fail',
          facePass: false,
          faceScore: 0.31,
          faceReason: 'FACE_NOT_MATCHED',
          failCount: 1,
          createdAt: new Date(t0.getTime() + 30_000),
        },
      ],
    });

    const record = await restOk<Json>(
      p,
      proctor.token,
      '/api/exam/watch/paper-events',
      { paperId: paper.id },
      'en',
    );
    expect(record).toMatchObject({
      paperId: paper.id,
      examId: exam.id,
      userId: a.user.id,
      realName: 'Ann',
      state: 0,
      leaveTimes: 2,
    });
    const leaves = record.leaves as Json[];
    expect(leaves.map((l) => [l.seconds, l.leaveTimes])).toEqual([
      [12, 1],
      [40, 2],
    ]);
    // REST answers legacy times (yyyy-MM-dd HH:mm:ss).
    expect(String(leaves[0]?.startedAt)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const captures = record.captures as Json[];
    expect(captures).toHaveLength(2);
    expect(captures[0]).toMatchObject({ facePass: true, faceScore: 0.83, faceMsg: '' });
    expect(captures[1]).toMatchObject({
      facePass: false,
      faceScore: 0.31,
      failCount: 1,
      faceMsg: 'The face does not match your verified photo. Make sure it is you and try again.',
    });
    expect(String(captures[1]?.url)).toContain('file-fail');

    // GraphQL: the same record, `{ id }` accepted over REST too.
    const viaGql = await gqlOk<{ paperEvents: Json }>(p, proctor.token, PAPER_EVENTS, {
      paperId: paper.id,
    });
    expect((viaGql.paperEvents.leaves as Json[]).map((l) => l.seconds)).toEqual([12, 40]);
    expect((viaGql.paperEvents.captures as Json[]).map((c) => c.facePass)).toEqual([true, false]);
    expect(
      (await restOk<Json>(p, proctor.token, '/api/exam/watch/paper-events', { id: paper.id }))
        .paperId,
    ).toBe(paper.id);
  });

  it('refuses those without exam:watch, and a missing paper', async () => {
    const db = p.infra.prisma;
    const a = await asStudent(p);
    const { paper } = await buildStandardPaper(db, a.user.id, { paper: { state: 0 } });
    const other = await asAdmin(p, { permissions: [PERMISSIONS.examList] });
    for (const token of [a.token, other.token]) {
      expect(
        (await rest(p, '/api/exam/watch/paper-events', { paperId: paper.id }, { token })).code,
      ).toBe(10010004);
    }
    const err = await gqlErr(p, a.token, PAPER_EVENTS, { paperId: paper.id });
    expect(err.code).toBe(10010004);
    const proctor = await asAdmin(p, { permissions: [PERMISSIONS.examWatch] });
    expect(
      (await rest(p, '/api/exam/watch/paper-events', { paperId: 'nope' }, { token: proctor.token }))
        .code,
    ).toBe(20010033);
    expect((await rest(p, '/api/exam/watch/paper-events', {}, { token: proctor.token })).code).toBe(
      10010001,
    );
  });
});
