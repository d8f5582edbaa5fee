/** An import/export feature over an in-memory job table, for the kit's unit tests. */
import ExcelJS from 'exceljs';
import type { Prisma } from '../../generated/prisma/client.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { Attempt } from '../jobs.ts';
import { TransferJobs, transferNames, type SheetExport } from './transfer-jobs.ts';
import type {
  ExportedFile,
  JobQueues,
  JobReport,
  NewTransferJob,
  TransferJobFiles,
  TransferJobRow,
  TransferJobUpdate,
  TransferSpec,
  TransferState,
  TransferTable,
  UploadReader,
} from './transfer-spec.ts';
import { SheetWriter } from './xlsx.ts';

type Fields = { tag: string };
type Row = TransferJobRow & Fields;
type Stored = Row & TransferJobFiles;

/** Plain JSON as the database gives it back. */
function toJson(v: unknown): Prisma.JsonValue {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
    return v;
  }
  if (Array.isArray(v)) return v.map(toJson);
  if (typeof v === 'object') {
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    return Object.fromEntries(entries.map(([k, x]) => [k, toJson(x)]));
  }
  return null;
}

/** The job table in memory, answering the calls the kit makes. */
export class FakeTable implements TransferTable<Fields, Row> {
  readonly rows = new Map<string, Stored>();
  readonly progress: number[] = [];
  private next = 0;

  async create(args: { data: NewTransferJob & Fields; select: { id: true } }) {
    const id = `job${++this.next}`;
    const { input, ...data } = args.data;
    this.rows.set(id, {
      ...data,
      id,
      state: 'waiting',
      progress: 0,
      total: 0,
      imported: 0,
      failed: 0,
      errors: [],
      failReason: null,
      createdAt: new Date(),
      finishedAt: null,
      input: input ?? null,
      result: null,
    });
    return { id };
  }

  async findUnique(args: { where: { id: string }; omit: { input: true; result: true } }) {
    const row = this.rows.get(args.where.id);
    if (row === undefined) return null;
    const { input: _input, result: _result, ...rest } = row;
    return rest;
  }

  async findFirst(args: { where: { id: string } }) {
    const row = this.rows.get(args.where.id);
    return row === undefined ? null : { ...row };
  }

  async count(args: { where: { id: string; result: { not: null } } }) {
    return this.rows.get(args.where.id)?.result != null ? 1 : 0;
  }

  async update(args: { where: { id: string }; data: TransferJobUpdate }) {
    const row = this.rows.get(args.where.id);
    if (row === undefined) throw new Error('no such row');
    this.apply(row, args.data);
  }

  async updateMany(args: {
    where: { id: string; state: { in: TransferState[] } };
    data: TransferJobUpdate;
  }) {
    const row = this.rows.get(args.where.id);
    if (row === undefined || !args.where.state.in.some((s) => s === row.state)) return;
    this.apply(row, args.data);
  }

  async deleteMany(args: { where: { createdAt: { lt: Date } } }) {
    let count = 0;
    for (const [id, row] of this.rows) {
      if (row.createdAt < args.where.createdAt.lt) {
        this.rows.delete(id);
        count++;
      }
    }
    return { count };
  }

  private apply(row: Stored, data: TransferJobUpdate) {
    const { errors, ...rest } = data;
    if (rest.progress !== undefined) this.progress.push(rest.progress);
    Object.assign(row, rest);
    if (errors !== undefined) row.errors = toJson(errors);
  }
}

export class FakeQueues implements JobQueues {
  readonly added: Array<{ queue: string; name: string; jobId: string; opts: { jobId: string } }> =
    [];
  failing = false;

  queue(queue: string) {
    return {
      add: async (name: string, data: { jobId: string }, opts: { jobId: string }) => {
        if (this.failing) throw new Error('queue down');
        this.added.push({ queue, name, jobId: data.jobId, opts });
      },
    };
  }
}

export const COLUMNS = [{ key: 'name', zh: '名称', en: 'Name', width: 10 }] as const;

/** A feature over the fake table, its lifecycle helpers opened for the tests. */
export class Things extends TransferJobs<Fields, Row> {
  constructor(table: FakeTable, queues: FakeQueues, over: Partial<TransferSpec<Fields, Row>> = {}) {
    super(queues, {
      names: transferNames('thing', 'things'),
      table,
      permissions: { import: PERMISSIONS.quImport, export: PERMISSIONS.quExport },
      starterOnly: false,
      downloadPath: '/api/thing/job/download',
      imports: {
        template: async () => Buffer.from('template'),
        columns: COLUMNS,
        defaultFileName: 'things',
        describeIssue: (issue) => ({
          subCode: issue.rule === 'MOBILE_INVALID' ? 'MOBILE_INVALID' : 'PARAM_INVALID',
          message: `broke ${issue.rule}`,
        }),
      },
      ...over,
    });
  }

  startImport(session: SessionUser, upload: { fileName: string; bytes: Buffer }) {
    return this.queueImport(session, upload, async () => ({ tag: 'imported' }));
  }

  startExport(session: SessionUser) {
    return this.queueExport(session, async () => ({
      fileName: 'things.xlsx',
      fields: { tag: 'exported' },
    }));
  }

  runImport(
    jobId: string,
    attempt: Attempt,
    body: (job: Row, read: UploadReader) => Promise<JobReport>,
  ) {
    return this.runImportJob(jobId, attempt, body);
  }

  runExport(jobId: string, attempt: Attempt, body: (job: Row) => Promise<ExportedFile>) {
    return this.runExportJob(jobId, attempt, body);
  }

  exportSheet(jobId: string, sheet: SheetExport<'name'>) {
    return this.runExportJob(jobId, { final: true }, () => this.writeSheet(jobId, sheet));
  }
}

export function session(userId: string, permissions: string[], isSuperAdmin = false): SessionUser {
  return {
    sessionId: `s-${userId}`,
    tokenHash: `h-${userId}`,
    userId,
    userName: userId,
    roleType: 2,
    roleIds: [],
    permissions: new Set(permissions),
    isSuperAdmin,
    expiresAt: new Date(Date.now() + 3600_000),
  };
}

export const importer = session('u1', [PERMISSIONS.quImport]);
export const exporter = session('u2', [PERMISSIONS.quExport]);
export const final: Attempt = { final: true };
export const notFinal: Attempt = { final: false };

export async function workbook(): Promise<Buffer> {
  const sheet = new SheetWriter('Things', COLUMNS);
  sheet.add({ name: 'a' });
  return sheet.finish();
}

export async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(new Uint8Array(bytes).buffer);
  const out: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => {
    out.push([1, 2, 3].map((c) => row.getCell(c).text));
  });
  return out;
}
