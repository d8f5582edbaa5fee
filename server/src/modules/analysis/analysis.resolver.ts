import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { ExamAnalysisView } from './analysis.service.ts';
import { ExamItemAnalysis, QuestionLevel } from './analysis.types.ts';

/** An exam's item analysis and applying its suggested levels (rules in analysis.service.ts). */
@Resolver()
export class AnalysisResolver {
  @Authorized(PERMISSIONS.examAnalysis)
  @Query(() => ExamItemAnalysis)
  examItemAnalysis(
    @Arg('examId', () => ID) examId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<ExamAnalysisView> {
    return ctx.services.analysis.examAnalysis({ id: examId });
  }

  @Authorized(PERMISSIONS.examAnalysis, PERMISSIONS.quUpdate)
  @Mutation(() => QuestionLevel, {
    description: "Sets the bank question to the level the exam's analysis suggests now.",
  })
  applySuggestedLevel(
    @Arg('examId', () => ID) examId: string,
    @Arg('quId', () => ID) quId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<QuestionLevel> {
    return ctx.services.analysis.applySuggestedLevel({ examId, quId });
  }
}
