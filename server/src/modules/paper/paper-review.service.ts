/**
 * Admin paper management (admin back office: paper management of an exam, and the handed-in tab of
 * the watch detail). Permissions are checked at the edges (@Authorized / REST access):
 * paper:list (paging, handed-in list), paper:review (review, marking), paper:mark-as, paper:delete.
 *
 * Rules:
 * - review shows the whole paper with keys, the learner's answers and per-question scores. A paper
 *   still in progress (state 0) is shown WITHOUT keys: an admin may be sitting the exam too.
 * - marking (reviewPaper) takes marks [{quId, score, comment}] for subjective questions (short
 *   answer, or a composite with a short-answer part: its mark is the whole question's points, the
 *   objective part's points are pre-filled as its userScore). In one transaction with the paper row
 *   locked (FOR UPDATE), checked in this order, nothing written on any refusal:
 *   paper missing PAPER_NOT_FOUND 20010033; state 0 or 3 PAPER_NOT_AWAITING_REVIEW 20010046;
 *   a quId not in the paper QUESTION_NOT_IN_PAPER 20010032; an objective question PARAM_INVALID;
 *   a question worth 0 SCORE_VALUE_ZERO 20010030; score < 0 or above the question's value
 *   SCORE_EXCEEDS_QUESTION_VALUE 20010029 {n: value}; the new total above the paper's total
 *   SCORE_ABOVE_TOTAL 20010031 {n: total}. A mark sets userScore (rounded to 2 decimals), comment,
 *   isRight (full marks), needsMarking false, markedBy. Totals are recomputed with summarizePaper;
 *   when nothing needs marking any more the paper moves 1 -> 2 and passed is set. Re-marking a
 *   finished paper (state 2) replaces the marks and updates its score and passed.
 * - markPapersAs sets reviewState (0 none, 1 pass, 2 fail, 3 invalid score) on handed-in papers;
 *   papers in progress are skipped (not counted). Scores are not changed.
 * - deletePapers refuses the whole batch with EXAM_LOCKED_BY_STATE 20010044 ("in progress, cannot
 *   be changed or deleted") when any paper is in progress: deleting a running paper would pull it
 *   from under the learner. Deleting a handed-in paper gives the learner that attempt back.
 * - handed-in list: papers with state != 0 of an exam, hand time, minutes used, state, exception
 *   and leave count; filters realName (real name, family name or account), hasEx.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { Prisma, type Paper, type PaperQuestion } from '../../generated/prisma/client.ts';
import type { MessageService } from '../message/index.ts';
import type { PointsService } from '../points/index.ts';
import { awardExamPass } from './paper-points.ts';
import { loadQuestions } from '../question/index.ts';
import { type Page, toPage } from '../../core/paging.ts';
import {
  type PaperResultItemView,
  isSubjectiveItem,
  toResultItems,
} from './paper-results.views.ts';
import {
  ExamPaperPageSchema,
  HandedInPageSchema,
  MarkPapersAsSchema,
  PaperIdsSchema,
  ReviewPaperSchema,
  type ExamPaperPageInput,
  type HandedInPageInput,
  type MarkPapersAsInput,
  type PaperIdsInput,
  type ReviewPaperInput,
} from './paper-review.inputs.ts';
import { PaperIdSchema, type PaperIdInput } from './paper-results.inputs.ts';
import { round2, summarizePaper } from './paper-scoring.ts';
import { containsPattern } from '../../core/database/like.ts';
import { PaperState } from '../sitting/index.ts';

/** A paper of an exam as the paper management table lists it. */
export interface ExamPaperRow {
  id: string;
  examId: string;
  userId: string;
  realName: string;
  familyName: string;
  userName: string;
  deptName: string | null;
  state: number;
  startedAt: Date;
  handedAt: Date | null;
  /** Seconds between start and hand-in. */
  userTime: number;
  userScore: number;
  objScore: number;
  subjScore: number;
  totalScore: number;
  qualifyScore: number;
  passed: boolean | null;
  reviewState: number;
  exState: number;
  exMsg: string;
  leaveTimes: number;
  handBy: number | null;
}

