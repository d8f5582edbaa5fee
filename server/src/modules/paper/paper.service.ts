/**
 * Taking an exam: create (or resume) a paper, read it, save answers, the server-owned clock, hand-in
 * (learner, deadline job, sweep, proctor), and extra time. Each job lives in its own file: the draw
 * and pool cache (paper-draw.ts), reads (paper-read.ts), the save (paper-save.ts), the hand-in
 * (paper-hand-in.ts), the deadline job, sweep and extra time (paper-clock.ts).
 *
 * Nothing learner-reachable returns a key while the paper is in progress.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { secretBox, type SecretBox } from '../../core/crypto.ts';
import { AppError, isAppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Db } from '../../core/prisma.ts';
import { Gate, PacedGate } from '../../core/concurrency.ts';
import { RateLimit } from '../../core/rate-limit.ts';
import type { Admission, AdmitOptions } from '../exam/index.ts';
import type { PointsService } from '../points/index.ts';
import type { FaceCheckService } from '../realname/index.ts';
import { GRACE_MS, HandBy, WatchEventKind } from '../sitting/index.ts';
import {
  type ExtraTimeView,
  grantExtraTime,
  deadlineSecond,
  onDeadline,
  onExamDeadline,
  scheduleExamDeadline,
  sweepOverdue,
} from './paper-clock.ts';
import {
  QuestionPools,
  START_LOOP_DELAY_MS,
  STARTS_IN_FLIGHT,
  STARTS_IN_FLIGHT_MIN,
  insertPaper,
} from './paper-draw.ts';
import {
  type HandInOptions,
  type PaperSummaryView,
  handIn,
  handInIfOverdue,
  type AfterHandIn,
} from './paper-hand-in.ts';
import { awardExamPass } from './paper-points.ts';
import {
  type PaperDetailView,
  type PaperQuestionView,
  leftTime,
  type OpenPaper,
  openPaperDetail,
  openPaperOf,
  paperDetail,
  paperQuestion,
} from './paper-read.ts';
import { type FillResult, saveAnswer } from './paper-save.ts';
import {
  CreatePaperSchema,
  ExtraTimeSchema,
  FillAnswerSchema,
  OpenPaperSchema,
  PaperIdSchema,
  PaperQuestionSchema,
  toParsedFill,
  type CreatePaperInput,
  type ExtraTimeInput,
  type FillAnswerInput,
  type OpenPaperInput,
  type PaperIdInput,
  type PaperQuestionInput,
} from './paper.inputs.ts';

export type { ExtraTimeView } from './paper-clock.ts';
export type { PaperSummaryView } from './paper-hand-in.ts';
export type { PaperDetailView, PaperQuestionView } from './paper-read.ts';
export type { FillResult } from './paper-save.ts';

/** Admission to a new paper (exam-admission.ts admitLearner, injected by the module). */
type AdmitLearner = (
  db: Db,
  secrets: SecretBox,
  user: SessionUser,
  examId: string,
  opts: AdmitOptions,
) => Promise<Admission>;

/** How recent the face check must be whose token starts an exam with face checks. */
export const START_FACE_CHECK_MAX_AGE_SECONDS = 600;

/** Wrong exam passwords one learner may give one exam in 10 minutes before a 10-minute block. */
export const EXAM_PASSWORD_TRIES_PER_LEARNER = 5;
/** Wrong exam passwords all learners together may give one exam in 10 minutes before a 10-minute block. */
export const EXAM_PASSWORD_TRIES_PER_EXAM = 100;
const EXAM_PASSWORD_WINDOW_SECONDS = 600;

export class PaperService {
  private readonly pools: QuestionPools;
  private readonly learnerPasswordLimit: RateLimit;
  private readonly examPasswordLimit: RateLimit;
  /** Learners' hand-ins graded at once; the rest wait in line (a whole exam ends together). */
  private readonly handGate: Gate;
  /**
   * Starts under way at once: up to paper-draw.ts STARTS_IN_FLIGHT while the event loop keeps up,
   * fewer while it is late; the others wait their turn.
   */
  private readonly startGate: PacedGate;
  /**
   * Exam deadline jobs this process has stored or is storing (job id -> due ms), so the starts of
   * one second store their shared job once instead of asking the queue each time.
   */
  private readonly scheduledDeadlines = new Map<string, number>();
  /** When the jobs already due may next be forgotten (a sweep of the map, at most once a minute). */
  private nextDeadlinePrune = 0;

