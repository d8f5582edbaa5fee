/**
 * The import/export job kit: a feature extends TransferJobs with its own job table (the columns of
 * TransferJobRow plus its own), and the kit keeps each job's state, files and problems in that
 * table, so BullMQ payloads carry only the row's id and any server process reports and serves it.
 */
import { z } from 'zod';
import { requirePermission } from '../auth/policy.ts';
import type { SessionUser } from '../auth/session-user.ts';
import {
  AppError,
  catalogue,
  isErrorName,
  parseInput,
  renderMessage,
  type ErrorName,
} from '../errors/index.ts';
import type { Lang } from '../i18n.ts';
import { recordReasonedRead, type AuditWitness } from '../audit.ts';
import { blank, id } from '../input.ts';
import { runFailFast, type Attempt } from '../jobs.ts';
import { logger } from '../logger.ts';
import { MAX_IMPORT_BYTES, type DownloadFile } from '../rest/files.ts';
import { issuesJson, issuesOf, type TransferIssue } from './issues.ts';
import { ProgressStretch } from './progress.ts';
import type {
  ExportedFile,
  ImportSpec,
  JobQueues,
  JobReport,
  NewTransferJob,
  TransferJobErrorView,
  TransferJobRow,
  TransferJobUpdate,
  TransferJobView,
  TransferKind,
  TransferNames,
  TransferSpec,
  TransferState,
  UploadReader,
} from './transfer-spec.ts';
import {
  SheetWriter,
  columnTitle,
  type SheetOptions,
  type XlsxColumn,
  type XlsxRow,
} from './xlsx.ts';
import { sniffXlsx } from './xlsx-sniff.ts';

export type { DownloadFile };

/** Finished jobs (and their files) are kept this long. */
export const JOB_RETENTION_MS = 7 * 24 * 3600 * 1000;

const DownloadSchema = z.object({ jobId: id, kind: z.enum(['result', 'errors']) });
export type DownloadInput = z.input<typeof DownloadSchema>;

/** Why someone reads a job another user started: a few words at least, kept in the audit log. */
export const AccessReasonSchema = z.preprocess(
  blank,
  z.string().trim().min(5, 'give a reason of at least 5 characters').max(500).optional(),
);

/**
 * A read of a starter-only job someone else started: the reason given (absent: none) and where
 * the read is recorded. Without a reason such a job answers as if it did not exist.
 */
export interface OthersJobAccess {
  reason: unknown;
  witness: AuditWitness;
}

/** An export of one sheet: its layout, the records expected, and the rows page by page. */
export interface SheetExport<K extends string> {
  sheetName: string;
  columns: readonly XlsxColumn<K>[];
  options?: SheetOptions;
  total: number;
  pages: AsyncIterable<readonly XlsxRow<K>[]>;
}

const STATES: readonly TransferState[] = ['waiting', 'active', 'completed', 'failed'];

function stateOf(state: string): TransferState {
  return STATES.find((s) => s === state) ?? 'failed';
}

function kindOf(kind: string): TransferKind {
  return kind === 'import' ? 'import' : 'export';
}

const isFinished = (state: string) => state === 'completed' || state === 'failed';

function failMessage(reason: string, lang: Lang): string {
  return isErrorName(reason) ? renderMessage(reason, lang) : reason;
}

/** A feature's names by convention: `<label>.import`, `<label>.export`, `<label>.purge-jobs`. */
export function transferNames(label: string, queue: string): TransferNames {
  return {
    queue,
    importJob: `${label}.import`,
    exportJob: `${label}.export`,
    purgeJob: `${label}.purge-jobs`,
    label,
  };
}

/** A file name without path separators or control characters, at most 100 characters. */
export function safeFileName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what we remove
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001F]/g, '_').trim();
  return cleaned === '' ? fallback : cleaned.slice(0, 100);
}

/** yyyyMMddHHmmss in the server's time zone, for export file names. */
export function fileStamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/** Refuses an upload that is empty, too large, or not an xlsx workbook judged from its bytes. */
export function checkXlsxUpload(bytes: Buffer): void {
  if (bytes.length === 0 || bytes.length > MAX_IMPORT_BYTES) {
    throw new AppError(bytes.length === 0 ? 'IMPORT_FILE_INVALID' : 'PAYLOAD_TOO_LARGE');
  }
  if (!sniffXlsx(bytes).ok) throw new AppError('IMPORT_FILE_INVALID');
}