export interface PaperReviewView extends ExamPaperRow {
  examTitle: string;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  /** Items still waiting for a mark. */
  markingLeft: number;
  items: PaperResultItemView[];
}

/** The outcome of a hand-in or a marking. */
export interface PaperResultSummaryView {
  id: string;
  state: number;
  objScore: number;
  subjScore: number;
  userScore: number;
  totalScore: number;
  passed: boolean | null;
}

/** A row of the watch detail's handed-in list. */
export interface HandedInPaperRow {
  id: string;
  userId: string;
  realName: string;
  familyName: string;
  userName: string;
  deptName: string | null;
  /** When the paper was handed in. */
  handTime: Date | null;
  /** Minutes used (seconds rounded up). */
  userTime: number;
  state: number;
  handBy: number | null;
  userScore: number;
  exState: number;
  exMsg: string;
  leaveTimes: number;
}

interface PaperUserRow extends Paper {
  realName: string | null;
  familyName: string | null;
  userName: string | null;
  deptName: string | null;
}

export class PaperReviewService {
  constructor(
    private readonly infra: Infra,
    private readonly messages: MessageService,
    private readonly points: PointsService,
  ) {}

  /** Papers (of an exam), latest hand-in first, then latest start; filters realName and state. */
  async examPapers(raw: ExamPaperPageInput): Promise<Page<ExamPaperRow>> {
    const { current, size, params } = parseInput(ExamPaperPageSchema, raw);
    const conditions = [Prisma.sql`TRUE`];
    if (params.examId !== undefined) conditions.push(Prisma.sql`p."examId" = ${params.examId}`);
    if (params.state !== undefined) conditions.push(Prisma.sql`p."state" = ${params.state}`);
    const name = nameCondition(params.realName);
    if (name !== null) conditions.push(name);
    const where = Prisma.join(conditions, ' AND ');
    const [total, rows] = await Promise.all([
      this.countPapers(where),
      this.infra.prisma.$queryRaw<PaperUserRow[]>`
        SELECT p.*, u."realName", u."familyName", u."userName", d."deptName"
        FROM "Paper" p
        LEFT JOIN "User" u ON u."id" = p."userId"
        LEFT JOIN "Department" d ON d."deptCode" = u."deptCode"
        WHERE ${where}
        ORDER BY p."handedAt" DESC NULLS LAST, p."startedAt" DESC, p."id" DESC
        LIMIT ${size} OFFSET ${(current - 1) * size}`,
    ]);
    return toPage(rows.map(toPaperRow), total, current, size);
  }

  /** The watch detail's handed-in list of an exam (state != 0), latest hand-in first. */
  async handedIn(raw: HandedInPageInput): Promise<Page<HandedInPaperRow>> {
    const { current, size, params } = parseInput(HandedInPageSchema, raw);
    const conditions = [
      Prisma.sql`p."examId" = ${params.examId}`,
      Prisma.sql`p."state" <> ${PaperState.IN_EXAM}`,
    ];
    if (params.hasEx === true) conditions.push(Prisma.sql`p."exState" <> 0`);
    if (params.hasEx === false) conditions.push(Prisma.sql`p."exState" = 0`);
    const name = nameCondition(params.realName);
    if (name !== null) conditions.push(name);
    const where = Prisma.join(conditions, ' AND ');
    const [total, rows] = await Promise.all([
      this.countPapers(where),
      this.infra.prisma.$queryRaw<PaperUserRow[]>`
        SELECT p.*, u."realName", u."familyName", u."userName", d."deptName"
        FROM "Paper" p
        LEFT JOIN "User" u ON u."id" = p."userId"
        LEFT JOIN "Department" d ON d."deptCode" = u."deptCode"
        WHERE ${where}
        ORDER BY p."handedAt" DESC NULLS LAST, p."id" DESC
        LIMIT ${size} OFFSET ${(current - 1) * size}`,
    ]);
    return toPage(
      rows.map((r) => ({
        id: r.id,
        userId: r.userId,
        realName: r.realName ?? '',
        familyName: r.familyName ?? '',
        userName: r.userName ?? '',
        deptName: r.deptName,
        handTime: r.handedAt,
        userTime: Math.ceil(r.userTime / 60),
        state: r.state,
        handBy: r.handBy,
        userScore: r.userScore,
        exState: r.exState,
        exMsg: r.exMsg,
        leaveTimes: r.leaveTimes,
      })),
      total,
      current,
      size,
    );
  }

