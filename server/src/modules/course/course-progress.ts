import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { CourseProgress } from '../../generated/prisma/client.ts';
import {
  CourseItemIdSchema,
  DRAG_LIMIT_SECONDS,
  ItemType,
  ProgressReportSchema,
  WATCH_RATE_TOLERANCE,
  type ProgressReportInput,
} from './course.inputs.ts';
import type { Readable } from 'node:stream';
import type { FileService } from '../file/index.ts';
import type { CourseLinkedProgress, LinkedGoalView } from './course-linked.ts';
import { courseFileUrl, type CourseMediaService, type PlaybackView } from './course-media.ts';
import { percentOf, type CourseService, type ItemProgressView } from './course.service.ts';

/** The study page of one item: what to show and where the learner stands. */
export interface StudyItemView {
  itemId: string;
  courseId: string;
  courseTitle: string;
  chapterTitle: string;
  title: string;
  itemType: number;
  fileId: string | null;
  refId: string | null;
  fileUrl: string;
  /** How the video plays (videos only). */
  playback: PlaybackView | null;
  dragLimit: boolean;
  finishShare: number;
  progress: ItemProgressView;
  /** Banks and exams: how far the learner is (the server's rule, see CourseLinkedProgress). */
  goal: LinkedGoalView | null;
  /** Documents: 'pdf' and 'image' show inline at documentUrl, 'file' downloads ('' otherwise). */
  documentKind: string;
  documentUrl: string;
  fileName: string;
}

/** A course document to show inline (a PDF or an image). */
export interface InlineDocument {
  stream: Readable;
  mime: string;
  size: number;
  name: string;
}

/** Where a course's PDF or image is shown inline: /api/course/doc/<itemId>. */
export const DOCUMENT_URL_PREFIX = '/api/course/doc/';

/** Images a browser shows in <img> (never SVG, which can carry script). */
const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** How a document shows on the study page, from its detected type. */
export function documentKindOf(mime: string): 'pdf' | 'image' | 'file' {
  if (mime === 'application/pdf') return 'pdf';
  return INLINE_IMAGES.has(mime) ? 'image' : 'file';
}

/** A course in the learner's personal centre with how far they got. */
export interface CourseCompletionView {
  courseId: string;
  title: string;
  itemCount: number;
  finishedCount: number;
  percent: number;
  lastStudyTime: Date;
}

/** The longest time between two reports that counts as watching (browsers slow hidden tabs to one timer a minute). */
const MAX_REPORT_GAP_SECONDS = 60;

/**
 * The furthest position the server accepts from a report: never less than before, never more than
 * the previous furthest plus the time that passed (a little faster for timer drift) plus the drag
 * allowance, and never beyond the end. A gap longer than a minute (a pause) counts as a minute.
 */
export function acceptedFurthest(
  previous: { furthest: number; updatedAt: Date },
  position: number,
  duration: number,
  now: Date,
): number {
  const elapsed = Math.min(
    MAX_REPORT_GAP_SECONDS,
    Math.max(0, (now.getTime() - previous.updatedAt.getTime()) / 1000),
  );
  const reachable = previous.furthest + elapsed * WATCH_RATE_TOLERANCE + DRAG_LIMIT_SECONDS;
  const next = Math.max(previous.furthest, Math.min(position, reachable));
  return duration > 0 ? Math.min(next, duration) : next;
}

/** Whether a video counts as finished: the furthest position covers the course's share. */
export function reachedShare(furthest: number, duration: number, finishShare: number): boolean {
  return duration > 0 && furthest + 0.25 >= (duration * finishShare) / 100;
}

function progressView(itemId: string, p: CourseProgress | null): ItemProgressView {
  return {
    itemId,
    position: p?.position ?? 0,
    furthest: p?.furthest ?? 0,
    duration: p?.duration ?? 0,
    finished: p?.finished ?? false,
  };
}

/**
 * A learner's progress per item. Opening an item records it (a document counts as finished once
 * opened; a bank or an exam when the learner has practised or passed it, see
 * CourseLinkedProgress); a video's reports move the furthest position no faster than real time,
 * and the video counts as finished when that covers the course's share of its length.
 */
