/**
 * Exams and papers: rows written directly with Prisma, for tests that need an exam or a paper in a
 * precise state without going through create-paper and hand-in, and valid exam save bodies.
 */
import type { Db } from '../../src/core/prisma.ts';
import type { Prisma } from '../../src/generated/prisma/client.ts';
import type { Platform } from '../../src/platform.ts';
import { restOk } from '../helpers.ts';
import { buildBankOfEveryType } from './question.ts';

type Json = Record<string, unknown>;

/** Milliseconds. */
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

export interface ExamRowOptions {
  title?: string;
  /** 0 never, 1 after hand-in (default), 2 after the window ends. */
  answerDisplay?: number;
  startTime?: Date;
  endTime?: Date;
  totalTime?: number;
  totalScore?: number;
  qualifyScore?: number;
  state?: number;
}

/** An enabled public exam, in its window now (1 h ago .. 3 h ahead) unless told otherwise. */
export function buildExamRow(prisma: Db, opts: ExamRowOptions = {}) {
  const now = Date.now();
  return prisma.exam.create({
    data: {
      title: opts.title ?? `Exam ${Math.random().toString(36).slice(2, 8)}`,
      startTime: opts.startTime ?? new Date(now - 3600_000),
      endTime: opts.endTime ?? new Date(now + 3 * 3600_000),
      totalTime: opts.totalTime ?? 30,
      totalScore: opts.totalScore ?? 100,
      qualifyScore: opts.qualifyScore ?? 60,
      answerDisplay: opts.answerDisplay ?? 1,
      state: opts.state ?? 0,
    },
  });
}

export interface PaperItemSpec {
  quId: string;
  quType: number;
  score: number;
  /** LearnerAnswer JSON. */
  answer?: Prisma.InputJsonObject | null;
  answered?: boolean;
  isRight?: boolean | null;
  userScore?: number | null;
  needsMarking?: boolean;
  comment?: string;
  optionOrder?: Prisma.InputJsonValue | null;
  mark?: boolean;
}

export interface PaperRowOptions {
  examId: string;
  userId: string;
  /** 0 in exam, 1 awaiting marking, 2 finished (default), 3 abandoned. */
  state?: number;
  items?: PaperItemSpec[];
  /** Defaults to the sum of the item scores. */
  totalScore?: number;
  qualifyScore?: number;
  objScore?: number;
  subjScore?: number;
  /** Defaults to objScore + subjScore. */
  userScore?: number;
  passed?: boolean | null;
  reviewState?: number;
  startedAt?: Date;
  handedAt?: Date | null;
  handBy?: number | null;
  userTime?: number;
  exState?: number;
  exMsg?: string;
  leaveTimes?: number;
}

/** A paper with its items; handed in 10 minutes after a start 20 minutes ago unless state 0. */
export async function buildPaperRow(prisma: Db, opts: PaperRowOptions) {
  const items = opts.items ?? [];
  const state = opts.state ?? 2;
  const startedAt = opts.startedAt ?? new Date(Date.now() - 20 * 60_000);
  const handedIn = state !== 0;
  const objScore = opts.objScore ?? 0;
  const subjScore = opts.subjScore ?? 0;
  return prisma.paper.create({
    data: {
      examId: opts.examId,
      userId: opts.userId,
      state,
      startedAt,
      deadline: new Date(startedAt.getTime() + 30 * 60_000),
      handedAt:
        opts.handedAt !== undefined
          ? opts.handedAt
          : handedIn
            ? new Date(startedAt.getTime() + 10 * 60_000)
            : null,
      handBy: opts.handBy !== undefined ? opts.handBy : handedIn ? 1 : null,
      userTime: opts.userTime ?? (handedIn ? 600 : 0),
      quCount: items.length,
      totalScore: opts.totalScore ?? items.reduce((s, i) => s + i.score, 0),
      qualifyScore: opts.qualifyScore ?? 60,
      objScore,
      subjScore,
      userScore: opts.userScore ?? objScore + subjScore,
      passed: opts.passed !== undefined ? opts.passed : state === 2 ? true : null,
      reviewState: opts.reviewState ?? 0,
      exState: opts.exState ?? 0,
      exMsg: opts.exMsg ?? '',
      leaveTimes: opts.leaveTimes ?? 0,
      questions: {
        create: items.map((i, sort) => ({
          quId: i.quId,
          quType: i.quType,
          sort,
          score: i.score,
          optionOrder: i.optionOrder ?? undefined,
          answer: i.answer ?? undefined,
          answered: i.answered ?? (i.answer !== undefined && i.answer !== null),
          mark: i.mark ?? false,
          isRight: i.isRight ?? null,
          userScore: i.userScore ?? null,
          needsMarking: i.needsMarking ?? false,
          comment: i.comment ?? '',
        })),
      },
    },
  });
}

/** One draw rule of an exam: `quCount` questions of `quType` from a bank, `quScore` each. */
export interface RuleSpec {
  repoId: string;
  quType: number;
  quCount: number;
  quScore: number;
  chapterId?: string | null;
  level?: number | null;
}

export interface ExamSpec {
  title?: string;
  rules: RuleSpec[];
  totalTime?: number;
  startTime?: Date;
  endTime?: Date;
  qualifyScore?: number;
  handMin?: number;
  chance?: number;
  shuffleQuestions?: boolean;
  shuffleOptions?: boolean;
  partialCredit?: boolean;
  openType?: number;
}