  constructor(
    private readonly infra: Infra,
    private readonly admit: AdmitLearner,
    private readonly points: PointsService,
    private readonly faceChecks: Pick<FaceCheckService, 'verifyFaceToken'>,
  ) {
    this.pools = new QuestionPools(infra.prisma);
    this.handGate = new Gate(Math.max(2, Math.floor(infra.env.DATABASE_POOL_SIZE / 2)));
    this.startGate = new PacedGate({
      min: STARTS_IN_FLIGHT_MIN,
      max: STARTS_IN_FLIGHT,
      targetDelayMs: START_LOOP_DELAY_MS,
    });
    const window = {
      durationSeconds: EXAM_PASSWORD_WINDOW_SECONDS,
      blockSeconds: EXAM_PASSWORD_WINDOW_SECONDS,
    };
    this.learnerPasswordLimit = new RateLimit(
      { name: 'exam-password:learner', points: EXAM_PASSWORD_TRIES_PER_LEARNER, ...window },
      infra.redis,
    );
    this.examPasswordLimit = new RateLimit(
      { name: 'exam-password:exam', points: EXAM_PASSWORD_TRIES_PER_EXAM, ...window },
      infra.redis,
    );
  }

  /** Refuses a learner (or everyone, for the exam) who gave too many wrong passwords recently. */
  private async assertPasswordTriesLeft(examId: string, userId: string): Promise<void> {
    const [learnerWait, examWait] = await Promise.all([
      this.learnerPasswordLimit.retryAfterSeconds(`${examId}|${userId}`),
      this.examPasswordLimit.retryAfterSeconds(examId),
    ]);
    if (learnerWait > 0) {
      throw new AppError('EXAM_PASSWORD_TRIES_EXCEEDED', { n: Math.ceil(learnerWait / 60) });
    }
    if (examWait > 0) {
      throw new AppError('EXAM_PASSWORD_EXAM_LOCKED', { n: Math.ceil(examWait / 60) });
    }
  }

  /** Admission, counting a wrong exam password against the learner and the exam. */
  private async admitCounted(
    session: SessionUser,
    examId: string,
    opts: AdmitOptions,
  ): Promise<Admission> {
    // Only a given password can be a guess; without one the exam is refused or admitted as usual.
    if (opts.password !== undefined && opts.password !== '') {
      await this.assertPasswordTriesLeft(examId, session.userId);
    }
    try {
      return await this.admit(this.infra.prisma, secretBox(this.infra.env), session, examId, opts);
    } catch (e) {
      if (isAppError(e) && e.errorName === 'EXAM_PASSWORD_WRONG') {
        await Promise.all([
          this.learnerPasswordLimit.hit(`${examId}|${session.userId}`),
          this.examPasswordLimit.hit(examId),
        ]);
      }
      throw e;
    }
  }

  /**
   * Creates the caller's paper for an exam, or returns their open one while it is before its
   * deadline (resume, no admission re-check); otherwise admission decides, an exam with face checks
   * wants the token of a face check of the last 10 minutes (FACE_TOKEN_INVALID), the paper is
   * stored in one transaction (paper-draw.ts), and after commit its deadline job is scheduled.
   */
  async createPaper(session: SessionUser, raw: CreatePaperInput): Promise<{ id: string }> {
    const { examId, password, faceToken } = parseInput(CreatePaperSchema, raw);
    const now = new Date();
    // The open-paper read waits in line too: a reload resumes through openPaperId, not here, and
    // reading every learner's paper before the line was the burst's work the line keeps off the
    // event loop (the steady calls' p99 in the start's windows: 663-1,155 ms with the read first,
    // 421-766 ms with it in line).
    return this.startGate.run(() => this.startPaper(session, examId, password, faceToken, now));
  }

