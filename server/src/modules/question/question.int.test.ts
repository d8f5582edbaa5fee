import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import type { SaveQuestionInput } from './question.rules.ts';
import { asAdmin, asStudent, asSuperAdmin } from '../../../test/identities.ts';
import {
  createRepo,
  repoCounts,
  sampleQuestion,
  saveQuestion,
} from '../../../test/factories/question.ts';

interface Option {
  id: string;
  abc: string;
  content: string;
  image: string;
  isRight: boolean;
  answer: string | null;
}
interface Detail {
  id: string;
  repoId: string;
  chapterId: string | null;
  chapterTitle: string | null;
  parentId: string | null;
  quType: number;
  level: number;
  content: string;
  analysis: string;
  createTime: string;
  answerList: Option[];
  subList: Detail[];
}

const TYPES = [1, 2, 3, 4, 5, 6, 99];

describe('questions', () => {
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

  const detail = async (id: string, token = admin) =>
    rest<Detail>(p, '/api/repo/qu/detail', { id }, { token });

  describe('save and detail (REST)', () => {
    it('saves every type and returns data.id; detail has the same shape with ids and A-Z labels', async () => {
      const repo = await createRepo(p, '题库', ['第一章']);
      for (const quType of TYPES) {
        const body = {
          ...sampleQuestion(repo.id, quType),
          chapterId: repo.chapters[0]!.id,
          level: 2,
        };
        const res = await rest<{ id: string }>(p, '/api/repo/qu/save', body, { token: admin });
        expect(res.code, `type ${quType}: ${res.msg}`).toBe(0);
        const d = (await detail(res.data.id)).data;
        expect(d).toMatchObject({
          id: res.data.id,
          repoId: repo.id,
          chapterId: repo.chapters[0]!.id,
          chapterTitle: '第一章',
          parentId: null,
          quType,
          level: 2,
          content: body.content,
          analysis: body.analysis,
        });
        expect(d.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(d.answerList.map((o) => o.abc)).toEqual(
          (body.answerList ?? []).map((_, i) => String.fromCharCode(65 + i)),
        );
        for (const o of d.answerList) expect(o.id).toEqual(expect.any(String));
        expect(d.subList).toHaveLength(body.subList?.length ?? 0);
      }
      const single = await p.infra.prisma.question.findFirstOrThrow({
        where: { quType: 1, parentId: null },
        include: { options: { orderBy: { sort: 'asc' } } },
      });
      expect(single.options.map((o) => [o.content, o.isRight])).toEqual([
        ['A', true],
        ['B', false],
        ['C', false],
      ]);
    });

    it('stores each type as the rules say: blanks joined by ||, pairs with answers, composite parts', async () => {
      const repo = await createRepo(p);
      const fill = (await detail(await saveQuestion(p, admin, sampleQuestion(repo.id, 5)))).data;
      expect(fill.answerList.map((o) => [o.content, o.isRight])).toEqual([
        ['北京||北京市', true],
        ['上海', true],
      ]);
      const match = (await detail(await saveQuestion(p, admin, sampleQuestion(repo.id, 6)))).data;
      expect(match.answerList.map((o) => [o.abc, o.content, o.answer])).toEqual([
        ['A', '红', '禁止'],
        ['B', '黄', '警告'],
      ]);
      const comp = (await detail(await saveQuestion(p, admin, sampleQuestion(repo.id, 99)))).data;
      expect(comp.answerList).toEqual([]);
      expect(
        comp.subList.map((s) => [s.quType, s.content, s.parentId, s.answerList.length]),
      ).toEqual([
        [1, '子题一', comp.id, 2],
        [5, '子题二 __', comp.id, 1],
      ]);
      // A part is readable on its own (admin preview) and shows its composite.
      const part = (await detail(comp.subList[0]!.id)).data;
      expect(part).toMatchObject({ parentId: comp.id, quType: 1 });
    });

    it('sanitizes rich text: scripts and event handlers are stripped', async () => {
      const repo = await createRepo(p);
      const id = await saveQuestion(p, admin, {
        repoId: repo.id,
        quType: 1,
        content: '<p>题干<script>alert(1)</script><img src="/a.png" onerror="alert(2)"></p>',
        analysis: '<p onclick="steal()">解析</p><style>body{}</style>',
        answerList: [
          { content: '<b>对</b><iframe src="https://evil"></iframe>', isRight: true },
          { content: '<a href="javascript:alert(3)">错</a>' },
        ],
      });
      const d = (await detail(id)).data;
      expect(d.content).toBe('<p>题干<img src="/a.png" /></p>');
      expect(d.analysis).toBe('<p>解析</p>');
      expect(d.answerList.map((o) => o.content)).toEqual(['<b>对</b>', '<a>错</a>']);
      const stored = JSON.stringify(
        await p.infra.prisma.question.findMany({ include: { options: true } }),
      );
      expect(stored).not.toMatch(/script|onerror|onclick|iframe|javascript/i);
    });

    it('a stem that is only a script is empty after cleaning and is refused', async () => {
      const repo = await createRepo(p);
      const res = await rest(
        p,
        '/api/repo/qu/save',
        { ...sampleQuestion(repo.id, 1), content: '<script>alert(1)</script>' },
        { token: admin },
      );
      expect(res.code).toBe(10010001);
      expect(await p.infra.prisma.question.count()).toBe(0);
    });
  });

  describe('validation', () => {
    const opt = (content: string, isRight = false) => ({ content, isRight });
    const bad: Array<[string, (repoId: string) => unknown, string]> = [
      ['no repoId', () => ({ quType: 1, content: 'q' }), 'repoId'],
      ['unknown type', (r) => ({ repoId: r, quType: 7, content: 'q' }), 'quType'],
      ['type not a number', (r) => ({ repoId: r, quType: '1x', content: 'q' }), 'quType'],
      ['empty stem', (r) => ({ ...sampleQuestion(r, 1), content: '  ' }), 'content'],
      ['level 3', (r) => ({ ...sampleQuestion(r, 1), level: 3 }), 'level'],
      [
        'single with one option',
        (r) => ({ ...sampleQuestion(r, 1), answerList: [opt('a', true)] }),
        'answerList',
      ],
      [
        'single with two right',
        (r) => ({ ...sampleQuestion(r, 1), answerList: [opt('a', true), opt('b', true)] }),
        'answerList',
      ],
      [
        'multiple with none right',
        (r) => ({ ...sampleQuestion(r, 2), answerList: [opt('a'), opt('b')] }),
        'answerList',
      ],
      [
        'true/false with three',
        (r) => ({ ...sampleQuestion(r, 3), answerList: [opt('a', true), opt('b'), opt('c')] }),
        'answerList',
      ],
      [
        'true/false none right',
        (r) => ({ ...sampleQuestion(r, 3), answerList: [opt('a'), opt('b')] }),
        'answerList',
      ],
      [
        'empty option',
        (r) => ({ ...sampleQuestion(r, 1), answerList: [opt('a', true), opt(' ')] }),
        'answerList.1.content',
      ],
      [
        'bad image',
        (r) => ({
          ...sampleQuestion(r, 1),
          answerList: [opt('a', true), { content: 'b', image: 'javascript:x' }],
        }),
        'answerList.1.image',
      ],
      [
        '27 options',
        (r) => ({
          ...sampleQuestion(r, 2),
          answerList: Array.from({ length: 27 }, (_, i) => opt(`o${i}`, true)),
        }),
        'answerList',
      ],
      [
        'two references',
        (r) => ({ ...sampleQuestion(r, 4), answerList: [opt('a'), opt('b')] }),
        'answerList',
      ],
      ['no blank', (r) => ({ ...sampleQuestion(r, 5), answerList: [] }), 'answerList'],
      [
        'empty blank',
        (r) => ({ ...sampleQuestion(r, 5), answerList: [opt('a'), opt('||')] }),
        'answerList.1.content',
      ],
      [
        'one pair',
        (r) => ({ ...sampleQuestion(r, 6), answerList: [{ content: 'l', answer: 'r' }] }),
        'answerList',
      ],
      [
        'pair without answer',
        (r) => ({
          ...sampleQuestion(r, 6),
          answerList: [
            { content: 'l', answer: 'r' },
            { content: 'l2', answer: '' },
          ],
        }),
        'answerList.1.answer',
      ],
      ['composite without parts', (r) => ({ ...sampleQuestion(r, 99), subList: [] }), 'subList'],
      [
        'nested composite',
        (r) => ({ ...sampleQuestion(r, 99), subList: [{ quType: 99, content: 'x', subList: [] }] }),
        'subList.0.quType',
      ],
      [
        'bad part',
        (r) => ({
          ...sampleQuestion(r, 99),
          subList: [{ quType: 1, content: 'x', answerList: [opt('a'), opt('b')] }],
        }),
        'subList.0.answerList',
      ],
      [
        'composite with options',
        (r) => ({ ...sampleQuestion(r, 99), answerList: [opt('a')] }),
        'answerList',
      ],
      [
        'parts on a single',
        (r) => ({ ...sampleQuestion(r, 1), subList: [{ quType: 1, content: 'x' }] }),
        'subList',
      ],
    ];

    it.each(bad)('%s -> 10010001 naming %s, nothing saved', async (_name, body, field) => {
      const repo = await createRepo(p);
      const res = await rest(p, '/api/repo/qu/save', body(repo.id), { token: admin });
      expect(res).toMatchObject({ code: 10010001, success: false, data: null });
      expect(await p.infra.prisma.question.count()).toBe(0);
      expect(await p.infra.prisma.questionOption.count()).toBe(0);
      expect(await repoCounts(p, repo.id)).toEqual({ quCount: 0, objCount: 0, subjCount: 0 });
      // GraphQL carries the failing field.
      const g = await gql(
        p,
        'mutation($input: SaveQuestionInput!) { saveQuestion(input: $input) { id } }',
        { input: body(repo.id) },
        { token: admin },
      );
      expect(g.errors?.[0]?.extensions?.legacyCode).toBe(10010001);
      const fields = (g.errors?.[0]?.extensions as { fields?: Record<string, string> } | undefined)
        ?.fields;
      // Input the GraphQL schema itself refuses (a wrong scalar) has no field details.
      if (fields !== undefined) expect(Object.keys(fields)).toContain(field);
    });

    it('reports every problem at once, in the request language', async () => {
      const repo = await createRepo(p);
      const input = {
        repoId: repo.id,
        quType: 1,
        content: '',
        level: 5,
        answerList: [{ content: 'a' }, { content: 'b' }],
      };
      const q = 'mutation($input: SaveQuestionInput!) { saveQuestion(input: $input) { id } }';
      const zh = await gql(p, q, { input }, { token: admin });
      expect((zh.errors?.[0]?.extensions as { fields: unknown }).fields).toEqual({
        content: '不能为空',
        level: '难度只能是1（普通）或2（较难）',
        answerList: '必须有且只有一个正确选项',
      });
      const en = await gql(p, q, { input }, { token: admin, lang: 'en' });
      expect(
        (en.errors?.[0]?.extensions as { fields: Record<string, string> }).fields.answerList,
      ).toBe('needs exactly one right option');
      // The same through Apollo's own pipeline (the Express chain: a query string takes it there).
      const apollo = await fetch(`${p.url}/graphql?chain=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', token: admin },
        body: JSON.stringify({ query: q, variables: { input } }),
      });
      const viaApollo = (await apollo.json()) as {
        errors: Array<{ extensions: { fields: Record<string, string> } }>;
      };
      expect(viaApollo.errors[0]?.extensions.fields).toEqual({
        content: 'is required',
        level: 'must be 1 (normal) or 2 (harder)',
        answerList: 'needs exactly one right option',
      });
    });

    it('refuses a chapter of another bank, an unknown bank and an unknown id', async () => {
      const repo = await createRepo(p);
      const other = await createRepo(p, '其他', ['别的章']);
      const chapterElsewhere = await rest(
        p,
        '/api/repo/qu/save',
        { ...sampleQuestion(repo.id, 1), chapterId: other.chapters[0]!.id },
        { token: admin },
      );
      expect(chapterElsewhere.code).toBe(10010001);
      expect(
        (await rest(p, '/api/repo/qu/save', sampleQuestion('nope', 1), { token: admin })).code,
      ).toBe(60000001);
      expect(
        (
          await rest(
            p,
            '/api/repo/qu/save',
            { ...sampleQuestion(repo.id, 1), id: 'nope' },
            { token: admin },
          )
        ).code,
      ).toBe(60000001);
      expect((await detail('nope')).code).toBe(60000001);
      expect(await p.infra.prisma.question.count()).toBe(0);
    });
  });

  describe('edit', () => {
    it('keeps option ids by id or position, drops removed ones, adds new ones', async () => {
      const repo = await createRepo(p);
      const id = await saveQuestion(p, admin, {
        ...sampleQuestion(repo.id, 2),
        answerList: [
          { content: 'A', isRight: true },
          { content: 'B' },
          { content: 'C' },
          { content: 'D', isRight: true },
        ],
      });
      const before = (await detail(id)).data.answerList;
      // Legacy body without option ids: rows are reused by position.
      await saveQuestion(p, admin, {
        ...sampleQuestion(repo.id, 2),
        id,
        content: '改过的题干',
        answerList: [
          { content: 'A2', isRight: true },
          { content: 'B2', isRight: true },
          { content: 'C2' },
        ],
      });
      const mid = (await detail(id)).data;
      expect(mid.content).toBe('改过的题干');
      expect(mid.answerList.map((o) => [o.id, o.content, o.isRight])).toEqual([
        [before[0]!.id, 'A2', true],
        [before[1]!.id, 'B2', true],
        [before[2]!.id, 'C2', false],
      ]);
      expect(await p.infra.prisma.questionOption.count({ where: { id: before[3]!.id } })).toBe(0);
      // With ids: a reordered option keeps its id wherever it moves.
      await saveQuestion(p, admin, {
        ...sampleQuestion(repo.id, 2),
        id,
        answerList: [
          { id: mid.answerList[2]!.id, content: 'C3', isRight: true },
          { content: 'new' },
          { id: mid.answerList[0]!.id, content: 'A3' },
        ],
      });
      const after = (await detail(id)).data.answerList;
      expect(after.map((o) => [o.abc, o.content])).toEqual([
        ['A', 'C3'],
        ['B', 'new'],
        ['C', 'A3'],
      ]);
      expect(after[0]!.id).toBe(mid.answerList[2]!.id);
      expect(after[2]!.id).toBe(mid.answerList[0]!.id);
      // Position B was named by nobody but is the old "B2" row's position: reused.
      expect(after[1]!.id).toBe(mid.answerList[1]!.id);
      expect(await p.infra.prisma.questionOption.count({ where: { quId: id } })).toBe(3);
    });

    it('edits composites in place: parts keep their ids, parts and options can change', async () => {
      const repo = await createRepo(p);
      const id = await saveQuestion(p, admin, sampleQuestion(repo.id, 99));
      const before = (await detail(id)).data;
      const body = sampleQuestion(repo.id, 99);
      await saveQuestion(p, admin, {
        ...body,
        id,
        subList: [
          { ...body.subList![0]!, id: before.subList[0]!.id, content: '子题一改' },
          { quType: 4, content: '新的简答子题' },
        ],
      });
      const after = (await detail(id)).data;
      expect(after.subList.map((s) => [s.content, s.quType])).toEqual([
        ['子题一改', 1],
        ['新的简答子题', 4],
      ]);
      expect(after.subList[0]!.id).toBe(before.subList[0]!.id);
      expect(after.subList[0]!.answerList.map((o) => o.id)).toEqual(
        before.subList[0]!.answerList.map((o) => o.id),
      );
      // Turning the composite into a single question removes its parts.
      await saveQuestion(p, admin, { ...sampleQuestion(repo.id, 1), id });
      expect(await p.infra.prisma.question.count()).toBe(1);
      // A part cannot be saved on its own.
      const part = await rest(
        p,
        '/api/repo/qu/save',
        { ...sampleQuestion(repo.id, 1), id: before.subList[0]!.id },
        { token: admin },
      );
      expect(part.code).toBe(60000001);
    });

    it('refuses to edit a composite part directly', async () => {
      const repo = await createRepo(p);
      const id = await saveQuestion(p, admin, sampleQuestion(repo.id, 99));
      const partId = (await detail(id)).data.subList[0]!.id;
      const res = await gql(
        p,
        'mutation($input: SaveQuestionInput!) { saveQuestion(input: $input) { id } }',
        { input: { ...sampleQuestion(repo.id, 1), id: partId } },
        { token: admin },
      );
      expect(res.errors?.[0]?.extensions).toMatchObject({
        legacyCode: 10010001,
        fields: { id: expect.any(String) },
      });
    });
  });

  describe('bank counts', () => {
    it('stay right through create, edit (type change, move) and delete', async () => {
      const a = await createRepo(p, 'A');
      const b = await createRepo(p, 'B');
      const ids: Record<number, string> = {};
      for (const t of TYPES) ids[t] = await saveQuestion(p, admin, sampleQuestion(a.id, t));
      // Seven questions; subjective: the short answer only (the sample composite has no type 4 part).
      expect(await repoCounts(p, a.id)).toEqual({ quCount: 7, objCount: 6, subjCount: 1 });

      // A short-answer part makes the composite subjective.
      const comp = sampleQuestion(a.id, 99);
      await saveQuestion(p, admin, {
        ...comp,
        id: ids[99],
        subList: [...comp.subList!, { quType: 4, content: '简答' }],
      });
      expect(await repoCounts(p, a.id)).toEqual({ quCount: 7, objCount: 5, subjCount: 2 });
      // Short answer -> single.
      await saveQuestion(p, admin, { ...sampleQuestion(a.id, 1), id: ids[4] });
      expect(await repoCounts(p, a.id)).toEqual({ quCount: 7, objCount: 6, subjCount: 1 });
      // Move the composite to bank B: both banks recounted.
      await saveQuestion(p, admin, {
        ...comp,
        repoId: b.id,
        id: ids[99],
        subList: [{ quType: 4, content: 'x' }],
      });
      expect(await repoCounts(p, a.id)).toEqual({ quCount: 6, objCount: 6, subjCount: 0 });
      expect(await repoCounts(p, b.id)).toEqual({ quCount: 1, objCount: 0, subjCount: 1 });
      const moved = await p.infra.prisma.question.findMany({ where: { repoId: b.id } });
      expect(moved).toHaveLength(2);

      const del = await rest<{ count: number }>(
        p,
        '/api/repo/qu/delete',
        { ids: [ids[1], ids[99], 'unknown'] },
        { token: admin },
      );
      expect(del.data).toEqual({ count: 2 });
      expect(await repoCounts(p, a.id)).toEqual({ quCount: 5, objCount: 5, subjCount: 0 });
      expect(await repoCounts(p, b.id)).toEqual({ quCount: 0, objCount: 0, subjCount: 0 });
      expect(await p.infra.prisma.question.count({ where: { repoId: b.id } })).toBe(0);
    });

    it('do not drift under concurrent saves into one bank', async () => {
      const repo = await createRepo(p);
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          saveQuestion(p, admin, sampleQuestion(repo.id, i % 2 === 0 ? 1 : 4)),
        ),
      );
      expect(await repoCounts(p, repo.id)).toEqual({ quCount: 12, objCount: 6, subjCount: 6 });
      const ids = (await p.infra.prisma.question.findMany({ select: { id: true } })).map(
        (q) => q.id,
      );
      await Promise.all(
        ids
          .slice(0, 5)
          .map((id) => rest(p, '/api/repo/qu/delete', { ids: [id] }, { token: admin })),
      );
      const counts = await repoCounts(p, repo.id);
      expect(counts.quCount).toBe(7);
      expect(counts.objCount + counts.subjCount).toBe(7);
      expect(counts.subjCount).toBe(await p.infra.prisma.question.count({ where: { quType: 4 } }));
    });
  });

  describe('delete', () => {
    it('removes composites with their parts and options; refuses a part id and empty ids', async () => {
      const repo = await createRepo(p);
      const id = await saveQuestion(p, admin, sampleQuestion(repo.id, 99));
      const partId = (await detail(id)).data.subList[0]!.id;
      expect((await rest(p, '/api/repo/qu/delete', { ids: [partId] }, { token: admin })).code).toBe(
        10010001,
      );
      expect((await rest(p, '/api/repo/qu/delete', { ids: [] }, { token: admin })).code).toBe(
        10010001,
      );
      expect(await p.infra.prisma.question.count()).toBe(3);
      const g = await gql<{ deleteQuestions: number }>(
        p,
        'mutation($ids: [ID!]!) { deleteQuestions(ids: $ids) }',
        { ids: [id] },
        { token: admin },
      );
      expect(g.data?.deleteQuestions).toBe(1);
      expect(await p.infra.prisma.question.count()).toBe(0);
      expect(await p.infra.prisma.questionOption.count()).toBe(0);
    });
  });

  describe('paging', () => {
    it('lists top-level questions filtered by bank, chapter, type, level and text', async () => {
      const repo = await createRepo(p, '题库', ['一', '二']);
      const other = await createRepo(p, '其他');
      const [c1, c2] = repo.chapters;
      await saveQuestion(p, admin, {
        ...sampleQuestion(repo.id, 1),
        chapterId: c1!.id,
        content: '<p>关于<b>消防</b>的题</p>',
      });
      await saveQuestion(p, admin, { ...sampleQuestion(repo.id, 2), chapterId: c2!.id, level: 2 });
      await saveQuestion(p, admin, { ...sampleQuestion(repo.id, 99), chapterId: c1!.id });
      await saveQuestion(p, admin, sampleQuestion(other.id, 1));
      type Page = { total: number; pages: number; records: Array<Record<string, unknown>> };
      const page = (params: Record<string, unknown>, size = 10) =>
        rest<Page>(p, '/api/repo/qu/paging', { current: 1, size, params }, { token: admin });

      const all = (await page({ repoId: repo.id })).data;
      expect(all.total).toBe(3);
      expect(all.records.map((r) => r.quType)).toEqual([99, 2, 1]);
      expect(all.records[2]).toMatchObject({
        repoId: repo.id,
        repoTitle: '题库',
        chapterId: c1!.id,
        chapterTitle: '一',
        level: 1,
        contentText: '关于消防的题',
        optionCount: 3,
        subCount: 0,
      });
      expect(all.records[0]).toMatchObject({ subCount: 2, optionCount: 0 });
      expect((await page({ repoId: repo.id, chapterId: c1!.id })).data.total).toBe(2);
      expect((await page({ repoId: repo.id, quType: 2 })).data.total).toBe(1);
      expect((await page({ repoId: repo.id, quType: '', level: 2 })).data.total).toBe(1);
      expect((await page({ content: '消防' })).data.total).toBe(1);
      expect((await page({})).data.total).toBe(4);
      expect((await page({}, 3)).data.pages).toBe(2);
      expect((await page({ quType: 'abc' })).code).toBe(10010001);

      const g = await gql<{ adminQuestionPaging: Page }>(
        p,
        `query($input: AdminQuestionPagingInput) { adminQuestionPaging(input: $input) { total pages records { id quType contentText chapterTitle subCount createTime } } }`,
        { input: { repoId: repo.id, chapterId: c1!.id } },
        { token: admin },
      );
      expect(g.data?.adminQuestionPaging.total).toBe(2);
    });
  });

  describe('GraphQL', () => {
    it('saveQuestion and adminQuestion carry the key for admins', async () => {
      const repo = await createRepo(p);
      const input: SaveQuestionInput = sampleQuestion(repo.id, 99);
      const saved = await gql<{ saveQuestion: { id: string } }>(
        p,
        'mutation($input: SaveQuestionInput!) { saveQuestion(input: $input) { id } }',
        { input },
        { token: admin },
      );
      expect(saved.errors).toBeUndefined();
      const q = await gql<{ adminQuestion: Record<string, unknown> }>(
        p,
        `query($id: ID!) { adminQuestion(id: $id) { quType content analysis answerList { abc } subList { quType parentId answerList { abc content isRight answer } } } }`,
        { id: saved.data!.saveQuestion.id },
        { token: admin },
      );
      expect(q.data?.adminQuestion).toEqual({
        quType: 99,
        content: '<p>组合题材料</p>',
        analysis: '<p>解析99</p>',
        answerList: [],
        subList: [
          {
            quType: 1,
            parentId: saved.data!.saveQuestion.id,
            answerList: [
              { abc: 'A', content: 'X', isRight: true, answer: null },
              { abc: 'B', content: 'Y', isRight: false, answer: null },
            ],
          },
          {
            quType: 5,
            parentId: saved.data!.saveQuestion.id,
            answerList: [{ abc: 'A', content: '答案', isRight: true, answer: null }],
          },
        ],
      });
    });
  });

  describe('permissions', () => {
    it('a student gets 10010004 from every question operation and nothing changes', async () => {
      const repo = await createRepo(p);
      const id = await saveQuestion(p, admin, sampleQuestion(repo.id, 1));
      const student = (await asStudent(p)).token;
      const calls: Array<[string, unknown]> = [
        ['/api/repo/qu/save', sampleQuestion(repo.id, 1)],
        ['/api/repo/qu/save', { ...sampleQuestion(repo.id, 1), id, content: '改' }],
        ['/api/repo/qu/detail', { id }],
        ['/api/repo/qu/paging', { current: 1, size: 10 }],
        ['/api/repo/qu/delete', { ids: [id] }],
        ['/api/repo/qu/export', { repoId: repo.id }],
        ['/api/repo/qu/import-template', {}],
        ['/api/repo/qu/import', {}],
      ];
      for (const [path, body] of calls) {
        expect((await rest(p, path, body, { token: student })).code, path).toBe(10010004);
      }
      const ops = [
        'mutation($i: SaveQuestionInput!) { saveQuestion(input: $i) { id } }',
        'query($id: ID!) { adminQuestion(id: $id) { id } }',
        'query { adminQuestionPaging { total } }',
        'mutation($ids: [ID!]!) { deleteQuestions(ids: $ids) }',
        'mutation($r: ID!) { startQuestionExport(repoId: $r) { id } }',
      ];
      for (const op of ops) {
        const g = await gql(
          p,
          op,
          { i: sampleQuestion(repo.id, 1), id, ids: [id], r: repo.id },
          { token: student },
        );
        expect(g.errors?.[0]?.extensions?.legacyCode, op).toBe(10010004);
      }
      const rows = await p.infra.prisma.question.findMany();
      expect(rows.map((r) => r.content)).toEqual(['<p>单选题</p>']);
      expect(await p.infra.prisma.questionJob.count()).toBe(0);
      expect(await repoCounts(p, repo.id)).toEqual({ quCount: 1, objCount: 1, subjCount: 0 });
    });

    it('each qu:* code opens exactly its own operation', async () => {
      const repo = await createRepo(p);
      const id = await saveQuestion(p, admin, sampleQuestion(repo.id, 1));
      const lister = (await asAdmin(p, { permissions: ['qu:list'] })).token;
      const adder = (await asAdmin(p, { permissions: ['qu:add'] })).token;
      const updater = (await asAdmin(p, { permissions: ['qu:update'] })).token;
      const deleter = (await asAdmin(p, { permissions: ['qu:delete'] })).token;
      expect((await rest(p, '/api/repo/qu/detail', { id }, { token: lister })).code).toBe(0);
      expect(
        (await rest(p, '/api/repo/qu/save', sampleQuestion(repo.id, 1), { token: lister })).code,
      ).toBe(10010004);
      expect(
        (await rest(p, '/api/repo/qu/save', sampleQuestion(repo.id, 1), { token: adder })).code,
      ).toBe(0);
      expect(
        (
          await rest(
            p,
            '/api/repo/qu/save',
            { ...sampleQuestion(repo.id, 1), id },
            { token: adder },
          )
        ).code,
      ).toBe(10010004);
      expect(
        (
          await rest(
            p,
            '/api/repo/qu/save',
            { ...sampleQuestion(repo.id, 1), id },
            { token: updater },
          )
        ).code,
      ).toBe(0);
      expect((await rest(p, '/api/repo/qu/detail', { id }, { token: updater })).code).toBe(
        10010004,
      );
      expect((await rest(p, '/api/repo/qu/delete', { ids: [id] }, { token: updater })).code).toBe(
        10010004,
      );
      expect((await rest(p, '/api/repo/qu/delete', { ids: [id] }, { token: deleter })).code).toBe(
        0,
      );
    });

    it('without a session every question path answers 10010002', async () => {
      for (const path of [
        '/api/repo/qu/save',
        '/api/repo/qu/detail',
        '/api/repo/qu/paging',
        '/api/repo/qu/delete',
      ]) {
        expect((await rest(p, path, {})).code, path).toBe(10010002);
      }
    });
  });
});
