import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import type { MyPaperRow as MyPaperRowView, PaperResultView } from './paper-results.service.ts';
import { MyPaperPage, MyPaperPageInput, PaperResult } from './paper-results.types.ts';

/**
 * The learner's exam results. Own papers only (a paper:list holder may read anyone's); answers show
 * per exam.answerDisplay, never while the paper is in progress (rules in paper-results.service.ts).
 */
@Resolver()
export class PaperResultsResolver {
  @Authorized()
  @Query(() => PaperResult, {
    description:
      'The result of a paper: totals, and the questions with your answers; keys, analysis and ' +
      'per-question scores only when answersVisible. In progress (state 0): no items.',
  })
  paperResult(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<PaperResultView> {
    return ctx.services.paperResults.result(requireSession(ctx), { id });
  }

  @Authorized()
  @Query(() => MyPaperPage, {
    description: 'Your papers (or userId with paper:list), latest start first; filter by exam.',
  })
  myPapers(
    @Arg('input', () => MyPaperPageInput, { nullable: true }) input: MyPaperPageInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<MyPaperRowView>> {
    const { current, size, ...params } = input ?? {};
    return ctx.services.paperResults.myPapers(requireSession(ctx), { current, size, params });
  }
}