  /** The whole paper for marking: keys (unless in progress), answers and per-question scores. */
  async review(raw: PaperIdInput): Promise<PaperReviewView> {
    const { id } = parseInput(PaperIdSchema, raw);
    const db = this.infra.prisma;
    const [row] = await db.$queryRaw<PaperUserRow[]>`
      SELECT p.*, u."realName", u."familyName", u."userName", d."deptName"
      FROM "Paper" p
      LEFT JOIN "User" u ON u."id" = p."userId"
      LEFT JOIN "Department" d ON d."deptCode" = u."deptCode"
      WHERE p."id" = ${id}`;
    if (row === undefined) throw new AppError('PAPER_NOT_FOUND');
    const [exam, items] = await Promise.all([
      db.exam.findUnique({ where: { id: row.examId }, select: { title: true } }),
      db.paperQuestion.findMany({ where: { paperId: id }, orderBy: { sort: 'asc' } }),
    ]);
    const questions = await loadQuestions(
      db,
      items.map((i) => i.quId),
    );
    const handedIn = row.state !== PaperState.IN_EXAM;
    return {
      ...toPaperRow(row),
      examTitle: exam?.title ?? '',
      reviewedBy: row.reviewedBy,
      reviewedAt: row.reviewedAt,
      markingLeft: items.filter((i) => i.needsMarking).length,
      items: toResultItems(items, questions, { reveal: handedIn, showScores: true }),
    };
  }

  /** Manual marking; see the module comment for the rules and the order of the checks. */
  async mark(session: SessionUser, raw: ReviewPaperInput): Promise<PaperResultSummaryView> {
    const { paperId, marks } = parseInput(ReviewPaperSchema, raw);
    const saved = await this.infra.prisma.$transaction(async (tx) => {
      const [paper] = await tx.$queryRaw<Paper[]>`
        SELECT * FROM "Paper" WHERE "id" = ${paperId} FOR UPDATE`;
      if (paper === undefined) throw new AppError('PAPER_NOT_FOUND');
      if (paper.state !== PaperState.AWAITING_MARKING && paper.state !== PaperState.FINISHED) {
        throw new AppError('PAPER_NOT_AWAITING_REVIEW');
      }
      const items = await tx.paperQuestion.findMany({ where: { paperId } });
      const questions = await loadQuestions(
        tx,
        items.map((i) => i.quId),
      );
      const byId = new Map(items.map((i) => [i.quId, i]));
      const now = new Date();
      const updates: Array<{ item: PaperQuestion; score: number; comment: string }> = [];
      for (const m of marks) {
        const item = byId.get(m.quId);
        if (item === undefined) throw new AppError('QUESTION_NOT_IN_PAPER');
        if (!isSubjectiveItem(item, questions.get(item.quId))) {
          throw new AppError('PARAM_INVALID', {}, { [`marks.${m.quId}`]: 'objective question' });
        }
        if (!(item.score > 0)) throw new AppError('SCORE_VALUE_ZERO');
        if (m.score < 0 || m.score > item.score) {
          throw new AppError('SCORE_EXCEEDS_QUESTION_VALUE', { n: item.score });
        }
        updates.push({ item, score: round2(m.score), comment: m.comment });
      }
      const marked = new Map(updates.map((u) => [u.item.quId, u]));
      const totals = summarizePaper(
        items.map((i) => {
          const u = marked.get(i.quId);
          return {
            score: i.score,
            userScore: u === undefined ? i.userScore : u.score,
            needsMarking: u === undefined ? i.needsMarking : false,
            subjective: isSubjectiveItem(i, questions.get(i.quId)),
          };
        }),
        paper.qualifyScore,
      );
      if (totals.userScore > round2(paper.totalScore)) {
        throw new AppError('SCORE_ABOVE_TOTAL', { n: paper.totalScore });
      }
      for (const u of updates) {
        await tx.paperQuestion.update({
          where: { paperId_quId: { paperId, quId: u.item.quId } },
          data: {
            userScore: u.score,
            comment: u.comment,
            isRight: u.score >= u.item.score,
            needsMarking: false,
            markedBy: session.userId,
            updatedAt: now,
          },
        });
      }
      const saved = await tx.paper.update({
        where: { id: paperId },
        data: {
          objScore: totals.objScore,
          subjScore: totals.subjScore,
          userScore: totals.userScore,
          state: totals.state,
          passed: totals.passed,
          reviewedBy: session.userId,
          reviewedAt: now,
        },
      });
      return saved;
    });
    if (saved.state === PaperState.FINISHED) await this.tellMarked(saved);
    if (saved.passed === true) {
      await awardExamPass(this.infra, this.points, saved.userId, saved.examId);
    }
    return toSummary(saved);
  }

