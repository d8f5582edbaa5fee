/**
 * Real-name verification: a learner submits their name, ID number and a face photo; an admin (or
 * the automatic review) approves or rejects it. One record per user holds the current submission
 * and, apart from it, the identity approved last, so a new submission waiting for review (or
 * rejected) leaves face login and face checks working with the earlier approval.
 *
 * ID numbers are sealed at rest and indexed by a keyed HMAC for uniqueness (IdCardVault); every
 * answer shows them masked. Photos are re-encoded without metadata and stored as private files
 * that only their owner and holders of sys:user:real:list can read; a photo rejected or replaced
 * is retired and deleted after REALNAME_PHOTO_RETENTION_DAYS.
 */
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { can, requirePermission } from '../../core/auth/policy.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { containsText } from '../../core/database/like.ts';
import { AppError, isErrorName, parseInput, renderMessage } from '../../core/errors/index.ts';
import type { ErrorName } from '../../core/errors/index.ts';
import { fileUrl } from '../../core/file-url.ts';
import type { Lang } from '../../core/i18n.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import { pageWindow, toPage, type Page } from '../../core/paging.ts';
import type { DbClient } from '../../core/prisma.ts';
import { RateLimit } from '../../core/rate-limit.ts';
import type { Prisma, RealNameRecord } from '../../generated/prisma/client.ts';
import type { ConfigService } from '../config/index.ts';
import type { FileService } from '../file/index.ts';
import type { MessageService } from '../message/index.ts';
import { refusalError } from './face-input.ts';
import { type FaceImages } from './face-images.ts';
import { canonicalIdCard, maskIdCard, normaliseIdCard } from './id-card.ts';
import { IdCardVault } from './id-card-vault.ts';
import {
  AUTO_AUDIT_JOB,
  AUTO_AUDIT_RETRY_AFTER_MS,
  FaceAuditMode,
  REALNAME_QUEUE,
  RealNameState,
} from './realname.constants.ts';
import {
  AuditRealNameSchema,
  AutoAuditSchema,
  RealNameDetailSchema,
  RealNamePageSchema,
  SubmitRealNameSchema,
  type AuditRealNameInput,
  type RealNameDetailInput,
  type RealNamePageInput,
  type SubmitRealNameInput,
} from './realname.inputs.ts';
import { mayReadRecord } from './realname.policy.ts';

/**
 * ID numbers other than the one on record an account may submit per day: enough to correct a
 * typing mistake twice, too few to search for the holder of a number.
 */
export const NEW_ID_NUMBERS_PER_DAY = 3;

/** A real-name record as both transports show it (the spec's id, realName, face, idCard, state, auditMsg). */
export interface RealNameView {
  id: string;
  userId: string;
  userName: string;
  realName: string;
  /** Address of the submission's photo (served to its owner and to sys:user:real:list only). */
  face: string | null;
  /** Masked: the first four and last four characters. */
  idCard: string;
  /** 0 pending, 1 approved, 2 rejected. */
  state: number;
  auditMsg: string;
  auditBy: string | null;
  auditByName: string | null;
  auditTime: Date | null;
  submitTime: Date;
  /** An approval is in effect (this submission's or an earlier one): face login works. */
  approved: boolean;
  approvedRealName: string | null;
  approvedIdCard: string | null;
  approvedFace: string | null;
  approvedTime: Date | null;
  /**
   * For reviewers only (null to the learner): this pending submission's ID number is held by
   * another account, so only a reviewer can decide it.
   */
  idCardHeldByOther: boolean | null;
}

/** The identity approved last: what face login and face checks compare with. */
export interface ApprovedIdentity {
  userId: string;
  recordId: string;
  realName: string;
  /** Masked ID number. */
  idCard: string;
  photoFileId: string;
  template: string | null;
}

/** An approved photo for one-to-many matching. */
export interface ApprovedFace {
  userId: string;
  photoFileId: string;
  template: string | null;
}