  /** createPaper once its turn has come (`now`: when the learner pressed start). */
  private async startPaper(
    session: SessionUser,
    examId: string,
    password: string | undefined,
    faceToken: string | undefined,
    now: Date,
  ): Promise<{ id: string }> {
    const db = this.infra.prisma;
    const open = await this.latestInExam(session.userId, examId);
    if (open !== undefined) {
      if (now.getTime() <= open.deadline.getTime() + GRACE_MS) return { id: open.id };
      // Overdue but not yet swept: hand it in now, then admission decides about a new attempt.
      await handInIfOverdue(this.infra, open.id, HandBy.SWEEP, this.afterHandIn);
    }
    // Admission judges the moment the learner pressed start; the paper's clock starts when its
    // batch is stored (paper-draw.ts), so waiting costs no exam time.
    const admission = await this.admitCounted(session, examId, {
      ...(password === undefined ? {} : { password }),
      checkPassword: true,
      now,
    });
    // An exam with face checks starts only after a recent face check of this session; the
    // admission's exam row says so, so an exam without them pays nothing for the rule.
    if (admission.exam.faceOn) {
      this.faceChecks.verifyFaceToken(session, faceToken ?? '', START_FACE_CHECK_MAX_AGE_SECONDS);
    }
    const pool = await this.pools.of(admission.exam);
    const paper = await insertPaper(db, session.userId, admission, pool, now);
    // The learner does not wait for the deadline job: it is stored with the other starts of the
    // moment (QueueHub.addSoon), and the sweep hands in a paper whose job was never stored.
    if (paper.deadline !== null) void this.scheduleDeadlineOnce(examId, paper.deadline);
    return { id: paper.id };
  }

  /** The learner's latest paper of an exam still in exam (overdue ones not yet swept included). */
  private latestInExam(userId: string, examId: string): Promise<OpenPaper | undefined> {
    return openPaperOf(this.infra.prisma, userId, examId);
  }

  /**
   * The caller's running paper of an exam, or null. The exam page resumes only that one and sends
   * a learner without one to the check page; every learner's page asks at the start of a sitting,
   * so it is one indexed read (the check page's full admission answer costs ten).
   */
  async openPaperId(session: SessionUser, raw: OpenPaperInput): Promise<string | null> {
    const { examId } = parseInput(OpenPaperSchema, raw);
    const open = await this.latestInExam(session.userId, examId);
    return open !== undefined && Date.now() <= open.deadline.getTime() + GRACE_MS ? open.id : null;
  }

  /**
   * The caller's running paper of an exam with its answer sheet, or null: the exam page's one read
   * when a sitting starts, one statement (the check page created the paper; without one the page
   * goes there).
   */
  async openPaper(session: SessionUser, raw: OpenPaperInput): Promise<PaperDetailView | null> {
    const { examId } = parseInput(OpenPaperSchema, raw);
    return (await openPaperDetail(this.infra.prisma, session, examId)) ?? null;
  }

  /** Forgets cached pools (tests; an exam edit also changes updatedAt, which the cache checks). */
  clearPoolCache(): void {
    this.pools.clear();
  }

  async paperDetail(session: SessionUser, raw: PaperIdInput): Promise<PaperDetailView> {
    const { id } = parseInput(PaperIdSchema, raw);
    return paperDetail(this.infra.prisma, session, id);
  }

  /** One question of the caller's paper: options in the paper's order, own answer, no key. */
  async paperQuestion(session: SessionUser, raw: PaperQuestionInput): Promise<PaperQuestionView> {
    const { paperId, quId } = parseInput(PaperQuestionSchema, raw);
    return paperQuestion(this.infra.prisma, this.pools, session, paperId, quId);
  }

  /**
   * The server clock in ms since the epoch. The exam page numbers its saves by it (seq), so a
   * device whose own clock is wrong still orders its edits among the other devices' correctly.
   */
  serverTime(): number {
    return Date.now();
  }

  /** Seconds to the deadline by the server clock (0 once handed in or overdue). */
  async leftTime(session: SessionUser, raw: PaperIdInput): Promise<number> {
    const { id } = parseInput(PaperIdSchema, raw);
    return leftTime(this.infra.prisma, session, id);
  }

