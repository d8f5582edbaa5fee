/**
 * Exports of an exam's handed-in papers: one PDF of the chosen papers, a zip of one PDF per paper
 * with the results sheet, or the results sheet alone (xlsx).
 *
 * Rules:
 * - Everything needs paper:export (the files show answer keys); a learner gets nothing, not even
 *   their own paper. Papers still being sat are never exported (their keys must not leave).
 * - The proctoring snapshots are private to their learner and to holders of exam:watch: a PDF
 *   shows them only when whoever exports also holds exam:watch.
 * - As a worker job (GraphQL, the admin screens): the file is written to a staged path while the
 *   progress moves, then kept as a private stored file of the starter; it can be downloaded by
 *   the starter holding paper:export until it expires EXPORT_TTL_MS later, when the hourly
 *   purge deletes it (the job stays listed as expired for the kit's 7 days). Another holder of
 *   paper:export (a super admin too) reads a job or its file only by giving a reason, which the
 *   audit log keeps with who and which job; without one the job answers as if it did not exist.
 * - At once (the legacy export-pdf / export-zip paths): the same writer streams into the
 *   response, one paper at a time, so neither way holds a whole export in memory.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import archiver from 'archiver';
import { PERMISSIONS, type PermissionCode } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import {
  SUPER_ADMIN_ROLE_ID,
  hasPermission,
  type SessionUser,
} from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Lang } from '../../core/i18n.ts';
import type { Infra } from '../../core/infra.ts';
import { id } from '../../core/input.ts';
import type { Attempt } from '../../core/jobs.ts';
import { type Page, toPage } from '../../core/paging.ts';
import { XLSX_TYPE } from '../../core/rest/files.ts';
import {
  TransferJobs,
  type OthersJobAccess,
  fileStamp,
  safeFileName,
  transferNames,
} from '../../core/transfer/transfer-jobs.ts';
import type { TransferJobView } from '../../core/transfer/transfer-spec.ts';
import { SheetWriter } from '../../core/transfer/xlsx.ts';
import { type Prisma, type PaperExportJob } from '../../generated/prisma/client.ts';
import type { FileService } from '../file/index.ts';
import type { PaperReviewService } from '../paper/index.ts';
import { canProctor } from '../exam/index.ts';
import type { MonitorService } from '../proctor/index.ts';
import { PaperState } from '../sitting/index.ts';
import {
  ExportJobPageSchema,
  PaperSelectionSchema,
  StartPaperExportSchema,
  type ExportFormat,
  type ExportJobPageInput,
  type PaperSelection,
  type PaperSelectionInput,
  type StartPaperExportInput,
} from './paper-export.inputs.ts';
import { newPdf, writePaper } from './paper-pdf.ts';
import { resultCells, resultColumns, typeColumnOf, type ResultRow } from './results-sheet.ts';

/** The queue and job names of paper exports. */
export const PAPER_EXPORT = transferNames('paper-export', 'exports');

/** A finished export's file can be downloaded this long. */
export const EXPORT_TTL_MS = 24 * 3600_000;
/** Snapshots shown per paper (spread over the sitting). */
export const SNAPSHOTS_PER_PAPER = 12;
/** Papers read per query for the results sheet. */
const SHEET_PAGE = 500;

const PDF_TYPE = 'application/pdf';
const ZIP_TYPE = 'application/zip';

const FORMAT_FILE: Record<ExportFormat, { ext: string; mime: string }> = {
  pdf: { ext: 'pdf', mime: PDF_TYPE },
  zip: { ext: 'zip', mime: ZIP_TYPE },
  results: { ext: 'xlsx', mime: XLSX_TYPE },
};

type JobRow = Omit<PaperExportJob, 'input' | 'result'>;
type JobFields = { examId: string; format: string; paperIds: string[]; lang: string };

export interface PaperExportJobView extends TransferJobView {
  examId: string;
  format: string;
  /** Bytes of the produced file (0 until done). */
  resultSize: number;
  /** When the file stops being downloadable (null until done). */
  expireTime: Date | null;
  /** The file was produced and has expired. */
  expired: boolean;
}

/** The exam and its handed-in papers an export covers, in the order they are written. */
export interface ExportPlan {
  examId: string;
  examTitle: string;
  paperIds: string[];
}

