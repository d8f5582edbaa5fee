import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import type { Platform } from '../../platform.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import {
  expectNoIsoTimes,
  gql,
  gqlOk,
  resetDatabase,
  rest,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin } from '../../../test/identities.ts';
import { buildExam } from '../../../test/factories/exam.ts';
import { buildBankOfEveryType, buildSingleBank } from '../../../test/factories/question.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { HandBy } from '../sitting/index.ts';

type Json = Record<string, unknown>;

const Q_FIELDS = `id quType level content answered options { id abc content image checked isRight }
  blanks answer pairs { leftId text } matchChoices referenceAnswer rightBlanks
  rightPairs { leftId text } analysis isRight`;
const PAPER_QUESTION = `${Q_FIELDS} quId paperId sort mark score seq subList { ${Q_FIELDS} subList { id } }`;
const PAPER = `id examId title state leftSeconds totalScore qualifyScore handMin startedAt deadline
  quCount answeredCount items { quId quType sort score answered mark }`;

describe('taking an exam', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    p.services.papers.clearPoolCache();
  });

  const g = <T = Json>(token: string, query: string, variables: Json = {}) =>
    gqlOk<T>(p, token, query, variables);
  async function gErr(token: string, query: string, variables: Json = {}) {
    const res = await gql(p, query, variables, { token });
    return res.errors?.[0]?.extensions;
  }
  async function r<T = Json>(token: string, path: string, body: Json) {
    return rest<T>(p, path, body, { token });
  }
  const ok = <T = Json>(token: string, path: string, body: Json) => restOk<T>(p, token, path, body);

  const CREATE = `mutation($input: CreatePaperInput!) { createPaper(input: $input) { id } }`;
  const FILL = `mutation($input: FillAnswerInput!) { fillAnswer(input: $input) { applied seq } }`;
  const HAND = `mutation($id: ID!) { handExam(id: $id) { id state objScore subjScore userScore totalScore passed } }`;
  const LEFT = `query($id: ID!) { paperLeftTime(id: $id) }`;

  async function singleExam(n = 5, spec: Partial<Parameters<typeof buildExam>[1]> = {}) {
    const { repo, qs } = await buildSingleBank(p.infra.prisma, n);
    const exam = await buildExam(p.infra.prisma, {
      rules: [{ repoId: repo.id, quType: 1, quCount: n, quScore: 2 }],
      ...spec,
    });
    return { repo, qs, exam };
  }

  async function create(token: string, examId: string) {
    return (await g<{ createPaper: { id: string } }>(token, CREATE, { input: { examId } }))
      .createPaper.id;
  }

  function rightOf(qs: Array<{ id: string; options: Array<{ id: string; isRight: boolean }> }>) {
    return new Map(qs.map((q) => [q.id, q.options.find((o) => o.isRight)?.id as string]));
  }

  describe('create-paper', () => {
    it('refuses a start that raced an admin save of the exam, and draws nothing', async () => {
      const { exam } = await singleExam(3);
      const { token } = await asStudent(p);
      const db = p.infra.prisma;
      let started!: Promise<unknown>;
      // The admin's save holds the exam row; the learner's start reads the old exam, then waits.
      await db.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT 1 FROM "Exam" WHERE id = ${exam.id} FOR UPDATE`;
        started = gql(p, CREATE, { input: { examId: exam.id } }, { token });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.exam.update({ where: { id: exam.id }, data: { title: 'Renamed' } });
      });
      const res = (await started) as { errors?: Array<{ extensions?: Json }> };
      expect(res.errors?.[0]?.extensions?.subCode).toBe('EXAM_STATE_INVALID');
      expect(await db.paper.count({ where: { examId: exam.id } })).toBe(0);
      // Started again it draws from the saved exam.
      await create(token, exam.id);
      expect(await db.paper.count({ where: { examId: exam.id } })).toBe(1);
    });

    it('draws the paper from the rules in one go and resumes it (GraphQL and REST)', async () => {
      const { exam, qs } = await singleExam(5);
      const { token, user } = await asStudent(p);
      const id = await create(token, exam.id);
      const again = await ok<{ id: string }>(token, '/api/paper/paper/create-paper', {
        examId: exam.id,
      });
      expect(again.id).toBe(id);
      const paper = await p.infra.prisma.paper.findUniqueOrThrow({
        where: { id },
        include: { questions: true },
      });
      expect(paper).toMatchObject({ userId: user.id, state: 0, quCount: 5, totalScore: 10 });
      expect(new Set(paper.questions.map((q) => q.quId))).toEqual(new Set(qs.map((q) => q.id)));
      const diff = paper.deadline.getTime() - paper.startedAt.getTime();
      expect(diff).toBe(30 * 60_000);
      const detail = await g<{ paper: Json }>(
        token,
        `query($id: ID!) { paper(id: $id) { ${PAPER} } }`,
        {
          id,
        },
      );
      expect(detail.paper).toMatchObject({
        id,
        examId: exam.id,
        state: 0,
        quCount: 5,
        answeredCount: 0,
      });
      expect(detail.paper.leftSeconds).toBeGreaterThan(29 * 60);
      expect((detail.paper.items as unknown[]).length).toBe(5);
    });

    it("openPaperId: the caller's running paper of the exam, never another's or a handed-in one", async () => {
      const { exam } = await singleExam(2);
      const { exam: other } = await singleExam(2);
      const me = await asStudent(p);
      const someone = await asStudent(p, { userName: 'someone' });
      const OPEN = `query($examId: ID!) { openPaperId(examId: $examId) }`;
      const openOf = async (token: string, examId: string) =>
        (await g<{ openPaperId: string | null }>(token, OPEN, { examId })).openPaperId;
      expect(await openOf(me.token, exam.id)).toBeNull();
      const id = await create(me.token, exam.id);
      expect(await openOf(me.token, exam.id)).toBe(id);
      expect(await openOf(someone.token, exam.id)).toBeNull();
      expect(await openOf(me.token, other.id)).toBeNull();
      // Past the deadline and its grace the paper is no longer open.
      await p.infra.prisma.paper.update({
        where: { id },
        data: { deadline: new Date(Date.now() - 10 * 60_000) },
      });
      expect(await openOf(me.token, exam.id)).toBeNull();
      await p.infra.prisma.paper.update({
        where: { id },
        data: { deadline: new Date(Date.now() + 10 * 60_000) },
      });
      await g(me.token, HAND, { id });
      expect(await openOf(me.token, exam.id)).toBeNull();
      expect(await gErr(me.token, OPEN, { examId: ' ' })).toMatchObject({
        subCode: 'PARAM_INVALID',
      });
      const anonymous = await gql(p, OPEN, { examId: exam.id });
      expect(anonymous.errors?.[0]?.extensions?.subCode).toBe('NOT_LOGGED_IN');
    });

    it('openPaper: the running paper with its answer sheet in one read, the same as paper(id)', async () => {
      const { exam } = await singleExam(3);
      const me = await asStudent(p);
      const someone = await asStudent(p, { userName: 'someone' });
      const OPEN = `query($examId: ID!) { serverTime openPaper(examId: $examId) { ${PAPER} } }`;
      const openOf = async (token: string) =>
        (await g<{ openPaper: Json | null }>(token, OPEN, { examId: exam.id })).openPaper;
      expect(await openOf(me.token)).toBeNull();
      const id = await create(me.token, exam.id);
      const opened = await openOf(me.token);
      const byId = await g<{ paper: Json }>(
        me.token,
        `query($id: ID!) { paper(id: $id) { ${PAPER} } }`,
        {
          id,
        },
      );
      expect(opened).toMatchObject({ id, examId: exam.id, state: 0, quCount: 3 });
      expect({ ...opened, leftSeconds: 0 }).toEqual({ ...byId.paper, leftSeconds: 0 });
      expect(await openOf(someone.token)).toBeNull();
      // Past the deadline and its grace the paper is no longer open.
      const deadline = (await p.infra.prisma.paper.findUniqueOrThrow({ where: { id } })).deadline;
      await p.infra.prisma.paper.update({
        where: { id },
        data: { deadline: new Date(Date.now() - 10 * 60_000) },
      });
      expect(await openOf(me.token)).toBeNull();
      await p.infra.prisma.paper.update({ where: { id }, data: { deadline } });
      await g(me.token, HAND, { id });
      expect(await openOf(me.token)).toBeNull();
      expect(await gErr(me.token, OPEN, { examId: '' })).toMatchObject({
        subCode: 'PARAM_INVALID',
      });
      const anonymous = await gql(p, OPEN, { examId: exam.id });
      expect(anonymous.errors?.[0]?.extensions?.subCode).toBe('NOT_LOGGED_IN');
    });

    it('draws without duplicates across rules, caps the deadline at the exam end', async () => {
      const { repo } = await buildSingleBank(p.infra.prisma, 6);
      const exam = await buildExam(p.infra.prisma, {
        rules: [
          { repoId: repo.id, quType: 1, quCount: 3, quScore: 1 },
          { repoId: repo.id, quType: 1, quCount: 3, quScore: 3 },
        ],
        endTime: new Date(Date.now() + 10 * 60_000),
        shuffleQuestions: true,
        shuffleOptions: true,
      });
      const { token } = await asStudent(p);
      const id = await create(token, exam.id);
      const paper = await p.infra.prisma.paper.findUniqueOrThrow({
        where: { id },
        include: { questions: true },
      });
      expect(new Set(paper.questions.map((q) => q.quId)).size).toBe(6);
      expect(paper.totalScore).toBe(12);
      expect(paper.deadline.getTime()).toBe(exam.endTime.getTime());
      expect(paper.questions.every((q) => q.optionOrder !== null)).toBe(true);
      // qu-detail shows options in the stored order.
      const pq = paper.questions[0];
      const order = (pq?.optionOrder as Record<string, string[]>)[pq?.quId as string];
      const q = await ok<{ options: Array<{ id: string }> }>(token, '/api/paper/paper/qu-detail', {
        paperId: id,
        quId: pq?.quId,
      });
      expect(q.options.map((o) => o.id)).toEqual(order);
    });

    it('refuses a rule the bank cannot fill', async () => {
      const { exam } = await singleExam(2);
      await p.infra.prisma.examRule.updateMany({
        where: { examId: exam.id },
        data: { quCount: 5 },
      });
      const { token } = await asStudent(p);
      expect(await gErr(token, CREATE, { input: { examId: exam.id } })).toMatchObject({
        subCode: 'EXAM_RULE_EXCEEDS_BANK',
        args: { n: 2 },
      });
    });

    it('refuses while another exam is in progress (20010002), then allows after hand-in', async () => {
      const a = await singleExam(2);
      const b = await singleExam(2);
      const { token } = await asStudent(p);
      const id = await create(token, a.exam.id);
      expect(await gErr(token, CREATE, { input: { examId: b.exam.id } })).toMatchObject({
        subCode: 'EXAM_IN_PROGRESS',
        legacyCode: 20010002,
      });
      const res = await r(token, '/api/paper/paper/create-paper', { examId: b.exam.id });
      expect(res.code).toBe(20010002);
      await g(token, HAND, { id });
      expect(await create(token, b.exam.id)).toBeTruthy();
    });

    it('passes admission errors through (window)', async () => {
      const { exam } = await singleExam(2, { startTime: new Date(Date.now() + 3600_000) });
      const { token } = await asStudent(p);
      expect(await gErr(token, CREATE, { input: { examId: exam.id } })).toMatchObject({
        legacyCode: 20010036,
      });
    });

    it('an overdue open paper is handed in (by 3) and a new attempt starts', async () => {
      const { exam } = await singleExam(2);
      const { token } = await asStudent(p);
      const first = await create(token, exam.id);
      await p.infra.prisma.paper.update({
        where: { id: first },
        data: { deadline: new Date(Date.now() - 6_000) },
      });
      const second = await create(token, exam.id);
      expect(second).not.toBe(first);
      const old = await p.infra.prisma.paper.findUniqueOrThrow({ where: { id: first } });
      expect(old).toMatchObject({ state: 2, handBy: HandBy.SWEEP });
    });

    it('reads only the caller’s own paper (20010028) and reports missing ones (20010033)', async () => {
      const { exam, qs } = await singleExam(1);
      const a = await asStudent(p);
      const b = await asStudent(p);
      const paperId = await create(a.token, exam.id);
      const quId = qs[0]!.id;
      const PAPER_Q = `query($id: ID!) { paper(id: $id) { id } }`;
      const QU_Q = `query($paperId: ID!, $quId: ID!) { paperQuestion(paperId: $paperId, quId: $quId) { id } }`;
      expect(await gErr(b.token, PAPER_Q, { id: paperId })).toMatchObject({ legacyCode: 20010028 });
      expect(await gErr(b.token, QU_Q, { paperId, quId })).toMatchObject({ legacyCode: 20010028 });
      expect(await gErr(b.token, LEFT, { id: paperId })).toMatchObject({ legacyCode: 20010028 });
      expect(await gErr(a.token, PAPER_Q, { id: 'missing' })).toMatchObject({
        legacyCode: 20010033,
      });
      expect(await gErr(a.token, QU_Q, { paperId, quId: 'missing' })).toMatchObject({
        legacyCode: 20010032,
      });
      for (const [path, body] of [
        ['paper-detail', { id: paperId }],
        ['qu-detail', { paperId, quId }],
        ['left-time', { id: paperId }],
        ['fill-answer', { paperId, quId, answers: [qs[0]!.options[0]!.id] }],
        ['hand-exam', { id: paperId }],
      ] as const) {
        expect((await r(b.token, `/api/paper/paper/${path}`, body)).code, path).toBe(20010028);
      }
      expect((await rest(p, '/api/paper/paper/left-time', { id: paperId })).code).toBe(10010002);
    });

    it('serverTime gives the server clock to a signed-in learner only', async () => {
      const { token } = await asStudent(p);
      const before = Date.now();
      const { serverTime } = await g<{ serverTime: number }>(token, `{ serverTime }`, {});
      expect(serverTime).toBeGreaterThanOrEqual(before);
      expect(serverTime).toBeLessThanOrEqual(Date.now());
      const anonymous = await gql(p, `{ serverTime }`, {});
      expect(anonymous.errors?.[0]?.extensions).toMatchObject({ legacyCode: 10010002 });
    });

    it('concurrent starts of the same exam make one paper', async () => {
      const { exam } = await singleExam(3);
      const { token, user } = await asStudent(p);
      const ids = await Promise.all([1, 2, 3, 4].map(() => create(token, exam.id)));
      expect(new Set(ids).size).toBe(1);
      expect(await p.infra.prisma.paper.count({ where: { userId: user.id } })).toBe(1);
    });

    it('starts made at the same moment share one statement; each is stored or refused on its own', async () => {
      const { exam } = await singleExam(3);
      const other = await singleExam(2);
      const [a, b, c] = [await asStudent(p), await asStudent(p), await asStudent(p)];
      await create(c.token, other.exam.id);
      const as = (who: { user: { id: string } }) => ({ userId: who.user.id }) as SessionUser;
      const papers = p.services.papers;
      const statements = vi.spyOn(pg.Pool.prototype, 'query');
      let results: Array<PromiseSettledResult<{ id: string }>>;
      let calls: typeof statements.mock.calls;
      try {
        results = await Promise.allSettled([
          papers.createPaper(as(a), { examId: exam.id }),
          papers.createPaper(as(b), { examId: exam.id }),
          papers.createPaper(as(c), { examId: exam.id }),
          // The same learner again: never in one statement with their first start, so it
          // finds that paper and resumes it.
          papers.createPaper(as(a), { examId: exam.id }),
        ]);
      } finally {
        calls = [...statements.mock.calls];
        statements.mockRestore();
      }
      const [first, second, refused, again] = results;
      expect(first?.status).toBe('fulfilled');
      expect(second?.status).toBe('fulfilled');
      expect(refused).toMatchObject({
        status: 'rejected',
        reason: { errorName: 'EXAM_IN_PROGRESS' },
      });
      const idOf = (r: PromiseSettledResult<{ id: string }> | undefined) =>
        r?.status === 'fulfilled' ? r.value.id : undefined;
      expect(idOf(again)).toBe(idOf(first));
      expect(idOf(first)).not.toBe(idOf(second));
      const db = p.infra.prisma;
      for (const who of [a, b]) {
        const stored = await db.paper.findMany({
          where: { userId: who.user.id, examId: exam.id },
          include: { questions: true },
        });
        expect(stored).toHaveLength(1);
        expect(stored[0]?.questions).toHaveLength(3);
      }
      expect(await db.paper.count({ where: { userId: c.user.id, examId: exam.id } })).toBe(0);
      const texts = calls.map(([q]) => String((q as unknown as { text?: string })?.text));
      // a, b and c in one statement; a's second start after it, alone.
      expect(texts.filter((t) => t.includes('INSERT INTO "PaperQuestion"'))).toHaveLength(2);
    });
  });

  describe('fill-answer', () => {
    it('saves, ignores a stale seq, acknowledges an exact retry, keeps the answer on a flag toggle', async () => {
      const { exam, qs } = await singleExam(2);
      const { token } = await asStudent(p);
      const paperId = await create(token, exam.id);
      const q = qs[0]!;
      const [wrong, right] = [q.options[0]!.id, q.options[1]!.id];
      const save = (optionIds: string[], seq: number, mark?: boolean) =>
        g<{ fillAnswer: { applied: boolean; seq: number } }>(token, FILL, {
          input: { paperId, quId: q.id, optionIds, seq, ...(mark === undefined ? {} : { mark }) },
        });
      expect((await save([right], 10)).fillAnswer).toEqual({ applied: true, seq: 10 });
      expect((await save([right], 10)).fillAnswer).toEqual({ applied: true, seq: 10 });
      expect((await save([wrong], 9)).fillAnswer).toEqual({ applied: false, seq: 10 });
      expect((await save([wrong], 10)).fillAnswer).toEqual({ applied: false, seq: 10 });
      // REST body names; mark only keeps the answer.
      const flag = await ok<Json>(token, '/api/paper/paper/fill-answer', {
        paperId,
        quId: q.id,
        mark: true,
        seq: 11,
      });
      expect(flag).toEqual({ applied: true, seq: 11 });
      const row = await p.infra.prisma.paperQuestion.findUniqueOrThrow({
        where: { paperId_quId: { paperId, quId: q.id } },
      });
      expect(row).toMatchObject({ answer: { optionIds: [right] }, answered: true, mark: true });
      expect(Number(row.seq)).toBe(11);
      const rest2 = await ok<Json>(token, '/api/paper/paper/fill-answer', {
        paperId,
        quId: q.id,
        answers: [wrong],
        seq: 12,
      });
      expect(rest2).toEqual({ applied: true, seq: 12 });
      const view = await ok<{ options: Array<{ id: string; checked: boolean }>; mark: boolean }>(
        token,
        '/api/paper/paper/qu-detail',
        { paperId, quId: q.id },
      );
      expect(view.options.filter((o) => o.checked).map((o) => o.id)).toEqual([wrong]);
      expect(view.mark).toBe(true);
      const gv = await g<{ paperQuestion: Json }>(
        token,
        `query($paperId: ID!, $quId: ID!) { paperQuestion(paperId: $paperId, quId: $quId) { ${PAPER_QUESTION} } }`,
        { paperId, quId: q.id },
      );
      expect(gv.paperQuestion).toMatchObject({
        quId: q.id,
        paperId,
        mark: true,
        seq: 12,
        score: 2,
        answered: true,
        isRight: null,
        analysis: null,
      });
      const detail = await ok<Json>(token, '/api/paper/paper/paper-detail', { id: paperId });
      expect(detail.answeredCount).toBe(1);
      // Times: yyyy-MM-dd HH:mm:ss on REST (GraphQL's paperDetail keeps ISO).
      const stored = await p.infra.prisma.paper.findUniqueOrThrow({ where: { id: paperId } });
      expect(detail).toMatchObject({
        startedAt: legacyTime(stored.startedAt),
        deadline: legacyTime(stored.deadline),
      });
      expectNoIsoTimes(detail);
    });

    it('a save is one SQL statement: no session read, no other query', async () => {
      const { exam, qs } = await singleExam(3);
      const { token } = await asStudent(p);
      const paperId = await create(token, exam.id); // warms the session cache
      const prisma = p.infra.prisma;
      const sessions = p.services.sessions as unknown as Record<string, unknown>;
      const spies = {
        load: vi.spyOn(sessions as { load: () => unknown }, 'load'),
        // Every statement, Prisma's or a hot one, goes through the pool's query.
        statements: vi.spyOn(pg.Pool.prototype, 'query'),
        queryRaw: vi.spyOn(prisma, '$queryRaw'),
        executeRaw: vi.spyOn(prisma, '$executeRaw'),
        transaction: vi.spyOn(prisma, '$transaction'),
        paper: vi.spyOn(prisma.paper, 'findUnique'),
        question: vi.spyOn(prisma.paperQuestion, 'findUnique'),
        session: vi.spyOn(prisma.session, 'findUnique'),
      };
      try {
        for (const [i, q] of qs.entries()) {
          await ok(token, '/api/paper/paper/fill-answer', {
            paperId,
            quId: q.id,
            answers: [q.options[0]!.id],
            seq: i + 1,
          });
          await g(token, FILL, {
            input: { paperId, quId: q.id, optionIds: [q.options[1]!.id], seq: i + 10 },
          });
        }
        // The activity flush (every 15 s, core of every process) may fall inside the loop.
        const statements = spies.statements.mock.calls.filter(([q]) => {
          const text = typeof q === 'string' ? q : (q as { text?: string } | undefined)?.text;
          return !String(text).includes('UserDayActivity');
        });
        expect(statements).toHaveLength(6);
        for (const name of [
          'load',
          'queryRaw',
          'executeRaw',
          'transaction',
          'paper',
          'question',
          'session',
        ] as const) {
          expect(spies[name], name).not.toHaveBeenCalled();
        }
      } finally {
        for (const s of Object.values(spies)) s.mockRestore();
      }
    });

    it('refuses with the right code for each case and changes nothing', async () => {
      const { exam, qs } = await singleExam(2);
      const other = await singleExam(1);
      const a = await asStudent(p);
      const b = await asStudent(p);
      const paperId = await create(a.token, exam.id);
      const q = qs[0]!;
      const input = (extra: Json = {}) => ({
        input: { paperId, quId: q.id, optionIds: [q.options[1]!.id], seq: 5, ...extra },
      });
      expect(await gErr(a.token, FILL, input({ paperId: 'nope' }))).toMatchObject({
        legacyCode: 20010033,
      });
      expect(await gErr(b.token, FILL, input())).toMatchObject({ legacyCode: 20010028 });
      expect(await gErr(a.token, FILL, input({ quId: other.qs[0]!.id }))).toMatchObject({
        legacyCode: 20010032,
      });
      // Deadline passed, but inside the 5 s grace: accepted.
      await p.infra.prisma.paper.update({
        where: { id: paperId },
        data: { deadline: new Date(Date.now() - 2_000) },
      });
      expect((await g<{ fillAnswer: Json }>(a.token, FILL, input())).fillAnswer).toEqual({
        applied: true,
        seq: 5,
      });
      await p.infra.prisma.paper.update({
        where: { id: paperId },
        data: { deadline: new Date(Date.now() - 6_000) },
      });
      expect(await gErr(a.token, FILL, input({ seq: 6 }))).toMatchObject({
        legacyCode: 20010027,
        subCode: 'PAPER_DEADLINE_PASSED',
      });
      const res = await r(a.token, '/api/paper/paper/fill-answer', {
        paperId,
        quId: q.id,
        answers: [q.options[0]!.id],
        seq: 7,
      });
      expect(res.code).toBe(20010027);
      const row = await p.infra.prisma.paperQuestion.findUniqueOrThrow({
        where: { paperId_quId: { paperId, quId: q.id } },
      });
      expect(Number(row.seq)).toBe(5);
      // Handed in: 20010050.
      await p.infra.prisma.paper.update({
        where: { id: paperId },
        data: { deadline: new Date(Date.now() + 60_000) },
      });
      await g(a.token, HAND, { id: paperId });
      expect(await gErr(a.token, FILL, input({ seq: 8 }))).toMatchObject({ legacyCode: 20010050 });
      // Shape validation.
      expect(await gErr(a.token, FILL, input({ seq: -1 }))).toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    });
  });

  describe('hand-in', () => {
    it('grades, stores the result once, records the wrong-answer book, refuses a second time', async () => {
      const { exam, qs } = await singleExam(4, { qualifyScore: 4 });
      const { token, user } = await asStudent(p);
      const paperId = await create(token, exam.id);
      const right = rightOf(qs);
      // Two right, one wrong, one unanswered.
      for (const [i, q] of qs.slice(0, 3).entries()) {
        const optionId = i < 2 ? right.get(q.id) : q.options[0]!.id;
        await g(token, FILL, { input: { paperId, quId: q.id, optionIds: [optionId], seq: 1 } });
      }
      const hand = await g<{ handExam: Json }>(token, HAND, { id: paperId });
      expect(hand.handExam).toEqual({
        id: paperId,
        state: 2,
        objScore: 4,
        subjScore: 0,
        userScore: 4,
        totalScore: 8,
        passed: true,
      });
      const paper = await p.infra.prisma.paper.findUniqueOrThrow({ where: { id: paperId } });
      expect(paper).toMatchObject({ state: 2, handBy: HandBy.LEARNER, userScore: 4 });
      expect(paper.handedAt).not.toBeNull();
      const book = await p.infra.prisma.wrongBookEntry.findMany({ where: { userId: user.id } });
      expect(book.map((b) => b.quId)).toEqual([qs[2]!.id]);
      const bookExams = await p.infra.prisma.wrongBookExam.findMany({ where: { userId: user.id } });
      expect(bookExams).toMatchObject([{ quId: qs[2]!.id, examId: exam.id, wrongCount: 1 }]);
      expect(await gErr(token, HAND, { id: paperId })).toMatchObject({ legacyCode: 20010050 });
      const res = await r(token, '/api/paper/paper/hand-exam', { id: paperId });
      expect(res.code).toBe(20010050);
      expect(await g<{ paperLeftTime: number }>(token, LEFT, { id: paperId })).toEqual({
        paperLeftTime: 0,
      });
    });

    it('grades with the key as stored at hand-in (a key corrected during the exam counts)', async () => {
      const { exam, qs } = await singleExam(2);
      const { token } = await asStudent(p);
      const paperId = await create(token, exam.id); // the exam's question pool is cached now
      const right = rightOf(qs);
      for (const q of qs) {
        await g(token, FILL, { input: { paperId, quId: q.id, optionIds: [right.get(q.id)] } });
      }
      // The admin finds the first question's key wrong and moves it to another option.
      const [first] = qs;
      const other = first!.options.find((o) => !o.isRight)!;
      await p.infra.prisma.questionOption.updateMany({
        where: { quId: first!.id },
        data: { isRight: false },
      });
      await p.infra.prisma.questionOption.update({
        where: { id: other.id },
        data: { isRight: true },
      });
      const hand = await g<{ handExam: Json }>(token, HAND, { id: paperId });
      expect(hand.handExam).toMatchObject({ objScore: 2, userScore: 2, totalScore: 4 });
    });

    it('refuses before handMin (20010045 {n}) and someone else’s paper', async () => {
      const { exam } = await singleExam(2, { handMin: 10 });
      const a = await asStudent(p);
      const b = await asStudent(p);
      const paperId = await create(a.token, exam.id);
      expect(await gErr(a.token, HAND, { id: paperId })).toMatchObject({
        legacyCode: 20010045,
        args: { n: 10 },
      });
      const res = await r(a.token, '/api/paper/paper/hand-exam', { id: paperId });
      expect(res.code).toBe(20010045);
      expect(res.msg).toContain('10');
      expect(await gErr(b.token, HAND, { id: paperId })).toMatchObject({ legacyCode: 20010028 });
      await p.infra.prisma.paper.update({
        where: { id: paperId },
        data: { startedAt: new Date(Date.now() - 11 * 60_000) },
      });
      expect((await g<{ handExam: Json }>(a.token, HAND, { id: paperId })).handExam.state).toBe(2);
    });

    it('subjective questions wait for marking (state 1, passed null)', async () => {
      const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
      const exam = await buildExam(p.infra.prisma, {
        rules: [
          { repoId: repo.id, quType: 1, quCount: 1, quScore: 2 },
          { repoId: repo.id, quType: 4, quCount: 1, quScore: 5 },
          { repoId: repo.id, quType: 99, quCount: 1, quScore: 4 },
        ],
      });
      const { token } = await asStudent(p);
      const paperId = await create(token, exam.id);
      await g(token, FILL, {
        input: { paperId, quId: qs.single.id, optionIds: [qs.single.options[1]!.id] },
      });
      await g(token, FILL, { input: { paperId, quId: qs.short.id, text: '<p>clouds</p>' } });
      const part = qs.composite.subs[0]!;
      await g(token, FILL, {
        input: {
          paperId,
          quId: qs.composite.id,
          sub: [{ quId: part.id, optionIds: [part.options[0]!.id] }],
        },
      });
      const hand = await g<{ handExam: Json }>(token, HAND, { id: paperId });
      // Composite 99 here has no subjective part: part one right (2 of 4), part two unanswered.
      expect(hand.handExam).toMatchObject({ state: 1, objScore: 4, passed: null });
      const short = await p.infra.prisma.paperQuestion.findUniqueOrThrow({
        where: { paperId_quId: { paperId, quId: qs.short.id } },
      });
      expect(short).toMatchObject({ needsMarking: true, isRight: null, userScore: null });
    });
  });

  describe('deadline job, sweep and extra time', () => {
    it('the deadline job hands in an overdue paper (by 2); reschedules when extra time moved it', async () => {
      const { exam } = await singleExam(2);
      const { token } = await asStudent(p);
      const paperId = await create(token, exam.id);
      const papers = p.services.papers;
      expect(await papers.onDeadline(paperId)).toBe('rescheduled');
      await p.infra.prisma.paper.update({
        where: { id: paperId },
        data: { deadline: new Date(Date.now() - 6_000) },
      });
      expect(await papers.onDeadline(paperId)).toBe('handed-in');
      expect(await papers.onDeadline(paperId)).toBe('nothing');
      const paper = await p.infra.prisma.paper.findUniqueOrThrow({ where: { id: paperId } });
      expect(paper).toMatchObject({ state: 2, handBy: HandBy.DEADLINE_JOB });
    });

    it('schedules the exam deadline job of its second at create-paper, without making the learner wait for it', async () => {
      const { exam } = await singleExam(1);
      const { token } = await asStudent(p);
      const paperId = await create(token, exam.id);
      const paper = await p.infra.prisma.paper.findUniqueOrThrow({ where: { id: paperId } });
      const second = Math.ceil(paper.deadline.getTime() / 1000) * 1000;
      const jobId = `paper-deadlines:${exam.id}:${second}`;
      const queue = p.infra.queues.queue('paper');
      // Stored with the other starts of the moment, a little after the answer.
      let job = await queue.getJob(jobId);
      for (let tries = 0; job === undefined && tries < 50; tries++) {
        await new Promise((r) => setTimeout(r, 100));
        job = await queue.getJob(jobId);
      }
      expect(job?.name).toBe('paper.exam-deadlines');
      expect(job?.data).toEqual({ examId: exam.id, due: second + 5_000 });
      expect(await job?.getState()).toBe('delayed');
      // Papers due in the same second share the job; another second has its own.
      const sameSecond = new Date(second - 300);
      expect(await p.services.papers.scheduleDeadline(exam.id, sameSecond)).toBe(true);
      expect(await p.services.papers.scheduleDeadline(exam.id, new Date(second + 700))).toBe(true);
      const jobs = (await queue.getJobs(['delayed'])).filter(
        (j) => (j.data as { examId?: string }).examId === exam.id,
      );
      expect(jobs.map((j) => j.id).sort()).toEqual([
        jobId,
        `paper-deadlines:${exam.id}:${second + 1000}`,
      ]);
    });

    it("the exam deadline job hands in (by 2) only its exam's overdue papers", async () => {
      const { exam } = await singleExam(1);
      const other = (await singleExam(1)).exam;
      const overdue = await create((await asStudent(p)).token, exam.id);
      const running = await create((await asStudent(p)).token, exam.id);
      const elsewhere = await create((await asStudent(p)).token, other.id);
      const past = new Date(Date.now() - 6_000);
      await p.infra.prisma.paper.updateMany({
        where: { id: { in: [overdue, elsewhere] } },
        data: { deadline: past },
      });
      expect(await p.services.papers.onExamDeadline(exam.id, Date.now())).toBe(1);
      expect(await p.services.papers.onExamDeadline(exam.id, Date.now())).toBe(0);
      const rows = await p.infra.prisma.paper.findMany({
        where: { id: { in: [overdue, running, elsewhere] } },
      });
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(overdue)).toMatchObject({ state: 2, handBy: HandBy.DEADLINE_JOB });
      expect(byId.get(running)).toMatchObject({ state: 0, handBy: null });
      expect(byId.get(elsewhere)).toMatchObject({ state: 0, handBy: null });
    });

    it('the sweep hands in every overdue paper (by 3) and leaves the others', async () => {
      const { exam } = await singleExam(1);
      const a = await asStudent(p);
      const b = await asStudent(p);
      const pa = await create(a.token, exam.id);
      const pb = await create(b.token, exam.id);
      await p.infra.prisma.paper.update({
        where: { id: pa },
        data: { deadline: new Date(Date.now() - 6_000) },
      });
      expect(await p.services.papers.sweepOverdue()).toBe(1);
      const rows = await p.infra.prisma.paper.findMany({ orderBy: { createdAt: 'asc' } });
      expect(rows.find((x) => x.id === pa)).toMatchObject({ state: 2, handBy: HandBy.SWEEP });
      expect(rows.find((x) => x.id === pb)).toMatchObject({ state: 0, handBy: null });
    });

    it('extra time granted before the start is in the paper the learner starts later', async () => {
      const { exam } = await singleExam(1, { totalTime: 30 });
      const { token, user } = await asStudent(p);
      const admin = (await asSuperAdmin(p)).token;
      const granted = await ok<{ paperId: string | null }>(admin, '/api/exam/watch/extra-time', {
        examId: exam.id,
        userId: user.id,
        minutes: 7,
      });
      expect(granted.paperId).toBeNull();
      const paperId = await create(token, exam.id);
      const paper = await p.infra.prisma.paper.findUniqueOrThrow({ where: { id: paperId } });
      expect(paper.extraMinutes).toBe(7);
      expect(paper.deadline.getTime() - paper.startedAt.getTime()).toBe(37 * 60_000);
    });

    it('extra time moves the running deadline (capped by the exam end) and shows on left-time', async () => {
      const { exam } = await singleExam(1, { endTime: new Date(Date.now() + 40 * 60_000) });
      const { token, user } = await asStudent(p);
      const paperId = await create(token, exam.id);
      const before = await g<{ paperLeftTime: number }>(token, LEFT, { id: paperId });
      const admin = (await asSuperAdmin(p)).token;
      const res = await gql<{ grantExtraTime: Json }>(
        p,
        `mutation($input: ExtraTimeInput!) { grantExtraTime(input: $input) { paperId deadline leftSeconds } }`,
        { input: { examId: exam.id, userId: user.id, minutes: 5 } },
        { token: admin },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.grantExtraTime.paperId).toBe(paperId);
      const after = await g<{ paperLeftTime: number }>(token, LEFT, { id: paperId });
      expect(after.paperLeftTime - before.paperLeftTime).toBeGreaterThan(5 * 60 - 3);
      // REST: 20 more minutes are capped by the exam end (40 min from now).
      const capped = await ok<Json & { leftSeconds: number }>(admin, '/api/exam/watch/extra-time', {
        examId: exam.id,
        userId: user.id,
        minutes: 20,
      });
      expect(capped.leftSeconds).toBeLessThanOrEqual(40 * 60);
      expect(capped.leftSeconds).toBeGreaterThan(39 * 60);
      const extra = await p.infra.prisma.examExtraTime.findUniqueOrThrow({
        where: { examId_userId: { examId: exam.id, userId: user.id } },
      });
      expect(extra.minutes).toBe(25);
      const paper = await p.infra.prisma.paper.findUniqueOrThrow({ where: { id: paperId } });
      expect(paper.extraMinutes).toBe(25);
      // The deadline: ISO on GraphQL, yyyy-MM-dd HH:mm:ss on REST.
      expect(res.data?.grantExtraTime.deadline).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(capped.deadline).toBe(legacyTime(paper.deadline));
      expectNoIsoTimes(capped);
      // A learner may not grant time.
      expect(
        (
          await r(token, '/api/exam/watch/extra-time', {
            examId: exam.id,
            userId: user.id,
            minutes: 5,
          })
        ).code,
      ).not.toBe(0);
    });
  });

  describe('concurrency', () => {
    it('question reads and clock syncs made at the same moment share one statement each', async () => {
      const { exam, qs } = await singleExam(2);
      const other = await singleExam(1);
      const a = await asStudent(p);
      const b = await asStudent(p);
      const pa = await create(a.token, exam.id);
      const pb = await create(b.token, exam.id);
      const as = (who: { user: { id: string } }) => ({ userId: who.user.id }) as SessionUser;
      const papers = p.services.papers;
      const statements = vi.spyOn(pg.Pool.prototype, 'query');
      let results: Array<PromiseSettledResult<unknown>>;
      let calls: typeof statements.mock.calls;
      try {
        results = await Promise.allSettled([
          papers.paperQuestion(as(a), { paperId: pa, quId: qs[0]!.id }),
          papers.paperQuestion(as(b), { paperId: pb, quId: qs[1]!.id }),
          papers.paperQuestion(as(b), { paperId: pa, quId: qs[0]!.id }),
          papers.paperQuestion(as(a), { paperId: pa, quId: other.qs[0]!.id }),
          papers.leftTime(as(a), { id: pa }),
          papers.leftTime(as(b), { id: pb }),
          papers.leftTime(as(a), { id: pb }),
          papers.leftTime(as(a), { id: 'no-such-paper' }),
        ]);
      } finally {
        calls = [...statements.mock.calls];
        statements.mockRestore();
      }
      expect(results[0]).toMatchObject({
        status: 'fulfilled',
        value: { paperId: pa, quId: qs[0]!.id },
      });
      expect(results[1]).toMatchObject({
        status: 'fulfilled',
        value: { paperId: pb, quId: qs[1]!.id },
      });
      expect(results[2]).toMatchObject({ reason: { errorName: 'PAPER_NOT_OWNED' } });
      expect(results[3]).toMatchObject({ reason: { errorName: 'QUESTION_NOT_IN_PAPER' } });
      for (const r of results.slice(4, 6)) {
        expect(r).toMatchObject({ status: 'fulfilled', value: expect.any(Number) });
        expect((r as PromiseFulfilledResult<number>).value).toBeGreaterThan(0);
      }
      expect(results[6]).toMatchObject({ reason: { errorName: 'PAPER_NOT_OWNED' } });
      expect(results[7]).toMatchObject({ reason: { errorName: 'PAPER_NOT_FOUND' } });
      const texts = calls.map(([q]) => String((q as unknown as { text?: string })?.text));
      expect(
        texts.filter((t) => t.includes('AS x(i int, "paperId" text, "quId" text)')),
      ).toHaveLength(1);
      expect(texts.filter((t) => t.includes('WHERE id = ANY('))).toHaveLength(1);
    });

    it('open-paper look-ups made at the same moment share one statement', async () => {
      const { exam } = await singleExam(1);
      const other = await singleExam(1);
      const a = await asStudent(p);
      const b = await asStudent(p);
      const pa = await create(a.token, exam.id);
      const pb = await create(b.token, other.exam.id);
      const as = (who: { user: { id: string } }) => ({ userId: who.user.id }) as SessionUser;
      const papers = p.services.papers;
      const statements = vi.spyOn(pg.Pool.prototype, 'query');
      let found: Array<string | null>;
      let calls: typeof statements.mock.calls;
      try {
        found = await Promise.all([
          papers.openPaperId(as(a), { examId: exam.id }),
          papers.openPaperId(as(b), { examId: other.exam.id }),
          papers.openPaperId(as(a), { examId: other.exam.id }),
          papers.openPaperId(as(b), { examId: exam.id }),
        ]);
      } finally {
        calls = [...statements.mock.calls];
        statements.mockRestore();
      }
      expect(found).toEqual([pa, pb, null, null]);
      const texts = calls.map(([q]) => String((q as unknown as { text?: string })?.text));
      expect(
        texts.filter((t) => t.includes('AS x(i int, "userId" text, "examId" text)')),
      ).toHaveLength(1);
    });

    it('saves made at the same moment share one statement; each applies or refuses on its own', async () => {
      const { exam, qs } = await singleExam(3);
      const a = await asStudent(p);
      const b = await asStudent(p);
      const pa = await create(a.token, exam.id);
      const pb = await create(b.token, exam.id);
      const [q0, q1, q2] = qs as [(typeof qs)[0], (typeof qs)[0], (typeof qs)[0]];
      await g(b.token, FILL, {
        input: { paperId: pb, quId: q2.id, optionIds: [q2.options[1]!.id], seq: 50 },
      });
      const as = (who: { user: { id: string } }) => ({ userId: who.user.id }) as SessionUser;
      const fill = (who: { user: { id: string } }, paperId: string, q: typeof q0, seq: number) =>
        p.services.papers.fillAnswer(as(who), {
          paperId,
          quId: q.id,
          optionIds: [q.options[0]!.id],
          seq,
        });
      const statements = vi.spyOn(pg.Pool.prototype, 'query');
      let results: Array<PromiseSettledResult<unknown>>;
      let calls: typeof statements.mock.calls;
      try {
        // Made in one turn of the event loop, as requests read together are.
        results = await Promise.allSettled([
          fill(a, pa, q0, 1),
          fill(b, pb, q0, 1),
          fill(b, pa, q1, 1), // not b's paper
          fill(b, pb, q2, 10), // older than the stored 50
          fill(a, pa, q1, 2),
        ]);
      } finally {
        calls = [...statements.mock.calls];
        statements.mockRestore();
      }
      expect(results[0]).toEqual({ status: 'fulfilled', value: { applied: true, seq: 1 } });
      expect(results[1]).toEqual({ status: 'fulfilled', value: { applied: true, seq: 1 } });
      expect(results[2]).toMatchObject({
        status: 'rejected',
        reason: { errorName: 'PAPER_NOT_OWNED' },
      });
      expect(results[3]).toEqual({ status: 'fulfilled', value: { applied: false, seq: 50 } });
      expect(results[4]).toEqual({ status: 'fulfilled', value: { applied: true, seq: 2 } });
      const batches = calls
        .map(([q]) => q as unknown as { text?: string; values?: unknown[] })
        .filter(
          (q) =>
            String(q?.text).includes('jsonb_to_recordset') &&
            String(q?.text).includes('UPDATE "PaperQuestion"'),
        )
        .map((q) => (JSON.parse(String(q.values?.[0])) as unknown[]).length);
      // One save of a paper per statement, in the order made: pa and pb's first saves, then b's
      // try at pa and b's stale save, then a's second save.
      expect(batches).toEqual([2, 2, 1]);
      const rows = await p.infra.prisma.paperQuestion.findMany({
        where: { paperId: { in: [pa, pb] } },
        select: { paperId: true, quId: true, seq: true, answer: true },
      });
      const seqOf = (paperId: string, quId: string) =>
        Number(rows.find((r) => r.paperId === paperId && r.quId === quId)?.seq);
      expect([seqOf(pa, q0.id), seqOf(pa, q1.id), seqOf(pa, q2.id)]).toEqual([1, 2, 0]);
      expect([seqOf(pb, q0.id), seqOf(pb, q1.id), seqOf(pb, q2.id)]).toEqual([1, 0, 50]);
    });

    it("a save PostgreSQL refuses fails alone, not the other learners' saves in its statement", async () => {
      const { exam, qs } = await singleExam(2);
      const a = await asStudent(p);
      const b = await asStudent(p);
      const pa = await create(a.token, exam.id);
      const pb = await create(b.token, exam.id);
      const q = qs[0]!;
      const as = (who: { user: { id: string } }) => ({ userId: who.user.id }) as SessionUser;
      // A lone surrogate passes the input's checks, but PostgreSQL's JSON refuses it.
      const [bad, good] = await Promise.allSettled([
        p.services.papers.fillAnswer(as(a), {
          paperId: pa,
          quId: q.id,
          optionIds: ['\ud800'],
          seq: 1,
        }),
        p.services.papers.fillAnswer(as(b), {
          paperId: pb,
          quId: q.id,
          optionIds: [q.options[0]!.id],
          seq: 1,
        }),
      ]);
      expect(bad?.status).toBe('rejected');
      expect(good).toEqual({ status: 'fulfilled', value: { applied: true, seq: 1 } });
      const rows = await p.infra.prisma.paperQuestion.findMany({
        where: { quId: q.id, paperId: { in: [pa, pb] } },
        select: { paperId: true, seq: true },
      });
      expect(Number(rows.find((r) => r.paperId === pa)?.seq)).toBe(0);
      expect(Number(rows.find((r) => r.paperId === pb)?.seq)).toBe(1);
    });

    it('concurrent saves and hand-in: every acknowledged save is in the graded paper', async () => {
      const { exam, qs } = await singleExam(10);
      const { token } = await asStudent(p);
      const paperId = await create(token, exam.id);
      const right = rightOf(qs);
      const saves = qs.map((q, i) =>
        rest<{ applied: boolean }>(
          p,
          '/api/paper/paper/fill-answer',
          { paperId, quId: q.id, answers: [right.get(q.id)], seq: 1 },
          { token },
        ).then((res) => ({ quId: q.id, ok: res.code === 0 && res.data.applied, i })),
      );
      const hand = rest<{ userScore: number }>(
        p,
        '/api/paper/paper/hand-exam',
        { id: paperId },
        { token },
      );
      const results = await Promise.all(saves);
      const handed = await hand;
      expect(handed.code).toBe(0);
      const acked = results.filter((x) => x.ok).map((x) => x.quId);
      const rows = await p.infra.prisma.paperQuestion.findMany({ where: { paperId } });
      for (const quId of acked) {
        const row = rows.find((x) => x.quId === quId);
        expect(row?.answered).toBe(true);
        expect(row?.isRight).toBe(true);
      }
      expect(handed.data.userScore).toBe(acked.length * 2);
    });
  });
});
