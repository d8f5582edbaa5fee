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
import { buildExam, buildExamRow } from '../../../test/factories/exam.ts';
import { buildExamBank } from '../../../test/factories/question.ts';
import { asAdmin, asStudent, asSuperAdmin } from '../../../test/identities.ts';
import type { ExamTmplGroupView, ExamTmplView, TmplQuestionView } from './exam-tmpl.service.ts';

const SAVE = `mutation($e: ID!, $t: String!) { saveExamTmpl(examId: $e, title: $t) {
  id title groupCount totalScore } }`;

describe('exam templates and exam titles', () => {
  let p: Platform;
  let adminToken: string;
  let bank: Awaited<ReturnType<typeof buildExamBank>>;
  let examId: string;

  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p.stop();
  });
  beforeEach(async () => {
    await resetDatabase(p);
    adminToken = (await asSuperAdmin(p)).token;
    const db = p.infra.prisma;
    bank = await buildExamBank(db);
    const exam = await buildExam(db, {
      title: 'Source exam',
      rules: [
        {
          repoId: bank.repo.id,
          quType: 1,
          quCount: 2,
          quScore: 5,
          chapterId: bank.c1.id,
          level: 1,
        },
        { repoId: bank.repo.id, quType: 2, quCount: 1, quScore: 10 },
      ],
    });
    examId = exam.id;
  });

  it("saves an exam's rules as a template and lists its groups and their questions", async () => {
    const { saveExamTmpl: tmpl } = await gqlOk<{ saveExamTmpl: ExamTmplView }>(
      p,
      adminToken,
      SAVE,
      {
        e: examId,
        t: 'Weekly quiz',
      },
    );
    expect(tmpl).toMatchObject({ title: 'Weekly quiz', groupCount: 2, totalScore: 20 });

    const groups = await restOk<ExamTmplGroupView[]>(p, adminToken, '/api/tmpl/group/list-group', {
      id: tmpl.id,
    });
    expect(groups).toEqual([
      expect.objectContaining({
        tmplId: tmpl.id,
        sort: 0,
        repoId: bank.repo.id,
        repoTitle: 'Exam bank',
        chapterId: bank.c1.id,
        chapterTitle: 'Chapter one',
        quType: 1,
        level: 1,
        quCount: 2,
        quScore: 5,
      }),
      expect.objectContaining({ sort: 1, quType: 2, level: null, chapterId: null, quScore: 10 }),
    ]);
    // Chapter one holds two normal single-choice questions (and one harder, left out by level 1).
    const qs = await restOk<TmplQuestionView[]>(p, adminToken, '/api/tmpl/group/list-qu', {
      id: groups[0]!.id,
    });
    expect(qs).toHaveLength(2);
    expect(qs.every((q) => q.quType === 1 && q.level === 1)).toBe(true);
    const multi = await restOk<TmplQuestionView[]>(p, adminToken, '/api/tmpl/group/list-qu', {
      id: groups[1]!.id,
    });
    expect(multi).toHaveLength(2);

    const g = await gqlOk<{ examTmpls: { total: number; records: ExamTmplView[] } }>(
      p,
      adminToken,
      '{ examTmpls { total records { id title groupCount } } }',
    );
    expect(g.examTmpls.total).toBe(1);
    const viaGql = await gqlOk<{ examTmplGroups: Array<{ quType: number }> }>(
      p,
      adminToken,
      'query($id: ID!) { examTmplGroups(tmplId: $id) { quType } }',
      { id: tmpl.id },
    );
    expect(viaGql.examTmplGroups.map((x) => x.quType)).toEqual([1, 2]);

    // Editing the exam afterwards leaves the template as it was saved.
    await p.infra.prisma.examRule.deleteMany({ where: { examId } });
    expect(
      await restOk<unknown[]>(p, adminToken, '/api/tmpl/group/list-group', { id: tmpl.id }),
    ).toHaveLength(2);

    expect(
      await gqlOk(p, adminToken, 'mutation($ids: [ID!]!) { deleteExamTmpls(ids: $ids) }', {
        ids: [tmpl.id],
      }),
    ).toEqual({ deleteExamTmpls: 1 });
    expect(
      (await rest(p, '/api/tmpl/group/list-group', { id: tmpl.id }, { token: adminToken })).code,
    ).toBe(20010112);
  });

  it('refuses an exam without rules, a missing exam and an empty title', async () => {
    const bare = await buildExamRow(p.infra.prisma);
    const save = (body: unknown) => rest(p, '/api/tmpl/tmpl/save', body, { token: adminToken });
    expect((await save({ examId: bare.id, title: 'T' })).code).toBe(20010113);
    expect((await save({ examId: 'missing', title: 'T' })).code).toBe(20010015);
    expect((await save({ examId, title: '  ' })).code).toBe(10010001);
    expect(await p.infra.prisma.examTmpl.count()).toBe(0);
    expect(
      (await rest(p, '/api/tmpl/group/list-qu', { id: 'nope' }, { token: adminToken })).code,
    ).toBe(20010112);
  });

  it('lists exam titles for selectors, filtered by title', async () => {
    await buildExamRow(p.infra.prisma, { title: 'Safety 100%' });
    const all = await restOk<Array<{ id: string; title: string }>>(
      p,
      adminToken,
      '/api/exam/exam/list-titles',
      {},
    );
    expect(all.map((e) => e.title).sort()).toEqual(['Safety 100%', 'Source exam']);
    const some = await restOk<Array<{ title: string }>>(
      p,
      adminToken,
      '/api/exam/exam/list-titles',
      {
        title: '100%',
      },
    );
    expect(some.map((e) => e.title)).toEqual(['Safety 100%']);
    const g = await gqlOk<{ examTitles: Array<{ title: string }> }>(
      p,
      adminToken,
      '{ examTitles(title: "source") { id title } }',
    );
    expect(g.examTitles.map((e) => e.title)).toEqual(['Source exam']);
  });

  it('needs exam:add for templates and exam:list for titles', async () => {
    const learner = await asStudent(p);
    expect((await rest(p, '/api/exam/exam/list-titles', {}, { token: learner.token })).code).toBe(
      10010004,
    );
    const lister = await asAdmin(p, { permissions: [PERMISSIONS.examList] });
    await restOk(p, lister.token, '/api/exam/exam/list-titles', {});
    expect(
      (await rest(p, '/api/tmpl/tmpl/save', { examId, title: 'T' }, { token: lister.token })).code,
    ).toBe(10010004);
    const res = await gql(p, SAVE, { e: examId, t: 'T' }, { token: lister.token });
    expect(res.errors?.[0]?.extensions?.subCode).toBe('PERMISSION_DENIED');
    expect(await p.infra.prisma.examTmpl.count()).toBe(0);
  });
});
