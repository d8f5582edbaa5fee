import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import {
  LEGACY_TIME,
  expectNoIsoTimes,
  gql,
  resetDatabase,
  rest,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { buildAdmin } from '../../../test/factories/index.ts';
import { buildExamRow, buildPaperRow, buildStandardPaper } from '../../../test/factories/exam.ts';
// One test names its REST result `asAdmin`, so the identity helper goes by another name here.
import { asAdmin as adminWith, asStudent, tokenFor } from '../../../test/identities.ts';
import { RESULT, expectNoKey } from '../../../test/fixtures/paper-results.ts';

type Json = Record<string, unknown>;
interface Item {
  quId: string;
  quType: number;
  userScore: number | null;
  isRight: boolean | null;
  comment: string | null;
  needsMarking: boolean;
  question: Json & {
    options: Array<{
      id: string;
      abc: string;
      content: string;
      checked: boolean;
      isRight: boolean | null;
    }>;
    analysis: string | null;
    referenceAnswer: string | null;
    rightBlanks: string[][] | null;
    blanks: string[];
    answer: string | null;
  };
}
interface Result extends Json {
  state: number;
  answersVisible: boolean;
  answersFrom: string | null;
  items: Item[];
}

const NOT_LOGGED_IN = 10010002;
const PERMISSION_DENIED = 10010004;
const PAPER_NOT_OWNED = 20010028;
const PAPER_NOT_FOUND = 20010033;

describe('exam results (learner)', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  async function resultGql(token: string, id: string) {
    return gql<{ paperResult: Result }>(
      p,
      `query($id: ID!) { paperResult(id: $id) { ${RESULT} } }`,
      { id },
      { token },
    );
  }

  async function resultOk(token: string, id: string): Promise<Result> {
    const res = await resultGql(token, id);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.paperResult;
  }

  describe('answer display', () => {
    it('1 (after hand-in): a finished paper shows keys, analysis, per-question scores and comments', async () => {
      const me = await asStudent(p);
      const { paper, qs } = await buildStandardPaper(p.infra.prisma, me.user.id, {
        exam: { answerDisplay: 1 },
        paper: { state: 2 },
      });
      const r = await resultOk(me.token, paper.id);
      expect(r).toMatchObject({
        id: paper.id,
        state: 2,
        answersVisible: true,
        answerDisplay: 1,
        answersFrom: null,
        totalScore: 40,
        objScore: 5,
        subjScore: 13,
        userScore: 18,
        passed: false,
        userTime: 600,
      });
      expect(r.items.map((i) => i.quType)).toEqual([1, 5, 4, 99]);
      const [single, fill, short, composite] = r.items;
      // Options in the paper's order (Nice, Lyon, Paris), labelled as the learner saw them.
      expect(single!.question.options.map((o) => [o.abc, o.content, o.checked, o.isRight])).toEqual(
        [
          ['A', 'Nice', false, false],
          ['B', 'Lyon', true, false],
          ['C', 'Paris', false, true],
        ],
      );
      expect(single).toMatchObject({ userScore: 0, isRight: false });
      expect(single!.question).toMatchObject({ analysis: 'ANALYSIS-SINGLE', isRight: false });
      expect(fill!.question.blanks).toEqual(['beijing', 'ftp']);
      expect(fill!.question.rightBlanks).toEqual([
        ['SECRETBEIJING', 'Peking'],
        ['HyperTextTransferProtocol'],
      ]);
      expect(short).toMatchObject({
        userScore: 8,
        isRight: false,
        comment: 'MARKER-COMMENT good',
        needsMarking: false,
      });
      expect(short!.question.answer).toBe('<p>white and fluffy</p>');
      expect(short!.question.referenceAnswer).toContain('SECRETREFERENCE');
      expect(composite).toMatchObject({ userScore: 5, quId: qs.composite.id });
      expect((composite!.question.subList as unknown[]).length).toBe(2);
    });

    it('1: a paper awaiting marking shows keys; the short answer waits (no score yet)', async () => {
      const me = await asStudent(p);
      const { paper } = await buildStandardPaper(p.infra.prisma, me.user.id, {
        exam: { answerDisplay: 1 },
      });
      const r = await resultOk(me.token, paper.id);
      expect(r).toMatchObject({ state: 1, answersVisible: true, passed: null });
      expect(r.items[2]).toMatchObject({ needsMarking: true, userScore: null, isRight: null });
      expect(r.items[0]!.question.analysis).toBe('ANALYSIS-SINGLE');
    });

    it('0 (never): totals only, no key, no analysis, no per-question score or comment', async () => {
      const me = await asStudent(p);
      const { paper } = await buildStandardPaper(p.infra.prisma, me.user.id, {
        exam: { answerDisplay: 0 },
        paper: { state: 2 },
      });
      const r = await resultOk(me.token, paper.id);
      expect(r).toMatchObject({
        state: 2,
        answersVisible: false,
        userScore: 18,
        objScore: 5,
        subjScore: 13,
        passed: false,
      });
      expect(r.items).toHaveLength(4);
      expectNoKey(r.items);
      // The learner's own answers still show.
      expect(r.items[0]!.question.options.map((o) => o.checked)).toEqual([false, true, false]);
      expect(r.items[2]!.question.answer).toBe('<p>white and fluffy</p>');
      // REST: the same rule.
      const res = await rest<Result>(
        p,
        '/api/paper/paper/paper-result',
        { id: paper.id },
        { token: me.token },
      );
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({
        answersVisible: false,
        userObjScore: 5,
        userSubjScore: 13,
        userScore: 18,
      });
      expectNoKey(res.data.items);
      // Times: ISO on GraphQL, yyyy-MM-dd HH:mm:ss on REST.
      expect(r).toMatchObject({
        startedAt: paper.startedAt.toISOString(),
        handedAt: paper.handedAt!.toISOString(),
      });
      expect(res.data).toMatchObject({
        startedAt: legacyTime(paper.startedAt),
        handedAt: legacyTime(paper.handedAt!),
        answersFrom: null,
      });
      expectNoIsoTimes(res.data);
    });

    it('2 (after the window): hidden before the exam ends, shown after', async () => {
      const me = await asStudent(p);
      const db = p.infra.prisma;
      const running = await buildStandardPaper(db, me.user.id, {
        exam: { answerDisplay: 2, endTime: new Date(Date.now() + 3600_000) },
        paper: { state: 2 },
      });
      const before = await resultOk(me.token, running.paper.id);
      expect(before.answersVisible).toBe(false);
      expect(before.answersFrom).toBe(running.exam.endTime.toISOString());
      expectNoKey(before.items);
      const restBefore = await rest<Result>(
        p,
        '/api/paper/paper/paper-result',
        { id: running.paper.id },
        { token: me.token },
      );
      expectNoKey(restBefore.data.items);
      expect(restBefore.data.answersFrom).toBe(legacyTime(running.exam.endTime));
      expectNoIsoTimes(restBefore.data);

      await db.exam.update({
        where: { id: running.exam.id },
        data: { endTime: new Date(Date.now() - 1000) },
      });
      const after = await resultOk(me.token, running.paper.id);
      expect(after.answersVisible).toBe(true);
      expect(after.items[0]!.question.analysis).toBe('ANALYSIS-SINGLE');
      expect(after.items[2]!.comment).toBe('MARKER-COMMENT good');
    });

    it('a paper in progress (state 0) never shows keys: header only, no items, whatever the setting', async () => {
      const me = await asStudent(p);
      const db = p.infra.prisma;
      for (const answerDisplay of [0, 1, 2]) {
        const { paper } = await buildStandardPaper(db, me.user.id, {
          exam: { answerDisplay, endTime: new Date(Date.now() - 1000) },
          paper: { state: 0 },
        });
        const r = await resultOk(me.token, paper.id);
        expect(r).toMatchObject({ state: 0, answersVisible: false, items: [], passed: null });
        expectNoKey({ ...r, userScore: null });
        const res = await rest<Result>(
          p,
          '/api/paper/paper/paper-result',
          { id: paper.id },
          { token: me.token },
        );
        expect(res.code).toBe(0);
        expect(res.data.items).toEqual([]);
        expectNoKey({ ...res.data, userScore: null });
      }
    });

    it('while the learner sits another exam no result shows keys, until that hand-in', async () => {
      const me = await asStudent(p);
      const db = p.infra.prisma;
      const { paper } = await buildStandardPaper(db, me.user.id, {
        exam: { answerDisplay: 1 },
        paper: { state: 2 },
      });
      expect(await resultOk(me.token, paper.id)).toMatchObject({
        answersVisible: true,
        answersHeldByExam: false,
      });
      const running = await buildStandardPaper(db, me.user.id, { paper: { state: 0 } });
      const held = await resultOk(me.token, paper.id);
      expect(held).toMatchObject({ state: 2, answersVisible: false, answersHeldByExam: true });
      expectNoKey({ ...held, userScore: null });
      const res = await rest<Result>(
        p,
        '/api/paper/paper/paper-result',
        { id: paper.id },
        { token: me.token },
      );
      expect(res.data).toMatchObject({ answersVisible: false, answersHeldByExam: true });
      expectNoKey({ ...res.data, userScore: null });
      await db.paper.update({
        where: { id: running.paper.id },
        data: { state: 2, handedAt: new Date() },
      });
      expect(await resultOk(me.token, paper.id)).toMatchObject({
        answersVisible: true,
        answersHeldByExam: false,
      });
    });

    it('an admin with paper:list reading a learner paper gets the same display rules', async () => {
      const me = await asStudent(p);
      const admin = await adminWith(p, { permissions: [PERMISSIONS.paperList] });
      const { paper } = await buildStandardPaper(p.infra.prisma, me.user.id, {
        exam: { answerDisplay: 0 },
        paper: { state: 2 },
      });
      const r = await resultOk(admin.token, paper.id);
      expect(r.answersVisible).toBe(false);
      expectNoKey(r.items);
    });
  });

  describe('ownership', () => {
    it("a learner cannot read another learner's paper (20010028); a missing paper is 20010033", async () => {
      const owner = await asStudent(p);
      const other = await asStudent(p);
      const { paper } = await buildStandardPaper(p.infra.prisma, owner.user.id, {
        paper: { state: 2 },
      });
      const g = await resultGql(other.token, paper.id);
      expect(g.errors?.[0]?.extensions).toMatchObject({
        legacyCode: PAPER_NOT_OWNED,
        subCode: 'PAPER_NOT_OWNED',
      });
      expect(g.data?.paperResult ?? null).toBeNull();
      const r = await rest(
        p,
        '/api/paper/paper/paper-result',
        { id: paper.id },
        { token: other.token },
      );
      expect(r).toMatchObject({ code: PAPER_NOT_OWNED, data: null });
      expect(JSON.stringify(r)).not.toContain('ANALYSIS');

      const missing = await resultGql(owner.token, 'no-such-paper');
      expect(missing.errors?.[0]?.extensions?.legacyCode).toBe(PAPER_NOT_FOUND);
      const restMissing = await rest(
        p,
        '/api/paper/paper/paper-result',
        { id: 'no-such-paper' },
        { token: owner.token },
      );
      expect(restMissing.code).toBe(PAPER_NOT_FOUND);
      const noId = await rest(p, '/api/paper/paper/paper-result', {}, { token: owner.token });
      expect(noId.code).toBe(10010001);
      const anon = await rest(p, '/api/paper/paper/paper-result', { id: paper.id });
      expect(anon.code).toBe(NOT_LOGGED_IN);
    });

    it('an admin holding paper:list may read any paper; an admin without it may not', async () => {
      const owner = await asStudent(p);
      const { paper } = await buildStandardPaper(p.infra.prisma, owner.user.id, {
        paper: { state: 2 },
      });
      const reader = await adminWith(p, { permissions: [PERMISSIONS.paperList] });
      expect((await resultOk(reader.token, paper.id)).id).toBe(paper.id);
      const sa = await buildAdmin(p.infra.prisma);
      expect((await resultOk(await tokenFor(p, sa.id), paper.id)).id).toBe(paper.id);
      const noList = await adminWith(p, { permissions: [PERMISSIONS.paperReview] });
      const res = await resultGql(noList.token, paper.id);
      expect(res.errors?.[0]?.extensions?.legacyCode).toBe(PAPER_NOT_OWNED);
    });
  });

  describe('my papers and exam records', () => {
    const PAGE = `records { id examId examTitle userId state startedAt handedAt userTime totalScore
      qualifyScore objScore subjScore userScore passed reviewState } total pages current size`;

    async function setup() {
      const db = p.infra.prisma;
      const me = await asStudent(p);
      const other = await asStudent(p);
      const examA = await buildExamRow(db, { title: 'Algebra final' });
      const examB = await buildExamRow(db, { title: 'Biology quiz' });
      const t = Date.now();
      const a1 = await buildPaperRow(db, {
        examId: examA.id,
        userId: me.user.id,
        state: 2,
        objScore: 70,
        startedAt: new Date(t - 3 * 3600_000),
      });
      const a2 = await buildPaperRow(db, {
        examId: examA.id,
        userId: me.user.id,
        state: 0,
        startedAt: new Date(t - 60_000),
      });
      const b1 = await buildPaperRow(db, {
        examId: examB.id,
        userId: me.user.id,
        state: 1,
        objScore: 30,
        startedAt: new Date(t - 2 * 3600_000),
      });
      const o1 = await buildPaperRow(db, { examId: examA.id, userId: other.user.id, state: 2 });
      return { me, other, examA, examB, a1, a2, b1, o1 };
    }

    it('lists only my papers, latest start first, with exam filter and title filter', async () => {
      const s = await setup();
      const all = await gql<{ myPapers: { records: Json[]; total: number } }>(
        p,
        `query($i: MyPaperPageInput) { myPapers(input: $i) { ${PAGE} } }`,
        { i: null },
        { token: s.me.token },
      );
      expect(all.errors).toBeUndefined();
      expect(all.data!.myPapers.total).toBe(3);
      expect(all.data!.myPapers.records.map((r) => r.id)).toEqual([s.a2.id, s.b1.id, s.a1.id]);
      expect(all.data!.myPapers.records[0]).toMatchObject({
        state: 0,
        examTitle: 'Algebra final',
        handedAt: null,
      });
      expect(all.data!.myPapers.records[2]).toMatchObject({
        state: 2,
        userScore: 70,
        passed: true,
      });

      const byExam = await gql<{ myPapers: { records: Json[]; total: number } }>(
        p,
        `query($i: MyPaperPageInput) { myPapers(input: $i) { ${PAGE} } }`,
        { i: { examId: s.examA.id, userId: s.me.user.id, size: 1, current: 2 } },
        { token: s.me.token },
      );
      expect(byExam.data!.myPapers).toMatchObject({ total: 2, pages: 2, current: 2, size: 1 });
      expect(byExam.data!.myPapers.records.map((r) => r.id)).toEqual([s.a1.id]);

      const byTitle = await rest<{ records: Json[]; total: number }>(
        p,
        '/api/paper/paper/paging',
        { current: 1, size: 100, params: { title: 'biology' } },
        { token: s.me.token },
      );
      expect(byTitle.code).toBe(0);
      expect(byTitle.data.records.map((r) => r.id)).toEqual([s.b1.id]);
      expect(byTitle.data.records[0]).toMatchObject({
        startedAt: legacyTime(s.b1.startedAt),
        handedAt: legacyTime(s.b1.handedAt!),
      });
      expect(all.data!.myPapers.records[1]!.startedAt).toBe(s.b1.startedAt.toISOString());
      expectNoIsoTimes(byTitle.data);
    });

    it("REST paging {examId, userId}: exam records; another user's need paper:list (10010004)", async () => {
      const s = await setup();
      const mine = await rest<{ records: Json[]; total: number }>(
        p,
        '/api/paper/paper/paging',
        { current: '1', size: '100', params: { examId: s.examA.id, userId: s.me.user.id } },
        { token: s.me.token },
      );
      expect(mine.code).toBe(0);
      expect(mine.data.records.map((r) => r.id)).toEqual([s.a2.id, s.a1.id]);
      // The open paper: no hand-in yet.
      expect(mine.data.records[0]).toMatchObject({
        startedAt: legacyTime(s.a2.startedAt),
        handedAt: null,
      });
      expectNoIsoTimes(mine.data);

      const theirs = await rest(
        p,
        '/api/paper/paper/paging',
        { params: { examId: s.examA.id, userId: s.other.user.id } },
        { token: s.me.token },
      );
      expect(theirs).toMatchObject({ code: PERMISSION_DENIED, data: null });
      const g = await gql(
        p,
        `query($i: MyPaperPageInput) { myPapers(input: $i) { total } }`,
        { i: { userId: s.other.user.id } },
        { token: s.me.token },
      );
      expect(g.errors?.[0]?.extensions?.legacyCode).toBe(PERMISSION_DENIED);

      const admin = await adminWith(p, { permissions: [PERMISSIONS.paperList] });
      const asAdmin = await rest<{ records: Json[] }>(
        p,
        '/api/paper/paper/paging',
        { params: { examId: s.examA.id, userId: s.other.user.id } },
        { token: admin.token },
      );
      expect(asAdmin.code).toBe(0);
      expect(asAdmin.data.records.map((r) => r.id)).toEqual([s.o1.id]);
    });

    it('REST paging params.admin=true is the admin paper list (paper:list only)', async () => {
      const s = await setup();
      const admin = await adminWith(p, { permissions: [PERMISSIONS.paperList] });
      const res = await rest<{ records: Json[]; total: number }>(
        p,
        '/api/paper/paper/paging',
        { current: 1, size: 100, params: { admin: true, examId: s.examA.id } },
        { token: admin.token },
      );
      expect(res.code).toBe(0);
      expect(res.data.total).toBe(3);
      expect(res.data.records[0]).toHaveProperty('realName');
      for (const r of res.data.records) expect(r.startedAt).toMatch(LEGACY_TIME);
      expectNoIsoTimes(res.data);
      const refused = await rest(
        p,
        '/api/paper/paper/paging',
        { params: { admin: true, examId: s.examA.id } },
        { token: s.me.token },
      );
      expect(refused.code).toBe(PERMISSION_DENIED);
    });

    it('bad paging input is 10010001', async () => {
      const s = await setup();
      const res = await rest(
        p,
        '/api/paper/paper/paging',
        { current: 0, size: 1000 },
        { token: s.me.token },
      );
      expect(res.code).toBe(10010001);
    });
  });
});
