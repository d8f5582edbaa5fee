import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, tokenFor, type Identity } from '../../../test/identities.ts';
import { buildExam } from '../../../test/factories/exam.ts';
import { buildSingleBank } from '../../../test/factories/question.ts';
import { buildRealNameRecord, faceTokenFor } from '../../../test/factories/realname.ts';
import { START_FACE_CHECK_MAX_AGE_SECONDS } from './paper.service.ts';

const CREATE = `mutation($input: CreatePaperInput!) { createPaper(input: $input) { id } }`;
/** Longer than the start's 10 minutes, so the start's own limit is what refuses an older check. */
const TOKEN_TTL_SECONDS = 1800;

describe('starting an exam with face checks', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({ env: { FACE_TOKEN_TTL_SECONDS: TOKEN_TTL_SECONDS } });
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    p.services.papers.clearPoolCache();
  });

  async function examWith(faceOn: boolean) {
    const { repo } = await buildSingleBank(p.infra.prisma, 3);
    const exam = await buildExam(p.infra.prisma, {
      rules: [{ repoId: repo.id, quType: 1, quCount: 3, quScore: 2 }],
    });
    await p.infra.prisma.exam.update({ where: { id: exam.id }, data: { faceOn, camOn: faceOn } });
    return exam.id;
  }

  /** A learner with an approved real-name photo, as an exam with face checks admits. */
  async function verifiedLearner(): Promise<Identity> {
    const learner = await asStudent(p);
    await buildRealNameRecord(p, learner.user.id, { state: 1 });
    return learner;
  }

  const viaRest = (who: Identity, body: Record<string, unknown>) =>
    rest<{ id: string }>(p, '/api/paper/paper/create-paper', body, { token: who.token });
  async function viaGql(who: Identity, input: Record<string, unknown>) {
    const res = await gql<{ createPaper: { id: string } }>(
      p,
      CREATE,
      { input },
      { token: who.token },
    );
    const error = res.errors?.[0]?.extensions;
    return { id: res.data?.createPaper.id, subCode: error?.subCode, legacyCode: error?.legacyCode };
  }
  const papersOf = (userId: string) => p.infra.prisma.paper.count({ where: { userId } });

  it('refuses a start without a valid face token (REST and GraphQL), drawing nothing', async () => {
    const examId = await examWith(true);
    const learner = await verifiedLearner();
    const otherSession = await tokenFor(p, learner.user.id);
    const anotherLearner = await asStudent(p);
    const refused: Array<string | undefined> = [
      undefined,
      '',
      'not-a-token',
      `${await faceTokenFor(p, learner.token)}x`,
      // Another session of the same learner, or another learner's check.
      await faceTokenFor(p, otherSession),
      await faceTokenFor(p, anotherLearner.token),
      // A check older than 10 minutes, though its token is still within its own lifetime.
      await faceTokenFor(
        p,
        learner.token,
        new Date(Date.now() - (START_FACE_CHECK_MAX_AGE_SECONDS + 5) * 1000),
      ),
    ];
    for (const faceToken of refused) {
      const body = faceToken === undefined ? { examId } : { examId, faceToken };
      const r = await viaRest(learner, body);
      expect(r.code, String(faceToken)).toBe(14001049);
      expect(await viaGql(learner, body)).toMatchObject({
        id: undefined,
        subCode: 'FACE_TOKEN_INVALID',
        legacyCode: 14001049,
      });
    }
    expect(await papersOf(learner.user.id)).toBe(0);
  });

  it('starts with the token of a recent face check of this session (REST, then GraphQL)', async () => {
    const examId = await examWith(true);
    const overRest = await verifiedLearner();
    const recent = await faceTokenFor(
      p,
      overRest.token,
      new Date(Date.now() - (START_FACE_CHECK_MAX_AGE_SECONDS - 30) * 1000),
    );
    const r = await viaRest(overRest, { examId, faceToken: recent });
    expect(r.code, r.msg).toBe(0);
    expect(await papersOf(overRest.user.id)).toBe(1);
    // Resuming the running paper needs no new check.
    expect((await viaRest(overRest, { examId })).data).toEqual(r.data);

    const overGql = await verifiedLearner();
    const started = await viaGql(overGql, {
      examId,
      faceToken: await faceTokenFor(p, overGql.token),
    });
    expect(started.subCode).toBeUndefined();
    expect(started.id).toEqual(expect.any(String));
  });

  it('admission is judged first: without an approved photo the start says so, not the token', async () => {
    const examId = await examWith(true);
    const learner = await asStudent(p);
    const r = await viaRest(learner, { examId, faceToken: await faceTokenFor(p, learner.token) });
    expect(r.code).toBe(20010047);
  });

  it('an exam without face checks never looks at the token', async () => {
    const examId = await examWith(false);
    const verify = vi.spyOn(p.services.faceChecks, 'verifyFaceToken');
    try {
      const learner = await asStudent(p);
      expect((await viaRest(learner, { examId })).code).toBe(0);
      const other = await asStudent(p);
      expect((await viaGql(other, { examId, faceToken: 'ignored' })).subCode).toBeUndefined();
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
  });
});
