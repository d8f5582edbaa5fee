/**
 * Model-based test (fast-check) of taking a paper against real PostgreSQL: random interleavings of
 * saves (new, stale and duplicate seqs, over GraphQL and REST), left-time re-syncs, the deadline
 * passing, the deadline job, learner hand-in, and bursts of saves racing a hand-in. Checks after
 * every command that the server answered as the model says, and at the end that every
 * acknowledged (applied) save is in the final paper, the paper was handed in exactly once, and its
 * score equals the grading engine's result on the final answers.
 */
import 'reflect-metadata';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent } from '../../../test/identities.ts';
import { gradeQuestion } from '../grading/index.ts';
import { loadQuestions, toQuestionKey } from '../question/index.ts';
import { buildExam } from '../../../test/factories/exam.ts';
import { buildQuestion, buildRepo } from '../../../test/factories/question.ts';
import { HandBy } from '../sitting/index.ts';

const SCORE = 2;

interface Real {
  p: Platform;
  token: string;
  paperId: string;
  quIds: string[];
  options: string[][];
}

interface Model {
  /** Per question: the last applied seq (0 = none) and the option ids saved with it. */
  seq: number[];
  answer: Array<string[] | null>;
  handed: 'no' | 'learner' | 'job';
  expired: boolean;
  /** Successful hand-ins seen (learner or job). */
  handIns: number;
}

interface SaveResult {
  code: number;
  applied?: boolean;
}

async function save(
  r: Real,
  q: number,
  optionIds: string[],
  seq: number,
  viaRest: boolean,
): Promise<SaveResult> {
  if (viaRest) {
    const res = await rest<{ applied: boolean }>(
      r.p,
      '/api/paper/paper/fill-answer',
      { paperId: r.paperId, quId: r.quIds[q], answers: optionIds, seq },
      { token: r.token },
    );
    return res.code === 0 ? { code: 0, applied: res.data.applied } : { code: res.code };
  }
  const res = await gql<{ fillAnswer: { applied: boolean } }>(
    r.p,
    `mutation($input: FillAnswerInput!) { fillAnswer(input: $input) { applied seq } }`,
    { input: { paperId: r.paperId, quId: r.quIds[q], optionIds, seq } },
    { token: r.token },
  );
  const err = res.errors?.[0];
  if (err !== undefined) return { code: err.extensions?.legacyCode ?? -1 };
  return { code: 0, applied: res.data?.fillAnswer.applied as boolean };
}

/** What the model expects of a save; updates the model when it applies. */
function expectSave(m: Model, q: number, optionIds: string[], seq: number, got: SaveResult) {
  if (m.handed !== 'no') {
    expect(got.code).toBe(20010050);
    return;
  }
  if (m.expired) {
    expect(got.code).toBe(20010027);
    return;
  }
  expect(got.code).toBe(0);
  const stored = m.seq[q] as number;
  if (seq > stored) {
    expect(got.applied).toBe(true);
    m.seq[q] = seq;
    m.answer[q] = optionIds;
  } else if (seq === stored && sameIds(m.answer[q] ?? null, optionIds)) {
    expect(got.applied).toBe(true); // an exact retry is acknowledged
  } else {
    expect(got.applied).toBe(false);
  }
}

function sameIds(a: string[] | null, b: string[]): boolean {
  if (a === null) return false;
  const sa = [...new Set(a)].sort();
  const sb = [...new Set(b)].sort();
  return sa.length === sb.length && sa.every((x, i) => x === sb[i]);
}

type Cmd = fc.AsyncCommand<Model, Real>;

class SaveCmd implements Cmd {
  constructor(
    readonly q: number,
    readonly pick: number[],
    /** 'new': above the stored seq; 'stale': below it; 'dup': equal to it. */
    readonly kind: 'new' | 'stale' | 'dup',
    readonly viaRest: boolean,
  ) {}
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    const opts = r.options[this.q] as string[];
    const ids = this.pick.map((i) => opts[i % opts.length] as string);
    const stored = m.seq[this.q] as number;
    const seq =
      this.kind === 'new' ? stored + 1 + (this.pick.length % 3) : this.kind === 'dup' ? stored : 0;
    const dupIds = this.kind === 'dup' && m.answer[this.q] != null ? m.answer[this.q]! : ids;
    const got = await save(r, this.q, dupIds, seq, this.viaRest);
    expectSave(m, this.q, dupIds, seq, got);
  }
  toString() {
    return `save(q${this.q}, ${this.kind}, [${this.pick.join()}], ${this.viaRest ? 'rest' : 'gql'})`;
  }
}

