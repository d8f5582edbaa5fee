import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission, type SessionUser } from '../../core/auth/session-user.ts';
import { secretBox } from '../../core/crypto.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import { fileUrl } from '../../core/file-url.ts';
import type { Infra } from '../../core/infra.ts';
import { id } from '../../core/input.ts';
import { logger } from '../../core/logger.ts';
import { pageWindow, toPage, type Page } from '../../core/paging.ts';
import type { ConfigService } from '../config/index.ts';
import type { FileService } from '../file/index.ts';
import {
  findFfmpeg,
  probeDuration,
  runTranscode,
  transcodeArgs,
  type VideoEncode,
} from './course-ffmpeg.ts';
import { CourseFilePagingSchema, type CourseFilePagingInput } from './course.inputs.ts';
import { mp4Duration } from './mp4-duration.ts';

/** CourseMedia.state. */
export const MediaState = {
  WAITING: 0,
  RUNNING: 1,
  DONE: 2,
  FAILED: 3,
  /** Not transcoded: the original plays as uploaded (the message says why). */
  ORIGINAL: 4,
} as const;

/** Why a video plays as uploaded (CourseMedia.message). */
export const OriginalReason = {
  /** The storage settings' encodeType is not ffmpeg. */
  DISABLED: 'disabled',
  /** No ffmpeg on the server (nor in ffmpegHome). */
  NO_FFMPEG: 'noFfmpeg',
  /** Transcoding was tried and failed. */
  FAILED: 'failed',
} as const;

export const TRANSCODE_QUEUE = 'course-media';
export const TRANSCODE_JOB = 'course.transcode';

/** How a video plays: the address, HLS or mp4, and the transcoding's state. */
export interface PlaybackView {
  url: string;
  /** The address ends in .m3u8: the player uses hls.js. */
  hls: boolean;
  encrypted: boolean;
  /** The signed timestamp a key ('decrypt') request carries as its `auth` parameter. */
  keyAuth: string;
  /** CourseMedia.state, or ORIGINAL when the video was never sent to transcoding. */
  state: number;
  message: string;
}

/** A course video or document in the courseware list, with its transcoding. */
export interface CourseFileView {
  fileId: string;
  name: string;
  kind: number;
  size: number;
  url: string;
  /** Course items using it. */
  useCount: number;
  state: number | null;
  progress: number;
  message: string;
  encode: string;
  quality: string;
  duration: number;
}

/** Where transcoded output is served: /api/course/media/<fileId>/<file in the output folder>. */
export const MEDIA_URL_PREFIX = '/api/course/media/';
/** Files a transcode writes. */
const OUTPUT_NAME = /^(video\.mp4|index\.m3u8|seg\d{4}\.ts)$/;
const KEY_PURPOSE = 'course-video-key';
/** How long a key request's signed timestamp stays good. */
const KEY_AUTH_TTL_MS = 6 * 3600_000;

