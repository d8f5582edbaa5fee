import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import type { WrongBookQuestionView, WrongBookRepoView } from './wrongbook.service.ts';
import {
  WrongBookQuestionPage,
  WrongBookQuestionPageInput,
  WrongBookRepoPage,
  WrongBookRepoPageInput,
} from './wrongbook.types.ts';

/** The caller's wrong-answer book. Practise it with startTraining(kind: 2). */
@Resolver()
export class WrongBookResolver {
  @Authorized()
  @Query(() => WrongBookRepoPage, {
    description: 'Banks with questions in your wrong-answer book.',
  })
  wrongBookRepos(
    @Arg('input', () => WrongBookRepoPageInput, { nullable: true })
    input: WrongBookRepoPageInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<WrongBookRepoView>> {
    const { current, size, ...params } = input ?? {};
    return ctx.services.wrongBook.repos(requireSession(ctx), { current, size, params });
  }

  @Authorized()
  @Query(() => WrongBookQuestionPage, {
    description: 'Questions in your wrong-answer book, latest mistake first.',
  })
  wrongBookQuestions(
    @Arg('input', () => WrongBookQuestionPageInput, { nullable: true })
    input: WrongBookQuestionPageInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<WrongBookQuestionView>> {
    const { current, size, ...params } = input ?? {};
    return ctx.services.wrongBook.questions(requireSession(ctx), { current, size, params });
  }
}
