import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Lang } from '../../core/i18n.ts';
import { id } from '../../core/input.ts';
import type { Attempt } from '../../core/jobs.ts';
import { stretch } from '../../core/transfer/progress.ts';
import { TransferJobs, safeFileName, transferNames } from '../../core/transfer/transfer-jobs.ts';
import type { TransferJobView } from '../../core/transfer/transfer-spec.ts';
import type { Prisma, QuestionJob } from '../../generated/prisma/client.ts';
import { lockRepos, recountRepos } from '../repo/index.ts';
import { insertQuestion } from './question.service.ts';
import { QUESTION_IMPORT } from './question-template.ts';
import {
  parseWorkbook,
  writeQuestions,
  type ExportQuestion,
  type ImportItem,
} from './question-xlsx.ts';

/** The queue and job names of question imports and exports. */
export const QUESTION_TRANSFER = transferNames('question', 'questions');

/** Questions saved per transaction while importing (each chunk commits with the job's cursor). */
const IMPORT_CHUNK = 50;

export type QuestionJobView = TransferJobView & { repoId: string };

type QuestionJobRow = Omit<QuestionJob, 'input' | 'result'>;

/**
 * xlsx import and export of a bank's questions as worker jobs kept in the QuestionJob table.
 * A job is seen by every holder of its kind's permission (qu:import or qu:export).
 */
export class QuestionTransferService extends TransferJobs<{ repoId: string }, QuestionJobRow> {
  constructor(private readonly infra: Infra) {
    super(infra.queues, {
      names: QUESTION_TRANSFER,
      table: infra.prisma.questionJob,
      permissions: { import: PERMISSIONS.quImport, export: PERMISSIONS.quExport },
      starterOnly: false,
      downloadPath: '/api/repo/qu/job/download',
      imports: QUESTION_IMPORT,
    });
  }

  private get db() {
    return this.infra.prisma;
  }

  /** Stores an uploaded file and queues its import into the bank (qu:import). */
  startImport(
    session: SessionUser,
    upload: { repoId: unknown; fileName: string; bytes: Buffer },
  ): Promise<{ jobId: string }> {
    return this.queueImport(session, upload, async () => {
      const repoId = parseInput(id, upload.repoId);
      await this.requireRepo(repoId);
      return { repoId };
    });
  }

  /** Queues an export of the bank's questions (qu:export). */
  startExport(session: SessionUser, rawRepoId: unknown): Promise<{ jobId: string }> {
    return this.queueExport(session, async () => {
      const repoId = parseInput(id, rawRepoId);
      const repo = await this.db.repo.findUnique({
        where: { id: repoId },
        select: { title: true, quCount: true },
      });
      if (repo === null) throw new AppError('DATA_NOT_FOUND');
      if (repo.quCount === 0) throw new AppError('EXPORT_NO_DATA');
      return { fileName: `${safeFileName(repo.title, 'questions')}.xlsx`, fields: { repoId } };
    });
  }

  private async requireRepo(repoId: string) {
    const repo = await this.db.repo.findUnique({ where: { id: repoId }, select: { id: true } });
    if (repo === null) throw new AppError('DATA_NOT_FOUND');
  }

  /** A job's state for its kind's permission holders (qu:import or qu:export), with its bank. */
  override status(session: SessionUser, rawJobId: unknown, lang: Lang): Promise<QuestionJobView> {
    return this.statusWith(session, rawJobId, lang, (job) => ({ repoId: job.repoId }));
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
    await this.runImportJob(jobId, attempt, async (job, read) => {
      await this.requireRepo(job.repoId);
      const parsed = await read(parseWorkbook);
      await this.begin(jobId, {
        total: parsed.total,
        failed: parsed.failed,
        issues: parsed.issues,
        progress: parsed.items.length === 0 ? 90 : 10,
      });
      for (let start = job.cursor; start < parsed.items.length; start += IMPORT_CHUNK) {
        await this.importChunk(jobId, job.repoId, parsed.items, start);
      }
      return {};
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
            progress: stretch(10, 90, done, items.length),
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
    await this.runExportJob(jobId, attempt, async (job) => {
      await this.requireRepo(job.repoId);
      await this.begin(jobId, { progress: 10 });
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
      await this.progress(jobId, 50);
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
      return { bytes, total: rows.length };
    });
  }
}
