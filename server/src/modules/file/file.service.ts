import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission, type SessionUser } from '../../core/auth/session-user.ts';
import { secretBox } from '../../core/crypto.ts';
import { AppError, isAppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { DbClient } from '../../core/prisma.ts';
import { logger } from '../../core/logger.ts';
import type { ConfigService } from '../config/index.ts';
import {
  DIRECT_UPLOAD_TTL_SECONDS,
  STS_TTL_SECONDS,
  cosUploadPolicy,
  directUploadPrefix,
  ossUploadPolicy,
  qiniuUploadToken,
  type CosDirectUpload,
  type OssDirectUpload,
  type QiniuDirectUpload,
} from './direct-upload.ts';
import { StsError, createStsClients, type StsClients } from './sts-clients.ts';
import {
  ALLOWED,
  TYPES,
  acceptedExtensions,
  fileSource,
  sniff,
  type UploadKind,
} from './file-sniff.ts';
import {
  DIRECT_KEY,
  LocalFileStorage,
  S3FileStorage,
  directUploadTarget,
  s3TargetFor,
  type ByteRange,
  type FileStorage,
} from './file-storage.ts';
import { fileUrl } from '../../core/file-url.ts';
import { RateLimit } from '../../core/rate-limit.ts';
import { id } from '../../core/input.ts';

/**
 * public: any signed-in user (question images, course files); private: the owner and admins
 * (role type 2); site: anyone, signed in or not (site logos shown on the login page).
 */
export type Visibility = 'public' | 'private' | 'site';

export interface StoredFileView {
  id: string;
  /** Where the file is served (GET, access checked per file). */
  url: string;
  /** The uploader's file name with the extension of the detected type. */
  name: string;
  size: number;
  mime: string;
  kind: number;
  visibility: string;
  /** Private to its owner and the holders of one permission code (served with no-store). */
  restricted: boolean;
  ownerId: string;
  createTime: Date;
}

export interface UploadTicketView {
  ticket: string;
  /** POST the multipart form (field `file`) here, with the session token as usual. */
  url: string;
  fieldName: string;
  expiresAt: Date;
  maxBytes: number;
  /** File-name extensions the ticket's kind accepts (a hint for pickers; bytes decide). */
  accept: string[];
}

export interface StagedUpload {
  path: string;
  size: number;
  originalName: string;
}

export interface OpenedFile {
  file: StoredFileView;
  stream: Readable;
  /** The byte range sent (206), or null for the whole file (200). */
  range: ByteRange | null;
}

const TICKET_TTL_MS = 10 * 60_000;
/** The window of the per-user upload rate. */
export const UPLOAD_RATE_WINDOW_MINUTES = 10;
const TICKET_PURPOSE = 'upload-ticket';

const kindSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number()
    .int()
    .refine((n): n is UploadKind => n >= 1 && n <= 5)
    .optional(),
);
const visibilitySchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(['public', 'private', 'site', 'course']).optional(),
);
/** An upload's visibility option: a stored visibility, or course (course media). */
type UploadVisibility = Visibility | 'course';

export const UploadOptionsSchema = z.object({
  kind: kindSchema,
  visibility: visibilitySchema,
  ticket: z.string().max(1000).nullish(),
});
export type UploadOptionsInput = z.input<typeof UploadOptionsSchema>;

const TicketSchema = z.object({ kind: kindSchema, visibility: visibilitySchema });

/** A file the browser put straight into the bucket, to be registered (see completeDirectUpload). */
export const CompleteDirectUploadSchema = z.object({
  key: z.string().trim().min(1).max(300),
  /** The uploader's file name (shown; the extension comes from the bytes). */
  name: z.string().max(255).nullish(),
  kind: kindSchema,
  visibility: visibilitySchema,
});
export type CompleteDirectUploadInput = z.input<typeof CompleteDirectUploadSchema>;

/** The cloud storages a browser can upload to directly. */
const DIRECT_PROVIDERS = ['aliyun', 'qcloud', 'qiniu'];
export type CreateTicketInput = z.input<typeof TicketSchema>;

