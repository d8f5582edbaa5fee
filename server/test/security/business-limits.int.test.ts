import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../src/platform.ts';
import { createExam, examBody } from '../factories/exam.ts';
import { buildExamBank } from '../factories/question.ts';
import * as S from '../fixtures/files.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../helpers.ts';
import { asAdmin, asStudent, asSuperAdmin, type Identity } from '../identities.ts';

const CREATE = 'mutation($input: CreatePaperInput!) { createPaper(input: $input) { id } }';

describe('exam password guessing', () => {
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

  const passwordExam = () =>
    createExam(p, admin, examBody(repoId, { openType: 9, password: 'S3cret-pw' }));

  const viaRest = async (who: Identity, examId: string, password: string, lang?: 'zh' | 'en') =>
    rest(p, '/api/paper/paper/create-paper', { examId, password }, { token: who.token, lang });

  const viaGql = async (who: Identity, examId: string, password: string) => {
    const res = await gql(p, CREATE, { input: { examId, password } }, { token: who.token });
    return res.errors?.[0]?.extensions;
  };

  it('blocks a learner after 5 wrong passwords for an exam, even the right one, over REST and GraphQL', async () => {
    const examId = await passwordExam();
    const learner = await asStudent(p);
    for (let i = 0; i < 5; i++) {
      expect((await viaRest(learner, examId, `guess-${i}`)).code).toBe(20010040);
    }
    const en = await viaRest(learner, examId, 'S3cret-pw', 'en');
    expect(en.code).toBe(10010021);
    expect(en.msg).toBe('Too many wrong exam passwords. Try again in 10 minutes.');
    const zh = await viaRest(learner, examId, 'S3cret-pw', 'zh');
    expect(zh.msg).toBe('考试密码错误次数过多，请10分钟后再试！');
    expect(await viaGql(learner, examId, 'S3cret-pw')).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      subCode: 'EXAM_PASSWORD_TRIES_EXCEEDED',
      legacyCode: 10010021,
      args: { n: 10 },
    });
    // Another learner, and the same learner in another exam, are not affected.
    const other = await asStudent(p);
    expect((await viaRest(other, examId, 'S3cret-pw')).code).toBe(0);
    const second = await passwordExam();
    expect((await viaRest(learner, second, 'S3cret-pw')).code).toBe(0);
  });

  it('GraphQL wrong passwords count too', async () => {
    const examId = await passwordExam();
    const learner = await asStudent(p);
    for (let i = 0; i < 5; i++) {
      expect((await viaGql(learner, examId, `guess-${i}`))?.legacyCode).toBe(20010040);
    }
    expect((await viaRest(learner, examId, 'S3cret-pw')).code).toBe(10010021);
  });

  it('blocks the exam after 100 wrong passwords across learners', async () => {
    const examId = await passwordExam();
    const learners: Identity[] = [];
    for (let i = 0; i < 20; i++) learners.push(await asStudent(p));
    for (const learner of learners) {
      for (let i = 0; i < 5; i++) {
        expect((await viaRest(learner, examId, `guess-${i}`)).code).toBe(20010040);
      }
    }
    const fresh = await asStudent(p);
    const res = await viaRest(fresh, examId, 'S3cret-pw', 'en');
    expect(res.code).toBe(10010022);
    expect(res.msg).toBe(
      'Too many wrong passwords were given for this exam. Try again in 10 minutes.',
    );
    expect((await viaGql(fresh, examId, 'S3cret-pw'))?.subCode).toBe('EXAM_PASSWORD_EXAM_LOCKED');
    // A public exam is not touched by it.
    const open = await createExam(p, admin, examBody(repoId));
    expect((await viaRest(fresh, open, '')).code).toBe(0);
  });
});

describe('upload rate and quota', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({
      env: {
        UPLOAD_RATE_LEARNER: 3,
        UPLOAD_RATE_STAFF: 6,
        // A few PNG samples for a learner, many more for staff.
        UPLOAD_QUOTA_LEARNER_MB: (S.PNG.length * 2.5) / (1024 * 1024),
        UPLOAD_QUOTA_STAFF_MB: (S.PNG.length * 100) / (1024 * 1024),
      },
    });
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  async function upload(token: string, lang = 'en') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(S.PNG)]), 'pic.png');
    const res = await fetch(`${p.url}/api/common/file/upload`, {
      method: 'POST',
      headers: { token, 'accept-language': lang },
      body: form,
    });
    return (await res.json()) as { code: number; msg: string };
  }

  const ticket = async (token: string) =>
    (await gql(p, 'mutation { createUploadTicket { ticket } }', {}, { token })).errors?.[0]
      ?.extensions;

  it('a learner gets the smaller quota, named in the message', async () => {
    const learner = await asStudent(p);
    expect((await upload(learner.token)).code).toBe(0);
    expect((await upload(learner.token)).code).toBe(0);
    const over = await upload(learner.token);
    expect(over.code).toBe(10010024);
    expect(over.msg).toMatch(/^Upload quota exceeded: each user may store at most [\d.]+ MB/);
    expect(await p.infra.prisma.storedFile.count({ where: { ownerId: learner.user.id } })).toBe(2);
  });

  it('a learner gets the smaller rate; staff the larger; GraphQL tickets are refused alike', async () => {
    const learner = await asStudent(p);
    // The rate counts attempts, so failed ones (over quota) count too.
    for (let i = 0; i < 3; i++) expect([0, 10010024]).toContain((await upload(learner.token)).code);
    const limited = await upload(learner.token);
    expect(limited.code).toBe(10010023);
    expect(limited.msg).toBe(
      'Too many uploads: at most 3 files every 10 minutes. Try again later.',
    );
    expect(await ticket(learner.token)).toMatchObject({
      subCode: 'UPLOAD_RATE_EXCEEDED',
      args: { n: 3, m: 10 },
    });

    const staff = await asAdmin(p);
    for (let i = 0; i < 6; i++) expect((await upload(staff.token)).code).toBe(0);
    expect((await upload(staff.token)).code).toBe(10010023);
    // Another user is not affected.
    expect((await upload((await asStudent(p)).token)).code).toBe(0);
  });

  it('GraphQL tickets are refused once the quota is full', async () => {
    const learner = await asStudent(p);
    await upload(learner.token);
    await upload(learner.token);
    // The stored files now fill the quota only once they reach it; make them do so.
    await p.infra.prisma.storedFile.updateMany({
      where: { ownerId: learner.user.id },
      data: { size: S.PNG.length * 2 },
    });
    expect(await ticket(learner.token)).toMatchObject({ subCode: 'UPLOAD_QUOTA_EXCEEDED' });
  });
});