export class CourseProgressService {
  constructor(
    private readonly infra: Infra,
    private readonly courses: CourseService,
    private readonly media: CourseMediaService,
    private readonly linked: CourseLinkedProgress,
    private readonly files: FileService,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  private async itemFor(session: SessionUser, itemId: string) {
    const item = await this.db.courseItem.findUnique({
      where: { id: itemId },
      include: {
        chapter: { select: { title: true } },
        course: { select: { id: true, title: true, dragLimit: true, finishShare: true } },
      },
    });
    if (item === null) throw new AppError('COURSE_NOT_AVAILABLE');
    await this.courses.requireVisible(session.userId, item.courseId);
    return item;
  }

  /** Opens an item on the study page: its content, how the video plays and the resume position. */
  async open(session: SessionUser, raw: { itemId: string }): Promise<StudyItemView> {
    const { itemId } = parseInput(CourseItemIdSchema, raw);
    const item = await this.itemFor(session, itemId);
    const userId = session.userId;
    const video = item.itemType === ItemType.VIDEO;
    const document = item.itemType === ItemType.DOCUMENT;
    const goal = await this.linked.goalOf(userId, item, item.course.finishShare);
    // A document is studied once opened; a bank or an exam when its goal is met.
    const done = document || goal?.finished === true;
    const now = new Date();
    const progress = await this.db.courseProgress.upsert({
      where: { userId_itemId: { userId, itemId } },
      create: {
        userId,
        itemId,
        courseId: item.courseId,
        finished: done,
        finishedAt: done ? now : null,
      },
      // The furthest position grows from now on: time away from the page is not watching.
      update: video ? { updatedAt: now } : done ? { finished: true } : {},
    });
    const playback =
      video && item.fileId !== null ? await this.media.playback(item.fileId, userId) : null;
    const file =
      document && item.fileId !== null
        ? await this.db.storedFile.findUnique({
            where: { id: item.fileId },
            select: { mime: true, originalName: true },
          })
        : null;
    const documentKind = file === null ? '' : documentKindOf(file.mime);
    return {
      itemId,
      courseId: item.courseId,
      courseTitle: item.course.title,
      chapterTitle: item.chapter.title,
      title: item.title,
      itemType: item.itemType,
      fileId: item.fileId,
      refId: item.refId,
      // The course route (the course's audience is the rule); a video's is where it plays, never
      // the original once a transcoded copy is ready.
      fileUrl: playback?.url ?? (item.fileId === null ? '' : courseFileUrl(item.fileId)),
      playback,
      dragLimit: item.course.dragLimit,
      finishShare: item.course.finishShare,
      progress: progressView(itemId, progress),
      goal,
      documentKind,
      documentUrl:
        documentKind === 'pdf' || documentKind === 'image' ? `${DOCUMENT_URL_PREFIX}${itemId}` : '',
      fileName: file?.originalName ?? '',
    };
  }

  /**
   * A course's PDF or image for the study page to show inline: only for who may study the course
   * (as the study page itself); other documents are downloaded from the file address.
   */
  async document(session: SessionUser, raw: { itemId: string }): Promise<InlineDocument> {
    const { itemId } = parseInput(CourseItemIdSchema, raw);
    const item = await this.itemFor(session, itemId);
    if (item.itemType !== ItemType.DOCUMENT || item.fileId === null) {
      throw new AppError('DATA_NOT_FOUND');
    }
    const file = await this.db.storedFile.findUnique({ where: { id: item.fileId } });
    if (file === null || documentKindOf(file.mime) === 'file') throw new AppError('DATA_NOT_FOUND');
    return {
      stream: await this.files.openStream(file.id),
      mime: file.mime,
      size: file.size,
      name: file.originalName,
    };
  }

  /**
   * A player's report of where playback stands (every few seconds and when the learner leaves).
   * The server decides the furthest position and whether the video is finished; a video's
   * length is the one measured on upload when known, else the longest length a player reported.
   */
  async report(session: SessionUser, raw: ProgressReportInput): Promise<ItemProgressView> {
    const input = parseInput(ProgressReportSchema, raw);
    const item = await this.itemFor(session, input.itemId);
    if (item.itemType !== ItemType.VIDEO || item.fileId === null) {
      throw new AppError('COURSE_NOT_A_VIDEO');
    }
    const userId = session.userId;
    const key = { userId_itemId: { userId, itemId: item.id } };
    const previous = await this.db.courseProgress.findUnique({ where: key });
    if (previous === null) {
      // No open yet: start counting from now (nothing watched can be proved).
      const created = await this.db.courseProgress.create({
        data: { userId, itemId: item.id, courseId: item.courseId },
      });
      return progressView(item.id, created);
    }
    const measured = await this.media.measuredDuration(item.fileId);
    const duration = measured > 0 ? measured : Math.max(previous.duration, input.duration);
    const now = new Date();
    const furthest = acceptedFurthest(previous, input.position, duration, now);
    const finished = previous.finished || reachedShare(furthest, duration, item.course.finishShare);
    // Only the row as read is updated, so two reports at once cannot both add their time.
    const updated = await this.db.courseProgress.updateMany({
      where: { userId, itemId: item.id, updatedAt: previous.updatedAt },
      data: {
        position: Math.min(input.position, furthest),
        furthest,
        duration,
        finished,
        finishedAt: finished ? (previous.finishedAt ?? now) : null,
        updatedAt: now,
      },
    });
    const row =
      updated.count === 1 ? null : await this.db.courseProgress.findUnique({ where: key });
    return row === null
      ? {
          itemId: item.id,
          position: Math.min(input.position, furthest),
          furthest,
          duration,
          finished,
        }
      : progressView(item.id, row);
  }

  /** The learner's courses with progress, most recently studied first (the personal centre). */
  async completion(session: SessionUser): Promise<CourseCompletionView[]> {
    const studied = await this.db.courseProgress.findMany({
      where: { userId: session.userId },
      distinct: ['courseId'],
      select: { courseId: true },
    });
    await this.linked.sync(
      session.userId,
      studied.map((r) => r.courseId),
    );
    const rows = await this.db.courseProgress.groupBy({
      by: ['courseId'],
      where: { userId: session.userId },
      _max: { updatedAt: true },
    });
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.courseId);
    const [courses, finished] = await Promise.all([
      this.db.course.findMany({
        where: { id: { in: ids } },
        select: { id: true, title: true, _count: { select: { items: true } } },
      }),
      this.db.courseProgress.groupBy({
        by: ['courseId'],
        where: { userId: session.userId, courseId: { in: ids }, finished: true },
        _count: { _all: true },
      }),
    ]);
    const doneOf = new Map(finished.map((f) => [f.courseId, f._count._all]));
    const lastOf = new Map(rows.map((r) => [r.courseId, r._max.updatedAt ?? new Date(0)]));
    return courses
      .map((c) => {
        const finishedCount = doneOf.get(c.id) ?? 0;
        return {
          courseId: c.id,
          title: c.title,
          itemCount: c._count.items,
          finishedCount,
          percent: percentOf(finishedCount, c._count.items),
          lastStudyTime: lastOf.get(c.id) ?? new Date(0),
        };
      })
      .sort((a, b) => b.lastStudyTime.getTime() - a.lastStudyTime.getTime());
  }
}
