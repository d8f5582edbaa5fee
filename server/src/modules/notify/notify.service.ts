import dayjs from 'dayjs';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { containsText } from '../../core/database/like.ts';
import { AppError, isAppError, parseInput, type ErrorName } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Attempt } from '../../core/jobs.ts';
import { logger } from '../../core/logger.ts';
import { pageWindow, toPage, type Page } from '../../core/paging.ts';
import type { NotifyJob, NotifyTmpl, Prisma } from '../../generated/prisma/client.ts';
import { listAudience } from '../exam/index.ts';
import type { MessageService } from '../message/index.ts';
import { fillTemplate } from '../message/index.ts';
import {
  NOTIFY_BATCH,
  NOTIFY_EXAM_JOB,
  NOTIFY_QUEUE,
  NotifyJobState,
  REMIND_BEFORE_MS,
  type Placeholder,
} from './notify.constants.ts';
import {
  PrepareNotifySchema,
  SaveTmplSchema,
  TmplIdSchema,
  TmplIdsSchema,
  TmplPagingSchema,
  type PrepareNotifyInput,
  type SaveTmplInput,
  type TmplPagingInput,
} from './notify.inputs.ts';

/** A template (spec: Message template id, title). */
export interface NotifyTmplView {
  id: string;
  title: string;
  msgTitle: string;
  content: string;
  channels: string[];
  createTime: Date;
  updateTime: Date;
}

/** An exam notification job and its progress. */
export interface NotifyJobView {
  id: string;
  examId: string;
  tmplId: string;
  state: string;
  total: number;
  sent: number;
  /** 0-100 */
  progress: number;
  failReason: string | null;
  createTime: Date;
  finishTime: Date | null;
}

const TIME = 'YYYY-MM-DD HH:mm';

/**
 * Notification templates and an exam's notification to everyone in its scope: the request
 * makes a job (ids only), the worker renders the template for each recipient and stores one
 * in-site message each (keyed by the job, so a retried job sends nobody a second one).
 */
