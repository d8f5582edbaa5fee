/**
 * Real-name verification with the real face engine and real photos (fetched from Debian packages
 * at test time, never committed): submission and its refusals, the three review modes, a new
 * submission next to an earlier approval, face login one-to-one and one-to-many with its refusals,
 * limits and attempt log, the face check, and what never leaks (ID numbers, photos).
 */
import 'reflect-metadata';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { accessLogger, logger } from '../../core/logger.ts';
import type { Platform } from '../../platform.ts';
import {
  buildRealNameRecord,
  LIVENESS_OFF,
  setSwitches,
  validIdCard,
} from '../../../test/factories/realname.ts';
import {
  facePhoto,
  facePhotosAvailable,
  noFacePhoto,
  samePersonVariant,
  tinyFacePhoto,
  twoFacesPhoto,
} from '../../../test/fixtures/face-photos.ts';
import {
  gql,
  gqlOk,
  resetDatabase,
  rest,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, type AdminIdentity, type Identity } from '../../../test/identities.ts';
import { FACE_LOGIN_ACCOUNT_MAX_FAILURES, FACE_LOGIN_IP_MAX_FAILURES } from './face-throttle.ts';
import { NEW_ID_NUMBERS_PER_DAY } from './realname.service.ts';
import { AUTO_AUDIT_JOB, REALNAME_QUEUE } from './realname.constants.ts';

type Json = Record<string, unknown>;

const b64 = (b: Buffer) => b.toString('base64');
const MASKED = /^\d{4}\*{10}[\dX]{4}$/;

interface Photos {
  grace: Buffer;
  graceAgain: Buffer;
  graceDarker: Buffer;
  graceMirror: Buffer;
  astronaut: Buffer;
  astronautAgain: Buffer;
  noFace: Buffer;
  twoFaces: Buffer;
  tinyFace: Buffer;
}

/** Waits until `read` gives a value `done` accepts (jobs run in the background). */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Everything the process logs while `body` runs, at every level. */
async function capturedLogs(body: () => Promise<void>): Promise<string> {
  // The application log and the API lane's access log are two pino instances: capture both.
  const lines: string[] = [];
  const restore = [logger, accessLogger].map((l) => {
    const stream = (l as unknown as Record<symbol, { write(s: string): unknown }>)[
      pino.symbols.streamSym
    ]!;
    const write = stream.write.bind(stream);
    const level = l.level;
    stream.write = (s: string) => {
      lines.push(s);
      return true;
    };
    l.level = 'trace';
    return () => {
      l.level = level;
      stream.write = write;
    };
  });
  try {
    await body();
  } finally {
    for (const r of restore) r();
  }
  return lines.join('');
}