/** 'manual': the ID number is held by another account, so the submission waits for a reviewer. */
export type AutoAuditOutcome = 'approved' | 'rejected' | 'skipped' | 'manual';

/** The read permission of stored face photos. */
const PHOTO_READ_PERMISSION = PERMISSIONS.realNameList;

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return code === 'P2002' || code === '23505';
}

async function lock(tx: Prisma.TransactionClient, key: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}

export class RealNameService {
  private readonly vault: IdCardVault;
  readonly images: FaceImages;

  /** ID numbers other than the one on record that one account may submit in a day. */
  private readonly newNumbers: RateLimit;

  constructor(
    private readonly infra: Infra,
    private readonly files: FileService,
    private readonly config: ConfigService,
    images: FaceImages,
    private readonly messages: MessageService,
  ) {
    this.vault = new IdCardVault(infra.env);
    this.images = images;
    this.newNumbers = new RateLimit(
      {
        name: 'realname-numbers:user',
        points: NEW_ID_NUMBERS_PER_DAY,
        durationSeconds: 86_400,
        blockSeconds: 86_400,
      },
      infra.redis,
    );
  }

  private get db() {
    return this.infra.prisma;
  }

  // -------------------------------------------------------------------------------------------
  // The learner's side
  // -------------------------------------------------------------------------------------------

  /**
   * Submits (or replaces) the caller's record. The caller's upload rate and quota are checked
   * first, before anything about the ID number is looked at. Refused before anything is stored:
   * the realPerson switch off, an ID number against the rule, an image that is not a readable jpg
   * or png, a photo without exactly one usable face. An ID number held by another account is
   * never refused (that would tell who holds which number): the submission waits for a reviewer,
   * who sees the flag, and the learner's answer is that of any pending submission. Otherwise
   * review follows the faceAudit switch: none approves at once, manual waits for an admin, auto
   * enqueues the check.
   */
  async submit(session: SessionUser, raw: SubmitRealNameInput, lang: Lang): Promise<RealNameView> {
    const input = parseInput(SubmitRealNameSchema, raw);
    // A submission stores a photo: it counts against the caller's upload rate and quota.
    await this.files.assertUploadAllowed(session, true);
    const switches = await this.config.switchConfig();
    if (!switches.realPerson) throw new AppError('REALNAME_CLOSED');
    const userId = session.userId;
    const idCard = normaliseIdCard(input.idCard);
    const canonical = canonicalIdCard(idCard);
    if (canonical === null) throw new AppError('ID_CARD_INVALID');
    const index = this.vault.index(canonical);

    const { photo, sourceFileId } = await this.images.read(session, input.face);
    if (!photo.ok) throw new AppError(refusalError(photo.reason));
    const found = await this.images.run((engine) => engine.findOneFace(photo.jpeg));
    if (!found.ok) throw new AppError(refusalError(found.reason));
    // The approved photo is what every later face check compares with: it must be a live capture.
    if (switches.livenessRealName !== 'off') {
      const verdict = await this.images.judgeLiveness({ image: photo.jpeg });
      if (!verdict.ok) throw new AppError(verdict.error);
    }
    // Trying numbers one after another is what finds out who holds which: a number other than the
    // one on record counts against the account's daily allowance, held by another account or not.
    const current = await this.db.realNameRecord.findUnique({
      where: { userId },
      select: { idCardIndex: true, approvedIdCardIndex: true },
    });
    if (current?.idCardIndex !== index && current?.approvedIdCardIndex !== index) {
      await this.newNumbers.take(userId);
    }

    const stored = await this.files.storeGenerated({
      ownerId: userId,
      bytes: photo.jpeg,
      ext: 'jpg',
      mime: 'image/jpeg',
      kind: 1,
      name: 'face.jpg',
      visibility: 'private',
      readPermission: PHOTO_READ_PERMISSION,
    });
    let saved: { recordId: string; photoId: string; held: boolean };
    try {
      saved = await this.db.$transaction(async (tx) => {
        await lock(tx, `realname-user:${userId}`);
        await lock(tx, `realname-id:${index}`);
        const held = await this.heldByOther(tx, index, userId);
        const approveNow = switches.faceAudit === FaceAuditMode.NONE && !held;
        const now = new Date();
        const photoRow = await tx.realNamePhoto.create({
          data: { userId, fileId: stored.id, template: found.template },
          select: { id: true },
        });
        const existing = await tx.realNameRecord.findUnique({ where: { userId } });
        const sealed = this.vault.seal(userId, idCard);
        const submission = {
          realName: input.realName,
          idCardSealed: sealed,
          // A number held elsewhere is not claimed: the holder's index stays unique.
          idCardIndex: held ? null : index,
          photoId: photoRow.id,
          state: approveNow ? RealNameState.APPROVED : RealNameState.PENDING,
          auditMsg: '',
          auditReason: null,
          auditBy: null,
          auditAt: approveNow ? now : null,
          submittedAt: now,
        };
        const approval = approveNow
          ? {
              approvedRealName: input.realName,
              approvedIdCardSealed: sealed,
              approvedIdCardIndex: index,
              approvedPhotoId: photoRow.id,
              approvedAt: now,
            }
          : {};
        const retired = [
          existing?.photoId !== existing?.approvedPhotoId ? existing?.photoId : null,
          approveNow ? existing?.approvedPhotoId : null,
        ].filter((x): x is string => typeof x === 'string');
        await this.retirePhotos(tx, retired, now);
        const record = await tx.realNameRecord.upsert({
          where: { userId },
          update: { ...submission, ...approval },
          create: { userId, ...submission, ...approval },
          select: { id: true },
        });
        return { recordId: record.id, photoId: photoRow.id, held };
      });
    } catch (e) {
      await this.files.remove(stored.id).catch(() => undefined);
      throw e;
    }
    if (switches.faceAudit === FaceAuditMode.AUTO && !saved.held) {
      await this.enqueueAutoAudit(saved.recordId, saved.photoId, saved.photoId);
    }
    // The upload the photo came from still holds the original bytes and their metadata (place,
    // device): the re-encoded copy replaces it.
    if (sourceFileId !== null) {
      await this.files.remove(sourceFileId).catch((e: unknown) => {
        logger.warn({ err: e, fileId: sourceFileId }, 'could not delete a face photo upload');
      });
    }
    return this.viewOf(saved.recordId, lang);
  }

