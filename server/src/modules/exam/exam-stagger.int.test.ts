import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import {
  LEGACY_TIME,
  expectNoIsoTimes,
  gqlErr,
  gqlOk,
  resetDatabase,
  rest,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { SAVE_EXAM, createExam, examBody } from '../../../test/factories/exam.ts';
import { buildExamBank } from '../../../test/factories/question.ts';
import { buildRealNameRecord, faceTokenFor } from '../../../test/factories/realname.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import { slotOffsetSeconds } from './exam-slots.ts';

type Json = Record<string, unknown>;
const MIN = 60_000;

const CHECK = `query($id: ID!) { examCheckInfo(id: $id) { id staggerMinutes startSlot startSlotIn
  realNameRequired faceOn startBlock { code subCode message } } }`;
const CREATE = `mutation($input: CreatePaperInput!) { createPaper(input: $input) { id } }`;
const DETAIL = `query($id: ID!) { examDetail(id: $id) { id staggerMinutes lateMax endTime } }`;

interface Check {
  id: string;
  staggerMinutes: number;
  startSlot: string | null;
  startSlotIn: number | null;
  realNameRequired: boolean;
  startBlock: { code: number; subCode: string; message: string } | null;
}

describe('staggered starts and the real-name need of face-checked exams', () => {
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

  /** A staggered exam starting `startIn` ms from now, ending at the earliest allowed end. */
  function staggered(startIn: number, over: Json = {}) {
    const stagger = (over.staggerMinutes as number | undefined) ?? 20;
    const total = (over.totalTime as number | undefined) ?? 30;
    const start = Date.now() + startIn;
    return createExam(
      p,
      admin,
      examBody(repoId, {
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + (stagger + total) * MIN).toISOString(),
        staggerMinutes: stagger,
        totalTime: total,
        ...over,
      }),
    );
  }

  const check = (who: Identity, id: string) =>
    gqlOk<{ examCheckInfo: Check }>(p, who.token, CHECK, { id }).then((d) => d.examCheckInfo);

  const slotMs = (c: Check) => new Date(c.startSlot!).getTime();

  async function startOf(examId: string) {
    return (await p.infra.prisma.exam.findUniqueOrThrow({ where: { id: examId } })).startTime;
  }

  it('spreads the slots evenly in admission order, and a slot never moves', async () => {
    const id = await staggered(2 * 60 * MIN, { staggerMinutes: 8 });
    const start = (await startOf(id)).getTime();
    const learners: Identity[] = [];
    for (let i = 0; i < 8; i++) learners.push(await asStudent(p));
    const offsets: number[] = [];
    for (const l of learners) offsets.push((slotMs(await check(l, id)) - start) / MIN);
    // The van der Corput order: 0, 1/2, 1/4, 3/4, 1/8, 5/8, 3/8, 7/8 of the 8 minutes.
    expect(offsets).toEqual([0, 4, 2, 6, 1, 5, 3, 7]);
    // Asked again (check page and create-paper), in any order: the same slot.
    for (const [i, l] of [...learners.entries()].reverse()) {
      expect((slotMs(await check(l, id)) - start) / MIN).toBe(offsets[i]);
      expect((await gqlErr(p, l.token, CREATE, { input: { examId: id } })).code).toBe(20010090);
      expect((slotMs(await check(l, id)) - start) / MIN).toBe(offsets[i]);
    }
    // A learner seen later gets the next point of the sequence (1/16 of 8 minutes = 30 s).
    const late = await asStudent(p);
    expect(slotMs(await check(late, id)) - start).toBe(30_000);
  });

  it('parallel first checks get distinct slots, the same one for one learner', async () => {
    const id = await staggered(60 * MIN, { staggerMinutes: 16 });
    const start = (await startOf(id)).getTime();
    const learners: Identity[] = [];
    for (let i = 0; i < 10; i++) learners.push(await asStudent(p));
    const answers = await Promise.all(
      learners.flatMap((l) => [check(l, id), check(l, id), check(l, id)]),
    );
    const perLearner = learners.map((_, i) => answers.slice(3 * i, 3 * i + 3).map(slotMs));
    for (const slots of perLearner) expect(new Set(slots).size).toBe(1);
    const firsts = perLearner.map((s) => (s[0]! - start) / 1000);
    expect(new Set(firsts).size).toBe(10);
    // Each is a point of the sequence; a learner's own parallel requests may skip an ordinal
    // (no lock is held), so the ten come from the first thirty.
    const points = Array.from({ length: 30 }, (_, k) => slotOffsetSeconds(k, 16));
    for (const f of firsts) expect(points).toContain(f);
    const rows = await p.infra.prisma.examSlot.findMany({ where: { examId: id } });
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.ordinal)).size).toBe(10);
    for (const r of rows) expect(r.offsetSeconds).toBe(slotOffsetSeconds(r.ordinal, 16));
    for (const [i, l] of learners.entries())
      expect(slotMs(await check(l, id))).toBe(perLearner[i]![0]);
  });

  it('refuses a start before the own slot with the slot time; the check page counts down', async () => {
    // Started 12 minutes ago over 20: slots at -12, -2, -7 and +3 minutes from now.
    const id = await staggered(-12 * MIN);
    const start = (await startOf(id)).getTime();
    const [a, b, c, d] = [
      await asStudent(p),
      await asStudent(p),
      await asStudent(p),
      await asStudent(p),
    ];
    for (const l of [a, b, c, d]) await check(l, id);
    const dCheck = await check(d, id);
    const dSlot = new Date(start + 15 * MIN);
    expect(slotMs(dCheck)).toBe(dSlot.getTime());
    expect(dCheck.startBlock).toMatchObject({ code: 20010090, subCode: 'EXAM_BEFORE_SLOT' });
    expect(dCheck.startBlock!.message).toContain(legacyTime(dSlot));
    expect(dCheck.startSlotIn).toBeGreaterThan(2 * 60);
    expect(dCheck.startSlotIn).toBeLessThanOrEqual(3 * 60);
    const refused = await gqlErr(p, d.token, CREATE, { input: { examId: id } });
    expect(refused).toMatchObject({ code: 20010090, args: { time: legacyTime(dSlot) } });
    const viaRest = await rest(
      p,
      '/api/paper/paper/create-paper',
      { examId: id },
      {
        token: d.token,
        lang: 'en',
      },
    );
    expect(viaRest.code).toBe(20010090);
    expect(viaRest.msg).toContain(legacyTime(dSlot));
    expect(await p.infra.prisma.paper.count({ where: { examId: id } })).toBe(0);
    // The others' slots have passed: they start.
    for (const l of [a, b, c]) {
      const mine = await check(l, id);
      expect(mine.startBlock).toBeNull();
      expect(mine.startSlotIn).toBe(0);
      expect((await gqlErr(p, l.token, CREATE, { input: { examId: id } })).code).toBe(0);
    }
  });

  it('before the exam starts a staggered learner is told their own start time', async () => {
    const id = await staggered(30 * MIN);
    const learner = await asStudent(p);
    const mine = await check(learner, id);
    expect(mine.startBlock?.code).toBe(20010090);
    expect(slotMs(mine)).toBe((await startOf(id)).getTime());
  });

  it('lateMax counts from the own slot; the deadline runs from the own start', async () => {
    // Started 19 minutes ago over 20, 30 minutes each, ending at the earliest allowed end
    // (start + 50 min = now + 31 min). Slots: -19, -9, -14 and -4 minutes from now.
    const id = await staggered(-19 * MIN, { lateMax: 5 });
    const learners = [
      await asStudent(p),
      await asStudent(p),
      await asStudent(p),
      await asStudent(p),
    ];
    for (const l of learners) await check(l, id);
    for (const l of learners.slice(0, 3)) {
      const mine = await check(l, id);
      expect(mine.startBlock).toMatchObject({ code: 20010037 });
      expect((await gqlErr(p, l.token, CREATE, { input: { examId: id } })).code).toBe(20010037);
    }
    const last = learners[3]!;
    expect((await check(last, id)).startBlock).toBeNull();
    const { createPaper } = await gqlOk<{ createPaper: { id: string } }>(p, last.token, CREATE, {
      input: { examId: id },
    });
    const paper = await p.infra.prisma.paper.findUniqueOrThrow({ where: { id: createPaper.id } });
    // The whole 30 minutes from the learner's own start, not cut by the exam's end.
    expect(paper.deadline.getTime() - paper.startedAt.getTime()).toBe(30 * MIN);
    const exam = await p.infra.prisma.exam.findUniqueOrThrow({ where: { id } });
    expect(paper.deadline.getTime()).toBeLessThanOrEqual(exam.endTime.getTime());
  });

  it('validates the end time against the last slot plus the duration, and locks the stagger', async () => {
    const start = new Date(Date.now() + DAY_MS);
    const body = (over: Json) =>
      examBody(repoId, {
        startTime: start.toISOString(),
        totalTime: 30,
        staggerMinutes: 20,
        ...over,
      });
    const tooEarly = new Date(start.getTime() + 49 * MIN);
    const res = await rest(p, '/api/exam/exam/save', body({ endTime: tooEarly.toISOString() }), {
      token: admin.token,
      lang: 'en',
    });
    expect(res.code).toBe(20010091);
    expect(res.msg).toContain(legacyTime(new Date(start.getTime() + 50 * MIN)));
    const gqlRefused = await gqlErr(p, admin.token, SAVE_EXAM, {
      i: body({ endTime: tooEarly.toISOString() }),
    });
    expect(gqlRefused.code).toBe(20010091);
    // Exactly start + stagger + duration is enough; without a stagger the old rule stands.
    const exact = new Date(start.getTime() + 50 * MIN).toISOString();
    const { saveExam: id } = await gqlOk<{ saveExam: string }>(p, admin.token, SAVE_EXAM, {
      i: body({ endTime: exact }),
    });
    expect(
      (
        await rest(
          p,
          '/api/exam/exam/save',
          body({ endTime: tooEarly.toISOString(), staggerMinutes: 0 }),
          {
            token: admin.token,
          },
        )
      ).code,
    ).toBe(0);
    const detail = await gqlOk<{ examDetail: Json }>(p, admin.token, DETAIL, { id });
    expect(detail.examDetail.staggerMinutes).toBe(20);
    const restDetail = await restOk<Json>(p, admin.token, '/api/exam/exam/detail', { id });
    expect(restDetail.staggerMinutes).toBe(20);
    // Before anyone holds a slot the stagger may change; after, it is locked (slots never move).
    const longer = new Date(start.getTime() + 60 * MIN).toISOString();
    await gqlOk(p, admin.token, SAVE_EXAM, {
      i: body({ id, endTime: longer, staggerMinutes: 25 }),
    });
    await check(await asStudent(p), id);
    const locked = await gqlErr(p, admin.token, SAVE_EXAM, {
      i: body({ id, endTime: longer, staggerMinutes: 30 }),
    });
    expect(locked.code).toBe(20010044);
    // Other edits (and the same stagger) still save.
    await gqlOk(p, admin.token, SAVE_EXAM, {
      i: body({ id, endTime: longer, staggerMinutes: 25, title: 'Renamed' }),
    });
  });

  it('REST check-info and simple-detail carry the slot in the legacy time format', async () => {
    const id = await staggered(60 * MIN, { staggerMinutes: 10 });
    const learner = await asStudent(p);
    await check(await asStudent(p), id);
    const info = await restOk<Json>(p, learner.token, '/api/exam/exam/check-info', { id });
    expectNoIsoTimes(info);
    expect(info.staggerMinutes).toBe(10);
    expect(info.startSlot).toMatch(LEGACY_TIME);
    const start = await startOf(id);
    expect(info.startSlot).toBe(legacyTime(new Date(start.getTime() + 5 * MIN)));
    expect((info.startBlock as Json).code).toBe(20010090);
    const simple = await restOk<Json>(p, learner.token, '/api/exam/exam/simple-detail', { id });
    expect(simple.staggerMinutes).toBe(10);
    // An exam without staggering has no slot and stores none.
    const plain = await createExam(p, admin, examBody(repoId));
    const plainInfo = await restOk<Json>(p, learner.token, '/api/exam/exam/check-info', {
      id: plain,
    });
    expect(plainInfo).toMatchObject({ staggerMinutes: 0, startSlot: null, startSlotIn: null });
    expect(await p.infra.prisma.examSlot.count({ where: { examId: plain } })).toBe(0);
  });

  it('a scope-admitted learner gets a slot on the first check; outsiders get none', async () => {
    const insider = await asStudent(p);
    const outsider = await asStudent(p);
    const id = await staggered(60 * MIN, { openType: 3, userIds: [insider.user.id] });
    expect((await check(insider, id)).startSlot).not.toBeNull();
    expect((await gqlErr(p, outsider.token, CHECK, { id })).code).toBe(20010003);
    const rows = await p.infra.prisma.examSlot.findMany({ where: { examId: id } });
    expect(rows.map((r) => r.userId)).toEqual([insider.user.id]);
  });

  it('an exam with face checks needs an approved real-name photo to start', async () => {
    const id = await createExam(p, admin, examBody(repoId, { camOn: true, faceOn: true }));
    const learner = await asStudent(p);
    const before = await check(learner, id);
    expect(before).toMatchObject({
      realNameRequired: true,
      startBlock: { code: 20010047, subCode: 'EXAM_REAL_PERSON_REQUIRED' },
    });
    expect((await gqlErr(p, learner.token, CREATE, { input: { examId: id } })).code).toBe(20010047);
    const viaRest = await rest(
      p,
      '/api/paper/paper/create-paper',
      { examId: id },
      {
        token: learner.token,
      },
    );
    expect(viaRest.code).toBe(20010047);
    // A submission still under review is not enough.
    const pending = await buildRealNameRecord(p, learner.user.id, { state: 0 });
    expect((await check(learner, id)).realNameRequired).toBe(true);
    await p.infra.prisma.realNameRecord.delete({ where: { id: pending.record.id } });
    await buildRealNameRecord(p, learner.user.id, { state: 1 });
    const after = await check(learner, id);
    expect(after).toMatchObject({ realNameRequired: false, startBlock: null });
    const faceToken = await faceTokenFor(p, learner.token);
    expect(
      (await gqlErr(p, learner.token, CREATE, { input: { examId: id, faceToken } })).code,
    ).toBe(0);
    // Without face checks nobody is asked for a real name.
    const plain = await createExam(p, admin, examBody(repoId));
    const other = await asStudent(p);
    expect(await check(other, plain)).toMatchObject({ realNameRequired: false, startBlock: null });
  });
});

const DAY_MS = 24 * 60 * MIN;
