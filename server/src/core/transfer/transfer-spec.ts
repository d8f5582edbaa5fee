/** What a feature tells the import/export job kit, and the views the kit returns. */
import type { Prisma } from '../../generated/prisma/client.ts';
import type { PermissionCode } from '../auth/permissions.ts';
import type { ErrorName } from '../errors/index.ts';
import type { Lang } from '../i18n.ts';
import type { TransferIssue } from './issues.ts';
import type { XlsxColumn } from './xlsx.ts';

export type TransferKind = 'import' | 'export';
export type TransferState = 'waiting' | 'active' | 'completed' | 'failed';

/** A feature's queue, its export and purge job names and its name in log lines. */
export interface ExportNames {
  queue: string;
  exportJob: string;
  purgeJob: string;
  label: string;
}

/** The names of a feature that imports too. */
export interface TransferNames extends ExportNames {
  importJob: string;
}

/** The columns every import/export job table has. */
export interface TransferJobRow {
  id: string;
  kind: string;
  userId: string;
  state: string;
  progress: number;
  total: number;
  imported: number;
  failed: number;
  errors: Prisma.JsonValue;
  failReason: string | null;
  fileName: string;
  createdAt: Date;
  finishedAt: Date | null;
}

/** The stored files of a job: the uploaded workbook (import) and the produced one (export). */
export interface TransferJobFiles {
  input: Uint8Array | null;
  result: Uint8Array | null;
}

/** The kit's part of a new job row (the feature adds its own columns). */
export interface NewTransferJob {
  kind: TransferKind;
  userId: string;
  fileName: string;
  input?: Uint8Array<ArrayBuffer>;
}

/** The columns the kit writes while a job runs. */
export interface TransferJobUpdate {
  state?: TransferState;
  progress?: number;
  total?: number;
  imported?: number;
  failed?: number;
  errors?: Prisma.InputJsonValue;
  failReason?: ErrorName;
  input?: null;
  result?: Uint8Array<ArrayBuffer>;
  finishedAt?: Date;
}

/**
 * What the kit needs of a feature's job table: the Prisma delegate itself fits (`prisma.questionJob`),
 * with `Fields` the feature's own required columns and `Row` its row without the files.
 */
export interface TransferTable<Fields extends object, Row extends TransferJobRow> {
  create(args: {
    data: NewTransferJob & Fields;
    select: { id: true };
  }): PromiseLike<{ id: string }>;
  findUnique(args: {
    where: { id: string };
    omit: { input: true; result: true };
  }): PromiseLike<Row | null>;
  findFirst(args: { where: { id: string } }): PromiseLike<(Row & TransferJobFiles) | null>;
  count(args: { where: { id: string; result: { not: null } } }): PromiseLike<number>;
  update(args: { where: { id: string }; data: TransferJobUpdate }): PromiseLike<unknown>;
  updateMany(args: {
    where: { id: string; state: { in: TransferState[] } };
    data: TransferJobUpdate;
  }): PromiseLike<unknown>;
  deleteMany(args: { where: { createdAt: { lt: Date } } }): PromiseLike<{ count: number }>;
}

/** Where the kit queues jobs (the process's QueueHub). */
export interface JobQueues {
  queue(name: string): {
    add(name: string, data: { jobId: string }, opts: { jobId: string }): Promise<unknown>;
  };
}

/** How one stored problem reads in the status view and the error report (its column aside). */
export interface IssueDescription {
  subCode: ErrorName;
  message: string;
}

/** The import side of a feature: its template and the layout its problems are reported in. */
export interface ImportSpec {
  template(): Promise<Buffer>;
  /** The file's columns; a problem's column is shown by its title. */
  columns: readonly XlsxColumn[];
  /** The stored name of an upload whose own name is empty. */
  defaultFileName: string;
  describeIssue(issue: TransferIssue, lang: Lang): IssueDescription;
}

export interface TransferSpec<Fields extends object, Row extends TransferJobRow> {
  /** The import job name may be left out by a feature that only exports. */
  names: ExportNames & { importJob?: string };
  table: TransferTable<Fields, Row>;
  /** The permission a job of each kind needs, to start it and to see it. */
  permissions: Readonly<Record<TransferKind, PermissionCode>>;
  /**
   * Whether a job is read by its starter alone, other holders of the permission (super admins
   * too) only with a reason recorded in the audit log; else by every permission holder.
   */
  starterOnly: boolean;
  /** Where a client POSTs { jobId, kind } to download. */
  downloadPath: string;
  /** Left out by a feature that only exports. */
  imports?: ImportSpec;
}

export interface TransferJobErrorView {
  row: number;
  field: string;
  fieldName: string;
  subCode: string;
  code: number;
  message: string;
}

export interface TransferJobView {
  id: string;
  kind: TransferKind;
  state: TransferState;
  progress: number;
  total: number;
  imported: number;
  failed: number;
  errors: TransferJobErrorView[];
  failReason: string | null;
  failMessage: string | null;
  fileName: string;
  hasResult: boolean;
  hasErrorReport: boolean;
  downloadPath: string;
  createTime: Date;
  finishTime: Date | null;
}

/** Figures a running job reports; problems are stored as the job's errors. */
export interface JobReport {
  progress?: number;
  total?: number;
  imported?: number;
  failed?: number;
  issues?: readonly TransferIssue[];
}

/** An export's produced workbook and how many records it holds. */
export interface ExportedFile {
  bytes: Buffer;
  total: number;
}

/** Parses the stored upload; a file that cannot be read fails the job with IMPORT_FILE_INVALID. */
export type UploadReader = <T>(parse: (bytes: Buffer) => Promise<T>) => Promise<T>;