/** An export answered at once: its name and type, and the writer that streams it. */
export interface ExportStream {
  fileName: string;
  contentType: string;
  write(out: Writable): Promise<void>;
}

/** A download of a finished job. */
export interface ExportDownload {
  fileName: string;
  contentType: string;
  stream: Readable;
}

export class PaperExportService extends TransferJobs<JobFields, JobRow> {
  constructor(
    private readonly infra: Infra,
    private readonly review: PaperReviewService,
    private readonly monitor: MonitorService,
    private readonly files: FileService,
  ) {
    super(infra.queues, {
      names: PAPER_EXPORT,
      table: infra.prisma.paperExportJob,
      permissions: { import: PERMISSIONS.paperExport, export: PERMISSIONS.paperExport },
      starterOnly: true,
      downloadPath: '/api/paper/export/download',
    });
  }

  private get db() {
    return this.infra.prisma;
  }

  /** Queues an export of the chosen papers (or the exam's) in a format and `lang` (paper:export). */
  startExport(
    session: SessionUser,
    raw: StartPaperExportInput,
    lang: Lang,
  ): Promise<{ jobId: string }> {
    return this.queueExport(session, async () => {
      const { selection, format } = parseInput(StartPaperExportSchema, raw);
      const plan = await this.plan(selection);
      return {
        fileName: exportFileName(plan.examTitle, format, lang),
        fields: { examId: plan.examId, format, paperIds: selection.paperIds, lang },
      };
    });
  }

  /** The PDF or zip answered at once (the legacy paths), checked before anything is sent. */
  async exportNow(
    session: SessionUser,
    raw: PaperSelectionInput,
    format: ExportFormat,
    lang: Lang,
  ): Promise<ExportStream> {
    requirePermission(session, PERMISSIONS.paperExport);
    const plan = await this.plan(parseInput(PaperSelectionSchema, raw));
    const snapshots = await this.showsSnapshots(session, plan.examId);
    return {
      fileName: exportFileName(plan.examTitle, format, lang),
      contentType: FORMAT_FILE[format].mime,
      write: (out) => this.writeExport(out, plan, { format, lang, snapshots }),
    };
  }

  /** A job's state with its exam, format and expiry (someone else's: with a reason). */
  async jobStatus(
    session: SessionUser,
    rawJobId: unknown,
    lang: Lang,
    others?: OthersJobAccess,
  ): Promise<PaperExportJobView> {
    return this.statusWith(session, rawJobId, lang, (row) => this.extra(row), others);
  }

