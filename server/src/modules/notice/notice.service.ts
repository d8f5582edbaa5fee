import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission, type SessionUser } from '../../core/auth/session-user.ts';
import { containsText } from '../../core/database/like.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { pageWindow, toPage, type Page } from '../../core/paging.ts';
import type { Notice, Prisma } from '../../generated/prisma/client.ts';
import { isBlankRich, sanitizeRich } from '../question/index.ts';
import {
  NoticeIdSchema,
  NoticeIdsSchema,
  NoticePagingSchema,
  NoticeState,
  SaveNoticeSchema,
  type NoticePagingInput,
  type SaveNoticeInput,
} from './notice.inputs.ts';

/** A notice (spec: id, title, content, state, createTime; publishTime when published). */
export interface NoticeView {
  id: string;
  title: string;
  content: string;
  state: number;
  publishTime: Date | null;
  createBy: string | null;
  createByName: string;
  createTime: Date;
  updateTime: Date;
}

/**
 * System notices: admins (sys:notice:*) write sanitized rich text and publish or keep drafts;
 * everyone signed in reads the published ones, newest first. A draft is not found by a learner.
 */
export class NoticeService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  /** Holders of sys:notice:list see drafts too (and may filter by state); others published only. */
  private seesDrafts(session: SessionUser): boolean {
    return hasPermission(session, PERMISSIONS.noticeList);
  }

  async paging(session: SessionUser, raw: NoticePagingInput): Promise<Page<NoticeView>> {
    const input = parseInput(NoticePagingSchema, raw);
    const admin = this.seesDrafts(session);
    const where: Prisma.NoticeWhereInput = {
      ...(admin
        ? input.state === undefined
          ? {}
          : { state: input.state }
        : { state: NoticeState.PUBLISHED }),
      ...(input.title === undefined ? {} : { title: containsText(input.title) }),
    };
    const [total, rows] = await Promise.all([
      this.db.notice.count({ where }),
      this.db.notice.findMany({
        where,
        orderBy: admin
          ? [{ updatedAt: 'desc' }, { id: 'desc' }]
          : [{ publishTime: 'desc' }, { id: 'desc' }],
        ...pageWindow(input.current, input.size),
      }),
    ]);
    return toPage(await this.views(rows), total, input.current, input.size);
  }

  async detail(session: SessionUser, raw: { id: string }): Promise<NoticeView> {
    const { id } = parseInput(NoticeIdSchema, raw);
    const row = await this.db.notice.findUnique({ where: { id } });
    if (row === null || (row.state !== NoticeState.PUBLISHED && !this.seesDrafts(session))) {
      throw new AppError('DATA_NOT_FOUND');
    }
    const [view] = await this.views([row]);
    return view!;
  }

  /** Creates (no id) or updates a notice; publishing sets publishTime the first time. */
  async save(session: SessionUser, raw: SaveNoticeInput): Promise<NoticeView> {
    const input = parseInput(SaveNoticeSchema, raw);
    const content = sanitizeRich(input.content);
    if (isBlankRich(content)) throw new AppError('PARAM_INVALID', {}, { content: 'required' });
    const published = input.state === NoticeState.PUBLISHED;
    let row: Notice;
    if (input.id === undefined) {
      row = await this.db.notice.create({
        data: {
          title: input.title,
          content,
          state: input.state,
          publishTime: published ? new Date() : null,
          createBy: session.userId,
        },
      });
    } else {
      const existing = await this.db.notice.findUnique({ where: { id: input.id } });
      if (existing === null) throw new AppError('DATA_NOT_FOUND');
      row = await this.db.notice.update({
        where: { id: input.id },
        data: {
          title: input.title,
          content,
          state: input.state,
          publishTime: published ? (existing.publishTime ?? new Date()) : existing.publishTime,
        },
      });
    }
    const [view] = await this.views([row]);
    return view!;
  }

  async delete(raw: { ids: string[] }): Promise<number> {
    const { ids } = parseInput(NoticeIdsSchema, raw);
    const res = await this.db.notice.deleteMany({ where: { id: { in: [...new Set(ids)] } } });
    return res.count;
  }

  private async views(rows: Notice[]): Promise<NoticeView[]> {
    const authorIds = [...new Set(rows.flatMap((r) => (r.createBy === null ? [] : [r.createBy])))];
    const users =
      authorIds.length === 0
        ? []
        : await this.db.user.findMany({
            where: { id: { in: authorIds } },
            select: { id: true, realName: true, userName: true },
          });
    const names = new Map(users.map((u) => [u.id, u.realName || u.userName]));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      state: r.state,
      publishTime: r.publishTime,
      createBy: r.createBy,
      createByName: r.createBy === null ? '' : (names.get(r.createBy) ?? ''),
      createTime: r.createdAt,
      updateTime: r.updatedAt,
    }));
  }
}
