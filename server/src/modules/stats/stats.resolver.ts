import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { ADMIN_AREA } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import type {
  ExamDayStat as ExamDayStatView,
  OngoingExam as OngoingExamView,
  UserDayStat as UserDayStatView,
} from './stats.service.ts';
import {
  DashboardCounts,
  ExamDayStat,
  OngoingExamPage,
  OngoingExamPageInput,
  UserDayStat,
} from './stats.types.ts';

/** Back-office dashboard (rules in stats.service.ts). */
@Resolver()
export class StatsResolver {
  @Authorized(ADMIN_AREA)
  @Query(() => DashboardCounts)
  dashboardCounts(@Ctx() ctx: GqlContext): Promise<DashboardCounts> {
    return ctx.services.stats.dashboardCounts();
  }

  @Authorized(ADMIN_AREA)
  @Query(() => [ExamDayStat], {
    description: 'Exam overview of the last 7 days, oldest first, today last (server time zone).',
  })
  dashboardExamWeek(@Ctx() ctx: GqlContext): Promise<ExamDayStatView[]> {
    return ctx.services.stats.examWeek();
  }

  @Authorized(ADMIN_AREA)
  @Query(() => [UserDayStat], {
    description: 'User overview of the last 7 days, oldest first, today last (server time zone).',
  })
  dashboardUserWeek(@Ctx() ctx: GqlContext): Promise<UserDayStatView[]> {
    return ctx.services.stats.userWeek();
  }

  @Authorized(ADMIN_AREA)
  @Query(() => OngoingExamPage, {
    description: 'Exams in progress now, most papers being sat first (default 5 a page).',
  })
  dashboardOngoingExams(
    @Arg('input', () => OngoingExamPageInput, { nullable: true })
    input: OngoingExamPageInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<OngoingExamView>> {
    const { current, size, title } = input ?? {};
    return ctx.services.stats.ongoingExams(requireSession(ctx), {
      current,
      size,
      params: { title },
    });
  }
}