  /** The caller's export jobs, newest first (paper:export). */
  async myJobs(
    session: SessionUser,
    raw: ExportJobPageInput,
    lang: Lang,
  ): Promise<Page<PaperExportJobView>> {
    requirePermission(session, PERMISSIONS.paperExport);
    const { current, size, params } = parseInput(ExportJobPageSchema, raw);
    const where: Prisma.PaperExportJobWhereInput = {
      userId: session.userId,
      ...(params.examId === undefined ? {} : { examId: params.examId }),
    };
    const [total, rows] = await Promise.all([
      this.db.paperExportJob.count({ where }),
      this.db.paperExportJob.findMany({
        where,
        select: { id: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (current - 1) * size,
        take: size,
      }),
    ]);
    const views = await Promise.all(rows.map((r) => this.jobStatus(session, r.id, lang)));
    return toPage(views, total, current, size);
  }

  /** A finished job's file, streamed from storage, for its starter (others: with a reason). */
  async openResult(
    session: SessionUser,
    raw: { jobId: unknown },
    others?: OthersJobAccess,
  ): Promise<ExportDownload> {
    const jobId = parseInput(id, raw.jobId);
    const reason = this.reasonOf(others);
    const job = await this.db.paperExportJob.findUnique({
      where: { id: jobId },
      omit: { input: true, result: true },
    });
    if (job === null) throw new AppError('DATA_NOT_FOUND');
    await this.requireAccess(session, job, reason, others);
    if (job.state !== 'completed') throw new AppError('EXPORT_NOT_READY');
    if (job.resultFileId === null || isExpired(job)) throw new AppError('EXPORT_EXPIRED');
    const format = formatOf(job.format);
    return {
      fileName: job.fileName,
      contentType: FORMAT_FILE[format].mime,
      stream: await this.files.openStream(job.resultFileId),
    };
  }

  /**
   * Deletes the files of expired exports (the jobs stay listed as expired), then forgets jobs
   * older than the kit's retention; returns how many jobs were forgotten.
   */
  override async purgeOld(now = new Date()): Promise<number> {
    const due = await this.db.paperExportJob.findMany({
      where: { resultFileId: { not: null }, expiresAt: { lte: now } },
      select: { id: true, resultFileId: true },
    });
    for (const job of due) {
      await this.files.remove(job.resultFileId!);
      await this.db.paperExportJob.update({ where: { id: job.id }, data: { resultFileId: null } });
    }
    return super.purgeOld(now);
  }

  // -------------------------------------------------------------------------------------------
  // Worker side
  // -------------------------------------------------------------------------------------------

  /** Writes the export to a staged file with progress, then keeps it as a private stored file. */
  async runExport(jobId: string, attempt: Attempt): Promise<void> {
    await this.runStoredExportJob(jobId, attempt, async (job) => {
      if (!(await this.starterHolds(job.userId, PERMISSIONS.paperExport))) {
        throw new AppError('PERMISSION_DENIED');
      }
      const format = formatOf(job.format);
      const plan = await this.plan({ examId: job.examId, paperIds: job.paperIds });
      const snapshots =
        (await this.starterHolds(job.userId, PERMISSIONS.examWatch)) &&
        (await canProctor(
          this.db,
          { userId: job.userId, isSuperAdmin: await this.starterIsSuperAdmin(job.userId) },
          plan.examId,
        )) === true;
      await this.begin(jobId, { progress: 5, total: plan.paperIds.length });
      const progress = this.stretch(jobId, 5, 95, 5);
      const staged = await this.files.generatedPath();
      try {
        const lang: Lang = job.lang === 'en' ? 'en' : 'zh';
        await this.writeExport(
          createWriteStream(staged, { mode: 0o600 }),
          plan,
          { format, lang, snapshots },
          (d) => progress.report(d, plan.paperIds.length),
        );
        const size = (await stat(staged)).size;
        const file = await this.files.storeStaged({
          ownerId: job.userId,
          ext: FORMAT_FILE[format].ext,
          mime: FORMAT_FILE[format].mime,
          kind: 5,
          name: job.fileName,
          visibility: 'private',
          readPermission: PERMISSIONS.paperExport,
          quotaExempt: true,
          stagedPath: staged,
          size,
        });
        await this.db.paperExportJob.update({
          where: { id: jobId },
          data: {
            resultFileId: file.id,
            resultSize: size,
            expiresAt: new Date(Date.now() + EXPORT_TTL_MS),
          },
        });
      } finally {
        await unlink(staged).catch(() => undefined);
      }
      return { total: plan.paperIds.length };
    });
  }

  /** Whether the starter, as they are now, holds a permission (a super admin holds them all). */
  /**
   * Proctoring snapshots go into an export only for someone who may watch the exam: exam:watch
   * and one of its proctors (or a super admin), as the watch console itself requires.
   */
  private async showsSnapshots(session: SessionUser, examId: string): Promise<boolean> {
    if (!hasPermission(session, PERMISSIONS.examWatch)) return false;
    return (await canProctor(this.db, session, examId)) === true;
  }

  private async starterIsSuperAdmin(userId: string): Promise<boolean> {
    const roles = await this.db.userRole.count({ where: { userId, roleId: SUPER_ADMIN_ROLE_ID } });
    return roles > 0;
  }

  private async starterHolds(userId: string, code: PermissionCode): Promise<boolean> {
    const roles = await this.db.userRole.count({
      where: {
        userId,
        OR: [
          { roleId: SUPER_ADMIN_ROLE_ID },
          { role: { menus: { some: { menu: { permissionTag: code } } } } },
        ],
      },
    });
    return roles > 0;
  }

  // -------------------------------------------------------------------------------------------
  // Shared by both ways
  // -------------------------------------------------------------------------------------------

  /**
   * The exam and papers of a selection: chosen papers must be of one exam; papers being sat are
   * left out; nothing left is EXPORT_NO_DATA.
   */
  private async plan(selection: PaperSelection): Promise<ExportPlan> {
    let examId = selection.examId;
    if (selection.paperIds.length > 0) {
      const chosen = await this.db.paper.findMany({
        where: {
          id: { in: selection.paperIds },
          ...(examId === undefined ? {} : { examId }),
        },
        select: { examId: true },
        distinct: ['examId'],
      });
      if (chosen.length > 1) {
        throw new AppError('PARAM_INVALID', {}, { paperIds: 'papers of one exam' });
      }
      if (chosen.length === 0) throw new AppError('EXPORT_NO_DATA');
      examId = chosen[0]!.examId;
    }
    const exam = await this.db.exam.findUnique({ where: { id: examId }, select: { title: true } });
    if (exam === null) throw new AppError('EXAM_NOT_FOUND');
    const only = selection.paperIds.length > 0 ? selection.paperIds : null;
    const papers = await this.db.$queryRaw<Array<{ id: string }>>`
      SELECT p."id" FROM "Paper" p LEFT JOIN "User" u ON u."id" = p."userId"
      WHERE p."examId" = ${examId} AND p."state" <> ${PaperState.IN_EXAM}
        AND (${only}::text[] IS NULL OR p."id" = ANY(${only}::text[]))
      ORDER BY u."userName", p."startedAt", p."id"`;
    if (papers.length === 0) throw new AppError('EXPORT_NO_DATA');
    return { examId: examId!, examTitle: exam.title, paperIds: papers.map((p) => p.id) };
  }

  /** Streams the export into `out`, reporting each paper written. */
  private async writeExport(
    out: Writable,
    plan: ExportPlan,
    { format, lang, snapshots }: WriteOptions,
    onPaper: (done: number) => Promise<void> = async () => undefined,
  ): Promise<void> {
    const done = finished(out);
    done.catch(() => undefined);
    if (format === 'results') {
      out.end(await this.resultsWorkbook(plan, lang));
    } else if (format === 'pdf') {
      const doc = newPdf(plan.examTitle);
      doc.pipe(out);
      for (const [i, paperId] of plan.paperIds.entries()) {
        writePaper(doc, await this.paperPages(paperId, snapshots), lang, i === 0);
        await drained(doc, out);
        await onPaper(i + 1);
      }
      doc.end();
    } else {
      const zip = archiver('zip', { zlib: { level: 1 } });
      zip.pipe(out);
      const names = new Set<string>();
      for (const [i, paperId] of plan.paperIds.entries()) {
        const pages = await this.paperPages(paperId, snapshots);
        const doc = newPdf(plan.examTitle);
        writePaper(doc, pages, lang, true);
        doc.end();
        const entry = once(zip, 'entry');
        zip.append(doc as unknown as Readable, { name: entryName(pages.paper, names) });
        await entry;
        await drained(zip, out);
        await onPaper(i + 1);
      }
      const summary = lang === 'en' ? 'results.xlsx' : '成绩汇总.xlsx';
      zip.append(await this.resultsWorkbook(plan, lang), { name: summary });
      await zip.finalize();
    }
    await done;
  }

  /** One paper for its pages: the whole paper with keys, and its snapshots when allowed. */
  private async paperPages(paperId: string, withSnapshots: boolean) {
    const [paper, snapshots] = await Promise.all([
      this.review.review({ id: paperId }),
      withSnapshots ? this.monitor.paperSnapshots(paperId, SNAPSHOTS_PER_PAPER) : [],
    ]);
    return { paper, snapshots };
  }

  /** The results sheet of the plan's papers (see results-sheet.ts). */
  async resultsWorkbook(plan: ExportPlan, lang: Lang): Promise<Buffer> {
    const typeRows = await this.db.$queryRaw<Array<{ quType: number }>>`
      SELECT DISTINCT q."quType" FROM "PaperQuestion" q
      WHERE q."paperId" = ANY(${plan.paperIds}::text[])`;
    const types = typeRows.map((t) => t.quType);
    const sheet = new SheetWriter(lang === 'en' ? 'Results' : '成绩', resultColumns(types), {
      lang,
    });
    for (let i = 0; i < plan.paperIds.length; i += SHEET_PAGE) {
      for (const row of await this.resultRows(plan.paperIds.slice(i, i + SHEET_PAGE))) {
        sheet.add(resultCells(row, types, lang));
      }
    }
    return sheet.finish();
  }

  private async resultRows(paperIds: string[]): Promise<ResultRow[]> {
    const [papers, scores] = await Promise.all([
      this.db.$queryRaw<Array<Omit<ResultRow, 'byType'> & { id: string }>>`
        SELECT p."id", p."state", p."userScore", p."totalScore", p."objScore", p."subjScore",
          p."userTime", p."passed", p."leaveTimes", p."exState", p."startedAt", p."handedAt",
          COALESCE(u."userName", '') AS "userName", COALESCE(u."realName", '') AS "realName",
          COALESCE(u."familyName", '') AS "familyName", d."deptName"
        FROM "Paper" p
        LEFT JOIN "User" u ON u."id" = p."userId"
        LEFT JOIN "Department" d ON d."deptCode" = u."deptCode"
        WHERE p."id" = ANY(${paperIds}::text[])`,
      this.db.$queryRaw<Array<{ paperId: string; quType: number; earned: number }>>`
        SELECT q."paperId", q."quType", SUM(COALESCE(q."userScore", 0))::float8 AS "earned"
        FROM "PaperQuestion" q WHERE q."paperId" = ANY(${paperIds}::text[])
        GROUP BY q."paperId", q."quType"`,
    ]);
    const byPaper = new Map<string, Map<number, number>>();
    for (const s of scores) {
      const m = byPaper.get(s.paperId) ?? new Map<number, number>();
      const t = typeColumnOf(s.quType);
      m.set(t, (m.get(t) ?? 0) + s.earned);
      byPaper.set(s.paperId, m);
    }
    const byId = new Map(papers.map((p) => [p.id, p]));
    return paperIds.flatMap((pid) => {
      const p = byId.get(pid);
      return p === undefined ? [] : [{ ...p, byType: byPaper.get(pid) ?? new Map() }];
    });
  }

  private extra(row: JobRow) {
    const expired = row.state === 'completed' && (row.resultFileId === null || isExpired(row));
    return {
      examId: row.examId,
      format: row.format,
      resultSize: row.resultSize,
      expireTime: row.expiresAt,
      expired,
      hasResult: row.state === 'completed' && !expired,
    };
  }
}

/** What an export writes and for whom: its format, its labels' language, the snapshots or not. */
interface WriteOptions {
  format: ExportFormat;
  lang: Lang;
  snapshots: boolean;
}

/** Bytes a producer may hold unread before the next paper is written. */
const HIGH_WATER_BYTES = 4 * 1024 * 1024;

/**
 * Waits while a producer holds more than HIGH_WATER_BYTES its reader has not taken yet (pdfkit and
 * archiver keep writing whatever the reader's pace), so a slow download never fills the memory;
 * a reader that went away (a cancelled download) stops the export.
 */
async function drained(producer: Readable, out: Writable): Promise<void> {
  for (;;) {
    if (out.destroyed) throw new Error('the export was no longer read');
    if (producer.readableLength <= HIGH_WATER_BYTES) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function isExpired(job: { expiresAt: Date | null }, now = new Date()): boolean {
  return job.expiresAt !== null && job.expiresAt.getTime() <= now.getTime();
}

function formatOf(format: string): ExportFormat {
  return format === 'zip' || format === 'results' ? format : 'pdf';
}

/** `<exam>-<stamp>.pdf`, `.zip`, or `<exam>-results-<stamp>.xlsx`. */
function exportFileName(examTitle: string, format: ExportFormat, lang: Lang): string {
  const base = safeFileName(examTitle, 'exam').slice(0, 60);
  if (format === 'results') {
    return `${base}-${lang === 'en' ? 'results' : '成绩'}-${fileStamp()}.xlsx`;
  }
  return `${base}-${fileStamp()}.${FORMAT_FILE[format].ext}`;
}

/** A zip entry per paper: `<name>-<account>.pdf`, numbered when a learner has several papers. */
function entryName(
  paper: { realName: string; familyName: string; userName: string },
  taken: Set<string>,
): string {
  const who = safeFileName(`${paper.familyName}${paper.realName}-${paper.userName}`, 'paper');
  let name = `${who}.pdf`;
  for (let n = 2; taken.has(name); n++) name = `${who}-${n}.pdf`;
  taken.add(name);
  return name;
}