const MIME: Record<string, string> = {
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/**
 * Uploaded course videos and their transcoding: a worker job measures each new video with ffprobe
 * and, when the storage settings ask for ffmpeg and the server has it, transcodes it to the chosen
 * quality as mp4 or HLS (optionally AES-128 encrypted, the key served only to who may watch);
 * players get the transcoded output when it is ready, otherwise the original upload.
 */
export class CourseMediaService {
  constructor(
    private readonly infra: Infra,
    private readonly files: FileService,
    private readonly config: ConfigService,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  async playback(fileId: string, userId: string): Promise<PlaybackView> {
    const media = await this.db.courseMedia.findUnique({ where: { fileId } });
    if (media !== null && media.state === MediaState.DONE && media.outputKey !== null) {
      const hls = media.encode !== 'mp4';
      const encrypted = media.encode === 'm3u8_encode';
      return {
        url: `${MEDIA_URL_PREFIX}${fileId}/${hls ? 'index.m3u8' : 'video.mp4'}`,
        hls,
        encrypted,
        keyAuth: encrypted ? this.keyAuth(fileId, userId, Date.now()) : '',
        state: media.state,
        message: media.message,
      };
    }
    return {
      url: fileUrl(fileId),
      hls: false,
      encrypted: false,
      keyAuth: '',
      state: media?.state ?? MediaState.ORIGINAL,
      message: media?.message ?? '',
    };
  }

  /** Seconds measured with ffprobe, or 0 when unknown. */
  async measuredDuration(fileId: string): Promise<number> {
    const media = await this.db.courseMedia.findUnique({
      where: { fileId },
      select: { duration: true },
    });
    return media?.duration ?? 0;
  }

  /** Sends videos seen for the first time to the transcoding job. */
  async register(fileIds: readonly string[]): Promise<void> {
    for (const fileId of new Set(fileIds)) {
      const created = await this.db.courseMedia.createMany({
        data: [{ fileId }],
        skipDuplicates: true,
      });
      if (created.count === 1) await this.enqueue(fileId);
    }
  }

  private async enqueue(fileId: string): Promise<void> {
    await this.infra.queues
      .queue(TRANSCODE_QUEUE)
      .add(TRANSCODE_JOB, { fileId }, { jobId: `transcode-${fileId}-${Date.now()}`, attempts: 2 });
  }

  /** Transcodes a video again with the current storage settings (the courseware list). */
  async retranscode(rawId: string): Promise<CourseFileView> {
    const fileId = parseInput(id, rawId);
    const used = await this.db.courseItem.count({ where: { fileId, itemType: 1 } });
    if (used === 0) throw new AppError('COURSE_NOT_A_VIDEO');
    // One transcode of a video at a time: while one waits or runs, asking again changes nothing.
    const created = await this.db.courseMedia.createMany({
      data: [{ fileId }],
      skipDuplicates: true,
    });
    const claimed =
      created.count === 1
        ? created
        : await this.db.courseMedia.updateMany({
            where: { fileId, state: { notIn: [MediaState.WAITING, MediaState.RUNNING] } },
            data: { state: MediaState.WAITING, progress: 0, message: '' },
          });
    if (claimed.count === 1) await this.enqueue(fileId);
    const [view] = await this.views([fileId]);
    return view!;
  }

  /**
   * The job: measures the video and, when the storage settings say ffmpeg and the server has it,
   * transcodes it and stores the output beside the uploads; otherwise the original stays in use
   * and the reason is kept for the courseware list.
   */
  async transcode(fileId: string): Promise<void> {
    const media = await this.db.courseMedia.findUnique({ where: { fileId } });
    if (media === null) return;
    const settings = (await this.config.activeProvider('upload'))?.data ?? {};
    const text = (k: string) => (typeof settings[k] === 'string' ? (settings[k] as string) : '');
    const tools = await findFfmpeg(text('ffmpegHome'));
    const encode = (
      ['mp4', 'm3u8', 'm3u8_encode'].includes(text('videoEncode')) ? text('videoEncode') : 'mp4'
    ) as VideoEncode;
    const quality = text('videoQuality') === '' ? 'original' : text('videoQuality');
    const work = await mkdtemp(path.join(await this.files.stagingDir(), 'transcode-'));
    try {
      const input = path.join(work, 'input.mp4');
      const bytes = new Uint8Array(await this.files.readBytes(fileId));
      await writeFile(input, bytes, { mode: 0o600 });
      // The real length decides when a video counts as watched: ffprobe's, else the MP4's own.
      const probed = tools === null ? 0 : await probeDuration(tools.ffprobe, input);
      const duration = probed > 0 ? probed : mp4Duration(bytes);
      const original = (message: string) =>
        this.db.courseMedia.update({
          where: { fileId },
          data: { state: MediaState.ORIGINAL, progress: 0, message, duration, encode, quality },
        });
      if (tools === null) {
        await original(OriginalReason.NO_FFMPEG);
        return;
      }
      if (text('encodeType') !== 'ffmpeg') {
        await original(OriginalReason.DISABLED);
        return;
      }
      await this.db.courseMedia.update({
        where: { fileId },
        data: { state: MediaState.RUNNING, progress: 0, message: '', duration, encode, quality },
      });
      const out = path.join(work, 'out');
      await mkdir(out);
      let sealedKey: string | null = null;
      let keyInfoFile: string | undefined;
      if (encode === 'm3u8_encode') {
        const key = randomBytes(16);
        sealedKey = secretBox(this.infra.env).seal(key.toString('base64'), `course-key:${fileId}`);
        const keyFile = path.join(work, 'enc.key');
        await writeFile(keyFile, new Uint8Array(key), { mode: 0o600 });
        keyInfoFile = path.join(work, 'enc.keyinfo');
        // The playlist names the key by this address; players add the token and a signed time.
        await writeFile(keyInfoFile, `${MEDIA_URL_PREFIX}${fileId}/decrypt\n${keyFile}\n`);
      }
      let reported = 0;
      try {
        await runTranscode(
          tools.ffmpeg,
          transcodeArgs({ input, outDir: out, quality, encode, keyInfoFile }),
          duration,
          (share) => {
            const pct = Math.floor(share * 100);
            if (pct >= reported + 5 && pct < 100) {
              reported = pct;
              void this.db.courseMedia
                .update({ where: { fileId }, data: { progress: pct } })
                .catch(() => undefined);
            }
          },
        );
      } catch (e) {
        logger.warn({ err: e, fileId }, 'video transcoding failed');
        await original(OriginalReason.FAILED);
        await this.db.courseMedia.update({
          where: { fileId },
          data: { state: MediaState.FAILED },
        });
        return;
      }
      const storage = await this.files.writeStorage();
      const prefix = `media/${fileId}`;
      for (const name of await readdir(out)) {
        if (!OUTPUT_NAME.test(name)) continue;
        await storage.put(`${prefix}/${name}`, path.join(out, name), mimeOf(name));
      }
      await this.db.courseMedia.update({
        where: { fileId },
        data: {
          state: MediaState.DONE,
          progress: 100,
          message: '',
          outputKey: prefix,
          provider: storage.provider,
          sealedKey,
        },
      });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /**
   * A file of a transcoded video for a player: only for who may watch it (a published course open
   * to them uses it, or they hold course:list), as for its key.
   */
  async open(
    session: SessionUser,
    rawFileId: string,
    name: string,
    mayWatch: (fileId: string) => Promise<boolean>,
  ): Promise<{ stream: Readable; mime: string }> {
    const fileId = parseInput(id, rawFileId);
    if (!OUTPUT_NAME.test(name)) throw new AppError('DATA_NOT_FOUND');
    if (!hasPermission(session, PERMISSIONS.courseList) && !(await mayWatch(fileId))) {
      throw new AppError('DATA_NOT_FOUND');
    }
    const media = await this.db.courseMedia.findUnique({ where: { fileId } });
    if (media?.state !== MediaState.DONE || media.outputKey === null || media.provider === null) {
      throw new AppError('DATA_NOT_FOUND');
    }
    const storage = await this.files.readStorage(media.provider);
    return { stream: await storage.read(`${media.outputKey}/${name}`), mime: mimeOf(name) };
  }

  private keyAuth(fileId: string, userId: string, now: number): string {
    const data = `${fileId}:${userId}:${now}`;
    return `${now}.${secretBox(this.infra.env).mac(KEY_PURPOSE, data)}`;
  }

  /**
   * The AES-128 key of an encrypted video ('decrypt' requests): only with a recent timestamp this
   * server signed for this user and video, and only for who may watch it (a published course
   * open to them uses it, or they hold course:list).
   */
  async decryptKey(
    session: SessionUser,
    rawFileId: string,
    auth: string,
    mayWatch: (fileId: string) => Promise<boolean>,
  ): Promise<Buffer> {
    const fileId = parseInput(id, rawFileId);
    const [time, mac] = auth.split('.');
    const signedAt = Number(time);
    const box = secretBox(this.infra.env);
    const valid =
      mac !== undefined &&
      Number.isSafeInteger(signedAt) &&
      Math.abs(Date.now() - signedAt) <= KEY_AUTH_TTL_MS &&
      box.verifyMac(KEY_PURPOSE, `${fileId}:${session.userId}:${signedAt}`, mac);
    if (!valid) throw new AppError('COURSE_VIDEO_KEY_DENIED');
    if (!hasPermission(session, PERMISSIONS.courseList) && !(await mayWatch(fileId))) {
      throw new AppError('COURSE_VIDEO_KEY_DENIED');
    }
    const media = await this.db.courseMedia.findUnique({ where: { fileId } });
    if (media?.sealedKey == null) throw new AppError('DATA_NOT_FOUND');
    return Buffer.from(box.open(media.sealedKey, `course-key:${fileId}`), 'base64');
  }

  /** The courseware list: files the courses use, newest first, with their transcoding. */
  async fileList(raw: CourseFilePagingInput): Promise<Page<CourseFileView>> {
    const input = parseInput(CourseFilePagingSchema, raw);
    const used = await this.db.courseItem.groupBy({
      by: ['fileId'],
      where: { fileId: { not: null } },
      _count: { _all: true },
    });
    const ids = used.map((u) => u.fileId).filter((f): f is string => f !== null);
    const where = {
      id: { in: ids },
      ...(input.name === undefined
        ? {}
        : { originalName: { contains: input.name, mode: 'insensitive' as const } }),
    };
    const [total, rows] = await Promise.all([
      this.db.storedFile.count({ where }),
      this.db.storedFile.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        select: { id: true },
        ...pageWindow(input.current, input.size),
      }),
    ]);
    return toPage(await this.views(rows.map((r) => r.id)), total, input.current, input.size);
  }

  private async views(fileIds: string[]): Promise<CourseFileView[]> {
    const [files, media, uses] = await Promise.all([
      this.db.storedFile.findMany({ where: { id: { in: fileIds } } }),
      this.db.courseMedia.findMany({ where: { fileId: { in: fileIds } } }),
      this.db.courseItem.groupBy({
        by: ['fileId'],
        where: { fileId: { in: fileIds } },
        _count: { _all: true },
      }),
    ]);
    const mediaOf = new Map(media.map((m) => [m.fileId, m]));
    const useOf = new Map(uses.map((u) => [u.fileId, u._count._all]));
    return fileIds.flatMap((fid) => {
      const f = files.find((x) => x.id === fid);
      if (f === undefined) return [];
      const m = mediaOf.get(fid);
      return [
        {
          fileId: fid,
          name: f.originalName,
          kind: f.kind,
          size: f.size,
          url: fileUrl(fid),
          useCount: useOf.get(fid) ?? 0,
          state: m?.state ?? null,
          progress: m?.progress ?? 0,
          message: m?.message ?? '',
          encode: m?.encode ?? '',
          quality: m?.quality ?? '',
          duration: m?.duration ?? 0,
        },
      ];
    });
  }
}

function mimeOf(name: string): string {
  return MIME[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
