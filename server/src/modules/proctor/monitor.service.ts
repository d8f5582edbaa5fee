/**
 * Learner-side monitoring of a running paper, one method per behaviour (REST and GraphQL call
 * the same one): camera captures with the exam's face checks, and screen leaves (check-process
 * while away, leave-incr when the time away passed the exam's threshold). Only the paper's own
 * learner, only while the paper runs. Breaking a rule hands the paper in once, by the paper
 * module's hand-in, with the reason recorded (exState, exMsg).
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import {
  AppError,
  isAppError,
  isErrorName,
  parseInput,
  renderMessage,
} from '../../core/errors/index.ts';
import { fileUrl } from '../../core/file-url.ts';
import type { Infra } from '../../core/infra.ts';
import type { Lang } from '../../core/i18n.ts';
import { RateLimit } from '../../core/rate-limit.ts';
import type { FaceService } from '../face/index.ts';
import type { FileService } from '../file/index.ts';
import type { PaperService } from '../paper/index.ts';
import type { FaceCheckService } from '../realname/index.ts';
import { GRACE_MS, HandBy, PaperState, WatchEventKind } from '../sitting/index.ts';
import {
  AWAY_CHECK_GAP_MS,
  CAPTURE_RATE,
  DEFAULT_FACE_CHANCE,
  PURGE_BATCH,
  PURGE_BUDGET_MS,
  ExState,
  MAX_CAPTURE_BYTES,
} from './proctor.constants.ts';
import {
  CaptureSaveSchema,
  LeaveCheckSchema,
  LeaveIncrSchema,
  type CaptureSaveInput,
  type LeaveCheckInput,
  type LeaveIncrInput,
} from './monitor.inputs.ts';

/** The spec's camera capture result (isBreak, failCount, faceChance) and what the dialog shows. */
export interface CaptureResultView {
  /** The paper was handed in: too many failed face checks. */
  isBreak: boolean;
  /** Consecutive failed face checks so far. */
  failCount: number;
  /** Failures allowed by the exam before the paper is handed in. */
  faceChance: number;
  /** Chances left (faceChance - failCount, at least 0). */
  leftChances: number;
  /** Whether this capture's face check passed; null when the exam has no face checks. */
  pass: boolean | null;
  /** Why the check failed, in the caller's language; '' otherwise. */
  failMsg: string;
  captureId: string;
}

/** The spec's leave check result (leaveTimes, overLimit) and the exam's limit. */
export interface LeaveCheckView {
  leaveTimes: number;
  /** leaveTimes exceeds the exam's leaveCount: the paper has been handed in. */
  overLimit: boolean;
  leaveCount: number;
  /** Seconds away that count as a leave (the exam's leaveSeconds). */
  leaveSeconds: number;
}

/** What the exam page watches for on a running paper: the exam's monitoring settings. */
export interface PaperMonitorView {
  paperId: string;
  camOn: boolean;
  /** Minutes between two snapshots; 0: only the one at the start. */
  camInterval: number;
  faceOn: boolean;
  faceChance: number;
  faceFails: number;
  leaveOn: boolean;
  leaveCount: number;
  leaveSeconds: number;
  leaveTimes: number;
}

interface RunningPaper {
  id: string;
  examId: string;
  userId: string;
  faceFails: number;
  leaveTimes: number;
  exam: {
    camOn: boolean;
    faceOn: boolean;
    faceChance: number;
    leaveOn: boolean;
    leaveCount: number;
    leaveSeconds: number;
    camInterval: number;
  };
}

const DATA_URL = /^data:image\/(?:png|jpe?g);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A snapshot's bytes from base64 or a data URL; PARAM_INVALID or PAYLOAD_TOO_LARGE. */
export function decodeCapture(value: string): Buffer {
  let body = value.trim();
  if (body.startsWith('data:')) {
    if (!DATA_URL.test(body)) throw new AppError('FACE_IMAGE_INVALID');
    body = body.slice(body.indexOf(',') + 1);
  }
  body = body.replace(/\s+/g, '');
  if (body === '' || !BASE64.test(body)) {
    throw new AppError('PARAM_INVALID', {}, { base64: 'format' });
  }
  if (Math.floor((body.length * 3) / 4) > MAX_CAPTURE_BYTES + 2) {
    throw new AppError('PAYLOAD_TOO_LARGE');
  }
  return Buffer.from(body, 'base64');
}

