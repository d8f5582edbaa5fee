import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import type {
  ExamPaperRow as ExamPaperRowView,
  HandedInPaperRow as HandedInPaperRowView,
  PaperResultSummaryView,
  PaperReviewView,
} from './paper-review.service.ts';
import {
  ExamPaperPage,
  ExamPaperPageInput,
  HandedInPaperPage,
  HandedInPaperPageInput,
  MarkPapersAsInput,
  PaperReview,
  ReviewPaperInput,
} from './paper-review.types.ts';
import { PaperResultSummary } from './paper.types.ts';

/** Admin paper management and the watch detail's handed-in list (rules in paper-review.service.ts). */
@Resolver()
export class PaperReviewResolver {
  @Authorized(PERMISSIONS.paperList)
  @Query(() => ExamPaperPage, {
    description: 'Papers of an exam, latest hand-in first; filters realName, state.',
  })
  examPapers(
    @Arg('input', () => ExamPaperPageInput, { nullable: true }) input: ExamPaperPageInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<ExamPaperRowView>> {
    const { current, size, ...params } = input ?? {};
    return ctx.services.paperReview.examPapers({ current, size, params });
  }

  @Authorized(PERMISSIONS.paperList)
  @Query(() => HandedInPaperPage, {
    description: 'Handed-in papers of an exam (watch detail); filters realName, hasEx.',
  })
  handedInPapers(
    @Arg('input', () => HandedInPaperPageInput) input: HandedInPaperPageInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<HandedInPaperRowView>> {
    const { current, size, ...params } = input;
    return ctx.services.paperReview.handedIn({ current, size, params });
  }

  @Authorized(PERMISSIONS.paperReview)
  @Query(() => PaperReview, {
    description: 'A whole paper for marking (keys once handed in, answers, per-question scores).',
  })
  paperReview(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<PaperReviewView> {
    return ctx.services.paperReview.review({ id });
  }

  @Authorized(PERMISSIONS.paperReview)
  @Mutation(() => PaperResultSummary, {
    description:
      'Marks subjective questions (0..value each, 20010029/20010030/20010031); a paper with ' +
      'nothing left to mark moves to state 2 with passed set. States 1 and 2 only (20010046).',
  })
  reviewPaper(
    @Arg('input', () => ReviewPaperInput) input: ReviewPaperInput,
    @Ctx() ctx: GqlContext,
  ): Promise<PaperResultSummaryView> {
    return ctx.services.paperReview.mark(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.paperMarkAs)
  @Mutation(() => Int, {
    description: 'Sets reviewState (0-3) of handed-in papers; returns how many changed.',
  })
  markPapersAs(
    @Arg('input', () => MarkPapersAsInput) input: MarkPapersAsInput,
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.paperReview.markAs(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.paperDelete)
  @Mutation(() => Int, {
    description:
      'Deletes handed-in papers (a batch with a paper in progress is refused, 20010044).',
  })
  deletePapers(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.paperReview.delete({ ids });
  }
}
