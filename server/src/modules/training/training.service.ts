/**
 * Training practice over a question bank (kind 1) or the learner's wrong-answer book (kind 2).
 *
 * Rules:
 * - start: a learner has at most one unfinished training per bank (or book filter) and mode. Without
 *   `clear` it is returned to continue; with `clear` it is finished and a new one starts. Items are
 *   the top-level questions (a composite carries its parts) in bank order (mode 11, 13) or shuffled
 *   once (mode 12); the order is stored and never changes.
 * - qu-detail shows the question without its key until the item is answered, except in rote mode 13.
 *   The mode a request names is ignored: the training's own mode decides.
 * - fill saves an answer without grading; check grades it once (all or nothing) and locks the item:
 *   a later fill or check returns the stored result unchanged.
 * - Modes 11 and 12 need an answer to check; their verdicts feed the wrong-answer book. Mode 13
 *   checks without one (it reveals) and never touches the book.
 * - A finished training is read-only (fill / check refused with DATA_UNAVAILABLE).
 * - While the learner sits an exam, start, qu-detail, fill and check are refused with
 *   EXAM_IN_PROGRESS: practice would show answer keys of the banks the exam draws from.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Lang } from '../../core/i18n.ts';
import type { Infra } from '../../core/infra.ts';
import type { Prisma, Training, TrainingItem } from '../../generated/prisma/client.ts';
import { gradeQuestion, isAnswered, asLearnerAnswer } from '../grading/index.ts';
import {
  type LearnerQuestionView,
  type StoredQuestion,
  loadQuestions,
  toLearnerView,
  toQuestionKey,
} from '../question/index.ts';
import type { PointsService } from '../points/index.ts';
import type { WrongBookService } from '../wrongbook/index.ts';
import { type Page, toPage } from '../../core/paging.ts';
import {
  TrainingKind,
  TrainingMode,
  TrainingState,
  modeText,
  percentOf,
  trainingTitle,
} from './training.constants.ts';
import {
  StartTrainingSchema,
  TrainingAnswerSchema,
  TrainingIdSchema,
  TrainingPageSchema,
  TrainingQuestionSchema,
  toParsedAnswer,
  type StartTrainingInput,
  type TrainingAnswerInput,
  type TrainingIdInput,
  type TrainingPageInput,
  type TrainingQuestionInput,
} from './training.inputs.ts';
import { authorizeTrainee, authorizeTraining } from './training.policy.ts';
import { assertNotSittingExam } from '../sitting/index.ts';
import type { DbClient } from '../../core/prisma.ts';
import { containsText } from '../../core/database/like.ts';
import { shuffle } from '../../core/crypto.ts';

/** A training's header (detail, start, finish, history rows). */
export interface TrainingView {
  id: string;
  kind: number;
  repoId: string | null;
  /** A wrong-book training of one exam's mistakes: that exam. */
  examId: string | null;
  /** The bank's title (null for a whole-book training). */
  repoTitle: string | null;
  /** What lists call it: the bank title, or the wrong-answer book. */
  title: string;
  mode: number;
  modeText: string;
  state: number;
  total: number;
  answered: number;
  rightCount: number;
  percent: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A question of a training as the learner sees it. */
export interface TrainingQuestionView extends LearnerQuestionView {
  trainId: string;
  quId: string;
  /** Position in the training, from 0. */
  sort: number;
}

export interface TrainingCardItem {
  quId: string;
  /** null when the question has since been deleted. */
  quType: number | null;
  sort: number;
  answered: boolean;
  isRight: boolean | null;
}

/** The answer sheet: every question in order with its state. */
export interface TrainingCardView {
  id: string;
  kind: number;
  mode: number;
  state: number;
  total: number;
  answered: number;
  rightCount: number;
  wrongCount: number;
  percent: number;
  items: TrainingCardItem[];
}

type ItemWithTraining = TrainingItem & { training: Training };

/** /web/qu/view/{id}: a bank question with its key, as rote mode shows it, and where it is kept. */
export interface QuestionDetailView {
  repoId: string;
  repoTitle: string;
  chapterTitle: string | null;
  question: LearnerQuestionView;
}

export class TrainingService {
  constructor(
    private readonly infra: Infra,
    private readonly wrongBook: WrongBookService,
    private readonly points: PointsService,
  ) {}

