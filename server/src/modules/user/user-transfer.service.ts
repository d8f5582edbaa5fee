import { z } from 'zod';
import { PERMISSIONS, type PermissionCode } from '../../core/auth/permissions.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import {
  AppError,
  catalogue,
  isAppError,
  parseInput,
  renderMessage,
  type ErrorName,
} from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { runFailFast, type Attempt } from '../../core/jobs.ts';
import { logger } from '../../core/logger.ts';
import { currentLang } from '../../core/request-context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { hashPassword } from '../auth/index.ts';
import { meetsPasswordPolicy } from '../auth/index.ts';
import { lockDepartments } from '../org/index.ts';
import { sniffXlsx } from '../question/xlsx-sniff.ts';
import { assertCanAssign, loadActor, type Actor } from './user-admin.policy.ts';
import {
  EMAIL_MAX,
  EMAIL_RE,
  MOBILE_RE,
  NAME_MAX,
  USER_NAME_MAX,
  USER_NAME_RE,
  parseExpireTime,
} from './user-admin.rules.ts';
import { UserFilterSchema, type UserAdminService } from './user-admin.service.ts';
import {
  UserExportWriter,
  columnTitle,
  isCatalogueRule,
  issueMessage,
  parseWorkbook,
  writeErrorReport,
  writeTemplate,
  type ImportIssue,
  type RawUserRow,
} from './user-xlsx.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { id } from '../../core/input.ts';

export const USER_QUEUE = 'users';
export const IMPORT_JOB = 'user.import';
export const EXPORT_JOB = 'user.export';
export const DOWNLOAD_PATH = '/api/sys/user/job/download';

/** Upload limit of an import file. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Data rows an import may hold (each password is hashed: about 25 ms of CPU per row). */
export const MAX_IMPORT_ROWS = 10_000;
/** Users read per query while exporting. */
const EXPORT_PAGE = 500;
/** Passwords hashed at once while importing. */
const HASH_BATCH = 8;
/** Finished jobs (and their files) are kept this long. */
export const JOB_RETENTION_MS = 7 * 24 * 3600 * 1000;
/** At most this many problems are kept per import (the counts stay exact). */
const MAX_STORED_ISSUES = 5000;

export type JobKind = 'import' | 'export';
export type JobState = 'waiting' | 'active' | 'completed' | 'failed';

export interface UserJobErrorView {
  row: number;
  field: string;
  fieldName: string;
  subCode: string;
  code: number;
  message: string;
}

export interface UserJobView {
  id: string;
  kind: JobKind;
  state: JobState;
  progress: number;
  total: number;
  imported: number;
  failed: number;
  errors: UserJobErrorView[];
  failReason: string | null;
  failMessage: string | null;
  fileName: string;
  hasResult: boolean;
  hasErrorReport: boolean;
  downloadPath: string;
  createTime: Date;
  finishTime: Date | null;
}

export interface DownloadFile {
  fileName: string;
  bytes: Buffer;
}

const DownloadSchema = z.object({ jobId: id, kind: z.enum(['result', 'errors']) });
export type DownloadInput = z.input<typeof DownloadSchema>;

export const ExportSchema = UserFilterSchema.extend({
  /** Export only these users (the ticked rows); absent: every user matching the filters. */
  ids: z.array(id).max(10_000).nullish(),
});
export type ExportInput = z.input<typeof ExportSchema>;

const ISSUE_SCHEMA = z.array(
  z.object({
    row: z.number(),
    field: z.string(),
    rule: z.string(),
    args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
);

/** A row that passed every check, ready to be written. */
interface ValidRow {
  row: number;
  userName: string;
  realName: string;
  password: string;
  deptCode: string;
  roleIds: string[];
  mobile: string | null;
  email: string | null;
  familyName: string;
  className: string;
  expireTime: Date | null;
}

function kindPermission(kind: string): PermissionCode {
  return kind === 'import' ? PERMISSIONS.userImport : PERMISSIONS.userExport;
}

function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what we remove
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001F]/g, '_').trim();
  return cleaned === '' ? 'users.xlsx' : cleaned.slice(0, 100);
}

function stamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/**
 * xlsx import and export of users as worker jobs (the question transfer pattern). The state lives
 * in the UserTransferJob table with the uploaded file and the export result, so any server
 * process reports progress and serves the file; BullMQ payloads carry only the job id.
 *
 * An import checks every row (the rules of the save call, the role-level rule for whoever started
 * it), reports bad rows with row number, column and message, and writes the valid rows in one
 * transaction at the end: a retried job starts over and never writes a user twice.
 * A job is visible to whoever started it and to super admins, with the kind's permission.
 */
export class UserTransferService {
  constructor(
    private readonly infra: Infra,
    private readonly users: UserAdminService,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  template(): Promise<Buffer> {
    return writeTemplate();
  }

  /** Stores an uploaded file and queues its import (sys:user:import). */
  async startImport(
    session: SessionUser,
    upload: { fileName: string; bytes: Buffer },
  ): Promise<{ jobId: string }> {
    requirePermission(session, PERMISSIONS.userImport);
    if (upload.bytes.length === 0 || upload.bytes.length > MAX_IMPORT_BYTES) {
      throw new AppError(upload.bytes.length === 0 ? 'IMPORT_FILE_INVALID' : 'PAYLOAD_TOO_LARGE');
    }
    if (!sniffXlsx(upload.bytes).ok) throw new AppError('IMPORT_FILE_INVALID');
    const job = await this.db.userTransferJob.create({
      data: {
        kind: 'import',
        userId: session.userId,
        fileName: safeFileName(upload.fileName),
        input: new Uint8Array(upload.bytes),
      },
      select: { id: true },
    });
    await this.enqueue(IMPORT_JOB, job.id);
    return { jobId: job.id };
  }

  /** Queues an export of the users matching the filters, or of the given ids (sys:user:export). */
  async startExport(session: SessionUser, raw: ExportInput): Promise<{ jobId: string }> {
    requirePermission(session, PERMISSIONS.userExport);
    const params = parseInput(ExportSchema, raw);
    const job = await this.db.userTransferJob.create({
      data: {
        kind: 'export',
        userId: session.userId,
        params: params as unknown as Prisma.InputJsonValue,
        fileName: `users-${stamp()}.xlsx`,
      },
      select: { id: true },
    });
    await this.enqueue(EXPORT_JOB, job.id);
    return { jobId: job.id };
  }

  private async enqueue(name: string, jobId: string) {
    try {
      await this.infra.queues.queue(USER_QUEUE).add(name, { jobId }, { jobId });
    } catch (e) {
      await this.markFailed(jobId, 'INTERNAL_ERROR');
      throw e;
    }
  }

  /** The job for its starter or a super admin holding the kind's permission. */
  private requireAccess(session: SessionUser, job: { kind: string; userId: string }) {
    requirePermission(session, kindPermission(job.kind));
    if (job.userId !== session.userId && !session.isSuperAdmin) {
      throw new AppError('DATA_NOT_FOUND');
    }
  }

  async status(session: SessionUser, rawJobId: unknown): Promise<UserJobView> {
    const jobId = parseInput(id, rawJobId);
    const job = await this.db.userTransferJob.findUnique({
      where: { id: jobId },
      omit: { input: true, result: true },
    });
    if (job === null) throw new AppError('DATA_NOT_FOUND');
    this.requireAccess(session, job);
    const hasResult = await this.db.userTransferJob.count({
      where: { id: jobId, result: { not: null } },
    });
    const lang = currentLang();
    const issues = this.issuesOf(job.errors);
    return {
      id: job.id,
      kind: job.kind as JobKind,
      state: job.state as JobState,
      progress: job.progress,
      total: job.total,
      imported: job.imported,
      failed: job.failed,
      errors: issues.map((i) => {
        const subCode: ErrorName = isCatalogueRule(i.rule) ? i.rule : 'PARAM_INVALID';
        return {
          row: i.row,
          field: i.field,
          fieldName: columnTitle(i.field, lang),
          subCode,
          code: catalogue[subCode].code,
          message: issueMessage(i, lang),
        };
      }),
      failReason: job.failReason,
      failMessage:
        job.failReason === null ? null : renderMessage(job.failReason as ErrorName, lang),
      fileName: job.fileName,
      hasResult: job.state === 'completed' && hasResult > 0,
      hasErrorReport: job.kind === 'import' && issues.length > 0,
      downloadPath: DOWNLOAD_PATH,
      createTime: job.createdAt,
      finishTime: job.finishedAt,
    };
  }

  /** The export's file ('result') or an import's problems as a sheet ('errors'). */
  async download(session: SessionUser, raw: DownloadInput): Promise<DownloadFile> {
    const input = parseInput(DownloadSchema, raw);
    const job = await this.db.userTransferJob.findUnique({
      where: { id: input.jobId },
      select: {
        kind: true,
        userId: true,
        state: true,
        fileName: true,
        errors: true,
        result: true,
      },
    });
    if (job === null) throw new AppError('DATA_NOT_FOUND');
    this.requireAccess(session, job);
    if (input.kind === 'result') {
      if (job.kind !== 'export' || job.state !== 'completed' || job.result === null) {
        throw new AppError('EXPORT_NO_DATA');
      }
      return { fileName: job.fileName, bytes: Buffer.from(job.result) };
    }
    const issues = job.kind === 'import' ? this.issuesOf(job.errors) : [];
    if (issues.length === 0) throw new AppError('EXPORT_NO_DATA');
    const lang = currentLang();
    const base = job.fileName.replace(/\.xlsx$/i, '');
    return {
      fileName: `${base}-${lang === 'en' ? 'errors' : '导入错误'}.xlsx`,
      bytes: await writeErrorReport(issues, lang),
    };
  }

  private issuesOf(json: Prisma.JsonValue): ImportIssue[] {
    const parsed = ISSUE_SCHEMA.safeParse(json);
    return parsed.success ? (parsed.data as ImportIssue[]) : [];
  }

  // -------------------------------------------------------------------------------------------
  // Worker side
  // -------------------------------------------------------------------------------------------

  /** The starter as they are now: still allowed to run a job of this kind? */
  private async starter(userId: string, code: PermissionCode): Promise<Actor> {
    const actor = await loadActor(this.db, userId);
    if (actor.isSuperAdmin) return actor;
    const granted = await this.db.roleMenu.count({
      where: {
        role: { users: { some: { userId } } },
        menu: { permissionTag: code },
      },
    });
    if (granted === 0) throw new AppError('PERMISSION_DENIED');
    return actor;
  }

  async runImport(jobId: string, attempt: Attempt): Promise<void> {
    await this.guard(jobId, attempt, async () => {
      const job = await this.db.userTransferJob.findUnique({
        where: { id: jobId },
        select: { state: true, userId: true, input: true },
      });
      if (job === null || job.state === 'completed' || job.state === 'failed') return;
      if (job.input === null) throw new AppError('IMPORT_FILE_INVALID');
      const actor = await this.starter(job.userId, PERMISSIONS.userImport);
      let parsed;
      try {
        parsed = await parseWorkbook(Buffer.from(job.input));
      } catch (e) {
        logger.info({ err: e, jobId }, 'unreadable user import file');
        throw new AppError('IMPORT_FILE_INVALID');
      }
      if (parsed.rows.length > MAX_IMPORT_ROWS) throw new AppError('PAYLOAD_TOO_LARGE');
      await this.db.userTransferJob.update({
        where: { id: jobId },
        data: { state: 'active', progress: 5, total: parsed.rows.length },
      });
      const { valid, issues } = await this.check(parsed.rows, actor);
      issues.unshift(...parsed.fileIssues);
      await this.progress(jobId, 10);

      const hashes: string[] = [];
      let shown = 10;
      for (let i = 0; i < valid.length; i += HASH_BATCH) {
        const batch = valid.slice(i, i + HASH_BATCH);
        hashes.push(...(await Promise.all(batch.map((v) => hashPassword(v.password)))));
        const p = 10 + Math.floor((75 * (i + batch.length)) / valid.length);
        if (p >= shown + 5) {
          shown = p;
          await this.progress(jobId, p);
        }
      }

      const written = await this.db.$transaction(
        async (tx) => {
          await lockDepartments(tx, 'shared');
          // Rows whose account or mobile was taken since the check become problems too.
          const late = await this.conflicts(tx, valid);
          issues.push(...late);
          const lateRows = new Set(late.map((i) => i.row));
          const rows = valid
            .map((v, i) => ({ v, hash: hashes[i]! }))
            .filter(({ v }) => !lateRows.has(v.row));
          const codes = [...new Set(rows.map(({ v }) => v.deptCode))];
          const depts = await tx.department.count({ where: { deptCode: { in: codes } } });
          if (depts !== codes.length) throw new Error('a department vanished during the import');
          if (rows.length === 0) return 0;
          const created = await tx.user.createManyAndReturn({
            data: rows.map(({ v, hash }) => ({
              userName: v.userName,
              realName: v.realName,
              passwordHash: hash,
              deptCode: v.deptCode,
              mobile: v.mobile,
              email: v.email,
              familyName: v.familyName,
              className: v.className,
              expireTime: v.expireTime,
            })),
            select: { id: true, userName: true },
          });
          const idByName = new Map(created.map((u) => [u.userName, u.id]));
          await tx.userRole.createMany({
            data: rows.flatMap(({ v }) =>
              v.roleIds.map((roleId) => ({ userId: idByName.get(v.userName)!, roleId })),
            ),
          });
          return created.length;
        },
        { maxWait: 30_000, timeout: 300_000 },
      );
      issues.sort((a, b) => a.row - b.row);
      const failedRows = new Set(issues.filter((i) => i.row > 1).map((i) => i.row)).size;
      await this.db.userTransferJob.update({
        where: { id: jobId },
        data: {
          state: 'completed',
          progress: 100,
          imported: written,
          failed: failedRows,
          errors: issues.slice(0, MAX_STORED_ISSUES) as unknown as Prisma.InputJsonValue,
          input: null,
          finishedAt: new Date(),
        },
      });
    });
  }

  private async progress(jobId: string, progress: number) {
    await this.db.userTransferJob.update({ where: { id: jobId }, data: { progress } });
  }

  /** Checks every row: the save call's rules, uniqueness in the file and in the database. */
  private async check(
    rows: readonly RawUserRow[],
    actor: Actor,
  ): Promise<{ valid: ValidRow[]; issues: ImportIssue[] }> {
    const issues: ImportIssue[] = [];
    const [departments, roles] = await Promise.all([
      this.db.department.findMany({ select: { deptCode: true, deptName: true } }),
      this.db.role.findMany({ select: { id: true, roleName: true, roleLevel: true } }),
    ]);
    const deptCodes = new Set(departments.map((d) => d.deptCode));
    const deptsByName = new Map<string, string[]>();
    for (const d of departments) {
      deptsByName.set(d.deptName, [...(deptsByName.get(d.deptName) ?? []), d.deptCode]);
    }
    const roleById = new Map(roles.map((r) => [r.id, r]));
    const rolesByName = new Map<string, typeof roles>();
    for (const r of roles) rolesByName.set(r.roleName, [...(rolesByName.get(r.roleName) ?? []), r]);

    const names = rows.map((r) => r.userName).filter((n) => n !== '');
    const mobiles = rows.map((r) => r.mobile).filter((m) => m !== '');
    const [takenNames, takenMobiles] = await Promise.all([
      this.db.user.findMany({ where: { userName: { in: names } }, select: { userName: true } }),
      this.db.user.findMany({ where: { mobile: { in: mobiles } }, select: { mobile: true } }),
    ]);
    const nameTaken = new Set(takenNames.map((u) => u.userName));
    const mobileTaken = new Set(takenMobiles.map((u) => u.mobile));
    const firstRowOfName = new Map<string, number>();
    const firstRowOfMobile = new Map<string, number>();

    const valid: ValidRow[] = [];
    for (const r of rows) {
      const found: ImportIssue[] = [];
      const add = (
        field: ImportIssue['field'],
        rule: ImportIssue['rule'],
        args?: ImportIssue['args'],
      ) => found.push({ row: r.row, field, rule, ...(args === undefined ? {} : { args }) });
      const text = (
        field: 'userName' | 'realName' | 'familyName' | 'className',
        max: number,
        required: boolean,
      ) => {
        const v = r[field];
        if (v === '') {
          if (required) add(field, 'required');
        } else if (v.length > max) add(field, 'tooLong', { n: max });
        return v;
      };

      const userName = text('userName', USER_NAME_MAX, true);
      if (userName !== '' && userName.length <= USER_NAME_MAX) {
        if (!USER_NAME_RE.test(userName)) add('userName', 'userNameFormat');
        else if (nameTaken.has(userName)) add('userName', 'USERNAME_TAKEN');
        else if (firstRowOfName.has(userName)) {
          add('userName', 'duplicateInFile', { row: firstRowOfName.get(userName)! });
        } else firstRowOfName.set(userName, r.row);
      }
      const realName = text('realName', NAME_MAX, true);
      const familyName = text('familyName', NAME_MAX, false);
      const className = text('className', NAME_MAX, false);

      if (r.password === '') add('password', 'required');
      else if (!meetsPasswordPolicy(r.password)) add('password', 'PASSWORD_POLICY');

      let deptCode = '';
      if (r.deptCode !== '') {
        if (deptCodes.has(r.deptCode)) deptCode = r.deptCode;
        else add('deptCode', 'deptNotFound', { value: r.deptCode.slice(0, 100) });
      } else if (r.deptName !== '') {
        const codes = deptsByName.get(r.deptName) ?? [];
        if (codes.length === 1) deptCode = codes[0]!;
        else if (codes.length === 0)
          add('deptName', 'deptNotFound', { value: r.deptName.slice(0, 100) });
        else add('deptName', 'deptAmbiguous', { value: r.deptName.slice(0, 100) });
      } else add('deptCode', 'required');

      const roleIds: string[] = [];
      const wanted = r.roles
        .split(/[,，;；]/)
        .map((s) => s.trim())
        .filter((s) => s !== '');
      if (wanted.length === 0) add('roles', 'ROLE_REQUIRED');
      for (const w of wanted) {
        const byName = rolesByName.get(w) ?? [];
        const role = roleById.get(w) ?? (byName.length === 1 ? byName[0] : undefined);
        if (role === undefined) {
          add('roles', 'roleNotFound', { value: w.slice(0, 100) });
          continue;
        }
        try {
          assertCanAssign(actor, [role]);
        } catch (e) {
          if (!isAppError(e)) throw e;
          add('roles', e.errorName, e.args);
          continue;
        }
        if (!roleIds.includes(role.id)) roleIds.push(role.id);
      }

      let mobile: string | null = null;
      if (r.mobile !== '') {
        if (!MOBILE_RE.test(r.mobile)) add('mobile', 'MOBILE_INVALID');
        else if (mobileTaken.has(r.mobile)) add('mobile', 'MOBILE_ALREADY_BOUND');
        else if (firstRowOfMobile.has(r.mobile)) {
          add('mobile', 'duplicateInFile', { row: firstRowOfMobile.get(r.mobile)! });
        } else {
          firstRowOfMobile.set(r.mobile, r.row);
          mobile = r.mobile;
        }
      }
      let email: string | null = null;
      if (r.email !== '') {
        if (r.email.length > EMAIL_MAX || !EMAIL_RE.test(r.email)) add('email', 'emailInvalid');
        else email = r.email;
      }
      const expireTime = parseExpireTime(r.expireTime);
      if (expireTime === undefined) add('expireTime', 'expireInvalid');

      if (found.length > 0) {
        issues.push(...found);
        continue;
      }
      valid.push({
        row: r.row,
        userName,
        realName,
        password: r.password,
        deptCode,
        roleIds,
        mobile,
        email,
        familyName,
        className,
        expireTime: expireTime ?? null,
      });
    }
    return { valid, issues };
  }

  private async conflicts(tx: Prisma.TransactionClient, rows: readonly ValidRow[]) {
    const names = await tx.user.findMany({
      where: { userName: { in: rows.map((r) => r.userName) } },
      select: { userName: true },
    });
    const mobiles = await tx.user.findMany({
      where: { mobile: { in: rows.map((r) => r.mobile).filter((m): m is string => m !== null) } },
      select: { mobile: true },
    });
    const takenNames = new Set(names.map((n) => n.userName));
    const takenMobiles = new Set(mobiles.map((m) => m.mobile));
    const issues: ImportIssue[] = [];
    for (const r of rows) {
      if (takenNames.has(r.userName)) {
        issues.push({ row: r.row, field: 'userName', rule: 'USERNAME_TAKEN' });
      } else if (r.mobile !== null && takenMobiles.has(r.mobile)) {
        issues.push({ row: r.row, field: 'mobile', rule: 'MOBILE_ALREADY_BOUND' });
      }
    }
    return issues;
  }

  /** Writes the users matching the export's filters (or ids) to an xlsx file, page by page. */
  async runExport(jobId: string, attempt: Attempt): Promise<void> {
    await this.guard(jobId, attempt, async () => {
      const job = await this.db.userTransferJob.findUnique({
        where: { id: jobId },
        select: { state: true, userId: true, params: true },
      });
      if (job === null || job.state === 'completed' || job.state === 'failed') return;
      await this.starter(job.userId, PERMISSIONS.userExport);
      const params = ExportSchema.parse(job.params);
      const where = await this.users.filterSql(params);
      const onlyIds = params.ids ?? null;
      const [{ total }] = await this.db.$queryRaw<[{ total: number }]>`
        SELECT COUNT(*)::int AS total FROM "User" u
        WHERE ${where} AND (${onlyIds}::text[] IS NULL OR u."id" = ANY(${onlyIds}::text[]))`;
      await this.db.userTransferJob.update({
        where: { id: jobId },
        data: { state: 'active', progress: 5, total },
      });
      const writer = new UserExportWriter();
      let after = '';
      for (;;) {
        const page = await this.db.$queryRaw<Array<{ id: string }>>`
          SELECT u."id" FROM "User" u
          WHERE ${where} AND (${onlyIds}::text[] IS NULL OR u."id" = ANY(${onlyIds}::text[]))
            AND u."id" > ${after}
          ORDER BY u."id" LIMIT ${EXPORT_PAGE}`;
        if (page.length === 0) break;
        writer.add(await this.users.views(page.map((r) => r.id)));
        after = page[page.length - 1]!.id;
        await this.progress(
          jobId,
          5 + Math.floor((85 * Math.min(writer.rows, total)) / Math.max(total, 1)),
        );
      }
      const bytes = await writer.finish();
      await this.db.userTransferJob.update({
        where: { id: jobId },
        data: {
          state: 'completed',
          progress: 100,
          total: writer.rows,
          imported: 0,
          result: new Uint8Array(bytes),
          finishedAt: new Date(),
        },
      });
    });
  }

  private guard(jobId: string, attempt: Attempt, body: () => Promise<void>) {
    return runFailFast(attempt, (reason) => this.markFailed(jobId, reason), body);
  }

  private async markFailed(jobId: string, reason: ErrorName) {
    await this.db.userTransferJob.updateMany({
      where: { id: jobId, state: { in: ['waiting', 'active'] } },
      data: { state: 'failed', failReason: reason, input: null, finishedAt: new Date() },
    });
  }

  /** Forgets jobs (and their files) older than the retention period; returns how many. */
  async purgeOld(now = new Date()): Promise<number> {
    const result = await this.db.userTransferJob.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - JOB_RETENTION_MS) } },
    });
    return result.count;
  }
}