type FileRow = {
  id: string;
  provider: string;
  storageKey: string;
  originalName: string;
  mime: string;
  size: number;
  kind: number;
  ownerId: string;
  visibility: string;
  readPermission: string | null;
  createdAt: Date;
};

/** A file the server made itself (a re-encoded photo), described for storing. */
export interface GeneratedFile {
  ownerId: string;
  bytes: Buffer;
  /** The extension and type of the bytes (the caller made them, so they are known). */
  ext: string;
  mime: string;
  kind: UploadKind;
  name: string;
  visibility: Visibility;
  /** With 'private': only the owner and holders of this code read it (not every admin). */
  readPermission?: string;
  /** The platform's own record about the owner (a camera capture): outside the owner's quota. */
  quotaExempt?: boolean;
}

function toView(r: FileRow): StoredFileView {
  return {
    id: r.id,
    url: fileUrl(r.id),
    name: r.originalName,
    size: r.size,
    mime: r.mime,
    kind: r.kind,
    visibility: r.visibility,
    restricted: r.readPermission !== null,
    ownerId: r.ownerId,
    createTime: r.createdAt,
  };
}

/** The uploader's name, reduced to a safe display name with the detected extension. */
export function displayName(original: string, ext: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '')
    .trim()
    .slice(0, 100);
  return `${stem === '' ? 'file' : stem}.${ext}`;
}

/** Site files need sys:config:update; course media course:add or course:update. */
function checkUploadVisibility(session: SessionUser, visibility: UploadVisibility): void {
  const allowed =
    visibility === 'site'
      ? hasPermission(session, PERMISSIONS.configUpdate)
      : visibility === 'course'
        ? hasPermission(session, PERMISSIONS.courseAdd) ||
          hasPermission(session, PERMISSIONS.courseUpdate)
        : true;
  if (!allowed) throw new AppError('PERMISSION_DENIED');
}

/** Parses a single `bytes=` range against the size; null: serve it all; 'invalid': 416. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (header === undefined || header === '') return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (m === null) return null; // several ranges or another unit: the whole file
  const [, a, b] = m as unknown as [string, string, string];
  if (a === '' && b === '') return 'invalid';
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

/**
 * Uploads: type judged from the bytes against spec section 5's lists, server-generated names,
 * bytes through the `FileStorage` of the active upload provider (local files when none), a
 * StoredFile row, and serving with a per-file access check.
 */
export class FileService {
  private readonly learnerRate: RateLimit;
  private readonly staffRate: RateLimit;

  constructor(
    private readonly infra: Infra,
    private readonly config: ConfigService,
    private readonly sts: StsClients = createStsClients({
      aliyunUrl: infra.env.STS_ALIYUN_URL,
      qcloudUrl: infra.env.STS_QCLOUD_URL,
    }),
  ) {
    const window = UPLOAD_RATE_WINDOW_MINUTES * 60;
    const rule = (name: string, points: number) => ({
      name,
      points,
      durationSeconds: window,
      blockSeconds: 0,
    });
    this.learnerRate = new RateLimit(
      rule('upload:learner', infra.env.UPLOAD_RATE_LEARNER),
      infra.redis,
    );
    this.staffRate = new RateLimit(rule('upload:staff', infra.env.UPLOAD_RATE_STAFF), infra.redis);
  }

  /** Staff (role type 2) get the larger upload rate and quota; everyone else the learner's. */
  private limitsOf(session: SessionUser) {
    const staff = session.roleType === 2;
    const env = this.infra.env;
    const quotaMb = staff ? env.UPLOAD_QUOTA_STAFF_MB : env.UPLOAD_QUOTA_LEARNER_MB;
    return {
      rate: staff ? this.staffRate : this.learnerRate,
      perWindow: staff ? env.UPLOAD_RATE_STAFF : env.UPLOAD_RATE_LEARNER,
      quotaMb,
      quotaBytes: Math.floor(quotaMb * 1024 * 1024),
    };
  }

  private async usedBytes(db: DbClient, userId: string): Promise<number> {
    const sum = await db.storedFile.aggregate({
      where: { ownerId: userId, quotaExempt: false },
      _sum: { size: true },
    });
    return sum._sum.size ?? 0;
  }

