import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/session-user.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { AuditRecorder, type AuditWitness } from '../audit.ts';
import type { Db } from '../prisma.ts';
import { MAX_IMPORT_BYTES } from '../rest/files.ts';
import type { TransferIssue } from './issues.ts';
import { JOB_RETENTION_MS } from './transfer-jobs.ts';
import type { ExportedFile, JobReport } from './transfer-spec.ts';
import {
  COLUMNS,
  FakeQueues,
  FakeTable,
  Things,
  exporter,
  final,
  importer,
  notFinal,
  session,
  sheetRows,
  workbook,
} from './transfer-jobs.test-support.ts';

describe('TransferJobs', () => {
  let table: FakeTable;
  let queues: FakeQueues;
  let things: Things;
  beforeEach(() => {
    table = new FakeTable();
    queues = new FakeQueues();
    things = new Things(table, queues);
  });

  describe('starting', () => {
    it('stores the upload with the feature columns and queues the import by its id', async () => {
      const bytes = await workbook();
      const { jobId } = await things.startImport(importer, { fileName: 'a/b.xlsx', bytes });
      expect(table.rows.get(jobId)).toMatchObject({
        kind: 'import',
        userId: 'u1',
        tag: 'imported',
        fileName: 'a_b.xlsx',
        state: 'waiting',
      });
      expect(Buffer.from(table.rows.get(jobId)!.input!)).toEqual(bytes);
      expect(queues.added).toEqual([
        { queue: 'things', name: 'thing.import', jobId, opts: { jobId } },
      ]);
      const unnamed = await things.startImport(importer, { fileName: ' ', bytes });
      expect(table.rows.get(unnamed.jobId)?.fileName).toBe('things');
    });

    it('refuses an upload without the permission, empty, too large or not a workbook', async () => {
      const bytes = await workbook();
      await expect(things.startImport(exporter, { fileName: 'x', bytes })).rejects.toThrow(
        'PERMISSION_DENIED',
      );
      const refused = [
        [Buffer.alloc(0), 'IMPORT_FILE_INVALID'],
        [Buffer.alloc(MAX_IMPORT_BYTES + 1), 'PAYLOAD_TOO_LARGE'],
        [Buffer.from('name\na\n'), 'IMPORT_FILE_INVALID'],
      ] as const;
      for (const [body, error] of refused) {
        await expect(things.startImport(importer, { fileName: 'x', bytes: body })).rejects.toThrow(
          error,
        );
      }
      expect(table.rows.size).toBe(0);
    });

    it('queues an export, and marks the job failed when the queue refuses it', async () => {
      const { jobId } = await things.startExport(exporter);
      expect(table.rows.get(jobId)).toMatchObject({ kind: 'export', fileName: 'things.xlsx' });
      expect(queues.added[0]).toMatchObject({ queue: 'things', name: 'thing.export', jobId });
      queues.failing = true;
      await expect(things.startExport(exporter)).rejects.toThrow('queue down');
      const failed = [...table.rows.values()].find((r) => r.id !== jobId);
      expect(failed).toMatchObject({ state: 'failed', failReason: 'INTERNAL_ERROR' });
    });

    it('refuses imports in a feature that only exports', async () => {
      const exportOnly = new Things(table, queues, { imports: undefined });
      await expect(exportOnly.template()).rejects.toThrow('thing has no import');
      await expect(
        exportOnly.startImport(importer, { fileName: 'x', bytes: await workbook() }),
      ).rejects.toThrow('thing has no import');
      expect(table.rows.size).toBe(0);
    });
  });

  describe('running an import', () => {
    it('hands the stored upload to the body and completes with its report', async () => {
      const { jobId } = await things.startImport(importer, {
        fileName: 'x.xlsx',
        bytes: await workbook(),
      });
      const issues: TransferIssue[] = [
        { row: 3, field: 'name', rule: 'MOBILE_INVALID' },
        { row: 1, field: 'header', rule: 'headerMissing', args: { name: '名称' } },
      ];
      await things.runImport(jobId, notFinal, async (job, read) => {
        expect(job.tag).toBe('imported');
        const size = await read(async (bytes) => bytes.length);
        expect(size).toBeGreaterThan(100);
        return { total: 2, imported: 1, failed: 1, issues };
      });
      expect(table.rows.get(jobId)).toMatchObject({
        state: 'completed',
        progress: 100,
        total: 2,
        imported: 1,
        failed: 1,
        input: null,
        errors: [
          { row: 3, field: 'name', rule: 'MOBILE_INVALID' },
          { row: 1, field: 'header', rule: 'headerMissing', args: { name: '名称' } },
        ],
      });
      expect(table.rows.get(jobId)?.finishedAt).toBeInstanceOf(Date);

      // A finished job is not run again.
      let ran = false;
      await things.runImport(jobId, notFinal, async () => {
        ran = true;
        return {};
      });
      expect(ran).toBe(false);
    });

    it('fails at once, whatever the attempt, on an unreadable file or a catalogue error', async () => {
      const bytes = await workbook();
      const a = await things.startImport(importer, { fileName: 'x.xlsx', bytes });
      await expect(
        things.runImport(a.jobId, notFinal, async (_job, read) => {
          await read(async () => {
            throw new Error('corrupt zip');
          });
          return {};
        }),
      ).rejects.toThrow('IMPORT_FILE_INVALID');
      expect(table.rows.get(a.jobId)).toMatchObject({
        state: 'failed',
        failReason: 'IMPORT_FILE_INVALID',
        input: null,
      });

      const b = await things.startImport(importer, { fileName: 'x.xlsx', bytes });
      table.rows.get(b.jobId)!.input = null;
      await expect(things.runImport(b.jobId, notFinal, async () => ({}))).rejects.toThrow(
        'IMPORT_FILE_INVALID',
      );
      expect(table.rows.get(b.jobId)?.state).toBe('failed');
    });

    it('leaves other errors to the retries and marks the job failed only on the final attempt', async () => {
      const { jobId } = await things.startImport(importer, {
        fileName: 'x.xlsx',
        bytes: await workbook(),
      });
      const crash = async (): Promise<JobReport> => {
        throw new Error('database went away');
      };
      await expect(things.runImport(jobId, notFinal, crash)).rejects.toThrow('database went away');
      expect(table.rows.get(jobId)).toMatchObject({ state: 'waiting', failReason: null });
      expect(table.rows.get(jobId)?.input).not.toBeNull();
      await expect(things.runImport(jobId, final, crash)).rejects.toThrow('database went away');
      expect(table.rows.get(jobId)).toMatchObject({
        state: 'failed',
        failReason: 'INTERNAL_ERROR',
        input: null,
      });
    });
  });

  describe('running an export', () => {
    it('writes the sheet page by page with progress and stores it as the result', async () => {
      const { jobId } = await things.startExport(exporter);
      async function* pages() {
        yield [{ name: 'a' }, { name: 'b' }];
        yield [{ name: 'c' }, { name: 'd' }];
      }
      await things.exportSheet(jobId, {
        sheetName: 'Things',
        columns: COLUMNS,
        total: 4,
        pages: pages(),
      });
      expect(table.progress).toEqual([5, 47, 90, 100]);
      const row = table.rows.get(jobId)!;
      expect(row).toMatchObject({ state: 'completed', total: 4 });
      const rows = await sheetRows(Buffer.from(row.result!));
      expect(rows.map((r) => r[0])).toEqual(['名称', 'a', 'b', 'c', 'd']);
    });

    it('skips a job that is gone or finished', async () => {
      let ran = 0;
      const body = async (): Promise<ExportedFile> => {
        ran++;
        return { bytes: Buffer.from('x'), total: 1 };
      };
      await things.runExport('missing', final, body);
      const { jobId } = await things.startExport(exporter);
      await things.runExport(jobId, final, body);
      await things.runExport(jobId, final, body);
      expect(ran).toBe(1);
    });
  });

  describe('status and download', () => {
    async function finishedImport(by: SessionUser) {
      const { jobId } = await things.startImport(by, {
        fileName: 'people.xlsx',
        bytes: await workbook(),
      });
      await things.runImport(jobId, final, async () => ({
        imported: 0,
        failed: 1,
        issues: [
          { row: 1, field: 'header', rule: 'headerMissing' },
          { row: 2, field: 'name', rule: 'MOBILE_INVALID' },
        ],
      }));
      return jobId;
    }

    it('describes the problems by column title and catalogue error', async () => {
      const jobId = await finishedImport(importer);
      const view = await things.status(importer, jobId, 'zh');
      expect(view).toMatchObject({
        id: jobId,
        kind: 'import',
        state: 'completed',
        failed: 1,
        hasResult: false,
        hasErrorReport: true,
        failReason: null,
        failMessage: null,
        fileName: 'people.xlsx',
        downloadPath: '/api/thing/job/download',
      });
      expect(view.errors).toEqual([
        {
          row: 1,
          field: 'header',
          fieldName: '表头',
          subCode: 'PARAM_INVALID',
          code: 10010001,
          message: 'broke headerMissing',
        },
        {
          row: 2,
          field: 'name',
          fieldName: '名称',
          subCode: 'MOBILE_INVALID',
          code: 14001019,
          message: 'broke MOBILE_INVALID',
        },
      ]);
      const report = await things.download(importer, { jobId, kind: 'errors' }, 'zh');
      expect(report.fileName).toBe('people-导入错误.xlsx');
      expect(await sheetRows(report.bytes)).toEqual([
        ['行号', '列', '错误信息'],
        ['1', '表头', 'broke headerMissing'],
        ['2', '名称', 'broke MOBILE_INVALID'],
      ]);
      // The language is the caller's: the same job in English.
      const inEnglish = await things.status(importer, jobId, 'en');
      expect(inEnglish.errors.map((e) => e.fieldName)).toEqual(['Header', 'Name']);
      const englishReport = await things.download(importer, { jobId, kind: 'errors' }, 'en');
      expect(englishReport.fileName).toBe('people-errors.xlsx');
      expect(await sheetRows(englishReport.bytes)).toEqual([
        ['Row', 'Column', 'Problem'],
        ['1', 'Header', 'broke headerMissing'],
        ['2', 'Name', 'broke MOBILE_INVALID'],
      ]);
      await expect(things.download(importer, { jobId, kind: 'result' }, 'zh')).rejects.toThrow(
        'EXPORT_NO_DATA',
      );
    });

    it('renders why a job failed, and serves an export only once completed', async () => {
      const { jobId } = await things.startExport(exporter);
      await expect(things.download(exporter, { jobId, kind: 'result' }, 'zh')).rejects.toThrow(
        'EXPORT_NO_DATA',
      );
      await things.runExport(jobId, final, async () => ({ bytes: Buffer.from('xlsx'), total: 3 }));
      expect(await things.status(exporter, jobId, 'zh')).toMatchObject({
        hasResult: true,
        hasErrorReport: false,
        total: 3,
      });
      expect(await things.download(exporter, { jobId, kind: 'result' }, 'zh')).toEqual({
        fileName: 'things.xlsx',
        bytes: Buffer.from('xlsx'),
      });
      await expect(things.download(exporter, { jobId, kind: 'errors' }, 'zh')).rejects.toThrow(
        'EXPORT_NO_DATA',
      );

      const failed = await things.startExport(exporter);
      await expect(
        things.runExport(failed.jobId, notFinal, async () => {
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await expect(
        things.runExport(failed.jobId, final, async () => {
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await things.status(exporter, failed.jobId, 'zh')).toMatchObject({
        state: 'failed',
        hasResult: false,
        failReason: 'INTERNAL_ERROR',
        failMessage: expect.stringMatching(/.+/),
      });
    });

    it('shows a job to every holder of its kind’s permission unless it is the starter’s only', async () => {
      const jobId = await finishedImport(importer);
      const otherImporter = session('u3', [PERMISSIONS.quImport]);
      const admin = session('sa', [], true);
      expect((await things.status(otherImporter, jobId, 'zh')).id).toBe(jobId);
      await expect(things.status(exporter, jobId, 'zh')).rejects.toThrow('PERMISSION_DENIED');

      const privateThings = new Things(table, queues, { starterOnly: true });
      expect((await privateThings.status(importer, jobId, 'zh')).id).toBe(jobId);
      for (const reader of [admin, otherImporter]) {
        await expect(privateThings.status(reader, jobId, 'zh')).rejects.toThrow('DATA_NOT_FOUND');
        await expect(
          privateThings.download(reader, { jobId, kind: 'errors' }, 'zh'),
        ).rejects.toThrow('DATA_NOT_FOUND');
      }
      await expect(privateThings.status(exporter, jobId, 'zh')).rejects.toThrow(
        'PERMISSION_DENIED',
      );
    });

    it("reads someone else's starter-only job with a reason, recorded first", async () => {
      const jobId = await finishedImport(importer);
      const privateThings = new Things(table, queues, { starterOnly: true });
      const recorded: unknown[] = [];
      const db = { auditLog: { create: async (row: unknown) => void recorded.push(row) } };
      const witness: AuditWitness = {
        recorder: new AuditRecorder(db as unknown as Db),
        action: '/api/things/job',
        transport: 'rest',
        ip: '10.0.0.1',
        requestId: 'r1',
      };
      const reader = session('u3', [PERMISSIONS.quImport]);
      const reason = 'checking a complaint';
      expect((await privateThings.status(reader, jobId, 'zh', { reason, witness })).id).toBe(jobId);
      expect(recorded).toEqual([
        {
          data: expect.objectContaining({
            actorId: 'u3',
            action: '/api/things/job',
            targetId: jobId,
            outcome: 'ok',
            ip: '10.0.0.1',
            detail: expect.objectContaining({ reason, ownerId: importer.userId }),
          }),
        },
      ]);
      // The starter reads without a record; a short reason is refused before any lookup.
      await privateThings.status(importer, jobId, 'zh', { reason, witness });
      expect(recorded).toHaveLength(1);
      await expect(
        privateThings.status(reader, 'nope', 'zh', { reason: 'hm', witness }),
      ).rejects.toThrow('PARAM_INVALID');
      // A read whose record cannot be written is refused.
      db.auditLog.create = () => Promise.reject(new Error('disk full'));
      await expect(
        privateThings.download(reader, { jobId, kind: 'errors' }, 'zh', { reason, witness }),
      ).rejects.toThrow('disk full');
    });

    it('refuses unknown jobs and malformed requests', async () => {
      await expect(things.status(importer, 'nope', 'zh')).rejects.toThrow('DATA_NOT_FOUND');
      await expect(things.status(importer, 42, 'zh')).rejects.toThrow('PARAM_INVALID');
      await expect(
        things.download(importer, { jobId: 'nope', kind: 'errors' }, 'zh'),
      ).rejects.toThrow('DATA_NOT_FOUND');
    });
  });

  it('forgets the jobs older than the retention period', async () => {
    const old = await things.startExport(exporter);
    const recent = await things.startExport(exporter);
    const now = new Date();
    table.rows.get(old.jobId)!.createdAt = new Date(now.getTime() - JOB_RETENTION_MS - 1000);
    expect(await things.purgeOld(now)).toBe(1);
    expect([...table.rows.keys()]).toEqual([recent.jobId]);
  });
});