const REPORT_COLUMNS = [
  { key: 'row', zh: '行号', en: 'Row', width: 8 },
  { key: 'field', zh: '列', en: 'Column', width: 16 },
  { key: 'message', zh: '错误信息', en: 'Problem', width: 80 },
] as const;

/** Writes a sheet export at once (a download answered in the request), page by page. */
export async function sheetFile<K extends string>(sheet: SheetExport<K>): Promise<ExportedFile> {
  const writer = new SheetWriter(sheet.sheetName, sheet.columns, sheet.options);
  for await (const page of sheet.pages) for (const row of page) writer.add(row);
  return { bytes: await writer.finish(), total: writer.rows };
}

/** A feature's import/export service, whose own start and run methods use the helpers below. */
export abstract class TransferJobs<Fields extends object, Row extends TransferJobRow> {
  constructor(
    private readonly queues: JobQueues,
    private readonly spec: TransferSpec<Fields, Row>,
  ) {}

  private get table() {
    return this.spec.table;
  }

  private imports(): ImportSpec {
    if (this.spec.imports === undefined) throw new Error(`${this.spec.names.label} has no import`);
    return this.spec.imports;
  }

  /** How a stored problem reads: its column's title, catalogue error and message. */
  private describe(issue: TransferIssue, lang: Lang) {
    const imports = this.imports();
    const fieldName = columnTitle(imports.columns, issue.field, lang);
    return { fieldName, ...imports.describeIssue(issue, lang) };
  }

  /** The import template (the file's header, examples and notes). */
  async template(): Promise<Buffer> {
    return this.imports().template();
  }

  /** A job's state, problems in the request language, for whoever may see it. */
  status(
    session: SessionUser,
    rawJobId: unknown,
    lang: Lang,
    others?: OthersJobAccess,
  ): Promise<TransferJobView> {
    return this.statusWith(session, rawJobId, lang, () => ({}), others);
  }

  /** The export's workbook ('result') or an import's problems as a sheet ('errors', in `lang`). */
  async download(
    session: SessionUser,
    raw: DownloadInput,
    lang: Lang,
    others?: OthersJobAccess,
  ): Promise<DownloadFile> {
    const input = parseInput(DownloadSchema, raw);
    const reason = this.reasonOf(others);
    const job = await this.table.findFirst({ where: { id: input.jobId } });
    if (job === null) throw new AppError('DATA_NOT_FOUND');
    await this.requireAccess(session, job, reason, others);
    if (input.kind === 'result') {
      if (job.kind !== 'export' || job.state !== 'completed' || job.result === null) {
        throw new AppError('EXPORT_NO_DATA');
      }
      return { fileName: job.fileName, bytes: Buffer.from(job.result) };
    }
    const issues = job.kind === 'import' ? issuesOf(job.errors) : [];
    if (issues.length === 0) throw new AppError('EXPORT_NO_DATA');
    const base = job.fileName.replace(/\.xlsx$/i, '');
    return {
      fileName: `${base}-${lang === 'en' ? 'errors' : '导入错误'}.xlsx`,
      bytes: await this.errorReport(issues, lang),
    };
  }

