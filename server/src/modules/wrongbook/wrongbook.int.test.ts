import 'reflect-metadata';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../../core/database/database.ts';
import { MIGRATIONS_DIR, applyMigrations, readMigrations } from '../../core/database/migrate.ts';
import type { Platform } from '../../platform.ts';
import {
  expectNoIsoTimes,
  gql,
  LEGACY_TIME,
  resetDatabase,
  rest,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asStudent } from '../../../test/identities.ts';
import { buildUser } from '../../../test/factories/index.ts';
import { buildExamRow, buildPaperRow } from '../../../test/factories/exam.ts';
import {
  EVERY_TYPE,
  buildBankOfEveryType,
  buildQuestion,
  buildRepo,
  type BuiltQuestion,
} from '../../../test/factories/question.ts';
import { plainText, recordWrongBookAnswers } from './wrongbook.service.ts';
import { sqlOn } from '../../core/database/hot-sql.ts';

type Json = Record<string, unknown>;

describe('wrong-answer book', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  const ok = <T = Json>(token: string, path: string, body: unknown = {}, lang?: 'zh' | 'en') =>
    restOk<T>(p, token, path, body, lang);

  async function start(token: string, body: Json) {
    return ok<Json & { id: string }>(token, '/api/repo/train/start', body);
  }

  /** Checks one single-choice question right or wrong in the given training. */
  async function answer(token: string, trainId: string, q: BuiltQuestion, right: boolean) {
    const opt = q.options.find((o) => o.isRight === right);
    return ok<Json>(token, '/api/repo/train/check', { trainId, quId: q.id, optionIds: [opt?.id] });
  }

  /** A learner and three single-choice questions of one bank, with `wrong` recording a mistake. */
  async function threeQuestions() {
    const { user, token } = await asStudent(p);
    const db = p.infra.prisma;
    const repo = await buildRepo(db);
    const [a, b, c] = [
      await buildQuestion(db, repo.id, EVERY_TYPE.single),
      await buildQuestion(db, repo.id, EVERY_TYPE.single),
      await buildQuestion(db, repo.id, EVERY_TYPE.single),
    ];
    const wrong = (q: BuiltQuestion, examId: string | null) =>
      p.services.wrongBook.recordAnswer({
        userId: user.id,
        quId: q.id,
        repoId: repo.id,
        examId,
        isRight: false,
      });
    return { user, token, db, repo, a, b, c, wrong };
  }

  function entry(userId: string, quId: string) {
    return p.infra.prisma.wrongBookEntry.findUnique({ where: { userId_quId: { userId, quId } } });
  }

  /** The exams of a book entry, as examId -> wrongCount. */
  async function examsOf(userId: string, quId: string) {
    const rows = await p.infra.prisma.wrongBookExam.findMany({ where: { userId, quId } });
    return Object.fromEntries(rows.map((r) => [r.examId, r.wrongCount]));
  }

  /** The quIds the caller's book lists (REST), sorted; params as /api/book/qu/paging takes them. */
  async function listed(token: string, params: Json = {}) {
    const page = await ok<{ records: Array<{ quId: string }> }>(token, '/api/book/qu/paging', {
      current: 1,
      size: 50,
      params,
    });
    return page.records.map((r) => r.quId).sort();
  }

  it('records wrong answers and removes a question after two right answers in a row', async () => {
    const { user, token } = await asStudent(p);
    const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
    const practise = async (right: boolean) => {
      const t = await start(token, { mode: 12, repoId: repo.id, clear: true });
      await answer(token, t.id, qs.single, right);
    };
    await practise(false);
    const first = await entry(user.id, qs.single.id);
    expect(first).toMatchObject({ repoId: repo.id, wrongCount: 1, rightStreak: 0 });
    expect(await examsOf(user.id, qs.single.id)).toEqual({});
    await practise(false);
    expect(await entry(user.id, qs.single.id)).toMatchObject({ wrongCount: 2, rightStreak: 0 });
    expect((await entry(user.id, qs.single.id))?.lastWrongAt.getTime()).toBeGreaterThanOrEqual(
      first?.lastWrongAt.getTime() ?? 0,
    );
    await practise(true);
    expect(await entry(user.id, qs.single.id)).toMatchObject({ wrongCount: 2, rightStreak: 1 });
    // A wrong answer breaks the streak.
    await practise(false);
    expect(await entry(user.id, qs.single.id)).toMatchObject({ wrongCount: 3, rightStreak: 0 });
    await practise(true);
    expect(await entry(user.id, qs.single.id)).toMatchObject({ rightStreak: 1 });
    await practise(true);
    expect(await entry(user.id, qs.single.id)).toBeNull();
    // A right answer on a question not in the book records nothing.
    await practise(true);
    expect(await p.infra.prisma.wrongBookEntry.count()).toBe(0);
  });

  it('records composites as a whole, never subjective or rote answers', async () => {
    const { user, token } = await asStudent(p);
    const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
    const t = await start(token, { mode: 11, repoId: repo.id });
    const [part1, part2] = qs.composite.subs as [BuiltQuestion, BuiltQuestion];
    await ok(token, '/api/repo/train/check', {
      trainId: t.id,
      quId: qs.composite.id,
      sub: {
        [part1.id]: { optionIds: [part1.options[1]?.id] },
        [part2.id]: { blanks: ['secretpart'] },
      },
    });
    await ok(token, '/api/repo/train/check', {
      trainId: t.id,
      quId: qs.short.id,
      text: 'anything',
    });
    const rote = await start(token, { mode: 13, repoId: repo.id });
    await answer(token, rote.id, qs.single, false);
    const rows = await p.infra.prisma.wrongBookEntry.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => r.quId)).toEqual([qs.composite.id]);
  });

  it('recordAnswer works inside a caller transaction and keeps the exam of a wrong answer', async () => {
    const user = await buildUser(p.infra.prisma);
    const repo = await buildRepo(p.infra.prisma);
    const q = await buildQuestion(p.infra.prisma, repo.id, EVERY_TYPE.single);
    const input = {
      userId: user.id,
      quId: q.id,
      repoId: repo.id,
      examId: 'exam-1',
      isRight: false,
    };
    await expect(
      p.infra.prisma.$transaction(async (tx) => {
        expect(await p.services.wrongBook.recordAnswer(input, tx)).toBe('added');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await entry(user.id, q.id)).toBeNull();
    await p.infra.prisma.$transaction(async (tx) => {
      expect(await p.services.wrongBook.recordAnswer(input, tx)).toBe('added');
    });
    expect(await entry(user.id, q.id)).toMatchObject({ wrongCount: 1 });
    expect(await examsOf(user.id, q.id)).toEqual({ 'exam-1': 1 });
    // A later wrong answer from training keeps the exam link; subjective verdicts record nothing.
    const rec = p.services.wrongBook;
    expect(await rec.recordAnswer({ ...input, examId: null })).toBe('counted');
    expect(await rec.recordAnswer({ ...input, isRight: null })).toBe('none');
    expect(await entry(user.id, q.id)).toMatchObject({ wrongCount: 2 });
    expect(await examsOf(user.id, q.id)).toEqual({ 'exam-1': 1 });
    expect(await rec.recordAnswer({ ...input, isRight: true })).toBe('streak');
    expect(await rec.recordAnswer({ ...input, isRight: true })).toBe('removed');
    expect(await examsOf(user.id, q.id)).toEqual({});
    expect(await rec.recordAnswer({ ...input, isRight: true })).toBe('none');
  });

  it('records a whole hand-in at once: added, counted, streak, removed and untouched', async () => {
    const user = await buildUser(p.infra.prisma);
    const other = await buildUser(p.infra.prisma);
    const bank = await buildBankOfEveryType(p.infra.prisma, 'Batch');
    const { single, multiple, trueFalse: judge, fill, matching } = bank.qs;
    const one = (quId: string, isRight: boolean, userId = user.id) =>
      p.services.wrongBook.recordAnswer({ userId, quId, repoId: bank.repo.id, isRight });
    await one(multiple.id, false); // in the book: a wrong answer counts it again
    await one(judge.id, false); // in the book: a right answer starts its streak
    await one(fill.id, false);
    await one(fill.id, true); // one right answer already: the next removes it
    await one(single.id, false, other.id); // another learner's entry is not touched
    const outcomes = await p.infra.prisma.$transaction((tx) =>
      recordWrongBookAnswers(sqlOn(tx), {
        userId: user.id,
        examId: 'exam-7',
        answers: [
          { quId: single.id, repoId: bank.repo.id, isRight: false },
          { quId: multiple.id, repoId: bank.repo.id, isRight: false },
          { quId: judge.id, repoId: bank.repo.id, isRight: true },
          { quId: fill.id, repoId: bank.repo.id, isRight: true },
          { quId: matching.id, repoId: bank.repo.id, isRight: true },
          { quId: bank.qs.short.id, repoId: bank.repo.id, isRight: null },
        ],
      }),
    );
    expect(Object.fromEntries(outcomes)).toEqual({
      [single.id]: 'added',
      [multiple.id]: 'counted',
      [judge.id]: 'streak',
      [fill.id]: 'removed',
    });
    expect(await entry(user.id, single.id)).toMatchObject({ wrongCount: 1, rightStreak: 0 });
    expect(await entry(user.id, multiple.id)).toMatchObject({ wrongCount: 2, rightStreak: 0 });
    expect(await entry(user.id, judge.id)).toMatchObject({ wrongCount: 1, rightStreak: 1 });
    expect(await entry(user.id, fill.id)).toBeNull();
    expect(await entry(user.id, matching.id)).toBeNull();
    expect(await entry(user.id, bank.qs.short.id)).toBeNull();
    expect(await examsOf(user.id, single.id)).toEqual({ 'exam-7': 1 });
    expect(await examsOf(user.id, multiple.id)).toEqual({ 'exam-7': 1 });
    expect(await entry(other.id, single.id)).toMatchObject({ wrongCount: 1 });
  });

  it('lists banks and questions of the book (REST and GraphQL), only the caller’s', async () => {
    const { user, token } = await asStudent(p);
    const other = await asStudent(p);
    const physics = await buildBankOfEveryType(p.infra.prisma, 'Physics 101');
    const chem = await buildBankOfEveryType(p.infra.prisma, 'Chemistry');
    const svc = p.services.wrongBook;
    // The lists go by the latest mistake first: keep each mistake in a millisecond of its own.
    const wrong = async (userId: string, q: BuiltQuestion, examId?: string) => {
      await svc.recordAnswer({ userId, quId: q.id, repoId: q.repoId, examId, isRight: false });
      await new Promise((resolve) => setTimeout(resolve, 3));
    };
    await wrong(user.id, physics.qs.single);
    await wrong(user.id, physics.qs.single);
    await wrong(user.id, physics.qs.fill, 'exam-9');
    await wrong(user.id, chem.qs.matching);
    await wrong(other.user.id, chem.qs.single);
    // An entry whose question was deleted is not listed.
    const gone = await buildQuestion(p.infra.prisma, chem.repo.id, EVERY_TYPE.single);
    await wrong(user.id, gone);
    await p.infra.prisma.question.delete({ where: { id: gone.id } });

    const repos = await ok<{ total: number; records: Json[] }>(token, '/api/book/repo/paging', {
      current: 1,
      size: 10,
    });
    expect(repos.total).toBe(2);
    expect(repos.records).toEqual([
      expect.objectContaining({
        repoId: chem.repo.id,
        repoId_dictText: 'Chemistry',
        quCount: 1,
        wrongCount: 1,
      }),
      expect.objectContaining({
        repoId: physics.repo.id,
        repoTitle: 'Physics 101',
        quCount: 2,
        wrongCount: 3,
      }),
    ]);
    const filtered = await ok<{ total: number; records: Json[] }>(token, '/api/book/repo/paging', {
      params: { title: 'physics' },
    });
    expect(filtered.records.map((r) => r.repoId)).toEqual([physics.repo.id]);

    const qs = await ok<{ total: number; records: Json[] }>(token, '/api/book/qu/paging', {
      current: 1,
      size: 10,
      params: { repoId: physics.repo.id },
    });
    expect(qs.total).toBe(2);
    expect(qs.records[0]).toMatchObject({
      id: physics.qs.fill.id,
      quId: physics.qs.fill.id,
      quType: 5,
      title: 'The capital of China is ___ and HTTP stands for ___',
      content: EVERY_TYPE.fill.content,
      repoId_dictText: 'Physics 101',
      examId: 'exam-9',
      wrongCount: 1,
      rightStreak: 0,
    });
    expect(qs.records[1]).toMatchObject({
      quId: physics.qs.single.id,
      wrongCount: 2,
      examId: null,
    });
    expect(qs.records[0]?.lastWrongAt).toMatch(LEGACY_TIME);
    expectNoIsoTimes(qs);
    expectNoIsoTimes(repos);
    // No answer key in the book's list.
    expect(JSON.stringify(qs)).not.toMatch(/SECRET|ANALYSIS|isRight/);
    const byExam = await ok<{ records: Json[] }>(token, '/api/book/qu/paging', {
      params: { examId: 'exam-9' },
    });
    expect(byExam.records.map((r) => r.quId)).toEqual([physics.qs.fill.id]);
    const byText = await ok<{ records: Json[] }>(token, '/api/book/qu/paging', {
      params: { title: 'ANIMAL' },
    });
    expect(byText.records.map((r) => r.quId)).toEqual([chem.qs.matching.id]);
    const paged = await ok<{ records: Json[]; pages: number; total: number }>(
      token,
      '/api/book/qu/paging',
      {
        current: 2,
        size: 2,
      },
    );
    expect(paged).toMatchObject({ total: 3, pages: 2 });
    expect(paged.records).toHaveLength(1);

    const res = await gql<{ wrongBookRepos: Json; wrongBookQuestions: Json }>(
      p,
      `query B($q: WrongBookQuestionPageInput) {
        wrongBookRepos { total records { repoId repoTitle quCount wrongCount lastWrongAt } }
        wrongBookQuestions(input: $q) { total pages records { quId quType title repoTitle examId wrongCount rightStreak lastWrongAt } }
      }`,
      { q: { repoId: chem.repo.id } },
      { token: other.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.wrongBookRepos).toMatchObject({
      total: 1,
      records: [{ repoId: chem.repo.id, quCount: 1 }],
    });
    expect(res.data?.wrongBookQuestions).toMatchObject({
      total: 1,
      records: [{ quId: chem.qs.single.id, quType: 1, repoTitle: 'Chemistry', wrongCount: 1 }],
    });
  });

  it('practises the book as a training; two right answers in a row clear a question', async () => {
    const { user, token } = await asStudent(p);
    const physics = await buildBankOfEveryType(p.infra.prisma, 'Physics');
    const chem = await buildBankOfEveryType(p.infra.prisma, 'Chemistry');
    const empty = await ok<Json>(token, '/api/book/repo/paging');
    expect(empty).toMatchObject({ total: 0, records: [] });
    const none = await rest(p, '/api/book/train/start', { mode: 11 }, { token });
    expect(none.code).toBe(20010012);

    // Get three questions wrong (single, true/false in physics; single in chem).
    const bankRun = await start(token, { mode: 11, repoId: physics.repo.id });
    await answer(token, bankRun.id, physics.qs.single, false);
    await answer(token, bankRun.id, physics.qs.trueFalse, false);
    await ok(token, '/api/repo/train/check', {
      trainId: bankRun.id,
      quId: physics.qs.multiple.id,
      optionIds: physics.qs.multiple.options.filter((o) => o.isRight).map((o) => o.id),
    });
    const chemRun = await start(token, { mode: 11, repoId: chem.repo.id });
    await answer(token, chemRun.id, chem.qs.single, false);

    const book = await ok<Json & { id: string }>(token, '/api/book/train/start', { mode: 11 });
    expect(book).toMatchObject({
      kind: 2,
      repoId: null,
      total: 3,
      repoId_dictText: '错题本',
      state: 0,
    });
    const card = await ok<{ items: Array<{ quId: string }> }>(token, '/api/repo/train/card', {
      id: book.id,
    });
    // Latest mistake first.
    expect(card.items.map((i) => i.quId)).toEqual([
      chem.qs.single.id,
      physics.qs.trueFalse.id,
      physics.qs.single.id,
    ]);
    // Continue: the same training; the kind flag on the common start path reaches it too.
    expect((await start(token, { mode: 11, kind: 2 })).id).toBe(book.id);
    // A bank training of the same mode is a different one.
    expect((await start(token, { mode: 11, repoId: physics.repo.id })).id).toBe(bankRun.id);

    // Limited to one bank, in English.
    const physicsBook = await rest<Json>(
      p,
      '/api/book/train/start',
      { mode: 12, repoId: physics.repo.id },
      { token, lang: 'en' },
    );
    expect(physicsBook.data).toMatchObject({
      kind: 2,
      repoId: physics.repo.id,
      total: 2,
      repoId_dictText: 'Wrong-answer book - Physics',
      mode_dictText: 'Random practice',
    });

    // Practising the book: qu-detail hides the key as usual, check feeds the book.
    const view = await ok<Json>(token, '/api/repo/train/qu-detail', {
      trainId: book.id,
      quId: physics.qs.single.id,
    });
    expect(JSON.stringify(view)).not.toMatch(/isRight|analysis/);
    await answer(token, book.id, physics.qs.single, true);
    await answer(token, book.id, chem.qs.single, true);
    await answer(token, book.id, physics.qs.trueFalse, false);
    expect(await entry(user.id, physics.qs.single.id)).toMatchObject({ rightStreak: 1 });
    expect(await entry(user.id, physics.qs.trueFalse.id)).toMatchObject({
      wrongCount: 2,
      rightStreak: 0,
    });
    // A second round (GraphQL, clear): the second right answer in a row removes the question.
    const second = await gql<{
      startTraining: { id: string; kind: number; total: number; title: string };
    }>(
      p,
      'mutation { startTraining(input: { mode: 11, kind: 2, clear: true }) { id kind total title } }',
      {},
      { token },
    );
    expect(second.errors).toBeUndefined();
    const round2 = second.data?.startTraining;
    expect(round2).toMatchObject({ kind: 2, total: 3, title: '错题本' });
    await answer(token, round2?.id ?? '', physics.qs.single, true);
    await answer(token, round2?.id ?? '', chem.qs.single, true);
    expect(await entry(user.id, physics.qs.single.id)).toBeNull();
    expect(await entry(user.id, chem.qs.single.id)).toBeNull();
    const left = await ok<{ records: Json[] }>(token, '/api/book/qu/paging');
    expect(left.records.map((r) => r.quId)).toEqual([physics.qs.trueFalse.id]);
    // The finished first round shows in the history with the book's title.
    const history = await ok<{ records: Json[] }>(token, '/api/repo/train/paging', {
      params: { kind: 2 },
    });
    expect(history.records.map((r) => r.kind)).toEqual([2, 2, 2]);
    expect(history.records.find((r) => r.id === book.id)?.state).toBe(1);
    expect(history.records[0]?.id).toBe(round2?.id);
  });

  it('hides mistakes from an exam until that exam shows its answers', async () => {
    const { user, token } = await asStudent(p);
    const repo = await buildRepo(p.infra.prisma);
    const db = p.infra.prisma;
    const hour = 3600_000;
    const never = await buildExamRow(db, { answerDisplay: 0 });
    const afterEnd = await buildExamRow(db, { answerDisplay: 2 });
    const afterHandIn = await buildExamRow(db, { answerDisplay: 1 });
    const ended = await buildExamRow(db, {
      answerDisplay: 2,
      startTime: new Date(Date.now() - 3 * hour),
      endTime: new Date(Date.now() - hour),
    });
    const byExam = new Map<string, string>();
    for (const exam of [never, afterEnd, afterHandIn, ended]) {
      const q = await buildQuestion(db, repo.id, EVERY_TYPE.single);
      byExam.set(exam.id, q.id);
      await p.services.wrongBook.recordAnswer({
        userId: user.id,
        quId: q.id,
        repoId: repo.id,
        examId: exam.id,
        isRight: false,
      });
    }
    const visible = [byExam.get(afterHandIn.id), byExam.get(ended.id)].sort();
    const listed = await ok<{ records: Array<{ quId: string }> }>(token, '/api/book/qu/paging', {
      current: 1,
      size: 50,
    });
    const gqlListed = await gql<{ wrongBookQuestions: { records: Array<{ quId: string }> } }>(
      p,
      `query { wrongBookQuestions(input: { size: 50 }) { records { quId } } }`,
      {},
      { token },
    );
    const ids = (gqlListed.data?.wrongBookQuestions.records ?? []).map((r) => r.quId).sort();
    expect(ids).toEqual(visible);
    expect(listed.records.map((r) => r.quId).sort()).toEqual(visible);
    // Practising the book draws only the visible ones.
    expect((await p.services.wrongBook.practiceQuestionIds(db, user.id, null)).sort()).toEqual(
      visible,
    );
    // Once the window of the "after the end" exam closes, its mistake shows up.
    await db.exam.update({
      where: { id: afterEnd.id },
      data: { startTime: new Date(Date.now() - 2 * hour), endTime: new Date(Date.now() - 1000) },
    });
    const later = await p.services.wrongBook.practiceQuestionIds(db, user.id, null);
    expect(later).toContain(byExam.get(afterEnd.id));
    expect(later).not.toContain(byExam.get(never.id));
  });

  it('holds the book (20010002) while the learner sits an exam, and lists it again after the hand-in', async () => {
    const { user, token, db, a, b, wrong } = await threeQuestions();
    await wrong(a, null);
    await wrong(b, null);
    const exam = await buildExamRow(db);
    const paper = await buildPaperRow(db, { examId: exam.id, userId: user.id, state: 0 });
    const EXAM_IN_PROGRESS = 20010002;
    for (const path of ['/api/book/qu/paging', '/api/book/repo/paging']) {
      const res = await rest(p, path, {}, { token });
      expect(res.code, path).toBe(EXAM_IN_PROGRESS);
      expect(res.data, path).toBeNull();
    }
    for (const query of [
      'query { wrongBookQuestions { records { quId } } }',
      'query { wrongBookRepos { records { repoId } } }',
    ]) {
      const res = await gql(p, query, {}, { token });
      expect(res.errors?.[0]?.extensions, query).toMatchObject({ legacyCode: EXAM_IN_PROGRESS });
      expect(JSON.stringify(res.data ?? null), query).not.toContain(a.id);
    }
    await db.paper.update({ where: { id: paper.id }, data: { state: 2, handedAt: new Date() } });
    const listed = await ok<{ records: Json[] }>(token, '/api/book/qu/paging');
    expect(listed.records.map((r) => r.quId).sort()).toEqual([a.id, b.id].sort());
  });

  it('lists a question under every exam it was got wrong in, until two right answers clear it', async () => {
    const { user, token } = await asStudent(p);
    const db = p.infra.prisma;
    const repo = await buildRepo(db);
    const [x, y] = [await buildExamRow(db), await buildExamRow(db)];
    const [a, b, c] = [
      await buildQuestion(db, repo.id, EVERY_TYPE.single),
      await buildQuestion(db, repo.id, EVERY_TYPE.single),
      await buildQuestion(db, repo.id, EVERY_TYPE.single),
    ];
    // As exam hand-in records them: inside its transaction.
    const handIn = (examId: string | null, verdicts: Array<[BuiltQuestion, boolean]>) =>
      db.$transaction(async (tx) => {
        for (const [q, isRight] of verdicts) {
          await p.services.wrongBook.recordAnswer(
            { userId: user.id, quId: q.id, repoId: repo.id, examId, isRight },
            tx,
          );
        }
      });
    await handIn(x.id, [
      [a, false],
      [b, false],
      [c, true],
    ]);
    await handIn(y.id, [
      [a, false],
      [c, false],
    ]);
    await handIn(null, [[b, false]]); // training
    expect(await listed(token, { examId: x.id })).toEqual([a.id, b.id].sort());
    expect(await listed(token, { examId: y.id })).toEqual([a.id, c.id].sort());
    expect(await listed(token)).toEqual([a.id, b.id, c.id].sort());
    expect(await examsOf(user.id, a.id)).toEqual({ [x.id]: 1, [y.id]: 1 });
    expect(await examsOf(user.id, b.id)).toEqual({ [x.id]: 1 });
    expect(await entry(user.id, a.id)).toMatchObject({ wrongCount: 2 });

    // examId of a record: the exam of its latest wrong answer in an exam (GraphQL and REST).
    const res = await gql<{ wrongBookQuestions: { total: number; records: Json[] } }>(
      p,
      `query X($q: WrongBookQuestionPageInput) {
        wrongBookQuestions(input: $q) { total records { quId examId wrongCount } }
      }`,
      { q: { examId: x.id } },
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.wrongBookQuestions.total).toBe(2);
    const byId = new Map(res.data?.wrongBookQuestions.records.map((r) => [r.quId, r]));
    expect(byId.get(a.id)).toMatchObject({ examId: y.id, wrongCount: 2 });
    expect(byId.get(b.id)).toMatchObject({ examId: x.id, wrongCount: 2 });

    // Wrong again in X counts that exam; the list of X still has a.
    await handIn(x.id, [[a, false]]);
    expect(await examsOf(user.id, a.id)).toEqual({ [x.id]: 2, [y.id]: 1 });
    // Two right answers in a row take a out of the book and out of both exams' lists.
    await handIn(null, [[a, true]]);
    expect(await listed(token, { examId: y.id })).toEqual([a.id, c.id].sort());
    await handIn(y.id, [[a, true]]);
    expect(await entry(user.id, a.id)).toBeNull();
    expect(await examsOf(user.id, a.id)).toEqual({});
    expect(await listed(token, { examId: x.id })).toEqual([b.id]);
    expect(await listed(token, { examId: y.id })).toEqual([c.id]);
    // Got wrong again later (in training), it comes back without its old exams.
    await handIn(null, [[a, false]]);
    expect(await listed(token, { examId: x.id })).toEqual([b.id]);
    expect(await listed(token)).toEqual([a.id, b.id, c.id].sort());
  });

  it('practises only the questions got wrong in one exam (kind 2 with examId)', async () => {
    const { token, db, repo, a, b, c, wrong } = await threeQuestions();
    const [x, y] = [await buildExamRow(db), await buildExamRow(db)];
    await wrong(a, x.id);
    await wrong(b, y.id);
    await wrong(c, null);
    const itemsOf = async (trainId: string) =>
      (await db.trainingItem.findMany({ where: { trainingId: trainId } }))
        .map((i) => i.quId)
        .sort();

    const ofX = await start(token, { kind: 2, mode: 11, examId: x.id });
    expect(ofX).toMatchObject({ kind: 2, examId: x.id, total: 1, title: `错题本 - ${x.title}` });
    expect(await itemsOf(ofX.id)).toEqual([a.id]);
    // Continuing finds the same run; the whole book and exam Y are runs of their own.
    expect((await start(token, { kind: 2, mode: 11, examId: x.id })).id).toBe(ofX.id);
    const all = await start(token, { kind: 2, mode: 11 });
    expect(all.id).not.toBe(ofX.id);
    expect(await itemsOf(all.id)).toEqual([a.id, b.id, c.id].sort());
    const ofY = await gql<{ startTraining: { id: string; examId: string; total: number } }>(
      p,
      `mutation($input: StartTrainingInput!) { startTraining(input: $input) { id examId total } }`,
      { input: { kind: 2, mode: 11, examId: y.id } },
      { token },
    );
    expect(ofY.errors).toBeUndefined();
    expect(ofY.data?.startTraining).toMatchObject({ examId: y.id, total: 1 });
    expect(await itemsOf(ofY.data!.startTraining.id)).toEqual([b.id]);

    // An exam with no mistakes left: nothing to practise; an exam filter on a bank run: refused.
    const z = await buildExamRow(db);
    const none = await rest(
      p,
      '/api/repo/train/start',
      { kind: 2, mode: 11, examId: z.id },
      { token },
    );
    expect(none.code).toBe(20010012);
    const bank = await rest(
      p,
      '/api/repo/train/start',
      { kind: 1, mode: 11, repoId: repo.id, examId: x.id },
      { token },
    );
    expect(bank.code).toBe(10010001);
  });

  it('hides a question while any exam it was got wrong in hides its answers', async () => {
    const { user, token, db, repo, a, b, c, wrong } = await threeQuestions();
    const hour = 3600_000;
    // X shows answers after its window (still open); Y right after hand-in; N never.
    const x = await buildExamRow(db, { answerDisplay: 2 });
    const y = await buildExamRow(db, { answerDisplay: 1 });
    const n = await buildExamRow(db, { answerDisplay: 0 });
    await wrong(a, x.id);
    await wrong(a, y.id); // the latest mistake is in an exam that shows its answers
    await wrong(b, n.id);
    await wrong(b, null); // ... or in training
    await wrong(c, y.id);
    expect(await listed(token)).toEqual([c.id]);
    expect(await listed(token, { examId: y.id })).toEqual([c.id]);
    expect(await listed(token, { examId: x.id })).toEqual([]);
    expect(await listed(token, { examId: n.id })).toEqual([]);
    expect(await p.services.wrongBook.practiceQuestionIds(db, user.id, null)).toEqual([c.id]);
    const repos = await ok<{ records: Json[] }>(token, '/api/book/repo/paging');
    expect(repos.records).toEqual([expect.objectContaining({ repoId: repo.id, quCount: 1 })]);

    // Once X's window has ended, a shows up everywhere; b stays hidden (N never shows answers).
    await db.exam.update({
      where: { id: x.id },
      data: { startTime: new Date(Date.now() - 2 * hour), endTime: new Date(Date.now() - 1000) },
    });
    expect(await listed(token)).toEqual([a.id, c.id].sort());
    expect(await listed(token, { examId: x.id })).toEqual([a.id]);
    expect(await listed(token, { examId: y.id })).toEqual([a.id, c.id].sort());
    expect((await p.services.wrongBook.practiceQuestionIds(db, user.id, null)).sort()).toEqual(
      [a.id, c.id].sort(),
    );
  });

  it('migration wrongbook_exams moves WrongBookEntry.examId and the papers’ exams over', async () => {
    const target = (await readMigrations()).find((m) => m.name.endsWith('_wrongbook_exams'));
    expect(target).toBeDefined();
    const before = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'wrongbook-mig-')), 'm');
    for (const m of await readMigrations()) {
      if (m.name >= (target?.name ?? '')) continue;
      await fs.cp(path.join(MIGRATIONS_DIR, m.name), path.join(before, m.name), {
        recursive: true,
      });
    }
    const serverUrl = inject('databaseUrl');
    const name = uniqueDatabaseName('examhall_wrongbook_mig');
    const url = await createDatabase(serverUrl, name);
    const c = new pg.Client({ connectionString: url });
    try {
      await applyMigrations(url, { migrationsDir: before });
      await c.connect();
      const day = 86_400_000;
      const t0 = Date.parse('2026-11-20T10:00:00Z');
      const at = (ms: number) => new Date(t0 + ms);
      await c.query(
        `INSERT INTO "Exam" (id, title, "startTime", "endTime", "totalTime", "updatedAt")
         SELECT id, id, $1, $1, 30, $1 FROM unnest($2::text[]) AS id`,
        [at(-30 * day), ['X', 'Y', 'Z', 'W', 'V']],
      );
      const entries: Array<[string, string, string | null, Date, Date]> = [
        // userId, quId, examId (the latest exam), createdAt, lastWrongAt
        ['u1', 'q1', 'Y', at(-10 * day), at(0)],
        ['u1', 'q2', 'gone', at(-3 * day), at(-3 * day)],
        ['u1', 'q3', 'X', at(-day), at(-day)],
        ['u2', 'q1', null, at(-day), at(-day)],
      ];
      for (const [userId, quId, examId, createdAt, lastWrongAt] of entries) {
        await c.query(
          `INSERT INTO "WrongBookEntry" ("userId", "quId", "repoId", "examId", "wrongCount",
             "createdAt", "lastWrongAt", "updatedAt") VALUES ($1, $2, 'r', $3, 5, $4, $5, $5)`,
          [userId, quId, examId, createdAt, lastWrongAt],
        );
      }
      const papers: Array<[string, string, Date, string, boolean, boolean]> = [
        // examId, userId, handedAt, quId, answered, isRight
        ['X', 'u1', at(-5 * day), 'q1', true, false],
        ['X', 'u1', at(-2 * day), 'q1', true, false],
        ['Y', 'u1', at(-3600_000), 'q1', true, false],
        ['Z', 'u1', at(-20 * day), 'q1', true, false], // before the entry: cleared since
        ['W', 'u1', at(-4 * day), 'q1', true, true], // right
        ['V', 'u1', at(-4 * day), 'q1', false, false], // unanswered
        ['X', 'u1', at(-day - 20_000), 'q3', true, false], // the hand-in that created the entry
      ];
      for (const [i, [examId, userId, handedAt, quId, answered, isRight]] of papers.entries()) {
        await c.query(
          `INSERT INTO "Paper" (id, "examId", "userId", state, deadline, "handedAt", "quCount",
             "totalScore", "qualifyScore", "updatedAt") VALUES ($1, $2, $3, 2, $4, $4, 1, 1, 1, $4)`,
          [`p${i}`, examId, userId, handedAt],
        );
        await c.query(
          `INSERT INTO "PaperQuestion" ("paperId", "quId", "quType", sort, score, answered, "isRight")
           VALUES ($1, $2, 1, 1, 1, $3, $4)`,
          [`p${i}`, quId, answered, isRight],
        );
      }
      expect(await applyMigrations(url)).toContain(target?.name);
      const { rows } = await c.query<Json>(
        `SELECT "userId", "quId", "examId", "wrongCount", "lastWrongAt" FROM "WrongBookExam"
         ORDER BY "userId", "quId", "examId"`,
      );
      expect(rows).toEqual([
        { userId: 'u1', quId: 'q1', examId: 'X', wrongCount: 2, lastWrongAt: at(-2 * day) },
        { userId: 'u1', quId: 'q1', examId: 'Y', wrongCount: 1, lastWrongAt: at(-3600_000) },
        { userId: 'u1', quId: 'q2', examId: 'gone', wrongCount: 1, lastWrongAt: at(-3 * day) },
        { userId: 'u1', quId: 'q3', examId: 'X', wrongCount: 1, lastWrongAt: at(-day - 20_000) },
      ]);
      const columns = await c.query(
        `SELECT 1 FROM information_schema.columns
         WHERE table_name = 'WrongBookEntry' AND column_name = 'examId'`,
      );
      expect(columns.rowCount).toBe(0);
      // Clearing an entry clears its exams.
      await c.query(`DELETE FROM "WrongBookEntry" WHERE "userId" = 'u1' AND "quId" = 'q1'`);
      const left = await c.query(`SELECT "quId" FROM "WrongBookExam" ORDER BY "quId"`);
      expect(left.rows).toEqual([{ quId: 'q2' }, { quId: 'q3' }]);
    } finally {
      await c.end().catch(() => {});
      await dropDatabase(serverUrl, name);
      await fs.rm(path.dirname(before), { recursive: true, force: true });
    }
  });

  it('plainText strips tags and entities and shortens', () => {
    expect(plainText('<p>a&nbsp;<b>b</b> &lt;c&gt;</p>', 100)).toBe('a b <c>');
    expect(plainText('abcdef', 4)).toBe('abc…');
  });
});
