import { z } from 'zod';
import { PERMISSIONS, type PermissionCode } from '../../core/auth/permissions.ts';
import {
  absent,
  boolLike,
  id,
  ids,
  intLike,
  numLike,
  optionalId,
  optionalText,
  plainText,
} from '../../core/input.ts';
import { pagingFields } from '../../core/paging.ts';

/** 0 published, 1 draft. */
export const CourseState = { PUBLISHED: 0, DRAFT: 1 } as const;

/** Who a course is open to (the exam open types 1-3). */
export const CourseOpenType = { EVERYONE: 1, DEPARTMENTS: 2, PEOPLE: 3 } as const;

/** 1 video, 2 document, 3 practice bank, 4 exam. */
export const ItemType = { VIDEO: 1, DOCUMENT: 2, REPO: 3, EXAM: 4 } as const;

/** The player's drag limit: a jump further than this beyond the furthest position snaps back. */
export const DRAG_LIMIT_SECONDS = 2;
/** How much faster than real time the furthest position may grow between two reports. */
export const WATCH_RATE_TOLERANCE = 1.1;

const state = intLike.pipe(z.union([z.literal(0), z.literal(1)]));
const idList = z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(id).max(5000));

const ItemSchema = z.object({
  id: optionalId,
  title: plainText(100),
  itemType: intLike.pipe(z.number().int().min(1).max(4)),
  fileId: optionalId,
  refId: optionalId,
});

const ChapterSchema = z.object({
  id: optionalId,
  title: plainText(100),
  items: z.array(ItemSchema).max(200),
});

export const SaveCourseSchema = z.object({
  id: optionalId,
  title: plainText(100),
  coverId: optionalId,
  /** Rich text; sanitized before it is stored. */
  content: z.preprocess((v) => v ?? '', z.string().max(200_000)),
  state: z.preprocess(absent, state.optional()).transform((v) => v ?? CourseState.DRAFT),
  openType: z
    .preprocess(absent, intLike.pipe(z.number().int().min(1).max(3)).optional())
    .transform((v) => v ?? CourseOpenType.EVERYONE),
  dragLimit: z.preprocess((v) => (v === undefined ? true : v), boolLike),
  finishShare: z
    .preprocess(absent, intLike.pipe(z.number().int().min(1).max(100)).optional())
    .transform((v) => v ?? 90),
  sort: z
    .preprocess(absent, intLike.pipe(z.number().int().min(0).max(1_000_000)).optional())
    .transform((v) => v ?? 0),
  departIds: idList,
  groupIds: idList,
  userIds: idList,
  chapters: z.array(ChapterSchema).max(100),
});
export type SaveCourseInput = z.input<typeof SaveCourseSchema>;
export type SaveCourseData = z.output<typeof SaveCourseSchema>;

/** course:add without an id, course:update with one (a bad id too: the save refuses it). */
export function savePermission(rawId: unknown): PermissionCode {
  const parsed = SaveCourseSchema.shape.id.safeParse(rawId);
  return parsed.success && parsed.data === undefined
    ? PERMISSIONS.courseAdd
    : PERMISSIONS.courseUpdate;
}

export const CoursePagingSchema = z.object({
  ...pagingFields(),
  title: optionalText(100),
  /** Admin list only: 0 published, 1 draft. */
  state: z.preprocess(absent, state.optional()),
});
export type CoursePagingInput = z.input<typeof CoursePagingSchema>;

export const CourseIdSchema = z.object({ id });
export const CourseIdsSchema = z.object({ ids: ids() });
export const CourseItemIdSchema = z.object({ itemId: id });

export const CourseStateSchema = z.object({ ids: ids(), state });

/** One course's new place in the admin ordering. */
export const CourseSortSchema = z.object({
  id,
  sort: intLike.pipe(z.number().int().min(0).max(1_000_000)),
});

const seconds = numLike.pipe(
  z
    .number()
    .min(0)
    .max(24 * 3600),
);

/**
 * A player's report: where playback stands and how long the video is. The server decides the
 * furthest position (see CourseProgressService.report); a client's "finished" is not asked for.
 */
export const ProgressReportSchema = z.object({
  itemId: id,
  position: seconds,
  duration: z.preprocess(absent, seconds.optional()).transform((v) => v ?? 0),
});
export type ProgressReportInput = z.input<typeof ProgressReportSchema>;

export const CourseFilePagingSchema = z.object({
  ...pagingFields(),
  name: optionalText(100),
});
export type CourseFilePagingInput = z.input<typeof CourseFilePagingSchema>;
