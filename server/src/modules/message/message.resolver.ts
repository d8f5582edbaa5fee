import {
  Arg,
  Authorized,
  Ctx,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import type { MessageSendView, MessageView } from './message.service.ts';
import type { UnreadEvent } from './message.topics.ts';
import {
  Message,
  MessagePage,
  MessageSend,
  MessageSendPage,
  SendMessageInput,
} from './message.types.ts';

interface SubscribeData {
  context: GqlContext;
}

/** Your in-site messages and their unread count; an admin's sends. */
@Resolver()
export class MessageResolver {
  @Authorized()
  @Query(() => MessagePage, { description: 'Your messages, newest first (page size 10).' })
  myMessages(
    @Arg('readState', () => Int, { nullable: true, description: '0 unread, 1 read' })
    readState: number | null,
    @Arg('current', () => Int, { nullable: true }) current: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<MessageView>> {
    return ctx.services.messages.paging(
      requireSession(ctx),
      { readState, current, size },
      ctx.lang,
    );
  }

  @Authorized()
  @Query(() => Int, { description: 'How many of your messages are unread.' })
  unreadMessageCount(@Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.messages.countUnread(requireSession(ctx).userId);
  }

  @Authorized()
  @Mutation(() => Message, { description: 'One of your messages, marked read.' })
  readMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<MessageView> {
    return ctx.services.messages.detailForRead(requireSession(ctx), { id }, ctx.lang);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks your messages read; how many changed.' })
  markMessagesRead(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.messages.markRead(requireSession(ctx), { ids });
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Deletes your messages; how many went.' })
  deleteMyMessages(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.messages.userDelete(requireSession(ctx), { ids });
  }

  @Authorized()
  @Subscription(() => Int, {
    description: 'Your unread message count: now, then on every change.',
    subscribe: ({ context }: SubscribeData) =>
      context.services.messages.unreadFeed(requireSession(context)),
  })
  unreadMessageCountChanged(@Root() e: UnreadEvent): number {
    return e.unread;
  }

  @Authorized(PERMISSIONS.msgSend)
  @Mutation(() => MessageSend, {
    description: 'Sends a message to users, group members and departments (each user once).',
  })
  sendMessage(
    @Arg('input', () => SendMessageInput) input: SendMessageInput,
    @Ctx() ctx: GqlContext,
  ): Promise<MessageSendView> {
    return ctx.services.messages.send(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.msgSend)
  @Query(() => MessageSendPage, { description: "Admins' sends, newest first." })
  messageSends(
    @Arg('current', () => Int, { nullable: true }) current: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<MessageSendView>> {
    return ctx.services.messages.sendPaging({ current, size });
  }
}