  /** Starts a training, or returns the unfinished one of the same bank and mode (see rules). */
  async start(session: SessionUser, raw: StartTrainingInput, lang: Lang): Promise<TrainingView> {
    await assertNotSittingExam(this.infra.prisma, session.userId);
    const input = parseInput(StartTrainingSchema, raw);
    const userId = authorizeTrainee(session, input.userId);
    const { kind, mode, clear } = input;
    const repoId = input.repoId ?? null;
    const examId = input.examId ?? null;
    if (kind === TrainingKind.BANK && examId !== null) {
      throw new AppError('PARAM_INVALID', {}, { examId: 'only for kind 2' });
    }
    if (kind === TrainingKind.BANK) {
      if (repoId === null) throw new AppError('PARAM_INVALID', {}, { repoId: 'required' });
      const repo = await this.infra.prisma.repo.findUnique({
        where: { id: repoId },
        select: { id: true },
      });
      if (repo === null) throw new AppError('DATA_NOT_FOUND');
    }
    const training = await this.infra.prisma.$transaction(async (tx) => {
      // One start at a time per learner, bank and mode: no duplicate unfinished trainings.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`train:${userId}:${kind}:${repoId ?? ''}:${examId ?? ''}:${mode}`}))`;
      const same = { userId, kind, repoId, examId, mode, state: TrainingState.IN_PROGRESS };
      if (!clear) {
        const open = await tx.training.findFirst({ where: same, orderBy: { updatedAt: 'desc' } });
        if (open !== null) return open;
      } else {
        await tx.training.updateMany({ where: same, data: { state: TrainingState.FINISHED } });
      }
      const ids =
        kind === TrainingKind.BANK
          ? await bankOrder(tx, repoId as string)
          : await this.wrongBook.practiceQuestionIds(tx, userId, repoId, examId);
      if (ids.length === 0) {
        throw new AppError(
          kind === TrainingKind.BANK ? 'TRAIN_BANK_EMPTY' : 'TRAIN_NO_WRONG_QUESTIONS',
        );
      }
      const ordered = mode === TrainingMode.RANDOM ? shuffle(ids) : ids;
      const created = await tx.training.create({
        data: { userId, kind, repoId, examId, mode, total: ordered.length },
      });
      await tx.trainingItem.createMany({
        data: ordered.map((quId, sort) => ({ trainingId: created.id, quId, sort })),
      });
      return created;
    });
    return (await this.views([training], lang))[0] as TrainingView;
  }

  /** One question of the caller's training, as the learner may see it now. */
  async question(session: SessionUser, raw: TrainingQuestionInput): Promise<TrainingQuestionView> {
    const { trainId, quId } = parseInput(TrainingQuestionSchema, raw);
    await assertNotSittingExam(this.infra.prisma, session.userId);
    const item = await this.ownItem(session, trainId, quId);
    return this.questionView(item, await this.questionOf(item.quId));
  }

  /** Saves an answer without grading or revealing (ignored once the item is answered). */
  async fill(session: SessionUser, raw: TrainingAnswerInput): Promise<TrainingQuestionView> {
    const { trainId, quId, answer } = toParsedAnswer(parseInput(TrainingAnswerSchema, raw));
    await assertNotSittingExam(this.infra.prisma, session.userId);
    const item = await this.ownItem(session, trainId, quId);
    const q = await this.questionOf(quId);
    if (item.answered) return this.questionView(item, q);
    assertOpen(item.training);
    const saved = await this.infra.prisma.$transaction(async (tx) => {
      const res = await tx.trainingItem.updateMany({
        where: {
          trainingId: trainId,
          quId,
          answered: false,
          training: { state: TrainingState.IN_PROGRESS },
        },
        data: { answer: answer as Prisma.InputJsonObject },
      });
      if (res.count > 0) {
        await tx.training.update({ where: { id: trainId }, data: { updatedAt: new Date() } });
      }
      return res.count > 0;
    });
    if (saved) return this.questionView({ ...item, answer: answer as Prisma.JsonObject }, q);
    return this.questionView(await this.ownItem(session, trainId, quId), q);
  }

  /** Grades the answer once, locks the item and returns the question with its key revealed. */
  async check(session: SessionUser, raw: TrainingAnswerInput): Promise<TrainingQuestionView> {
    const { trainId, quId, answer } = toParsedAnswer(parseInput(TrainingAnswerSchema, raw));
    await assertNotSittingExam(this.infra.prisma, session.userId);
    const item = await this.ownItem(session, trainId, quId);
    const q = await this.questionOf(quId);
    if (item.answered) return this.questionView(item, q);
    const t = assertOpen(item.training);
    const rote = t.mode === TrainingMode.ROTE;
    const key = toQuestionKey(q);
    const given = isAnswered(key, answer);
    if (!given && !rote) throw new AppError('PARAM_INVALID', {}, { answer: 'required' });
    const isRight = given ? gradeQuestion(key, answer, { partialCredit: false }).isRight : null;
    const applied = await this.infra.prisma.$transaction(async (tx) => {
      const res = await tx.trainingItem.updateMany({
        where: {
          trainingId: trainId,
          quId,
          answered: false,
          training: { state: TrainingState.IN_PROGRESS },
        },
        data: { answered: true, isRight, answer: answer as Prisma.InputJsonObject },
      });
      if (res.count === 0) return false; // answered concurrently: that answer stands
      await tx.training.update({
        where: { id: trainId },
        data: {
          answered: { increment: 1 },
          rightCount: { increment: isRight === true ? 1 : 0 },
        },
      });
      if (!rote) {
        await this.wrongBook.recordAnswer(
          { userId: t.userId, quId, repoId: q.repoId, isRight },
          tx,
        );
      }
      return true;
    });
    const stored = applied
      ? { ...item, answered: true, isRight, answer: answer as Prisma.JsonObject }
      : await this.ownItem(session, trainId, quId);
    return this.questionView(stored, q);
  }

