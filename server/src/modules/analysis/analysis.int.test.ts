import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import {
  gql,
  gqlOk,
  resetDatabase,
  rest,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { buildUser } from '../../../test/factories/index.ts';
import { buildRepo, buildQuestion, type BuiltQuestion } from '../../../test/factories/question.ts';
import { buildExamRow, buildPaperRow } from '../../../test/factories/exam.ts';
import { asAdmin, asStudent, asSuperAdmin } from '../../../test/identities.ts';
import { readSheet } from '../../../test/xlsx.ts';
import type { ExamAnalysisView } from './analysis.service.ts';

/*
 * The matrix of item-statistics.test.ts on real papers: six finished papers of three 1-mark single
 * choice questions (A right, B wrong); 1 = chose A, 0 = chose B, except S6 who left q3 blank.
 * Facility 4/6, 3/6, 2/6; discrimination 0.5, 1, 0.5; item-rest 2/sqrt(34), 0, 2/sqrt(34);
 * alpha 4/11. Papers awaiting marking or whose score was declared invalid are left out.
 */
const MATRIX = [
  [1, 1, 1],
  [1, 1, 0],
  [1, 0, 1],
  [0, 1, 0],
  [1, 0, 0],
  [0, 0, null],
];

const ANALYSIS = `query($id: ID!) { examItemAnalysis(examId: $id) {
  examId title papers alpha alphaItems minAttempts
  items { quId quType level attempts meanScore fullScore facility discrimination itemRestCorrelation
    flags suggestedLevel unanswered options { abc isRight count } } } }`;
const APPLY = `mutation($e: ID!, $q: ID!) { applySuggestedLevel(examId: $e, quId: $q) { id level } }`;

describe('item analysis', () => {
  let p: Platform;
  let adminToken: string;
  let examId: string;
  let questions: BuiltQuestion[];

  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p.stop();
  });
  beforeEach(async () => {
    await resetDatabase(p);
    const db = p.infra.prisma;
    adminToken = (await asSuperAdmin(p)).token;
    const repo = await buildRepo(db, 'Analysis bank');
    questions = [];
    for (const n of [1, 2, 3]) {
      questions.push(
        await buildQuestion(db, repo.id, {
          quType: 1,
          content: `<p>Question ${n}</p>`,
          options: [{ content: 'right', isRight: true }, { content: 'wrong' }],
        }),
      );
    }
    const exam = await buildExamRow(db, { title: 'Analysed exam' });
    examId = exam.id;
    const users = await Promise.all(MATRIX.map(() => buildUser(db)));
    const item = (q: BuiltQuestion, mark: number | null) => ({
      quId: q.id,
      quType: 1,
      score: 1,
      answer: mark === null ? null : { optionIds: [q.options[mark === 1 ? 0 : 1]!.id] },
      isRight: mark === 1,
      userScore: mark ?? 0,
    });
    for (const [i, row] of MATRIX.entries()) {
      await buildPaperRow(db, {
        examId,
        userId: users[i]!.id,
        startedAt: new Date(Date.now() - (60 - i) * 60_000),
        items: row.map((mark, k) => item(questions[k]!, mark)),
      });
    }
    const other = await buildUser(db);
    // Neither a paper awaiting marking nor one whose score was declared invalid counts.
    await buildPaperRow(db, {
      examId,
      userId: other.id,
      state: 1,
      items: questions.map((q) => item(q, 1)),
    });
    await buildPaperRow(db, {
      examId,
      userId: other.id,
      reviewState: 3,
      items: questions.map((q) => item(q, 1)),
    });
  });

  it('answers the hand-computed figures over GraphQL and REST', async () => {
    const { examItemAnalysis: a } = await gqlOk<{ examItemAnalysis: ExamAnalysisView }>(
      p,
      adminToken,
      ANALYSIS,
      { id: examId },
    );
    expect(a.title).toBe('Analysed exam');
    expect(a.papers).toBe(6);
    expect(a.alphaItems).toBe(3);
    expect(a.alpha).toBeCloseTo(4 / 11, 10);
    expect(a.items.map((i) => i.quId)).toEqual(questions.map((q) => q.id));
    const [q1, q2, q3] = a.items;
    expect(q1!.facility).toBeCloseTo(4 / 6, 10);
    expect(q2!.facility).toBeCloseTo(0.5, 10);
    expect(q3!.facility).toBeCloseTo(2 / 6, 10);
    expect(q3!.meanScore).toBeCloseTo(2 / 6, 10);
    expect(a.items.map((i) => i.discrimination)).toEqual([0.5, 1, 0.5]);
    expect(q1!.itemRestCorrelation).toBeCloseTo(2 / Math.sqrt(34), 10);
    expect(q2!.itemRestCorrelation).toBeCloseTo(0, 10);
    expect(a.items.map((i) => i.suggestedLevel)).toEqual([1, 1, 2]);
    expect(q1!.options).toEqual([
      { abc: 'A', isRight: true, count: 4 },
      { abc: 'B', isRight: false, count: 2 },
    ]);
    expect(q3!.options.map((o) => o.count)).toEqual([2, 3]);
    expect(q3!.unanswered).toBe(1);
    expect(q1!.unanswered).toBe(0);

    const viaRest = await restOk<ExamAnalysisView>(p, adminToken, '/api/exam/analysis/detail', {
      id: examId,
    });
    expect(viaRest.items.map((i) => i.facility)).toEqual(a.items.map((i) => i.facility));
    expect(viaRest.alpha).toBe(a.alpha);
  });

  it('exports the analysis as xlsx', async () => {
    const res = await fetch(`${p.url}/api/exam/analysis/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: adminToken, 'accept-language': 'en' },
      body: JSON.stringify({ id: examId }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const rows = await readSheet(await res.arrayBuffer());
    expect(rows[0]).toContain('Facility (%)');
    expect(rows).toHaveLength(4);
    const facility = rows[0]!.indexOf('Facility (%)');
    expect(rows.slice(1).map((r) => r[facility])).toEqual(['66.7', '50', '33.3']);
    const options = rows[0]!.indexOf('Options chosen');
    expect(rows[3]![options]).toBe('A*: 2  B: 3');
    const summary = await readSheet(await (await exportBytes()).arrayBuffer(), 1);
    expect(summary.flat().join('\n')).toContain('0.364');
  });

  function exportBytes() {
    return fetch(`${p.url}/api/exam/analysis/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: adminToken },
      body: JSON.stringify({ id: examId }),
    });
  }

  it('applies the suggested level to the bank question', async () => {
    const q3 = questions[2]!;
    const { applySuggestedLevel } = await gqlOk<{ applySuggestedLevel: { level: number } }>(
      p,
      adminToken,
      APPLY,
      { e: examId, q: q3.id },
    );
    expect(applySuggestedLevel.level).toBe(2);
    const stored = await p.infra.prisma.question.findUniqueOrThrow({ where: { id: q3.id } });
    expect(stored.level).toBe(2);
    // REST: the first question's suggestion (normal) is what it has already; applying keeps it.
    const data = await restOk<{ level: number }>(p, adminToken, '/api/exam/analysis/apply-level', {
      examId,
      quId: questions[0]!.id,
    });
    expect(data.level).toBe(1);
  });

  it('refuses a suggestion under the minimum attempts and a question not in the exam', async () => {
    await p.infra.prisma.paper.deleteMany({ where: { examId } });
    const res = await rest(
      p,
      '/api/exam/analysis/apply-level',
      { examId, quId: questions[0]!.id },
      {
        token: adminToken,
      },
    );
    expect(res.code).toBe(20010111);
    const db = p.infra.prisma;
    const u = await buildUser(db);
    await buildPaperRow(db, {
      examId,
      userId: u.id,
      items: [{ quId: questions[0]!.id, quType: 1, score: 1, userScore: 1 }],
    });
    const few = await rest(
      p,
      '/api/exam/analysis/apply-level',
      { examId, quId: questions[0]!.id },
      {
        token: adminToken,
        lang: 'en',
      },
    );
    expect(few.code).toBe(20010110);
    expect(few.msg).toContain('5');
    const missing = await rest(
      p,
      '/api/exam/analysis/detail',
      { id: 'nope' },
      { token: adminToken },
    );
    expect(missing.code).toBe(20010015);
  });

  it('needs exam:analysis, and qu:update to apply a level', async () => {
    const learner = await asStudent(p);
    expect(
      (await rest(p, '/api/exam/analysis/detail', { id: examId }, { token: learner.token })).code,
    ).toBe(10010004);
    const reader = await asAdmin(p, { permissions: [PERMISSIONS.examAnalysis] });
    await restOk(p, reader.token, '/api/exam/analysis/detail', { id: examId });
    const body = { examId, quId: questions[2]!.id };
    expect(
      (await rest(p, '/api/exam/analysis/apply-level', body, { token: reader.token })).code,
    ).toBe(10010004);
    const res = await gql(p, APPLY, { e: examId, q: questions[2]!.id }, { token: reader.token });
    expect(res.errors?.[0]?.extensions?.legacyCode).toBe(10010004);
    const stored = await p.infra.prisma.question.findUniqueOrThrow({
      where: { id: questions[2]!.id },
    });
    expect(stored.level).toBe(1);
  });
});