class LeftTimeCmd implements Cmd {
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    const res = await rest<number>(
      r.p,
      '/api/paper/paper/left-time',
      { id: r.paperId },
      { token: r.token },
    );
    expect(res.code).toBe(0);
    if (m.handed !== 'no' || m.expired) expect(res.data).toBe(0);
    else expect(res.data).toBeGreaterThan(0);
  }
  toString() {
    return 'leftTime';
  }
}

class ExpireCmd implements Cmd {
  check(m: Readonly<Model>) {
    return !m.expired;
  }
  async run(m: Model, r: Real) {
    // The deadline (plus the 5 s grace) is behind us: saves are refused, the job may hand in.
    await r.p.infra.prisma.paper.update({
      where: { id: r.paperId },
      data: { deadline: new Date(Date.now() - 6_000) },
    });
    m.expired = true;
  }
  toString() {
    return 'expire';
  }
}

class DeadlineJobCmd implements Cmd {
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    const outcome = await r.p.services.papers.onDeadline(r.paperId);
    if (m.handed !== 'no') expect(outcome).toBe('nothing');
    else if (!m.expired) expect(outcome).toBe('rescheduled');
    else {
      expect(outcome).toBe('handed-in');
      m.handed = 'job';
      m.handIns++;
    }
  }
  toString() {
    return 'deadlineJob';
  }
}

class HandInCmd implements Cmd {
  check() {
    return true;
  }
  async run(m: Model, r: Real) {
    const res = await rest(
      r.p,
      '/api/paper/paper/hand-exam',
      { id: r.paperId },
      { token: r.token },
    );
    if (m.handed !== 'no') {
      expect(res.code).toBe(20010050);
      return;
    }
    // A learner may hand in until the paper is handed in (even past the deadline, before the job).
    expect(res.code).toBe(0);
    m.handed = 'learner';
    m.handIns++;
  }
  toString() {
    return 'handIn';
  }
}

/** Saves racing a hand-in: the saves acknowledged as applied must be in the graded paper. */
class BurstCmd implements Cmd {
  constructor(readonly picks: Array<[number, number]>) {}
  check(m: Readonly<Model>) {
    return m.handed === 'no' && !m.expired;
  }
  async run(m: Model, r: Real) {
    const base = Math.max(...m.seq) + 1;
    const sends = this.picks.map(([q, o], i) => {
      const opts = r.options[q] as string[];
      return { q, ids: [opts[o % opts.length] as string], seq: base + i };
    });
    const [hand, ...results] = await Promise.all([
      rest(r.p, '/api/paper/paper/hand-exam', { id: r.paperId }, { token: r.token }),
      ...sends.map((s) => save(r, s.q, s.ids, s.seq, s.seq % 2 === 0)),
    ]);
    expect(hand.code).toBe(0);
    m.handed = 'learner';
    m.handIns++;
    for (const [i, s] of sends.entries()) {
      const got = results[i] as SaveResult;
      if (got.code === 0 && got.applied === true) {
        // Applied before the hand-in locked the paper; a later seq of the same question wins.
        if (s.seq > (m.seq[s.q] as number)) {
          m.seq[s.q] = s.seq;
          m.answer[s.q] = s.ids;
        }
      } else if (got.code === 0) {
        // Ignored: a later seq of the same question in this burst applied first.
        expect(sends.some((o) => o.q === s.q && o.seq > s.seq)).toBe(true);
      } else {
        expect(got.code).toBe(20010050);
      }
    }
  }
  toString() {
    return `burst(${this.picks.map((x) => x.join(':')).join(' ')})`;
  }
}

