import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin } from '../../../test/identities.ts';
import { createRepo, sampleQuestion, saveQuestion } from '../../../test/factories/question.ts';

interface RepoRow {
  id: string;
  title: string;
  remark: string;
  quCount: number;
  objCount: number;
  subjCount: number;
  createTime: string;
}
interface Chapter {
  id: string;
  title: string;
  sort: number;
  quCount: number;
}

describe('question banks', () => {
  let p: Platform;
  let admin: string;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    admin = (await asSuperAdmin(p)).token;
  });

  describe('REST', () => {
    it('save creates a bank with chapters and returns data.id; detail shows it', async () => {
      const res = await rest<{ id: string; chapters: Chapter[] }>(
        p,
        '/api/repo/save',
        {
          title: ' 安全题库 ',
          remark: '说明',
          chapters: [{ title: '第一章' }, { title: '第二章' }],
        },
        { token: admin },
      );
      expect(res).toMatchObject({ code: 0, success: true });
      expect(res.data.id).toEqual(expect.any(String));
      const detail = await rest<RepoRow & { chapters: Chapter[]; typeCounts: unknown[] }>(
        p,
        '/api/repo/detail',
        { id: res.data.id },
        { token: admin },
      );
      expect(detail.data).toMatchObject({
        id: res.data.id,
        title: '安全题库',
        remark: '说明',
        quCount: 0,
        objCount: 0,
        subjCount: 0,
        typeCounts: [],
      });
      expect(detail.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(detail.data.chapters.map((c) => [c.title, c.sort, c.quCount])).toEqual([
        ['第一章', 0, 0],
        ['第二章', 1, 0],
      ]);
    });

    it('save edits title and chapters: rename, swap, create and delete in one call', async () => {
      const repo = await createRepo(p, '旧名', ['A', 'B', 'C']);
      const [a, b, c] = repo.chapters;
      const qid = await saveQuestion(p, admin, { ...sampleQuestion(repo.id, 1), chapterId: c!.id });
      const res = await rest<{ chapters: Chapter[]; title: string }>(
        p,
        '/api/repo/save',
        {
          id: repo.id,
          title: '新名',
          chapters: [
            { id: b!.id, title: 'A' },
            { id: a!.id, title: 'B' },
            { title: 'D', sort: 9 },
          ],
        },
        { token: admin },
      );
      expect(res.code).toBe(0);
      expect(res.data.title).toBe('新名');
      expect(res.data.chapters.map((ch) => [ch.id, ch.title, ch.sort])).toEqual([
        [b!.id, 'A', 0],
        [a!.id, 'B', 1],
        [expect.any(String), 'D', 9],
      ]);
      // C was deleted: its question stays in the bank without a chapter.
      const q = await p.infra.prisma.question.findUniqueOrThrow({ where: { id: qid } });
      expect(q.chapterId).toBeNull();
      // Without a chapters list the chapters are left alone.
      const again = await rest<{ chapters: Chapter[] }>(
        p,
        '/api/repo/save',
        { id: repo.id, title: '新名2' },
        { token: admin },
      );
      expect(again.data.chapters).toHaveLength(3);
    });

    it('refuses bad input with 10010001 and unknown ids with 60000001, changing nothing', async () => {
      const repo = await createRepo(p, '题库', ['A']);
      const cases: Array<[unknown, number]> = [
        [{ title: '' }, 10010001],
        [{ title: 'x'.repeat(101) }, 10010001],
        [{ title: 't', chapters: [{ title: 'A' }, { title: 'A' }] }, 10010001],
        [{ id: repo.id, title: 't', chapters: [{ id: 'nope', title: 'Z' }] }, 10010001],
        [{ id: 'missing', title: 't' }, 60000001],
      ];
      for (const [body, code] of cases) {
        expect(
          (await rest(p, '/api/repo/save', body, { token: admin })).code,
          JSON.stringify(body),
        ).toBe(code);
      }
      expect(await p.infra.prisma.repo.count()).toBe(1);
      expect((await p.infra.prisma.repo.findUniqueOrThrow({ where: { id: repo.id } })).title).toBe(
        '题库',
      );
      expect((await rest(p, '/api/repo/detail', { id: 'missing' }, { token: admin })).code).toBe(
        60000001,
      );
      expect(
        (await rest(p, '/api/repo/chapter/list', { repoId: 'missing' }, { token: admin })).code,
      ).toBe(60000001);
    });

    it('paging filters by title, leaves out excludes, pages, and orders newest first', async () => {
      const ids: string[] = [];
      for (const t of ['消防安全', '职场礼仪', '消防进阶']) ids.push((await createRepo(p, t)).id);
      const all = await rest<{ records: RepoRow[]; total: number; pages: number }>(
        p,
        '/api/repo/paging',
        { current: 1, size: 2, params: {} },
        { token: admin },
      );
      expect(all.data).toMatchObject({ total: 3, pages: 2 });
      expect(all.data.records.map((r) => r.title)).toEqual(['消防进阶', '职场礼仪']);
      const filtered = await rest<{ records: RepoRow[]; total: number }>(
        p,
        '/api/repo/paging',
        { current: 1, size: 10, params: { title: '消防', excludes: [ids[0]] } },
        { token: admin },
      );
      expect(filtered.data.records.map((r) => r.title)).toEqual(['消防进阶']);
      expect(Object.keys(filtered.data.records[0]!).sort()).toEqual(
        [
          'createTime',
          'id',
          'objCount',
          'quCount',
          'remark',
          'subjCount',
          'title',
          'updateTime',
        ].sort(),
      );
      const ordered = await rest<{ records: RepoRow[] }>(
        p,
        '/api/repo/paging',
        { current: 1, size: 10, orders: [{ column: 'title', asc: true }] },
        { token: admin },
      );
      expect(ordered.data.records.map((r) => r.title)).toEqual([
        '消防安全',
        '消防进阶',
        '职场礼仪',
      ]);
      expect(
        (await rest(p, '/api/repo/paging', { current: 0, size: 10 }, { token: admin })).code,
      ).toBe(10010001);
    });

    it('chapter-group and chapter/list give chapters with top-level question counts', async () => {
      const repo = await createRepo(p, '题库', ['第一章', '第二章', '附录']);
      const [c1, c2] = repo.chapters;
      await saveQuestion(p, admin, { ...sampleQuestion(repo.id, 1), chapterId: c1!.id });
      await saveQuestion(p, admin, { ...sampleQuestion(repo.id, 99), chapterId: c1!.id });
      await saveQuestion(p, admin, { ...sampleQuestion(repo.id, 4), chapterId: c2!.id });
      await saveQuestion(p, admin, sampleQuestion(repo.id, 5));
      const group = await rest<Chapter[]>(
        p,
        '/api/repo/chapter-group',
        { repoId: repo.id },
        { token: admin },
      );
      expect(group.data.map((c) => [c.title, c.quCount])).toEqual([
        ['第一章', 2],
        ['第二章', 1],
        ['附录', 0],
      ]);
      const list = await rest<Chapter[]>(
        p,
        '/api/repo/chapter/list',
        { repoId: repo.id, title: '章' },
        { token: admin },
      );
      expect(list.data.map((c) => c.title)).toEqual(['第一章', '第二章']);
      const detail = await rest<{ typeCounts: Array<{ quType: number; count: number }> }>(
        p,
        '/api/repo/detail',
        { id: repo.id },
        { token: admin },
      );
      expect(detail.data.typeCounts).toEqual([
        { quType: 1, count: 1 },
        { quType: 4, count: 1 },
        { quType: 5, count: 1 },
        { quType: 99, count: 1 },
      ]);
    });

    it('delete removes banks with their chapters, questions and options', async () => {
      const keep = await createRepo(p, '保留');
      const gone = await createRepo(p, '删除', ['A']);
      await saveQuestion(p, admin, sampleQuestion(gone.id, 99));
      await saveQuestion(p, admin, sampleQuestion(keep.id, 1));
      const res = await rest<{ count: number }>(
        p,
        '/api/repo/delete',
        { ids: [gone.id, 'unknown'] },
        { token: admin },
      );
      expect(res.data).toEqual({ count: 1 });
      expect(await p.infra.prisma.repo.count()).toBe(1);
      expect(await p.infra.prisma.chapter.count()).toBe(0);
      expect(await p.infra.prisma.question.count()).toBe(1);
      expect(await p.infra.prisma.questionOption.count()).toBe(3);
      expect((await rest(p, '/api/repo/delete', { ids: [] }, { token: admin })).code).toBe(
        10010001,
      );
    });
  });

  describe('access', () => {
    it('learners list banks and read details, chapters and counts without answer data', async () => {
      const repo = await createRepo(p, '练习题库', ['第一章']);
      await saveQuestion(p, admin, {
        ...sampleQuestion(repo.id, 1),
        chapterId: repo.chapters[0]!.id,
      });
      await saveQuestion(p, admin, sampleQuestion(repo.id, 4));
      const student = (await asStudent(p)).token;
      const page = await rest<{ records: RepoRow[] }>(
        p,
        '/api/repo/paging',
        { current: 1, size: 10 },
        { token: student },
      );
      expect(page.code).toBe(0);
      expect(page.data.records).toEqual([
        expect.objectContaining({ title: '练习题库', quCount: 2, objCount: 1, subjCount: 1 }),
      ]);
      const detail = await rest(p, '/api/repo/detail', { id: repo.id }, { token: student });
      const group = await rest(
        p,
        '/api/repo/chapter-group',
        { repoId: repo.id },
        { token: student },
      );
      const list = await rest(p, '/api/repo/chapter/list', { repoId: repo.id }, { token: student });
      for (const r of [page, detail, group, list]) {
        expect(r.code).toBe(0);
        const text = JSON.stringify(r.data);
        for (const secret of ['isRight', 'answer', 'analysis', '参考答案', 'answerList']) {
          expect(text).not.toContain(secret);
        }
      }
      const g = await gql<{ repoDetail: Record<string, unknown> }>(
        p,
        `query($id: ID!) { repoDetail(id: $id) { title quCount chapters { title quCount } typeCounts { quType count } } }`,
        { id: repo.id },
        { token: student },
      );
      expect(g.data?.repoDetail).toEqual({
        title: '练习题库',
        quCount: 2,
        chapters: [{ title: '第一章', quCount: 1 }],
        typeCounts: [
          { quType: 1, count: 1 },
          { quType: 4, count: 1 },
        ],
      });
    });

    it('without a session everything answers 10010002', async () => {
      for (const path of [
        '/api/repo/paging',
        '/api/repo/detail',
        '/api/repo/save',
        '/api/repo/delete',
        '/api/repo/chapter-group',
        '/api/repo/chapter/list',
      ]) {
        expect((await rest(p, path, {})).code, path).toBe(10010002);
      }
      const g = await gql(p, '{ repoPaging { total } }');
      expect(g.errors?.[0]?.extensions?.legacyCode).toBe(10010002);
    });

    it('a student calling admin operations gets 10010004 and nothing changes', async () => {
      const repo = await createRepo(p, '题库', ['A']);
      const student = (await asStudent(p)).token;
      expect((await rest(p, '/api/repo/save', { title: 'x' }, { token: student })).code).toBe(
        10010004,
      );
      expect(
        (
          await rest(
            p,
            '/api/repo/save',
            { id: repo.id, title: 'x', chapters: [] },
            { token: student },
          )
        ).code,
      ).toBe(10010004);
      expect((await rest(p, '/api/repo/delete', { ids: [repo.id] }, { token: student })).code).toBe(
        10010004,
      );
      const g1 = await gql(
        p,
        'mutation { saveRepo(input: { title: "x" }) { id } }',
        {},
        { token: student },
      );
      expect(g1.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', legacyCode: 10010004 });
      const g2 = await gql(
        p,
        'mutation($ids: [ID!]!) { deleteRepos(ids: $ids) }',
        { ids: [repo.id] },
        { token: student },
      );
      expect(g2.errors?.[0]?.extensions?.legacyCode).toBe(10010004);
      const after = await p.infra.prisma.repo.findMany({ include: { chapters: true } });
      expect(after.map((r) => [r.title, r.chapters.map((c) => c.title)])).toEqual([
        ['题库', ['A']],
      ]);
    });

    it('repo:add creates but cannot update; repo:update updates but cannot create', async () => {
      const adder = (await asAdmin(p, { permissions: ['repo:add'] })).token;
      const updater = (await asAdmin(p, { permissions: ['repo:update'] })).token;
      const created = await rest<{ id: string }>(
        p,
        '/api/repo/save',
        { title: '新' },
        { token: adder },
      );
      expect(created.code).toBe(0);
      expect(
        (await rest(p, '/api/repo/save', { id: created.data.id, title: '改' }, { token: adder }))
          .code,
      ).toBe(10010004);
      expect((await rest(p, '/api/repo/save', { title: '新2' }, { token: updater })).code).toBe(
        10010004,
      );
      expect(
        (await rest(p, '/api/repo/save', { id: created.data.id, title: '改' }, { token: updater }))
          .code,
      ).toBe(0);
      expect(
        (await rest(p, '/api/repo/delete', { ids: [created.data.id] }, { token: updater })).code,
      ).toBe(10010004);
    });
  });

  describe('GraphQL', () => {
    it('saveRepo, repoPaging, repoDetail, repoChapterGroup, repoChapters, deleteRepos', async () => {
      const saved = await gql<{ saveRepo: { id: string; title: string; chapters: Chapter[] } }>(
        p,
        `mutation($input: SaveRepoInput!) { saveRepo(input: $input) { id title chapters { id title sort quCount } } }`,
        { input: { title: 'GQL题库', remark: 'r', chapters: [{ title: '一' }, { title: '二' }] } },
        { token: admin },
      );
      expect(saved.errors).toBeUndefined();
      const repo = saved.data!.saveRepo;
      expect(repo.chapters.map((c) => c.title)).toEqual(['一', '二']);
      await saveQuestion(p, admin, {
        ...sampleQuestion(repo.id, 2),
        chapterId: repo.chapters[1]!.id,
      });

      const page = await gql<{
        repoPaging: {
          total: number;
          pages: number;
          records: Array<{ title: string; quCount: number; createTime: string }>;
        };
      }>(
        p,
        `query($input: RepoPagingInput) { repoPaging(input: $input) { total pages records { title quCount objCount subjCount createTime } } }`,
        { input: { current: 1, size: 10, title: 'GQL' } },
        { token: admin },
      );
      expect(page.data?.repoPaging).toMatchObject({ total: 1, pages: 1 });
      expect(page.data?.repoPaging.records[0]).toMatchObject({ title: 'GQL题库', quCount: 1 });
      expect(new Date(page.data!.repoPaging.records[0]!.createTime).getTime()).not.toBeNaN();

      const group = await gql<{ repoChapterGroup: Chapter[]; repoChapters: Chapter[] }>(
        p,
        `query($id: ID!) { repoChapterGroup(repoId: $id) { title quCount } repoChapters(repoId: $id, title: "二") { title } }`,
        { id: repo.id },
        { token: admin },
      );
      expect(group.data).toEqual({
        repoChapterGroup: [
          { title: '一', quCount: 0 },
          { title: '二', quCount: 1 },
        ],
        repoChapters: [{ title: '二' }],
      });

      const bad = await gql(
        p,
        `mutation { saveRepo(input: { title: "x", chapters: [{ title: "a" }, { title: "a" }] }) { id } }`,
        {},
        { token: admin },
      );
      expect(bad.errors?.[0]?.extensions).toMatchObject({
        subCode: 'PARAM_INVALID',
        legacyCode: 10010001,
        fields: { 'chapters.1.title': '名称重复：a' },
      });

      const del = await gql<{ deleteRepos: number }>(
        p,
        'mutation($ids: [ID!]!) { deleteRepos(ids: $ids) }',
        { ids: [repo.id] },
        { token: admin },
      );
      expect(del.data?.deleteRepos).toBe(1);
      const missing = await gql(p, 'query { repoDetail(id: "nope") { id } }', {}, { token: admin });
      expect(missing.errors?.[0]?.extensions).toMatchObject({
        code: 'NOT_FOUND',
        legacyCode: 60000001,
      });
    });
  });
});
