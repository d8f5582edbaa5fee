import type { SessionUser } from '../../core/auth/session-user.ts';
import { containsText } from '../../core/database/like.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import { fileUrl } from '../../core/file-url.ts';
import type { Infra } from '../../core/infra.ts';
import { pageWindow, toPage, type Page } from '../../core/paging.ts';
import type { DbClient } from '../../core/prisma.ts';
import type { Course, Prisma } from '../../generated/prisma/client.ts';
import { learnerScopeRefs, resolveScopes, ScopeKind } from '../exam/index.ts';
import type { FileService } from '../file/index.ts';
import type { CourseLinkedProgress } from './course-linked.ts';
import { courseFileUrl, type CourseMediaService } from './course-media.ts';
import { isBlankRich, sanitizeRich } from '../question/index.ts';
import {
  CourseIdSchema,
  CourseIdsSchema,
  CourseOpenType,
  CoursePagingSchema,
  CourseSortSchema,
  CourseState,
  CourseStateSchema,
  ItemType,
  SaveCourseSchema,
  type CoursePagingInput,
  type SaveCourseData,
  type SaveCourseInput,
} from './course.inputs.ts';

/** A course as lists show it (spec field names where the spec has them). */
export interface CourseView {
  id: string;
  title: string;
  coverId: string | null;
  cover: string;
  content: string;
  state: number;
  openType: number;
  dragLimit: boolean;
  finishShare: number;
  sort: number;
  itemCount: number;
  createTime: Date;
  updateTime: Date;
}

export interface CourseItemView {
  id: string;
  chapterId: string;
  title: string;
  itemType: number;
  fileId: string | null;
  refId: string | null;
  /** Where the item's file is served ('' for banks and exams). */
  fileUrl: string;
}

export interface CourseChapterView {
  id: string;
  title: string;
  items: CourseItemView[];
}

/** The admin editor's view: the course, its chapters and items in order, and its scope. */
export interface CourseDetailView extends CourseView {
  chapters: CourseChapterView[];
  departIds: string[];
  groupIds: string[];
  userIds: string[];
}

/** A learner's standing in one item. */
export interface ItemProgressView {
  itemId: string;
  position: number;
  furthest: number;
  duration: number;
  finished: boolean;
}

export interface LearnerCourseView extends CourseView {
  finishedCount: number;
  /** Whole percent of items finished. */
  percent: number;
}

export interface LearnerCourseDetailView extends LearnerCourseView {
  chapters: CourseChapterView[];
  progress: ItemProgressView[];
}

type CourseWithCount = Course & { _count: { items: number } };

function courseView(c: CourseWithCount): CourseView {
  return {
    id: c.id,
    title: c.title,
    coverId: c.coverId,
    cover: c.coverId === null ? '' : fileUrl(c.coverId),
    content: c.content,
    state: c.state,
    openType: c.openType,
    dragLimit: c.dragLimit,
    finishShare: c.finishShare,
    sort: c.sort,
    itemCount: c._count.items,
    createTime: c.createdAt,
    updateTime: c.updatedAt,
  };
}

export function percentOf(done: number, total: number): number {
  return total === 0 ? 0 : Math.floor((done * 100) / total);
}

/**
 * Courses: admins (course:*) build them from chapters of videos, documents and links to a practice
 * bank or an exam, order and publish them to a scope like an exam's; learners see the published
 * courses open to them, and nothing of the others.
 */
