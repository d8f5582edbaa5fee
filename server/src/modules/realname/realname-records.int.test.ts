/**
 * Real-name records without the face engine: the ID rule and uniqueness (checked before the photo
 * is looked at), the masked detail, who may read a record and its photo, the admin list, manual
 * review, the audit trail and the retention of retired photos. Records are built in the database
 * as `submit` leaves them (test/factories/realname.ts).
 */
import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import {
  buildRealNameRecord,
  setSwitches,
  validIdCard,
  wrongCheck,
} from '../../../test/factories/realname.ts';
import {
  gql,
  gqlOk,
  resetDatabase,
  rest,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';

type Json = Record<string, unknown>;

const MASKED = /^\d{4}\*{10}[\dX]{4}$/;
const RECORD_FIELDS = `id userId userName realName face idCard state auditMsg auditBy auditByName
  auditTime submitTime approved approvedRealName approvedIdCard approvedFace approvedTime`;

describe('real-name records', () => {
  let p: Platform;
  let sa: Identity;
  let learner: Identity;

  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    sa = await asSuperAdmin(p);
    learner = await asStudent(p, { realName: 'Li' });
    await setSwitches(p, { realPerson: true, faceAudit: 1, faceLogin: true });
  });

  const submit = (token: string, body: Json) =>
    rest(p, '/api/sys/user/real/submit', body, { token });
  const get = (url: string, token?: string) =>
    fetch(`${p.url}${url}`, { headers: token === undefined ? {} : { token } });

  it('refuses a submission while the realPerson switch is off', async () => {
    await setSwitches(p, { realPerson: false });
    const res = await submit(learner.token, {
      realName: '李雷',
      idCard: validIdCard(),
      face: 'aGVsbG8=',
    });
    expect(res.code).toBe(14001040);
  });

  it('checks the ID rule before the photo: length, date, check character', async () => {
    const good = validIdCard({ birth: '19900101' });
    for (const idCard of [
      wrongCheck(good),
      validIdCard({ birth: '19900230' }),
      validIdCard({ birth: '21000101' }),
      `${good.slice(0, 16)}`,
      `${good.slice(0, 17)}Y`,
      '440301900230123',
    ]) {
      const res = await submit(learner.token, { realName: '李雷', idCard, face: 'aGVsbG8=' });
      expect(res.code, idCard).toBe(14001008);
      expect(res.msg).toBe('身份证号码格式不正确!');
    }
    const gqlRes = await gql(
      p,
      'mutation($i: SubmitRealNameInput!) { submitRealName(input: $i) { id } }',
      { i: { realName: '李雷', idCard: wrongCheck(good), face: 'aGVsbG8=' } },
      { token: learner.token },
    );
    expect(gqlRes.errors?.[0]?.extensions?.subCode).toBe('ID_CARD_INVALID');
    expect(await p.infra.prisma.realNameRecord.count()).toBe(0);
  });

  it('never tells whether another account holds an ID number, and limits the caller first', async () => {
    const other = await asStudent(p);
    const held = validIdCard({ birth: '19850315', seq: '123' });
    await buildRealNameRecord(p, other.user.id, { idCard: held, state: 0 });
    const approvedHeld = validIdCard();
    const third = await asStudent(p);
    await buildRealNameRecord(p, third.user.id, { idCard: approvedHeld, state: 1 });
    // The 15-digit form of the same number is the same person.
    const heldOld = `${held.slice(0, 6)}${held.slice(8, 17)}`;
    const answer = async (idCard: string) => {
      const res = await submit(learner.token, { realName: '李雷', idCard, face: 'aGVsbG8=' });
      return { code: res.code, msg: res.msg, data: res.data };
    };
    const free = await answer(validIdCard());
    expect(free.code).toBe(14001044);
    for (const idCard of [held, heldOld, approvedHeld]) expect(await answer(idCard)).toEqual(free);
    const gqlAnswer = async (idCard: string) =>
      (
        await gql(
          p,
          'mutation($i: SubmitRealNameInput!) { submitRealName(input: $i) { id } }',
          { i: { realName: '李雷', idCard, face: 'aGVsbG8=' } },
          { token: learner.token },
        )
      ).errors?.[0]?.extensions?.subCode;
    expect(await gqlAnswer(held)).toBe('FACE_IMAGE_INVALID');
    expect(await gqlAnswer(validIdCard())).toBe('FACE_IMAGE_INVALID');
    // Every submission counts against the upload rate; once it is used up, every number (held or
    // not, valid or not) gets the same refusal.
    const perWindow = p.infra.env.UPLOAD_RATE_LEARNER;
    for (let i = 6; i < perWindow; i++) await answer(validIdCard());
    const limited = await answer(validIdCard());
    expect(limited.code).toBe(10010023);
    for (const idCard of [held, heldOld, approvedHeld, wrongCheck(held)]) {
      expect(await answer(idCard)).toEqual(limited);
    }
    expect(await gqlAnswer(held)).toBe('UPLOAD_RATE_EXCEEDED');
    expect(await p.infra.prisma.realNameRecord.count({ where: { userId: learner.user.id } })).toBe(
      0,
    );
  });

  it('detail: null before the first submission, then the record with its ID masked', async () => {
    expect(await restOk(p, learner.token, '/api/sys/user/real/detail', {})).toBeNull();
    expect(
      (await gqlOk<{ myRealName: null }>(p, learner.token, '{ myRealName { id } }')).myRealName,
    ).toBeNull();
    const { record, idCard } = await buildRealNameRecord(p, learner.user.id, { state: 0 });
    const res = await rest<Json>(p, '/api/sys/user/real/detail', {}, { token: learner.token });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      id: record.id,
      realName: '张三',
      state: 0,
      auditMsg: '',
      approved: false,
    });
    expect(res.data.idCard).toMatch(MASKED);
    expect(res.data.idCard).toBe(`${idCard.slice(0, 4)}**********${idCard.slice(-4)}`);
    expect(res.data.face).toMatch(/^\/api\/common\/file\/[\w-]+$/);
    expect(JSON.stringify(res)).not.toContain(idCard);
    const mine = await gqlOk<{ myRealName: Json }>(
      p,
      learner.token,
      `{ myRealName { ${RECORD_FIELDS} } }`,
    );
    expect(mine.myRealName.idCard).toBe(res.data.idCard);
    expect(JSON.stringify(mine)).not.toContain(idCard);
  });

  it('another learner reads neither the record nor its photo; reviewers read both', async () => {
    const { record, idCard } = await buildRealNameRecord(p, learner.user.id, { state: 0 });
    const face = (await restOk<Json>(p, learner.token, '/api/sys/user/real/detail')).face as string;
    const stranger = await asStudent(p);
    // The record by id: refused; the caller's own (none) otherwise.
    expect(
      (await rest(p, '/api/sys/user/real/detail', { id: record.id }, { token: stranger.token }))
        .code,
    ).toBe(10010004);
    expect(await restOk(p, stranger.token, '/api/sys/user/real/detail', {})).toBeNull();
    // The photo: unknown to a stranger, to an admin without the permission and to nobody signed in.
    expect((await get(face, stranger.token)).status).toBe(404);
    const plainAdmin = await asAdmin(p, { permissions: [PERMISSIONS.userList] });
    expect((await get(face, plainAdmin.token)).status).toBe(404);
    expect((await get(face)).status).toBe(401);
    const owner = await get(face, learner.token);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('no-store');
    const reviewer = await asAdmin(p, { permissions: [PERMISSIONS.realNameList] });
    expect((await get(face, reviewer.token)).status).toBe(200);
    const seen = await restOk<Json>(p, reviewer.token, '/api/sys/user/real/detail', {
      id: record.id,
    });
    expect(seen.idCard).toMatch(MASKED);
    expect(JSON.stringify(seen)).not.toContain(idCard);
    // Nothing of the number is stored in clear.
    const row = await p.infra.prisma.realNameRecord.findUniqueOrThrow({ where: { id: record.id } });
    expect(JSON.stringify(row)).not.toContain(idCard);
    expect(JSON.stringify(row)).not.toContain(idCard.slice(6, 14));
  });

  it('lists submissions by state and name for reviewers only', async () => {
    const a = await asStudent(p, { realName: 'Alpha' });
    const b = await asStudent(p, { realName: 'Beta' });
    await buildRealNameRecord(p, a.user.id, { state: 0, realName: '王五' });
    await buildRealNameRecord(p, b.user.id, { state: 1, realName: '赵六' });
    await buildRealNameRecord(p, learner.user.id, { state: 2, realName: '钱七' });
    const page = (body: Json, token = sa.token) =>
      restOk<{ total: number; records: Json[] }>(p, token, '/api/sys/user/real/paging', body);
    const all = await page({ current: 1, size: 10, params: {} });
    expect(all.total).toBe(3);
    expect(all.records.map((r) => r.state)).toEqual([0, 1, 2]);
    for (const r of all.records) expect(r.idCard).toMatch(MASKED);
    expect((await page({ params: { state: 1 } })).records.map((r) => r.realName)).toEqual(['赵六']);
    expect((await page({ params: { realName: '王' } })).records.map((r) => r.realName)).toEqual([
      '王五',
    ]);
    expect((await page({ params: { realName: 'alph' } })).records.map((r) => r.realName)).toEqual([
      '王五',
    ]);
    expect((await rest(p, '/api/sys/user/real/paging', {}, { token: learner.token })).code).toBe(
      10010004,
    );
    const gqlPage = await gqlOk<{ realNameRecords: { total: number; records: Json[] } }>(
      p,
      sa.token,
      `query($i: RealNamePageInput) { realNameRecords(input: $i) { total records { ${RECORD_FIELDS} } } }`,
      { i: { state: 0 } },
    );
    expect(gqlPage.realNameRecords.total).toBe(1);
    expect(gqlPage.realNameRecords.records[0]?.realName).toBe('王五');
  });

  it('manual review: a rejection needs a message, a decided record is not reviewed again', async () => {
    const reviewer = await asAdmin(p, {
      permissions: [PERMISSIONS.realNameList, PERMISSIONS.realNameAudit],
      realName: 'Reviewer',
    });
    const { record, idCard } = await buildRealNameRecord(p, learner.user.id, { state: 0 });
    const audit = (body: Json, token = reviewer.token) =>
      rest<Json>(p, '/api/sys/user/real/audit', body, { token });
    expect((await audit({ id: record.id, state: 2 })).code).toBe(10010001);
    expect((await audit({ id: record.id, state: 3, auditMsg: 'x' })).code).toBe(10010001);
    expect((await audit({ id: record.id, state: 1 }, learner.token)).code).toBe(10010004);
    const rejected = await audit({ id: record.id, state: '2', auditMsg: '照片模糊' });
    expect(rejected.code).toBe(0);
    expect(rejected.data).toMatchObject({
      state: 2,
      auditMsg: '照片模糊',
      auditBy: reviewer.user.id,
      auditByName: 'Reviewer',
      approved: false,
    });
    expect((await audit({ id: record.id, state: 1 })).code).toBe(14001045);
    // A rejected number no longer counts as used.
    const row = await p.infra.prisma.realNameRecord.findUniqueOrThrow({ where: { id: record.id } });
    expect(row.idCardIndex).toBeNull();
    const other = await asStudent(p);
    const reused = await rest(
      p,
      '/api/sys/user/real/submit',
      { realName: '李雷', idCard, face: 'not base64!' },
      { token: other.token },
    );
    expect(reused.code).toBe(10010001);

    const second = await buildRealNameRecord(p, other.user.id, { state: 0, realName: '周八' });
    const approved = await gqlOk<{ auditRealName: Json }>(
      p,
      reviewer.token,
      `mutation($i: AuditRealNameInput!) { auditRealName(input: $i) { ${RECORD_FIELDS} } }`,
      { i: { id: second.record.id, state: 1 } },
    );
    expect(approved.auditRealName).toMatchObject({
      state: 1,
      approved: true,
      approvedRealName: '周八',
      auditByName: 'Reviewer',
    });
    expect(approved.auditRealName.approvedIdCard).toMatch(MASKED);
    expect(approved.auditRealName.approvedFace).toBe(approved.auditRealName.face);
  });

  it('writes the review to the audit log without the ID number', async () => {
    const { record, idCard } = await buildRealNameRecord(p, learner.user.id, { state: 0 });
    await restOk(p, sa.token, '/api/sys/user/real/audit', { id: record.id, state: 1 });
    const rows = await p.infra.prisma.auditLog.findMany({
      where: { action: '/api/sys/user/real/audit' },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetId: record.id, outcome: 'ok' });
    const all = await p.infra.prisma.auditLog.findMany();
    expect(JSON.stringify(all)).not.toContain(idCard);
  });

  it('deletes a retired photo after the retention period, never one in use', async () => {
    const days = p.infra.env.REALNAME_PHOTO_RETENTION_DAYS;
    const rejected = await buildRealNameRecord(p, learner.user.id, { state: 0 });
    const other = await asStudent(p);
    const approved = await buildRealNameRecord(p, other.user.id, { state: 1 });
    await restOk(p, sa.token, '/api/sys/user/real/audit', {
      id: rejected.record.id,
      state: 2,
      auditMsg: 'no',
    });
    const retired = await p.infra.prisma.realNamePhoto.findUniqueOrThrow({
      where: { id: rejected.photo.id },
    });
    expect(retired.retiredAt).not.toBeNull();

    // Within the retention period nothing goes.
    const soon = new Date(Date.now() + (days - 1) * 86_400_000);
    expect(await p.services.realNames.purgeRetiredPhotos(soon)).toBe(0);
    expect((await get(`/api/common/file/${rejected.file.id}`, learner.token)).status).toBe(200);

    const later = new Date(Date.now() + (days + 1) * 86_400_000);
    expect(await p.services.realNames.purgeRetiredPhotos(later)).toBe(1);
    expect((await get(`/api/common/file/${rejected.file.id}`, learner.token)).status).toBe(404);
    expect(await p.infra.prisma.storedFile.count({ where: { id: rejected.file.id } })).toBe(0);
    const gone = await p.infra.prisma.realNamePhoto.findUniqueOrThrow({
      where: { id: rejected.photo.id },
    });
    expect(gone).toMatchObject({ fileId: null, template: null });
    expect(gone.deletedAt).not.toBeNull();
    const detail = await restOk<Json>(p, learner.token, '/api/sys/user/real/detail');
    expect(detail).toMatchObject({ state: 2, face: null });
    // The approved photo is untouched, and a second sweep finds nothing.
    expect((await get(`/api/common/file/${approved.file.id}`, other.token)).status).toBe(200);
    expect(await p.services.realNames.purgeRetiredPhotos(later)).toBe(0);
  });

  it('the sweep job deletes retired photos through the queue', async () => {
    const rejected = await buildRealNameRecord(p, learner.user.id, { state: 2 });
    await p.infra.prisma.realNamePhoto.update({
      where: { id: rejected.photo.id },
      data: { retiredAt: new Date(Date.now() - 400 * 86_400_000) },
    });
    const { realNameSweepJob } = await import('./realname.jobs.ts');
    const { logger } = await import('../../core/logger.ts');
    const result = await realNameSweepJob.process(
      {},
      { services: p.services, logger, job: {} as never },
    );
    expect(result).toEqual({ purged: 1, requeued: 0 });
  });

  it('face login is refused while the faceLogin switch is off; checks need an approval', async () => {
    await setSwitches(p, { faceLogin: false });
    const res = await rest(p, '/api/sys/user/face-login', { face: 'aGVsbG8=' });
    expect(res.code).toBe(14001022);
    const check = await rest(
      p,
      '/api/sys/user/real/face-check',
      { base64: 'aGVsbG8=' },
      { token: learner.token },
    );
    expect(check.code).toBe(14001046);
  });
});
