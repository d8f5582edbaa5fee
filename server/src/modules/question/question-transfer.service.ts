import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import {
  AppError,
  catalogue,
  parseInput,
  renderMessage,
  type ErrorName,
} from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { runFailFast, type Attempt } from '../../core/jobs.ts';
import { logger } from '../../core/logger.ts';
import { currentLang } from '../../core/request-context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { lockRepos, recountRepos } from '../repo/index.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { ruleMessage } from './question.rules.ts';
import { insertQuestion } from './question.service.ts';
import {
  columnTitle,
  parseWorkbook,
  writeErrorReport,
  writeQuestions,
  writeTemplate,
  type ExportQuestion,
  type ImportIssue,
  type ImportItem,
} from './question-xlsx.ts';
import { sniffXlsx } from './xlsx-sniff.ts';
import { id } from '../../core/input.ts';

export const QUESTION_QUEUE = 'questions';
export const IMPORT_JOB = 'question.import';
export const EXPORT_JOB = 'question.export';
export const DOWNLOAD_PATH = '/api/repo/qu/job/download';

/** Upload limit of an import file. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Questions saved per transaction while importing (each chunk commits with the job's cursor). */
const IMPORT_CHUNK = 50;
/** Finished jobs (and their files) are kept this long. */
export const JOB_RETENTION_MS = 7 * 24 * 3600 * 1000;
/** At most this many problems are kept per import (the counts stay exact). */
const MAX_STORED_ISSUES = 5000;

export type JobKind = 'import' | 'export';
export type JobState = 'waiting' | 'active' | 'completed' | 'failed';

export interface QuestionJobErrorView {
  row: number;
  field: string;
  fieldName: string;
  subCode: string;
  code: number;
  message: string;
}

export interface QuestionJobView {
  id: string;
  kind: JobKind;
  repoId: string;
  state: JobState;
  progress: number;
  total: number;
  imported: number;
  failed: number;
  errors: QuestionJobErrorView[];
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

const ISSUE_SCHEMA = z.array(
  z.object({
    row: z.number(),
    field: z.string(),
    rule: z.string(),
    args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
);

function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what we remove
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001F]/g, '_').trim();
  return cleaned === '' ? 'questions' : cleaned.slice(0, 100);
}

/**
 * xlsx import and export of a bank's questions as worker jobs. The state lives in the
 * QuestionJob table (with the uploaded file and the export result), so any server process can
 * report progress and serve the file; BullMQ payloads carry only the job id.
 */
