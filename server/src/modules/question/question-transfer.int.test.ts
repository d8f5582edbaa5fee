import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoBank } from '../../../../prisma/seed/demo-bank.ts';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { postImport, readSheet } from '../../../test/xlsx.ts';
import { buildAdmin } from '../../../test/factories/index.ts';
import { asAdmin, asSuperAdmin, tokenFor } from '../../../test/identities.ts';
import { COLUMNS } from './question-xlsx.ts';
import type { QuestionJobView } from './question-transfer.service.ts';
import {
  createRepo,
  repoCounts,
  sampleQuestion,
  saveQuestion,
} from '../../../test/factories/question.ts';

type Cell = string | number | null;
type Row = Partial<Record<(typeof COLUMNS)[number]['key'], Cell>>;

const HEADER = COLUMNS.map((c) => c.zh);

async function xlsx(rows: Row[], header: string[] = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('试题');
  ws.addRow(header);
  for (const r of rows) ws.addRow(COLUMNS.map((c) => r[c.key] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('question import and export (xlsx, worker jobs)', () => {
  let p: Platform;
  /** A second server process without job consumers: job state must be readable there too. */
  let other: Platform;
  let admin: string;
  beforeAll(async () => {
    p = await startTestPlatform({ runJobs: true });
    other = await startTestPlatform();
  });
  afterAll(async () => {
    await other.stop();
    await p.stop();
  });
  beforeEach(async () => {
    await resetDatabase(p);
    admin = (await asSuperAdmin(p)).token;
  });

  async function upload(
    repoId: string | null,
    bytes: Buffer | null,
    token = admin,
    fileName = '试题.xlsx',
  ) {
    const file = bytes === null ? null : { bytes, fileName };
    return postImport(p, '/api/repo/qu/import', token, file, repoId === null ? {} : { repoId });
  }

  async function waitJob(jobId: string, via: Platform = p, lang: 'zh' | 'en' = 'zh') {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const res = await rest<QuestionJobView>(
        via,
        '/api/repo/qu/job',
        { jobId },
        { token: admin, lang },
      );
      expect(res.code).toBe(0);
      if (res.data.state === 'completed' || res.data.state === 'failed') return res.data;
      if (Date.now() > deadline) throw new Error(`job ${jobId} still ${res.data.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function importFile(repoId: string, bytes: Buffer) {
    const started = await upload(repoId, bytes);
    expect(started.code, started.msg).toBe(0);
    return waitJob(started.data!.jobId);
  }

  async function download(jobId: string, kind: 'result' | 'errors', lang: 'zh' | 'en' = 'zh') {
    return fetch(`${p.url}/api/repo/qu/job/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: admin, 'accept-language': lang },
      body: JSON.stringify({ jobId, kind }),
    });
  }

  /** A bank's questions in a comparable form (ids and times left out), order-independent. */
  async function snapshot(repoId: string) {
    const rows = await p.infra.prisma.question.findMany({
      where: { repoId, parentId: null },
      include: {
        chapter: true,
        options: { orderBy: { sort: 'asc' } },
        subQuestions: {
          orderBy: { sort: 'asc' },
          include: { options: { orderBy: { sort: 'asc' } } },
        },
      },
    });
    type Q = (typeof rows)[number];
    const norm = (
      q: Omit<Q, 'chapter' | 'subQuestions'>,
      chapter: string | null,
      parts: Array<Omit<Q, 'chapter' | 'subQuestions'>>,
    ): unknown => ({
      quType: q.quType,
      level: q.level,
      content: q.content,
      analysis: q.analysis,
      chapter,
      options: q.options.map((o) => ({
        content: o.content,
        image: o.image,
        isRight: o.isRight,
        answer: o.answer,
      })),
      parts: parts.map((s) => norm(s, null, [])),
    });
    return rows
      .map((q) => norm(q, q.chapter?.title ?? null, q.subQuestions))
      .map((q) => JSON.stringify(q))
      .sort();
  }

  it('the template downloads as an xlsx with a header and an example of every type', async () => {
    const res = await fetch(`${p.url}/api/repo/qu/import-template`, {
      method: 'POST',
      headers: { token: admin },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const rows = await readSheet(await res.arrayBuffer());
    expect(rows[0]).toEqual(HEADER);
    const typeCol = HEADER.indexOf('题型');
    const parentCol = HEADER.indexOf('父题号');
    const types = rows
      .slice(1)
      .map((r) => r[typeCol])
      .filter((t) => t !== '');
    expect(new Set(types)).toEqual(
      new Set(['单选题', '多选题', '判断题', '简答题', '填空题', '配对题', '组合题']),
    );
    expect(
      rows.filter((r) => r[parentCol] !== '' && r[parentCol] !== undefined).length,
    ).toBeGreaterThanOrEqual(2);

    // It imports as it is: 7 questions, the composite with its 2 parts, chapters created.
    const repo = await createRepo(p);
    const job = await importFile(
      repo.id,
      Buffer.from(
        await (
          await fetch(`${p.url}/api/repo/qu/import-template`, {
            method: 'POST',
            headers: { token: admin },
          })
        ).arrayBuffer(),
      ),
    );
    expect(job).toMatchObject({
      state: 'completed',
      progress: 100,
      total: 7,
      imported: 7,
      failed: 0,
      errors: [],
    });
    expect(await repoCounts(p, repo.id)).toEqual({ quCount: 7, objCount: 6, subjCount: 1 });
    expect(await p.infra.prisma.question.count({ where: { repoId: repo.id } })).toBe(9);
    expect(
      (
        await p.infra.prisma.chapter.findMany({
          where: { repoId: repo.id },
          orderBy: { sort: 'asc' },
        })
      ).map((c) => c.title),
    ).toEqual(['第一章 安全常识', '第二章 应急处置']);
  });

  it('imports the valid rows and reports the bad one with its row number', async () => {
    const repo = await createRepo(p, '导入', ['已有章节']);
    const file = await xlsx([
      {
        no: 1,
        quType: '单选题',
        chapter: '已有章节',
        content: '题一',
        analysis: '解一',
        label: 'A',
        option: '对',
        isRight: 'Y',
      },
      { label: 'B', option: '错', isRight: 'N' },
      { no: 2, quType: 5, content: '填空 __', option: 'a||b' },
      // Row 5: a single choice with two right options (bad).
      { no: 3, quType: 1, content: '坏题', option: 'x', isRight: 'Y' },
      { option: 'y', isRight: 'Y' },
      {
        no: 4,
        quType: '配对题',
        level: '较难',
        chapter: '新章节',
        content: '配对',
        option: '红',
        answer: '禁止',
      },
      { option: '绿', answer: '提示' },
      { no: 5, quType: 4, content: '<p>简答<script>x</script></p>' },
    ]);
    const job = await importFile(repo.id, file);
    expect(job).toMatchObject({
      state: 'completed',
      total: 5,
      imported: 4,
      failed: 1,
      hasErrorReport: true,
      hasResult: false,
    });
    expect(job.errors).toEqual([
      {
        row: 5,
        field: 'isRight',
        fieldName: '是否正确',
        subCode: 'PARAM_INVALID',
        code: 10010001,
        message: '必须有且只有一个正确选项',
      },
    ]);
    expect(await repoCounts(p, repo.id)).toEqual({ quCount: 4, objCount: 3, subjCount: 1 });
    const contents = (
      await p.infra.prisma.question.findMany({
        where: { repoId: repo.id },
        include: { chapter: true },
      })
    )
      .map((q) => [q.content, q.chapter?.title ?? null, q.level])
      .sort();
    expect(contents).toEqual([
      ['<p>简答</p>', null, 1],
      ['填空 __', null, 1],
      ['配对', '新章节', 2],
      ['题一', '已有章节', 1],
    ]);
    expect(await p.infra.prisma.chapter.count({ where: { repoId: repo.id } })).toBe(2);

    // The error report downloads as a sheet (request language), and the state reads the same
    // from another server process.
    const report = await download(job.id, 'errors', 'en');
    expect(report.headers.get('content-type')).toContain('spreadsheetml');
    expect(await readSheet(await report.arrayBuffer())).toEqual([
      ['Row', 'Column', 'Problem'],
      ['5', 'Right', 'needs exactly one right option'],
    ]);
    const elsewhere = await waitJob(job.id, other, 'en');
    expect(elsewhere.errors[0]).toMatchObject({
      row: 5,
      fieldName: 'Right',
      message: 'needs exactly one right option',
    });
    const g = await gql<{
      questionJob: {
        state: string;
        imported: number;
        failed: number;
        errors: Array<{ row: number; field: string }>;
      };
    }>(
      other,
      'query($id: ID!) { questionJob(id: $id) { state imported failed errors { row field } } }',
      { id: job.id },
      { token: admin },
    );
    expect(g.data?.questionJob).toEqual({
      state: 'completed',
      imported: 4,
      failed: 1,
      errors: [{ row: 5, field: 'isRight' }],
    });
    // An import has no result file; the upload itself is dropped once done.
    expect((await (await download(job.id, 'result')).json()) as { code: number }).toMatchObject({
      code: 20010007,
    });
    expect(
      (await p.infra.prisma.questionJob.findUniqueOrThrow({ where: { id: job.id } })).input,
    ).toBeNull();
  });

  it('a composite fails together with its parts; stray, duplicate and malformed rows are reported', async () => {
    const repo = await createRepo(p);
    const file = await xlsx([
      { no: 1, quType: '组合题', content: '材料' }, // row 2
      { no: 2, parentNo: 1, quType: 1, content: '子题好', option: 'a', isRight: 'Y' }, // 3
      { option: 'b', isRight: 'N' }, // 4
      { no: 3, parentNo: 1, quType: 6, content: '子题坏', option: '左', answer: '' }, // 5 (one pair, no answer)
      { no: 4, quType: 3, content: '判断', option: '对', isRight: 'maybe' }, // 6
      { option: '错', isRight: 'N' }, // 7
      { no: 5, parentNo: 42, quType: 1, content: '孤儿子题', option: 'a', isRight: 'Y' }, // 8
      { no: 6, quType: '论述题', content: '未知题型' }, // 9
      { no: 7, quType: 1, content: '好题', option: 'a', isRight: '是' }, // 10
      { option: 'b', isRight: '否' }, // 11
      { no: 7, quType: 1, content: '同号', option: 'c', isRight: 'N' }, // 12: continues No. 7
      { no: 8, quType: 2, content: '多选', option: 'a', isRight: 'Y' }, // 13
      { option: 'b', isRight: 'Y' }, // 14
      { no: 8, quType: 2, content: '续行' }, // 15: blank option cells, same No.: nothing added
      { no: 2, quType: 4, content: '重复题号' }, // 16
    ]);
    const job = await importFile(repo.id, file);
    const errs = job.errors.map((e) => [e.row, e.field, e.message]);
    expect(errs).toEqual([
      [2, 'no', '组合题的子题有错误，整道组合题未导入'],
      [5, 'answer', '配对答案不能为空'],
      [5, 'option', '至少需要2组配对'],
      [6, 'isRight', '是否正确只能填写Y或N（是/否）'],
      [6, 'isRight', '必须有且只有一个正确选项'],
      [8, 'parentNo', '找不到题号为42的组合题'],
      [9, 'quType', '题型无效，应为1-6或99'],
      [16, 'no', '题号2重复'],
    ]);
    // Imported: No. 7 (three options, the same-No. row adds one) and No. 8. Refused: the
    // composite (with both parts), No. 4, No. 5 (stray part), No. 6 and the duplicate No. 2.
    expect(job).toMatchObject({ total: 7, imported: 2, failed: 5 });
    const saved = await p.infra.prisma.question.findMany({
      where: { repoId: repo.id },
      include: { options: { orderBy: { sort: 'asc' } } },
    });
    expect(
      saved.map((q) => [q.content, q.options.map((o) => `${o.content}:${o.isRight}`)]).sort(),
    ).toEqual([
      ['多选', ['a:true', 'b:true']],
      ['好题', ['a:true', 'b:false', 'c:false']],
    ]);
  });

  it('refuses files that are not xlsx (from the bytes), too large, or without a bank', async () => {
    const repo = await createRepo(p);
    const good = await xlsx([{ no: 1, quType: 4, content: '简答' }]);
    expect((await upload(repo.id, Buffer.from('not a spreadsheet'), admin, 'fake.xlsx')).code).toBe(
      13001033,
    );
    // A zip that is not a workbook (a docx-like archive): the template's bytes with the name changed.
    const notWorkbook = Buffer.from(
      good.toString('latin1').replace(/xl\/workbook\.xml/g, 'xl/workbOOk.xml'),
      'latin1',
    );
    expect((await upload(repo.id, notWorkbook)).code).toBe(13001033);
    expect((await upload(repo.id, null)).code).toBe(13001033);
    const big = Buffer.concat([new Uint8Array(good), new Uint8Array(10 * 1024 * 1024)]);
    expect((await upload(repo.id, big)).code).toBe(10010016);
    expect((await upload(null, good)).code).toBe(10010001);
    expect((await upload('missing', good)).code).toBe(60000001);
    const json = await rest(p, '/api/repo/qu/import', { repoId: repo.id }, { token: admin });
    expect(json.code).toBe(13001033);
    expect(await p.infra.prisma.questionJob.count()).toBe(0);
  });

  it('reports a missing header column at row 1 and imports nothing', async () => {
    const repo = await createRepo(p);
    const file = await xlsx(
      [{ no: 1, quType: 4, content: '简答' }],
      HEADER.map((h) => (h === '题干' ? '内容?' : h)),
    );
    const job = await importFile(repo.id, file);
    expect(job).toMatchObject({ state: 'completed', imported: 0, total: 0 });
    expect(job.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [1, 'header', '缺少表头列：题干'],
    ]);
  });

  it('accepts English headers in any column order', async () => {
    const repo = await createRepo(p);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Q');
    ws.addRow(['Content', 'Type', 'No.', 'Option content', 'Right']);
    ws.addRow(['Which?', 'single choice', 1, 'yes', 'y']);
    ws.addRow([null, null, null, 'no', 'n']);
    const job = await importFile(repo.id, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(job).toMatchObject({ imported: 1, failed: 0 });
  });

  it('export then import into an empty bank gives the same questions', async () => {
    const repo = await createRepo(p, '往返', ['第一章', '第二章', '空章节']);
    const [c1, c2] = repo.chapters;
    for (const t of [1, 2, 3, 4, 5, 6, 99]) {
      await saveQuestion(p, admin, {
        ...sampleQuestion(repo.id, t),
        chapterId: t % 2 === 0 ? c1!.id : c2!.id,
        level: t % 2 === 0 ? 2 : 1,
      });
    }
    await saveQuestion(p, admin, {
      repoId: repo.id,
      quType: 1,
      content:
        '<p>带图 <img src="data:image/png;base64,iVBORw0KGgo=" alt="x" /> 与<table><tbody><tr><td>表格</td></tr></tbody></table></p>',
      analysis: '',
      answerList: [
        { content: '', image: '/upload/a.png', isRight: true },
        { content: '<i>文字</i>', image: 'https://cdn.example.com/b.png' },
      ],
    });
    await saveQuestion(p, admin, { repoId: repo.id, quType: 4, content: '没有参考答案的简答题' });
    await saveQuestion(p, admin, {
      repoId: repo.id,
      quType: 99,
      content: '全类型组合题',
      subList: [2, 3, 4, 5, 6].map((t) => {
        const { repoId: _r, ...part } = sampleQuestion(repo.id, t);
        return part;
      }),
    });

    const started = await rest<{ jobId: string }>(
      p,
      '/api/repo/qu/export',
      { repoId: repo.id },
      { token: admin },
    );
    expect(started.code).toBe(0);
    const job = await waitJob(started.data.jobId);
    expect(job).toMatchObject({
      kind: 'export',
      state: 'completed',
      progress: 100,
      total: 10,
      hasResult: true,
      fileName: '往返.xlsx',
    });
    const res = await download(job.id, 'result');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('往返.xlsx'));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect((await readSheet(bytes))[0]).toEqual(HEADER);

    const copy = await createRepo(p, '副本');
    const imported = await importFile(copy.id, bytes);
    expect(imported).toMatchObject({ imported: 10, failed: 0, errors: [] });
    expect(await snapshot(copy.id)).toEqual(await snapshot(repo.id));
    expect(await repoCounts(p, copy.id)).toEqual(await repoCounts(p, repo.id));
  });

  it('the demo bank survives the round trip too (GraphQL export)', async () => {
    await seedDemoBank(p.infra.prisma);
    const started = await gql<{ startQuestionExport: { id: string; state: string; kind: string } }>(
      p,
      'mutation($r: ID!) { startQuestionExport(repoId: $r) { id state kind downloadPath } }',
      { r: 'repo-demo' },
      { token: admin },
    );
    expect(started.data?.startQuestionExport).toMatchObject({ kind: 'export' });
    const job = await waitJob(started.data!.startQuestionExport.id);
    const bytes = Buffer.from(await (await download(job.id, 'result')).arrayBuffer());
    const copy = await createRepo(p, '副本');
    const imported = await importFile(copy.id, bytes);
    expect(imported).toMatchObject({ failed: 0, errors: [] });
    expect(await snapshot(copy.id)).toEqual(await snapshot('repo-demo'));
  });

  it('an empty bank has nothing to export; jobs need their permission', async () => {
    const repo = await createRepo(p);
    expect((await rest(p, '/api/repo/qu/export', { repoId: repo.id }, { token: admin })).code).toBe(
      20010007,
    );
    expect((await rest(p, '/api/repo/qu/export', { repoId: 'nope' }, { token: admin })).code).toBe(
      60000001,
    );
    await saveQuestion(p, admin, sampleQuestion(repo.id, 1));
    const exporter = (await asAdmin(p, { permissions: ['qu:export'] })).token;
    const importer = (await asAdmin(p, { permissions: ['qu:import'] })).token;
    const exp = await rest<{ jobId: string }>(
      p,
      '/api/repo/qu/export',
      { repoId: repo.id },
      { token: exporter },
    );
    expect(exp.code).toBe(0);
    await waitJob(exp.data.jobId);
    expect(
      (await rest(p, '/api/repo/qu/job', { jobId: exp.data.jobId }, { token: importer })).code,
    ).toBe(10010004);
    expect(
      (await rest(p, '/api/repo/qu/job', { jobId: exp.data.jobId }, { token: exporter })).code,
    ).toBe(0);
    expect(
      (
        await rest(
          p,
          '/api/repo/qu/job/download',
          { jobId: exp.data.jobId, kind: 'result' },
          { token: importer },
        )
      ).code,
    ).toBe(10010004);
    expect(
      (
        await rest(
          p,
          '/api/repo/qu/job/download',
          { jobId: exp.data.jobId, kind: 'errors' },
          { token: exporter },
        )
      ).code,
    ).toBe(20010007);
    expect(
      (
        await rest(
          p,
          '/api/repo/qu/job/download',
          { jobId: exp.data.jobId, kind: 'pdf' },
          { token: exporter },
        )
      ).code,
    ).toBe(10010001);
    expect((await rest(p, '/api/repo/qu/job', { jobId: 'nope' }, { token: admin })).code).toBe(
      60000001,
    );
    expect((await rest(p, '/api/repo/qu/import-template', {}, { token: exporter })).code).toBe(
      10010004,
    );
    expect((await upload(repo.id, await xlsx([]), exporter)).code).toBe(10010004);
  });

  it('a job whose bank is gone fails without retrying; a retried import resumes at its cursor', async () => {
    const user = await buildAdmin(p.infra.prisma);
    const token = await tokenFor(p, user.id);
    const file = await xlsx([
      { no: 1, quType: 4, content: '一' },
      { no: 2, quType: 4, content: '二' },
      { no: 3, quType: 4, content: '三' },
    ]);
    const orphan = await p.infra.prisma.questionJob.create({
      data: { kind: 'import', repoId: 'gone', userId: user.id, input: new Uint8Array(file) },
    });
    await expect(
      p.services.questionTransfer.runImport(orphan.id, { final: false }),
    ).rejects.toThrow('DATA_NOT_FOUND');
    const failed = await rest<QuestionJobView>(
      p,
      '/api/repo/qu/job',
      { jobId: orphan.id },
      { token },
    );
    expect(failed.data).toMatchObject({
      state: 'failed',
      failReason: 'DATA_NOT_FOUND',
      failMessage: '数据不存在！',
    });

    const repo = await createRepo(p);
    const resumed = await p.infra.prisma.questionJob.create({
      data: {
        kind: 'import',
        repoId: repo.id,
        userId: user.id,
        input: new Uint8Array(file),
        state: 'active',
        cursor: 1,
        imported: 1,
      },
    });
    await p.services.questionTransfer.runImport(resumed.id, { final: false });
    const done = await p.infra.prisma.questionJob.findUniqueOrThrow({ where: { id: resumed.id } });
    expect(done).toMatchObject({ state: 'completed', cursor: 3, imported: 3, total: 3 });
    expect(
      (await p.infra.prisma.question.findMany({ where: { repoId: repo.id } }))
        .map((q) => q.content)
        .sort(),
    ).toEqual(['三', '二']);
    // Running a finished job again does nothing.
    await p.services.questionTransfer.runImport(resumed.id, { final: false });
    expect(await p.infra.prisma.question.count({ where: { repoId: repo.id } })).toBe(2);
    expect(
      await p.services.questionTransfer.purgeOld(new Date(Date.now() + 8 * 24 * 3600 * 1000)),
    ).toBe(2);
  });
});

describe('question jobs without Redis (BullMQ on PostgreSQL, the embedded default)', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({ runJobs: true, withoutRedis: true });
  });
  afterAll(() => p.stop());

  it('runs an export to completion', async () => {
    await resetDatabase(p);
    const admin = (await asSuperAdmin(p)).token;
    const repo = await createRepo(p);
    await saveQuestion(p, admin, sampleQuestion(repo.id, 99));
    const started = await rest<{ jobId: string }>(
      p,
      '/api/repo/qu/export',
      { repoId: repo.id },
      { token: admin },
    );
    const deadline = Date.now() + 20_000;
    let state = '';
    while (Date.now() < deadline) {
      const res = await rest<QuestionJobView>(
        p,
        '/api/repo/qu/job',
        { jobId: started.data.jobId },
        { token: admin },
      );
      state = res.data.state;
      if (state === 'completed' || state === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toBe('completed');
  });
});
