import { z } from 'zod';
import { PERMISSIONS, type PermissionCode } from '../../core/auth/permissions.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, isAppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { id } from '../../core/input.ts';
import { nameProblem, normaliseName, type NameKind } from '../../core/display-text.ts';
import type { Attempt } from '../../core/jobs.ts';
import { byRow, failedRowCount } from '../../core/transfer/issues.ts';
import {
  TransferJobs,
  fileStamp,
  sheetFile,
  transferNames,
  type DownloadFile,
} from '../../core/transfer/transfer-jobs.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import type { TransferJobView } from '../../core/transfer/transfer-spec.ts';
import type { Prisma, UserTransferJob } from '../../generated/prisma/client.ts';
import { hashPassword, meetsPasswordPolicy } from '../auth/index.ts';
import { lockDepartments } from '../org/index.ts';
import { assertCanAssign, loadActor, type Actor } from './user-admin.policy.ts';
import {
  EMAIL_MAX,
  EMAIL_RE,
  MOBILE_RE,
  NAME_MAX,
  USER_NAME_MAX,
  parseExpireTime,
} from './user-admin.rules.ts';
import { UserFilterSchema, type UserAdminService } from './user-admin.service.ts';
import {
  USER_IMPORT,
  USER_SHEET,
  parseWorkbook,
  type ImportIssue,
  type RawUserRow,
  NAME_PROBLEM_RULES,
  userRow,
} from './user-xlsx.ts';

/** The queue and job names of user imports and exports. */
export const USER_TRANSFER = transferNames('user', 'users');

/** Data rows an import may hold (each password is hashed: about 25 ms of CPU per row). */
export const MAX_IMPORT_ROWS = 10_000;
/** Users read per query while exporting. */
const EXPORT_PAGE = 500;
/** Passwords hashed at once while importing. */
const HASH_BATCH = 8;

export type UserJobView = TransferJobView;

export const ExportSchema = UserFilterSchema.extend({
  /** Export only these users (the ticked rows); absent: every user matching the filters. */
  ids: z.array(id).max(10_000).nullish(),
});
export type ExportInput = z.input<typeof ExportSchema>;

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

type UserJobRow = Omit<UserTransferJob, 'input' | 'result'>;
type UserJobFields = { params?: Prisma.InputJsonValue };

/**
 * xlsx import and export of users as worker jobs kept in the UserTransferJob table.
 *
 * An import checks every row (the rules of the save call, the role-level rule for whoever started
 * it), reports bad rows with row number, column and message, and writes the valid rows in one
 * transaction at the end: a retried job starts over and never writes a user twice.
 * A job is visible to whoever started it and to super admins, with the kind's permission.
 */
export class UserTransferService extends TransferJobs<UserJobFields, UserJobRow> {
  constructor(
    private readonly infra: Infra,
    private readonly users: UserAdminService,
  ) {
    super(infra.queues, {
      names: USER_TRANSFER,
      table: infra.prisma.userTransferJob,
      permissions: { import: PERMISSIONS.userImport, export: PERMISSIONS.userExport },
      starterOnly: true,
      downloadPath: '/api/sys/user/job/download',
      imports: USER_IMPORT,
    });
  }

  private get db() {
    return this.infra.prisma;
  }

  /** Stores an uploaded file and queues its import (sys:user:import). */
  startImport(
    session: SessionUser,
    upload: { fileName: string; bytes: Buffer },
  ): Promise<{ jobId: string }> {
    return this.queueImport(session, upload, async () => ({}));
  }

