import type { Infra } from '../../core/infra.ts';
import { ItemType } from './course.inputs.ts';

/** Paper.state values the rules read (see the paper module). */
const PAPER_AWAITING_MARKING = 1;
const PAPER_FINISHED = 2;
/** Paper.reviewState values the rules read: the marker's pass, fail and invalid score. */
const REVIEW_NONE = 0;
const REVIEW_PASS = 1;
const REVIEW_INVALID = 3;
/** Training.mode of rote practice: answers show without answering, so it proves nothing. */
const ROTE_MODE = 13;

/** How far a learner is with a linked bank or exam, as the study page shows it. */
export interface LinkedGoalView {
  /** 3 bank: questions answered in practice; 4 exam: whether the exam was passed (or handed in). */
  itemType: number;
  /** Bank: distinct questions of the bank answered in practice; exam: 1 when done, else 0. */
  done: number;
  /** Bank: questions needed (the course's share of the bank's questions); exam: 1. */
  required: number;
  /** Bank: the bank's questions; exam: 1. */
  total: number;
  /** Exam: it has a pass mark (passing counts), else handing in counts. */
  passMark: boolean;
  finished: boolean;
}

interface LinkedItem {
  id: string;
  courseId: string;
  itemType: number;
  refId: string | null;
}

/** Questions of a bank needed for the share: at least one, never more than the bank holds. */
export function requiredQuestions(total: number, finishShare: number): number {
  if (total === 0) return 0;
  return Math.min(total, Math.max(1, Math.ceil((total * finishShare) / 100)));
}

/**
 * Linked practice banks and exams in courses, judged by the server from what the learner did:
 * - a bank item is finished when the learner has answered, in practice (sequential or random
 *   runs over the bank or the wrong-answer book; rote runs do not count), the course's finish
 *   share of the bank's top-level questions, each question once (100 %: every question);
 * - an exam item is finished when a paper of the learner passed it (finished and passed, or marked
 *   pass by a reviewer, not marked invalid); an exam without a pass mark counts once a paper was
 *   handed in (awaiting marking or finished, not marked invalid).
 * Once finished, an item stays finished (as a watched video does).
 */
export class CourseLinkedProgress {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  /** Distinct top-level questions of the bank the learner answered in practice, and the bank's count. */
  async bankGoal(userId: string, repoId: string, finishShare: number): Promise<LinkedGoalView> {
    const [total, answered] = await Promise.all([
      this.db.question.count({ where: { repoId, parentId: null } }),
      this.db.trainingItem.findMany({
        where: {
          answered: true,
          training: { userId, mode: { not: ROTE_MODE } },
          quId: { in: await this.bankQuestionIds(repoId) },
        },
        select: { quId: true },
        distinct: ['quId'],
      }),
    ]);
    const required = requiredQuestions(total, finishShare);
    return {
      itemType: ItemType.REPO,
      done: answered.length,
      required,
      total,
      passMark: false,
      finished: total > 0 && answered.length >= required,
    };
  }

  private async bankQuestionIds(repoId: string): Promise<string[]> {
    const rows = await this.db.question.findMany({
      where: { repoId, parentId: null },
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  /** Whether a paper of the learner passed the exam (or was handed in, without a pass mark). */
  async examGoal(userId: string, examId: string): Promise<LinkedGoalView> {
    const exam = await this.db.exam.findUnique({
      where: { id: examId },
      select: { qualifyScore: true },
    });
    const passMark = (exam?.qualifyScore ?? 0) > 0;
    const counted = await this.db.paper.count({
      where: passMark
        ? {
            examId,
            userId,
            OR: [
              { state: PAPER_FINISHED, passed: true, reviewState: REVIEW_NONE },
              {
                state: { in: [PAPER_AWAITING_MARKING, PAPER_FINISHED] },
                reviewState: REVIEW_PASS,
              },
            ],
          }
        : {
            examId,
            userId,
            state: { in: [PAPER_AWAITING_MARKING, PAPER_FINISHED] },
            reviewState: { not: REVIEW_INVALID },
          },
    });
    const finished = exam !== null && counted > 0;
    return {
      itemType: ItemType.EXAM,
      done: finished ? 1 : 0,
      required: 1,
      total: 1,
      passMark,
      finished,
    };
  }

  /** The goal of one linked item (a bank or an exam), or null for videos and documents. */
  async goalOf(
    userId: string,
    item: { itemType: number; refId: string | null },
    finishShare: number,
  ): Promise<LinkedGoalView | null> {
    if (item.refId === null) return null;
    if (item.itemType === ItemType.REPO) return this.bankGoal(userId, item.refId, finishShare);
    if (item.itemType === ItemType.EXAM) return this.examGoal(userId, item.refId);
    return null;
  }

  /**
   * Records as finished the linked items of these courses the learner has now done (before their
   * progress is read: lists, the course page, the personal centre, the study page).
   */
  async sync(userId: string, courseIds: readonly string[]): Promise<void> {
    if (courseIds.length === 0) return;
    const items: LinkedItem[] = await this.db.courseItem.findMany({
      where: {
        courseId: { in: [...courseIds] },
        itemType: { in: [ItemType.REPO, ItemType.EXAM] },
        refId: { not: null },
        progress: { none: { userId, finished: true } },
      },
      select: { id: true, courseId: true, itemType: true, refId: true },
    });
    if (items.length === 0) return;
    const shares = new Map(
      (
        await this.db.course.findMany({
          where: { id: { in: [...new Set(items.map((i) => i.courseId))] } },
          select: { id: true, finishShare: true },
        })
      ).map((c) => [c.id, c.finishShare]),
    );
    const now = new Date();
    for (const item of items) {
      const goal = await this.goalOf(userId, item, shares.get(item.courseId) ?? 100);
      if (goal?.finished !== true) continue;
      await this.db.courseProgress.upsert({
        where: { userId_itemId: { userId, itemId: item.id } },
        create: {
          userId,
          itemId: item.id,
          courseId: item.courseId,
          finished: true,
          finishedAt: now,
        },
        update: { finished: true, finishedAt: now },
      });
    }
  }
}
