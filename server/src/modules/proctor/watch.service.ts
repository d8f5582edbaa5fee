/**
 * The proctor console of a running exam (the 考试监控 screen): counters, the card grid with each
 * examinee's presence, progress and latest snapshot, messages to one or all, and forced hand-in
 * with a recorded reason, each for the exam's proctors only (exam.policy.ts); and the learner's
 * side of presence (their exam connection marks them online for the exam's proctors). Live events
 * go out on the pubsub (sitting.topics.ts).
 */
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { mapBounded } from '../../core/concurrency.ts';
import { containsPattern, escapeLike } from '../../core/database/like.ts';
import { AppError, isErrorName, parseInput, renderMessage } from '../../core/errors/index.ts';
import { fileUrl } from '../../core/file-url.ts';
import type { Lang } from '../../core/i18n.ts';
import type { Infra } from '../../core/infra.ts';
import { type Page, toPage } from '../../core/paging.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { assertCanProctor, countExpected } from '../exam/index.ts';
import type { PaperService } from '../paper/index.ts';
import {
  GRACE_SQL_INTERVAL,
  HandBy,
  LearnerEventKind,
  PaperState,
  WatchEventKind,
  type LearnerEvent,
  type WatchEvent,
} from '../sitting/index.ts';
import { ExState, HAND_ALL_CONCURRENCY, PING_MS } from './proctor.constants.ts';
import type { PresenceStore } from './presence.ts';
import { withAnsweredCounts } from './watch-progress.ts';
import {
  BatchMessageSchema,
  ForceHandAllSchema,
  ForceHandSchema,
  PaperEventsSchema,
  ProcessPagingSchema,
  SingleMessageSchema,
  WatchStatSchema,
  type BatchMessageInput,
  type ForceHandAllInput,
  type ForceHandInput,
  type PaperEventsInput,
  type ProcessPagingInput,
  type SingleMessageInput,
  type WatchStatInput,
} from './watch.inputs.ts';

/** The spec's watch stat. */
export interface WatchStatView {
  /** Everyone who has a paper of the exam (the exam's scope is not expanded here). */
  requireCount: number;
  /** Papers being sat now. */
  processCount: number;
  /** Learners whose latest paper is handed in. */
  handCount: number;
  /** requireCount - processCount - handCount (papers past their deadline, not yet swept). */
  missCount: number;
  onlineCount: number;
}

/** The spec's watch row (one card), plus what the card and its filters show. */
export interface WatchRowView {
  /** The paper id. */
  id: string;
  userId: string;
  realName: string;
  userName: string;
  deptCode: string | null;
  deptName: string | null;
  online: boolean;
  lastSeen: Date | null;
  answerCount: number;
  quCount: number;
  leaveTimes: number;
  faceFails: number;
  /** The latest snapshot's address (private), null when none. */
  image: string | null;
  startTime: Date;
  deadline: Date;
}

export interface SendCountView {
  success: number;
  fail: number;
}

/** One screen leave as recorded (evidence for review, not proof). */
export interface PaperLeaveView {
  id: string;
  startedAt: Date;
  seconds: number;
  /** The paper's leave count after this leave. */
  leaveTimes: number;
}

/** One camera capture with its face check. */
export interface PaperCaptureView {
  id: string;
  createdAt: Date;
  /** The snapshot's address (private: the learner and holders of exam:watch). */
  url: string;
  /** null when the exam had no face checks. */
  facePass: boolean | null;
  faceScore: number | null;
  /** Why the check failed, in the request language; '' otherwise. */
  faceMsg: string;
  failCount: number;
}

/** A paper's monitoring record for review: who, how it ended, each leave and each capture. */
export interface PaperEventsView {
  paperId: string;
  examId: string;
  userId: string;
  realName: string;
  state: number;
  exState: number;
  exMsg: string;
  leaveTimes: number;
  faceFails: number;
  leaves: PaperLeaveView[];
  captures: PaperCaptureView[];
}

