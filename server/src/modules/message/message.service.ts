import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Lang } from '../../core/i18n.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import { pageWindow, toPage, type Page } from '../../core/paging.ts';
import { Prisma, type UserMessage } from '../../generated/prisma/client.ts';
import {
  MessageIdSchema,
  MessageIdsSchema,
  MyMessagePagingSchema,
  SendMessageSchema,
  SendPagingSchema,
  type MyMessagePagingInput,
  type SendMessageInput,
} from './message.inputs.ts';
import {
  isPlatformKind,
  renderPlatformMessage,
  type PlatformMessageKind,
} from './message.texts.ts';
import type { UnreadEvent } from './message.topics.ts';

/** 0 unread, 1 read (spec: Message.readState). */
export const ReadState = { UNREAD: 0, READ: 1 } as const;

/** A message as its reader sees it (spec fields id, title, content, createTime, readState). */
export interface MessageView {
  id: string;
  title: string;
  content: string;
  createTime: Date;
  readState: number;
  readTime: Date | null;
  /** A platform message's kind; null for an admin's message */
  kind: string | null;
}

/** What another module sends: one message per (user, refKey), rendered in the reader's language. */
export interface PlatformMessage {
  userId: string;
  kind: PlatformMessageKind;
  args: Record<string, string | number>;
  /** What it is about, e.g. `apply:<id>:1`: a user gets one message per key. */
  refKey: string;
}

/** An admin's send, for the history list. */
export interface MessageSendView {
  id: string;
  title: string;
  content: string;
  sendBy: string;
  sendByName: string;
  recipients: number;
  userCount: number;
  groupCount: number;
  deptCount: number;
  createTime: Date;
}

interface Audience {
  userIds: string[];
  groupIds: string[];
  deptCodes: string[];
}

/**
 * In-site messages: the reader's list, reading, marking and deleting their own messages (nobody
 * reads another's), the unread count (pushed on the pubsub on every change, so the header badge
 * follows without polling), the platform's messages other modules send through `notify`, and an
 * admin's sends to users, groups and departments.
 */