  /** The answer sheet of the caller's training. */
  async card(session: SessionUser, raw: TrainingIdInput): Promise<TrainingCardView> {
    const t = await this.ownTraining(session, parseInput(TrainingIdSchema, raw).id);
    const items = await this.infra.prisma.trainingItem.findMany({
      where: { trainingId: t.id },
      orderBy: { sort: 'asc' },
      select: { quId: true, sort: true, answered: true, isRight: true },
    });
    const types = new Map(
      (
        await this.infra.prisma.question.findMany({
          where: { id: { in: items.map((i) => i.quId) } },
          select: { id: true, quType: true },
        })
      ).map((q) => [q.id, q.quType]),
    );
    const wrongCount = items.filter((i) => i.answered && i.isRight === false).length;
    return {
      id: t.id,
      kind: t.kind,
      mode: t.mode,
      state: t.state,
      total: t.total,
      answered: t.answered,
      rightCount: t.rightCount,
      wrongCount,
      percent: percentOf(t.answered, t.total),
      items: items.map((i) => ({ ...i, quType: types.get(i.quId) ?? null })),
    };
  }

  async detail(session: SessionUser, raw: TrainingIdInput, lang: Lang): Promise<TrainingView> {
    const t = await this.ownTraining(session, parseInput(TrainingIdSchema, raw).id);
    return (await this.views([t], lang))[0] as TrainingView;
  }

  /** Ends the caller's training (state 1); finishing a finished one changes nothing. */
  async finish(session: SessionUser, raw: TrainingIdInput, lang: Lang): Promise<TrainingView> {
    const t = await this.ownTraining(session, parseInput(TrainingIdSchema, raw).id);
    if (t.state === TrainingState.IN_PROGRESS) {
      const res = await this.infra.prisma.training.updateMany({
        where: { id: t.id, userId: session.userId, state: TrainingState.IN_PROGRESS },
        data: { state: TrainingState.FINISHED },
      });
      if (res.count > 0) {
        const repo =
          t.repoId === null
            ? null
            : await this.infra.prisma.repo.findUnique({
                where: { id: t.repoId },
                select: { title: true },
              });
        await this.points.award(session.userId, 'trainFinish', `train-finish:${t.id}`, {
          repo: repo?.title ?? '',
        });
      }
    }
    return this.detail(session, { id: t.id }, lang);
  }

  /** The caller's training history, latest first; params.title filters by bank title. */
  async paging(
    session: SessionUser,
    raw: TrainingPageInput,
    lang: Lang,
  ): Promise<Page<TrainingView>> {
    const { current, size, params } = parseInput(TrainingPageSchema, raw);
    const where: Prisma.TrainingWhereInput = { userId: session.userId };
    if (params.repoId !== undefined) where.repoId = params.repoId;
    if (params.kind !== undefined) where.kind = params.kind;
    if (params.title !== undefined && params.title !== '') {
      const repos = await this.infra.prisma.repo.findMany({
        where: { title: containsText(params.title) },
        select: { id: true },
      });
      where.repoId =
        params.repoId !== undefined
          ? repos.some((r) => r.id === params.repoId)
            ? params.repoId
            : { in: [] }
          : { in: repos.map((r) => r.id) };
    }
    const [total, rows] = await Promise.all([
      this.infra.prisma.training.count({ where }),
      this.infra.prisma.training.findMany({
        where,
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
        skip: (current - 1) * size,
        take: size,
      }),
    ]);
    return toPage(await this.views(rows, lang), total, current, size);
  }

