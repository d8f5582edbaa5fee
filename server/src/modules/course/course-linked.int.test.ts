import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { resetDatabase, restOk, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { buildExamRow, buildPaperRow } from '../../../test/factories/exam.ts';
import { buildSingleBank } from '../../../test/factories/question.ts';
import { requiredQuestions } from './course-linked.ts';

type Json = Record<string, unknown>;
interface Goal {
  itemType: number;
  done: number;
  required: number;
  total: number;
  passMark: boolean;
  finished: boolean;
}
interface Opened {
  progress: { finished: boolean };
  goal: Goal | null;
}
interface Detail {
  chapters: Array<{ items: Array<{ id: string; itemType: number }> }>;
  finishedCount: number;
  progress: Array<{ itemId: string; finished: boolean }>;
}

describe('requiredQuestions', () => {
  it("is the course's share of the bank, at least one question, at most all", () => {
    expect(requiredQuestions(10, 100)).toBe(10);
    expect(requiredQuestions(10, 90)).toBe(9);
    expect(requiredQuestions(10, 85)).toBe(9);
    expect(requiredQuestions(3, 1)).toBe(1);
    expect(requiredQuestions(0, 90)).toBe(0);
  });
});

describe('course banks and exams count when practised and passed', () => {
  let p: Platform;
  let sa: Identity;
  let learner: Identity;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    sa = await asSuperAdmin(p);
    learner = await asStudent(p);
  });

  /** A published course open to everyone with one linked item; its id and the item's. */
  async function linkedCourse(item: Json, finishShare = 100) {
    const course = await restOk<Detail & { id: string }>(p, sa.token, '/api/course/course/save', {
      title: 'Linked',
      state: 0,
      finishShare,
      chapters: [{ title: 'One', items: [{ title: 'Linked item', ...item }] }],
    });
    return { courseId: course.id, itemId: course.chapters[0]!.items[0]!.id };
  }

  const open = (itemId: string, token = learner.token) =>
    restOk<Opened>(p, token, '/api/course/progress/open', { itemId });
  const detail = (id: string) =>
    restOk<Detail>(p, learner.token, '/api/course/learner/detail', { id });

  async function practise(repoId: string, quIds: string[], mode = 11) {
    const t = await restOk<{ id: string }>(p, learner.token, '/api/repo/train/start', {
      mode,
      repoId,
      userId: learner.user.id,
      clear: true,
    });
    for (const quId of quIds) {
      // Wrong or right, an answer is practice.
      const q = await p.infra.prisma.questionOption.findFirst({
        where: { quId },
        orderBy: { sort: 'asc' },
      });
      await restOk(p, learner.token, '/api/repo/train/check', {
        trainId: t.id,
        quId,
        optionIds: [q!.id],
      });
    }
  }

  it('a bank item is finished once every question of the bank was answered in practice (opening is not enough)', async () => {
    const { repo, qs } = await buildSingleBank(p.infra.prisma, 3);
    const { courseId, itemId } = await linkedCourse({ itemType: 3, refId: repo.id });

    const first = await open(itemId);
    expect(first.progress.finished).toBe(false);
    expect(first.goal).toEqual({
      itemType: 3,
      done: 0,
      required: 3,
      total: 3,
      passMark: false,
      finished: false,
    });
    expect((await detail(courseId)).finishedCount).toBe(0);

    // Two of three in one run, the same two again in another: still two distinct questions.
    await practise(repo.id, [qs[0]!.id, qs[1]!.id]);
    await practise(repo.id, [qs[1]!.id, qs[0]!.id], 12);
    expect((await open(itemId)).goal).toMatchObject({ done: 2, finished: false });
    expect((await detail(courseId)).finishedCount).toBe(0);

    // Rote mode shows the answers without answering: it does not count.
    await practise(repo.id, [qs[2]!.id], 13);
    expect((await open(itemId)).goal).toMatchObject({ done: 2, finished: false });

    await practise(repo.id, [qs[2]!.id]);
    // The course page counts it without the study page being opened again.
    const after = await detail(courseId);
    expect(after.finishedCount).toBe(1);
    expect(after.progress).toEqual([expect.objectContaining({ itemId, finished: true })]);
    const opened = await open(itemId);
    expect(opened.progress.finished).toBe(true);
    expect(opened.goal).toMatchObject({ done: 3, required: 3, finished: true });
    const list = await restOk<{ records: Array<{ id: string; finishedCount: number }> }>(
      p,
      learner.token,
      '/api/course/learner/paging',
      { current: 1, size: 10 },
    );
    expect(list.records.find((r) => r.id === courseId)?.finishedCount).toBe(1);

    // Another learner's practice is theirs.
    const other = await asStudent(p);
    expect((await open(itemId, other.token)).goal).toMatchObject({ done: 0, finished: false });
  });

  it("a bank item follows the course's finish share of the bank's questions", async () => {
    const { repo, qs } = await buildSingleBank(p.infra.prisma, 4);
    const { itemId } = await linkedCourse({ itemType: 3, refId: repo.id }, 50);
    await practise(repo.id, [qs[3]!.id]);
    expect((await open(itemId)).goal).toMatchObject({ done: 1, required: 2, finished: false });
    await practise(repo.id, [qs[1]!.id]);
    expect((await open(itemId)).goal).toMatchObject({ done: 2, required: 2, finished: true });
  });

  it('an exam item with a pass mark is finished once a paper passed, not when opened, failed or awaiting marking', async () => {
    const exam = await buildExamRow(p.infra.prisma, { qualifyScore: 60 });
    const { courseId, itemId } = await linkedCourse({ itemType: 4, refId: exam.id });
    const userId = learner.user.id;
    expect((await open(itemId)).goal).toMatchObject({
      itemType: 4,
      passMark: true,
      finished: false,
    });
    await buildPaperRow(p.infra.prisma, { examId: exam.id, userId, state: 2, passed: false });
    await buildPaperRow(p.infra.prisma, { examId: exam.id, userId, state: 1, passed: null });
    // A pass marked invalid by a reviewer does not count either.
    await buildPaperRow(p.infra.prisma, {
      examId: exam.id,
      userId,
      state: 2,
      passed: true,
      reviewState: 3,
    });
    expect((await open(itemId)).progress.finished).toBe(false);
    expect((await detail(courseId)).finishedCount).toBe(0);

    await buildPaperRow(p.infra.prisma, { examId: exam.id, userId, state: 2, passed: true });
    expect((await detail(courseId)).finishedCount).toBe(1);
    expect(await open(itemId)).toMatchObject({
      progress: { finished: true },
      goal: { done: 1, finished: true },
    });
  });

  it('an exam item counts a pass a reviewer gave to a paper the score failed', async () => {
    const exam = await buildExamRow(p.infra.prisma, { qualifyScore: 60 });
    const { itemId } = await linkedCourse({ itemType: 4, refId: exam.id });
    await buildPaperRow(p.infra.prisma, {
      examId: exam.id,
      userId: learner.user.id,
      state: 2,
      passed: false,
      reviewState: 1,
    });
    expect((await open(itemId)).progress.finished).toBe(true);
  });

  it('an exam item without a pass mark is finished once a paper was handed in', async () => {
    const exam = await buildExamRow(p.infra.prisma, { qualifyScore: 0 });
    const { itemId } = await linkedCourse({ itemType: 4, refId: exam.id });
    const userId = learner.user.id;
    // Still in the exam, or abandoned: not handed in.
    await buildPaperRow(p.infra.prisma, { examId: exam.id, userId, state: 0 });
    await buildPaperRow(p.infra.prisma, { examId: exam.id, userId, state: 3, passed: null });
    expect((await open(itemId)).goal).toMatchObject({ passMark: false, finished: false });
    // Handed in and awaiting marking is enough.
    await buildPaperRow(p.infra.prisma, { examId: exam.id, userId, state: 1, passed: null });
    expect((await open(itemId)).goal).toMatchObject({ done: 1, finished: true });
  });

  it('the personal centre counts linked items done since the course was last opened', async () => {
    const exam = await buildExamRow(p.infra.prisma, { qualifyScore: 60 });
    const { itemId } = await linkedCourse({ itemType: 4, refId: exam.id });
    await open(itemId);
    await buildPaperRow(p.infra.prisma, {
      examId: exam.id,
      userId: learner.user.id,
      state: 2,
      passed: true,
    });
    const rows = await restOk<Array<{ finishedCount: number; percent: number }>>(
      p,
      learner.token,
      '/api/course/learner/completion',
      {},
    );
    expect(rows).toEqual([expect.objectContaining({ finishedCount: 1, percent: 100 })]);
  });

  describe('documents', () => {
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

    async function documentCourse(bytes: Buffer, mime: string, ext: string, kind: 1 | 3) {
      const file = await p.services.files.storeGenerated({
        ownerId: sa.user.id,
        bytes,
        ext,
        mime,
        kind,
        name: `手册.${ext}`,
        visibility: 'public',
      });
      const course = await restOk<Detail & { id: string }>(p, sa.token, '/api/course/course/save', {
        title: 'Docs',
        state: 0,
        openType: 3,
        userIds: [learner.user.id],
        chapters: [{ title: 'One', items: [{ title: 'Doc', itemType: 2, fileId: file.id }] }],
      });
      return course.chapters[0]!.items[0]!.id;
    }

    const get = (path: string, token: string) => fetch(`${p.url}${path}`, { headers: { token } });

    it('a PDF shows inline from the course address, only for learners of the course, and finishes on open', async () => {
      const itemId = await documentCourse(PDF, 'application/pdf', 'pdf', 3);
      const opened = await restOk<Opened & Json>(p, learner.token, '/api/course/progress/open', {
        itemId,
      });
      expect(opened).toMatchObject({
        documentKind: 'pdf',
        documentUrl: `/api/course/doc/${itemId}`,
        fileName: '手册.pdf',
        progress: { finished: true },
        goal: null,
      });
      const res = await get(`/api/course/doc/${itemId}`, learner.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('content-security-policy')).not.toContain('sandbox');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(Buffer.from(await res.arrayBuffer()).equals(new Uint8Array(PDF))).toBe(true);

      // Outside the course's audience, or not signed in: nothing.
      const outsider = await asStudent(p);
      expect((await get(`/api/course/doc/${itemId}`, outsider.token)).status).toBe(404);
      const anonymous = await fetch(`${p.url}/api/course/doc/${itemId}`);
      expect(anonymous.headers.get('content-type')).not.toBe('application/pdf');
      expect(((await anonymous.json()) as { code: number }).code).toBe(10010002);
    });

    it('an office file is not served inline: it downloads from the file address', async () => {
      const bytes = Buffer.from('PK\u0003\u0004 not really a docx');
      const itemId = await documentCourse(bytes, 'application/octet-stream', 'docx', 3);
      const opened = await restOk<Json>(p, learner.token, '/api/course/progress/open', { itemId });
      expect(opened).toMatchObject({ documentKind: 'file', documentUrl: '' });
      // Downloaded through the course route (the course's audience is the rule).
      expect(opened.fileUrl).toMatch(/^\/api\/course\/media\/.+\/original$/);
      expect((await get(String(opened.fileUrl), learner.token)).status).toBe(200);
      expect((await get(`/api/course/doc/${itemId}`, learner.token)).status).toBe(404);
    });

    it('an image shows inline, sandboxed', async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      const itemId = await documentCourse(png, 'image/png', 'png', 1);
      const opened = await restOk<Json>(p, learner.token, '/api/course/progress/open', { itemId });
      expect(opened).toMatchObject({
        documentKind: 'image',
        documentUrl: `/api/course/doc/${itemId}`,
      });
      const res = await get(`/api/course/doc/${itemId}`, learner.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
    });
  });
});
