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
import { requirePermission } from '../../core/auth/policy.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import type { LearnerEvent, WatchEvent } from '../sitting/index.ts';
import type {
  PaperEventsView,
  SendCountView,
  WatchRowView,
  WatchStatView,
} from './watch.service.ts';
import {
  ForceHandAllInput,
  ForceHandInput,
  LearnerEventType,
  PaperEvents,
  SendCount,
  WatchEventType,
  WatchMessageInput,
  WatchRowPage,
  WatchRowQuery,
  WatchStat,
} from './watch.types.ts';

interface SubscribeData {
  args: Record<string, unknown>;
  context: GqlContext;
}

const toDate = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));

/** The proctor console, and the live events of an exam (for proctors, and for its learner). */
@Resolver()
export class WatchResolver {
  @Authorized('exam:watch')
  @Query(() => WatchStat, {
    description: 'Counters of an exam: required, in exam, handed in, absent.',
  })
  watchStat(
    @Arg('examId', () => ID) examId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<WatchStatView> {
    return ctx.services.watch.watchStat(requireSession(ctx), { examId });
  }

  @Authorized('exam:watch')
  @Query(() => WatchRowPage, { description: 'Examinees sitting an exam now, as watch cards.' })
  watchRows(
    @Arg('query', () => WatchRowQuery) query: WatchRowQuery,
    @Arg('current', () => Int, { nullable: true }) current: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<WatchRowView>> {
    return ctx.services.watch.processPaging(requireSession(ctx), { current, size, params: query });
  }

  @Authorized('exam:watch')
  @Query(() => PaperEvents, {
    description:
      "A paper's monitoring record for review: each screen leave with its time and duration, each camera capture with its face-check score.",
  })
  paperEvents(
    @Arg('paperId', () => ID) paperId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<PaperEventsView> {
    return ctx.services.watch.paperEvents(requireSession(ctx), { paperId }, ctx.lang);
  }

  @Authorized('exam:watch:force-hand')
  @Mutation(() => ID, { description: "Hands in an examinee's paper with the reason recorded." })
  async forceHand(
    @Arg('input', () => ForceHandInput) input: ForceHandInput,
    @Ctx() ctx: GqlContext,
  ): Promise<string> {
    return (await ctx.services.watch.forceHand(requireSession(ctx), input)).id;
  }

  @Authorized('exam:watch:force-hand')
  @Mutation(() => SendCount, { description: 'Hands in every paper of an exam still being sat.' })
  forceHandAll(
    @Arg('input', () => ForceHandAllInput) input: ForceHandAllInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SendCountView> {
    return ctx.services.watch.forceHandAll(requireSession(ctx), input);
  }

  @Authorized('exam:watch:message')
  @Mutation(() => SendCount, {
    description:
      'A message to one examinee (refused when offline) or, without userId, to all online.',
  })
  sendWatchMessage(
    @Arg('input', () => WatchMessageInput) input: WatchMessageInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SendCountView> {
    const { examId, userId, message } = input;
    const session = requireSession(ctx);
    return userId == null
      ? ctx.services.watch.batchMessage(session, { examId, message })
      : ctx.services.watch.singleMessage(session, { examId, userId, message });
  }

  @Authorized('exam:watch')
  @Subscription(() => WatchEventType, {
    description:
      'Live events of an exam for its proctors (presence, progress, leaves, snapshots, hand-ins).',
    subscribe: ({ args, context }: SubscribeData) => {
      const session = requireSession(context);
      requirePermission(session, 'exam:watch');
      return context.services.watch.watchEvents(session, String(args.examId));
    },
  })
  examWatchEvents(@Arg('examId', () => ID) _examId: string, @Root() e: WatchEvent): WatchEventType {
    return { ...e, at: new Date(e.at), deadline: toDate(e.deadline) };
  }

  @Authorized()
  @Subscription(() => LearnerEventType, {
    description:
      'Live events for you while you sit the exam (proctor messages, forced hand-in, extra time); you are online while it is open.',
    subscribe: ({ args, context }: SubscribeData) =>
      context.services.watch.learnerEvents(requireSession(context), String(args.examId)),
  })
  myExamEvents(
    @Arg('examId', () => ID) _examId: string,
    @Root() e: LearnerEvent,
  ): LearnerEventType {
    return { ...e, at: new Date(e.at), deadline: toDate(e.deadline) };
  }
}
