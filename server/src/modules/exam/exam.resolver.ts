import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import type { ExamApplyView } from './exam-apply.service.ts';
import type {
  AdminExamView,
  CheckInfoView,
  ExamDetailView,
  LearnerExamView,
} from './exam.service.ts';
import {
  AdminExamPage,
  AdminExamPageInput,
  AuditExamAppliesInput,
  ExamApplyInput,
  ExamApplyPage,
  ExamApplyPageInput,
  ExamApplyRow,
  ExamCheckInfo,
  ExamDetail,
  ExamSaveInput,
  LearnerExamPage,
  LearnerExamPageInput,
} from './exam.types.ts';

/** Learner exam list, check page and apply; admin authoring. */
@Resolver()
export class ExamResolver {
  @Authorized()
  @Query(() => LearnerExamPage, {
    description: 'Exams the caller may sit (public, password, in scope) or apply to.',
  })
  learnerExams(
    @Arg('input', () => LearnerExamPageInput, { nullable: true })
    input: LearnerExamPageInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<LearnerExamView>> {
    return ctx.services.exams.learnerPaging(requireSession(ctx), input ?? {}, ctx.lang);
  }

  @Authorized()
  @Query(() => ExamCheckInfo, {
    description:
      'The check page; 20010015 / 20010003 / 20010035 are errors, the rest comes back as startBlock.',
  })
  examCheckInfo(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<CheckInfoView> {
    return ctx.services.exams.checkInfo(requireSession(ctx), id, ctx.lang);
  }

  @Authorized()
  @Mutation(() => ExamApplyRow, { description: 'Applies to join an exam that takes applications.' })
  applyExam(
    @Arg('input', () => ExamApplyInput) input: ExamApplyInput,
    @Ctx() ctx: GqlContext,
  ): Promise<ExamApplyView> {
    return ctx.services.examApplies.apply(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.examList)
  @Query(() => AdminExamPage, { description: 'Exams for the admin list.' })
  adminExams(
    @Arg('input', () => AdminExamPageInput, { nullable: true }) input: AdminExamPageInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<AdminExamView>> {
    return ctx.services.exams.adminPaging(requireSession(ctx), input ?? {}, ctx.lang);
  }

  @Authorized(PERMISSIONS.examList)
  @Query(() => ExamDetail, { description: 'An exam with scope, rules and password (editor).' })
  examDetail(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<ExamDetailView> {
    return ctx.services.exams.detail(id, ctx.lang);
  }

  @Authorized()
  @Mutation(() => ID, {
    description: 'Creates (no id: exam:add) or updates (exam:update) an exam; returns its id.',
  })
  saveExam(
    @Arg('input', () => ExamSaveInput) input: ExamSaveInput,
    @Ctx() ctx: GqlContext,
  ): Promise<string> {
    return ctx.services.exams.save(requireSession(ctx), input as never);
  }

  @Authorized(PERMISSIONS.examUpdate)
  @Mutation(() => Boolean, { description: 'Enables (0) or disables (1) an exam.' })
  setExamState(
    @Arg('id', () => ID) id: string,
    @Arg('state', () => Int) state: number,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    return ctx.services.exams.setState({ id, state });
  }

  @Authorized(PERMISSIONS.examDelete)
  @Mutation(() => Int, {
    description: 'Deletes exams; refused (20010044) when one of them has papers.',
  })
  deleteExams(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.exams.delete(ids);
  }

  @Authorized(PERMISSIONS.examApplyList)
  @Query(() => ExamApplyPage, { description: 'Applications, newest first.' })
  examApplies(
    @Arg('input', () => ExamApplyPageInput, { nullable: true }) input: ExamApplyPageInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<ExamApplyView>> {
    return ctx.services.examApplies.paging(input ?? {});
  }

  @Authorized(PERMISSIONS.examApplyAudit)
  @Mutation(() => Int, { description: 'Approves (1) or rejects (2) applications with a message.' })
  auditExamApplies(
    @Arg('input', () => AuditExamAppliesInput) input: AuditExamAppliesInput,
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.examApplies.audit(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.examApplyDelete)
  @Mutation(() => Int, { description: 'Deletes applications; returns the count.' })
  deleteExamApplies(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.examApplies.delete(ids);
  }
}