export class NotifyService {
  constructor(
    private readonly infra: Infra,
    private readonly messages: MessageService,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  // --- templates --------------------------------------------------------------------------------

  async paging(raw: TmplPagingInput): Promise<Page<NotifyTmplView>> {
    const input = parseInput(TmplPagingSchema, raw);
    const where: Prisma.NotifyTmplWhereInput =
      input.title === undefined ? {} : { title: containsText(input.title) };
    const [total, rows] = await Promise.all([
      this.db.notifyTmpl.count({ where }),
      this.db.notifyTmpl.findMany({
        where,
        orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
        ...pageWindow(input.current, input.size),
      }),
    ]);
    return toPage(rows.map(tmplView), total, input.current, input.size);
  }

  async detail(raw: { id: string }): Promise<NotifyTmplView> {
    const { id } = parseInput(TmplIdSchema, raw);
    const row = await this.db.notifyTmpl.findUnique({ where: { id } });
    if (row === null) throw new AppError('DATA_NOT_FOUND');
    return tmplView(row);
  }

  async save(session: SessionUser, raw: SaveTmplInput): Promise<NotifyTmplView> {
    const { id, ...fields } = parseInput(SaveTmplSchema, raw);
    if (id === undefined) {
      return tmplView(
        await this.db.notifyTmpl.create({ data: { ...fields, createdBy: session.userId } }),
      );
    }
    const res = await this.db.notifyTmpl.updateMany({ where: { id }, data: fields });
    if (res.count === 0) throw new AppError('DATA_NOT_FOUND');
    return this.detail({ id });
  }

  async delete(raw: { ids: string[] }): Promise<number> {
    const { ids } = parseInput(TmplIdsSchema, raw);
    const res = await this.db.notifyTmpl.deleteMany({ where: { id: { in: [...new Set(ids)] } } });
    return res.count;
  }

  // --- an exam's notification ------------------------------------------------------------------

  /** Starts sending an exam's notification through a template; returns the job. */
  async prepareNotify(session: SessionUser, raw: PrepareNotifyInput): Promise<NotifyJobView> {
    const input = parseInput(PrepareNotifySchema, raw);
    const [exam, tmpl] = await Promise.all([
      this.db.exam.findUnique({ where: { id: input.examId }, select: { id: true } }),
      this.db.notifyTmpl.findUnique({ where: { id: input.tmplId }, select: { id: true } }),
    ]);
    if (exam === null) throw new AppError('EXAM_NOT_FOUND');
    if (tmpl === null) throw new AppError('DATA_NOT_FOUND');
    const job = await this.db.notifyJob.create({
      data: { examId: exam.id, tmplId: tmpl.id, userId: session.userId },
    });
    try {
      await this.infra.queues
        .queue(NOTIFY_QUEUE)
        .add(NOTIFY_EXAM_JOB, { jobId: job.id }, { jobId: `notify-${job.id}` });
    } catch (e) {
      await this.markFailed(job.id, 'INTERNAL_ERROR');
      throw e;
    }
    return jobView(job);
  }

  async job(raw: { id: string }): Promise<NotifyJobView> {
    const { id } = parseInput(TmplIdSchema, raw);
    const job = await this.db.notifyJob.findUnique({ where: { id } });
    if (job === null) throw new AppError('DATA_NOT_FOUND');
    return jobView(job);
  }

  /** The worker's part: renders and stores the messages in batches, with progress. */
  async runNotifyJob(jobId: string, attempt: Attempt): Promise<void> {
    const job = await this.db.notifyJob.findUnique({ where: { id: jobId } });
    if (job === null || job.state === NotifyJobState.COMPLETED) return;
    try {
      const [exam, tmpl] = await Promise.all([
        this.db.exam.findUnique({ where: { id: job.examId } }),
        this.db.notifyTmpl.findUnique({ where: { id: job.tmplId } }),
      ]);
      if (exam === null) throw new AppError('EXAM_NOT_FOUND');
      if (tmpl === null) throw new AppError('DATA_NOT_FOUND');
      const audience = await listAudience(this.db, exam);
      const refKey = `notify:${job.id}`;
      await this.db.notifyJob.update({
        where: { id: job.id },
        data: {
          state: NotifyJobState.ACTIVE,
          total: audience.length,
          sent: await this.messages.countByRef(refKey),
        },
      });
      const common = {
        examTitle: exam.title,
        startTime: dayjs(exam.startTime).format(TIME),
        endTime: dayjs(exam.endTime).format(TIME),
        totalTime: exam.totalTime,
      } satisfies Partial<Record<Placeholder, string | number>>;
      for (let i = 0; i < audience.length; i += NOTIFY_BATCH) {
        const batch = audience.slice(i, i + NOTIFY_BATCH);
        const users = await this.db.user.findMany({
          where: { id: { in: batch } },
          select: { id: true, userName: true, realName: true },
        });
        await this.messages.deliver(
          users.map((u) => {
            const args = { ...common, realName: u.realName, userName: u.userName };
            return {
              userId: u.id,
              title: fillTemplate(tmpl.msgTitle, args),
              content: fillTemplate(tmpl.content, args),
            };
          }),
          { sendBy: job.userId, refKey },
        );
        await this.db.notifyJob.update({
          where: { id: job.id },
          data: { sent: await this.messages.countByRef(refKey) },
        });
      }
      await this.db.notifyJob.update({
        where: { id: job.id },
        data: { state: NotifyJobState.COMPLETED, finishedAt: new Date() },
      });
    } catch (e) {
      if (isAppError(e) || attempt.final) {
        await this.markFailed(job.id, isAppError(e) ? e.errorName : 'INTERNAL_ERROR');
      }
      if (!isAppError(e)) logger.error({ err: e, jobId }, 'exam notification failed');
      if (isAppError(e)) return;
      throw e;
    }
  }

  /**
   * The sweep: every enabled online exam that starts within REMIND_BEFORE_MS tells each learner
   * of its scope once (the platform message examStarting). Messages go first, each once per user
   * and exam, then the exam is marked reminded, so a crash in between repeats nothing.
   */
  async remindStartingExams(now: Date = new Date()): Promise<number> {
    const exams = await this.db.exam.findMany({
      where: {
        state: 0,
        offline: false,
        startTime: { gt: now, lte: new Date(now.getTime() + REMIND_BEFORE_MS) },
      },
      select: { id: true, title: true, openType: true, startTime: true, totalTime: true },
    });
    if (exams.length === 0) return 0;
    const done = await this.db.examReminder.findMany({
      where: { examId: { in: exams.map((e) => e.id) }, kind: 'starting' },
      select: { examId: true },
    });
    const reminded = new Set(done.map((d) => d.examId));
    let sent = 0;
    for (const exam of exams.filter((e) => !reminded.has(e.id))) {
      const audience = await listAudience(this.db, exam);
      const args = {
        exam: exam.title,
        start: dayjs(exam.startTime).format(TIME),
        minutes: exam.totalTime,
      };
      sent += await this.messages.notify(
        audience.map((userId) => ({
          userId,
          kind: 'examStarting' as const,
          args,
          refKey: `exam-start:${exam.id}`,
        })),
      );
      await this.db.examReminder.createMany({
        data: [{ examId: exam.id, kind: 'starting' }],
        skipDuplicates: true,
      });
    }
    return sent;
  }

  private async markFailed(id: string, reason: ErrorName): Promise<void> {
    await this.db.notifyJob.update({
      where: { id },
      data: { state: NotifyJobState.FAILED, failReason: reason, finishedAt: new Date() },
    });
  }
}

function tmplView(t: NotifyTmpl): NotifyTmplView {
  return {
    id: t.id,
    title: t.title,
    msgTitle: t.msgTitle,
    content: t.content,
    channels: t.channels,
    createTime: t.createdAt,
    updateTime: t.updatedAt,
  };
}

function jobView(j: NotifyJob): NotifyJobView {
  return {
    id: j.id,
    examId: j.examId,
    tmplId: j.tmplId,
    state: j.state,
    total: j.total,
    sent: j.sent,
    progress:
      j.state === NotifyJobState.COMPLETED
        ? 100
        : j.total === 0
          ? 0
          : Math.floor((j.sent / j.total) * 100),
    failReason: j.failReason,
    createTime: j.createdAt,
    finishTime: j.finishedAt,
  };
}
