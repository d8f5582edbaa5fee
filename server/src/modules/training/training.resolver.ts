import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireSession } from '../../core/graphql/access.ts';
import { OwnWork } from '../../core/audit.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type {
  QuestionDetailView,
  TrainingCardView,
  TrainingQuestionView,
  TrainingView,
} from './training.service.ts';
import type { Page } from '../../core/paging.ts';
import {
  QuestionDetail,
  StartTrainingInput,
  Training,
  TrainingAnswerInput,
  TrainingCard,
  TrainingPage,
  TrainingPageInput,
  TrainingQuestion,
  TrainingQuestionInput,
} from './training.types.ts';

/** Learner training practice; every operation acts on the caller's own trainings only. */
@Resolver()
export class TrainingResolver {
  @Authorized()
  @OwnWork()
  @Mutation(() => Training, {
    description:
      'Starts a training, or returns the unfinished one of this bank (or book) and mode unless clear.',
  })
  startTraining(
    @Arg('input', () => StartTrainingInput) input: StartTrainingInput,
    @Ctx() ctx: GqlContext,
  ): Promise<TrainingView> {
    return ctx.services.training.start(requireSession(ctx), input, ctx.lang);
  }

  @Authorized()
  @Query(() => TrainingQuestion, {
    description: 'A question of your training; its key shows only once answered, or in mode 13.',
  })
  trainingQuestion(
    @Arg('input', () => TrainingQuestionInput) input: TrainingQuestionInput,
    @Ctx() ctx: GqlContext,
  ): Promise<TrainingQuestionView> {
    return ctx.services.training.question(requireSession(ctx), input);
  }

  @Authorized()
  @OwnWork()
  @Mutation(() => TrainingQuestion, { description: 'Saves an answer without checking it.' })
  fillTrainingAnswer(
    @Arg('input', () => TrainingAnswerInput) input: TrainingAnswerInput,
    @Ctx() ctx: GqlContext,
  ): Promise<TrainingQuestionView> {
    return ctx.services.training.fill(requireSession(ctx), input);
  }

  @Authorized()
  @OwnWork()
  @Mutation(() => TrainingQuestion, {
    description: 'Checks an answer once, locks the question and returns it with its key.',
  })
  checkTrainingAnswer(
    @Arg('input', () => TrainingAnswerInput) input: TrainingAnswerInput,
    @Ctx() ctx: GqlContext,
  ): Promise<TrainingQuestionView> {
    return ctx.services.training.check(requireSession(ctx), input);
  }

  @Authorized()
  @Query(() => TrainingCard, { description: 'The answer sheet of your training.' })
  trainingCard(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<TrainingCardView> {
    return ctx.services.training.card(requireSession(ctx), { id });
  }

  @Authorized()
  @Query(() => Training, { description: 'The header and result of your training.' })
  training(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<TrainingView> {
    return ctx.services.training.detail(requireSession(ctx), { id }, ctx.lang);
  }

  @Authorized()
  @OwnWork()
  @Mutation(() => Training, { description: 'Ends your training (state 1).' })
  finishTraining(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<TrainingView> {
    return ctx.services.training.finish(requireSession(ctx), { id }, ctx.lang);
  }

  @Authorized()
  @Query(() => TrainingPage, { description: 'Your training history, latest first.' })
  myTrainings(
    @Arg('input', () => TrainingPageInput, { nullable: true }) input: TrainingPageInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<TrainingView>> {
    const { current, size, ...params } = input ?? {};
    return ctx.services.training.paging(requireSession(ctx), { current, size, params }, ctx.lang);
  }

  @Authorized()
  @Query(() => QuestionDetail, {
    description:
      'A bank question with its key and analysis (as rote mode shows it); not while sitting an exam.',
  })
  questionDetail(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GqlContext,
  ): Promise<QuestionDetailView> {
    return ctx.services.training.questionDetail(requireSession(ctx), { id });
  }
}