  /** The caller's own record, or null before the first submission. */
  async mine(session: SessionUser, lang: Lang): Promise<RealNameView | null> {
    const row = await this.db.realNameRecord.findUnique({ where: { userId: session.userId } });
    return row === null ? null : ((await this.views([row], lang, false))[0] ?? null);
  }

  /** Without an id the caller's own record; with one, that record (another's: sys:user:real:list). */
  async detail(
    session: SessionUser,
    raw: RealNameDetailInput,
    lang: Lang,
  ): Promise<RealNameView | null> {
    const input = parseInput(RealNameDetailSchema, raw);
    if (input.id === undefined) return this.mine(session, lang);
    const row = await this.db.realNameRecord.findUnique({ where: { id: input.id } });
    if (row === null || !mayReadRecord(session, row)) {
      requirePermission(session, PERMISSIONS.realNameList);
      throw new AppError('DATA_NOT_FOUND');
    }
    return (await this.views([row], lang, can(session, PERMISSIONS.realNameList)))[0] ?? null;
  }

  // -------------------------------------------------------------------------------------------
  // Review (sys:user:real:list, sys:user:real:audit)
  // -------------------------------------------------------------------------------------------

  /** Submissions by state and name, pending first, then the newest. */
  async paging(raw: RealNamePageInput, lang: Lang): Promise<Page<RealNameView>> {
    const input = parseInput(RealNamePageSchema, raw);
    const where: Prisma.RealNameRecordWhereInput = {
      ...(input.state === undefined ? {} : { state: input.state }),
    };
    if (input.realName !== undefined) {
      const users = await this.db.user.findMany({
        where: {
          OR: [
            { realName: containsText(input.realName) },
            { userName: containsText(input.realName) },
          ],
        },
        select: { id: true },
        take: 5000,
      });
      where.OR = [
        { realName: containsText(input.realName) },
        { userId: { in: users.map((u) => u.id) } },
      ];
    }
    const [total, rows] = await Promise.all([
      this.db.realNameRecord.count({ where }),
      this.db.realNameRecord.findMany({
        where,
        orderBy: [{ state: 'asc' }, { submittedAt: 'desc' }, { id: 'asc' }],
        ...pageWindow(input.current, input.size),
      }),
    ]);
    return toPage(await this.views(rows, lang, true), total, input.current, input.size);
  }