interface RowSql {
  id: string;
  userId: string;
  realName: string | null;
  userName: string | null;
  deptCode: string | null;
  deptName: string | null;
  quCount: number;
  leaveTimes: number;
  faceFails: number;
  startedAt: Date;
  deadline: Date;
  answerCount: number;
  fileId: string | null;
}

export class WatchService {
  constructor(
    private readonly infra: Infra,
    private readonly papers: PaperService,
    readonly presence: PresenceStore,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  /** Every console call goes through the exam's proctoring rule (exam.policy.ts). */
  private assertProctor(session: SessionUser, examId: string): Promise<void> {
    return assertCanProctor(this.db, session, examId);
  }

  /** The exam of a paper, once the caller is allowed to proctor it (PAPER_NOT_FOUND otherwise). */
  private async assertPaperProctor(session: SessionUser, paperId: string): Promise<void> {
    const paper = await this.db.paper.findUnique({
      where: { id: paperId },
      select: { examId: true },
    });
    if (paper === null) throw new AppError('PAPER_NOT_FOUND');
    await this.assertProctor(session, paper.examId);
  }

  /** Users sitting the exam now (paper in exam, before its deadline + grace). */
  private async sittingUsers(examId: string): Promise<Array<{ id: string; userId: string }>> {
    return this.db.$queryRaw<Array<{ id: string; userId: string }>>`
      SELECT id, "userId" FROM "Paper"
      WHERE "examId" = ${examId} AND state = ${PaperState.IN_EXAM}
        AND now() <= deadline + ${GRACE_SQL_INTERVAL}`;
  }

  async watchStat(session: SessionUser, raw: WatchStatInput): Promise<WatchStatView> {
    const { examId } = parseInput(WatchStatSchema, raw);
    await this.assertProctor(session, examId);
    const exam = await this.db.exam.findUnique({
      where: { id: examId },
      select: { id: true, openType: true },
    });
    if (exam === null) throw new AppError('EXAM_NOT_FOUND');
    const [row] = await this.db.$queryRaw<Array<{ processCount: number; handCount: number }>>`
      WITH latest AS (
        SELECT DISTINCT ON ("userId") "userId", state, deadline
        FROM "Paper" WHERE "examId" = ${examId}
        ORDER BY "userId", "startedAt" DESC
      )
      SELECT count(*) FILTER (WHERE state = ${PaperState.IN_EXAM}
          AND now() <= deadline + ${GRACE_SQL_INTERVAL})::int AS "processCount",
        count(*) FILTER (WHERE state <> ${PaperState.IN_EXAM})::int AS "handCount"
      FROM latest`;
    const counts = row ?? { processCount: 0, handCount: 0 };
    const requireCount = await countExpected(this.db, exam);
    const sitting = new Set((await this.sittingUsers(examId)).map((s) => s.userId));
    const online = (await this.presence.onlineUsers(examId)).filter((u) => sitting.has(u));
    return {
      requireCount,
      ...counts,
      missCount: Math.max(0, requireCount - counts.processCount - counts.handCount),
      onlineCount: online.length,
    };
  }

  /** The card grid: examinees sitting the exam now, filtered by department, name and presence. */
  async processPaging(session: SessionUser, raw: ProcessPagingInput): Promise<Page<WatchRowView>> {
    const { current, size, params } = parseInput(ProcessPagingSchema, raw);
    await this.assertProctor(session, params.examId);
    const conditions = [
      Prisma.sql`p."examId" = ${params.examId}`,
      Prisma.sql`p.state = ${PaperState.IN_EXAM}`,
      Prisma.sql`now() <= p.deadline + ${GRACE_SQL_INTERVAL}`,
    ];
    if (params.deptCode !== undefined && params.deptCode !== '') {
      conditions.push(Prisma.sql`u."deptCode" LIKE ${escapeLike(params.deptCode) + '%'}`);
    }
    const name = containsPattern(params.realName);
    if (name !== null) {
      conditions.push(Prisma.sql`(u."realName" ILIKE ${name} OR u."userName" ILIKE ${name})`);
    }
    const onlineOnly = params.online === true && params.offline !== true;
    const offlineOnly = params.offline === true && params.online !== true;
    if (onlineOnly || offlineOnly) {
      const online = await this.presence.onlineUsers(params.examId);
      if (onlineOnly) {
        conditions.push(
          online.length === 0
            ? Prisma.sql`FALSE`
            : Prisma.sql`p."userId" IN (${Prisma.join(online)})`,
        );
      } else if (online.length > 0) {
        conditions.push(Prisma.sql`p."userId" NOT IN (${Prisma.join(online)})`);
      }
    }
    const where = Prisma.join(conditions, ' AND ');
    const [countRow, rows] = await Promise.all([
      this.db.$queryRaw<Array<{ n: number }>>`
        SELECT count(*)::int AS n FROM "Paper" p LEFT JOIN "User" u ON u.id = p."userId"
        WHERE ${where}`,
      this.db.$queryRaw<RowSql[]>`
        SELECT p.id, p."userId", u."realName", u."userName", u."deptCode", d."deptName",
          p."quCount", p."leaveTimes", p."faceFails", p."startedAt", p.deadline,
          (SELECT count(*)::int FROM "PaperQuestion" q
            WHERE q."paperId" = p.id AND q.answered) AS "answerCount",
          (SELECT c."fileId" FROM "PaperCapture" c WHERE c."paperId" = p.id
            ORDER BY c."createdAt" DESC LIMIT 1) AS "fileId"
        FROM "Paper" p
        LEFT JOIN "User" u ON u.id = p."userId"
        LEFT JOIN "Department" d ON d."deptCode" = u."deptCode"
        WHERE ${where}
        ORDER BY u."realName", p.id
        LIMIT ${size} OFFSET ${(current - 1) * size}`,
    ]);
    const states = await this.presence.states(
      params.examId,
      rows.map((r) => r.userId),
    );
    return toPage(
      rows.map((r) => {
        const s = states.get(r.userId);
        return {
          id: r.id,
          userId: r.userId,
          realName: r.realName ?? '',
          userName: r.userName ?? '',
          deptCode: r.deptCode,
          deptName: r.deptName,
          online: s?.online ?? false,
          lastSeen: s?.lastSeen == null ? null : new Date(s.lastSeen),
          answerCount: r.answerCount,
          quCount: r.quCount,
          leaveTimes: r.leaveTimes,
          faceFails: r.faceFails,
          image: r.fileId === null ? null : fileUrl(r.fileId),
          startTime: r.startedAt,
          deadline: r.deadline,
        };
      }),
      countRow[0]?.n ?? 0,
      current,
      size,
    );
  }

  /**
   * A paper's monitoring record for proctors: every screen leave with its time and duration and
   * every camera capture with its face-check score, oldest first.
   */
  async paperEvents(
    session: SessionUser,
    raw: PaperEventsInput,
    lang: Lang,
  ): Promise<PaperEventsView> {
    const { paperId } = parseInput(PaperEventsSchema, raw);
    await this.assertPaperProctor(session, paperId);
    const paper = await this.db.paper.findUnique({
      where: { id: paperId },
      select: {
        id: true,
        examId: true,
        userId: true,
        state: true,
        exState: true,
        exMsg: true,
        leaveTimes: true,
        faceFails: true,
        leaves: { orderBy: { createdAt: 'asc' } },
        captures: { orderBy: { createdAt: 'asc' } },
      },
    });
    if (paper === null) throw new AppError('PAPER_NOT_FOUND');
    const user = await this.db.user.findUnique({
      where: { id: paper.userId },
      select: { realName: true, userName: true },
    });
    return {
      paperId: paper.id,
      examId: paper.examId,
      userId: paper.userId,
      realName: user === null ? '' : user.realName || user.userName,
      state: paper.state,
      exState: paper.exState,
      exMsg: paper.exMsg,
      leaveTimes: paper.leaveTimes,
      faceFails: paper.faceFails,
      leaves: paper.leaves.map((l) => ({
        id: l.id,
        startedAt: l.startedAt,
        seconds: l.seconds,
        leaveTimes: l.leaveTimes,
      })),
      captures: paper.captures.map((c) => ({
        id: c.id,
        createdAt: c.createdAt,
        url: fileUrl(c.fileId),
        facePass: c.facePass,
        faceScore: c.faceScore,
        faceMsg:
          c.facePass === false && c.faceReason !== ''
            ? isErrorName(c.faceReason)
              ? renderMessage(c.faceReason, lang)
              : c.faceReason
            : '',
        failCount: c.failCount,
      })),
    };
  }

  /** Hands one paper in (by a proctor) with the reason; the learner is told at once. */
  async forceHand(session: SessionUser, raw: ForceHandInput) {
    const { paperId, message } = parseInput(ForceHandSchema, raw);
    await this.assertPaperProctor(session, paperId);
    const exMsg =
      message === undefined || message === ''
        ? renderMessage('EXAM_FORCED_HAND_IN', 'zh')
        : message;
    const summary = await this.papers.handIn(paperId, {
      by: HandBy.PROCTOR,
      actor: session,
      exState: ExState.FORCED,
      exMsg,
    });
    if (summary === null) throw new AppError('PAPER_ALREADY_HANDED_IN');
    return summary;
  }

  /** Hands in every paper of the exam still being sat, with the chosen state and reason. */
  async forceHandAll(session: SessionUser, raw: ForceHandAllInput): Promise<SendCountView> {
    const { examId, exState, message } = parseInput(ForceHandAllSchema, raw);
    await this.assertProctor(session, examId);
    const outcomes = await mapBounded(
      await this.sittingUsers(examId),
      HAND_ALL_CONCURRENCY,
      async (paper) => {
        try {
          await this.papers.handIn(paper.id, {
            by: HandBy.PROCTOR,
            actor: session,
            exState,
            exMsg: message,
          });
          return true;
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          return false;
        }
      },
    );
    const success = outcomes.filter(Boolean).length;
    return { success, fail: outcomes.length - success };
  }

  /** A message to one examinee, refused while they are offline (20010005). */
  async singleMessage(session: SessionUser, raw: SingleMessageInput): Promise<SendCountView> {
    const { examId, userId, message } = parseInput(SingleMessageSchema, raw);
    await this.assertProctor(session, examId);
    const online = await this.presence.onlineUsers(examId);
    if (!online.includes(userId)) throw new AppError('MESSAGE_USER_OFFLINE');
    this.tell(examId, userId, message);
    return { success: 1, fail: 0 };
  }

  /** A message to every examinee sitting the exam: sent to those online (none: 20010006). */
  async batchMessage(session: SessionUser, raw: BatchMessageInput): Promise<SendCountView> {
    const { examId, message } = parseInput(BatchMessageSchema, raw);
    await this.assertProctor(session, examId);
    const online = new Set(await this.presence.onlineUsers(examId));
    const sitting = [...new Set((await this.sittingUsers(examId)).map((s) => s.userId))];
    const reached = sitting.filter((u) => online.has(u));
    if (reached.length === 0) throw new AppError('MESSAGE_NO_USER_ONLINE');
    for (const userId of reached) this.tell(examId, userId, message);
    return { success: reached.length, fail: sitting.length - reached.length };
  }

  private tell(examId: string, userId: string, message: string): void {
    this.infra.pubsub.publish('LEARNER_EXAM', userId, {
      kind: LearnerEventKind.MESSAGE,
      examId,
      paperId: null,
      message,
      at: Date.now(),
    });
  }

  /** The live events of an exam for its proctors (progress with each paper's answered count). */
  async watchEvents(session: SessionUser, examId: string): Promise<AsyncIterable<WatchEvent>> {
    await this.assertProctor(session, examId);
    return withAnsweredCounts(this.infra.prisma, this.infra.pubsub.subscribe('EXAM_WATCH', examId));
  }

  /**
   * The live events for a learner sitting the exam (messages, forced hand-in, extra time); the
   * subscription is also their presence: online while it is open (refreshed every 10 s).
   */
  async learnerEvents(session: SessionUser, examId: string): Promise<AsyncIterable<LearnerEvent>> {
    const paperId = await this.sittingPaper(session, examId);
    const feed = this.learnerFeed(session.userId, examId);
    const connId = this.connectionId();
    const { userId } = session;
    await this.seen(examId, userId, paperId, connId);
    const timer = setInterval(() => {
      this.seen(examId, userId, paperId, connId).catch(() => undefined);
    }, PING_MS);
    timer.unref();
    let closed = false;
    const gone = async () => {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await this.disconnected(examId, userId, paperId, connId).catch(() => undefined);
    };
    const events: AsyncIterableIterator<LearnerEvent> = {
      next: () => feed.next(),
      async return() {
        await gone();
        return feed.return();
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
    return events;
  }

  /**
   * What the learner is told about one exam (messages, forced hand-in, extra time), as published
   * on any process; return() ends it at once.
   */
  learnerFeed(
    userId: string,
    examId: string,
  ): AsyncIterableIterator<LearnerEvent> & { return(): Promise<IteratorResult<LearnerEvent>> } {
    const source = this.infra.pubsub.subscribe('LEARNER_EXAM', userId)[Symbol.asyncIterator]();
    // Not an async generator: its return() would wait for the next event before cleaning up.
    return {
      async next() {
        for (;;) {
          const r = await source.next();
          if (r.done === true || r.value.examId === examId) return r;
        }
      },
      async return() {
        await source.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  // --- the learner's connection -----------------------------------------------------------------

  /**
   * The learner's running paper of the exam, for opening their exam connection; refuses anyone
   * else (PAPER_NOT_OWNED) and a learner not sitting it (PAPER_NOT_FOUND).
   */
  async sittingPaper(session: SessionUser, examId: string, userId?: string): Promise<string> {
    if (userId !== undefined && userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
    const [paper] = await this.db.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM "Paper"
      WHERE "examId" = ${examId} AND "userId" = ${session.userId}
        AND state = ${PaperState.IN_EXAM} AND now() <= deadline + ${GRACE_SQL_INTERVAL}
      ORDER BY "startedAt" DESC LIMIT 1`;
    if (paper === undefined) throw new AppError('PAPER_NOT_FOUND');
    return paper.id;
  }

  /** A new connection id for `connected` / `seen` / `disconnected`. */
  connectionId(): string {
    return randomUUID();
  }

  /** The learner's connection is open (or pinged): online for the exam's proctors. */
  async seen(examId: string, userId: string, paperId: string, connId: string): Promise<void> {
    if (await this.presence.touch(examId, userId, connId)) {
      this.publishPresence(examId, userId, paperId, true);
    }
  }

  /** The learner's connection closed: offline once no other connection of theirs is left. */
  async disconnected(
    examId: string,
    userId: string,
    paperId: string,
    connId: string,
  ): Promise<void> {
    if (await this.presence.drop(examId, userId, connId)) {
      this.publishPresence(examId, userId, paperId, false);
    }
  }

  private publishPresence(examId: string, userId: string, paperId: string, online: boolean) {
    this.infra.pubsub.publish('EXAM_WATCH', examId, {
      kind: online ? WatchEventKind.ONLINE : WatchEventKind.OFFLINE,
      examId,
      userId,
      paperId,
      at: Date.now(),
      online,
    });
  }
}