  /** Forgets jobs (and their files) older than the retention period; returns how many. */
  async purgeOld(now = new Date()): Promise<number> {
    const result = await this.table.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - JOB_RETENTION_MS) } },
    });
    return result.count;
  }

  /** Stores an uploaded workbook with the feature's columns and queues its import. */
  protected async queueImport(
    session: SessionUser,
    upload: { fileName: string; bytes: Buffer },
    fields: () => Promise<Fields>,
  ): Promise<{ jobId: string }> {
    requirePermission(session, this.spec.permissions.import);
    const own = await fields();
    checkXlsxUpload(upload.bytes);
    return this.start({
      ...own,
      kind: 'import',
      userId: session.userId,
      fileName: safeFileName(upload.fileName, this.imports().defaultFileName),
      input: new Uint8Array(upload.bytes),
    });
  }

  /** Queues an export described by the feature (its file name and columns). */
  protected async queueExport(
    session: SessionUser,
    describe: () => Promise<{ fileName: string; fields: Fields }>,
  ): Promise<{ jobId: string }> {
    requirePermission(session, this.spec.permissions.export);
    const { fileName, fields } = await describe();
    return this.start({ ...fields, kind: 'export', userId: session.userId, fileName });
  }

  private async start(data: NewTransferJob & Fields): Promise<{ jobId: string }> {
    const { names } = this.spec;
    const name = data.kind === 'import' ? names.importJob : names.exportJob;
    if (name === undefined) throw new Error(`${names.label} has no import job`);
    const job = await this.table.create({ data, select: { id: true } });
    try {
      await this.queues.queue(names.queue).add(name, { jobId: job.id }, { jobId: job.id });
    } catch (e) {
      await this.markFailed(job.id, 'INTERNAL_ERROR');
      throw e;
    }
    return { jobId: job.id };
  }

  /** The reason given for reading someone else's job, checked before any job is looked up. */
  protected reasonOf(others: OthersJobAccess | undefined): string | undefined {
    return others === undefined ? undefined : parseInput(AccessReasonSchema, others.reason);
  }

  /**
   * The kind's permission; a starter-only job is for its starter, and for another holder of the
   * permission (a super admin too) only with a reason, recorded before the job is answered.
   * Without one the job answers DATA_NOT_FOUND, as a job that does not exist.
   */
  protected async requireAccess(
    session: SessionUser,
    job: { id: string; kind: string; userId: string },
    reason: string | undefined,
    others: OthersJobAccess | undefined,
  ): Promise<void> {
    requirePermission(session, this.spec.permissions[kindOf(job.kind)]);
    if (!this.spec.starterOnly || job.userId === session.userId) return;
    if (reason === undefined || others === undefined) throw new AppError('DATA_NOT_FOUND');
    await recordReasonedRead(
      others.witness,
      session,
      { type: `${this.spec.names.label} job`, id: job.id, ownerId: job.userId },
      reason,
    );
  }

  /** The state view in `lang` with the feature's own fields of the row added. */
  protected async statusWith<X extends object>(
    session: SessionUser,
    rawJobId: unknown,
    lang: Lang,
    extend: (row: Row) => X,
    others?: OthersJobAccess,
  ): Promise<TransferJobView & X> {
    const jobId = parseInput(id, rawJobId);
    const reason = this.reasonOf(others);
    const job = await this.table.findUnique({
      where: { id: jobId },
      omit: { input: true, result: true },
    });
    if (job === null) throw new AppError('DATA_NOT_FOUND');
    await this.requireAccess(session, job, reason, others);
    const hasResult = await this.table.count({ where: { id: jobId, result: { not: null } } });
    const issues = issuesOf(job.errors);
    const kind = kindOf(job.kind);
    return {
      id: job.id,
      kind,
      state: stateOf(job.state),
      progress: job.progress,
      total: job.total,
      imported: job.imported,
      failed: job.failed,
      errors: issues.map((i) => this.errorView(i, lang)),
      failReason: job.failReason,
      failMessage: job.failReason === null ? null : failMessage(job.failReason, lang),
      fileName: job.fileName,
      hasResult: job.state === 'completed' && hasResult > 0,
      hasErrorReport: kind === 'import' && issues.length > 0,
      downloadPath: this.spec.downloadPath,
      createTime: job.createdAt,
      finishTime: job.finishedAt,
      ...extend(job),
    };
  }

  private errorView(issue: TransferIssue, lang: Lang): TransferJobErrorView {
    const d = this.describe(issue, lang);
    return {
      row: issue.row,
      field: issue.field,
      fieldName: d.fieldName,
      subCode: d.subCode,
      code: catalogue[d.subCode].code,
      message: d.message,
    };
  }

  /** The problems as a sheet: row, column title, message in the request language. */
  private errorReport(issues: readonly TransferIssue[], lang: Lang): Promise<Buffer> {
    const name = lang === 'en' ? 'Import errors' : '导入错误';
    const sheet = new SheetWriter(name, REPORT_COLUMNS, { lang });
    for (const i of issues) {
      const d = this.describe(i, lang);
      sheet.add({ row: i.row, field: d.fieldName, message: d.message });
    }
    return sheet.finish();
  }

  // -------------------------------------------------------------------------------------------
  // Worker side
  // -------------------------------------------------------------------------------------------

  /** Runs an unfinished import whose body reads the upload and returns the report completing it. */
  protected async runImportJob(
    jobId: string,
    attempt: Attempt,
    body: (job: Row, read: UploadReader) => Promise<JobReport>,
  ): Promise<void> {
    await this.guard(jobId, attempt, async () => {
      const job = await this.table.findFirst({ where: { id: jobId } });
      if (job === null || isFinished(job.state)) return;
      if (job.input === null) throw new AppError('IMPORT_FILE_INVALID');
      const bytes = Buffer.from(job.input);
      const feature = this.spec.names.label;
      const read: UploadReader = async (parse) => {
        try {
          return await parse(bytes);
        } catch (e) {
          logger.info({ err: e, jobId, feature }, 'unreadable import file');
          throw new AppError('IMPORT_FILE_INVALID');
        }
      };
      const report = await body(job, read);
      await this.write(jobId, report, {
        state: 'completed',
        progress: 100,
        input: null,
        finishedAt: new Date(),
      });
    });
  }

  /** Runs an export: the body produces the workbook, which is stored as the job's result. */
  protected async runExportJob(
    jobId: string,
    attempt: Attempt,
    body: (job: Row) => Promise<ExportedFile>,
  ): Promise<void> {
    await this.guard(jobId, attempt, async () => {
      const job = await this.table.findUnique({
        where: { id: jobId },
        omit: { input: true, result: true },
      });
      if (job === null || isFinished(job.state)) return;
      const file = await body(job);
      await this.table.update({
        where: { id: jobId },
        data: {
          state: 'completed',
          progress: 100,
          total: file.total,
          result: new Uint8Array(file.bytes),
          finishedAt: new Date(),
        },
      });
    });
  }

  /**
   * Runs an export whose body stores the produced file itself (a large file kept out of the job
   * row, e.g. in file storage) and returns how many records it holds.
   */
  protected async runStoredExportJob(
    jobId: string,
    attempt: Attempt,
    body: (job: Row) => Promise<{ total: number }>,
  ): Promise<void> {
    await this.guard(jobId, attempt, async () => {
      const job = await this.table.findUnique({
        where: { id: jobId },
        omit: { input: true, result: true },
      });
      if (job === null || isFinished(job.state)) return;
      const { total } = await body(job);
      await this.table.update({
        where: { id: jobId },
        data: { state: 'completed', progress: 100, total, finishedAt: new Date() },
      });
    });
  }

  /** Writes an export's sheet page by page, the bar moving from 5 to 90 as records are written. */
  protected async writeSheet<K extends string>(
    jobId: string,
    sheet: SheetExport<K>,
  ): Promise<ExportedFile> {
    await this.begin(jobId, { progress: 5, total: sheet.total });
    const writer = new SheetWriter(sheet.sheetName, sheet.columns, sheet.options);
    const progress = this.stretch(jobId, 5, 90);
    for await (const page of sheet.pages) {
      for (const row of page) writer.add(row);
      await progress.report(writer.rows, sheet.total);
    }
    return { bytes: await writer.finish(), total: writer.rows };
  }

  /** Marks a job active with its first figures. */
  protected async begin(jobId: string, report: JobReport): Promise<void> {
    await this.write(jobId, report, { state: 'active' });
  }

  /** Sets a running job's progress (0 to 100). */
  protected async progress(jobId: string, progress: number): Promise<void> {
    await this.table.update({ where: { id: jobId }, data: { progress } });
  }

  /** Reports progress over the stretch `from`..`to` of the bar, writing every `step` points. */
  protected stretch(jobId: string, from: number, to: number, step = 0): ProgressStretch {
    return new ProgressStretch((p) => this.progress(jobId, p), from, to, step);
  }

  private async write(jobId: string, report: JobReport, data: TransferJobUpdate) {
    const { issues, ...figures } = report;
    const errors = issues === undefined ? {} : { errors: issuesJson(issues) };
    await this.table.update({ where: { id: jobId }, data: { ...figures, ...errors, ...data } });
  }

  private guard(jobId: string, attempt: Attempt, body: () => Promise<void>) {
    return runFailFast(attempt, (reason) => this.markFailed(jobId, reason), body);
  }

  private async markFailed(jobId: string, reason: ErrorName) {
    await this.table.updateMany({
      where: { id: jobId, state: { in: ['waiting', 'active'] } },
      data: { state: 'failed', failReason: reason, input: null, finishedAt: new Date() },
    });
  }
}
