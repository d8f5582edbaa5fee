import { Arg, Authorized, Ctx, Float, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireSession } from '../../core/graphql/access.ts';
import { OwnWork } from '../../core/audit.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type {
  ExtraTimeView,
  FillResult,
  PaperDetailView,
  PaperQuestionView,
  PaperSummaryView,
} from './paper.service.ts';
import {
  CreatePaperInput,
  ExtraTimeInput,
  ExtraTimeResult,
  FillAnswerInput,
  FillAnswerResult,
  PaperDetail,
  PaperQuestion,
  PaperRef,
  PaperResultSummary,
} from './paper.types.ts';

/** Taking an exam. Learner operations act on the caller's own papers only (service-checked). */
@Resolver()
export class PaperResolver {
  @Authorized()
  @OwnWork()
  @Mutation(() => PaperRef, {
    description: 'Starts a paper of an exam, or returns your paper in progress for it (resume).',
  })
  createPaper(
    @Arg('input', () => CreatePaperInput) input: CreatePaperInput,
    @Ctx() ctx: GqlContext,
  ): Promise<{ id: string }> {
    return ctx.services.papers.createPaper(requireSession(ctx), input);
  }

  @Authorized()
  @Query(() => ID, {
    nullable: true,
    description:
      'Your paper in progress of this exam, or null (the exam page resumes only that one).',
  })
  openPaperId(
    @Arg('examId', () => ID) examId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<string | null> {
    return ctx.services.papers.openPaperId(requireSession(ctx), { examId });
  }

  @Authorized()
  @Query(() => PaperDetail, {
    nullable: true,
    description:
      'Your paper in progress of this exam with its answer sheet, or null (what the exam page opens).',
  })
  openPaper(
    @Arg('examId', () => ID) examId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<PaperDetailView | null> {
    return ctx.services.papers.openPaper(requireSession(ctx), { examId });
  }

  @Authorized()
  @Query(() => PaperDetail, { description: 'Your paper: header, time left and answer sheet.' })
  paper(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<PaperDetailView> {
    return ctx.services.papers.paperDetail(requireSession(ctx), { id });
  }

  @Authorized()
  @Query(() => PaperQuestion, {
    description: 'One question of your paper with your answer; never its key while in progress.',
  })
  paperQuestion(
    @Arg('paperId', () => ID) paperId: string,
    @Arg('quId', () => ID) quId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<PaperQuestionView> {
    return ctx.services.papers.paperQuestion(requireSession(ctx), { paperId, quId });
  }

  @Authorized()
  @OwnWork()
  @Mutation(() => FillAnswerResult, {
    description: 'Saves one answer; applied false means an older seq (ignored).',
  })
  fillAnswer(
    @Arg('input', () => FillAnswerInput) input: FillAnswerInput,
    @Ctx() ctx: GqlContext,
  ): Promise<FillResult> {
    return ctx.services.papers.fillAnswer(requireSession(ctx), input);
  }

  @Authorized()
  @Query(() => Int, { description: 'Seconds left on your paper by the server clock (>= 0).' })
  paperLeftTime(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.papers.leftTime(requireSession(ctx), { id });
  }

  @Authorized()
  @Query(() => Float, {
    description: 'The server clock (ms since the epoch); exam saves take their seq from it.',
  })
  serverTime(@Ctx() ctx: GqlContext): number {
    return ctx.services.papers.serverTime();
  }

  @Authorized()
  @OwnWork()
  @Mutation(() => PaperResultSummary, { description: 'Hands in your paper (once).' })
  handExam(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<PaperSummaryView> {
    return ctx.services.papers.handExam(requireSession(ctx), { id });
  }

  @Authorized('exam:watch:extra-time')
  @Mutation(() => ExtraTimeResult, {
    description: "Grants a learner extra minutes (moves the running paper's deadline).",
  })
  grantExtraTime(
    @Arg('input', () => ExtraTimeInput) input: ExtraTimeInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ExtraTimeView> {
    return ctx.services.papers.grantExtraTime(requireSession(ctx), input);
  }
}