  private async views(rows: Training[], lang: Lang): Promise<TrainingView[]> {
    const repoIds = [...new Set(rows.map((r) => r.repoId).filter((id) => id !== null))];
    const titles = new Map(
      (
        await this.infra.prisma.repo.findMany({
          where: { id: { in: repoIds } },
          select: { id: true, title: true },
        })
      ).map((r) => [r.id, r.title]),
    );
    const examIds = [...new Set(rows.map((r) => r.examId).filter((id) => id !== null))];
    const examTitles = new Map(
      examIds.length === 0
        ? []
        : (
            await this.infra.prisma.exam.findMany({
              where: { id: { in: examIds } },
              select: { id: true, title: true },
            })
          ).map((e) => [e.id, e.title]),
    );
    return rows.map((t) => {
      const repoTitle = t.repoId === null ? null : (titles.get(t.repoId) ?? null);
      // A practice of one exam's mistakes is named after the exam.
      const scopeTitle = t.examId === null ? repoTitle : (examTitles.get(t.examId) ?? null);
      return {
        id: t.id,
        kind: t.kind,
        repoId: t.repoId,
        examId: t.examId,
        repoTitle,
        title: trainingTitle(t.kind, scopeTitle, lang),
        mode: t.mode,
        modeText: modeText(t.mode, lang),
        state: t.state,
        total: t.total,
        answered: t.answered,
        rightCount: t.rightCount,
        percent: percentOf(t.answered, t.total),
        createdAt: t.createdAt,
        updatedAt: t.updatedAt,
      };
    });
  }

  /**
   * A top-level bank question with its key and analysis: what rote mode (13) shows of it, which
   * any signed-in learner may start on any bank. Refused with EXAM_IN_PROGRESS while the caller sits
   * an exam (the banks are what exams draw from); a composite's part, or an unknown id, is
   * DATA_NOT_FOUND (the page opens whole questions only).
   */
  async questionDetail(session: SessionUser, raw: TrainingIdInput): Promise<QuestionDetailView> {
    const { id: quId } = parseInput(TrainingIdSchema, raw);
    await assertNotSittingExam(this.infra.prisma, session.userId);
    const row = await this.infra.prisma.question.findUnique({
      where: { id: quId },
      select: {
        parentId: true,
        repo: { select: { id: true, title: true } },
        chapter: { select: { title: true } },
      },
    });
    if (row === null || row.parentId !== null) throw new AppError('DATA_NOT_FOUND');
    const q = await this.questionOf(quId);
    return {
      repoId: row.repo.id,
      repoTitle: row.repo.title,
      chapterTitle: row.chapter?.title ?? null,
      question: toLearnerView(q, {
        answer: null,
        answered: false,
        reveal: true,
        shuffleSalt: `view:${session.userId}`,
      }),
    };
  }

  private async ownTraining(session: SessionUser, id: string): Promise<Training> {
    return authorizeTraining(
      session,
      await this.infra.prisma.training.findUnique({ where: { id } }),
    );
  }

  /** The caller's training item (with its training); DATA_NOT_FOUND for anything else. */
  private async ownItem(
    session: SessionUser,
    trainId: string,
    quId: string,
  ): Promise<ItemWithTraining> {
    const item = await this.infra.prisma.trainingItem.findUnique({
      where: { trainingId_quId: { trainingId: trainId, quId } },
      include: { training: true },
    });
    if (item === null) {
      // Same answer for someone else's training and a question not in one's own.
      throw new AppError('DATA_NOT_FOUND');
    }
    authorizeTraining(session, item.training);
    return item;
  }

  private async questionOf(quId: string): Promise<StoredQuestion> {
    const q = (await loadQuestions(this.infra.prisma, [quId])).get(quId);
    if (q === undefined) throw new AppError('QUESTION_DELETED');
    return q;
  }

  private questionView(item: ItemWithTraining, q: StoredQuestion): TrainingQuestionView {
    const reveal = item.answered || item.training.mode === TrainingMode.ROTE;
    const view = toLearnerView(q, {
      answer: asLearnerAnswer(item.answer),
      answered: item.answered,
      reveal,
      ...(item.answered ? { isRight: item.isRight } : {}),
      shuffleSalt: item.trainingId,
    });
    return { trainId: item.trainingId, quId: item.quId, sort: item.sort, ...view };
  }
}

function assertOpen(t: Training): Training {
  if (t.state !== TrainingState.IN_PROGRESS) throw new AppError('DATA_UNAVAILABLE');
  return t;
}

/**
 * A bank's top-level questions in bank order: by chapter (its sort, then creation), questions
 * without a chapter after the chaptered ones, then by creation time (id breaks ties).
 */
async function bankOrder(db: DbClient, repoId: string): Promise<string[]> {
  const chapters = await db.chapter.findMany({
    where: { repoId },
    orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  const rank = new Map(chapters.map((c, i) => [c.id, i]));
  const questions = await db.question.findMany({
    where: { repoId, parentId: null },
    select: { id: true, chapterId: true, createdAt: true },
  });
  const chapterRank = (id: string | null) =>
    id === null ? Number.MAX_SAFE_INTEGER : (rank.get(id) ?? Number.MAX_SAFE_INTEGER);
  return questions
    .sort(
      (a, b) =>
        chapterRank(a.chapterId) - chapterRank(b.chapterId) ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((q) => q.id);
}