  /** Approves (1) or rejects (2, with a message) a pending submission by hand. */
  async audit(session: SessionUser, raw: AuditRealNameInput, lang: Lang): Promise<RealNameView> {
    const input = parseInput(AuditRealNameSchema, raw);
    const rec = await this.pendingRecord(input.id);
    if (input.state === RealNameState.APPROVED) {
      await this.approve(rec, session.userId, input.auditMsg);
    } else {
      await this.reject(rec, session.userId, input.auditMsg, null);
    }
    return this.viewOf(rec.id, lang, true);
  }

  /** Runs the automatic review of a pending submission now, on behalf of the caller. */
  async autoAudit(session: SessionUser, raw: { id: string }, lang: Lang): Promise<RealNameView> {
    const input = parseInput(AutoAuditSchema, raw);
    const rec = await this.pendingRecord(input.id);
    const outcome = await this.runAutoAudit(rec.id, rec.photoId, session.userId);
    if (outcome === 'skipped') throw new AppError('REALNAME_NOT_PENDING');
    if (outcome === 'manual') throw new AppError('ID_CARD_IN_USE');
    return this.viewOf(rec.id, lang, true);
  }

  /**
   * The automatic review: approves a pending submission whose ID number is valid and used by no
   * other account and whose photo shows exactly one usable face; leaves one whose number another
   * account holds to a reviewer (never approved, and never rejected with a reason that tells the
   * learner the number is taken); otherwise rejects it with the reason. Skips a record no longer
   * pending or whose photo changed since it was enqueued (the newer submission has its own
   * review). An engine failure throws, so the job is retried.
   */
  async runAutoAudit(
    recordId: string,
    photoId: string | null,
    auditorId: string | null = null,
  ): Promise<AutoAuditOutcome> {
    const rec = await this.db.realNameRecord.findUnique({ where: { id: recordId } });
    if (rec === null || rec.state !== RealNameState.PENDING) return 'skipped';
    if (photoId !== null && rec.photoId !== photoId) return 'skipped';
    const reason = await this.autoVerdict(rec);
    if (reason === 'ID_CARD_IN_USE') return 'manual';
    try {
      if (reason === null) {
        await this.approve(rec, auditorId, '');
        return 'approved';
      }
    } catch (e) {
      if (e instanceof AppError && e.errorName === 'REALNAME_NOT_PENDING') return 'skipped';
      if (e instanceof AppError && e.errorName === 'ID_CARD_IN_USE') return 'manual';
      throw e;
    }
    try {
      await this.reject(rec, auditorId, '', reason);
    } catch (e) {
      if (e instanceof AppError && e.errorName === 'REALNAME_NOT_PENDING') return 'skipped';
      throw e;
    }
    return 'rejected';
  }