  /** Queues an export of the users matching the filters, or of the given ids (sys:user:export). */
  startExport(session: SessionUser, raw: ExportInput): Promise<{ jobId: string }> {
    return this.queueExport(session, async () => {
      const params = parseInput(ExportSchema, raw);
      return { fileName: `users-${fileStamp()}.xlsx`, fields: { params } };
    });
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
    await this.runImportJob(jobId, attempt, async (job, read) => {
      const actor = await this.starter(job.userId, PERMISSIONS.userImport);
      const parsed = await read(parseWorkbook);
      if (parsed.rows.length > MAX_IMPORT_ROWS) throw new AppError('PAYLOAD_TOO_LARGE');
      await this.begin(jobId, { progress: 5, total: parsed.rows.length });
      const { valid, issues } = await this.check(parsed.rows, actor);
      issues.unshift(...parsed.fileIssues);
      await this.progress(jobId, 10);

      const hashes: string[] = [];
      const hashing = this.stretch(jobId, 10, 85, 5);
      for (let i = 0; i < valid.length; i += HASH_BATCH) {
        const batch = valid.slice(i, i + HASH_BATCH);
        hashes.push(...(await Promise.all(batch.map((v) => hashPassword(v.password)))));
        await hashing.report(i + batch.length, valid.length);
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
          await this.users.assertSeats(tx, rows.length);
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
      const sorted = byRow(issues);
      return { imported: written, failed: failedRowCount(sorted), issues: sorted };
    });
  }

  /** Checks every row: the save call's rules, uniqueness in the file and in the database. */
  private async check(
    rawRows: readonly RawUserRow[],
    actor: Actor,
  ): Promise<{ valid: ValidRow[]; issues: ImportIssue[] }> {
    // Names are compared and stored in their normalised form, as the save call stores them.
    const rows = rawRows.map((r) => ({
      ...r,
      userName: normaliseName(r.userName),
      realName: normaliseName(r.realName),
      familyName: normaliseName(r.familyName),
      className: normaliseName(r.className),
    }));
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
      /** A name cell by the save call's rules; whether it passed them. */
      const text = (
        field: 'userName' | 'realName' | 'familyName' | 'className',
        kind: NameKind,
        max: number,
        required: boolean,
      ) => {
        const v = r[field];
        const problem = v === '' ? null : nameProblem(v, kind);
        if (v === '') {
          if (required) add(field, 'required');
        } else if (v.length > max) add(field, 'tooLong', { n: max });
        else if (problem !== null) add(field, NAME_PROBLEM_RULES[problem]);
        else return true;
        return false;
      };

      const userName = r.userName;
      if (text('userName', 'login', USER_NAME_MAX, true)) {
        if (nameTaken.has(userName)) add('userName', 'USERNAME_TAKEN');
        else if (firstRowOfName.has(userName)) {
          add('userName', 'duplicateInFile', { row: firstRowOfName.get(userName)! });
        } else firstRowOfName.set(userName, r.row);
      }
      text('realName', 'person', NAME_MAX, true);
      text('familyName', 'person', NAME_MAX, false);
      text('className', 'display', NAME_MAX, false);
      const { realName, familyName, className } = r;

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
    await this.runExportJob(jobId, attempt, async (job) => {
      await this.starter(job.userId, PERMISSIONS.userExport);
      return this.writeSheet(jobId, await this.sheet(ExportSchema.parse(job.params)));
    });
  }

  /**
   * The same workbook answered at once, for legacy clients that POST /api/sys/user/export and
   * save the file (sys:user:export).
   */
  async exportFile(session: SessionUser, raw: ExportInput): Promise<DownloadFile> {
    requirePermission(session, PERMISSIONS.userExport);
    const params = parseInput(ExportSchema, raw);
    const { bytes } = await sheetFile(await this.sheet(params));
    return { fileName: `users-${fileStamp()}.xlsx`, bytes };
  }

  /** The users matching the filters (or ids) as the export sheet. */
  private async sheet(params: z.output<typeof ExportSchema>) {
    const where = await this.users.filterSql(params);
    const onlyIds = params.ids ?? null;
    const [{ total }] = await this.db.$queryRaw<[{ total: number }]>`
      SELECT COUNT(*)::int AS total FROM "User" u
      WHERE ${where} AND (${onlyIds}::text[] IS NULL OR u."id" = ANY(${onlyIds}::text[]))`;
    return { ...USER_SHEET, total, pages: this.pages(where, onlyIds) };
  }

  /** The export's rows, EXPORT_PAGE users at a time in id order. */
  private async *pages(where: Prisma.Sql, onlyIds: string[] | null) {
    let after = '';
    for (;;) {
      const page = await this.db.$queryRaw<Array<{ id: string }>>`
        SELECT u."id" FROM "User" u
        WHERE ${where} AND (${onlyIds}::text[] IS NULL OR u."id" = ANY(${onlyIds}::text[]))
          AND u."id" > ${after}
        ORDER BY u."id" LIMIT ${EXPORT_PAGE}`;
      if (page.length === 0) return;
      yield (await this.users.views(page.map((r) => r.id))).map(userRow);
      after = page[page.length - 1]!.id;
    }
  }
}
