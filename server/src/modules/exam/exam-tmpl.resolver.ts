import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import type {
  ExamTitleView,
  ExamTmplGroupView,
  ExamTmplView,
  TmplQuestionView,
} from './exam-tmpl.service.ts';
import {
  ExamTitle,
  ExamTmpl,
  ExamTmplGroup,
  ExamTmplPage,
  TmplQuestion,
} from './exam-tmpl.types.ts';

/** Exam templates and the exam titles for selectors (rules in exam-tmpl.service.ts). */
@Resolver()
export class ExamTmplResolver {
  @Authorized(PERMISSIONS.examAdd)
  @Query(() => ExamTmplPage, { description: 'Exam templates, newest first (100 a page).' })
  examTmpls(
    @Arg('title', () => String, { nullable: true }) title: string | null,
    @Arg('current', () => Int, { nullable: true }) current: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<ExamTmplView>> {
    return ctx.services.examTmpls.paging({ title, current, size });
  }

  @Authorized(PERMISSIONS.examAdd)
  @Query(() => [ExamTmplGroup], { description: "A template's groups (draw rules) in order." })
  examTmplGroups(
    @Arg('tmplId', () => ID) tmplId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<ExamTmplGroupView[]> {
    return ctx.services.examTmpls.groups({ id: tmplId });
  }

  @Authorized(PERMISSIONS.examAdd)
  @Query(() => [TmplQuestion], {
    description: 'The bank questions a group draws from (first 100).',
  })
  examTmplGroupQuestions(
    @Arg('groupId', () => ID) groupId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<TmplQuestionView[]> {
    return ctx.services.examTmpls.groupQuestions({ id: groupId });
  }

  @Authorized(PERMISSIONS.examAdd)
  @Mutation(() => ExamTmpl, { description: "Saves an exam's draw rules as a named template." })
  saveExamTmpl(
    @Arg('examId', () => ID) examId: string,
    @Arg('title', () => String) title: string,
    @Ctx() ctx: GqlContext,
  ): Promise<ExamTmplView> {
    return ctx.services.examTmpls.saveFromExam(requireSession(ctx), { examId, title });
  }

  @Authorized(PERMISSIONS.examAdd)
  @Mutation(() => Int, { description: 'Deletes templates; the count.' })
  deleteExamTmpls(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.examTmpls.delete({ ids });
  }

  @Authorized(PERMISSIONS.examList)
  @Query(() => [ExamTitle], { description: 'Exam ids and titles for selectors (100 newest).' })
  examTitles(
    @Arg('title', () => String, { nullable: true }) title: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<ExamTitleView[]> {
    return ctx.services.examTmpls.titles({ title });
  }
}
