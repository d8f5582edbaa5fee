import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import {
  AdminQuestion,
  AdminQuestionPage,
  AdminQuestionPagingInput,
  QuestionJob,
  SaveQuestionInput,
} from './question.types.ts';

@Resolver()
export class QuestionResolver {
  @Authorized(PERMISSIONS.quList)
  @Query(() => AdminQuestionPage, { description: 'Questions of the banks (admin list).' })
  adminQuestionPaging(
    @Arg('input', () => AdminQuestionPagingInput, { nullable: true })
    input: AdminQuestionPagingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<AdminQuestionPage> {
    return ctx.services.questions.paging(input ?? {});
  }

  @Authorized(PERMISSIONS.quList)
  @Query(() => AdminQuestion, { description: 'A question with key, analysis and parts.' })
  adminQuestion(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<AdminQuestion> {
    return ctx.services.questions.detail(id);
  }

  @Authorized()
  @Mutation(() => AdminQuestion, {
    description: 'Creates (needs qu:add) or edits (needs qu:update) a question.',
  })
  saveQuestion(
    @Arg('input', () => SaveQuestionInput) input: SaveQuestionInput,
    @Ctx() ctx: GqlContext,
  ): Promise<AdminQuestion> {
    return ctx.services.questions.save(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.quDelete)
  @Mutation(() => Int, { description: 'Deletes questions (composites with their parts).' })
  deleteQuestions(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.questions.delete(ids);
  }

  @Authorized(PERMISSIONS.quExport)
  @Mutation(() => QuestionJob, {
    description: "Starts an xlsx export of a bank; download with kind 'result' once completed.",
  })
  async startQuestionExport(
    @Arg('repoId', () => ID) repoId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<QuestionJob> {
    const session = requireSession(ctx);
    const { jobId } = await ctx.services.questionTransfer.startExport(session, repoId);
    return ctx.services.questionTransfer.status(session, jobId, ctx.lang);
  }

  @Authorized()
  @Query(() => QuestionJob, {
    description: 'An import (needs qu:import) or export (needs qu:export) job: state and report.',
  })
  questionJob(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<QuestionJob> {
    return ctx.services.questionTransfer.status(requireSession(ctx), id, ctx.lang);
  }
}