export class MessageService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  // --- the reader -------------------------------------------------------------------------------

  async paging(
    session: SessionUser,
    raw: MyMessagePagingInput,
    lang: Lang,
  ): Promise<Page<MessageView>> {
    const input = parseInput(MyMessagePagingSchema, raw);
    const where: Prisma.UserMessageWhereInput = {
      userId: session.userId,
      ...(input.readState === undefined ? {} : { readState: input.readState }),
    };
    const [total, rows] = await Promise.all([
      this.db.userMessage.count({ where }),
      this.db.userMessage.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...pageWindow(input.current, input.size),
      }),
    ]);
    return toPage(
      rows.map((r) => toView(r, lang)),
      total,
      input.current,
      input.size,
    );
  }

  /** One of the caller's messages, marked read (spec detail-for-read). */
  async detailForRead(session: SessionUser, raw: { id: string }, lang: Lang): Promise<MessageView> {
    const { id } = parseInput(MessageIdSchema, raw);
    const res = await this.db.userMessage.updateMany({
      where: { id, userId: session.userId, readState: ReadState.UNREAD },
      data: { readState: ReadState.READ, readAt: new Date() },
    });
    const row = await this.db.userMessage.findFirst({ where: { id, userId: session.userId } });
    if (row === null) throw new AppError('DATA_NOT_FOUND');
    if (res.count > 0) await this.publishUnread([session.userId]);
    return toView(row, lang);
  }

  async countUnread(userId: string): Promise<number> {
    return this.db.userMessage.count({ where: { userId, readState: ReadState.UNREAD } });
  }

  /** Marks the caller's messages read; others' ids are ignored. Returns how many changed. */
  async markRead(session: SessionUser, raw: { ids: string[] }): Promise<number> {
    const { ids } = parseInput(MessageIdsSchema, raw);
    const res = await this.db.userMessage.updateMany({
      where: { id: { in: ids }, userId: session.userId, readState: ReadState.UNREAD },
      data: { readState: ReadState.READ, readAt: new Date() },
    });
    if (res.count > 0) await this.publishUnread([session.userId]);
    return res.count;
  }

  /** Deletes the caller's messages; others' ids are ignored. Returns how many went. */
  async userDelete(session: SessionUser, raw: { ids: string[] }): Promise<number> {
    const { ids } = parseInput(MessageIdsSchema, raw);
    const res = await this.db.userMessage.deleteMany({
      where: { id: { in: ids }, userId: session.userId },
    });
    if (res.count > 0) await this.publishUnread([session.userId]);
    return res.count;
  }

  /**
   * The caller's unread count now, then again whenever it changes (on any process); return()
   * ends it at once.
   */
  async unreadFeed(session: SessionUser): Promise<AsyncIterableIterator<UnreadEvent>> {
    const feedOf = this.infra.pubsub.subscribe('USER_MESSAGES', session.userId);
    const source = feedOf[Symbol.asyncIterator]();
    // Subscribed before counting, so a change in between is not lost (at worst sent twice).
    let first: UnreadEvent | null = { unread: await this.countUnread(session.userId) };
    // Not an async generator: its return() would wait for the next event before cleaning up.
    const feed: AsyncIterableIterator<UnreadEvent> = {
      async next() {
        if (first !== null) {
          const value = first;
          first = null;
          return { done: false, value };
        }
        return source.next();
      },
      async return() {
        await source.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return feed;
      },
    };
    return feed;
  }

  // --- the platform -----------------------------------------------------------------------------

  /**
   * Sends the platform's messages (an apply audited, a paper marked, ...): one per user and
   * refKey, so a retried job or a second audit of the same outcome sends nothing twice. Never
   * throws: a message that cannot be stored is logged and the caller's work stands.
   */
  async notify(messages: readonly PlatformMessage[]): Promise<number> {
    if (messages.length === 0) return 0;
    try {
      const res = await this.db.userMessage.createMany({
        data: messages.map((m) => ({
          userId: m.userId,
          kind: m.kind,
          args: m.args,
          refKey: m.refKey,
        })),
        skipDuplicates: true,
      });
      if (res.count > 0) await this.publishUnread([...new Set(messages.map((m) => m.userId))]);
      return res.count;
    } catch (e) {
      logger.error({ err: e, kinds: [...new Set(messages.map((m) => m.kind))] }, 'notify failed');
      return 0;
    }
  }

  /**
   * Stores written messages (an admin's send, a template's), one per user and refKey when a
   * refKey is given (a retried job sends nothing twice); publishes the new unread counts.
   * Returns how many were stored.
   */
  async deliver(
    messages: ReadonlyArray<{ userId: string; title: string; content: string }>,
    opts: { sendBy: string | null; sendId?: string; refKey?: string },
  ): Promise<number> {
    const seen = new Set<string>();
    const unique = messages.filter((m) =>
      seen.has(m.userId) ? false : (seen.add(m.userId), true),
    );
    if (unique.length === 0) return 0;
    const res = await this.db.userMessage.createMany({
      data: unique.map((m) => ({
        userId: m.userId,
        title: m.title,
        content: m.content,
        sendBy: opts.sendBy,
        sendId: opts.sendId ?? null,
        refKey: opts.refKey ?? null,
      })),
      skipDuplicates: true,
    });
    if (res.count > 0) await this.publishUnread([...seen]);
    return res.count;
  }

  /** How many messages carry a refKey (what a job has delivered so far). */
  async countByRef(refKey: string): Promise<number> {
    return this.db.userMessage.count({ where: { refKey } });
  }

  // --- an admin's send --------------------------------------------------------------------------

  /**
   * Sends a message to the chosen users, the members of the chosen groups and the users of the
   * chosen departments (with their sub-departments); disabled users are left out and everyone
   * gets it once.
   */
  async send(session: SessionUser, raw: SendMessageInput): Promise<MessageSendView> {
    const input = parseInput(SendMessageSchema, raw);
    const audience: Audience = {
      userIds: [...new Set(input.userIds)],
      groupIds: [...new Set(input.groupIds)],
      deptCodes: [...new Set(input.deptCodes)],
    };
    const userIds = await this.resolveAudience(audience);
    if (userIds.length === 0) throw new AppError('NO_MATCHING_USERS');
    const { id: sendId } = await this.db.messageSend.create({
      select: { id: true },
      data: {
        title: input.title,
        content: input.content,
        sendBy: session.userId,
        audience: { ...audience },
        recipients: userIds.length,
      },
    });
    const recipients = await this.deliver(
      userIds.map((userId) => ({ userId, title: input.title, content: input.content })),
      { sendBy: session.userId, sendId },
    );
    if (recipients !== userIds.length) {
      await this.db.messageSend.update({ where: { id: sendId }, data: { recipients } });
    }
    const [view] = await this.sendViews([sendId]);
    if (view === undefined) throw new AppError('DATA_NOT_FOUND');
    return view;
  }

  /** Every admin's sends, newest first. */
  async sendPaging(raw: { current?: unknown; size?: unknown }): Promise<Page<MessageSendView>> {
    const input = parseInput(SendPagingSchema, raw);
    const [total, rows] = await Promise.all([
      this.db.messageSend.count(),
      this.db.messageSend.findMany({
        select: { id: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...pageWindow(input.current, input.size),
      }),
    ]);
    return toPage(await this.sendViews(rows.map((r) => r.id)), total, input.current, input.size);
  }

  /** The active users of an audience, once each. */
  async resolveAudience(a: Audience): Promise<string[]> {
    const parts: Prisma.Sql[] = [];
    if (a.userIds.length > 0) {
      parts.push(Prisma.sql`SELECT u.id FROM "User" u
        WHERE u.id IN (${Prisma.join(a.userIds)}) AND u.state <> 1`);
    }
    if (a.groupIds.length > 0) {
      parts.push(Prisma.sql`SELECT u.id FROM "GroupMember" g JOIN "User" u ON u.id = g."userId"
        WHERE g."groupId" IN (${Prisma.join(a.groupIds)}) AND u.state <> 1`);
    }
    if (a.deptCodes.length > 0) {
      const prefixes = a.deptCodes.map((c) => Prisma.sql`starts_with(u."deptCode", ${c})`);
      parts.push(Prisma.sql`SELECT u.id FROM "User" u
        WHERE u."deptCode" IS NOT NULL AND (${Prisma.join(prefixes, ' OR ')}) AND u.state <> 1`);
    }
    if (parts.length === 0) return [];
    const rows = await this.db.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM (${Prisma.join(parts, ' UNION ')}) audience ORDER BY id`;
    return rows.map((r) => r.id);
  }

  private async sendViews(ids: string[]): Promise<MessageSendView[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.messageSend.findMany({ where: { id: { in: ids } } });
    const users = await this.db.user.findMany({
      where: { id: { in: [...new Set(rows.map((r) => r.sendBy))] } },
      select: { id: true, realName: true, userName: true },
    });
    const names = new Map(users.map((u) => [u.id, u.realName || u.userName]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (r === undefined) return [];
      const a = r.audience as Partial<Audience>;
      return [
        {
          id: r.id,
          title: r.title,
          content: r.content,
          sendBy: r.sendBy,
          sendByName: names.get(r.sendBy) ?? '',
          recipients: r.recipients,
          userCount: a.userIds?.length ?? 0,
          groupCount: a.groupIds?.length ?? 0,
          deptCount: a.deptCodes?.length ?? 0,
          createTime: r.createdAt,
        },
      ];
    });
  }

  /** Publishes each user's unread count (one grouped query for all of them). */
  private async publishUnread(userIds: readonly string[]): Promise<void> {
    const counts = new Map<string, number>(userIds.map((u) => [u, 0]));
    const rows = await this.db.userMessage.groupBy({
      by: ['userId'],
      where: { userId: { in: [...counts.keys()] }, readState: ReadState.UNREAD },
      _count: { _all: true },
    });
    for (const r of rows) counts.set(r.userId, r._count._all);
    for (const [userId, unread] of counts) {
      this.infra.pubsub.publish('USER_MESSAGES', userId, { unread });
    }
  }
}

function toView(r: UserMessage, lang: Lang): MessageView {
  const args = (r.args ?? {}) as Record<string, unknown>;
  const text =
    r.kind !== null && isPlatformKind(r.kind)
      ? renderPlatformMessage(r.kind, args, lang)
      : { title: r.title, content: r.content };
  return {
    id: r.id,
    ...text,
    createTime: r.createdAt,
    readState: r.readState,
    readTime: r.readAt,
    kind: r.kind,
  };
}