describe('paper model (fast-check, real PostgreSQL)', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
    await resetDatabase(p);
  });
  afterAll(() => p.stop());

  it('acknowledged saves survive, one hand-in, the score is the engine’s', async () => {
    const repo = await buildRepo(p.infra.prisma, 'Model bank');
    const qs = [];
    for (let i = 0; i < 3; i++) {
      qs.push(
        await buildQuestion(p.infra.prisma, repo.id, {
          quType: 1,
          options: [{ content: 'a' }, { content: 'b', isRight: true }, { content: 'c' }],
        }),
      );
    }
    const multi = await buildQuestion(p.infra.prisma, repo.id, {
      quType: 2,
      options: [{ content: 'x', isRight: true }, { content: 'y', isRight: true }, { content: 'z' }],
    });
    const exam = await buildExam(p.infra.prisma, {
      rules: [
        { repoId: repo.id, quType: 1, quCount: 3, quScore: SCORE },
        { repoId: repo.id, quType: 2, quCount: 1, quScore: SCORE },
      ],
      partialCredit: true,
    });
    const stored = await loadQuestions(p.infra.prisma, [...qs.map((q) => q.id), multi.id]);
    const { token } = await asStudent(p);

    const q = fc.integer({ min: 0, max: 3 });
    const commands = [
      fc
        .tuple(
          q,
          fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
          fc.constantFrom('new', 'new', 'new', 'stale', 'dup'),
          fc.boolean(),
        )
        .map(([qi, pick, kind, viaRest]) => new SaveCmd(qi, pick, kind as 'new', viaRest)),
      fc.constant(new LeftTimeCmd()),
      fc.constant(new ExpireCmd()),
      fc.constant(new DeadlineJobCmd()),
      fc.constant(new HandInCmd()),
      fc
        .array(fc.tuple(q, fc.integer({ min: 0, max: 2 })), { minLength: 2, maxLength: 6 })
        .map((picks) => new BurstCmd(picks)),
    ];

    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
        // Each run starts clean even after a failed one (which may leave its paper open).
        await p.infra.prisma.paper.updateMany({
          where: { state: 0 },
          data: { deadline: new Date(Date.now() - 60_000) },
        });
        await p.services.papers.sweepOverdue();
        const created = await rest<{ id: string }>(
          p,
          '/api/paper/paper/create-paper',
          { examId: exam.id },
          { token },
        );
        expect(created.code, created.msg).toBe(0);
        const paperId = created.data.id;
        const items = await p.infra.prisma.paperQuestion.findMany({
          where: { paperId },
          orderBy: { sort: 'asc' },
        });
        const quIds = items.map((i) => i.quId);
        const real: Real = {
          p,
          token,
          paperId,
          quIds,
          options: quIds.map((id) => (stored.get(id)?.options ?? []).map((o) => o.id)),
        };
        const model: Model = {
          seq: quIds.map(() => 0),
          answer: quIds.map(() => null),
          handed: 'no',
          expired: false,
          handIns: 0,
        };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        // Finish the run: the deadline job hands in whatever is still open.
        if (model.handed === 'no') {
          await new ExpireCmd().run(model, real).catch(() => undefined);
          model.expired = true;
          await new DeadlineJobCmd().run(model, real);
        }
        expect(model.handIns).toBe(1);
        const paper = await p.infra.prisma.paper.findUniqueOrThrow({
          where: { id: paperId },
          include: { questions: true },
        });
        expect(paper.state).toBe(2);
        expect(paper.handBy).toBe(
          model.handed === 'learner' ? HandBy.LEARNER : HandBy.DEADLINE_JOB,
        );
        let expected = 0;
        for (const [i, quId] of quIds.entries()) {
          const row = paper.questions.find((x) => x.quId === quId);
          const answer = model.answer[i];
          expect(Number(row?.seq)).toBe(model.seq[i]);
          if (answer == null) {
            expect(row?.answer).toBeNull();
          } else {
            expect(new Set((row?.answer as { optionIds: string[] }).optionIds)).toEqual(
              new Set(answer),
            );
          }
          const key = toQuestionKey(stored.get(quId)!, SCORE);
          const graded = gradeQuestion(key, answer == null ? null : { optionIds: answer }, {
            partialCredit: true,
          });
          expect(row?.userScore).toBe(graded.score);
          expected += graded.score;
        }
        expect(paper.userScore).toBeCloseTo(expected, 5);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
