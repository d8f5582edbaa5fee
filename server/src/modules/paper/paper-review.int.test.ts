import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import {
  expectNoIsoTimes,
  gql,
  gqlOk as gqlOkAs,
  legacyCodeOf,
  resetDatabase,
  rest,
  restOk as restOkAs,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { buildDepartment } from '../../../test/factories/index.ts';
import { buildExamRow, buildPaperRow, buildStandardPaper } from '../../../test/factories/exam.ts';
import { asAdmin, asStudent, type Identity } from '../../../test/identities.ts';
import { ITEM, expectNoKey } from '../../../test/fixtures/paper-results.ts';

type Json = Record<string, unknown>;

const PARAM_INVALID = 10010001;
const PERMISSION_DENIED = 10010004;
const SCORE_EXCEEDS_QUESTION_VALUE = 20010029;
const SCORE_VALUE_ZERO = 20010030;
const SCORE_ABOVE_TOTAL = 20010031;
const QUESTION_NOT_IN_PAPER = 20010032;
const PAPER_NOT_FOUND = 20010033;
const EXAM_LOCKED_BY_STATE = 20010044;
const PAPER_NOT_AWAITING_REVIEW = 20010046;

const ROW = `id examId userId realName familyName userName deptName state startedAt handedAt userTime
  userScore objScore subjScore totalScore qualifyScore passed reviewState exState exMsg leaveTimes
  handBy`;
const SUMMARY = 'id state objScore subjScore userScore totalScore passed';
const REVIEW_PAPER = `mutation($i: ReviewPaperInput!) { reviewPaper(input: $i) { ${SUMMARY} } }`;

describe('paper management (admin)', () => {
  let p: Platform;
  let marker: Identity;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    marker = await asAdmin(p, {
      permissions: [
        PERMISSIONS.paperList,
        PERMISSIONS.paperReview,
        PERMISSIONS.paperMarkAs,
        PERMISSIONS.paperDelete,
      ],
    });
  });

  // The calls below are the marker's unless another token is given.
  const gqlOk = <T = Json>(query: string, variables: Json, token = marker.token) =>
    gqlOkAs<T>(p, token, query, variables);

  const gqlCode = async (query: string, variables: Json, token = marker.token) =>
    legacyCodeOf(await gql(p, query, variables, { token }));

  const restOk = <T = Json>(path: string, body: unknown, token = marker.token) =>
    restOkAs<T>(p, token, path, body);

  async function snapshot(paperId: string) {
    const db = p.infra.prisma;
    return {
      paper: await db.paper.findUnique({ where: { id: paperId } }),
      items: await db.paperQuestion.findMany({ where: { paperId }, orderBy: { sort: 'asc' } }),
    };
  }

  describe('examPapers (paging)', () => {
    it('lists the papers of an exam with learner names, filters realName and state', async () => {
      const db = p.infra.prisma;
      await buildDepartment(db, 'A01', 'Physics');
      const ann = await asStudent(p, { realName: 'Annabel' });
      await db.user.update({
        where: { id: ann.user.id },
        data: { familyName: 'Lee', deptCode: 'A01' },
      });
      const bob = await asStudent(p, { realName: 'Bob' });
      const exam = await buildExamRow(db);
      const other = await buildExamRow(db);
      const t = Date.now();
      const a = await buildPaperRow(db, {
        examId: exam.id,
        userId: ann.user.id,
        state: 2,
        objScore: 50,
        handedAt: new Date(t - 1000),
        exState: 1,
        exMsg: 'forced',
        leaveTimes: 2,
        handBy: 4,
      });
      const b = await buildPaperRow(db, { examId: exam.id, userId: bob.user.id, state: 0 });
      const c = await buildPaperRow(db, {
        examId: exam.id,
        userId: bob.user.id,
        state: 1,
        handedAt: new Date(t - 5000),
      });
      await buildPaperRow(db, { examId: other.id, userId: bob.user.id, state: 2 });

      const q = `query($i: ExamPaperPageInput) { examPapers(input: $i) { records { ${ROW} } total pages } }`;
      const all = await gqlOk<{ examPapers: { records: Json[]; total: number } }>(q, {
        i: { examId: exam.id },
      });
      expect(all.examPapers.total).toBe(3);
      // Latest hand-in first, in-progress (no hand-in) last.
      expect(all.examPapers.records.map((r) => r.id)).toEqual([a.id, c.id, b.id]);
      expect(all.examPapers.records[0]).toMatchObject({
        realName: 'Annabel',
        familyName: 'Lee',
        userName: ann.user.userName,
        deptName: 'Physics',
        state: 2,
        userScore: 50,
        exState: 1,
        exMsg: 'forced',
        leaveTimes: 2,
        handBy: 4,
        passed: true,
      });
      const byName = await gqlOk<{ examPapers: { records: Json[] } }>(q, {
        i: { examId: exam.id, realName: 'leeann' },
      });
      expect(byName.examPapers.records.map((r) => r.id)).toEqual([a.id]);
      const byState = await gqlOk<{ examPapers: { records: Json[] } }>(q, {
        i: { examId: exam.id, state: 0 },
      });
      expect(byState.examPapers.records.map((r) => r.id)).toEqual([b.id]);
      const byAccount = await gqlOk<{ examPapers: { records: Json[] } }>(q, {
        i: { examId: exam.id, realName: bob.user.userName },
      });
      expect(byAccount.examPapers.records.map((r) => r.id)).toEqual([c.id, b.id]);
      expect(await gqlCode(q, { i: { state: 7 } })).toBe(PARAM_INVALID);
    });
  });

  describe('paperReview', () => {
    const q = `query($id: ID!) { paperReview(id: $id) { ${ROW} examTitle reviewedBy reviewedAt markingLeft items { ${ITEM} } } }`;

    it('shows the whole paper with keys, the answers and per-question scores (GraphQL and REST)', async () => {
      const me = await asStudent(p, { realName: 'Carla' });
      const { paper, exam } = await buildStandardPaper(p.infra.prisma, me.user.id, {
        exam: { answerDisplay: 0 },
      });
      const r = (
        await gqlOk<{ paperReview: Json & { items: Array<Json & { question: Json }> } }>(q, {
          id: paper.id,
        })
      ).paperReview;
      expect(r).toMatchObject({
        id: paper.id,
        examTitle: exam.title,
        realName: 'Carla',
        state: 1,
        markingLeft: 1,
      });
      expect(r.items.map((i) => i.quType)).toEqual([1, 5, 4, 99]);
      expect(r.items[0]).toMatchObject({ userScore: 0, isRight: false });
      expect(r.items[0]!.question).toMatchObject({ analysis: 'ANALYSIS-SINGLE' });
      expect(r.items[2]).toMatchObject({ needsMarking: true, userScore: null });
      expect(r.items[2]!.question.referenceAnswer).toContain('SECRETREFERENCE');
      expect(r.items[2]!.question.answer).toBe('<p>white and fluffy</p>');

      const viaRest = await restOk<Json & { items: Json[] }>('/api/paper/paper/review-paper', {
        id: paper.id,
      });
      expect(viaRest).toMatchObject({ id: paper.id, markingLeft: 1 });
      expect(JSON.stringify(viaRest.items)).toContain('SECRETREFERENCE');
      // Times: ISO on GraphQL, yyyy-MM-dd HH:mm:ss on REST.
      expect(r).toMatchObject({
        startedAt: paper.startedAt.toISOString(),
        handedAt: paper.handedAt!.toISOString(),
      });
      expect(viaRest).toMatchObject({
        startedAt: legacyTime(paper.startedAt),
        handedAt: legacyTime(paper.handedAt!),
        reviewedAt: null,
      });
      expectNoIsoTimes(viaRest);
    });

    it('a paper in progress is shown without keys; a missing one is 20010033', async () => {
      const me = await asStudent(p);
      const { paper } = await buildStandardPaper(p.infra.prisma, me.user.id, {
        paper: { state: 0 },
      });
      const r = (
        await gqlOk<{ paperReview: { items: Array<{ question: Json }> } }>(q, { id: paper.id })
      ).paperReview;
      expectNoKey(r.items.map((i) => i.question));
      expect(await gqlCode(q, { id: 'missing' })).toBe(PAPER_NOT_FOUND);
      const res = await rest(
        p,
        '/api/paper/paper/review-paper',
        { id: 'missing' },
        { token: marker.token },
      );
      expect(res.code).toBe(PAPER_NOT_FOUND);
    });
  });

  describe('reviewPaper (marking)', () => {
    it('marks the short answer: state 1 -> 2, totals recomputed, passed set; the learner sees it', async () => {
      const me = await asStudent(p);
      const db = p.infra.prisma;
      const { paper, qs } = await buildStandardPaper(db, me.user.id, {
        exam: { qualifyScore: 12 },
      });
      const out = await gqlOk<{ reviewPaper: Json }>(REVIEW_PAPER, {
        i: {
          paperId: paper.id,
          marks: [{ quId: qs.short.id, score: 7.5, comment: ' Clear answer ' }],
        },
      });
      expect(out.reviewPaper).toEqual({
        id: paper.id,
        state: 2,
        objScore: 5,
        subjScore: 7.5,
        userScore: 12.5,
        totalScore: 40,
        passed: true,
      });
      const after = await snapshot(paper.id);
      expect(after.paper).toMatchObject({
        state: 2,
        passed: true,
        userScore: 12.5,
        reviewedBy: marker.user.id,
      });
      expect(after.items[2]).toMatchObject({
        userScore: 7.5,
        comment: 'Clear answer',
        needsMarking: false,
        isRight: false,
        markedBy: marker.user.id,
      });

      // The learner's result shows the mark (answerDisplay 1).
      const res = await gql<{ paperResult: { state: number; userScore: number; items: Json[] } }>(
        p,
        `query($id: ID!) { paperResult(id: $id) { state userScore passed items { userScore comment } } }`,
        { id: paper.id },
        { token: me.token },
      );
      expect(res.data!.paperResult).toMatchObject({ state: 2, userScore: 12.5, passed: true });
      expect(res.data!.paperResult.items[2]).toEqual({ userScore: 7.5, comment: 'Clear answer' });
    });

    it('full marks set isRight; below the qualify score passed is false; re-marking a finished paper updates it', async () => {
      const me = await asStudent(p);
      const { paper, qs } = await buildStandardPaper(p.infra.prisma, me.user.id, {
        exam: { qualifyScore: 12 },
      });
      const first = await gqlOk<{ reviewPaper: Json }>(REVIEW_PAPER, {
        i: { paperId: paper.id, marks: [{ quId: qs.short.id, score: 2 }] },
      });
      expect(first.reviewPaper).toMatchObject({ state: 2, userScore: 7, passed: false });
      // REST re-mark of the finished paper: full marks.
      const again = await restOk<Json>('/api/paper/paper/review-paper', {
        paperId: paper.id,
        marks: [{ quId: qs.short.id, score: '10', comment: 'Re-marked' }],
      });
      expect(again).toMatchObject({
        id: paper.id,
        state: 2,
        subjScore: 10,
        userScore: 15,
        passed: true,
      });
      const after = await snapshot(paper.id);
      expect(after.items[2]).toMatchObject({ userScore: 10, isRight: true, comment: 'Re-marked' });
      // The marked paper as REST reads it: reviewedAt in the legacy format too.
      const read = await restOk<Json>('/api/paper/paper/review-paper', { id: paper.id });
      expect(read.reviewedAt).toBe(legacyTime(after.paper!.reviewedAt!));
      expectNoIsoTimes(read);
    });

    it('partial marking keeps the paper awaiting marking (passed null) until every item is marked', async () => {
      const me = await asStudent(p);
      const db = p.infra.prisma;
      const { paper, qs } = await buildStandardPaper(db, me.user.id);
      // A second subjective item waiting for a mark.
      await db.paperQuestion.update({
        where: { paperId_quId: { paperId: paper.id, quId: qs.composite.id } },
        data: { needsMarking: true },
      });
      const first = await gqlOk<{ reviewPaper: Json }>(REVIEW_PAPER, {
        i: { paperId: paper.id, marks: [{ quId: qs.short.id, score: 4 }] },
      });
      expect(first.reviewPaper).toMatchObject({ state: 1, passed: null, userScore: 9 });
      // A composite with a short-answer part is subjective: its mark is the whole question's points.
      await db.question.update({ where: { id: qs.composite.subs[1]!.id }, data: { quType: 4 } });
      const second = await gqlOk<{ reviewPaper: Json }>(REVIEW_PAPER, {
        i: { paperId: paper.id, marks: [{ quId: qs.composite.id, score: 9 }] },
      });
      expect(second.reviewPaper).toMatchObject({
        state: 2,
        objScore: 0,
        subjScore: 13,
        userScore: 13,
        passed: false,
      });
    });

    it('concurrent marks of one paper are serialised (row lock): totals match the stored marks', async () => {
      const me = await asStudent(p);
      const db = p.infra.prisma;
      const { paper, qs } = await buildStandardPaper(db, me.user.id);
      const results = await Promise.all(
        [3, 4, 6, 9].map((score) =>
          gql<{ reviewPaper: Json }>(
            p,
            REVIEW_PAPER,
            { i: { paperId: paper.id, marks: [{ quId: qs.short.id, score }] } },
            { token: marker.token },
          ),
        ),
      );
      expect(results.every((r) => r.errors === undefined)).toBe(true);
      const after = await snapshot(paper.id);
      const mark = after.items[2]!.userScore!;
      expect([3, 4, 6, 9]).toContain(mark);
      expect(after.paper).toMatchObject({ state: 2, subjScore: mark, userScore: 5 + mark });
    });

    it('refuses score above the value or negative (20010029 {n}), zero-value question (20010030), nothing written', async () => {
      const me = await asStudent(p);
      const db = p.infra.prisma;
      const { paper, qs } = await buildStandardPaper(db, me.user.id);
      const before = await snapshot(paper.id);

      const over = await gql(
        p,
        REVIEW_PAPER,
        { i: { paperId: paper.id, marks: [{ quId: qs.short.id, score: 10.5 }] } },
        { token: marker.token, lang: 'en' },
      );
      expect(over.errors?.[0]?.extensions).toMatchObject({
        legacyCode: SCORE_EXCEEDS_QUESTION_VALUE,
        args: { n: 10 },
      });
      expect(over.errors?.[0]?.message).toContain('10');
      expect(
        await gqlCode(REVIEW_PAPER, {
          i: { paperId: paper.id, marks: [{ quId: qs.short.id, score: -1 }] },
        }),
      ).toBe(SCORE_EXCEEDS_QUESTION_VALUE);
      const restOver = await rest(
        p,
        '/api/paper/paper/review-paper',
        { paperId: paper.id, marks: [{ quId: qs.short.id, score: 11 }] },
        { token: marker.token, lang: 'en' },
      );
      expect(restOver.code).toBe(SCORE_EXCEEDS_QUESTION_VALUE);
      expect(restOver.msg).toContain('10');

      await db.paperQuestion.update({
        where: { paperId_quId: { paperId: paper.id, quId: qs.short.id } },
        data: { score: 0 },
      });
      expect(
        await gqlCode(REVIEW_PAPER, {
          i: { paperId: paper.id, marks: [{ quId: qs.short.id, score: 0 }] },
        }),
      ).toBe(SCORE_VALUE_ZERO);
      const restZero = await rest(
        p,
        '/api/paper/paper/review-paper',
        { paperId: paper.id, marks: [{ quId: qs.short.id, score: 0 }] },
        { token: marker.token },
      );
      expect(restZero.code).toBe(SCORE_VALUE_ZERO);
      await db.paperQuestion.update({
        where: { paperId_quId: { paperId: paper.id, quId: qs.short.id } },
        data: { score: 10 },
      });
      expect(await snapshot(paper.id)).toEqual(before);
    });

    it('refuses a result above the paper total (20010031 {n}), nothing written', async () => {
      const me = await asStudent(p);
      const db = p.infra.prisma;
      const { paper, qs } = await buildStandardPaper(db, me.user.id, { paper: { totalScore: 12 } });
      const before = await snapshot(paper.id);
      const res = await gql(
        p,
        REVIEW_PAPER,
        { i: { paperId: paper.id, marks: [{ quId: qs.short.id, score: 8 }] } },
        { token: marker.token },
      );
      expect(res.errors?.[0]?.extensions).toMatchObject({
        legacyCode: SCORE_ABOVE_TOTAL,
        args: { n: 12 },
      });
      const viaRest = await rest(
        p,
        '/api/paper/paper/review-paper',
        { paperId: paper.id, marks: [{ quId: qs.short.id, score: 8 }] },
        { token: marker.token },
      );
      expect(viaRest.code).toBe(SCORE_ABOVE_TOTAL);
      // 7 fits: 5 + 7 = 12.
      const ok = await gqlOk<{ reviewPaper: Json }>(REVIEW_PAPER, {
        i: { paperId: paper.id, marks: [{ quId: qs.short.id, score: 7 }] },
      });
      expect(ok.reviewPaper).toMatchObject({ userScore: 12, state: 2 });
      expect(before.paper!.state).toBe(1);
    });

    it('only papers in state 1 or 2 (20010046 for 0 and 3); unknown paper 20010033; foreign question 20010032; objective 10010001', async () => {
      const me = await asStudent(p);
      const db = p.infra.prisma;
      for (const state of [0, 3]) {
        const { paper, qs } = await buildStandardPaper(db, me.user.id, { paper: { state } });
        const before = await snapshot(paper.id);
        expect(
          await gqlCode(REVIEW_PAPER, {
            i: { paperId: paper.id, marks: [{ quId: qs.short.id, score: 1 }] },
          }),
        ).toBe(PAPER_NOT_AWAITING_REVIEW);
        const r = await rest(
          p,
          '/api/paper/paper/review-paper',
          { paperId: paper.id, marks: [{ quId: qs.short.id, score: 1 }] },
          { token: marker.token },
        );
        expect(r.code).toBe(PAPER_NOT_AWAITING_REVIEW);
        expect(await snapshot(paper.id)).toEqual(before);
      }
      const { paper, qs } = await buildStandardPaper(db, me.user.id);
      expect(
        await gqlCode(REVIEW_PAPER, {
          i: { paperId: 'nope', marks: [{ quId: qs.short.id, score: 1 }] },
        }),
      ).toBe(PAPER_NOT_FOUND);
      expect(
        await gqlCode(REVIEW_PAPER, {
          i: { paperId: paper.id, marks: [{ quId: 'not-in-paper', score: 1 }] },
        }),
      ).toBe(QUESTION_NOT_IN_PAPER);
      expect(
        await gqlCode(REVIEW_PAPER, {
          i: { paperId: paper.id, marks: [{ quId: qs.single.id, score: 10 }] },
        }),
      ).toBe(PARAM_INVALID);
      expect(await gqlCode(REVIEW_PAPER, { i: { paperId: paper.id, marks: [] } })).toBe(
        PARAM_INVALID,
      );
      expect(
        await gqlCode(REVIEW_PAPER, {
          i: {
            paperId: paper.id,
            marks: [
              { quId: qs.short.id, score: 1 },
              { quId: qs.short.id, score: 2 },
            ],
          },
        }),
      ).toBe(PARAM_INVALID);
      const noBody = await rest(p, '/api/paper/paper/review-paper', {}, { token: marker.token });
      expect(noBody.code).toBe(PARAM_INVALID);
    });
  });

  describe('markPapersAs', () => {
    it('sets reviewState on handed-in papers, skips papers in progress, refuses values outside 0-3', async () => {
      const db = p.infra.prisma;
      const me = await asStudent(p);
      const exam = await buildExamRow(db);
      const done = await buildPaperRow(db, { examId: exam.id, userId: me.user.id, state: 2 });
      const waiting = await buildPaperRow(db, { examId: exam.id, userId: me.user.id, state: 1 });
      const running = await buildPaperRow(db, { examId: exam.id, userId: me.user.id, state: 0 });
      const m = 'mutation($i: MarkPapersAsInput!) { markPapersAs(input: $i) }';
      const out = await gqlOk<{ markPapersAs: number }>(m, {
        i: { ids: [done.id, waiting.id, running.id], reviewState: 3 },
      });
      expect(out.markPapersAs).toBe(2);
      const rows = await db.paper.findMany({ where: { examId: exam.id } });
      const state = Object.fromEntries(rows.map((r) => [r.id, r.reviewState]));
      expect(state).toEqual({ [done.id]: 3, [waiting.id]: 3, [running.id]: 0 });
      expect(rows.find((r) => r.id === done.id)).toMatchObject({
        reviewedBy: marker.user.id,
        userScore: done.userScore,
      });

      expect(await restOk('/api/paper/paper/mark-as', { ids: [done.id], reviewState: '1' })).toBe(
        1,
      );
      expect((await db.paper.findUnique({ where: { id: done.id } }))!.reviewState).toBe(1);
      expect(await gqlCode(m, { i: { ids: [done.id], reviewState: 4 } })).toBe(PARAM_INVALID);
      const bad = await rest(
        p,
        '/api/paper/paper/mark-as',
        { ids: [], reviewState: 1 },
        { token: marker.token },
      );
      expect(bad.code).toBe(PARAM_INVALID);
    });
  });

  describe('deletePapers', () => {
    it('deletes handed-in papers with their questions; a batch with a paper in progress is refused (20010044)', async () => {
      const db = p.infra.prisma;
      const me = await asStudent(p);
      const a = await buildStandardPaper(db, me.user.id, { paper: { state: 2 } });
      const b = await buildStandardPaper(db, me.user.id, {
        examId: a.exam.id,
        paper: { state: 1 },
      });
      const running = await buildStandardPaper(db, me.user.id, {
        examId: a.exam.id,
        paper: { state: 0 },
      });
      const m = 'mutation($ids: [ID!]!) { deletePapers(ids: $ids) }';

      expect(await gqlCode(m, { ids: [a.paper.id, running.paper.id] })).toBe(EXAM_LOCKED_BY_STATE);
      const r = await rest(
        p,
        '/api/paper/paper/delete',
        { ids: [b.paper.id, running.paper.id] },
        { token: marker.token },
      );
      expect(r.code).toBe(EXAM_LOCKED_BY_STATE);
      expect(await db.paper.count()).toBe(3);

      expect(
        (await gqlOk<{ deletePapers: number }>(m, { ids: [a.paper.id, 'missing'] })).deletePapers,
      ).toBe(1);
      expect(await restOk('/api/paper/paper/delete', { ids: [b.paper.id] })).toBe(1);
      expect(await db.paper.findMany({ select: { id: true } })).toEqual([{ id: running.paper.id }]);
      expect(
        await db.paperQuestion.count({ where: { paperId: { in: [a.paper.id, b.paper.id] } } }),
      ).toBe(0);
      expect((await rest(p, '/api/paper/paper/delete', {}, { token: marker.token })).code).toBe(
        PARAM_INVALID,
      );
    });
  });

  describe('handedInPapers (watch detail)', () => {
    it('lists handed-in papers with minutes used and leave count; filters realName and hasEx', async () => {
      const db = p.infra.prisma;
      const ann = await asStudent(p, { realName: 'Annabel' });
      const bob = await asStudent(p, { realName: 'Bob' });
      const exam = await buildExamRow(db);
      const t = Date.now();
      const a = await buildPaperRow(db, {
        examId: exam.id,
        userId: ann.user.id,
        state: 2,
        userTime: 601,
        handedAt: new Date(t - 1000),
        leaveTimes: 3,
      });
      const b = await buildPaperRow(db, {
        examId: exam.id,
        userId: bob.user.id,
        state: 3,
        userTime: 60,
        handedAt: new Date(t - 2000),
        exState: 1,
        exMsg: 'left the page too often',
        handBy: 5,
      });
      await buildPaperRow(db, { examId: exam.id, userId: bob.user.id, state: 0 });

      const q = `query($i: HandedInPaperPageInput!) { handedInPapers(input: $i) {
        records { id userId realName familyName userName deptName handTime userTime state handBy userScore exState exMsg leaveTimes } total } }`;
      const all = await gqlOk<{ handedInPapers: { records: Json[]; total: number } }>(q, {
        i: { examId: exam.id },
      });
      expect(all.handedInPapers.total).toBe(2);
      expect(all.handedInPapers.records).toEqual([
        expect.objectContaining({
          id: a.id,
          realName: 'Annabel',
          userTime: 11,
          state: 2,
          leaveTimes: 3,
          exState: 0,
          handTime: a.handedAt!.toISOString(),
        }),
        expect.objectContaining({
          id: b.id,
          realName: 'Bob',
          userTime: 1,
          state: 3,
          exState: 1,
          exMsg: 'left the page too often',
          handBy: 5,
        }),
      ]);
      const ex = await gqlOk<{ handedInPapers: { records: Json[] } }>(q, {
        i: { examId: exam.id, hasEx: true },
      });
      expect(ex.handedInPapers.records.map((r) => r.id)).toEqual([b.id]);
      const normal = await gqlOk<{ handedInPapers: { records: Json[] } }>(q, {
        i: { examId: exam.id, hasEx: false },
      });
      expect(normal.handedInPapers.records.map((r) => r.id)).toEqual([a.id]);

      const viaRest = await restOk<{ records: Json[]; total: number }>(
        '/api/exam/watch/hand-paging',
        {
          current: 1,
          size: 10,
          params: { handState: 1, overwrite: 0, examId: exam.id, realName: 'ann', hasEx: '0' },
        },
      );
      expect(viaRest.records.map((r) => r.id)).toEqual([a.id]);
      expect(viaRest.records[0]!.handTime).toBe(legacyTime(a.handedAt!));
      expectNoIsoTimes(viaRest);
      const restEx = await restOk<{ records: Json[] }>('/api/exam/watch/hand-paging', {
        params: { examId: exam.id, hasEx: 1 },
      });
      expect(restEx.records.map((r) => r.id)).toEqual([b.id]);
      const noExam = await rest(
        p,
        '/api/exam/watch/hand-paging',
        { params: {} },
        { token: marker.token },
      );
      expect(noExam.code).toBe(PARAM_INVALID);
    });
  });

  describe('permissions', () => {
    it('each operation needs its own code (10010004 otherwise); a learner gets none of them', async () => {
      const db = p.infra.prisma;
      const me = await asStudent(p);
      const { paper, qs } = await buildStandardPaper(db, me.user.id);
      const listOnly = await asAdmin(p, { permissions: [PERMISSIONS.paperList] });
      const reviewOnly = await asAdmin(p, { permissions: [PERMISSIONS.paperReview] });
      const calls: Array<[string, string, Json]> = [
        [
          'examPapers',
          'query($i: ExamPaperPageInput) { examPapers(input: $i) { total } }',
          { i: { examId: paper.examId } },
        ],
        [
          'handedInPapers',
          'query($i: HandedInPaperPageInput!) { handedInPapers(input: $i) { total } }',
          { i: { examId: paper.examId } },
        ],
        ['paperReview', 'query($id: ID!) { paperReview(id: $id) { id } }', { id: paper.id }],
        [
          'reviewPaper',
          REVIEW_PAPER,
          { i: { paperId: paper.id, marks: [{ quId: qs.short.id, score: 1 }] } },
        ],
        [
          'markPapersAs',
          'mutation($i: MarkPapersAsInput!) { markPapersAs(input: $i) }',
          { i: { ids: [paper.id], reviewState: 1 } },
        ],
        ['deletePapers', 'mutation($ids: [ID!]!) { deletePapers(ids: $ids) }', { ids: [paper.id] }],
      ];
      const refused = async (token: string) => {
        const out: string[] = [];
        for (const [name, query, vars] of calls) {
          if ((await gqlCode(query, vars, token)) === PERMISSION_DENIED) out.push(name);
        }
        return out;
      };
      expect(await refused(me.token)).toEqual(calls.map(([n]) => n));
      expect(await refused(listOnly.token)).toEqual([
        'paperReview',
        'reviewPaper',
        'markPapersAs',
        'deletePapers',
      ]);
      expect(await refused(reviewOnly.token)).toEqual([
        'examPapers',
        'handedInPapers',
        'markPapersAs',
        'deletePapers',
      ]);

      const restCalls: Array<[string, Json]> = [
        ['/api/paper/paper/review-paper', { id: paper.id }],
        [
          '/api/paper/paper/review-paper',
          { paperId: paper.id, marks: [{ quId: qs.short.id, score: 1 }] },
        ],
        ['/api/paper/paper/mark-as', { ids: [paper.id], reviewState: 1 }],
        ['/api/paper/paper/delete', { ids: [paper.id] }],
        ['/api/exam/watch/hand-paging', { params: { examId: paper.examId } }],
      ];
      for (const [path, body] of restCalls) {
        expect((await rest(p, path, body, { token: me.token })).code, path).toBe(PERMISSION_DENIED);
      }
      expect(await db.paper.count()).toBe(1);
      expect((await db.paper.findUnique({ where: { id: paper.id } }))!.reviewState).toBe(0);
    });
  });
});