  /** Why the automatic review rejects a submission, or null to approve it. */
  private async autoVerdict(rec: RealNameRecord): Promise<ErrorName | null> {
    let canonical: string | null = null;
    try {
      canonical = canonicalIdCard(this.vault.open(rec.userId, rec.idCardSealed));
    } catch (e) {
      logger.warn({ err: e, recordId: rec.id }, 'a sealed ID number does not open');
    }
    if (canonical === null) return 'ID_CARD_INVALID';
    if (await this.heldByOther(this.db, this.vault.index(canonical), rec.userId)) {
      return 'ID_CARD_IN_USE';
    }
    const photo =
      rec.photoId === null
        ? null
        : await this.db.realNamePhoto.findUnique({ where: { id: rec.photoId } });
    if (photo === null || photo.fileId === null) return 'FACE_IMAGE_INVALID';
    const fileId = photo.fileId;
    let bytes: Buffer;
    try {
      bytes = await this.files.readBytes(fileId);
    } catch (e) {
      if (e instanceof AppError) return 'FACE_IMAGE_INVALID';
      throw e;
    }
    const found = await this.images.run((engine) => engine.findOneFace(bytes));
    if (!found.ok) return refusalError(found.reason);
    if (photo.template === null && found.template !== null) {
      await this.db.realNamePhoto.update({
        where: { id: photo.id },
        data: { template: found.template },
      });
    }
    return null;
  }

  private async pendingRecord(id: string): Promise<RealNameRecord> {
    const rec = await this.db.realNameRecord.findUnique({ where: { id } });
    if (rec === null) throw new AppError('DATA_NOT_FOUND');
    if (rec.state !== RealNameState.PENDING) throw new AppError('REALNAME_NOT_PENDING');
    return rec;
  }

