import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { buildStandardPaper } from '../../../test/factories/exam.ts';
import { buildSingleBank } from '../../../test/factories/question.ts';
import {
  gqlErr,
  gqlOk,
  LEGACY_TIME,
  resetDatabase,
  restCode,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import {
  asAdmin,
  asStudent,
  asSuperAdmin,
  loginToken,
  type Identity,
} from '../../../test/identities.ts';

type Json = Record<string, unknown>;
interface Page<T> {
  records: T[];
  total: number;
  pages: number;
}
interface Row {
  refRemark: string;
  createTime: string;
  points: number;
  balance: number;
}

const RULES = [
  { code: 'examPass', points: 10, enabled: true },
  { code: 'trainFinish', points: 2, enabled: true },
  { code: 'dailyLogin', points: 1, enabled: true },
];

describe('points', () => {
  let p: Platform;
  let sa: Identity;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    sa = await asSuperAdmin(p);
    await restOk(p, sa.token, '/api/user/points/save-rules', { rules: RULES });
  });

  const log = (token: string, lang: 'zh' | 'en' = 'zh', current = 1) =>
    restOk<Page<Row>>(p, token, '/api/user/points/my-paging', { current, size: 10 }, lang);
  const balance = async (userId: string) =>
    (await p.infra.prisma.user.findUniqueOrThrow({ where: { id: userId } })).points;

  it('admins set the rules; learners cannot', async () => {
    expect(await restOk(p, sa.token, '/api/user/points/rules', {})).toEqual(RULES);
    const saved = await gqlOk<{ savePointsRules: Json[] }>(
      p,
      sa.token,
      `mutation($r: [PointsRuleInput!]!) { savePointsRules(rules: $r) { code points enabled } }`,
      { r: [{ code: 'dailyLogin', points: 3, enabled: false }] },
    );
    expect(saved.savePointsRules).toContainEqual({ code: 'dailyLogin', points: 3, enabled: false });
    expect(
      await restCode(p, sa.token, '/api/user/points/save-rules', {
        rules: [{ code: 'nope', points: 1, enabled: true }],
      }),
    ).toBe(10010001);
    expect(
      await restCode(p, sa.token, '/api/user/points/save-rules', {
        rules: [{ code: 'examPass', points: -1, enabled: true }],
      }),
    ).toBe(10010001);
    const learner = await asStudent(p);
    expect(await restCode(p, learner.token, '/api/user/points/rules', {})).toBe(10010004);
    const ruler = await asAdmin(p, { permissions: [PERMISSIONS.pointsRule] });
    expect(await restOk<Json[]>(p, ruler.token, '/api/user/points/rules', {})).toHaveLength(3);
  });

  it('the first login of a day earns points once; a disabled rule earns nothing', async () => {
    const me = await asStudent(p, { userName: 'daily_user' });
    const token = await loginToken(p, 'daily_user');
    await loginToken(p, 'daily_user');
    const rows = await log(token);
    expect(rows.total).toBe(1);
    expect(rows.records[0]).toMatchObject({ refRemark: '每日首次登录', points: 1, balance: 1 });
    expect(rows.records[0]?.createTime).toMatch(LEGACY_TIME);
    expect((await log(token, 'en')).records[0]?.refRemark).toBe('First login of the day');
    expect(await balance(me.user.id)).toBe(1);

    await restOk(p, sa.token, '/api/user/points/save-rules', {
      rules: [{ code: 'dailyLogin', points: 1, enabled: false }],
    });
    await p.infra.prisma.pointsLog.deleteMany({});
    await loginToken(p, 'daily_user');
    expect((await log(token)).total).toBe(0);
  });

  it('finishing a practice earns points once per practice', async () => {
    const me = await asStudent(p);
    const { repo } = await buildSingleBank(p.infra.prisma, 2, 'Bank A');
    const t = await restOk<Json>(p, me.token, '/api/repo/train/start', {
      mode: 11,
      repoId: repo.id,
      userId: me.user.id,
      clear: false,
    });
    await restOk(p, me.token, '/api/repo/train/finish', { id: t.id });
    await restOk(p, me.token, '/api/repo/train/finish', { id: t.id });
    const rows = await log(me.token);
    expect(rows.records.map((r) => [r.refRemark, r.points, r.balance])).toEqual([
      ['完成练习「Bank A」', 2, 2],
    ]);
  });

  it('passing an exam earns points once per exam, by hand-in or by marking', async () => {
    const db = p.infra.prisma;
    const me = await asStudent(p);
    // Handed in with a question still to mark: not passed yet, nothing earned.
    const { paper, qs, exam } = await buildStandardPaper(db, me.user.id, {
      exam: { title: 'Safety', qualifyScore: 12 },
      paper: { state: 0 },
    });
    const handed = await restOk<Json>(p, me.token, '/api/paper/paper/hand-exam', { id: paper.id });
    expect(handed.passed).toBeNull();
    expect(await balance(me.user.id)).toBe(0);
    // Marked to a pass: earned; a re-mark and a second passed paper of the exam earn nothing.
    await restOk(p, sa.token, '/api/paper/paper/review-paper', {
      id: paper.id,
      marks: [{ quId: qs.short.id, score: 10 }],
    });
    await restOk(p, sa.token, '/api/paper/paper/review-paper', {
      id: paper.id,
      marks: [{ quId: qs.short.id, score: 9 }],
    });
    const again = await buildStandardPaper(db, me.user.id, { examId: exam.id });
    await restOk(p, sa.token, '/api/paper/paper/review-paper', {
      id: again.paper.id,
      marks: [{ quId: again.qs.short.id, score: 10 }],
    });
    const rows = await log(me.token);
    expect(rows.records.map((r) => [r.refRemark, r.points, r.balance])).toEqual([
      ['通过考试「Safety」', 10, 10],
    ]);
    const gql = await gqlOk<{ myPoints: Page<Row> }>(
      p,
      me.token,
      `query { myPoints { total records { refRemark points balance } } }`,
      {},
      'en',
    );
    expect(gql.myPoints.records[0]).toEqual({
      refRemark: 'Passed the exam "Safety"',
      points: 10,
      balance: 10,
    });
    expect((await gqlErr(p, '', `query { myPoints { total } }`)).code).toBe(10010002);
  });

  it('awards race safely; spending never takes the balance below zero', async () => {
    const me = await asStudent(p);
    const pts = p.services.points;
    const awarded = await Promise.all(
      Array.from({ length: 8 }, () =>
        pts.award(me.user.id, 'examPass', 'exam-pass:x', { exam: 'X' }),
      ),
    );
    expect(awarded.reduce((a, b) => a + b, 0)).toBe(10);
    expect(await balance(me.user.id)).toBe(10);

    await expect(pts.spend(me.user.id, { points: 11, remark: 'Too much' })).rejects.toMatchObject({
      errorName: 'POINTS_INSUFFICIENT',
    });
    expect(await balance(me.user.id)).toBe(10);
    // Concurrent spends of 4: only two fit in 10.
    const spends = await Promise.allSettled(
      Array.from({ length: 4 }, () => pts.spend(me.user.id, { points: 4, remark: '兑换' })),
    );
    expect(spends.filter((s) => s.status === 'fulfilled')).toHaveLength(2);
    expect(await balance(me.user.id)).toBe(2);
    const rows = await log(me.token);
    expect(rows.records.map((r) => [r.points, r.balance])).toEqual([
      [-4, 2],
      [-4, 6],
      [10, 10],
    ]);
    expect(rows.records[0]?.refRemark).toBe('兑换');
    // The ledger adds up to the balance.
    const all = await p.infra.prisma.pointsLog.findMany({ where: { userId: me.user.id } });
    expect(all.reduce((s, r) => s + r.points, 0)).toBe(2);
  });
});
