/**
 * The learner's exam results: one paper's result (/web/exam/result/{id}) and the paged list of
 * papers (my results /web/paper, exam records /web/paper/list/{examId}/{userId}).
 *
 * Rules:
 * - paperResult shows the paper's totals always (once handed in) and its questions with the
 *   learner's answers. Keys, analysis and per-question scores / comments show only when
 *   answersVisible (exam.answerDisplay). A paper still in progress (state 0) returns its header
 *   with state 0, zero scores and NO items at all: the client sends the learner back to the exam
 *   page (decided instead of an error: nothing secret is returned and the page can react).
 * - While the caller sits an exam (another paper in progress), no result shows keys: the exams
 *   may share questions. answersHeldByExam says so, and the keys show again after the hand-in.
 * - myPapers lists every paper of the user (in progress ones too, state 0), latest start first.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { loadQuestions } from '../question/index.ts';
import { type Page, toPage } from '../../core/paging.ts';
import {
  MyPaperPageSchema,
  PaperIdSchema,
  type MyPaperPageInput,
  type PaperIdInput,
} from './paper-results.inputs.ts';
import { authorizePaperReader, authorizePaperUser } from './paper-results.policy.ts';
import { type PaperResultItemView, toResultItems } from './paper-results.views.ts';
import { AnswerDisplay, answersVisible, isSittingExam, PaperState } from '../sitting/index.ts';
import { containsText } from '../../core/database/like.ts';

export interface PaperResultView {
  id: string;
  examId: string;
  /** The exam's title. */
  title: string;
  userId: string;
  state: number;
  /** Seconds between start and hand-in. */
  userTime: number;
  startedAt: Date;
  handedAt: Date | null;
  totalScore: number;
  qualifyScore: number;
  objScore: number;
  subjScore: number;
  userScore: number;
  passed: boolean | null;
  reviewState: number;
  /** The exam's setting: 0 never, 1 after hand-in, 2 after the window ends. */
  answerDisplay: number;
  /** When answerDisplay is 2: the moment answers show (the exam's end); else null. */
  answersFrom: Date | null;
  answersVisible: boolean;
  /** The exam would show the keys, but the caller is sitting an exam now. */
  answersHeldByExam: boolean;
  items: PaperResultItemView[];
}

export interface MyPaperRow {
  id: string;
  examId: string;
  examTitle: string;
  userId: string;
  state: number;
  startedAt: Date;
  handedAt: Date | null;
  /** Seconds between start and hand-in. */
  userTime: number;
  totalScore: number;
  qualifyScore: number;
  objScore: number;
  subjScore: number;
  userScore: number;
  passed: boolean | null;
  reviewState: number;
}

export class PaperResultsService {
  constructor(private readonly infra: Infra) {}

  /** One paper's result for its learner (or a paper:list holder); see the module comment. */
  async result(
    session: SessionUser,
    raw: PaperIdInput,
    now: Date = new Date(),
  ): Promise<PaperResultView> {
    const { id } = parseInput(PaperIdSchema, raw);
    const paper = authorizePaperReader(
      session,
      await this.infra.prisma.paper.findUnique({
        where: { id },
        include: { exam: { select: { title: true, answerDisplay: true, endTime: true } } },
      }),
    );
    const byExam = answersVisible(paper, paper.exam, now);
    const sitting =
      byExam && (await isSittingExam(this.infra.prisma, session.userId, now, paper.id));
    const visible = byExam && !sitting;
    let items: PaperResultItemView[] = [];
    if (paper.state !== PaperState.IN_EXAM) {
      const rows = await this.infra.prisma.paperQuestion.findMany({
        where: { paperId: paper.id },
        orderBy: { sort: 'asc' },
      });
      const questions = await loadQuestions(
        this.infra.prisma,
        rows.map((r) => r.quId),
      );
      items = toResultItems(rows, questions, { reveal: visible, showScores: visible });
    }
    return {
      id: paper.id,
      examId: paper.examId,
      title: paper.exam.title,
      userId: paper.userId,
      state: paper.state,
      userTime: paper.userTime,
      startedAt: paper.startedAt,
      handedAt: paper.handedAt,
      totalScore: paper.totalScore,
      qualifyScore: paper.qualifyScore,
      objScore: paper.objScore,
      subjScore: paper.subjScore,
      userScore: paper.userScore,
      passed: paper.passed,
      reviewState: paper.reviewState,
      answerDisplay: paper.exam.answerDisplay,
      answersFrom:
        paper.exam.answerDisplay === AnswerDisplay.AFTER_WINDOW ? paper.exam.endTime : null,
      answersVisible: visible,
      answersHeldByExam: sitting,
      items,
    };
  }

  /** The papers of the caller (or of params.userId for a paper:list holder), latest first. */
  async myPapers(session: SessionUser, raw: MyPaperPageInput): Promise<Page<MyPaperRow>> {
    const { current, size, params } = parseInput(MyPaperPageSchema, raw);
    const userId = authorizePaperUser(session, params.userId);
    const where: Prisma.PaperWhereInput = { userId };
    if (params.examId !== undefined) where.examId = params.examId;
    if (params.title !== undefined && params.title !== '') {
      where.exam = { title: containsText(params.title) };
    }
    const [total, rows] = await Promise.all([
      this.infra.prisma.paper.count({ where }),
      this.infra.prisma.paper.findMany({
        where,
        include: { exam: { select: { title: true } } },
        orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
        skip: (current - 1) * size,
        take: size,
      }),
    ]);
    return toPage(
      rows.map((p) => ({
        id: p.id,
        examId: p.examId,
        examTitle: p.exam.title,
        userId: p.userId,
        state: p.state,
        startedAt: p.startedAt,
        handedAt: p.handedAt,
        userTime: p.userTime,
        totalScore: p.totalScore,
        qualifyScore: p.qualifyScore,
        objScore: p.objScore,
        subjScore: p.subjScore,
        userScore: p.userScore,
        passed: p.passed,
        reviewState: p.reviewState,
      })),
      total,
      current,
      size,
    );
  }
}
