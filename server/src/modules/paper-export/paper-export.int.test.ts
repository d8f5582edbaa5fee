import { PassThrough } from 'node:stream';
import JSZip from 'jszip';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { buildDepartment, buildUser } from '../../../test/factories/index.ts';
import { assignProctors, buildExamRow, buildPaperRow } from '../../../test/factories/exam.ts';
import { buildQuestion, buildRepo } from '../../../test/factories/question.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { readSheet } from '../../../test/xlsx.ts';
import type { PaperExportJobView } from './paper-export.service.ts';

/** The text of every page of a PDF, as a reader extracts it (CJK through the font's ToUnicode map). */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

describe('paper exports (PDF, zip, results xlsx)', () => {
  let p: Platform;
  let admin: Identity;
  let examId: string;
  let zhangPaperId: string;
  let liPaperId: string;
  let runningPaperId: string;
  let learner: Identity;

  beforeAll(async () => {
    p = await startTestPlatform({ runJobs: true });
  });
  afterAll(() => p.stop());

  beforeEach(async () => {
    await resetDatabase(p);
    const db = p.infra.prisma;
    await buildDepartment(db, 'A01', '教务处');
    admin = await asSuperAdmin(p);
    const repo = await buildRepo(db, '地理题库');
    const single = await buildQuestion(db, repo.id, {
      quType: 1,
      content: '<p>中国的首都是哪里？</p>',
      analysis: '<p>北京是中华人民共和国的首都。</p>',
      options: [{ content: '上海' }, { content: '北京', isRight: true }, { content: '广州' }],
    });
    const short = await buildQuestion(db, repo.id, {
      quType: 4,
      content: '<p>简述考场纪律。</p>',
      options: [{ content: '<p>独立完成，不得交流。</p>', isRight: true }],
    });
    const exam = await buildExamRow(db, {
      title: '期末地理考试',
      totalScore: 20,
      qualifyScore: 12,
    });
    examId = exam.id;
    const [shanghai, beijing] = single.options;
    const zhang = await buildUser(db, { userName: 'zhangsan', realName: '张三', deptCode: 'A01' });
    const li = await buildUser(db, { userName: 'lisi', realName: '李四' });
    learner = await asStudent(p, { userName: 'wangwu', realName: '王五' });
    const items = (right: boolean, shortScore: number) => [
      {
        quId: single.id,
        quType: 1,
        score: 10,
        answer: { optionIds: [right ? beijing!.id : shanghai!.id] },
        isRight: right,
        userScore: right ? 10 : 0,
      },
      {
        quId: short.id,
        quType: 4,
        score: 10,
        answer: { text: '<p>遵守纪律，认真作答。</p>' },
        isRight: false,
        userScore: shortScore,
        comment: '回答基本完整',
      },
    ];
    zhangPaperId = (
      await buildPaperRow(db, {
        examId,
        userId: zhang.id,
        items: items(true, 8),
        objScore: 10,
        subjScore: 8,
        passed: true,
        leaveTimes: 2,
        userTime: 754,
      })
    ).id;
    liPaperId = (
      await buildPaperRow(db, {
        examId,
        userId: li.id,
        items: items(false, 5),
        objScore: 0,
        subjScore: 5,
        passed: false,
      })
    ).id;
    runningPaperId = (
      await buildPaperRow(db, { examId, userId: learner.user.id, state: 0, items: items(true, 0) })
    ).id;
  });

  async function post(path: string, body: unknown, token = admin.token, lang = 'zh') {
    return fetch(`${p.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, 'accept-language': lang },
      body: JSON.stringify(body),
    });
  }

  it('export-pdf answers one paper as a PDF with Chinese text, the key, the score and the comment', async () => {
    const res = await post('/api/paper/paper/export-pdf', { id: zhangPaperId });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const bytes = await res.arrayBuffer();
    // The CJK font is subset: a one-paper PDF is small, not the font's megabytes.
    expect(bytes.byteLength).toBeLessThan(200_000);
    const text = await pdfText(bytes);
    for (const expected of [
      '期末地理考试',
      '张三',
      'zhangsan',
      '教务处',
      '中国的首都是哪里？',
      '北京',
      '【正确答案】',
      '【考生选择】',
      '正确答案: B',
      '遵守纪律，认真作答。',
      '参考答案: 独立完成，不得交流。',
      '回答基本完整',
      '解析: 北京是中华人民共和国的首都。',
      '得分: 18 / 20',
      '切屏次数: 2',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('李四');
  });

  it('export-pdf of an exam writes every handed-in paper, never one being sat', async () => {
    const res = await post(
      '/api/paper/paper/export-pdf',
      { params: { examId } },
      admin.token,
      'en',
    );
    expect(res.status).toBe(200);
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain('张三');
    expect(text).toContain('李四');
    expect(text).toContain("Learner's answer");
    expect(text).not.toContain('王五');

    // A paper still being sat is never exported: its keys must not leave.
    const running = await rest(
      p,
      '/api/paper/paper/export-pdf',
      { id: runningPaperId },
      {
        token: admin.token,
      },
    );
    expect(running.code).toBe(20010007);
  });

  it('export-zip answers a PDF per learner and the results sheet', async () => {
    const res = await post('/api/paper/paper/export-zip', { examId });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual([
      '张三-zhangsan.pdf',
      '成绩汇总.xlsx',
      '李四-lisi.pdf',
    ]);
    const liPdf = await zip.file('李四-lisi.pdf')!.async('arraybuffer');
    const liText = await pdfText(liPdf);
    expect(liText).toContain('李四');
    expect(liText).not.toContain('张三');
    const rows = await readSheet(await zip.file('成绩汇总.xlsx')!.async('nodebuffer'));
    expect(rows[0]).toEqual([
      '账号',
      '姓名',
      '部门',
      '状态',
      '得分',
      '总分',
      '客观题得分',
      '主观题得分',
      '单选题得分',
      '简答题得分',
      '用时(分钟)',
      '是否通过',
      '切屏次数',
      '异常',
      '开始时间',
      '交卷时间',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 13))).toEqual([
      ['lisi', '李四', '', '已完成', '5', '20', '0', '5', '0', '5', '10', '否', '0'],
      ['zhangsan', '张三', '教务处', '已完成', '18', '20', '10', '8', '10', '8', '13', '是', '2'],
    ]);
  });

  it('ends the export with an error when the download is cancelled', async () => {
    const session = await p.services.sessions.resolve(admin.token);
    for (const format of ['pdf', 'zip'] as const) {
      const file = await p.services.paperExport.exportNow(session!, { examId }, format, 'zh');
      const out = new PassThrough();
      out.destroy();
      await expect(file.write(out)).rejects.toThrow();
    }
  });

  it('puts the proctoring snapshots in the paper for holders of exam:watch', async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const db = p.infra.prisma;
    const paper = await db.paper.findUniqueOrThrow({ where: { id: zhangPaperId } });
    const file = await p.services.files.storeGenerated({
      ownerId: paper.userId,
      bytes: jpeg,
      ext: 'jpg',
      mime: 'image/jpeg',
      kind: 1,
      name: 'capture',
      visibility: 'private',
    });
    await db.paperCapture.create({
      data: { paperId: paper.id, examId, userId: paper.userId, fileId: file.id, facePass: true },
    });
    const res = await post('/api/paper/paper/export-pdf', { id: zhangPaperId });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.includes('/Subtype /Image')).toBe(true);
    const text = await pdfText(new Uint8Array(bytes).slice().buffer);
    expect(text).toContain('监考抓拍');
    expect(text).toContain('人脸核验通过');

    // The snapshots are private to the learner and exam:watch: an exporter without it gets none.
    const exporter = await asAdmin(p, { permissions: [PERMISSIONS.paperExport] });
    const plain = Buffer.from(
      await (
        await post('/api/paper/paper/export-pdf', { id: zhangPaperId }, exporter.token)
      ).arrayBuffer(),
    );
    expect(plain.includes('/Subtype /Image')).toBe(false);
    const plainText = await pdfText(new Uint8Array(plain).slice().buffer);
    expect(plainText).toContain('中国的首都是哪里？');
    expect(plainText).not.toContain('监考抓拍');

    // A watcher who is not one of the exam's proctors gets none either; once assigned, they do.
    const watcher = await asAdmin(p, {
      permissions: [PERMISSIONS.paperExport, PERMISSIONS.examWatch],
    });
    await assignProctors(p.infra.prisma, examId, { users: [(await asAdmin(p, {})).user.id] });
    const exportOf = async (token: string) =>
      Buffer.from(
        await (
          await post('/api/paper/paper/export-pdf', { id: zhangPaperId }, token)
        ).arrayBuffer(),
      );
    expect((await exportOf(watcher.token)).includes('/Subtype /Image')).toBe(false);
    await assignProctors(p.infra.prisma, examId, { users: [watcher.user.id] });
    expect((await exportOf(watcher.token)).includes('/Subtype /Image')).toBe(true);
  });

  it('refuses learners and those without paper:export, answering JSON', async () => {
    for (const path of ['/api/paper/paper/export-pdf', '/api/paper/paper/export-zip']) {
      const own = await rest(p, path, { id: runningPaperId, examId }, { token: learner.token });
      expect(own.code).toBe(10010004);
      const others = await rest(p, path, { id: zhangPaperId }, { token: learner.token });
      expect(others.code).toBe(10010004);
      expect(JSON.stringify(others)).not.toContain('北京');
    }
    const marker = await asAdmin(p, {
      permissions: [PERMISSIONS.paperList, PERMISSIONS.paperReview],
    });
    expect(
      (await rest(p, '/api/paper/paper/export-zip', { examId }, { token: marker.token })).code,
    ).toBe(10010004);
    const started = await gql(
      p,
      'mutation($i: StartPaperExportInput!) { startPaperExport(input: $i) { id } }',
      { i: { examId, format: 'zip' } },
      { token: learner.token },
    );
    expect(started.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await p.infra.prisma.paperExportJob.count()).toBe(0);
  });

  const START = `mutation($i: StartPaperExportInput!) {
    startPaperExport(input: $i) { id state format examId }
  }`;
  const JOB = `query($id: ID!) {
    paperExportJob(id: $id) { id state progress total hasResult expired expireTime resultSize fileName downloadPath }
  }`;

  async function waitJob(id: string, token = admin.token) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const res = await gql<{ paperExportJob: PaperExportJobView }>(p, JOB, { id }, { token });
      expect(res.errors).toBeUndefined();
      const job = res.data!.paperExportJob;
      if (job.state === 'completed' || job.state === 'failed') return job;
      if (Date.now() > deadline) throw new Error(`job ${id} still ${job.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('runs a zip export as a job: progress, the job list, a download only for its starter, expiry', async () => {
    const started = await gql<{ startPaperExport: { id: string; state: string } }>(
      p,
      START,
      { i: { examId, format: 'zip' } },
      { token: admin.token },
    );
    expect(started.errors).toBeUndefined();
    const jobId = started.data!.startPaperExport.id;
    const job = await waitJob(jobId);
    expect(job).toMatchObject({ state: 'completed', progress: 100, total: 2, hasResult: true });
    expect(job.expired).toBe(false);
    expect(job.fileName).toMatch(/^期末地理考试-\d{14}\.zip$/);
    expect(job.resultSize).toBeGreaterThan(1000);
    expect(new Date(job.expireTime!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

    const list = await gql<{ paperExportJobs: { total: number; records: Array<{ id: string }> } }>(
      p,
      'query($e: ID) { paperExportJobs(examId: $e) { total records { id } } }',
      { e: examId },
      { token: admin.token },
    );
    expect(list.data!.paperExportJobs).toMatchObject({ total: 1, records: [{ id: jobId }] });

    const res = await post('/api/paper/export/download', { jobId });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    expect(Object.keys(zip.files)).toHaveLength(3);

    // Another holder of paper:export does not see the starter's job.
    const other = await asAdmin(p, { permissions: [PERMISSIONS.paperExport] });
    expect(
      (await rest(p, '/api/paper/export/download', { jobId }, { token: other.token })).code,
    ).toBe(60000001);

    // Once expired the file is refused, then deleted by the purge; the job stays listed.
    const db = p.infra.prisma;
    const row = await db.paperExportJob.findUniqueOrThrow({ where: { id: jobId } });
    await db.paperExportJob.update({
      where: { id: jobId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await rest(p, '/api/paper/export/download', { jobId }, { token: admin.token });
    expect(expired.code).toBe(20010130);
    expect(await db.storedFile.count({ where: { id: row.resultFileId! } })).toBe(1);
    await p.services.paperExport.purgeOld();
    expect(await db.storedFile.count({ where: { id: row.resultFileId! } })).toBe(0);
    const after = await waitJob(jobId);
    expect(after).toMatchObject({ state: 'completed', hasResult: false, expired: true });
  });

  it('refuses a download before the job finishes, and fails a job whose starter lost the permission', async () => {
    const db = p.infra.prisma;
    const running = await db.paperExportJob.create({
      data: { userId: admin.user.id, examId, format: 'pdf', state: 'active', fileName: 'x.pdf' },
    });
    const early = await rest(
      p,
      '/api/paper/export/download',
      { jobId: running.id },
      {
        token: admin.token,
      },
    );
    expect(early.code).toBe(20010131);

    // A job (not queued here) whose starter no longer holds paper:export when it runs.
    const exporter = await asAdmin(p, { permissions: [PERMISSIONS.paperExport] });
    const job = await db.paperExportJob.create({
      data: { userId: exporter.user.id, examId, format: 'pdf', fileName: 'y.pdf' },
    });
    await db.roleMenu.deleteMany({ where: { roleId: exporter.roleId } });
    await expect(p.services.paperExport.runExport(job.id, { final: false })).rejects.toThrow(
      'PERMISSION_DENIED',
    );
    expect(await db.paperExportJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      state: 'failed',
      failReason: 'PERMISSION_DENIED',
      resultFileId: null,
    });
  });

  it("reads someone else's export only with a reason, kept in the audit log (super admins too)", async () => {
    const owner = await asAdmin(p, { permissions: [PERMISSIONS.paperExport] });
    const started = await rest<{ jobId: string }>(
      p,
      '/api/paper/export/start',
      { examId, format: 'results' },
      { token: owner.token },
    );
    expect(started.code, started.msg).toBe(0);
    const jobId = started.data.jobId;
    expect(await waitJob(jobId, owner.token)).toMatchObject({ state: 'completed' });
    // The starter needs no reason.
    expect((await post('/api/paper/export/download', { jobId }, owner.token)).status).toBe(200);

    const colleague = await asAdmin(p, { permissions: [PERMISSIONS.paperExport] });
    const REASONED_JOB =
      'query($id: ID!, $r: String) { paperExportJob(id: $id, reason: $r) { id } }';
    const unknownId = 'cjobdoesnotexist000000000';
    for (const reader of [colleague, admin]) {
      // Without a reason the job answers exactly as one that does not exist, on every path.
      for (const id of [jobId, unknownId]) {
        for (const path of ['/api/paper/export/job', '/api/paper/export/download']) {
          const res = await rest(p, path, { jobId: id }, { token: reader.token });
          expect(res.code, `${path} ${id}`).toBe(60000001);
        }
        const g = await gql(p, REASONED_JOB, { id }, { token: reader.token });
        expect(g.errors?.[0]?.extensions?.legacyCode).toBe(60000001);
      }
      // A reason of a word or two is refused whatever the id.
      for (const id of [jobId, unknownId]) {
        const res = await rest(
          p,
          '/api/paper/export/download',
          { jobId: id, reason: 'why' },
          { token: reader.token },
        );
        expect(res.code).toBe(10010001);
      }
      // A reason does not conjure a job that does not exist.
      const missing = await rest(
        p,
        '/api/paper/export/download',
        { jobId: unknownId, reason: '复核成绩争议' },
        { token: reader.token },
      );
      expect(missing.code).toBe(60000001);
      // Their own list never shows it.
      const mine = await rest<{ total: number }>(
        p,
        '/api/paper/export/jobs',
        {},
        {
          token: reader.token,
        },
      );
      expect(mine.data.total).toBe(0);
    }
    expect(await p.infra.prisma.auditLog.count({ where: { targetId: jobId } })).toBe(0);

    // With a reason: the state over REST and GraphQL, and the file; each read is recorded.
    const reason = 'Reviewing a disputed score for the exam board';
    const status = await rest<PaperExportJobView>(
      p,
      '/api/paper/export/job',
      { jobId, reason },
      { token: colleague.token },
    );
    expect(status.code, status.msg).toBe(0);
    expect(status.data).toMatchObject({ id: jobId, hasResult: true });
    const g = await gql<{ paperExportJob: { id: string } }>(
      p,
      REASONED_JOB,
      { id: jobId, r: '复核成绩争议' },
      { token: admin.token },
    );
    expect(g.errors).toBeUndefined();
    expect(g.data!.paperExportJob.id).toBe(jobId);
    const file = await post('/api/paper/export/download', { jobId, reason }, colleague.token);
    expect(file.status).toBe(200);
    expect((await readSheet(await file.arrayBuffer())).length).toBeGreaterThan(1);

    const rows = await p.infra.prisma.auditLog.findMany({
      where: { targetId: jobId },
      orderBy: { createdAt: 'asc' },
    });
    expect(
      rows.map((r) => [r.actorId, r.action, r.outcome, (r.detail as { reason: string }).reason]),
    ).toEqual([
      [colleague.user.id, '/api/paper/export/job', 'ok', reason],
      [admin.user.id, 'paperExportJob', 'ok', '复核成绩争议'],
      [colleague.user.id, '/api/paper/export/download', 'ok', reason],
    ]);
    expect(rows[0]!.detail).toMatchObject({ ownerId: owner.user.id, transport: 'rest' });
    expect(rows[1]!.detail).toMatchObject({ ownerId: owner.user.id, transport: 'graphql' });

    // A learner gets nothing, reason or not.
    const learnerRead = await rest(
      p,
      '/api/paper/export/download',
      { jobId, reason },
      { token: learner.token },
    );
    expect(learnerRead.code).toBe(10010004);
  });

  it('runs a results export as a job and reports it over REST', async () => {
    const started = await rest<{ jobId: string }>(
      p,
      '/api/paper/export/start',
      { examId, format: 'results', ids: [zhangPaperId, runningPaperId] },
      { token: admin.token, lang: 'en' },
    );
    expect(started.code, started.msg).toBe(0);
    const job = await waitJob(started.data.jobId);
    expect(job).toMatchObject({ state: 'completed', total: 1 });
    const status = await rest<PaperExportJobView>(
      p,
      '/api/paper/export/job',
      { jobId: started.data.jobId },
      { token: admin.token },
    );
    expect(status.data).toMatchObject({ format: 'results', examId, hasResult: true });
    const res = await post('/api/paper/export/download', { jobId: started.data.jobId });
    const rows = await readSheet(await res.arrayBuffer());
    expect(rows[0]!.slice(0, 3)).toEqual(['Account', 'Name', 'Department']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['zhangsan']);
    // Papers of two exams cannot go in one export.
    const db = p.infra.prisma;
    const otherExam = await buildExamRow(db, { title: '另一场考试' });
    const otherPaper = await buildPaperRow(db, { examId: otherExam.id, userId: learner.user.id });
    const mixed = await rest(
      p,
      '/api/paper/export/start',
      { format: 'pdf', ids: [liPaperId, otherPaper.id] },
      { token: admin.token },
    );
    expect(mixed.code).toBe(10010001);
  });
});
