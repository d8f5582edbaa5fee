import { Arg, Authorized, Ctx, Float, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { OwnWork } from '../../core/audit.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import type { CourseFileView } from './course-media.ts';
import type { CourseCompletionView, StudyItemView } from './course-progress.ts';
import { savePermission } from './course.inputs.ts';
import type {
  CourseDetailView,
  CourseView,
  ItemProgressView,
  LearnerCourseDetailView,
  LearnerCourseView,
} from './course.service.ts';
import {
  Course,
  CourseCompletion,
  CourseFile,
  CourseFilePage,
  CourseFilePagingInput,
  CourseDetail,
  CourseItemProgress,
  CoursePage,
  CoursePagingInput,
  LearnerCourseDetail,
  LearnerCoursePage,
  SaveCourseInput,
  StudyItem,
} from './course.types.ts';

@Resolver()
export class CourseResolver {
  @Authorized(PERMISSIONS.courseList)
  @Query(() => CoursePage, { description: 'The back-office course list, in admin order.' })
  courses(
    @Arg('input', () => CoursePagingInput, { nullable: true }) input: CoursePagingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<CourseView>> {
    return ctx.services.courses.paging(input ?? {});
  }

  @Authorized(PERMISSIONS.courseList)
  @Query(() => CourseDetail, { description: 'A course for its editor.' })
  course(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<CourseDetailView> {
    return ctx.services.courses.detail({ id });
  }

  @Authorized()
  @Mutation(() => CourseDetail, {
    description: 'Creates (course:add) or replaces (course:update) a course with its chapters.',
  })
  saveCourse(
    @Arg('input', () => SaveCourseInput) input: SaveCourseInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CourseDetailView> {
    const session = requireSession(ctx);
    requirePermission(session, savePermission(input.id));
    return ctx.services.courses.save(session, input);
  }

  @Authorized(PERMISSIONS.courseUpdate)
  @Mutation(() => Int, { description: 'Publishes (0) or withdraws (1) courses; the count.' })
  setCourseState(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('state', () => Int) state: number,
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.courses.setState({ ids, state });
  }

  @Authorized(PERMISSIONS.courseUpdate)
  @Mutation(() => Course, { description: "Moves a course in the list's order." })
  setCourseSort(
    @Arg('id', () => ID) id: string,
    @Arg('sort', () => Int) sort: number,
    @Ctx() ctx: GqlContext,
  ): Promise<CourseView> {
    return ctx.services.courses.setSort({ id, sort });
  }

  @Authorized(PERMISSIONS.courseDelete)
  @Mutation(() => Int, { description: 'Deletes courses (and the progress on them); the count.' })
  deleteCourses(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.courses.delete({ ids });
  }

  @Authorized()
  @Query(() => LearnerCoursePage, { description: 'Published courses open to the caller.' })
  myCourses(
    @Arg('input', () => CoursePagingInput, { nullable: true }) input: CoursePagingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<LearnerCourseView>> {
    return ctx.services.courses.learnerPaging(requireSession(ctx), input ?? {});
  }

  @Authorized()
  @Query(() => LearnerCourseDetail, { description: 'The course page, with the caller progress.' })
  learnerCourse(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GqlContext,
  ): Promise<LearnerCourseDetailView> {
    return ctx.services.courses.learnerDetail(requireSession(ctx), { id });
  }

  @Authorized()
  @Query(() => [CourseCompletion], { description: "The caller's courses and how far they got." })
  myCourseCompletion(@Ctx() ctx: GqlContext): Promise<CourseCompletionView[]> {
    return ctx.services.courseProgress.completion(requireSession(ctx));
  }

  @Authorized()
  @OwnWork()
  @Mutation(() => StudyItem, {
    description: 'Opens an item to study (a document or link counts as finished once opened).',
  })
  openCourseItem(
    @Arg('itemId', () => ID) itemId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<StudyItemView> {
    return ctx.services.courseProgress.open(requireSession(ctx), { itemId });
  }

  @Authorized()
  @OwnWork()
  @Mutation(() => CourseItemProgress, {
    description: "A player's report of the playback position; the server decides the rest.",
  })
  reportCourseProgress(
    @Arg('itemId', () => ID) itemId: string,
    @Arg('position', () => Float) position: number,
    @Arg('duration', () => Float, { nullable: true }) duration: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<ItemProgressView> {
    return ctx.services.courseProgress.report(requireSession(ctx), {
      itemId,
      position,
      duration,
    });
  }

  @Authorized(PERMISSIONS.courseList)
  @Query(() => CourseFilePage, {
    description: 'Courseware: files the courses use, with transcoding.',
  })
  courseFiles(
    @Arg('input', () => CourseFilePagingInput, { nullable: true })
    input: CourseFilePagingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<CourseFileView>> {
    return ctx.services.courseMedia.fileList(input ?? {});
  }

  @Authorized(PERMISSIONS.courseList)
  @Query(() => CourseFile, { description: 'One course file with its transcoding and qualities.' })
  courseFile(
    @Arg('fileId', () => ID) fileId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<CourseFileView> {
    return ctx.services.courseMedia.describe(fileId);
  }

  @Authorized(PERMISSIONS.courseUpdate)
  @Mutation(() => CourseFile, { description: 'Transcodes a course video again (a worker job).' })
  transcodeCourseFile(
    @Arg('fileId', () => ID) fileId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<CourseFileView> {
    return ctx.services.courseMedia.retranscode(fileId);
  }
}