export class CourseService {
  constructor(
    private readonly infra: Infra,
    private readonly files: FileService,
    private readonly media: CourseMediaService,
    private readonly linked: CourseLinkedProgress,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  // ---------------------------------------------------------------------------------------------
  // Back office
  // ---------------------------------------------------------------------------------------------

  async paging(raw: CoursePagingInput): Promise<Page<CourseView>> {
    const input = parseInput(CoursePagingSchema, raw);
    const where: Prisma.CourseWhereInput = {
      ...(input.state === undefined ? {} : { state: input.state }),
      ...(input.title === undefined ? {} : { title: containsText(input.title) }),
    };
    const [total, rows] = await Promise.all([
      this.db.course.count({ where }),
      this.db.course.findMany({
        where,
        include: { _count: { select: { items: true } } },
        orderBy: [{ sort: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }],
        ...pageWindow(input.current, input.size),
      }),
    ]);
    return toPage(rows.map(courseView), total, input.current, input.size);
  }

  async detail(raw: { id: string }): Promise<CourseDetailView> {
    const { id } = parseInput(CourseIdSchema, raw);
    return this.detailOf(this.db, id);
  }

  private async detailOf(db: DbClient, courseId: string): Promise<CourseDetailView> {
    const course = await db.course.findUnique({
      where: { id: courseId },
      include: {
        _count: { select: { items: true } },
        scopes: true,
        chapters: {
          orderBy: [{ sort: 'asc' }, { id: 'asc' }],
          include: { items: { orderBy: [{ sort: 'asc' }, { id: 'asc' }] } },
        },
      },
    });
    if (course === null) throw new AppError('DATA_NOT_FOUND');
    const refs = (kind: string) => course.scopes.filter((s) => s.kind === kind).map((s) => s.refId);
    return {
      ...courseView(course),
      chapters: course.chapters.map((ch) => ({
        id: ch.id,
        title: ch.title,
        items: ch.items.map((it) => ({
          id: it.id,
          chapterId: ch.id,
          title: it.title,
          itemType: it.itemType,
          fileId: it.fileId,
          refId: it.refId,
          fileUrl: it.fileId === null ? '' : fileUrl(it.fileId),
        })),
      })),
      departIds: refs(ScopeKind.DEPT),
      groupIds: refs(ScopeKind.GROUP),
      userIds: refs(ScopeKind.USER),
    };
  }

  /**
   * Creates (no id) or replaces a course: its fields, scope, and chapters and items in the given
   * order. Chapters and items sent with their id keep it (and the learners' progress on them);
   * those left out are deleted. Every item's file, bank or exam is checked first.
   */
  async save(session: SessionUser, raw: SaveCourseInput | object): Promise<CourseDetailView> {
    const input = parseInput(SaveCourseSchema, raw);
    const content = sanitizeRich(input.content);
    await this.checkItems(session, input);
    if (input.coverId !== undefined) {
      const cover = await this.files.detail(session, input.coverId);
      if (cover.kind !== 1) throw new AppError('PARAM_INVALID', {}, { coverId: 'notAnImage' });
    }
    const scopes = await resolveScopes(this.db, {
      openType: input.openType,
      departIds: input.departIds,
      groupIds: input.groupIds,
      userIds: input.userIds,
      applyOn: false,
    });
    const data = {
      title: input.title,
      coverId: input.coverId ?? null,
      content: isBlankRich(content) ? '' : content,
      state: input.state,
      openType: input.openType,
      dragLimit: input.dragLimit,
      finishShare: input.finishShare,
      sort: input.sort,
    };
    const saved = await this.db.$transaction(async (tx) => {
      let courseId: string;
      if (input.id === undefined) {
        courseId = (await tx.course.create({ data: { ...data, createdBy: session.userId } })).id;
      } else {
        const updated = await tx.course.updateMany({ where: { id: input.id }, data });
        if (updated.count === 0) throw new AppError('DATA_NOT_FOUND');
        courseId = input.id;
      }
      await tx.courseScope.deleteMany({ where: { courseId } });
      if (scopes.length > 0) {
        await tx.courseScope.createMany({ data: scopes.map((s) => ({ ...s, courseId })) });
      }
      await this.replaceChapters(tx, courseId, input.chapters);
      return this.detailOf(tx, courseId);
    });
    // The items' files become course media: learners read them only through the course routes.
    await this.files.makeCourseMedia(
      saved.chapters.flatMap((c) => c.items.flatMap((i) => (i.fileId === null ? [] : [i.fileId]))),
    );
    // New videos go to the transcoding job (measured, and transcoded when the settings say so).
    await this.media.register(
      saved.chapters.flatMap((c) =>
        c.items
          .filter((i) => i.itemType === ItemType.VIDEO && i.fileId !== null)
          .map((i) => i.fileId!),
      ),
    );
    return saved;
  }

  /** Whether a published course open to the learner uses this file (who may get a video key). */
  async mayWatchFile(userId: string, fileId: string): Promise<boolean> {
    const found = await this.db.course.count({
      where: { AND: [{ items: { some: { fileId } } }, await this.visibleWhere(userId)] },
    });
    return found > 0;
  }

  private async replaceChapters(
    tx: DbClient,
    courseId: string,
    chapters: SaveCourseData['chapters'],
  ): Promise<void> {
    const [ownChapters, ownItems] = await Promise.all([
      tx.courseChapter.findMany({ where: { courseId }, select: { id: true } }),
      tx.courseItem.findMany({ where: { courseId }, select: { id: true } }),
    ]);
    const chapterIds = new Set(ownChapters.map((c) => c.id));
    const itemIds = new Set(ownItems.map((i) => i.id));
    const keptChapters = new Set<string>();
    const keptItems = new Set<string>();
    for (const [ci, chapter] of chapters.entries()) {
      let chapterId: string;
      if (chapter.id !== undefined && chapterIds.has(chapter.id)) {
        chapterId = chapter.id;
        await tx.courseChapter.update({
          where: { id: chapterId },
          data: { title: chapter.title, sort: ci },
        });
      } else {
        chapterId = (
          await tx.courseChapter.create({ data: { courseId, title: chapter.title, sort: ci } })
        ).id;
      }
      keptChapters.add(chapterId);
      for (const [ii, item] of chapter.items.entries()) {
        const fields = {
          chapterId,
          title: item.title,
          sort: ii,
          itemType: item.itemType,
          fileId: item.itemType <= ItemType.DOCUMENT ? (item.fileId ?? null) : null,
          refId: item.itemType > ItemType.DOCUMENT ? (item.refId ?? null) : null,
        };
        if (item.id !== undefined && itemIds.has(item.id) && !keptItems.has(item.id)) {
          await tx.courseItem.update({ where: { id: item.id }, data: fields });
          keptItems.add(item.id);
        } else {
          keptItems.add((await tx.courseItem.create({ data: { ...fields, courseId } })).id);
        }
      }
    }
    await tx.courseItem.deleteMany({ where: { courseId, id: { notIn: [...keptItems] } } });
    await tx.courseChapter.deleteMany({ where: { courseId, id: { notIn: [...keptChapters] } } });
  }

  /** Each item names what its type needs: a video file, a document file, a bank or an exam. */
  private async checkItems(session: SessionUser, input: SaveCourseData): Promise<void> {
    for (const [ci, chapter] of input.chapters.entries()) {
      for (const [ii, item] of chapter.items.entries()) {
        const fail = (reason: string) =>
          new AppError('COURSE_ITEM_INVALID', { chapter: ci + 1, item: ii + 1, reason });
        if (item.itemType === ItemType.VIDEO || item.itemType === ItemType.DOCUMENT) {
          if (item.fileId === undefined) throw fail('fileId');
          const file = await this.files.detail(session, item.fileId).catch(() => null);
          if (file === null) throw fail('fileId');
          if (item.itemType === ItemType.VIDEO && file.kind !== 2) throw fail('video');
        } else {
          if (item.refId === undefined) throw fail('refId');
          const found =
            item.itemType === ItemType.REPO
              ? await this.db.repo.count({ where: { id: item.refId } })
              : await this.db.exam.count({ where: { id: item.refId } });
          if (found === 0) throw fail('refId');
        }
      }
    }
  }

  async delete(raw: { ids: string[] }): Promise<number> {
    const { ids } = parseInput(CourseIdsSchema, raw);
    const res = await this.db.course.deleteMany({ where: { id: { in: [...new Set(ids)] } } });
    return res.count;
  }

  /** Publishes (0) or withdraws (1) courses; the count changed. */
  async setState(raw: { ids: string[]; state: number }): Promise<number> {
    const { ids, state } = parseInput(CourseStateSchema, raw);
    const res = await this.db.course.updateMany({ where: { id: { in: ids } }, data: { state } });
    return res.count;
  }

  /** Moves a course in the admin ordering (lists sort by it, then newest first). */
  async setSort(raw: { id: string; sort: number }): Promise<CourseView> {
    const { id, sort } = parseInput(CourseSortSchema, raw);
    const updated = await this.db.course.updateMany({ where: { id }, data: { sort } });
    if (updated.count === 0) throw new AppError('DATA_NOT_FOUND');
    const row = await this.db.course.findUniqueOrThrow({
      where: { id },
      include: { _count: { select: { items: true } } },
    });
    return courseView(row);
  }

  // ---------------------------------------------------------------------------------------------
  // Learners
  // ---------------------------------------------------------------------------------------------

  /** Published courses open to the learner: everyone, or the learner is in the scope. */
  private async visibleWhere(userId: string): Promise<Prisma.CourseWhereInput> {
    const refs = await learnerScopeRefs(this.db, userId);
    return {
      state: CourseState.PUBLISHED,
      OR: [{ openType: CourseOpenType.EVERYONE }, { scopes: { some: { OR: refs } } }],
    };
  }

  /** A published course the learner may study, or COURSE_NOT_AVAILABLE. */
  async requireVisible(userId: string, courseId: string): Promise<void> {
    const found = await this.db.course.count({
      where: { AND: [{ id: courseId }, await this.visibleWhere(userId)] },
    });
    if (found === 0) throw new AppError('COURSE_NOT_AVAILABLE');
  }

  async learnerPaging(
    session: SessionUser,
    raw: CoursePagingInput,
  ): Promise<Page<LearnerCourseView>> {
    const input = parseInput(CoursePagingSchema, raw);
    const where: Prisma.CourseWhereInput = {
      AND: [
        await this.visibleWhere(session.userId),
        input.title === undefined ? {} : { title: containsText(input.title) },
      ],
    };
    const [total, rows] = await Promise.all([
      this.db.course.count({ where }),
      this.db.course.findMany({
        where,
        include: { _count: { select: { items: true } } },
        orderBy: [{ sort: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }],
        ...pageWindow(input.current, input.size),
      }),
    ]);
    const done = await this.finishedCounts(
      session.userId,
      rows.map((r) => r.id),
    );
    return toPage(
      rows.map((r) => {
        const finishedCount = done.get(r.id) ?? 0;
        return {
          ...courseView(r),
          finishedCount,
          percent: percentOf(finishedCount, r._count.items),
        };
      }),
      total,
      input.current,
      input.size,
    );
  }

  private async finishedCounts(userId: string, courseIds: string[]): Promise<Map<string, number>> {
    if (courseIds.length === 0) return new Map();
    // Banks practised and exams passed since the last look count now.
    await this.linked.sync(userId, courseIds);
    const rows = await this.db.courseProgress.groupBy({
      by: ['courseId'],
      where: { userId, courseId: { in: courseIds }, finished: true },
      _count: { _all: true },
    });
    return new Map(rows.map((r) => [r.courseId, r._count._all]));
  }

  /** The course page: chapters, items and the learner's progress on each. */
  async learnerDetail(session: SessionUser, raw: { id: string }): Promise<LearnerCourseDetailView> {
    const { id } = parseInput(CourseIdSchema, raw);
    await this.requireVisible(session.userId, id);
    await this.linked.sync(session.userId, [id]);
    const [detail, progress] = await Promise.all([
      this.detailOf(this.db, id),
      this.db.courseProgress.findMany({ where: { userId: session.userId, courseId: id } }),
    ]);
    // Who else the course is open to is not the learner's business.
    const { departIds: _d, groupIds: _g, userIds: _u, ...course } = detail;
    // Documents through the course route (the course's audience is the rule); videos play from
    // the study page (never the original once a transcoded copy is ready).
    const chapters = course.chapters.map((ch) => ({
      ...ch,
      items: ch.items.map((it) => ({
        ...it,
        fileUrl:
          it.itemType === ItemType.DOCUMENT && it.fileId !== null ? courseFileUrl(it.fileId) : '',
      })),
    }));
    const finishedCount = progress.filter((p) => p.finished).length;
    return {
      ...course,
      chapters,
      finishedCount,
      percent: percentOf(finishedCount, detail.itemCount),
      progress: progress.map((p) => ({
        itemId: p.itemId,
        position: p.position,
        furthest: p.furthest,
        duration: p.duration,
        finished: p.finished,
      })),
    };
  }
}

/** The dashboard's course tile: every course, published or not. */
export function countCourses(db: DbClient): Promise<number> {
  return db.course.count();
}

/** The dashboard's courseware tile: distinct files (videos and documents) the courses use. */
export async function countCourseFiles(db: DbClient): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ n: number }>>`
    SELECT count(DISTINCT "fileId")::int AS n FROM "CourseItem" WHERE "fileId" IS NOT NULL`;
  return row?.n ?? 0;
}
