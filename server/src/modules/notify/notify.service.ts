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
import type { SmsService } from '../sms/index.ts';
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
  /** Texts the SMS provider took and refused (templates with the sms channel). */
  smsSent: number;
  smsFailed: number;
  /** 0-100 */
  progress: number;
  failReason: string | null;
  createTime: Date;
  finishTime: Date | null;
}

const TIME = 'YYYY-MM-DD HH:mm';

/**
 * Notification templates and an exam's notification to everyone in its scope: the request
 * makes a job (ids only), the worker renders the template for each recipient and sends it on each
 * of the template's channels once: an in-site message (keyed by the job), and a text to the linked
 * number of those who allow it (claimed per job and user before it is sent), so a retried job
 * sends nobody anything twice.
 */
export class NotifyService {
  constructor(
    private readonly infra: Infra,
    private readonly messages: MessageService,
    private readonly sms: Pick<SmsService, 'sendNotice'>,
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
      const byMsg = tmpl.channels.includes('msg');
      const bySms = tmpl.channels.includes('sms');
      await this.db.notifyJob.update({
        where: { id: job.id },
        data: {
          state: NotifyJobState.ACTIVE,
          total: audience.length,
          done: 0,
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
          select: { id: true, userName: true, realName: true, mobile: true, smsNotify: true },
        });
        const rendered = users.map((u) => {
          const args = { ...common, realName: u.realName, userName: u.userName };
          return {
            user: u,
            title: fillTemplate(tmpl.msgTitle, args),
            content: fillTemplate(tmpl.content, args),
          };
        });
        if (byMsg) {
          await this.messages.deliver(
            rendered.map((r) => ({ userId: r.user.id, title: r.title, content: r.content })),
            { sendBy: job.userId, refKey },
          );
        }
        if (bySms) {
          await this.textBatch(
            job.id,
            rendered.flatMap((r) =>
              r.user.mobile !== null && r.user.smsNotify
                ? [{ userId: r.user.id, mobile: r.user.mobile, text: smsText(r.title, r.content) }]
                : [],
            ),
          );
        }
        await this.db.notifyJob.update({
          where: { id: job.id },
          data: {
            sent: byMsg ? await this.messages.countByRef(refKey) : 0,
            done: i + batch.length,
            ...(bySms ? await this.smsCounts(job.id) : {}),
          },
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

  /**
   * Texts a batch: each recipient is claimed for the job first, and only the newly claimed are
   * sent to, so a rerun never texts anyone twice (a crash between claim and send loses that text
   * rather than repeating it). A provider's refusal is recorded per recipient; the job goes on.
   */
  private async textBatch(
    jobId: string,
    texts: ReadonlyArray<{ userId: string; mobile: string; text: string }>,
  ): Promise<void> {
    if (texts.length === 0) return;
    const claimed = await this.db.$queryRaw<Array<{ userId: string }>>`
      INSERT INTO "NotifySms" ("jobId", "userId")
      SELECT ${jobId}, u FROM unnest(${texts.map((t) => t.userId)}::text[]) AS u
      ON CONFLICT DO NOTHING
      RETURNING "userId"`;
    const mine = new Set(claimed.map((c) => c.userId));
    for (const t of texts.filter((x) => mine.has(x.userId))) {
      let delivered = true;
      try {
        await this.sms.sendNotice(t.mobile, t.text);
      } catch (e) {
        delivered = false;
        if (!isAppError(e)) logger.error({ err: e, jobId }, 'exam notification text failed');
      }
      await this.db.notifySms.update({
        where: { jobId_userId: { jobId, userId: t.userId } },
        data: { delivered },
      });
    }
  }

  private async smsCounts(jobId: string): Promise<{ smsSent: number; smsFailed: number }> {
    const rows = await this.db.notifySms.groupBy({
      by: ['delivered'],
      where: { jobId, delivered: { not: null } },
      _count: { _all: true },
    });
    const of = (d: boolean) => rows.find((r) => r.delivered === d)?._count._all ?? 0;
    return { smsSent: of(true), smsFailed: of(false) };
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
    smsSent: j.smsSent,
    smsFailed: j.smsFailed,
    progress:
      j.state === NotifyJobState.COMPLETED
        ? 100
        : j.total === 0
          ? 0
          : Math.min(100, Math.floor((j.done / j.total) * 100)),
    failReason: j.failReason,
    createTime: j.createdAt,
    finishTime: j.finishedAt,
  };
}

/** An SMS is one plain line: the template's line breaks and tabs read as spaces. */
function smsText(title: string, content: string): string {
  return `${title}：${content}`.replace(/[\t\r\n]+/g, ' ');
}