/** A public exam drawing by `rules`, its total score their sum, in its window now unless told. */
export async function buildExam(prisma: Db, spec: ExamSpec) {
  const now = Date.now();
  const totalScore = spec.rules.reduce((s, r) => s + r.quCount * r.quScore, 0);
  return prisma.exam.create({
    data: {
      title: spec.title ?? 'Exam',
      openType: spec.openType ?? 1,
      startTime: spec.startTime ?? new Date(now - 3600_000),
      endTime: spec.endTime ?? new Date(now + 3 * 3600_000),
      totalTime: spec.totalTime ?? 30,
      totalScore,
      qualifyScore: spec.qualifyScore ?? 0,
      handMin: spec.handMin ?? 0,
      chance: spec.chance ?? 0,
      shuffleQuestions: spec.shuffleQuestions ?? false,
      shuffleOptions: spec.shuffleOptions ?? false,
      partialCredit: spec.partialCredit ?? false,
      rules: {
        create: spec.rules.map((r, sort) => ({
          sort,
          repoId: r.repoId,
          quType: r.quType,
          quCount: r.quCount,
          quScore: r.quScore,
          chapterId: r.chapterId ?? null,
          level: r.level ?? null,
        })),
      },
    },
  });
}

/** A valid save body (public, in progress: yesterday .. in 30 days) with two rules, total 10. */
export function examBody(repoId: string, over: Json = {}): Json {
  const now = Date.now();
  return {
    title: 'Safety exam',
    content: '<p>Read carefully</p>',
    examType: 1,
    openType: 1,
    startTime: new Date(now - DAY).toISOString(),
    endTime: new Date(now + 30 * DAY).toISOString(),
    totalTime: 30,
    qualifyScore: 6,
    chance: 0,
    ruleList: [
      { repoId, quType: 1, quCount: 3, quScore: 2 },
      { repoId, quType: 2, quCount: 2, quScore: 2 },
    ],
    ...over,
  };
}

/** A bare paper row without items (state 0 in exam by default, deadline in 30 minutes). */
export async function buildPaper(
  prisma: Db,
  examId: string,
  userId: string,
  opts: { state?: number; deadline?: Date } = {},
) {
  return prisma.paper.create({
    data: {
      examId,
      userId,
      state: opts.state ?? 0,
      deadline: opts.deadline ?? new Date(Date.now() + 30 * 60_000),
      quCount: 1,
      totalScore: 10,
      qualifyScore: 6,
    },
  });
}

/** The GraphQL save of an exam, its input as `$i`. */
export const SAVE_EXAM = 'mutation($i: ExamSaveInput!) { saveExam(input: $i) }';

/** Creates an exam through REST save (as the given admin); returns its id. */
export async function createExam(
  p: Platform,
  admin: { token: string },
  body: Json,
): Promise<string> {
  const data = await restOk<{ id: string }>(p, admin.token, '/api/exam/exam/save', body);
  return data.id;
}

/**
 * An exam and a paper of `userId` over a bank of every type:
 * single (10, answered wrong, shown options reordered Nice, Lyon, Paris), fill (10, one blank right),
 * short (10, needs marking unless told otherwise), composite (10, objective part 5 earned).
 */
export async function buildStandardPaper(
  db: Db,
  userId: string,
  opts: { exam?: ExamRowOptions; paper?: Partial<PaperRowOptions>; examId?: string } = {},
) {
  const { repo, qs } = await buildBankOfEveryType(db, `Bank ${Math.random()}`);
  const exam =
    opts.examId !== undefined
      ? await db.exam.findUniqueOrThrow({ where: { id: opts.examId } })
      : await buildExamRow(db, { totalScore: 40, qualifyScore: 20, ...opts.exam });
  const [lyon, paris, nice] = qs.single.options;
  const state = opts.paper?.state ?? 1;
  const marked = state === 2;
  const paper = await buildPaperRow(db, {
    examId: exam.id,
    userId,
    state,
    qualifyScore: exam.qualifyScore,
    objScore: 5,
    subjScore: marked ? 13 : 5,
    passed: marked ? false : null,
    items: [
      {
        quId: qs.single.id,
        quType: 1,
        score: 10,
        answer: { optionIds: [lyon!.id] },
        isRight: false,
        userScore: 0,
        optionOrder: { [qs.single.id]: [nice!.id, lyon!.id, paris!.id] },
      },
      {
        quId: qs.fill.id,
        quType: 5,
        score: 10,
        answer: { blanks: ['beijing', 'ftp'] },
        isRight: false,
        userScore: 0,
      },
      {
        quId: qs.short.id,
        quType: 4,
        score: 10,
        answer: { text: '<p>white and fluffy</p>' },
        isRight: marked ? false : null,
        userScore: marked ? 8 : null,
        needsMarking: !marked,
        comment: marked ? 'MARKER-COMMENT good' : '',
      },
      {
        quId: qs.composite.id,
        quType: 99,
        score: 10,
        answer: {
          sub: {
            [qs.composite.subs[0]!.id]: { optionIds: [qs.composite.subs[0]!.options[0]!.id] },
          },
        },
        isRight: false,
        userScore: 5,
      },
    ],
    ...opts.paper,
  });
  return { repo, qs, exam, paper };
}

/** Assigns proctors to an exam: users directly, and groups whose members proctor it. */
export async function assignProctors(
  prisma: Db,
  examId: string,
  proctors: { users?: string[]; groups?: string[] },
): Promise<void> {
  await prisma.examProctor.createMany({
    data: [
      ...(proctors.users ?? []).map((refId) => ({ examId, kind: 'user', refId })),
      ...(proctors.groups ?? []).map((refId) => ({ examId, kind: 'group', refId })),
    ],
    skipDuplicates: true,
  });
}
