import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { CourseProgress } from '../../generated/prisma/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
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

/** How close to the share the furthest position must come to finish (players stop a frame short). */
const FINISH_SLACK_SECONDS = 0.25;

/** A progress row as the report statement returns it. */
interface ReportedRow {
  position: number;
  furthest: number;
  duration: number;
  finished: boolean;
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
 * CourseLinkedProgress); a video's reports move the furthest position no faster than real time
 * spent on it, and the video counts as finished when that covers the course's share of its length.
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
   *
   * The time since the last open or report (at most a minute: longer is a pause) adds to the
   * row's watch credit, a little faster for timer drift; the furthest position never passes the
   * credit by more than the drag allowance, however many reports come and however fast. One
   * statement locks the row, so concurrent reports of one learner queue and count the time once.
   */
  async report(session: SessionUser, raw: ProgressReportInput): Promise<ItemProgressView> {
    const input = parseInput(ProgressReportSchema, raw);
    const item = await this.itemFor(session, input.itemId);
    if (item.itemType !== ItemType.VIDEO || item.fileId === null) {
      throw new AppError('COURSE_NOT_A_VIDEO');
    }
    const userId = session.userId;
    const measured = await this.media.measuredDuration(item.fileId);
    const nowMs = Date.now();
    const rows = await this.db.$queryRaw<ReportedRow[]>(Prisma.sql`
      WITH cur AS (
        SELECT "userId", "itemId", "furthest", "watchCredit", "finished", "finishedAt",
          LEAST(${MAX_REPORT_GAP_SECONDS}::float8, GREATEST(0::float8,
            (${nowMs}::float8 - EXTRACT(EPOCH FROM "updatedAt") * 1000) / 1000)) AS gap,
          CASE WHEN ${measured}::float8 > 0 THEN ${measured}::float8
            ELSE GREATEST("duration", ${input.duration}::float8) END AS len
        FROM "CourseProgress"
        WHERE "userId" = ${userId} AND "itemId" = ${item.id}
        FOR UPDATE
      ), credited AS (
        SELECT cur.*, CASE WHEN len > 0
            THEN GREATEST("watchCredit", LEAST(len, "watchCredit" + gap * ${WATCH_RATE_TOLERANCE}::float8))
            ELSE "watchCredit" + gap * ${WATCH_RATE_TOLERANCE}::float8 END AS credit
        FROM cur
      ), reached AS (
        SELECT credited.*, LEAST(
            CASE WHEN len > 0 THEN len ELSE 'Infinity'::float8 END,
            GREATEST("furthest",
              LEAST(${input.position}::float8, credit + ${DRAG_LIMIT_SECONDS}::float8))) AS far
        FROM credited
      ), decided AS (
        SELECT reached.*, "finished" OR (len > 0
            AND far + ${FINISH_SLACK_SECONDS}::float8 >= len * ${item.course.finishShare}::float8 / 100) AS done
        FROM reached
      )
      UPDATE "CourseProgress" p SET
        "watchCredit" = d.credit,
        "furthest" = d.far,
        "position" = LEAST(${input.position}::float8, d.far),
        "duration" = d.len,
        "finished" = d.done,
        "finishedAt" = CASE WHEN d.done
          THEN COALESCE(d."finishedAt", to_timestamp(${nowMs}::float8 / 1000) AT TIME ZONE 'UTC')
          ELSE NULL END,
        "updatedAt" = GREATEST(p."updatedAt", to_timestamp(${nowMs}::float8 / 1000) AT TIME ZONE 'UTC')
      FROM decided d
      WHERE p."userId" = d."userId" AND p."itemId" = d."itemId"
      RETURNING p."position", p."furthest", p."duration", p."finished"`);
    const row = rows[0];
    if (row !== undefined) return { itemId: item.id, ...row };
    // No open yet: start counting from now (nothing watched can be proved).
    await this.db.courseProgress.createMany({
      data: [{ userId, itemId: item.id, courseId: item.courseId }],
      skipDuplicates: true,
    });
    return progressView(
      item.id,
      await this.db.courseProgress.findUnique({
        where: { userId_itemId: { userId, itemId: item.id } },
      }),
    );
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