export class QuestionTransferService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  /** The import template (header, an example of every type, a notes sheet). */
  template(): Promise<Buffer> {
    return writeTemplate();
  }

  /** Stores an uploaded file and queues its import into the bank (qu:import). */
  async startImport(
    session: SessionUser,
    upload: { repoId: unknown; fileName: string; bytes: Buffer },
  ): Promise<{ jobId: string }> {
    requirePermission(session, PERMISSIONS.quImport);
    const repoId = parseInput(id, upload.repoId);
    await this.requireRepo(repoId);
    if (upload.bytes.length === 0 || upload.bytes.length > MAX_IMPORT_BYTES) {
      throw new AppError(upload.bytes.length === 0 ? 'IMPORT_FILE_INVALID' : 'PAYLOAD_TOO_LARGE');
    }
    if (!sniffXlsx(upload.bytes).ok) throw new AppError('IMPORT_FILE_INVALID');
    const job = await this.db.questionJob.create({
      data: {
        kind: 'import',
        repoId,
        userId: session.userId,
        fileName: safeFileName(upload.fileName),
        input: new Uint8Array(upload.bytes),
      },
      select: { id: true },
    });
    await this.enqueue(IMPORT_JOB, job.id);
    return { jobId: job.id };
  }

  /** Queues an export of the bank's questions (qu:export). */
  async startExport(session: SessionUser, rawRepoId: unknown): Promise<{ jobId: string }> {
    requirePermission(session, PERMISSIONS.quExport);
    const repoId = parseInput(id, rawRepoId);
    const repo = await this.db.repo.findUnique({
      where: { id: repoId },
      select: { title: true, quCount: true },
    });
    if (repo === null) throw new AppError('DATA_NOT_FOUND');
    if (repo.quCount === 0) throw new AppError('EXPORT_NO_DATA');
    const job = await this.db.questionJob.create({
      data: {
        kind: 'export',
        repoId,
        userId: session.userId,
        fileName: `${safeFileName(repo.title)}.xlsx`,
      },
      select: { id: true },
    });
    await this.enqueue(EXPORT_JOB, job.id);
    return { jobId: job.id };
  }

  private async enqueue(name: string, jobId: string) {
    try {
      await this.infra.queues.queue(QUESTION_QUEUE).add(name, { jobId }, { jobId });
    } catch (e) {
      await this.markFailed(jobId, 'INTERNAL_ERROR');
      throw e;
    }
  }

  private async requireRepo(repoId: string) {
    const repo = await this.db.repo.findUnique({ where: { id: repoId }, select: { id: true } });
    if (repo === null) throw new AppError('DATA_NOT_FOUND');
  }

  /** A job's state for its kind's permission holders (qu:import or qu:export). */
  async status(session: SessionUser, rawJobId: unknown): Promise<QuestionJobView> {
    const jobId = parseInput(id, rawJobId);
    const job = await this.db.questionJob.findUnique({
      where: { id: jobId },
      omit: { input: true, result: true },
    });
    if (job === null) throw new AppError('DATA_NOT_FOUND');
    this.requireKindPermission(session, job.kind);
    const hasResult = await this.db.questionJob.count({
      where: { id: jobId, result: { not: null } },
    });
    const lang = currentLang();
    const issues = this.issuesOf(job.errors);
    return {
      id: job.id,
      kind: job.kind as JobKind,
      repoId: job.repoId,
      state: job.state as JobState,
      progress: job.progress,
      total: job.total,
      imported: job.imported,
      failed: job.failed,
      errors: issues.map((i) => ({
        row: i.row,
        field: i.field,
        fieldName: columnTitle(i.field, lang),
        subCode: 'PARAM_INVALID',
        code: catalogue.PARAM_INVALID.code,
        message: ruleMessage(i, lang),
      })),
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
    const job = await this.db.questionJob.findUnique({
      where: { id: input.jobId },
      select: { kind: true, state: true, fileName: true, errors: true, result: true },
    });
    if (job === null) throw new AppError('DATA_NOT_FOUND');
    this.requireKindPermission(session, job.kind);
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

  private requireKindPermission(session: SessionUser, kind: string) {
    requirePermission(session, kind === 'import' ? PERMISSIONS.quImport : PERMISSIONS.quExport);
  }

  private issuesOf(json: Prisma.JsonValue): ImportIssue[] {
    const parsed = ISSUE_SCHEMA.safeParse(json);
    return parsed.success ? (parsed.data as ImportIssue[]) : [];
  }

  // -------------------------------------------------------------------------------------------
  // Worker side
  // -------------------------------------------------------------------------------------------

  /**
   * Imports a stored file: reads every row, records the problems, then saves the valid questions
   * in chunks. Each chunk commits together with the job's cursor, so a retried job continues where
   * it stopped and never saves a question twice.
   */
  async runImport(jobId: string, attempt: Attempt): Promise<void> {
    await this.guard(jobId, attempt, async () => {
      const job = await this.db.questionJob.findUnique({
        where: { id: jobId },
        select: { state: true, repoId: true, input: true },
      });
      if (job === null || job.state === 'completed' || job.state === 'failed') return;
      if (job.input === null) throw new AppError('IMPORT_FILE_INVALID');
      await this.requireRepo(job.repoId);
      let parsed;
      try {
        parsed = await parseWorkbook(Buffer.from(job.input));
      } catch (e) {
        logger.info({ err: e, jobId }, 'unreadable import file');
        throw new AppError('IMPORT_FILE_INVALID');
      }
      const row = await this.db.questionJob.update({
        where: { id: jobId },
        data: {
          state: 'active',
          total: parsed.total,
          failed: parsed.failed,
          errors: parsed.issues.slice(0, MAX_STORED_ISSUES) as unknown as Prisma.InputJsonValue,
          progress: parsed.items.length === 0 ? 90 : 10,
        },
        select: { cursor: true },
      });
      for (let start = row.cursor; start < parsed.items.length; start += IMPORT_CHUNK) {
        await this.importChunk(jobId, job.repoId, parsed.items, start);
      }
      await this.db.questionJob.update({
        where: { id: jobId },
        data: { state: 'completed', progress: 100, input: null, finishedAt: new Date() },
      });
    });
  }

  private async importChunk(
    jobId: string,
    repoId: string,
    items: readonly ImportItem[],
    start: number,
  ) {
    const chunk = items.slice(start, start + IMPORT_CHUNK);
    await this.db.$transaction(
      async (tx) => {
        await lockRepos(tx, [repoId]);
        const [job] = await tx.$queryRaw<Array<{ cursor: number }>>`
          SELECT "cursor" FROM "QuestionJob" WHERE id = ${jobId} FOR UPDATE`;
        if (job === undefined || job.cursor !== start) return; // already done by an earlier run
        const chapters = await this.ensureChapters(
          tx,
          repoId,
          chunk.map((i) => i.chapterTitle),
        );
        for (const item of chunk) {
          const chapterId = item.chapterTitle === null ? null : chapters.get(item.chapterTitle);
          await insertQuestion(tx, repoId, chapterId ?? null, item.question);
        }
        await recountRepos(tx, [repoId]);
        const done = start + chunk.length;
        await tx.questionJob.update({
          where: { id: jobId },
          data: {
            cursor: done,
            imported: { increment: chunk.length },
            progress: 10 + Math.floor((80 * done) / items.length),
          },
        });
      },
      { maxWait: 30_000, timeout: 120_000 },
    );
  }

  /** Chapter ids by title, creating the titles the bank lacks (after its last chapter). */
  private async ensureChapters(
    tx: Prisma.TransactionClient,
    repoId: string,
    titles: ReadonlyArray<string | null>,
  ): Promise<Map<string, string>> {
    const wanted = [...new Set(titles.filter((t): t is string => t !== null))];
    const ids = new Map<string, string>();
    if (wanted.length === 0) return ids;
    const existing = await tx.chapter.findMany({
      where: { repoId },
      select: { id: true, title: true, sort: true },
    });
    for (const c of existing) ids.set(c.title, c.id);
    let sort = existing.reduce((m, c) => Math.max(m, c.sort), -1);
    for (const title of wanted) {
      if (ids.has(title)) continue;
      const created = await tx.chapter.create({
        data: { repoId, title, sort: ++sort },
        select: { id: true },
      });
      ids.set(title, created.id);
    }
    return ids;
  }

  /** Writes the bank's questions (parts, options, chapters) to an xlsx file. */
  async runExport(jobId: string, attempt: Attempt): Promise<void> {
    await this.guard(jobId, attempt, async () => {
      const job = await this.db.questionJob.findUnique({
        where: { id: jobId },
        select: { state: true, repoId: true },
      });
      if (job === null || job.state === 'completed' || job.state === 'failed') return;
      await this.requireRepo(job.repoId);
      await this.db.questionJob.update({
        where: { id: jobId },
        data: { state: 'active', progress: 10 },
      });
      const optionOrder = [{ sort: 'asc' as const }, { id: 'asc' as const }];
      const rows = await this.db.question.findMany({
        where: { repoId: job.repoId, parentId: null },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        include: {
          chapter: { select: { title: true } },
          options: { orderBy: optionOrder },
          subQuestions: {
            orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
            include: { options: { orderBy: optionOrder } },
          },
        },
      });
      await this.db.questionJob.update({ where: { id: jobId }, data: { progress: 50 } });
      type Row = Omit<(typeof rows)[number], 'subQuestions' | 'chapter'>;
      const toExport = (q: Row, chapterTitle: string | null, parts: Row[]): ExportQuestion => ({
        quType: q.quType,
        level: q.level,
        content: q.content,
        analysis: q.analysis,
        chapterTitle,
        options: q.options.map((o) => ({
          content: o.content,
          image: o.image,
          isRight: o.isRight,
          answer: o.answer,
        })),
        parts: parts.map((p) => toExport(p, null, [])),
      });
      const bytes = await writeQuestions(
        rows.map((q) => toExport(q, q.chapter?.title ?? null, q.subQuestions)),
      );
      await this.db.questionJob.update({
        where: { id: jobId },
        data: {
          state: 'completed',
          progress: 100,
          total: rows.length,
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
    await this.db.questionJob.updateMany({
      where: { id: jobId, state: { in: ['waiting', 'active'] } },
      data: { state: 'failed', failReason: reason, input: null, finishedAt: new Date() },
    });
  }

  /** Forgets jobs (and their files) older than the retention period; returns how many. */
  async purgeOld(now = new Date()): Promise<number> {
    const result = await this.db.questionJob.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - JOB_RETENTION_MS) } },
    });
    return result.count;
  }
}
