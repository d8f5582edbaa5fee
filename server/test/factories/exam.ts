/**
 * Exam and paper rows written directly with Prisma, for tests that need a handed-in (or running)
 * paper in a precise state without going through create-paper and hand-in.
 */
import type { Db } from '../../src/core/prisma.ts';
import type { Prisma } from '../../src/generated/prisma/client.ts';

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