  /**
   * Makes the pending submission the approved identity, if it is still the one read (same
   * photo, still pending) and its ID number is held by no other account (ID_CARD_IN_USE); the
   * photo approved before is retired.
   */
  private async approve(rec: RealNameRecord, auditorId: string | null, msg: string): Promise<void> {
    const index = rec.idCardIndex ?? this.indexOfSealed(rec.userId, rec.idCardSealed);
    try {
      await this.db.$transaction(async (tx) => {
        if (index !== null) {
          await lock(tx, `realname-id:${index}`);
          if (await this.heldByOther(tx, index, rec.userId)) throw new AppError('ID_CARD_IN_USE');
        }
        const now = new Date();
        const res = await tx.realNameRecord.updateMany({
          where: { id: rec.id, state: RealNameState.PENDING, photoId: rec.photoId },
          data: {
            state: RealNameState.APPROVED,
            auditMsg: msg,
            auditReason: null,
            auditBy: auditorId,
            auditAt: now,
            idCardIndex: index,
            approvedRealName: rec.realName,
            approvedIdCardSealed: rec.idCardSealed,
            approvedIdCardIndex: index,
            approvedPhotoId: rec.photoId,
            approvedAt: now,
          },
        });
        if (res.count === 0) throw new AppError('REALNAME_NOT_PENDING');
        if (rec.approvedPhotoId !== null && rec.approvedPhotoId !== rec.photoId) {
          await this.retirePhotos(tx, [rec.approvedPhotoId], now);
        }
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('ID_CARD_IN_USE');
      throw e;
    }
    await this.tellOutcome(rec, RealNameState.APPROVED, msg, null);
  }

  /** The learner is told the outcome of each submission once (keyed by its photo). */
  private async tellOutcome(
    rec: RealNameRecord,
    state: number,
    msg: string,
    reason: ErrorName | null,
  ): Promise<void> {
    const approved = state === RealNameState.APPROVED;
    await this.messages.notify([
      {
        userId: rec.userId,
        kind: approved ? 'realNameApproved' : 'realNameRejected',
        args: { msg, ...(reason === null ? {} : { reason }) },
        refKey: `realname:${rec.id}:${rec.photoId ?? ''}:${state}`,
      },
    ]);
  }

  /**
   * Rejects the pending submission (with an admin's message, or the catalogue name of the
   * automatic review's reason); its ID number stops counting as used and its photo is retired.
   */
  private async reject(
    rec: RealNameRecord,
    auditorId: string | null,
    msg: string,
    reason: ErrorName | null,
  ): Promise<void> {
    await this.db.$transaction(async (tx) => {
      const now = new Date();
      const res = await tx.realNameRecord.updateMany({
        where: { id: rec.id, state: RealNameState.PENDING, photoId: rec.photoId },
        data: {
          state: RealNameState.REJECTED,
          auditMsg: msg,
          auditReason: reason,
          auditBy: auditorId,
          auditAt: now,
          idCardIndex: null,
        },
      });
      if (res.count === 0) throw new AppError('REALNAME_NOT_PENDING');
      if (rec.photoId !== null && rec.photoId !== rec.approvedPhotoId) {
        await this.retirePhotos(tx, [rec.photoId], now);
      }
    });
    await this.tellOutcome(rec, RealNameState.REJECTED, msg, reason);
  }

  // -------------------------------------------------------------------------------------------
  // Jobs
  // -------------------------------------------------------------------------------------------

  /** Enqueues the automatic review of a submission (ids only). A failure is left to the sweep. */
  private async enqueueAutoAudit(recordId: string, photoId: string, jobKey: string): Promise<void> {
    try {
      await this.infra.queues
        .queue(REALNAME_QUEUE)
        .add(AUTO_AUDIT_JOB, { recordId, photoId }, { jobId: `realname-audit-${jobKey}` });
    } catch (e) {
      logger.warn({ err: e, recordId }, 'could not enqueue the automatic real-name review');
    }
  }

  /**
   * Under automatic review, enqueues again the submissions still pending after
   * AUTO_AUDIT_RETRY_AFTER_MS (a lost job, a worker that was down); returns how many.
   */
  async sweepAutoAudits(now: Date = new Date()): Promise<number> {
    const switches = await this.config.switchConfig();
    if (switches.faceAudit !== FaceAuditMode.AUTO) return 0;
    const stale = await this.db.realNameRecord.findMany({
      where: {
        state: RealNameState.PENDING,
        // Without an index the number is held by another account: that waits for a reviewer.
        idCardIndex: { not: null },
        submittedAt: { lt: new Date(now.getTime() - AUTO_AUDIT_RETRY_AFTER_MS) },
      },
      select: { id: true, photoId: true },
      take: 500,
    });
    const hour = Math.floor(now.getTime() / 3600_000);
    for (const r of stale) {
      if (r.photoId !== null) await this.enqueueAutoAudit(r.id, r.photoId, `${r.photoId}-${hour}`);
    }
    return stale.length;
  }

  /**
   * Deletes the files of photos retired (rejected or replaced) more than
   * REALNAME_PHOTO_RETENTION_DAYS ago; returns how many. A photo still in use is never deleted.
   */
  async purgeRetiredPhotos(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(
      now.getTime() - this.infra.env.REALNAME_PHOTO_RETENTION_DAYS * 86_400_000,
    );
    const due = await this.db.realNamePhoto.findMany({
      where: { retiredAt: { lte: cutoff }, deletedAt: null },
      select: { id: true, fileId: true },
      take: 500,
    });
    let purged = 0;
    for (const photo of due) {
      const inUse = await this.db.realNameRecord.count({
        where: {
          OR: [
            { approvedPhotoId: photo.id },
            { photoId: photo.id, state: { not: RealNameState.REJECTED } },
          ],
        },
      });
      if (inUse > 0) {
        await this.db.realNamePhoto.update({ where: { id: photo.id }, data: { retiredAt: null } });
        continue;
      }
      if (photo.fileId !== null) await this.files.remove(photo.fileId);
      await this.db.realNamePhoto.update({
        where: { id: photo.id },
        data: { fileId: null, template: null, deletedAt: now },
      });
      purged++;
    }
    return purged;
  }

  // -------------------------------------------------------------------------------------------
  // What face login and the face check compare with
  // -------------------------------------------------------------------------------------------

  /** The user's approved identity with its photo, or null (none, or its photo is gone). */
  async approvedIdentity(userId: string): Promise<ApprovedIdentity | null> {
    const rec = await this.db.realNameRecord.findUnique({ where: { userId } });
    if (rec?.approvedPhotoId == null || rec.approvedIdCardSealed === null) return null;
    const photo = await this.db.realNamePhoto.findUnique({ where: { id: rec.approvedPhotoId } });
    if (photo?.fileId == null) return null;
    return {
      userId,
      recordId: rec.id,
      realName: rec.approvedRealName ?? rec.realName,
      idCard: this.masked(rec.userId, rec.approvedIdCardSealed),
      photoFileId: photo.fileId,
      template: photo.template,
    };
  }

  /** Whether the user has an approved identity whose photo is still stored (what face checks need). */
  async hasApprovedFace(userId: string): Promise<boolean> {
    const rec = await this.db.realNameRecord.findUnique({
      where: { userId },
      select: { approvedPhotoId: true, approvedIdCardSealed: true },
    });
    if (rec?.approvedPhotoId == null || rec.approvedIdCardSealed === null) return false;
    const photo = await this.db.realNamePhoto.findUnique({
      where: { id: rec.approvedPhotoId },
      select: { fileId: true },
    });
    return photo?.fileId != null;
  }

  /** Every approved photo, for one-to-many matching. */
  async approvedFaces(): Promise<ApprovedFace[]> {
    const records = await this.db.realNameRecord.findMany({
      where: { approvedPhotoId: { not: null } },
      select: { userId: true, approvedPhotoId: true },
    });
    const photos = await this.db.realNamePhoto.findMany({
      where: {
        id: { in: records.map((r) => r.approvedPhotoId).filter((x): x is string => x !== null) },
        fileId: { not: null },
      },
      select: { id: true, fileId: true, template: true },
    });
    const byId = new Map(photos.map((p) => [p.id, p]));
    return records.flatMap((r) => {
      const p = r.approvedPhotoId === null ? undefined : byId.get(r.approvedPhotoId);
      return p?.fileId == null
        ? []
        : [{ userId: r.userId, photoFileId: p.fileId, template: p.template }];
    });
  }

  /** A stored photo's bytes (for the engine). */
  photoBytes(fileId: string): Promise<Buffer> {
    return this.files.readBytes(fileId);
  }

  // -------------------------------------------------------------------------------------------
  // Views
  // -------------------------------------------------------------------------------------------

  /** Whether another account holds the ID number (blind index), as its submission or approval. */
  private async heldByOther(db: DbClient, index: string, userId: string): Promise<boolean> {
    const other = await db.realNameRecord.findFirst({
      where: {
        userId: { not: userId },
        OR: [{ idCardIndex: index }, { approvedIdCardIndex: index }],
      },
      select: { id: true },
    });
    return other !== null;
  }

  /** The blind index of a sealed ID number, or null when it does not open or breaks the rule. */
  private indexOfSealed(userId: string, sealed: string): string | null {
    let canonical: string | null = null;
    try {
      canonical = canonicalIdCard(this.vault.open(userId, sealed));
    } catch (e) {
      logger.warn({ err: e, userId }, 'a sealed ID number does not open');
    }
    return canonical === null ? null : this.vault.index(canonical);
  }

  /** For each pending record of the rows, whether another account holds its ID number. */
  private async heldFlags(rows: readonly RealNameRecord[]): Promise<Map<string, boolean>> {
    const indexOf = new Map<string, string>();
    for (const r of rows) {
      if (r.state !== RealNameState.PENDING) continue;
      const index = r.idCardIndex ?? this.indexOfSealed(r.userId, r.idCardSealed);
      if (index !== null) indexOf.set(r.id, index);
    }
    const indexes = [...new Set(indexOf.values())];
    const holders =
      indexes.length === 0
        ? []
        : await this.db.realNameRecord.findMany({
            where: {
              OR: [{ idCardIndex: { in: indexes } }, { approvedIdCardIndex: { in: indexes } }],
            },
            select: { userId: true, idCardIndex: true, approvedIdCardIndex: true },
          });
    const flags = new Map<string, boolean>();
    for (const r of rows) {
      const index = indexOf.get(r.id);
      flags.set(
        r.id,
        index !== undefined &&
          holders.some(
            (h) =>
              h.userId !== r.userId && (h.idCardIndex === index || h.approvedIdCardIndex === index),
          ),
      );
    }
    return flags;
  }

  private async retirePhotos(
    tx: Prisma.TransactionClient,
    ids: readonly string[],
    now: Date,
  ): Promise<void> {
    if (ids.length === 0) return;
    await tx.realNamePhoto.updateMany({
      where: { id: { in: [...ids] }, retiredAt: null },
      data: { retiredAt: now },
    });
  }

  private masked(userId: string, sealed: string): string {
    try {
      return maskIdCard(this.vault.open(userId, sealed));
    } catch (e) {
      // A changed SECRET_KEY or a damaged value: show nothing rather than fail the whole list.
      logger.warn({ err: e, userId }, 'a sealed ID number does not open');
      return '';
    }
  }

  private async viewOf(recordId: string, lang: Lang, reviewer = false): Promise<RealNameView> {
    const row = await this.db.realNameRecord.findUniqueOrThrow({ where: { id: recordId } });
    return (await this.views([row], lang, reviewer))[0]!;
  }

  /** Views of the rows; `reviewer` adds what only reviewers see (the held-number flag). */
  private async views(
    rows: RealNameRecord[],
    lang: Lang,
    reviewer: boolean,
  ): Promise<RealNameView[]> {
    if (rows.length === 0) return [];
    const held = reviewer ? await this.heldFlags(rows) : null;
    const photoIds = rows
      .flatMap((r) => [r.photoId, r.approvedPhotoId])
      .filter((x): x is string => x !== null);
    const userIds = rows
      .flatMap((r) => [r.userId, r.auditBy])
      .filter((x): x is string => x !== null);
    const [photos, users] = await Promise.all([
      this.db.realNamePhoto.findMany({
        where: { id: { in: [...new Set(photoIds)] } },
        select: { id: true, fileId: true },
      }),
      this.db.user.findMany({
        where: { id: { in: [...new Set(userIds)] } },
        select: { id: true, userName: true, realName: true },
      }),
    ]);
    const fileOf = new Map(photos.map((p) => [p.id, p.fileId]));
    const userOf = new Map(users.map((u) => [u.id, u]));
    const urlOf = (photoId: string | null) => {
      const fileId = photoId === null ? null : (fileOf.get(photoId) ?? null);
      return fileId === null ? null : fileUrl(fileId);
    };
    return rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      userName: userOf.get(r.userId)?.userName ?? '',
      realName: r.realName,
      face: urlOf(r.photoId),
      idCard: this.masked(r.userId, r.idCardSealed),
      state: r.state,
      auditMsg:
        r.auditReason !== null && isErrorName(r.auditReason)
          ? renderMessage(r.auditReason, lang)
          : r.auditMsg,
      auditBy: r.auditBy,
      auditByName: r.auditBy === null ? null : (userOf.get(r.auditBy)?.realName ?? null),
      auditTime: r.auditAt,
      submitTime: r.submittedAt,
      approved: r.approvedPhotoId !== null,
      approvedRealName: r.approvedRealName,
      approvedIdCard:
        r.approvedIdCardSealed === null ? null : this.masked(r.userId, r.approvedIdCardSealed),
      approvedFace: urlOf(r.approvedPhotoId),
      approvedTime: r.approvedAt,
      idCardHeldByOther: held === null ? null : (held.get(r.id) ?? false),
    }));
  }
}