  /** Saves one answer in one SQL statement (paper-save.ts); the answer's shape only is checked. */
  async fillAnswer(session: SessionUser, raw: FillAnswerInput): Promise<FillResult> {
    const input = toParsedFill(parseInput(FillAnswerSchema, raw));
    return saveAnswer(this.infra.prisma, session, input, (progress) => {
      // Progress nobody watches is not sent: a proctor's feed reads the counts when it opens.
      if (!this.infra.pubsub.isHeard('EXAM_WATCH', progress.examId)) return;
      this.infra.pubsub.publish('EXAM_WATCH', progress.examId, {
        kind: WatchEventKind.PROGRESS,
        examId: progress.examId,
        userId: session.userId,
        paperId: input.paperId,
        at: Date.now(),
        total: progress.total,
      });
    });
  }

  /** The learner hands in their own paper (not before handMin). */
  async handExam(session: SessionUser, raw: PaperIdInput): Promise<PaperSummaryView> {
    const { id } = parseInput(PaperIdSchema, raw);
    // The hand-in time is when the learner pressed it, not when their turn in line came.
    const now = new Date();
    const summary = await this.handGate.run(() =>
      this.handIn(id, { by: HandBy.LEARNER, actor: session, now }),
    );
    if (summary === null) throw new AppError('PAPER_ALREADY_HANDED_IN');
    return summary;
  }

  /** Hands a paper in, exactly once (paper-hand-in.ts); null when a job finds nothing to do. */
  handIn(paperId: string, opts: HandInOptions): Promise<PaperSummaryView | null> {
    return handIn(this.infra, paperId, { ...opts, after: this.afterHandIn });
  }

  /**
   * Schedules (idempotently) the delayed job that hands in the exam's papers due in the second of
   * `deadline`: it fires at that second's end + GRACE.
   */
  scheduleDeadline(examId: string, deadline: Date): Promise<boolean> {
    return scheduleExamDeadline(this.infra, examId, deadline);
  }

  /** scheduleDeadline, unless this process already stored (or is storing) the same job. */
  private async scheduleDeadlineOnce(examId: string, deadline: Date): Promise<void> {
    const second = deadlineSecond(deadline);
    const key = `${examId}:${second}`;
    if (this.scheduledDeadlines.has(key)) return;
    const now = Date.now();
    if (this.scheduledDeadlines.size >= 1000 && now >= this.nextDeadlinePrune) {
      this.nextDeadlinePrune = now + 60_000;
      for (const [k, due] of this.scheduledDeadlines)
        if (due < now) this.scheduledDeadlines.delete(k);
    }
    this.scheduledDeadlines.set(key, second + GRACE_MS);
    // A job that could not be stored is asked for again by the next start of that second.
    if (!(await this.scheduleDeadline(examId, deadline))) this.scheduledDeadlines.delete(key);
  }

  /** After any hand-in: a passed paper earns the examPass rule's points, once per exam. */
  private readonly afterHandIn: AfterHandIn = async ({ examId, userId, passed }) => {
    if (passed !== true) return;
    await awardExamPass(this.infra, this.points, userId, examId);
  };

  /** The exam deadline job: hands in (by 2) the exam's overdue papers; returns how many. */
  onExamDeadline(examId: string, due: number): Promise<number> {
    return onExamDeadline(this.infra, examId, due, this.afterHandIn);
  }

  /** A paper's own deadline job (earlier versions): hands it in (by 2), or reschedules. */
  onDeadline(
    paperId: string,
    now: Date = new Date(),
  ): Promise<'handed-in' | 'rescheduled' | 'nothing'> {
    return onDeadline(this.infra, paperId, now, this.afterHandIn);
  }

  /** The sweep: hands in (by 3) every paper still in exam past deadline + GRACE. */
  sweepOverdue(now: Date = new Date(), limit = 500): Promise<number> {
    return sweepOverdue(this.infra, now, limit, this.afterHandIn);
  }

  /** Grants extra minutes to a learner for an exam, moving their running paper's deadline. */
  async grantExtraTime(session: SessionUser, raw: ExtraTimeInput): Promise<ExtraTimeView> {
    return grantExtraTime(this.infra, session, parseInput(ExtraTimeSchema, raw));
  }
}