  /** The learner is told once per paper when its marking is complete, with the score. */
  private async tellMarked(paper: Paper): Promise<void> {
    const exam = await this.infra.prisma.exam.findUnique({
      where: { id: paper.examId },
      select: { title: true },
    });
    await this.messages.notify([
      {
        userId: paper.userId,
        kind: 'paperMarked',
        args: { exam: exam?.title ?? '', score: paper.userScore },
        refKey: `paper:${paper.id}:marked`,
      },
    ]);
  }

  /** Sets reviewState on handed-in papers; returns how many changed (in-progress ones skipped). */
  async markAs(session: SessionUser, raw: MarkPapersAsInput): Promise<number> {
    const { ids, reviewState } = parseInput(MarkPapersAsSchema, raw);
    const res = await this.infra.prisma.paper.updateMany({
      where: { id: { in: ids }, state: { not: PaperState.IN_EXAM } },
      data: { reviewState, reviewedBy: session.userId, reviewedAt: new Date() },
    });
    return res.count;
  }

  /** Deletes handed-in papers; refuses the batch if any is in progress (module comment). */
  async delete(raw: PaperIdsInput): Promise<number> {
    const { ids } = parseInput(PaperIdsSchema, raw);
    return this.infra.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<Array<{ id: string; state: number }>>`
        SELECT "id", "state" FROM "Paper" WHERE "id" IN (${Prisma.join(ids)}) FOR UPDATE`;
      if (rows.some((r) => r.state === PaperState.IN_EXAM)) {
        throw new AppError('EXAM_LOCKED_BY_STATE');
      }
      const res = await tx.paper.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
      return res.count;
    });
  }

  private async countPapers(where: Prisma.Sql): Promise<number> {
    const [{ total }] = await this.infra.prisma.$queryRaw<[{ total: number }]>`
      SELECT COUNT(*)::int AS total
      FROM "Paper" p
      LEFT JOIN "User" u ON u."id" = p."userId"
      WHERE ${where}`;
    return total;
  }
}

function toSummary(p: Paper): PaperResultSummaryView {
  return {
    id: p.id,
    state: p.state,
    objScore: p.objScore,
    subjScore: p.subjScore,
    userScore: p.userScore,
    totalScore: p.totalScore,
    passed: p.passed,
  };
}

function toPaperRow(r: PaperUserRow): ExamPaperRow {
  return {
    id: r.id,
    examId: r.examId,
    userId: r.userId,
    realName: r.realName ?? '',
    familyName: r.familyName ?? '',
    userName: r.userName ?? '',
    deptName: r.deptName,
    state: r.state,
    startedAt: r.startedAt,
    handedAt: r.handedAt,
    userTime: r.userTime,
    userScore: r.userScore,
    objScore: r.objScore,
    subjScore: r.subjScore,
    totalScore: r.totalScore,
    qualifyScore: r.qualifyScore,
    passed: r.passed,
    reviewState: r.reviewState,
    exState: r.exState,
    exMsg: r.exMsg,
    leaveTimes: r.leaveTimes,
    handBy: r.handBy,
  };
}

/** realName filter: real name, family name + real name, or account contains (ILIKE, escaped). */
function nameCondition(text: string | undefined): Prisma.Sql | null {
  const like = containsPattern(text);
  if (like === null) return null;
  return Prisma.sql`(u."realName" ILIKE ${like} OR (u."familyName" || u."realName") ILIKE ${like}
    OR u."userName" ILIKE ${like})`;
}