  /**
   * Refuses an upload over the caller's rate or when their stored files already fill their quota;
   * with `count` the upload is counted against the rate (before its bytes are received).
   */
  async assertUploadAllowed(session: SessionUser, count: boolean): Promise<void> {
    const limits = this.limitsOf(session);
    if ((await limits.rate.retryAfterSeconds(session.userId)) > 0) {
      throw new AppError('UPLOAD_RATE_EXCEEDED', {
        n: limits.perWindow,
        m: UPLOAD_RATE_WINDOW_MINUTES,
      });
    }
    if ((await this.usedBytes(this.db, session.userId)) >= limits.quotaBytes) {
      throw new AppError('UPLOAD_QUOTA_EXCEEDED', { n: limits.quotaMb });
    }
    if (count) await limits.rate.hit(session.userId);
  }

  private get db() {
    return this.infra.prisma;
  }

  get maxBytes(): number {
    return Math.floor(this.infra.env.UPLOAD_MAX_MB * 1024 * 1024);
  }

  /** Where multipart uploads are staged: the site's temp directory, else the system's. */
  async stagingDir(): Promise<string> {
    const site = await this.config.siteConfig();
    const fallback = path.join(tmpdir(), 'examhall-uploads');
    for (const dir of site.tmpDir === '' ? [fallback] : [site.tmpDir, fallback]) {
      try {
        await mkdir(dir, { recursive: true });
        return dir;
      } catch (e) {
        logger.warn({ err: e, dir }, 'upload staging directory unusable');
      }
    }
    return tmpdir();
  }

  /** The storage new uploads go to: the active upload provider, or local files. */
  async writeStorage(): Promise<FileStorage> {
    const active = await this.config.activeProvider('upload');
    if (active === null || active.provider === 'local') return this.localStorage();
    return new S3FileStorage(active.provider, s3TargetFor(active.provider, active.data));
  }

  /**
   * A Qiniu upload token for the signed-in user's browser, when Qiniu is the storage in use
   * (DIRECT_UPLOAD_UNAVAILABLE otherwise). Refused while the user is over their upload rate or
   * quota; it lets the browser only add new files under the user's own folder, of the platform's
   * file types and at most its upload size, for DIRECT_UPLOAD_TTL_SECONDS.
   */
  async qiniuDirectUpload(
    session: SessionUser,
    now: Date = new Date(),
  ): Promise<QiniuDirectUpload> {
    const active = await this.config.activeProvider('upload');
    if (active === null || active.provider !== 'qiniu') {
      throw new AppError('DIRECT_UPLOAD_UNAVAILABLE', { provider: 'qiniu' });
    }
    // Asking (again, every few minutes) is no upload: the rate counts registered files.
    await this.assertUploadAllowed(session, false);
    const text = (k: string) => (typeof active.data[k] === 'string' ? active.data[k] : '');
    const deadline = Math.floor(now.getTime() / 1000) + DIRECT_UPLOAD_TTL_SECONDS;
    const bucket = text('bucket');
    const prefix = directUploadPrefix(session.userId);
    const mimes = [...new Set(Object.values(TYPES).map((t) => t.mime))];
    const target = directUploadTarget('qiniu', active.data);
    return {
      token: qiniuUploadToken(text('accessKeyId'), text('accessKeySecret'), {
        scope: `${bucket}:${prefix}`,
        isPrefixalScope: 1,
        insertOnly: 1,
        fsizeLimit: this.maxBytes,
        mimeLimit: mimes.join(';'),
        deadline,
      }),
      bucket,
      region: text('region'),
      url: text('url'),
      dir: prefix,
      maxBytes: this.maxBytes,
      uploadUrl: target.uploadUrl,
      signRegion: target.signRegion,
      expireTime: new Date(deadline * 1000),
    };
  }

  /** The settings of the storage in use when it is `provider`; DIRECT_UPLOAD_UNAVAILABLE else. */
  private async directUploadSettings(provider: string) {
    const active = await this.config.activeProvider('upload');
    if (active === null || active.provider !== provider) {
      throw new AppError('DIRECT_UPLOAD_UNAVAILABLE', { provider });
    }
    const text = (k: string) => (typeof active.data[k] === 'string' ? active.data[k].trim() : '');
    return { text, target: directUploadTarget(provider, active.data) };
  }