describe.skipIf(!facePhotosAvailable())('real-name verification with the face engine', () => {
  let p: Platform;
  let photos: Photos;
  let reviewer: AdminIdentity;
  let learner: Identity;

  beforeAll(async () => {
    p = await startTestPlatform({ runJobs: true, env: { TRUST_PROXY: 1 } });
    const [grace, astronaut] = await Promise.all([facePhoto('grace'), facePhoto('astronaut')]);
    photos = {
      grace,
      graceAgain: await samePersonVariant(grace, 'rotate'),
      graceDarker: await samePersonVariant(grace, 'darker'),
      graceMirror: await samePersonVariant(grace, 'mirror'),
      astronaut,
      astronautAgain: await samePersonVariant(astronaut, 'crop'),
      noFace: await noFacePhoto(),
      twoFaces: await twoFacesPhoto(),
      tinyFace: await tinyFacePhoto(),
    };
  }, 120_000);
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    reviewer = await asAdmin(p, {
      permissions: [PERMISSIONS.realNameList, PERMISSIONS.realNameAudit],
      realName: 'Reviewer',
    });
    learner = await asStudent(p, { realName: 'Grace' });
    // Recognition itself is tested here, with edited copies of one photo as the person's new
    // captures; liveness, which refuses such copies, has its own suite (realname-liveness).
    await setSwitches(p, { realPerson: true, faceAudit: 1, faceLogin: true, ...LIVENESS_OFF });
  });

  /** A request from another address (TRUST_PROXY is 1), so address limits do not mix tests. */
  let nextIp = 1;
  const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  const submit = (who: Identity, face: string, idCard = validIdCard(), realName = '格蕾丝') =>
    rest<Json>(p, '/api/sys/user/real/submit', { realName, idCard, face }, { token: who.token });

  const faceLogin = async (body: Json, ip = freshIp(), lang: 'zh' | 'en' = 'zh') => {
    const res = await fetch(`${p.url}/api/sys/user/face-login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        'accept-language': lang,
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data: { token: string } | null };
  };

  const whoIs = async (token: string) =>
    (await restOk<{ userName: string }>(p, token, '/api/sys/user/info')).userName;

  /** A learner with an approved record of `photo` (submitted and approved through the API). */
  async function approvedLearner(photo: Buffer, realName = 'Someone'): Promise<Identity> {
    const who = await asStudent(p, { realName });
    const res = await submit(who, b64(photo));
    expect(res.code, res.msg).toBe(0);
    await restOk(p, reviewer.token, '/api/sys/user/real/audit', { id: res.data.id, state: 1 });
    return who;
  }

  it('submit: the photo is re-encoded without metadata, private, and waits for review', async () => {
    const marked = await sharp(photos.grace)
      .withExif({ IFD0: { Copyright: 'GPS-SECRET-MARK', ImageDescription: 'GPS-SECRET-MARK' } })
      .jpeg()
      .toBuffer();
    expect(marked.includes('GPS-SECRET-MARK')).toBe(true);
    // Through an earlier upload: the original (with its metadata) is deleted once copied.
    const form = new FormData();
    form.append('kind', '1');
    form.append('file', new Blob([new Uint8Array(marked)]), 'me.jpg');
    const up = (await (
      await fetch(`${p.url}/api/common/file/upload`, {
        method: 'POST',
        headers: { token: learner.token },
        body: form,
      })
    ).json()) as { data: { url: string } };
    const idCard = validIdCard();
    const res = await submit(learner, up.data.url, idCard);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ state: 0, realName: '格蕾丝', approved: false, auditMsg: '' });
    expect(res.data.idCard).toMatch(MASKED);
    expect(JSON.stringify(res)).not.toContain(idCard);
    const face = res.data.face as string;
    expect(face).not.toBe(up.data.url);
    const original = await fetch(`${p.url}${up.data.url}`, { headers: { token: learner.token } });
    expect(original.status).toBe(404);
    const stored = Buffer.from(
      await (await fetch(`${p.url}${face}`, { headers: { token: learner.token } })).arrayBuffer(),
    );
    expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(stored.includes('GPS-SECRET-MARK')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const stranger = await asStudent(p);
    expect((await fetch(`${p.url}${face}`, { headers: { token: stranger.token } })).status).toBe(
      404,
    );

    // A data URL, through GraphQL, replaces the pending submission.
    const again = await gqlOk<{ submitRealName: Json }>(
      p,
      learner.token,
      'mutation($i: SubmitRealNameInput!) { submitRealName(input: $i) { id state face idCard approved } }',
      { i: { realName: '格蕾丝', idCard, face: `data:image/png;base64,${b64(photos.astronaut)}` } },
    );
    expect(again.submitRealName).toMatchObject({ id: res.data.id, state: 0, approved: false });
    expect(again.submitRealName.face).not.toBe(face);
  });

  it('submit refuses an unreadable image and photos without exactly one usable face', async () => {
    const cases: Array<[string, string | number, number]> = [
      ['text', b64(Buffer.from('definitely not an image')), 14001044],
      ['gif', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', 14001044],
      ['no face', b64(photos.noFace), 14001041],
      ['two faces', b64(photos.twoFaces), 14001042],
      ['tiny face', b64(photos.tinyFace), 14001043],
    ];
    for (const [name, face, code] of cases) {
      const res = await submit(learner, String(face));
      expect(res.code, name).toBe(code);
    }
    expect(await p.infra.prisma.realNameRecord.count()).toBe(0);
    expect(await p.infra.prisma.storedFile.count({ where: { ownerId: learner.user.id } })).toBe(0);
    const en = await rest(
      p,
      '/api/sys/user/real/submit',
      { realName: 'G', idCard: validIdCard(), face: b64(photos.noFace) },
      { token: learner.token, lang: 'en' },
    );
    expect(en.msg).toBe('No face was found. Keep your face in the middle of the picture.');
  });

  it('with faceAudit 0 a submission is approved at once', async () => {
    await setSwitches(p, { faceAudit: 0 });
    const res = await submit(learner, b64(photos.grace));
    expect(res.data).toMatchObject({ state: 1, approved: true, approvedRealName: '格蕾丝' });
    const login = await faceLogin({
      face: b64(photos.graceAgain),
      userName: learner.user.userName,
    });
    expect(login.code, login.msg).toBe(0);
  });

  it('automatic review approves in a job that carries ids only, and nothing logs the ID number', async () => {
    await setSwitches(p, { faceAudit: 2 });
    const idCard = validIdCard();
    let recordId = '';
    const logs = await capturedLogs(async () => {
      const res = await submit(learner, b64(photos.grace), idCard);
      expect(res.code, res.msg).toBe(0);
      recordId = res.data.id as string;
      const done = await eventually(
        () => p.infra.prisma.realNameRecord.findUniqueOrThrow({ where: { id: recordId } }),
        (r) => r.state !== 0,
      );
      expect(done.state).toBe(1);
      await restOk(p, learner.token, '/api/sys/user/real/detail');
      await restOk(p, reviewer.token, '/api/sys/user/real/paging', { params: {} });
    });
    const record = await p.infra.prisma.realNameRecord.findUniqueOrThrow({
      where: { id: recordId },
    });
    expect(record).toMatchObject({ auditBy: null, auditMsg: '', auditReason: null });
    expect(record.approvedPhotoId).toBe(record.photoId);
    const job = await p.infra.queues
      .queue(REALNAME_QUEUE)
      .getJob(`realname-audit-${record.photoId}`);
    expect(job?.name).toBe(AUTO_AUDIT_JOB);
    expect(Object.keys(job?.data as Json).sort()).toEqual(['photoId', 'recordId']);
    const old15 = `${idCard.slice(0, 6)}${idCard.slice(8, 17)}`;
    for (const secret of [idCard, idCard.slice(6, 14), old15]) {
      expect(JSON.stringify(job?.data)).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain(b64(photos.grace).slice(100, 200));
    // The capture saw the requests (so the checks above looked at something).
    expect(logs).toContain('/api/sys/user/real/submit');
  });

  it('automatic review rejects with the reason (no face, invalid ID) and leaves an ID held elsewhere to a reviewer', async () => {
    const noFace = await buildRealNameRecord(p, learner.user.id, { photo: photos.noFace });
    const res = await rest<Json>(
      p,
      '/api/sys/user/real/auto-audit',
      { id: noFace.record.id },
      { token: reviewer.token },
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ state: 2, approved: false, auditBy: reviewer.user.id });
    expect(res.data.auditMsg).toBe('未识别到人脸，请将人脸置于画面中央！');
    const en = await rest<Json>(
      p,
      '/api/sys/user/real/detail',
      {},
      { token: learner.token, lang: 'en' },
    );
    expect(en.data.auditMsg).toBe(
      'No face was found. Keep your face in the middle of the picture.',
    );
    expect(
      (
        await rest(
          p,
          '/api/sys/user/real/auto-audit',
          { id: noFace.record.id },
          { token: reviewer.token },
        )
      ).code,
    ).toBe(14001045);

    // An ID number another account holds (approved there; its own later submission was rejected).
    const holder = await asStudent(p);
    const held = await buildRealNameRecord(p, holder.user.id, {
      state: 1,
      photo: photos.astronaut,
    });
    await p.infra.prisma.realNameRecord.update({
      where: { id: held.record.id },
      data: { idCardIndex: null },
    });
    const taker = await asStudent(p);
    const taken = await buildRealNameRecord(p, taker.user.id, {
      idCard: held.idCard,
      photo: photos.grace,
    });
    // Through the job this time.
    const job = await p.infra.queues
      .queue(REALNAME_QUEUE)
      .add(AUTO_AUDIT_JOB, { recordId: taken.record.id, photoId: taken.photo.id });
    const done = await eventually(
      () => p.infra.queues.queue(REALNAME_QUEUE).getJob(job.id!),
      (j) => j?.returnvalue != null,
    );
    expect(done?.returnvalue).toMatchObject({ outcome: 'manual' });
    // Never approved, and no rejection reason tells the learner the number is taken.
    expect(
      await p.infra.prisma.realNameRecord.findUniqueOrThrow({ where: { id: taken.record.id } }),
    ).toMatchObject({ state: 0, auditReason: null, approvedIdCardIndex: null });
    const byHand = await rest(
      p,
      '/api/sys/user/real/auto-audit',
      { id: taken.record.id },
      { token: reviewer.token },
    );
    expect(byHand.code).toBe(14001009);

    // A sealed number that breaks the rule (a record from before the rule, or tampering).
    const other = await asStudent(p);
    const bad = await buildRealNameRecord(p, other.user.id, { photo: photos.grace });
    const { IdCardVault } = await import('./id-card-vault.ts');
    await p.infra.prisma.realNameRecord.update({
      where: { id: bad.record.id },
      data: {
        idCardSealed: new IdCardVault(p.infra.env).seal(other.user.id, '11010519491231002Y'),
      },
    });
    const gqlRes = await gqlOk<{ autoAuditRealName: Json }>(
      p,
      reviewer.token,
      'mutation($id: ID!) { autoAuditRealName(id: $id) { state auditMsg } }',
      { id: bad.record.id },
    );
    expect(gqlRes.autoAuditRealName).toEqual({ state: 2, auditMsg: '身份证号码格式不正确!' });

    // And a good one is approved by the same call.
    const good = await asStudent(p);
    const fine = await buildRealNameRecord(p, good.user.id, { photo: photos.graceDarker });
    const ok = await restOk<Json>(p, reviewer.token, '/api/sys/user/real/auto-audit', {
      id: fine.record.id,
    });
    expect(ok).toMatchObject({ state: 1, approved: true });
  });

  it('a number held by another account is taken as any pending submission and left to a reviewer', async () => {
    const holder = await approvedLearner(photos.astronaut, 'Holder');
    const holderRecord = await p.infra.prisma.realNameRecord.findUniqueOrThrow({
      where: { userId: holder.user.id },
    });
    const { IdCardVault } = await import('./id-card-vault.ts');
    const heldNumber = new IdCardVault(p.infra.env).open(
      holder.user.id,
      holderRecord.approvedIdCardSealed!,
    );
    const shape = (data: Json) => ({
      ...data,
      id: typeof data.id,
      userId: typeof data.userId,
      userName: typeof data.userName,
      face: typeof data.face,
      idCard: typeof data.idCard,
      submitTime: typeof data.submitTime,
      createTime: typeof data.createTime,
    });
    for (const faceAudit of [1, 0, 2]) {
      await setSwitches(p, { faceAudit: 1 });
      const control = await submit(await asStudent(p), b64(photos.grace));
      await setSwitches(p, { faceAudit });
      const taker = await asStudent(p);
      const res = await submit(taker, b64(photos.grace), heldNumber);
      expect(res.code, res.msg).toBe(0);
      // The learner's answer is that of any pending submission, without the reviewer's flag.
      expect(shape(res.data), `faceAudit ${faceAudit}`).toEqual(shape(control.data));
      expect(res.data.idCardHeldByOther).toBeNull();
      const mine = await gqlOk<{ myRealName: Json }>(
        p,
        taker.token,
        '{ myRealName { state approved idCardHeldByOther } }',
      );
      expect(mine.myRealName).toEqual({ state: 0, approved: false, idCardHeldByOther: null });
      // The automatic review (faceAudit 2) never approves it either.
      await new Promise((r) => setTimeout(r, faceAudit === 2 ? 1500 : 0));
      expect(
        await p.infra.prisma.realNameRecord.findUniqueOrThrow({
          where: { id: res.data.id as string },
        }),
      ).toMatchObject({ state: 0, approvedIdCardIndex: null, auditReason: null });

      // The reviewer sees the flag in the list and the detail, and cannot approve it.
      const detail = await restOk<Json>(p, reviewer.token, '/api/sys/user/real/detail', {
        id: res.data.id,
      });
      expect(detail.idCardHeldByOther).toBe(true);
      const list = await gqlOk<{ realNameRecords: { records: Json[] } }>(
        p,
        reviewer.token,
        'query { realNameRecords(input: { state: 0, size: 50 }) { records { id idCardHeldByOther } } }',
      );
      expect(list.realNameRecords.records).toEqual(
        expect.arrayContaining([
          { id: res.data.id, idCardHeldByOther: true },
          { id: control.data.id, idCardHeldByOther: false },
        ]),
      );
      const approve = await rest(
        p,
        '/api/sys/user/real/audit',
        { id: res.data.id, state: 1 },
        { token: reviewer.token },
      );
      expect(approve.code).toBe(14001009);
      const gqlApprove = await gql(
        p,
        'mutation($i: AuditRealNameInput!) { auditRealName(input: $i) { id } }',
        { i: { id: res.data.id, state: 1 } },
        { token: reviewer.token },
      );
      expect(gqlApprove.errors?.[0]?.extensions?.subCode).toBe('ID_CARD_IN_USE');
      await restOk(p, reviewer.token, '/api/sys/user/real/audit', {
        id: res.data.id,
        state: 2,
        auditMsg: '请核实身份证号',
      });
    }
    // Once the holder's claim is gone, a reviewer may approve the number for someone else.
    await p.infra.prisma.realNameRecord.update({
      where: { id: holderRecord.id },
      data: { idCardIndex: null, approvedIdCardIndex: null },
    });
    await setSwitches(p, { faceAudit: 1 });
    const later = await asStudent(p);
    const pending = await submit(later, b64(photos.grace), heldNumber);
    await p.infra.prisma.realNameRecord.update({
      where: { id: pending.data.id as string },
      data: { idCardIndex: null },
    });
    const approved = await restOk<Json>(p, reviewer.token, '/api/sys/user/real/audit', {
      id: pending.data.id,
      state: 1,
    });
    expect(approved).toMatchObject({ state: 1, approved: true, idCardHeldByOther: false });
    expect(
      await p.infra.prisma.realNameRecord.findUniqueOrThrow({
        where: { id: pending.data.id as string },
      }),
    ).toMatchObject({ idCardIndex: expect.any(String), approvedIdCardIndex: expect.any(String) });
  });

  it('an account tries at most three ID numbers a day, held by another or not', async () => {
    await setSwitches(p, { faceAudit: 0 });
    const heldNumber = validIdCard({ birth: '19700101', seq: '001' });
    const other = await asStudent(p);
    expect((await submit(other, b64(photos.astronaut), heldNumber)).code).toBe(0);
    let onRecord = '';
    for (let i = 0; i < NEW_ID_NUMBERS_PER_DAY; i++) {
      onRecord = validIdCard();
      expect((await submit(learner, b64(photos.grace), onRecord)).code).toBe(0);
    }
    // The fourth number of the day is refused alike, whether another account holds it or not;
    // the number on record may be sent again (a new photo).
    const free = await submit(learner, b64(photos.grace), validIdCard());
    const taken = await submit(learner, b64(photos.grace), heldNumber);
    expect(free.code).toBe(10010005);
    expect(taken.code).toBe(free.code);
    expect(taken.msg.replace(/\d+/g, 'n')).toBe(free.msg.replace(/\d+/g, 'n'));
    expect((await submit(learner, b64(photos.graceDarker), onRecord)).code).toBe(0);
  }, 120_000);

  it('a new submission keeps the earlier approval for face login until it is approved', async () => {
    const me = await approvedLearner(photos.grace, 'Grace');
    const name = me.user.userName;
    const resubmitted = await submit(me, b64(photos.astronaut), validIdCard(), '新名字');
    expect(resubmitted.data).toMatchObject({
      state: 0,
      approved: true,
      realName: '新名字',
      approvedRealName: '格蕾丝',
    });
    expect(resubmitted.data.approvedFace).not.toBe(resubmitted.data.face);
    expect((await faceLogin({ face: b64(photos.graceAgain), userName: name })).code).toBe(0);
    expect((await faceLogin({ face: b64(photos.astronautAgain), userName: name })).code).toBe(
      14001047,
    );
    await restOk(p, reviewer.token, '/api/sys/user/real/audit', {
      id: resubmitted.data.id,
      state: 1,
    });
    expect((await faceLogin({ face: b64(photos.graceAgain), userName: name })).code).toBe(14001047);
    expect((await faceLogin({ face: b64(photos.astronautAgain), userName: name })).code).toBe(0);
    // The photo approved before is retired (deleted after the retention period).
    const photosOfMe = await p.infra.prisma.realNamePhoto.findMany({
      where: { userId: me.user.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(photosOfMe.map((x) => x.retiredAt !== null)).toEqual([true, false]);
  });

  it('face login one-to-one accepts a new photo of the person, refuses another; logs scores', async () => {
    const grace = await approvedLearner(photos.grace, 'Grace');
    const ok = await faceLogin({ face: b64(photos.graceDarker), userName: grace.user.userName });
    expect(ok.code, ok.msg).toBe(0);
    expect(await whoIs(ok.data!.token)).toBe(grace.user.userName);
    // The legacy `username` spelling and GraphQL.
    const legacy = await faceLogin({ face: b64(photos.graceAgain), username: grace.user.userName });
    expect(legacy.code).toBe(0);
    const viaGql = await gqlOk<{ faceLogin: { token: string; user: { userName: string } } }>(
      p,
      '',
      'mutation($i: FaceLoginInput!) { faceLogin(input: $i) { token user { userName } } }',
      { i: { face: b64(photos.graceMirror), userName: grace.user.userName } },
    );
    expect(viaGql.faceLogin.user.userName).toBe(grace.user.userName);

    const refused = await faceLogin({ face: b64(photos.astronaut), userName: grace.user.userName });
    expect(refused).toMatchObject({ code: 14001047, data: null });
    // Unknown accounts and accounts without an approval answer alike.
    const noRecord = await asStudent(p);
    expect(
      (await faceLogin({ face: b64(photos.grace), userName: noRecord.user.userName })).code,
    ).toBe(14001047);
    expect((await faceLogin({ face: b64(photos.grace), userName: 'nobody-here' })).code).toBe(
      14001047,
    );
    expect(
      (await faceLogin({ face: b64(photos.noFace), userName: grace.user.userName })).code,
    ).toBe(14001041);

    const attempts = await p.infra.prisma.faceAttempt.findMany({ orderBy: { createdAt: 'asc' } });
    const mine = attempts.filter((a) => a.userId === grace.user.id);
    expect(mine.map((a) => [a.purpose, a.outcome, a.reason])).toEqual([
      ['login-one', 'ok', null],
      ['login-one', 'ok', null],
      ['login-one', 'ok', null],
      ['login-one', 'refused', 'FACE_NOT_MATCHED'],
      ['login-one', 'refused', 'FACE_NOT_FOUND'],
    ]);
    expect(mine[0]!.score).toBeGreaterThanOrEqual(0.7);
    expect(mine[3]!.score).toBeLessThan(0.7);
    expect(mine[4]!.score).toBeNull();
    expect(attempts.map((a) => a.reason)).toContain('ACCOUNT_NOT_FOUND');
    expect(attempts.map((a) => a.reason)).toContain('REALNAME_NOT_APPROVED');
  });

  it('face login one-to-many signs in the clear best match and refuses a close second', async () => {
    const grace = await approvedLearner(photos.grace, 'Grace');
    const astronaut = await approvedLearner(photos.astronaut, 'Eileen');
    const a = await faceLogin({ face: b64(photos.graceAgain) });
    expect(a.code, a.msg).toBe(0);
    expect(await whoIs(a.data!.token)).toBe(grace.user.userName);
    const b = await faceLogin({ face: b64(photos.astronautAgain) });
    expect(await whoIs(b.data!.token)).toBe(astronaut.user.userName);
    const nobody = await faceLogin({ face: b64(photos.noFace) });
    expect(nobody.code).toBe(14001041);

    // A second account approved with the same person's face: no candidate is clearly ahead.
    await approvedLearner(photos.graceMirror, 'Grace twin');
    const close = await faceLogin({ face: b64(photos.graceDarker) });
    expect(close.code).toBe(14001047);
    const last = await p.infra.prisma.faceAttempt.findFirstOrThrow({
      where: { purpose: 'login-many' },
      orderBy: { createdAt: 'desc' },
    });
    expect(last).toMatchObject({ outcome: 'refused', reason: 'FACE_NOT_MATCHED' });
    expect(last.score).toBeGreaterThanOrEqual(0.7);
    expect(last.runnerUpScore).toBeGreaterThanOrEqual(0.7);
    expect((last.score ?? 0) - (last.runnerUpScore ?? 0)).toBeLessThan(0.05);
  });

  it('face login refuses a disabled, pending or expired account with its usual code', async () => {
    const grace = await approvedLearner(photos.grace, 'Grace');
    const body = { face: b64(photos.graceAgain), userName: grace.user.userName };
    const set = (data: { state?: number; expireTime?: Date | null }) =>
      p.infra.prisma.user.update({ where: { id: grace.user.id }, data });
    await set({ state: 1 });
    expect((await faceLogin(body)).code).toBe(90010005);
    await set({ state: 2 });
    expect((await faceLogin(body)).code).toBe(90010006);
    await set({ state: 0, expireTime: new Date(Date.now() - 1000) });
    expect((await faceLogin(body)).code).toBe(90010008);
    expect((await faceLogin({ face: body.face })).code).toBe(90010008);
    await set({ expireTime: null });
    expect((await faceLogin(body)).code).toBe(0);
    const reasons = (
      await p.infra.prisma.faceAttempt.findMany({
        where: { userId: grace.user.id },
        orderBy: { createdAt: 'asc' },
      })
    ).map((a) => a.reason);
    expect(reasons).toEqual([
      'ACCOUNT_DISABLED',
      'ACCOUNT_PENDING_AUDIT',
      'ACCOUNT_EXPIRED',
      'ACCOUNT_EXPIRED',
      null,
    ]);
  });

  it('face login is limited per account named and per address', async () => {
    const grace = await approvedLearner(photos.grace, 'Grace');
    const name = grace.user.userName;
    for (let i = 0; i < FACE_LOGIN_ACCOUNT_MAX_FAILURES; i++) {
      expect((await faceLogin({ face: b64(photos.astronaut), userName: name })).code).toBe(
        14001047,
      );
    }
    // Blocked for this account from any address, even with the right face; others unaffected.
    const blocked = await faceLogin({ face: b64(photos.graceAgain), userName: name });
    expect(blocked.code).toBe(10010005);
    const other = await approvedLearner(photos.astronaut, 'Eileen');
    expect(
      (await faceLogin({ face: b64(photos.astronautAgain), userName: other.user.userName })).code,
    ).toBe(0);
    // The password still works for the blocked account.
    const password = await rest(p, '/api/sys/user/login', {
      username: name,
      password: 'Passw0rd!x',
    });
    expect(password.code).toBe(0);

    const ip = freshIp();
    const junk = b64(Buffer.from('not an image at all'));
    for (let i = 0; i < FACE_LOGIN_IP_MAX_FAILURES; i++) {
      expect((await faceLogin({ face: junk, userName: `nobody-${i}` }, ip)).code).toBe(14001044);
    }
    const fromIp = await faceLogin(
      { face: b64(photos.astronautAgain), userName: other.user.userName },
      ip,
    );
    expect(fromIp.code).toBe(10010005);
    expect(
      (await faceLogin({ face: b64(photos.astronautAgain), userName: other.user.userName })).code,
    ).toBe(0);
  });

  it('the face check passes with a face token, fails with the reason, and is limited', async () => {
    const idCard = validIdCard();
    const who = await asStudent(p, { realName: 'Grace' });
    const res = await submit(who, b64(photos.grace), idCard);
    await restOk(p, reviewer.token, '/api/sys/user/real/audit', { id: res.data.id, state: 1 });
    const check = (base64: string, lang: 'zh' | 'en' = 'zh') =>
      rest<Json>(
        p,
        '/api/sys/user/real/face-check',
        { base64, examId: 'x' },
        { token: who.token, lang },
      );

    const pass = await check(b64(photos.graceAgain));
    expect(pass.code, pass.msg).toBe(0);
    expect(pass.data).toMatchObject({ pass: true, failMsg: '', realName: '格蕾丝' });
    expect(pass.data.idCard).toMatch(MASKED);
    expect(JSON.stringify(pass)).not.toContain(idCard);
    const session = await p.services.sessions.resolve(who.token);
    const verified = p.services.faceChecks.verifyFaceToken(session!, pass.data.faceToken as string);
    expect(verified.userId).toBe(who.user.id);
    // Another session of the same user cannot use it.
    const otherSession = await p.services.sessions.resolve(
      await p.services.sessions.create(who.user.id, {}),
    );
    expect(() =>
      p.services.faceChecks.verifyFaceToken(otherSession!, pass.data.faceToken as string),
    ).toThrow('FACE_TOKEN_INVALID');

    const fail = await check(b64(photos.astronaut), 'en');
    expect(fail.data).toEqual({
      pass: false,
      failMsg: 'The face does not match your verified photo. Make sure it is you and try again.',
      faceToken: null,
      realName: null,
      idCard: null,
    });
    const noFace = await check(`data:image/jpeg;base64,${b64(photos.noFace)}`);
    expect(noFace.data).toMatchObject({
      pass: false,
      failMsg: '未识别到人脸，请将人脸置于画面中央！',
    });

    const viaGql = await gqlOk<{ faceCheck: Json }>(
      p,
      who.token,
      'mutation($i: FaceCheckInput!) { faceCheck(input: $i) { pass failMsg faceToken realName idCard } }',
      { i: { base64: b64(photos.graceDarker) } },
    );
    expect(viaGql.faceCheck).toMatchObject({ pass: true, realName: '格蕾丝' });

    const logged = await p.infra.prisma.faceAttempt.findMany({
      where: { purpose: 'check', userId: who.user.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(logged.map((a) => [a.outcome, a.reason])).toEqual([
      ['ok', null],
      ['refused', 'FACE_NOT_MATCHED'],
      ['refused', 'FACE_NOT_FOUND'],
      ['ok', null],
    ]);
    expect(logged[0]!.score).toBeGreaterThanOrEqual(0.7);

    // 20 checks a minute: the 21st is refused.
    const junk = b64(Buffer.from('not an image'));
    for (let i = logged.length; i < 20; i++) expect((await check(junk)).code).toBe(0);
    expect((await check(b64(photos.graceAgain))).code).toBe(10010005);
    const gqlLimited = await gql(
      p,
      'mutation($i: FaceCheckInput!) { faceCheck(input: $i) { pass } }',
      { i: { base64: junk } },
      { token: who.token },
    );
    expect(gqlLimited.errors?.[0]?.extensions?.legacyCode).toBe(10010005);
  });
});