/** A camera snapshot of a paper with its face check (facePass null: the exam had none). */
export interface PaperSnapshot {
  createdAt: Date;
  facePass: boolean | null;
  faceScore: number | null;
  jpeg: Buffer;
}

export class MonitorService {
  private readonly captureRate: RateLimit;

  constructor(
    private readonly infra: Infra,
    private readonly files: FileService,
    private readonly face: FaceService,
    private readonly faceChecks: FaceCheckService,
    private readonly papers: PaperService,
  ) {
    this.captureRate = new RateLimit(CAPTURE_RATE, infra.redis);
  }

  private get db() {
    return this.infra.prisma;
  }

  /** The caller's paper while it runs, with the exam's monitoring settings. */
  private async runningPaper(session: SessionUser, paperId: string): Promise<RunningPaper> {
    const paper = await this.db.paper.findUnique({
      where: { id: paperId },
      select: {
        id: true,
        examId: true,
        userId: true,
        state: true,
        deadline: true,
        faceFails: true,
        leaveTimes: true,
        exam: {
          select: {
            camOn: true,
            faceOn: true,
            faceChance: true,
            leaveOn: true,
            leaveCount: true,
            leaveSeconds: true,
            camInterval: true,
          },
        },
      },
    });
    if (paper === null) throw new AppError('PAPER_NOT_FOUND');
    if (paper.userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
    if (paper.state !== PaperState.IN_EXAM) throw new AppError('PAPER_ALREADY_HANDED_IN');
    if (Date.now() > paper.deadline.getTime() + GRACE_MS) {
      throw new AppError('PAPER_DEADLINE_PASSED');
    }
    return paper;
  }

  /** The monitoring settings of the caller's running paper (the exam page reads them once). */
  async paperMonitor(session: SessionUser, raw: LeaveCheckInput): Promise<PaperMonitorView> {
    const { id } = parseInput(LeaveCheckSchema, raw);
    const paper = await this.runningPaper(session, id);
    const { exam } = paper;
    return {
      paperId: paper.id,
      camOn: exam.camOn,
      camInterval: Math.max(0, exam.camInterval),
      faceOn: exam.faceOn,
      faceChance: exam.faceChance > 0 ? exam.faceChance : DEFAULT_FACE_CHANCE,
      faceFails: paper.faceFails,
      leaveOn: exam.leaveOn,
      leaveCount: exam.leaveCount,
      leaveSeconds: exam.leaveSeconds,
      leaveTimes: paper.leaveTimes,
    };
  }

  /**
   * A camera snapshot: re-encoded (no metadata, at most 1024 px), stored privately (its learner
   * and holders of exam:watch read it), and with faceOn compared with the learner's approved
   * real-name photo. A failure counts towards faceChance; a pass resets the count; reaching it
   * hands the paper in (isBreak).
   */
  async saveCapture(
    session: SessionUser,
    raw: CaptureSaveInput,
    meta: { ip: string },
    lang: Lang,
  ): Promise<CaptureResultView> {
    const input = parseInput(CaptureSaveSchema, raw);
    const paper = await this.runningPaper(session, input.paperId);
    if (!paper.exam.camOn && !paper.exam.faceOn) throw new AppError('PROCTOR_CAMERA_OFF');
    await this.captureRate.take(paper.id);
    const photo = await this.face.normalisePhoto(decodeCapture(input.base64));
    if ('reason' in photo) throw new AppError('FACE_IMAGE_INVALID');
    // The face check runs first: when it throws (throttled, engine down) nothing is stored.
    const check = paper.exam.faceOn
      ? await this.faceChecks.checkCapture(session, photo.jpeg, meta)
      : null;
    const stored = await this.files.storeGenerated({
      ownerId: session.userId,
      bytes: photo.jpeg,
      ext: 'jpg',
      mime: 'image/jpeg',
      kind: 1,
      name: 'capture.jpg',
      visibility: 'private',
      readPermission: 'exam:watch',
      quotaExempt: true,
    });
    const faceChance = paper.exam.faceChance > 0 ? paper.exam.faceChance : DEFAULT_FACE_CHANCE;
    let failCount = paper.faceFails;
    const pass = check?.pass ?? null;
    const score = check?.score ?? null;
    const reason = check?.reason ?? '';
    let capture: { id: string; createdAt: Date };
    try {
      if (check !== null) {
        const rows = await this.db.$queryRaw<Array<{ faceFails: number }>>`
          UPDATE "Paper" SET
            "faceFails" = CASE WHEN ${check.pass} THEN 0 ELSE "faceFails" + 1 END,
            "updatedAt" = now()
          WHERE id = ${paper.id} AND state = ${PaperState.IN_EXAM}
          RETURNING "faceFails"`;
        failCount = rows[0]?.faceFails ?? (check.pass ? 0 : paper.faceFails + 1);
      }
      capture = await this.db.paperCapture.create({
        data: {
          paperId: paper.id,
          examId: paper.examId,
          userId: session.userId,
          fileId: stored.id,
          facePass: pass,
          faceScore: score,
          faceReason: reason,
          failCount,
        },
        select: { id: true, createdAt: true },
      });
    } catch (e) {
      // A snapshot without its capture row would never be purged.
      await this.files.remove(stored.id).catch(() => undefined);
      throw e;
    }
    this.infra.pubsub.publish('EXAM_WATCH', paper.examId, {
      kind: WatchEventKind.SNAPSHOT,
      examId: paper.examId,
      userId: session.userId,
      paperId: paper.id,
      at: capture.createdAt.getTime(),
      snapshotUrl: fileUrl(stored.id),
      facePass: pass,
      faceScore: score,
      failCount,
    });
    let isBreak = false;
    if (pass === false && failCount >= faceChance) {
      isBreak = await this.breakPaper(
        paper.id,
        ExState.FACE_LIMIT,
        renderMessage('EXAM_FACE_LIMIT_EXCEEDED', 'zh', { n: failCount }),
      );
    }
    return {
      isBreak,
      failCount,
      faceChance,
      leftChances: Math.max(0, faceChance - failCount),
      pass,
      failMsg: pass === false && reason !== '' ? renderReason(reason, lang) : '',
      captureId: capture.id,
    };
  }

  /**
   * The browser's check every 3 s while the learner is away from the exam: marks the paper away
   * (a gap of more than a few seconds since the previous check starts a new leave) and answers
   * the leave count so far.
   */
  async checkProcess(session: SessionUser, raw: LeaveCheckInput): Promise<LeaveCheckView> {
    const { id } = parseInput(LeaveCheckSchema, raw);
    const paper = await this.runningPaper(session, id);
    const gap = `${AWAY_CHECK_GAP_MS} milliseconds`;
    await this.db.$executeRaw`
      UPDATE "Paper" SET
        "awayAt" = CASE
          WHEN "awayAt" IS NULL OR "awaySeenAt" IS NULL
            OR "awaySeenAt" < now() - ${gap}::interval THEN now()
          ELSE "awayAt" END,
        "awaySeenAt" = now()
      WHERE id = ${paper.id} AND state = ${PaperState.IN_EXAM}`;
    return leaveView(paper.leaveTimes, paper.exam);
  }

  /**
   * One screen leave over the exam's threshold: counted, kept with its time and duration (by the
   * server clock from the first check-process of this leave, else as the browser measured it),
   * shown to proctors; over leaveCount the paper is handed in (overLimit).
   */
  async leaveIncr(session: SessionUser, raw: LeaveIncrInput): Promise<LeaveCheckView> {
    const input = parseInput(LeaveIncrSchema, raw);
    const paper = await this.runningPaper(session, input.id);
    const gap = `${AWAY_CHECK_GAP_MS} milliseconds`;
    const rows = await this.db.$queryRaw<
      Array<{ leaveTimes: number; awayAt: Date | null; now: Date }>
    >`
      WITH old AS (
        SELECT id, CASE WHEN "awaySeenAt" >= now() - ${gap}::interval THEN "awayAt" END AS "awayAt"
        FROM "Paper" WHERE id = ${paper.id} AND state = ${PaperState.IN_EXAM} FOR UPDATE
      )
      UPDATE "Paper" p SET
        "leaveTimes" = p."leaveTimes" + 1, "awayAt" = NULL, "awaySeenAt" = NULL, "updatedAt" = now()
      FROM old WHERE p.id = old.id
      RETURNING p."leaveTimes", old."awayAt", now() AS now`;
    const row = rows[0];
    if (row === undefined) throw new AppError('PAPER_ALREADY_HANDED_IN');
    const now = row.now;
    // The earlier of the server's first check and the browser's measure: a hidden tab's timers
    // are slowed, so a long leave can reach the server late and look shorter than it was.
    const measured =
      input.seconds === undefined ? null : new Date(now.getTime() - input.seconds * 1000);
    const fallback = new Date(now.getTime() - paper.exam.leaveSeconds * 1000);
    const startedAt =
      row.awayAt === null
        ? (measured ?? fallback)
        : measured !== null && measured < row.awayAt
          ? measured
          : row.awayAt;
    const seconds = Math.max(0, Math.round((now.getTime() - startedAt.getTime()) / 1000));
    await this.db.paperLeave.create({
      data: { paperId: paper.id, startedAt, seconds, leaveTimes: row.leaveTimes },
    });
    this.infra.pubsub.publish('EXAM_WATCH', paper.examId, {
      kind: WatchEventKind.LEAVE,
      examId: paper.examId,
      userId: session.userId,
      paperId: paper.id,
      at: now.getTime(),
      leaveTimes: row.leaveTimes,
      leaveSeconds: seconds,
    });
    const view = leaveView(row.leaveTimes, paper.exam);
    if (view.overLimit) {
      await this.breakPaper(
        paper.id,
        ExState.LEAVE_LIMIT,
        renderMessage('EXAM_LEAVE_LIMIT_EXCEEDED', 'zh', { n: paper.exam.leaveCount }),
      );
    }
    return view;
  }

  /**
   * A paper's stored camera snapshots for its record (an export), at most `limit` spread evenly
   * over the sitting, oldest first, each with its image bytes; a snapshot whose file is gone is
   * left out. No access check: the caller decides who may see them.
   */
  async paperSnapshots(paperId: string, limit: number): Promise<PaperSnapshot[]> {
    const rows = await this.db.paperCapture.findMany({
      where: { paperId },
      select: { fileId: true, createdAt: true, facePass: true, faceScore: true },
      orderBy: { createdAt: 'asc' },
    });
    const step = rows.length / Math.max(Math.min(limit, rows.length), 1);
    const picked =
      rows.length <= limit ? rows : rows.filter((_, i) => i % step < 1).slice(0, limit);
    const out: PaperSnapshot[] = [];
    for (const r of picked) {
      try {
        out.push({ ...r, jpeg: await this.files.readBytes(r.fileId) });
      } catch (e) {
        if (!isAppError(e)) throw e;
      }
    }
    return out;
  }

  /**
   * Deletes the captures (files and face-check rows) taken more than CAPTURE_RETENTION_DAYS ago
   * of papers no longer being sat; returns how many. Screen leaves stay with the paper.
   */
  async purgeOldCaptures(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.infra.env.CAPTURE_RETENTION_DAYS * 86_400_000);
    // Batches until none is due or the run's time is up (a large exam leaves many captures).
    const until = Date.now() + PURGE_BUDGET_MS;
    let purged = 0;
    for (;;) {
      const due = await this.db.paperCapture.findMany({
        where: { createdAt: { lte: cutoff }, paper: { state: { not: PaperState.IN_EXAM } } },
        select: { id: true, fileId: true },
        orderBy: { createdAt: 'asc' },
        take: PURGE_BATCH,
      });
      for (const capture of due) {
        await this.files.remove(capture.fileId);
        await this.db.paperCapture.delete({ where: { id: capture.id } });
      }
      purged += due.length;
      if (due.length < PURGE_BATCH || Date.now() > until) return purged;
    }
  }

  /** Hands the paper in for a broken rule; true once it is handed in (by this call or another). */
  private async breakPaper(paperId: string, exState: number, exMsg: string): Promise<boolean> {
    try {
      await this.papers.handIn(paperId, { by: HandBy.RULE, exState, exMsg });
    } catch (e) {
      if (!(e instanceof AppError) || e.errorName !== 'PAPER_ALREADY_HANDED_IN') throw e;
    }
    return true;
  }
}

function leaveView(
  leaveTimes: number,
  exam: { leaveOn: boolean; leaveCount: number; leaveSeconds: number },
): LeaveCheckView {
  return {
    leaveTimes,
    overLimit: exam.leaveOn && leaveTimes > exam.leaveCount,
    leaveCount: exam.leaveCount,
    leaveSeconds: exam.leaveSeconds,
  };
}

function renderReason(reason: string, lang: Lang): string {
  return isErrorName(reason) ? renderMessage(reason, lang) : reason;
}