  private stsFailed(e: unknown): never {
    if (e instanceof StsError) {
      logger.warn({ provider: e.provider, code: e.code }, 'direct-upload credentials refused');
      throw new AppError('DIRECT_UPLOAD_PROVIDER_FAILED');
    }
    throw e;
  }

  /**
   * Aliyun OSS: STS credentials (AssumeRole of the configured role ARN) that can only put objects
   * under the caller's folder, for 15 minutes. Refused while the user is over their upload rate
   * or quota.
   */
  async ossDirectUpload(session: SessionUser): Promise<OssDirectUpload> {
    const { text, target } = await this.directUploadSettings('aliyun');
    const [bucket, roleArn] = [text('bucket'), text('arn')];
    if (bucket === '' || roleArn === '' || text('accessKeyId') === '') {
      throw new AppError('STORAGE_CONFIG_INVALID', {}, { arn: 'required' });
    }
    await this.assertUploadAllowed(session, false);
    const prefix = directUploadPrefix(session.userId);
    const host = text('endpoint')
      .replace(/^https?:\/\//, '')
      .replace(/\/+$/, '');
    const region = /^(oss-[a-z0-9-]+?)(?:-internal)?\.aliyuncs\.com$/.exec(host)?.[1] ?? '';
    const creds = await this.sts
      .aliyunAssumeRole({
        accessKeyId: text('accessKeyId'),
        accessKeySecret: text('accessKeySecret'),
        roleArn,
        sessionName: `examhall-${session.userId}`.slice(0, 64),
        policy: ossUploadPolicy(bucket, prefix),
        durationSeconds: STS_TTL_SECONDS,
      })
      .catch((e: unknown) => this.stsFailed(e));
    return {
      ...creds,
      bucket,
      region,
      endpoint: host,
      dir: prefix,
      maxBytes: this.maxBytes,
      uploadUrl: target.uploadUrl,
      signRegion: target.signRegion,
      expireTime: creds.expiration,
    };
  }

  /**
   * Tencent COS: a federation token that can only put objects of the platform's types and size
   * under the caller's folder, for 15 minutes. Refused while the user is over their upload rate
   * or quota.
   */
  async cosDirectUpload(session: SessionUser, now: Date = new Date()): Promise<CosDirectUpload> {
    const { text, target } = await this.directUploadSettings('qcloud');
    const [bucket, region] = [text('bucket'), text('region')];
    if (bucket === '' || region === '' || text('secretId') === '') {
      throw new AppError('STORAGE_CONFIG_INVALID', {}, { bucket: 'required' });
    }
    await this.assertUploadAllowed(session, false);
    const prefix = directUploadPrefix(session.userId);
    const mimes = [...new Set(Object.values(TYPES).map((t) => t.mime))];
    const creds = await this.sts
      .tencentFederationToken({
        secretId: text('secretId'),
        secretKey: text('secretKey'),
        region,
        name: `examhall-${session.userId}`.slice(0, 32),
        policy: cosUploadPolicy(bucket, region, prefix, this.maxBytes, mimes),
        durationSeconds: STS_TTL_SECONDS,
      })
      .catch((e: unknown) => this.stsFailed(e));
    return {
      tmpSecretId: creds.accessKeyId,
      tmpSecretKey: creds.accessKeySecret,
      sessionToken: creds.securityToken,
      startTime: Math.floor(now.getTime() / 1000),
      expiredTime: Math.floor(creds.expiration.getTime() / 1000),
      bucket,
      region,
      dir: prefix,
      maxBytes: this.maxBytes,
      uploadUrl: target.uploadUrl,
      signRegion: target.signRegion,
      expireTime: creds.expiration,
    };
  }

  /**
   * The origin browsers upload to directly (the cloud storage in use, with direct uploads on), or
   * null: the pages' content policy lets them connect there and nowhere else new.
   */
  async directUploadOrigin(): Promise<string | null> {
    const active = await this.config.activeProvider('upload');
    if (active === null || !DIRECT_PROVIDERS.includes(active.provider)) return null;
    if (active.data.directUpload !== true) return null;
    try {
      return directUploadTarget(active.provider, active.data).origin;
    } catch (e) {
      logger.warn({ err: e, provider: active.provider }, 'direct-upload address unusable');
      return null;
    }
  }

  /**
   * Registers a file the browser put straight into the bucket with direct-upload credentials, as
   * an upload through the server would be: the key must be in the caller's own folder and not
   * registered before; the object is read back from the bucket (its size, then its bytes where the
   * type is judged), must be within the size limit and of an allowed type, counts against the
   * caller's upload rate and quota, and gets the same visibility rules. A refused object is deleted
   * from the bucket, so nothing unchecked stays there.
   */
  async completeDirectUpload(
    session: SessionUser,
    raw: CompleteDirectUploadInput,
  ): Promise<StoredFileView> {
    const input = parseInput(CompleteDirectUploadSchema, raw);
    const active = await this.config.activeProvider('upload');
    if (active === null || !DIRECT_PROVIDERS.includes(active.provider)) {
      throw new AppError('DIRECT_UPLOAD_UNAVAILABLE', { provider: active?.provider ?? 'local' });
    }
    const key = input.key;
    if (!key.startsWith(directUploadPrefix(session.userId)) || !DIRECT_KEY.test(key)) {
      throw new AppError('DIRECT_UPLOAD_KEY_INVALID');
    }
    const registered = () =>
      this.db.storedFile.findFirst({ where: { storageKey: key }, select: { id: true } });
    if ((await registered()) !== null) throw new AppError('DIRECT_UPLOAD_ALREADY_REGISTERED');
    const storage = new S3FileStorage(active.provider, s3TargetFor(active.provider, active.data));
    const head = await storage.head(key);
    if (head === null) throw new AppError('DIRECT_UPLOAD_NOT_FOUND');
    const refuse = async (e: unknown): Promise<never> => {
      await storage.remove(key).catch((err: unknown) => {
        logger.warn({ err, key }, 'a refused direct upload could not be deleted');
      });
      throw e;
    };
    try {
      const requested: UploadVisibility = input.visibility ?? 'public';
      checkUploadVisibility(session, requested);
      await this.assertUploadAllowed(session, true);
      if (head.size > this.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
      const type = await sniff(storage.byteSource(key, head.size));
      const claimed = /\.([A-Za-z0-9]{1,10})$/.exec(input.name ?? '')?.[1]?.toLowerCase() ?? '';
      if (type === null) throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', { ext: claimed || '?' });
      const kind: UploadKind = input.kind ?? type.kind;
      if (!ALLOWED[kind].includes(type.ext)) {
        throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', { ext: type.ext });
      }
      const course = requested === 'course';
      const limits = this.limitsOf(session);
      const row = await this.db.$transaction(async (tx) => {
        // Under the per-user lock: the quota of parallel uploads, and one registration per key
        // (the key is in the caller's folder, so only the caller registers it).
        await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`upload-quota:${session.userId}`}))) AS l`;
        if ((await tx.storedFile.findFirst({ where: { storageKey: key } })) !== null) {
          return null;
        }
        if ((await this.usedBytes(tx, session.userId)) + head.size > limits.quotaBytes) {
          throw new AppError('UPLOAD_QUOTA_EXCEEDED', { n: limits.quotaMb });
        }
        return tx.storedFile.create({
          data: {
            provider: active.provider,
            storageKey: key,
            originalName: displayName(input.name ?? key, type.ext),
            mime: type.mime,
            size: head.size,
            kind,
            ownerId: session.userId,
            visibility: course ? 'private' : requested,
            readPermission: course ? PERMISSIONS.courseList : null,
          },
        });
      });
      // Registered meanwhile by a parallel request: its bytes are in use, keep them.
      if (row === null) throw new AppError('DIRECT_UPLOAD_ALREADY_REGISTERED');
      return toView(row);
    } catch (e) {
      if (isAppError(e) && e.errorName === 'DIRECT_UPLOAD_ALREADY_REGISTERED') throw e;
      return refuse(e);
    }
  }

  /** The storage a file was written to (its provider's saved settings, even if no longer active). */
  async readStorage(provider: string): Promise<FileStorage> {
    if (provider === 'local') return this.localStorage();
    const settings = await this.config.providerSettings('upload', provider);
    if (settings === null)
      throw new AppError('STORAGE_CONFIG_INVALID', {}, { provider: 'notSaved' });
    return new S3FileStorage(provider, s3TargetFor(provider, settings.data));
  }

  private async localStorage(): Promise<LocalFileStorage> {
    const saved = await this.config.providerSettings('upload', 'local');
    const dir =
      saved !== null && typeof saved.data.localDir === 'string' ? saved.data.localDir : '';
    return new LocalFileStorage(
      dir === '' ? [this.infra.env.filesDir] : [dir, this.infra.env.filesDir],
    );
  }

  /**
   * Stores a staged upload for the session's user. The type comes from the bytes; with a kind it
   * must be in that kind's list, without one any listed type is accepted and
   * the kind follows from the type. Site visibility needs sys:config:update.
   */
  async upload(
    session: SessionUser,
    staged: StagedUpload,
    rawOptions: UploadOptionsInput,
  ): Promise<StoredFileView> {
    const parsed = parseInput(UploadOptionsSchema, rawOptions);
    const options = parsed.ticket ? this.openTicket(session, parsed.ticket) : parsed;
    const requested: UploadVisibility = options.visibility ?? 'public';
    checkUploadVisibility(session, requested);
    // Course media: private to the owner and course:list holders; learners get it through the
    // course routes, which check the course's audience.
    const course = requested === 'course';
    const visibility: Visibility = course ? 'private' : requested;
    const readPermission = course ? PERMISSIONS.courseList : null;
    if (staged.size > this.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
    const handle = await open(staged.path, 'r');
    let type;
    try {
      type = await sniff(fileSource(handle, staged.size));
    } finally {
      await handle.close();
    }
    const claimed = /\.([A-Za-z0-9]{1,10})$/.exec(staged.originalName)?.[1]?.toLowerCase() ?? '';
    if (type === null) throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', { ext: claimed || '?' });
    const kind: UploadKind = options.kind ?? type.kind;
    if (!ALLOWED[kind].includes(type.ext)) {
      throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', { ext: type.ext });
    }
    const limits = this.limitsOf(session);
    const overQuota = (used: number) => used + staged.size > limits.quotaBytes;
    if (overQuota(await this.usedBytes(this.db, session.userId))) {
      throw new AppError('UPLOAD_QUOTA_EXCEEDED', { n: limits.quotaMb });
    }
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${type.ext}`;
    const storage = await this.writeStorage();
    await storage.put(key, staged.path, type.mime);
    try {
      // The quota is checked again under a per-user lock, so parallel uploads cannot pass it.
      const row = await this.db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`upload-quota:${session.userId}`}))) AS l`;
        if (overQuota(await this.usedBytes(tx, session.userId))) {
          throw new AppError('UPLOAD_QUOTA_EXCEEDED', { n: limits.quotaMb });
        }
        return tx.storedFile.create({
          data: {
            provider: storage.provider,
            storageKey: key,
            originalName: displayName(staged.originalName, type.ext),
            mime: type.mime,
            size: staged.size,
            kind,
            ownerId: session.userId,
            visibility,
            readPermission,
          },
        });
      });
      return toView(row);
    } catch (e) {
      await storage.remove(key).catch(() => undefined);
      throw e;
    }
  }

  /** A file's details under the same rule as reading it. */
  async detail(session: SessionUser | null, rawId: string): Promise<StoredFileView> {
    return toView(await this.readable(session, rawId));
  }

  /** Opens a file for serving after the access check (see Visibility). */
  async open(
    session: SessionUser | null,
    rawId: string,
    rangeHeader?: string,
  ): Promise<OpenedFile | { unsatisfiable: true; size: number }> {
    return this.openRow(await this.readable(session, rawId), rangeHeader);
  }

  /**
   * Opens a file for serving with no access check (callers decide who may: course media goes to
   * who may study the course); DATA_NOT_FOUND when missing.
   */
  async openFor(
    fileId: string,
    rangeHeader?: string,
  ): Promise<OpenedFile | { unsatisfiable: true; size: number }> {
    const row = await this.db.storedFile.findUnique({ where: { id: fileId } });
    if (row === null) throw new AppError('DATA_NOT_FOUND');
    return this.openRow(row, rangeHeader);
  }

  private async openRow(
    row: FileRow,
    rangeHeader: string | undefined,
  ): Promise<OpenedFile | { unsatisfiable: true; size: number }> {
    const range = parseRange(rangeHeader, row.size);
    if (range === 'invalid') return { unsatisfiable: true, size: row.size };
    const storage = await this.readStorage(row.provider);
    const stream = await storage.read(row.storageKey, range ?? undefined);
    return { file: toView(row), stream, range };
  }

  /**
   * Copies a file's bytes to a local path, streamed (a large video is never held in memory); no
   * access check: callers decide who may.
   */
  async copyTo(fileId: string, dest: string): Promise<void> {
    const row = await this.db.storedFile.findUnique({ where: { id: fileId } });
    if (row === null) throw new AppError('DATA_NOT_FOUND');
    const storage = await this.readStorage(row.provider);
    await pipeline(await storage.read(row.storageKey), createWriteStream(dest, { mode: 0o600 }));
  }

  /**
   * Makes files course media: private to their owner and holders of course:list on the generic
   * file route, served to learners by the course routes only (public and plain private files;
   * files restricted to another permission are left as they are).
   */
  async makeCourseMedia(fileIds: readonly string[]): Promise<void> {
    if (fileIds.length === 0) return;
    await this.db.storedFile.updateMany({
      where: {
        id: { in: [...new Set(fileIds)] },
        visibility: { in: ['public', 'private'] },
        readPermission: null,
      },
      data: { visibility: 'private', readPermission: PERMISSIONS.courseList },
    });
  }

  private async readable(session: SessionUser | null, rawId: string): Promise<FileRow> {
    const fileId = parseInput(id, rawId);
    const row = await this.db.storedFile.findUnique({ where: { id: fileId } });
    if (row === null) throw new AppError('DATA_NOT_FOUND');
    if (row.visibility === 'site') return row;
    if (session === null) throw new AppError('NOT_LOGGED_IN');
    if (row.visibility === 'public') return row;
    if (row.ownerId === session.userId) return row;
    const staffMayRead =
      row.readPermission === null
        ? session.roleType === 2
        : hasPermission(session, row.readPermission);
    if (staffMayRead) return row;
    // Not the caller's: answer as if it did not exist.
    throw new AppError('DATA_NOT_FOUND');
  }

  /**
   * Stores bytes the server made itself (a re-encoded photo) as a file of `ownerId`; the type is
   * the caller's, who produced the bytes. Counts towards the owner's stored bytes like an upload.
   */
  async storeGenerated(file: GeneratedFile): Promise<StoredFileView> {
    const { bytes, ...meta } = file;
    const staged = await this.generatedPath();
    await writeFile(staged, new Uint8Array(bytes), { mode: 0o600 });
    return this.storeStaged({ ...meta, stagedPath: staged, size: bytes.length });
  }

  /** A new private path in the staging directory for a file the server is about to write. */
  async generatedPath(): Promise<string> {
    return path.join(await this.stagingDir(), `generated-${randomUUID()}`);
  }

  /**
   * Stores a file the server wrote to a staged path (a large export, never held in memory); the
   * staged file is moved or deleted either way.
   */
  async storeStaged(
    file: Omit<GeneratedFile, 'bytes'> & { stagedPath: string; size: number },
  ): Promise<StoredFileView> {
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${file.ext}`;
    const storage = await this.writeStorage();
    try {
      await storage.put(key, file.stagedPath, file.mime);
    } finally {
      await unlink(file.stagedPath).catch(() => undefined);
    }
    try {
      const row = await this.db.storedFile.create({
        data: {
          provider: storage.provider,
          storageKey: key,
          originalName: displayName(file.name, file.ext),
          mime: file.mime,
          size: file.size,
          kind: file.kind,
          ownerId: file.ownerId,
          visibility: file.visibility,
          readPermission: file.readPermission ?? null,
          quotaExempt: file.quotaExempt ?? false,
        },
      });
      return toView(row);
    } catch (e) {
      await storage.remove(key).catch(() => undefined);
      throw e;
    }
  }

  /** A file's bytes as a stream for serving (no access check: callers decide who may). */
  async openStream(fileId: string): Promise<Readable> {
    const row = await this.db.storedFile.findUnique({ where: { id: fileId } });
    if (row === null) throw new AppError('DATA_NOT_FOUND');
    const storage = await this.readStorage(row.provider);
    return storage.read(row.storageKey);
  }

  /** A file's bytes for processing on the server (no access check: callers decide who may). */
  async readBytes(fileId: string): Promise<Buffer> {
    const row = await this.db.storedFile.findUnique({ where: { id: fileId } });
    if (row === null) throw new AppError('DATA_NOT_FOUND');
    return this.bytesOf(row);
  }

  /**
   * The bytes of an image the caller uploaded (kind 1, at most `maxBytes`): a file of anyone else
   * answers DATA_NOT_FOUND, as if it did not exist.
   */
  async readOwnImage(session: SessionUser, rawId: string, maxBytes: number): Promise<Buffer> {
    const fileId = parseInput(id, rawId);
    const row = await this.db.storedFile.findUnique({ where: { id: fileId } });
    if (row === null || row.ownerId !== session.userId) throw new AppError('DATA_NOT_FOUND');
    if (row.kind !== 1) throw new AppError('PARAM_INVALID', {}, { file: 'notAnImage' });
    if (row.size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
    return this.bytesOf(row);
  }

  /** Deletes a file's bytes and its row; a file already gone is no error. */
  async remove(fileId: string): Promise<void> {
    const row = await this.db.storedFile.findUnique({ where: { id: fileId } });
    if (row === null) return;
    const storage = await this.readStorage(row.provider);
    await storage.remove(row.storageKey);
    await this.db.storedFile.deleteMany({ where: { id: row.id } });
  }

  private async bytesOf(row: FileRow): Promise<Buffer> {
    const storage = await this.readStorage(row.provider);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(row.storageKey)) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    }
    return Buffer.concat(chunks.map((c) => new Uint8Array(c)));
  }

  /**
   * A short-lived upload ticket (the GraphQL way to upload): the kind and visibility are checked
   * now and bound to the caller; the bytes then go to the returned REST URL as multipart.
   */
  async createTicket(session: SessionUser, raw: CreateTicketInput): Promise<UploadTicketView> {
    const input = parseInput(TicketSchema, raw);
    checkUploadVisibility(session, input.visibility ?? 'public');
    await this.assertUploadAllowed(session, false);
    const expiresAt = new Date(Date.now() + TICKET_TTL_MS);
    const payload = Buffer.from(
      JSON.stringify({
        u: session.userId,
        k: input.kind ?? null,
        v: input.visibility ?? null,
        e: expiresAt.getTime(),
      }),
    ).toString('base64url');
    const ticket = `${payload}.${secretBox(this.infra.env).mac(TICKET_PURPOSE, payload)}`;
    return {
      ticket,
      url: `/api/common/file/upload?ticket=${encodeURIComponent(ticket)}`,
      fieldName: 'file',
      expiresAt,
      maxBytes: this.maxBytes,
      accept: acceptedExtensions(input.kind ?? null),
    };
  }

  private openTicket(
    session: SessionUser,
    ticket: string,
  ): { kind?: UploadKind; visibility?: UploadVisibility } {
    const [payload, mac] = ticket.split('.');
    const invalid = () => new AppError('PARAM_INVALID', {}, { ticket: 'invalid' });
    if (!payload || !mac || !secretBox(this.infra.env).verifyMac(TICKET_PURPOSE, payload, mac)) {
      throw invalid();
    }
    let data: { u?: unknown; k?: unknown; v?: unknown; e?: unknown };
    try {
      data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof data;
    } catch {
      throw invalid();
    }
    if (data.u !== session.userId || typeof data.e !== 'number' || data.e < Date.now()) {
      throw invalid();
    }
    const kind = typeof data.k === 'number' ? (data.k as UploadKind) : undefined;
    const visibility =
      data.v === 'public' || data.v === 'private' || data.v === 'site' || data.v === 'course'
        ? data.v
        : undefined;
    return { kind, visibility };
  }
}
